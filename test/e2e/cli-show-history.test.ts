import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBatonActions } from '../support/baton-action-files.js';
import { batonCli, ensureBuilt, REPO_ROOT } from '../support/build.js';

/** `baton show` and `baton history` on what a run left: a job without a stage, a record that cannot be read. */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string> = {}): string {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-show-')));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const baton = batonCli;

const onlyRun = (dir: string) => readdirSync(join(dir, '.baton', 'runs')).find((n) => n !== 'latest')!;

describe('baton show: a job that recorded no stage', () => {
  it('says so for --prompt, --record and --handoff, with why its stage step failed and where its log is', () => {
    const dir = project({
      'w.yml': `on:
  workflow_dispatch:
    inputs:
      n: { type: string, default: zero }
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo hello
      - uses: ./
        with:
          prompt: Go.
          max-handoffs: \${{ inputs.n }}
          run: "true"
`,
    });
    expect(baton(['run', 'w.yml', '--plain'], dir).code).toBe(1);
    const run = onlyRun(dir);
    for (const [option, what] of [
      ['--prompt', 'prompt'],
      ['--record', 'record'],
      ['--handoff', 'handoff'],
    ] as const) {
      const shown = baton(['show', run, 'a', option], dir);
      expect(shown).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: job a of run ${run} (failure) recorded no stage, so it has no ${what}\n  its step 2 (Run ./) failed before it recorded one: max-handoffs: "zero" is not a whole number from 1 to 1000\n  its log: baton show ${run} a\n  stages: (none)\n`,
      });
    }
    // Its log is what `show` has of it.
    const log = baton(['show', run, 'a'], dir);
    expect(log.code).toBe(0);
    expect(log.stdout).toContain('Error: max-handoffs: "zero" is not a whole number from 1 to 1000');
  });

  it('says a job without a stage step recorded none, without a why it does not know', () => {
    const dir = project({
      'w.yml': `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { prompt: Go., run: "printf '%s' '{\\"version\\":1,\\"summary\\":\\"s\\"}' > \\"$BATON_HANDOFF_PATH\\"" }
  build:
    runs-on: ubuntu-latest
    steps:
      - run: echo built
`,
    });
    expect(baton(['run', 'w.yml', '--plain'], dir).code).toBe(0);
    const run = onlyRun(dir);
    expect(baton(['show', run, 'build', '--prompt'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: job build of run ${run} (success) recorded no stage, so it has no prompt\n  it has no stage step: none of its steps runs baton's stage\n  its log: baton show ${run} build --job-log\n  stages: a\n`,
    });
  });

  it('says a job without a stage step has none, not that a step that failed under continue-on-error kept it from recording one', () => {
    const dir = project({
      'w.yml': `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: exit 3
        continue-on-error: true
      - run: echo fine
`,
    });
    expect(baton(['run', 'w.yml', '--plain'], dir).code).toBe(0);
    const run = onlyRun(dir);
    expect(baton(['show', run, 'a', '--prompt'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: job a of run ${run} (success) recorded no stage, so it has no prompt\n  it has no stage step: none of its steps runs baton's stage\n  its log: baton show ${run} a --job-log\n  stages: (none)\n`,
    });
  });
});

describe('baton show, history and report: a handoff refused under on-invalid: warn', () => {
  it('say it was refused, with how many problems, where the stage went on without it', () => {
    const dir = project({
      'w.yml': `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Go.
          on-invalid: warn
          run: |
            echo '{"version": 1, "sumary": "typo"}' > "$BATON_HANDOFF_PATH"
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Go on.
          run: |
            echo '{"version": 1, "summary": "went on"}' > "$BATON_HANDOFF_PATH"
`,
    });
    expect(baton(['run', 'w.yml', '--plain'], dir).code).toBe(0);
    const run = onlyRun(dir);
    expect(baton(['show', run, 'a'], dir).stdout).toContain(
      'no handoff: the one it wrote was refused (see its problems)\n',
    );
    const history = baton(['history', run], dir);
    expect(history.code).toBe(0);
    expect(history.stdout).toContain(`│ (handoff refused (2 problems): baton show ${run} a)\n`);
    expect(history.stdout).not.toContain('(no handoff)');
    const json = JSON.parse(baton(['history', run, '--json'], dir).stdout);
    expect(json.chain.map((link: { stage: string; refused: number }) => [link.stage, link.refused])).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
    const report = baton(['report', run], dir);
    expect(report.stdout).toContain('| `a` | ✅ success | _handoff refused (2 problems)_ |');
    expect(report.stdout).toContain('handoff refused"]');
  });
});

describe('baton history: a long chain', () => {
  it('draws no hop further right than the eighth, saying the hop of each one after, and shortens a long list of stages read', () => {
    const jobs = Array.from({ length: 14 }, (_, k) => {
      const i = k + 1;
      return [
        `  s${i}:`,
        '    runs-on: x',
        ...(i > 1 ? [`    needs: s${i - 1}`] : []),
        '    steps:',
        // Each stage knows the stages before it from the workflow file, in the checkout, as on GitHub.
        '      - uses: actions/checkout@v4',
        '      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567',
        '        with:',
        `          run: printf '{"version":1,"summary":"done s${i}"}' > "$BATON_HANDOFF_PATH"`,
        '          prompt: p',
        '          max-handoffs: 20',
      ].join('\n');
    });
    const dir = project({ 'chain.yml': `on: workflow_dispatch\njobs:\n${jobs.join('\n')}\n` });
    expect(baton(['run', 'chain.yml', '--plain'], dir).code).toBe(0);
    const history = baton(['history', 'latest'], dir);
    expect(history.code, history.stderr).toBe(0);
    const lines = history.stdout.split('\n');
    const line = (stage: string) =>
      lines.find((l) => l.trimStart().replace('└─▶ ', '').startsWith(`${stage}  `));
    expect(line('s9')).toMatch(/^ {28}└─▶ s9 {2}← s1, s2, s3, s4, s5, s6, s7, s8 {2}✓ success/);
    expect(line('s10')).toMatch(
      /^ {28}└─▶ s10 {2}← s1, s2, s3, … s7, s8, s9 \(9 stages\) · hop 10 {2}✓ success/,
    );
    expect(line('s14')).toMatch(
      /^ {28}└─▶ s14 {2}← s1, s2, s3, … s11, s12, s13 \(13 stages\) · hop 14 {2}✓ success/,
    );
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(120);
    // show lists them alike, in the order a person reads them (s2 before s10), as it lists the job logs.
    const shown = baton(['show', 'latest', 's14'], dir);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('rendered from: s1#1, s2#1, s3#1, … s11#1, s12#1, s13#1 (13 stages)\n');
    const run = baton(['show', 'latest'], dir);
    expect(run.stdout).toContain('\njob logs: s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, …');
  });
});

describe('baton show --log: a matrix leg whose agent never started', () => {
  const workflow = `on: workflow_dispatch
jobs:
  r:
    runs-on: x
    strategy:
      fail-fast: false
      matrix:
        v: [a, b]
    steps:
      - run: echo "leg \${{ matrix.v }} says hello"
      - uses: ./
        with:
          stage: review-\${{ matrix.v }}
          prompt: "{{indent github.actor inputs.w}}"
          vars: "w: 1000000000"
          run: touch agent-ran
`;

  it("shows that leg's own job log, never another leg's", () => {
    const dir = project({ 'w.yml': workflow });
    expect(baton(['run', 'w.yml', '--plain'], dir).code).toBe(1);
    const run = onlyRun(dir);
    for (const [stage, own, other] of [
      ['review-a', 'a', 'b'],
      ['review-b', 'b', 'a'],
    ] as const) {
      const shown = baton(['show', run, stage, '--log'], dir);
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toContain(`leg ${own} says hello`);
      expect(shown.stdout).not.toContain(`leg ${other} says hello`);
      expect(shown.stdout).toContain('indent: the indent must be at most');
    }
  });

  it('says plainly which logs there are when the events do not say which leg recorded it', () => {
    const dir = project({ 'w.yml': workflow });
    expect(baton(['run', 'w.yml', '--plain'], dir).code).toBe(1);
    const run = onlyRun(dir);
    const events = join(dir, '.baton', 'runs', run, 'events.jsonl');
    // As a run killed before it wrote them leaves its events: the legs are named, no stage is recorded.
    writeFileSync(events, `${readFileSync(events, 'utf8').split('\n')[0]}\n`);
    expect(baton(['show', run, 'review-a', '--log'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: stage review-a attempt 1 has no agent log, and the run's events do not say which leg of job r recorded it, so which job log is its is not known\n  its job's legs' logs: baton show ${run} r-a --job-log  ·  baton show ${run} r-b --job-log\n`,
    });
  });

  it('says which job log it looked for when that is missing too', () => {
    const dir = project({ 'w.yml': workflow });
    expect(baton(['run', 'w.yml', '--plain'], dir).code).toBe(1);
    const run = onlyRun(dir);
    const log = join(dir, '.baton', 'runs', run, 'job-r-a.log');
    rmSync(log);
    expect(baton(['show', run, 'review-a', '--log'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: stage review-a attempt 1 has no agent log, and the log of the job that recorded it is missing too: ${log}\n`,
    });
  });
});

describe('baton show --run-attempt: a run attempt the stage has no record in', () => {
  it('names the run attempts it has records in, not its attempts', () => {
    const dir = project();
    cpSync(join(REPO_ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    const ran = baton(
      ['run', 'examples/workflows/fix-issue.yml', '--event', 'examples/events/fix-issue.json', '--plain'],
      dir,
    );
    expect(ran.code, ran.stderr).toBe(0);
    const run = onlyRun(dir);
    // fix has attempts 1 and 2, both of run attempt 1: "attempts: 1, 2" read as if run attempt 2 were there.
    expect(baton(['show', run, 'fix'], dir).stdout).toContain('attempts 1, 2\n');
    expect(baton(['show', run, 'fix', '--run-attempt', '2'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: `baton: --run-attempt: stage fix has no record in run attempt 2; it has records in run attempt 1\n  its newest record: baton show ${run} fix\n`,
    });
  });
});

describe('baton show and history: a record that cannot be read', () => {
  /** The demo run (README's quick start), with attempt 1 of `fix` (of 2) or its last attempt made unreadable. */
  function demo(broken: 'fix' | 'fix-attempt-2'): { dir: string; run: string; path: string } {
    const dir = project();
    cpSync(join(REPO_ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    const ran = baton(
      ['run', 'examples/workflows/fix-issue.yml', '--event', 'examples/events/fix-issue.json', '--plain'],
      dir,
    );
    expect(ran.code, ran.stderr).toBe(0);
    const run = onlyRun(dir);
    const path = join(dir, '.baton', 'runs', run, broken, 'record.json');
    writeFileSync(path, '{broken');
    return { dir, run, path: join('.baton', 'runs', run, broken) };
  }

  it('an earlier attempt: show <run> <stage> shows the attempt it can read and names the one it cannot, exit 1', () => {
    const { dir, run } = demo('fix');
    const shown = baton(['show', run, 'fix'], dir);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toMatch(
      /^stage fix {2}job fix\nrun \S+ {2}hop 2 {2}attempts 1, 2\n\nattempt 1: unreadable \(see below\)\nattempt 2: success \(completed\), agent exit 0/,
    );
    expect(shown.stdout).toContain('summary: Split on any run of whitespace');
    expect(shown.stdout).toContain(`files: .baton/runs/${run}/fix-attempt-2/{record.json,`);
    const why = `baton: a record of run ${run} cannot be read:\n  ${join(dir, '.baton', 'runs', run, 'fix')}: record.json is not valid JSON`;
    expect(shown.stderr).toMatch(new RegExp(`^${escapeRegExp(why)}`));
    // The attempt it can read, on its own, is shown whole; the one it cannot is refused.
    const second = baton(['show', run, 'fix', '--attempt', '2', '--prompt'], dir);
    expect(second.code).toBe(0);
    expect(baton(['show', run, 'fix', '--attempt', '1', '--prompt'], dir).code).toBe(1);
    // Its agent's log is still there to read.
    const log = baton(['show', run, 'fix', '--attempt', '1', '--log'], dir);
    expect(log.code).toBe(0);
    expect(log.stdout).toBe(readFileSync(join(dir, '.baton', 'runs', run, 'fix', 'agent.log'), 'utf8'));
    expect(log.stdout).not.toBe('');
    // The run's summary and its history say the same, with the same exit code.
    const summary = baton(['show', run], dir);
    expect(summary.code).toBe(1);
    expect(summary.stdout).toMatch(/^fix\s+success\s+completed\s+2 \(1 unreadable\)\s/m);
    expect(summary.stderr).toBe(shown.stderr);
    const history = baton(['history', run], dir);
    expect(history.code).toBe(1);
    expect(history.stdout).toMatch(
      /└─▶ fix {2}← investigate {2}✓ success \(.*\)\n(?: {4}│ .*\n)* {4}│ attempt 1 cannot be read \(see below\)\n/,
    );
    expect(history.stderr).toBe(shown.stderr);
  });

  it('the last attempt: show <run> <stage> lists the attempts it can read and says it cannot show the last, exit 1', () => {
    const { dir, run } = demo('fix-attempt-2');
    const shown = baton(['show', run, 'fix'], dir);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toMatch(
      /^stage fix {2}job fix\nrun \S+ {2}hop 2 {2}attempts 1, 2\n\nattempt 1: failure \(verify-failed\)[^\n]*\n(?: {2}[^\n]*\n)?attempt 2: unreadable \(see below\)\n\nattempt 2 cannot be read: nothing more of it to show\n$/,
    );
    expect(shown.stderr).toMatch(
      /^baton: a record of run \S+ cannot be read:\n {2}\S+fix-attempt-2: record\.json is not valid JSON/,
    );
    const summary = baton(['show', run], dir);
    expect(summary.code).toBe(1);
    expect(summary.stdout).toMatch(/^fix\s+unreadable\s/m);
    expect(summary.stderr).toBe(shown.stderr);
    expect(baton(['history', run], dir).stderr).toBe(shown.stderr);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
