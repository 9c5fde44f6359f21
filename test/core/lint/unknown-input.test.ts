import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS, STAGE_WORKFLOW_INPUTS } from '../../../src/core/names.js';
import { STAGE_WORKFLOW_SECRETS } from '../../../src/core/workflow/stage-workflow.js';
import { lintText, workflowWith } from '../../support/lint-fixtures.js';
import { positionIn } from '../../support/workflow-text.js';

const SHA = 'a'.repeat(40);

async function unknownInputs(text: string) {
  return (await lintText(text)).filter((f) => f.rule === 'unknown-input');
}

describe('lint rule unknown-input', () => {
  it('finds each misspelt input of the root action at its key, with the input it was meant to be', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          prompt: hi
          run: echo
          handof: required
          atempts: 3
`);
    const findings = await unknownInputs(text);
    expect(findings).toEqual([
      {
        rule: 'unknown-input',
        file: 'workflow.yml',
        ...positionIn(text, 'handof:'),
        message: 'unknown input "handof" of baton\'s action; did you mean "handoff"?',
      },
      {
        rule: 'unknown-input',
        file: 'workflow.yml',
        ...positionIn(text, 'atempts:'),
        message: 'unknown input "atempts" of baton\'s action; did you mean "attempts"?',
      },
    ]);
  });

  it("checks prepare, capture and report against their own inputs, local or from baton's repository", async () => {
    const text = workflowWith(`      - uses: ./prepare
        with: { prompt: hi, run: echo }
      - run: echo
      - uses: acme/baton/capture@${SHA}
        with: { stage: fix, verify: true }
      - uses: acme/baton/report@${SHA}
        with: { mode: summary, moed: both }
      - uses: acme/baton@${SHA}
        with: { prompt: hi, run: echo, includ-detail: true }
`);
    expect(
      (await unknownInputs(text)).map(({ line, column, message }) => ({ line, column, message })),
    ).toEqual([
      {
        ...positionIn(text, 'run: echo'),
        message: `unknown input "run" of baton's action; its inputs: ${ACTION_INPUTS.prepare.join(', ')}`,
      },
      {
        ...positionIn(text, 'verify:'),
        message: `unknown input "verify" of baton's action; its inputs: ${ACTION_INPUTS.capture.join(', ')}`,
      },
      {
        ...positionIn(text, 'moed:'),
        message: 'unknown input "moed" of baton\'s action; did you mean "mode"?',
      },
      {
        ...positionIn(text, 'includ-detail:'),
        message: `unknown input "includ-detail" of baton's action; its inputs: ${ACTION_INPUTS.stage.join(', ')}`,
      },
    ]);
  });

  it('checks a job calling the reusable stage workflow against the workflow’s inputs', async () => {
    const text = `on: workflow_dispatch
jobs:
  fix:
    permissions:
      contents: read
    uses: acme/baton/.github/workflows/baton-stage.yml@${SHA}
    with:
      baton-ref: ${SHA}
      stage: fix
      agent: claude
      agent-version: 1.2.3
      prompt: Fix it.
      agent-verison: 1.2.4
      shell: bash
    secrets:
      ANTHROPIC_API_KEY: \${{ secrets.ANTHROPIC_API_KEY }}
      ANTHROPIC_KEY: \${{ secrets.ANTHROPIC_API_KEY }}
      GH_TOKEN: \${{ secrets.GH_TOKEN }}
`;
    expect(
      (await unknownInputs(text)).map(({ line, column, message }) => ({ line, column, message })),
    ).toEqual([
      {
        ...positionIn(text, 'agent-verison:'),
        message: 'unknown input "agent-verison" of baton\'s stage workflow; did you mean "agent-version"?',
      },
      {
        ...positionIn(text, 'shell:'),
        message: `unknown input "shell" of baton's stage workflow; its inputs: ${STAGE_WORKFLOW_INPUTS.join(', ')}`,
      },
      // GitHub refuses a call passing a secret the called workflow does not declare.
      {
        ...positionIn(text, 'ANTHROPIC_KEY:'),
        message:
          'unknown secret "ANTHROPIC_KEY" of baton\'s stage workflow; did you mean "ANTHROPIC_API_KEY"?',
      },
      {
        ...positionIn(text, 'GH_TOKEN:'),
        message: `unknown secret "GH_TOKEN" of baton's stage workflow; its secrets: ${STAGE_WORKFLOW_SECRETS.join(', ')}`,
      },
    ]);
  });

  it('accepts every declared input as declared, and leaves other actions alone', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          prompt: hi
          run: echo
          handoff: required
          matrix: '{}'
      - uses: acme/other@${SHA}
        with: { handof: required }
`);
    expect(await unknownInputs(text)).toEqual([]);
  });

  it('refuses an input written in another case, naming the declared spelling (plan, lint and run read that)', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          Prompt: hi
          RUN: echo
`);
    expect((await unknownInputs(text)).map((f) => f.message)).toEqual([
      'unknown input "Prompt" of baton\'s action; did you mean "prompt"?',
      'unknown input "RUN" of baton\'s action; did you mean "run"?',
    ]);
  });
});
