import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batonCli, ensureBuilt } from '../support/build.js';

/**
 * On GitHub a stage step of baton's action from its repository reads the workflow file from its job's
 * checkout: to know its upstream stages and the jobs a `next` may name. `baton run` always has the file, so
 * it gives a step what GitHub would from whether a checkout before it actually ran in this run: one its
 * `if:` skipped, or that failed under continue-on-error, puts no file there, as if there were none.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const REF = 'baton-dev/baton@0123456789abcdef0123456789abcdef01234567';

function project(workflow: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-checkout-not-run-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'agents'));
  // The agent leaves a mark, so a test can tell it never ran.
  writeFileSync(
    join(dir, 'agents', 'a.sh'),
    `#!/bin/bash\ntouch "ran-$1"\nprintf '{"version":1,"summary":"from-%s"}' "$1" > "$BATON_HANDOFF_PATH"\n`,
    { mode: 0o755 },
  );
  writeFileSync(join(dir, 'wf.yml'), workflow);
  return dir;
}

function run(dir: string) {
  const ran = batonCli(['run', 'wf.yml', '--plain', '-j', '1'], dir);
  // Without the time and durations.
  const lines = ran.stdout
    .split('\n')
    .map((line) => line.replace(/^\d\d:\d\d:\d\d /, '').replace(/ in \d+ms/, ''));
  return { ...ran, lines };
}

/** The stage ids the run recorded. */
function recorded(dir: string): string[] {
  const runs = readdirSync(join(dir, '.baton', 'runs'));
  expect(runs).toHaveLength(1);
  const at = join(dir, '.baton', 'runs', runs[0] as string);
  return readdirSync(at)
    .filter((name) => existsSync(join(at, name, 'record.json')))
    .sort();
}

const READS_A = `
      - uses: ${REF}
        with: {prompt: "a said {{stages.a.summary}}", run: agents/a.sh JOB}`;

describe('baton run: a checkout step that did not run', () => {
  it("refuses a stage whose prompt reads an upstream stage after a checkout its if: skipped, saying so, and runs a checkout's stage whose if: held", () => {
    const dir = project(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ${REF}
        with: {prompt: a, run: agents/a.sh a}
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - if: false
        uses: actions/checkout@v4
        with: {persist-credentials: false}${READS_A.replace('JOB', 'b')}
  c:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - if: github.event_name == 'workflow_dispatch'
        uses: actions/checkout@v4
        with: {persist-credentials: false}${READS_A.replace('JOB', 'c')}
`);
    const ran = run(dir);
    // The plan cannot know the checkout will be skipped: the run starts, and refuses b's stage when it gets
    // there, before its agent runs, in the plan's words for a job with no checkout, with the fix that fits.
    expect(ran.stderr).toBe('');
    expect(ran.lines).toContain(
      'b: step 2 failure: wf.yml:15:15: job b: its prompt reads stages.a (16:34), and the checkout before it (13:15) was skipped by its `if:`, and it has no `needs` input: on GitHub the stage reads the workflow file from the checkout to know its upstream stages, so it would know none and fail ("stages.a: no such upstream stage"); make that checkout\'s `if:` hold whenever this step runs (or run this step only when it does), or give the step `needs: a`',
    );
    expect(ran.code).toBe(1);
    expect(existsSync(join(dir, 'ran-b'))).toBe(false);
    // c's checkout ran: its stage reads the file, and a.
    expect(existsSync(join(dir, 'ran-c'))).toBe(true);
    expect(recorded(dir)).toEqual(['a', 'c']);
    const shown = batonCli(['show', 'latest', 'c', '--prompt'], dir);
    expect(shown.stdout).toBe('a said from-a');
  });

  it('runs a stage after a skipped checkout that names its upstream stage in its needs input, as GitHub would', () => {
    const dir = project(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ${REF}
        with: {prompt: a, run: agents/a.sh a}
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - if: false
        uses: actions/checkout@v4
      - uses: ${REF}
        with: {prompt: "a said {{stages.a.summary}}", needs: a, run: agents/a.sh b}
`);
    const ran = run(dir);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(batonCli(['show', 'latest', 'b', '--prompt'], dir).stdout).toBe('a said from-a');
  });

  it('gives a stage after a skipped checkout only the stages its needs input names, as GitHub would: another fails, every stage is none', () => {
    const skipped = `      - if: false
        uses: actions/checkout@v4`;
    const dir = project(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ${REF}
        with: {prompt: a, run: agents/a.sh a}
  z:
    runs-on: ubuntu-latest
    steps:
      - uses: ${REF}
        with: {prompt: z, run: agents/a.sh z}
  every:
    needs: [a, z]
    runs-on: ubuntu-latest
    steps:
${skipped}
      - uses: ${REF}
        with: {prompt: "all:{{#each stages}} {{@key}}{{/each}}", run: agents/a.sh every}
  named:
    needs: [a, z]
    runs-on: ubuntu-latest
    steps:
${skipped}
      - uses: ${REF}
        with: {prompt: "a={{stages.a.summary}} z={{stages.z.summary}}", needs: a, run: agents/a.sh named}
`);
    const ran = run(dir);
    expect(ran.code).toBe(1);
    expect(batonCli(['show', 'latest', 'every', '--prompt'], dir).stdout).toBe('all:');
    const error = ran.stdout.slice(ran.stdout.indexOf('named: error: '));
    expect(error).toMatch(
      /^named: error: wf\.yml:\d+:\d+ jobs\.named prompt:1:28: stages\.z: no such upstream stage\n/,
    );
    expect(error).toContain(
      'the workflow file was not read here (on GitHub this step would not find the workflow file in the workspace (the checkout before it (26:15) was skipped by its `if:`)), so the upstream stages are only those the `needs` input names (a) and the stages their records name',
    );
    expect(existsSync(join(dir, 'ran-named'))).toBe(false);
  });

  const routes = `run: printf '%s' '{"version":1,"summary":"s","next":{"stage":"deploy"}}' > "$BATON_HANDOFF_PATH"`;
  const unchecked = (why: string) =>
    `warning: stage triage: $.next.stage: "deploy" was not checked against the workflow's jobs, which are not known here: on GitHub this step would not find the workflow file in the workspace (${why}); the \`next\` output names it as given, whether or not a job has that id`;
  const routing = (checkout: string) => `on: workflow_dispatch
jobs:
  triage:
    runs-on: ubuntu-latest
    outputs:
      next: \${{ steps.t.outputs.next }}
    steps:
${checkout}
      - id: t
        uses: ${REF}
        with:
          prompt: Triage.
          ${routes}
  after:
    needs: triage
    runs-on: ubuntu-latest
    steps:
      - run: echo "next=[\${{ needs.triage.outputs.next }}]"
`;

  it("leaves a next unchecked, with GitHub's warning, after a checkout its if: skipped", () => {
    const dir = project(
      routing(`      - uses: actions/checkout@v4
        if: github.event_name == 'push'
        with: {persist-credentials: false}`),
    );
    const ran = run(dir);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.lines).toContain(
      `triage: ${unchecked('the checkout before it (8:15) was skipped by its `if:`')}`,
    );
    expect(ran.lines).toContain('after: step 1 Run echo "next=[deploy]"');
  });

  it('leaves a next unchecked after a checkout that failed under continue-on-error', () => {
    const dir = project(
      routing(`      - uses: actions/checkout@v4
        continue-on-error: true
        with: {ref: "\${{ fromJSON('{') }}"}`),
    );
    const ran = run(dir);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.lines).toContain(
      `triage: ${unchecked('the checkout before it (8:15) failed (its continue-on-error let the job go on)')}`,
    );
  });

  it('leaves a next unchecked after a clone script its if: skipped, as after no checkout', () => {
    const dir = project(
      routing(`      - if: false
        run: git clone https://github.com/octo/app .`),
    );
    const ran = run(dir);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.lines).toContain(`triage: ${unchecked('no step before it checks out this repository')}`);
  });

  it('checks a next against the jobs after a checkout whose if: held', () => {
    const dir = project(
      routing(`      - uses: actions/checkout@v4
        if: github.event_name == 'workflow_dispatch'`),
    );
    const ran = run(dir);
    expect(ran.code).toBe(1);
    expect(ran.lines).toContain(
      'triage: error: the handoff was refused (1 problem): $.next.stage: "deploy" names no job in this workflow; jobs: after, triage',
    );
  });
});
