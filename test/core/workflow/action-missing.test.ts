import { describe, expect, it } from 'vitest';
import { batonPathMissing } from '../../../src/core/workflow/action-missing.js';
import { stepAction } from '../../../src/core/workflow/baton-actions.js';
import { planProblems } from '../../../src/core/workflow/plan.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

/** A job `a` whose steps are `steps` (YAML), read in a project that has no action at any `./path`. */
async function job(steps: string) {
  const workflow = await parseWorkflow(
    `on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`,
    'wf.yml',
    { actionAt: () => 'missing' },
  );
  return workflow;
}

const STAGE = '      - uses: ./\n        with:\n          prompt: Hi.\n          run: echo hi\n';

describe('uses: ./ where the project has no action', () => {
  it('is no baton action, and the plan refuses it at the step with what to use instead', async () => {
    const workflow = await job(
      `      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n${STAGE}`,
    );
    const steps = workflow.jobs[0]!.steps;
    expect(stepAction(steps[2]!)).toEqual({ kind: 'local', path: '.' });
    const problems = planProblems(workflow, expressions);
    expect(problems).toEqual([expect.objectContaining({ code: 'action-missing', path: 'wf.yml:8:15' })]);
    expect(problems[0]!.message).toContain('(uses: baton-dev/baton@<full commit sha>)');
  });

  it('is left to the run when a step before it may put an action there on GitHub', async () => {
    for (const before of [
      '      - uses: actions/checkout@v4\n        with:\n          repository: someone/tools\n',
      '      - uses: actions/checkout@v4\n        with:\n          path: ${{ vars.where }}\n',
      '      - uses: someone/fetch-actions@v1\n',
      '      - run: git clone https://example.com/tools.git .\n',
      '      - run: cp tools/action.yml action.yml\n',
    ]) {
      const workflow = await job(`${before}${STAGE}`);
      expect(batonPathMissing(workflow.jobs[0]!.steps, 1), before).toBeNull();
    }
  });

  it('is only said of baton’s paths: another missing action fails when its step starts', async () => {
    const workflow = await job('      - uses: ./.github/actions/setup\n');
    expect(batonPathMissing(workflow.jobs[0]!.steps, 0)).toBeNull();
    expect(planProblems(workflow, expressions)).toEqual([]);
  });
});
