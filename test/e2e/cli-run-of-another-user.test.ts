import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';

/**
 * The commands that read a stored run, on a run made by another user (with sudo, in a container as root):
 * its stage directories are that user's, 0700, so none of its records can be read. Each shows what it can
 * and names the records it cannot read, with why and what to do. As root, the commands run as nobody on a
 * run made as root; as any other user, on a run of its own whose stage directories are made 0000.
 */

const asRoot = process.getuid?.() === 0;
const setpriv = spawnSync('setpriv', ['--version']).status === 0;
const canRefuse = process.platform !== 'win32' && (!asRoot || setpriv);

const WORKFLOW = `name: w
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Go.
          run: printf '{"version":1,"summary":"a did it"}' > "$BATON_HANDOFF_PATH"
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "a said {{stages.a.summary}}"
          run: printf '{"version":1,"summary":"b did it"}' > "$BATON_HANDOFF_PATH"
`;

let dir: string;
let run: string;
let runDir: string;
/** A copy of dist/ nobody may read (the checkout may sit in a 0700 temp dir), when the commands run as nobody. */
let readable: string | undefined;

beforeAll(() => {
  if (!canRefuse) return;
  ensureBuilt();
  dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-another-user-')));
  writeFileSync(join(dir, 'w.yml'), WORKFLOW);
  const made = spawnSync(process.execPath, [CLI_PATH, 'run', 'w.yml', '--plain'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  expect(made.status, made.stderr).toBe(0);
  run = readdirSync(join(dir, '.baton', 'runs'))[0]!;
  runDir = join(dir, '.baton', 'runs', run);
  if (asRoot) {
    chmodSync(dir, 0o755);
    readable = mkdtempSync(join(tmpdir(), 'baton-dist-'));
    cpSync(join(REPO_ROOT, 'dist'), join(readable, 'dist'), { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', readable]);
  } else {
    for (const stage of ['a', 'b']) chmodSync(join(runDir, stage), 0o000);
  }
});
afterAll(() => {
  if (!canRefuse) return;
  if (!asRoot) for (const stage of ['a', 'b']) chmodSync(join(runDir, stage), 0o700);
  rmSync(dir, { recursive: true, force: true });
  if (readable) rmSync(readable, { recursive: true, force: true });
});

/** The CLI as the user who did not make the run. */
function baton(args: string[]) {
  const cli = readable === undefined ? CLI_PATH : join(readable, 'dist', 'cli.js');
  const command = [process.execPath, cli, ...args];
  const result = asRoot
    ? spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', ...command], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
      })
    : spawnSync(command[0]!, command.slice(1), {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
      });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Why a stage's record cannot be read: the directory that refuses, as the store says it. */
const why = (stage: string) =>
  `${join(runDir, stage)}: record.json cannot be read: you may not open this directory (EACCES)`;
/** What to do, as the store says it: the run is another user's (as root), else a directory of one's own. */
const advice = (stage: string) =>
  asRoot
    ? `it belongs to another user (uid 0), as when a run is made with sudo or in a container: make the run yours (sudo chown -R "$(id -u)" ${runDir}), or read it as that user`
    : `make it readable for you: chmod -R u+rX ${join(runDir, stage)}`;

describe.skipIf(!canRefuse)('a run made by another user, whose records cannot be read', () => {
  /** What show and history say on stderr: each record, and what to do, once for the records it fits. */
  const unreadable = () =>
    asRoot
      ? `baton: 2 records of run ${run} cannot be read:\n  ${why('a')}\n  ${why('b')}\n    ${advice('a')}\n`
      : `baton: 2 records of run ${run} cannot be read:\n  ${why('a')}\n    ${advice('a')}\n  ${why('b')}\n    ${advice('b')}\n`;

  it('baton show <run> shows the run and its jobs, its stages as unreadable, and why with what to do (exit 1)', () => {
    const shown = baton(['show', 'latest']);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toMatch(new RegExp(`^run ${run} {2}w {2}success in `));
    expect(shown.stdout).toMatch(/^a {4}success {2}a$/m);
    expect(shown.stdout).toMatch(/^a +unreadable +1 +\(see below\)$/m);
    expect(shown.stdout).toMatch(/^b +unreadable +1 +\(see below\)$/m);
    expect(shown.stderr).toBe(unreadable());
    // One stage: its attempt listed as unreadable; its files say why.
    const stage = baton(['show', 'latest', 'b']);
    expect(stage.code).toBe(1);
    expect(stage.stdout).toBe(
      `stage b\nrun ${run}  attempts 1\n\nattempt 1: unreadable (see below)\n\nattempt 1 cannot be read: nothing more of it to show\n`,
    );
    expect(stage.stderr).toBe(
      `baton: a record of run ${run} cannot be read:\n  ${why('b')}\n    ${advice('b')}\n`,
    );
    const prompt = baton(['show', 'latest', 'b', '--prompt']);
    expect(prompt).toEqual({ code: 1, stdout: '', stderr: `baton: ${why('b')}\n  ${advice('b')}\n` });
  });

  it('baton history <run> draws the stages as unreadable, and says why with what to do (exit 1)', () => {
    const history = baton(['history', 'latest']);
    expect(history.code).toBe(1);
    expect(history.stdout).toBe(
      `run ${run} · w · success · ${/ · (\S+)\n/.exec(history.stdout)![1]}\n\na  ? unreadable\n│ its record cannot be read (see below)\nb  ? unreadable\n│ its record cannot be read (see below)\n`,
    );
    expect(history.stderr).toBe(unreadable());
  });

  it('baton report <run> prints the report, naming each record it cannot read with why and what to do (exit 0)', () => {
    const report = baton(['report', 'latest']);
    expect(report.code, report.stderr).toBe(0);
    expect(report.stdout).toContain('No baton record of this run could be read (see below).');
    expect(report.stdout).toContain(
      '> 2 records of this run could not be read and are not in this report:\n',
    );
    for (const stage of ['a', 'b'])
      expect(report.stdout).toContain(`> - \`${stage}\` attempt 1: ${why(stage)}; ${advice(stage)}\n`);
    expect(report.stderr).toBe(
      'baton: 2 records of the run cannot be read and are not in the report (see its warning)\n',
    );
  });

  it('baton replay refuses, naming the record it would reuse, why and what to do, and makes no run', () => {
    const replay = baton(['replay', 'latest', '--from', 'b', '--plain']);
    expect(replay).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: --from: run ${run}'s record of stage a (attempt 1) cannot be reused: ${why('a')}\n  ${advice('a')}\n  replay from that stage, to run it again: baton replay ${run} --from a\n`,
    });
    expect(readdirSync(join(dir, '.baton', 'runs'))).toEqual([run]);
  });

  it('baton replay of a run whose jobs.json it may not read says whose it is and what to do, and makes no run', () => {
    const jobs = join(runDir, 'jobs.json');
    // As root the file is root's, 0600 (a umask of 077), for nobody; as another user, 0000 for oneself.
    chmodSync(jobs, asRoot ? 0o600 : 0o000);
    try {
      const replay = baton(['replay', 'latest', '--from', 'b', '--plain']);
      const fix = asRoot
        ? `it belongs to another user (uid 0), as when a run is made with sudo or in a container: make the run yours (sudo chown -R "$(id -u)" ${runDir}), or read it as that user`
        : `make it readable for you: chmod -R u+rX ${jobs}`;
      expect(replay).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: ${jobs}: cannot be read: you may not read it (EACCES), so run ${run} cannot be replayed\n  ${fix}\n  or run it again in full: baton run w.yml with the same options\n`,
      });
    } finally {
      chmodSync(jobs, 0o644);
    }
    expect(readdirSync(join(dir, '.baton', 'runs'))).toEqual([run]);
  });

  it('baton render --run of a run whose invocation.json it may not read says whose it is and what to do', () => {
    const invocation = join(runDir, 'invocation.json');
    chmodSync(invocation, asRoot ? 0o600 : 0o000);
    try {
      const fix = asRoot
        ? `it belongs to another user (uid 0), as when a run is made with sudo or in a container: make the run yours (sudo chown -R "$(id -u)" ${runDir}), or read it as that user`
        : `make it readable for you: chmod -R u+rX ${invocation}`;
      expect(baton(['render', '--workflow', 'w.yml', '--job', 'a', '--run', 'latest'])).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: ${invocation}: cannot be read: you may not read it (EACCES); run ${run}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy\n  ${fix}\n`,
      });
    } finally {
      chmodSync(invocation, 0o644);
    }
  });

  it('baton run --parent refuses to continue it, naming the records it cannot read, why and what to do', () => {
    const advised = asRoot ? [advice('a')] : [advice('a'), advice('b')];
    expect(baton(['run', 'w.yml', '--parent', 'latest', '--plain'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: --parent: run ${run} cannot be continued: 2 of its records cannot be read, and this run's hops count on from them\n  ${why('a')}\n  ${why('b')}\n${advised.map((line) => `  ${line}\n`).join('')}  then start this run again, or give --parent another run\n`,
    });
    expect(readdirSync(join(dir, '.baton', 'runs'))).toEqual([run]);
  });

  it('baton render --run refuses a prompt that reads a record it cannot read, and renders one that reads none', () => {
    const refused = baton(['render', '--workflow', 'w.yml', '--job', 'b', '--run', 'latest']);
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: run ${run}'s record of stage a cannot be read, and the prompt of job b reads it\n  ${why('a')}\n  ${advice('a')}\n  or render it with a sample handoff instead: --handoff a=<file>\n`,
    });
    const sampled = join(dir, 'a.json');
    writeFileSync(sampled, '{"version":1,"summary":"a sample"}');
    chmodSync(sampled, 0o644);
    const withSample = baton([
      'render',
      '--workflow',
      'w.yml',
      '--job',
      'b',
      '--run',
      'latest',
      '--handoff',
      'a=a.json',
    ]);
    expect(withSample.code, withSample.stderr).toBe(0);
    expect(withSample.stdout).toBe('a said a sample');
    const first = baton(['render', '--workflow', 'w.yml', '--job', 'a', '--run', 'latest']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toBe('Go.');
  });
});
