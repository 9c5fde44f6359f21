import { describe, expect, it } from 'vitest';
import {
  SECRET_HOLDING_INPUTS,
  secretInputMessage,
  secretInputsOf,
  secretsReadIn,
  stepSecretInputs,
} from '../../src/core/secret-inputs.js';

describe('secretsReadIn', () => {
  it('names each secret a value’s ${{ }} reads, however it is spelt', () => {
    expect(secretsReadIn('key ${{ secrets.T }} and ${{ SECRETS.other_one }}')).toEqual(['T', 'OTHER_ONE']);
    expect(secretsReadIn("${{ secrets['My-Key'] }}")).toEqual(['MY-KEY']);
    expect(secretsReadIn("${{ github.event_name == 'push' && secrets.PAT || '' }}")).toEqual(['PAT']);
    expect(secretsReadIn('${{ toJSON(secrets) }}')).toEqual(['secrets']);
    expect(secretsReadIn('tracker_key: ${{ secrets.T }}\nother: x\n')).toEqual(['T']);
  });

  it('takes no word `secrets` in the text around an expression or in a quoted string inside it as a read', () => {
    expect(secretsReadIn('Never print secrets.T or your secrets.')).toEqual([]);
    expect(secretsReadIn("Keep secrets out: ${{ format('secrets.X {0}', github.sha) }}")).toEqual([]);
    expect(
      secretsReadIn('${{ inputs.secrets_note }} ${{ env.secrets }} ${{ steps.secrets.outputs.x }}'),
    ).toEqual([]);
  });
});

describe('secretInputsOf', () => {
  it('finds the inputs baton stores that read secrets, and not those meant to hold one', () => {
    expect(SECRET_HOLDING_INPUTS).toEqual(['github-token', 'redact']);
    const found = secretInputsOf('stage', [
      ['prompt', 'key ${{ secrets.T }}'],
      ['run', 'X=${{ secrets.T }} agent'],
      ['verify', 'test -n "${{ secrets.T }}"'],
      ['vars', 'k: ${{ secrets.T }}'],
      ['stage', 'fix'],
      ['github-token', '${{ secrets.PAT }}'],
      ['redact', '${{ secrets.T }}'],
      // Not an input of the stage action: never read (the plan refuses it as unknown).
      ['tokn', '${{ secrets.T }}'],
    ]);
    expect(found.map((f) => f.input)).toEqual(['prompt', 'run', 'verify', 'vars']);
    expect(secretInputsOf('report', [['key', '${{ secrets.T }}']])).toEqual([
      { input: 'key', secrets: ['T'] },
    ]);
    expect(secretInputsOf('capture', [['agent-output', '${{ secrets.T }}']])).toHaveLength(1);
  });

  it('says what to write instead: the secret mapped into env and read from there', () => {
    expect(secretInputMessage({ input: 'prompt', secrets: ['T'] })).toBe(
      "`prompt` reads secrets.T: baton stores and shows this input's value (in the record, the prompt or the job summary), and GitHub masks a secret only in the step's log, so the artifact would hold it in clear. Map the secret into the step's env (env: T: ${{ secrets.T }}) and read it from the environment ($T in a command; a prompt can tell the agent to read it there): baton redacts the values the workflow maps from secrets into env",
    );
  });
});

describe('stepSecretInputs', () => {
  const WORKFLOW = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: actions/checkout@v4
        with:
          token: \${{ secrets.PAT }}
      - id: clean
        uses: acme/baton@v1
        with:
          prompt: hi
      - uses: acme/baton@v1
        with:
          prompt: "key \${{ secrets.T }}"
      - uses: acme/baton/prepare@v1
        with:
          prompt: "key \${{ secrets.P }}"
      - uses: octo/agent-action@v2
        with:
          prompt: "key \${{ secrets.OTHER }}"
`;

  it('judges the step whose id the runner gives, alone', () => {
    expect(stepSecretInputs(WORKFLOW, { job: 'a', step: 'clean', action: 'stage' })).toEqual([]);
  });

  it('without it, judges every step of the job using this action, and no other action’s inputs', () => {
    expect(stepSecretInputs(WORKFLOW, { job: 'a', step: '__acme_baton', action: 'stage' })).toEqual([
      { input: 'prompt', secrets: ['T'], step: 'job a, step 3' },
    ]);
    expect(stepSecretInputs(WORKFLOW, { job: 'a', action: 'prepare' })).toEqual([
      { input: 'prompt', secrets: ['P'], step: 'job a, step 4' },
    ]);
  });

  it('knows the action by the repository the runner names, whatever that repository is called', () => {
    const renamed = WORKFLOW.replace(/acme\/baton/g, 'acme/agent-relay');
    expect(stepSecretInputs(renamed, { job: 'a', action: 'stage' })).toEqual([]);
    expect(stepSecretInputs(renamed, { job: 'a', action: 'stage', repository: 'ACME/agent-relay' })).toEqual([
      { input: 'prompt', secrets: ['T'], step: 'job a, step 3' },
    ]);
  });

  it('is null for a text that is not a workflow', () => {
    expect(stepSecretInputs('- a list', { job: 'a', action: 'stage' })).toBeNull();
  });
});
