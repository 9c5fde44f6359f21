import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_PATH, ensureBuilt } from '../support/build.js';
import { positionIn } from '../support/workflow-text.js';

/**
 * The `data-schema` input in `baton run` and `baton lint`, through the bundled CLI as a user runs it: a stage
 * whose agent breaks its schema fails the run (and its downstream stage never runs), one that keeps it hands
 * its data on; a prompt reading a key the schema does not declare is refused before anything runs (closed
 * schema) or warned of by lint (open schema).
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-data-schema-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function baton(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI_PATH, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Triage writes the handoff `triage.json` holds; fix reads its data. The schema is an expression's, too. */
function workflow(options: { schema?: string; prompt?: string } = {}): string {
  const schema =
    options.schema ??
    `|
            required: [severity, file]
            additionalProperties: \${{ 'false' }}
            properties:
              severity: { enum: [low, medium, high] }
              file: { pattern: '^src/' }`;
  return `name: triage
on: workflow_dispatch
permissions:
  contents: read
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: Triage.
          run: cp triage.json "$BATON_HANDOFF_PATH"
          data-schema: ${schema}
  fix:
    needs: triage
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          needs: triage
          prompt: |
            ${options.prompt ?? 'Fix {{stages.triage.data.file}} ({{stages.triage.data.severity}}).'}
          run: cp "$BATON_PROMPT_PATH" fix-prompt.txt
`;
}

const handoff = (data: Record<string, string>) => JSON.stringify({ version: 1, summary: 'triaged', data });

describe('baton run with a data-schema', () => {
  it('fails the stage whose agent breaks it, naming each break, and runs nothing after it', () => {
    const dir = project({
      'wf.yml': workflow(),
      'triage.json': handoff({ severity: 'urgent', file: 'lib/a.ts' }),
    });
    const r = baton(['run', 'wf.yml'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(
      "the handoff was refused (2 problems): $.data.severity: must be one of low, medium, high; $.data.file: must match the pattern ^src/ of this stage's data-schema",
    );
    const show = baton(['show', 'latest', 'triage', '--record'], dir);
    const record = JSON.parse(show.stdout);
    expect(record.present).toBe(false);
    expect(record.outcome.reason).toBe('handoff-invalid');
    expect(() => readFileSync(join(dir, 'fix-prompt.txt'))).toThrow();
  });

  it('hands the data on when the agent keeps it', () => {
    const dir = project({
      'wf.yml': workflow(),
      'triage.json': handoff({ severity: 'high', file: 'src/a.ts' }),
    });
    const r = baton(['run', 'wf.yml'], dir);
    expect(r.stderr).not.toContain('refused');
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'fix-prompt.txt'), 'utf8')).toBe('Fix src/a.ts (high).\n');
  });
});

describe('the plan and lint of a prompt reading data', () => {
  const closed = `|
            additionalProperties: false
            properties:
              severity: { enum: [low, medium, high] }
              file: {}`;

  it('refuses, before anything runs, a read of a key a closed schema does not declare, at its file:line:column', () => {
    const text = workflow({ schema: closed, prompt: 'Fix {{stages.triage.data.severty}}.' });
    const dir = project({ 'wf.yml': text, 'triage.json': handoff({ severity: 'low', file: 'src/a' }) });
    const at = positionIn(text, 'stages.triage.data.severty');
    const message = `stages.triage.data.severty: no key severty in the data-schema of stage triage; did you mean severity?; its keys: severity, file (additionalProperties is false: a handoff with any other key is refused, so no handoff can hold it)`;
    const r = baton(['run', 'wf.yml'], dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(`wf.yml:${at.line}:${at.column}: ${message}`);
    expect(r.stderr).toContain('nothing was run');
    expect(baton(['runs'], dir).stdout).not.toContain('triage');

    const lint = baton(['lint', 'wf.yml'], dir);
    expect(lint.code).toBe(1);
    expect(lint.stdout.trimEnd().split('\n')).toEqual([
      `wf.yml:${at.line}:${at.column}: data-key-undeclared: ${message}`,
    ]);
  });

  it('only warns in lint (exit 0) of a key an open schema does not declare, and runs', () => {
    const open = `|
            properties:
              severity: {}`;
    const text = workflow({ schema: open, prompt: 'Fix {{stages.triage.data.file}}.' });
    const dir = project({ 'wf.yml': text, 'triage.json': handoff({ severity: 'low', file: 'src/a' }) });
    const at = positionIn(text, 'stages.triage.data.file');
    const lint = baton(['lint', 'wf.yml'], dir);
    expect(lint.stdout.trimEnd().split('\n')).toEqual([
      `wf.yml:${at.line}:${at.column}: warning: data-key-undeclared: stages.triage.data.file: no key file in the data-schema of stage triage; its keys: severity; a handoff may hold others (additionalProperties is not false), but none is promised: declare file under properties (and in required, if the stage must write it)`,
    ]);
    expect(lint.stderr).toBe('baton lint: 1 finding (all warning)\n');
    expect(lint.code).toBe(0);
    expect(baton(['run', 'wf.yml'], dir).code).toBe(0);
  });

  it('refuses a data-schema literal the stage would refuse: a plan error and an invalid-input finding, at the input', () => {
    const bad = `|
            properties:
              line: { minimum: 1 }`;
    const text = workflow({ schema: bad });
    const dir = project({ 'wf.yml': text, 'triage.json': handoff({ line: '1' }) });
    const at = positionIn(text, '|\n            properties:\n              line');
    const message =
      'data-schema: properties.line.minimum: minimum is not supported by data-schema, which enforces every keyword it takes (data values are strings; use a pattern); its keywords for a key: type, enum, pattern, minLength, maxLength, description, title';
    const r = baton(['run', 'wf.yml'], dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(`wf.yml:${at.line}:${at.column}: ${message}`);
    const lint = baton(['lint', 'wf.yml'], dir);
    expect(lint.code).toBe(1);
    expect(lint.stdout.trimEnd().split('\n')).toEqual([
      `wf.yml:${at.line}:${at.column}: invalid-input: ${message}`,
    ]);
  });
});
