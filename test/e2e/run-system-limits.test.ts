import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunSummary } from '../../src/core/record.js';
import { CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';
import { fillDisk, removeSmallDisk, smallDisk } from '../support/small-disk.js';

/**
 * `baton run` on a machine out of something — a full TMPDIR, too few file descriptors — through the bundled
 * CLI in a scratch git repository: the step that met it fails saying which file, where, why and what to do,
 * never as an internal error, and the run ends as any failed run does.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A git repository holding the given files. */
function repository(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-limits-e2e-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'init');
  return dir;
}

/** The bundled CLI in `dir`, in bash with `limits` set first (`ulimit -n 64`) when given. */
function baton(dir: string, args: string[], env: Record<string, string> = {}, limits?: string) {
  const command = [process.execPath, CLI_PATH, ...args];
  const result =
    limits === undefined
      ? spawnSync(command[0]!, command.slice(1), {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, CI: 'true', ...env },
        })
      : spawnSync('bash', ['-c', `${limits}; exec "$0" "$@"`, ...command], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, CI: 'true', ...env },
        });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function summaryOf(dir: string): RunSummary {
  const [id] = readdirSync(join(dir, '.baton', 'runs'));
  return RunSummary.parse(JSON.parse(readFileSync(join(dir, '.baton', 'runs', id!, 'run.json'), 'utf8')));
}

const MAKE_ROOM = 'make room in TMPDIR, or set TMPDIR to a directory on another disk';

describe('baton run: TMPDIR on a full disk (a small tmpfs; root on Linux only)', () => {
  it("fails the first step, naming the event payload it could not write in the run's temp dir, in TMPDIR, the cause and what to do, said once: a step's failure, not the run's reason", (ctx) => {
    const tmp = smallDisk(512);
    if (tmp === null) return ctx.skip();
    try {
      fillDisk(tmp);
      const dir = repository({
        'wf.yml': `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
        with:
          prompt: hello
          run: echo '{"version":1,"summary":"hi"}' > "$BATON_HANDOFF_PATH"
`,
      });
      const r = baton(dir, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp });
      expect(r.code, r.stderr).toBe(1);
      const said = new RegExp(
        `${tmp}/baton-run-[\\w-]+/runner-temp-1-event\\.json: the event payload \\(GITHUB_EVENT_PATH\\) could not be written in the run's temp dir, in TMPDIR ${tmp}: ENOSPC: no space left on device, write \\(the disk is full\\); ${MAKE_ROOM}`,
      );
      expect(r.stdout).toMatch(new RegExp(`a: step 1 failure in \\S+: ${said.source}`));
      expect(r.stdout + r.stderr).not.toMatch(/internal error/);
      const summary = summaryOf(dir);
      expect(summary.status).toBe('failure');
      // Said by the step, not again as a failure outside the run's jobs.
      expect(summary.reason).toBeUndefined();
      expect(r.stdout).not.toMatch(/outside its jobs/);
      expect(r.stdout.match(new RegExp(said.source, 'g'))).toHaveLength(2); // the progress line, the end's
      // The run's temp dir is gone with the run.
      expect(readdirSync(tmp).filter((name) => name.startsWith('baton-run-'))).toEqual([]);
    } finally {
      removeSmallDisk(tmp);
    }
  });

  it("fails the step after one that filled it, naming its script, and a stage's prompt after that", (ctx) => {
    const tmp = smallDisk(512);
    if (tmp === null) return ctx.skip();
    try {
      const dir = repository({
        'wf.yml': `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: dd if=/dev/zero of="$RUNNER_TEMP/fill" bs=4k 2>/dev/null || true
      - run: echo after
      - if: always()
        uses: baton-dev/baton@v1
        with:
          prompt: hello
          run: echo '{"version":1,"summary":"hi"}' > "$BATON_HANDOFF_PATH"
`,
      });
      const r = baton(dir, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp });
      expect(r.code, r.stderr).toBe(1);
      const temp = `${tmp}/baton-run-[\\w-]+`;
      expect(r.stdout).toMatch(
        new RegExp(
          `a: step 2 failure in \\S+: ${temp}/baton-step-[0-9a-f-]+\\.sh: the command's script could not be written in the run's temp dir, in TMPDIR ${tmp}: ENOSPC: no space left on device, write \\(the disk is full\\); ${MAKE_ROOM}\\n`,
        ),
      );
      expect(r.stdout).toMatch(
        new RegExp(
          `a: step 3 failure in \\S+: ${temp}/a-1-[0-9a-f]+\\.prompt\\.md: the stage's prompt could not be written in the run's temp dir, in TMPDIR ${tmp}: ENOSPC: no space left on device, write \\(the disk is full\\); ${MAKE_ROOM}\\n`,
        ),
      );
      expect(r.stdout + r.stderr).not.toMatch(/internal error/);
      expect(summaryOf(dir).reason).toBeUndefined();
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      removeSmallDisk(tmp);
    }
  });
});

describe('baton run: too few file descriptors (ulimit -n)', () => {
  it.skipIf(process.platform === 'win32')(
    'fails the legs that met the limit saying to raise ulimit -n or run fewer jobs with -j N, never as an internal error, and ends the run',
    () => {
      const dir = repository({
        'wf.yml': `on: workflow_dispatch
jobs:
  m:
    strategy:
      matrix:
        leg: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]
    runs-on: ubuntu-latest
    steps:
      - run: echo leg \${{ matrix.leg }}
      - uses: baton-dev/baton@v1
        with:
          stage: s-\${{ matrix.leg }}
          prompt: hello
          run: echo '{"version":1,"summary":"hi"}' > "$BATON_HANDOFF_PATH"
`,
      });
      // 64 descriptors for 16 legs at once: some of them meet the limit, wherever it is met.
      const r = baton(dir, ['run', 'wf.yml', '--plain', '-j', '16'], {}, 'ulimit -n 64');
      const all = r.stdout + r.stderr;
      expect(r.code, all).toBe(1);
      // The run ended as a run does (no crash), failed.
      expect(r.stdout).toMatch(/^run \S+: failure; records in /m);
      expect(summaryOf(dir).status).toBe('failure');
      expect(all).not.toMatch(/internal error/);
      const met = all.split('\n').filter((line) => /EMFILE/.test(line));
      expect(met.length).toBeGreaterThan(0);
      for (const line of met) expect(line).toMatch(/too many open files: (raise|see) ulimit -n/);
      expect(met.some((line) => line.includes('or run fewer jobs at once with -j N'))).toBe(true);
    },
  );
});

describe('baton run: the limit of processes (ulimit -u; Linux, with prlimit)', () => {
  it('fails a step that cannot start for it, saying to raise ulimit -u or run fewer jobs with -j N', (ctx) => {
    if (process.platform !== 'linux' || spawnSync('prlimit', ['--version']).status !== 0) return ctx.skip();
    // Root is never refused a process for the limit: as root, baton runs as nobody, from copies nobody reads.
    const root = process.getuid?.() === 0;
    const asUser = (command: string[]) =>
      root
        ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--inh-caps=-all', ...command]
        : command;
    const probe = asUser([process.execPath, '-e', '0']);
    if (spawnSync(probe[0]!, probe.slice(1)).status !== 0) return ctx.skip();
    const dir = repository({
      'wf.yml': `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      # baton (this step's parent) may have one process from now on: itself.
      - run: prlimit --pid "$PPID" --nproc=1
      - run: echo never
`,
    });
    const home = mkdtempSync(join(tmpdir(), 'baton-limits-home-'));
    dirs.push(home);
    cpSync(join(REPO_ROOT, 'dist'), join(home, 'dist'), { recursive: true });
    cpSync(join(REPO_ROOT, 'package.json'), join(home, 'package.json'));
    if (root) {
      for (const path of [dir, home]) {
        spawnSync('chown', ['-R', '65534:65534', path]);
        chmodSync(path, 0o755);
      }
    }
    const command = asUser([process.execPath, join(home, 'dist', 'cli.js'), 'run', 'wf.yml', '--plain']);
    const result = spawnSync(command[0]!, command.slice(1), {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', HOME: home, GIT_CONFIG_GLOBAL: '/dev/null', TMPDIR: tmpdir() },
    });
    const all = result.stdout + result.stderr;
    expect(result.status, all).toBe(1);
    expect(result.stdout).toContain(
      'a: step 2 (Run echo never) shell: could not start "bash": EAGAIN (too many processes: raise ulimit -u, or run fewer jobs at once with -j N)\n',
    );
    expect(all).not.toMatch(/internal error/);
  });
});
