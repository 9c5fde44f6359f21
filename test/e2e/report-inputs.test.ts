import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batonCli, ensureBuilt } from '../support/build.js';
import { positionIn } from '../support/workflow-text.js';

/**
 * The report step's inputs written as they are, through the bundled CLI as a user runs it: `baton lint`
 * finds each one the step would refuse, and `baton run` refuses the plan before any job runs, instead of
 * the report step failing after every agent has run.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(workflow: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-report-inputs-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yml'), workflow);
  return dir;
}

const SHA = '0123456789abcdef0123456789abcdef01234567';

/** An agent job that leaves `agent-ran` behind, and a report job given `inputs` (YAML under `with:`). */
function workflow(inputs: string): string {
  return `name: reported
on: workflow_dispatch
permissions:
  contents: read
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@${SHA}
        with:
          prompt: Triage.
          run: touch agent-ran
  report:
    needs: triage
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton/report@${SHA}
        with:
          needs: \${{ toJSON(needs) }}
${inputs}`;
}

describe("the report step's inputs", () => {
  it('baton lint finds each literal the report step would refuse, and a misspelt key, at file:line:column', () => {
    const text = workflow(`          mode: summary
          key: nightly report
          include-detail: yes
          include-details: true
          issue-number: \${{ inputs.issue }}
`);
    const dir = project(text);
    const at = (needle: string) => {
      const { line, column } = positionIn(text, needle);
      return `wf.yml:${line}:${column}`;
    };
    const lint = batonCli(['lint', 'wf.yml'], dir);
    expect(lint.stdout.trimEnd().split('\n')).toEqual([
      `${at('nightly report')}: invalid-input: key: must be 1 to 64 letters, digits, '.', '_' or '-' (it names the sticky comment); got "nightly report"`,
      `${at('yes')}: invalid-input: include-detail: "yes" is not one of true, True, TRUE, false, False, FALSE`,
      `${at('include-details:')}: unknown-input: unknown input "include-details" of baton's action; did you mean "include-detail"?`,
    ]);
    expect(lint.stderr).toBe('baton lint: 3 findings\n');
    expect(lint.code).toBe(1);
  });

  it('baton run refuses a plan whose report step would refuse a literal, before any agent runs or anything is recorded', () => {
    const text = workflow(`          mode: coment
          include-detail: yes
`);
    const dir = project(text);
    const run = batonCli(['run', 'wf.yml'], dir);
    expect(run.code).not.toBe(0);
    const mode = positionIn(text, 'coment');
    const detail = positionIn(text, 'yes');
    expect(run.stderr).toContain(
      `wf.yml:${mode.line}:${mode.column}: mode: must be one of comment, summary, both; got "coment"`,
    );
    expect(run.stderr).toContain(
      `wf.yml:${detail.line}:${detail.column}: include-detail: "yes" is not one of true, True, TRUE, false, False, FALSE`,
    );
    expect(run.stderr).toContain('nothing was run');
    expect(existsSync(join(dir, 'agent-ran'))).toBe(false);
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it("leaves an input made by an expression of the run's context to the report step, which refuses it when it runs", () => {
    const dir = project(
      workflow(`          mode: summary
          include-detail: \${{ github.event_name && 'yes' }}
`),
    );
    const run = batonCli(['run', 'wf.yml', '--plain'], dir);
    expect(run.stderr).not.toContain('nothing was run');
    expect(existsSync(join(dir, 'agent-ran'))).toBe(true);
    expect(run.stdout + run.stderr).toContain(
      'include-detail: "yes" is not one of true, True, TRUE, false, False, FALSE',
    );
    expect(run.code).toBe(1);
  });
});
