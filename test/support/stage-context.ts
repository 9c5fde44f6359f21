import type { StageSpecContext } from '../../src/core/stage/stage-spec.js';

/** A StageSpecContext for building specs in tests: stage `fix` of run 42 in octo/repo, pushed to main. */
export function stageSpecContext(overrides: Partial<StageSpecContext> = {}): StageSpecContext {
  return {
    mode: 'stage',
    job: 'fix',
    github: {
      repository: 'octo/repo',
      ref: 'refs/heads/main',
      sha: 'a'.repeat(40),
      run_id: '42',
      actor: 'octocat',
      event_name: 'push',
      event: {},
    },
    run: {
      id: '42',
      attempt: 1,
      workflow: 'ci',
      repository: 'octo/repo',
      event_name: 'push',
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
    },
    ...overrides,
  };
}
