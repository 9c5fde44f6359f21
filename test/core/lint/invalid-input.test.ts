import { describe, expect, it } from 'vitest';
import { lintText, workflowWith } from '../../support/lint-fixtures.js';
import { positionIn } from '../../support/workflow-text.js';

async function invalidInputs(text: string) {
  return (await lintText(text)).filter((f) => f.rule === 'invalid-input');
}

describe('lint rule invalid-input', () => {
  it('finds each value the step would refuse when it runs, at the value, with the message the step gives', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          prompt: hi
          run: echo
          handoff: requird
          attempts: "0"
`);
    expect(await invalidInputs(text)).toEqual([
      {
        rule: 'invalid-input',
        file: 'workflow.yml',
        ...positionIn(text, 'requird'),
        message: 'handoff: "requird" is not one of optional, required',
      },
      {
        rule: 'invalid-input',
        file: 'workflow.yml',
        ...positionIn(text, '"0"'),
        message: 'attempts: "0" is not a whole number from 1 to 10',
      },
    ]);
  });

  it('finds a missing agent at the step, and leaves inputs written as expressions to the run', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          prompt: hi
      - uses: ./
        with:
          prompt: hi
          run: echo
          handoff: \${{ inputs.strict && 'required' || 'optional' }}
`);
    expect(await invalidInputs(text)).toEqual([
      {
        rule: 'invalid-input',
        file: 'workflow.yml',
        ...positionIn(text, 'uses: ./'),
        message: "run: one of `run` (the agent's command) or `agent` (a preset) is required",
      },
    ]);
  });

  it('passes the examples', async () => {
    expect(
      await invalidInputs(workflowWith('      - uses: ./\n        with: { prompt: hi, agent: claude }\n')),
    ).toEqual([]);
  });
});
