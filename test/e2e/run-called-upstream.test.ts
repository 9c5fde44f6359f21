import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/adapters/local/run-workflow.js';
import type { RunEvent } from '../../src/core/workflow/events.js';

/**
 * Inside a called workflow (a local reusable one, or baton's stage workflow) GITHUB_WORKFLOW_REF names the
 * calling workflow's file and GITHUB_JOB the called job's own id: the action finds no such job there,
 * checkout or not, and knows only the stages its `needs` input names (and those their records name), nor
 * the jobs a `next` may name. `baton run` gives a stage step there the same.
 */

const SHA = '0123456789abcdef0123456789abcdef01234567';
const REF = `baton-dev/baton@${SHA}`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-called-upstream-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // The agent leaves a mark, so a test can tell it never ran.
  writeFileSync(
    join(dir, 'agent.sh'),
    `#!/usr/bin/env bash
touch "ran-$BATON_STAGE"
printf '{"version":1,"summary":"from-%s"}' "$BATON_STAGE" > "$BATON_HANDOFF_PATH"
`,
  );
  chmodSync(join(dir, 'agent.sh'), 0o755);
  return dir;
}

const CALLER = `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ${REF}
        with: {prompt: a, run: ./agent.sh}
  z:
    runs-on: ubuntu-latest
    steps:
      - uses: ${REF}
        with: {prompt: z, run: ./agent.sh}
  call:
    needs: [a, z]
    uses: ./.github/workflows/_called.yml
`;

/** A called workflow whose jobs check the repository out before their stage, as GitHub needs to run `./`. */
function called(jobs: Record<string, string>): string {
  return `on: workflow_call\njobs:\n${Object.entries(jobs)
    .map(
      ([id, with_]) => `  ${id}:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: {persist-credentials: false}
      - uses: ${REF}
        with: ${with_}
`,
    )
    .join('')}`;
}

describe('baton run: a stage step in a called workflow', () => {
  it('gives it only the stages its needs input names, checkout or not, as GitHub does: every stage is those, one not named fails before its agent runs', async () => {
    const dir = project({
      'wf.yml': CALLER,
      '.github/workflows/_called.yml': called({
        every: '{prompt: "all:{{#each stages}} {{@key}}{{/each}}", run: ./agent.sh}',
        named: '{prompt: "all:{{#each stages}} {{@key}}{{/each}}", needs: a, run: ./agent.sh}',
        unnamed: '{prompt: "a={{stages.a.summary}}", run: ./agent.sh}',
      }),
    });
    const events: RunEvent[] = [];
    const result = await runWorkflow('wf.yml', { cwd: dir, onEvent: (event) => events.push(event) });
    const prompt = (stage: string) => result.records.find((r) => r.record.stage === stage)?.prompt;
    expect(prompt('every')).toBe('all:');
    expect(prompt('named')).toBe('all: a');
    expect(result.status).toBe('failure');
    expect(existsSync(join(dir, 'ran-unnamed'))).toBe(false);
    const said = events
      .flatMap((e) =>
        e.type === 'notice' && e.level === 'error' && e.job === 'call/unnamed' ? [e.message] : [],
      )
      .join('\n');
    expect(said).toContain('stages.a: no such upstream stage');
    expect(said).toContain(
      'the workflow file was not read here (wf.yml has no job unnamed: on GitHub a step in a called workflow reads the file of the workflow that calls it), so the upstream stages are only those the `needs` input names (none) and the stages their records name: give the step `needs: a`',
    );
    // A checkout does not help there: the hint does not send the user to one.
    expect(said).not.toContain('check out this repository');
  });

  it('gives it the same in a file run as called (its only trigger workflow_call), whose caller is not known here', async () => {
    const dir = project({
      'called.yml': `on: workflow_call
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ${REF}
        with: {prompt: a, run: ./agent.sh}
  every:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: {persist-credentials: false}
      - uses: ${REF}
        with: {prompt: "all:{{#each stages}} {{@key}}{{/each}}", run: ./agent.sh}
`,
    });
    const result = await runWorkflow('called.yml', { cwd: dir });
    expect(result.status).toBe('success');
    expect(result.records.find((r) => r.record.stage === 'every')?.prompt).toBe('all:');
  });

  it("gives a stage run by baton's stage workflow only the stages its needs input names, as GitHub does", async () => {
    const call = (stage: string, extra: string) => `
  ${stage}:
    needs: [a, z]
    uses: baton-dev/baton/.github/workflows/baton-stage.yml@${SHA}
    with:
      baton-ref: ${SHA}
      stage: ${stage}
      run: ./agent.sh
      prompt: "all:{{#each stages}} {{@key}}{{/each}}"${extra}
`;
    const dir = project({
      'wf.yml': `${CALLER.slice(0, CALLER.indexOf('  call:'))}${call('every', '')}${call('named', '\n      needs: z')}`,
    });
    const result = await runWorkflow('wf.yml', { cwd: dir });
    expect(result.status).toBe('success');
    const prompt = (stage: string) => result.records.find((r) => r.record.stage === stage)?.prompt;
    expect(prompt('every')).toBe('all:');
    expect(prompt('named')).toBe('all: z');
  });

  it("leaves a handoff's next unchecked in a called workflow, with GitHub's warning", async () => {
    const dir = project({
      'wf.yml': CALLER,
      '.github/workflows/_called.yml': called({
        route: `{prompt: r, run: "printf '%s' '{\\"version\\":1,\\"summary\\":\\"s\\",\\"next\\":{\\"stage\\":\\"deploy\\"}}' > \\"$BATON_HANDOFF_PATH\\""}`,
      }),
    });
    const events: RunEvent[] = [];
    const result = await runWorkflow('wf.yml', { cwd: dir, onEvent: (event) => events.push(event) });
    expect(result.status).toBe('success');
    const route = result.records.find((r) => r.record.stage === 'route');
    expect(route?.handoff?.next?.stage).toBe('deploy');
    const warnings = events.flatMap((e) => (e.type === 'notice' ? [e.message] : []));
    expect(warnings).toContainEqual(
      expect.stringContaining(
        '"deploy" was not checked against the workflow\'s jobs, which are not known here: wf.yml has no job route: on GitHub a step in a called workflow reads the file of the workflow that calls it',
      ),
    );
  });
});
