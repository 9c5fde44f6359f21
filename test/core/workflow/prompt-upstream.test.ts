import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../../src/core/workflow/plan.js';
import { promptUpstream } from '../../../src/core/workflow/prompt-upstream.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

describe('promptUpstream', () => {
  it("gives a job after a call with a matrix the call's stages, one per leg, as jobs.<caller>, each once", async () => {
    const called = await parseWorkflow(
      `on:
  workflow_call:
    inputs:
      environment: { type: string, required: true }
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          stage: review-\${{ inputs.environment }}
          prompt: Review.
          run: ./agent.sh
`,
      '.github/workflows/deploy.yml',
    );
    const workflow = await parseWorkflow(
      `on: workflow_dispatch
jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/deploy.yml
    with:
      environment: \${{ matrix.env }}
  after:
    needs: deploy
    runs-on: ubuntu-latest
    steps:
      - run: echo after
`,
      'wf.yml',
    );
    const plan = buildPlan(workflow, expressions, {
      calledWorkflows: new Map([['.github/workflows/deploy.yml', called]]),
    });
    const after = plan.jobs.find((job) => job.id === 'after')!;
    const planned = (id: string) => plan.jobs.find((job) => job.id === id)?.stages;
    expect(promptUpstream(after.stageUpstream, (id) => [planned(id)])).toEqual([
      { stage: 'review-staging', job: 'deploy' },
      { stage: 'review-production', job: 'deploy' },
    ]);
    // What a run recorded besides (a leg only the run knew) comes after, a stage the plan knew not twice.
    expect(
      promptUpstream(after.stageUpstream, (id) => [
        planned(id),
        id === 'deploy' ? ['review-production', 'review-qa'] : [],
      ]),
    ).toEqual([
      { stage: 'review-staging', job: 'deploy' },
      { stage: 'review-production', job: 'deploy' },
      { stage: 'review-qa', job: 'deploy' },
    ]);
  });

  it("names each stage by the job shownJob gives as its own file names it (a called job's own id, as GitHub's records do), never a job not upstream", () => {
    const stages: Record<string, string[] | null> = { a: ['a'], 'c-leg/b': ['b-1'], beside: ['x'] };
    expect(
      promptUpstream(
        ['a', 'c-leg/b'],
        (id) => [stages[id], null],
        (id) => id.replace('c-leg/', 'c/'),
      ),
    ).toEqual([
      { stage: 'a', job: 'a' },
      { stage: 'b-1', job: 'b' },
    ]);
  });
});
