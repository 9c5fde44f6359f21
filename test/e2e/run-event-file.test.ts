import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLI_PATH, ensureBuilt } from '../support/build.js';

/**
 * `baton run --event <file>` as a user runs it: the bundled CLI given a pipe (a FIFO, `<(command)`), a device
 * or a file too large. The event is read before the run is created, and a pipe is waited for there: a Ctrl-C
 * or a SIGTERM meanwhile must still stop baton, as docs/run.md §Commands promises.
 */

const WORKFLOW = `on: issues
jobs:
  show:
    runs-on: ubuntu-latest
    steps:
      - run: echo "issue \${{ github.event.issue.number }}" > issue.txt
`;
const EVENT = JSON.stringify({ action: 'opened', issue: { number: 7, title: 't', body: 'b' } });

const dirs: string[] = [];
const children: ChildProcess[] = [];

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-run-event-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yml'), WORKFLOW);
  return dir;
}

const env = () => ({ ...process.env, CI: 'true', npm_lifecycle_event: '' });

/** `baton run wf.yml --event <event> --plain`, started in `dir`, not waited for. */
function start(dir: string, event: string) {
  const child = spawn(process.execPath, [CLI_PATH, 'run', 'wf.yml', '--event', event, '--plain'], {
    cwd: dir,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** A named pipe in `dir` that nobody writes. */
function fifo(dir: string, name: string): string {
  const path = join(dir, name);
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

/**
 * Until process `pid` has `path` open (it waits on it), looked for in /proc/<pid>/fd. Gives up after a while
 * without failing: what the test does next then says what went wrong.
 */
async function untilOpened(pid: number, path: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      return;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === path) return;
      } catch {
        // Closed meanwhile.
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The runs stored in `dir`'s .baton/runs (none when it does not exist). */
function runsIn(dir: string): string[] {
  const runs = join(dir, '.baton', 'runs');
  return existsSync(runs) ? readdirSync(runs).filter((f) => !f.startsWith('.')) : [];
}

beforeAll(() => ensureBuilt());
afterEach(() => {
  // A baton that did not stop is not left running (SIGKILL: nothing else stops one stuck in a read).
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.platform === 'linux')('baton run --event: a pipe', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`stops at ${signal} while waiting for a FIFO nobody writes: exit 1, saying so, and no run is created`, async () => {
      const dir = project();
      const path = fifo(dir, 'event.fifo');
      const run = start(dir, 'event.fifo');
      await untilOpened(run.child.pid!, path);
      run.child.kill(signal);
      expect(await run.exited).toBe(1);
      expect(run.stderr()).toContain('baton: cancelling');
      expect(run.stderr()).toContain(
        'baton: event.fifo: event file: cancelled while waiting for the pipe to be written and closed; no run was started\n  give a file, or a pipe whose writer is running: --event <(command)\n',
      );
      expect(run.stdout()).toBe('');
      expect(runsIn(dir)).toEqual([]);
      expect(existsSync(join(dir, 'issue.txt'))).toBe(false);
    }, 60_000);
  }

  it('waits for a FIFO to be written and closed, then runs with that payload', async () => {
    const dir = project();
    const path = fifo(dir, 'event.fifo');
    const run = start(dir, 'event.fifo');
    await untilOpened(run.child.pid!, path);
    // baton holds the read end: this open does not wait, and closing it is the payload's end.
    writeFileSync(path, EVENT);
    expect(await run.exited, run.stderr()).toBe(0);
    expect(readFileSync(join(dir, 'issue.txt'), 'utf8')).toBe('issue 7\n');
  }, 60_000);

  it('reads a command’s output given as <(command), as a shell passes it', () => {
    const dir = project();
    writeFileSync(join(dir, 'event.json'), EVENT);
    const r = spawnSync(
      'bash',
      ['-c', `"$0" "$1" run wf.yml --event <(cat event.json) --plain`, process.execPath, CLI_PATH],
      {
        cwd: dir,
        env: env(),
        encoding: 'utf8',
      },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'issue.txt'), 'utf8')).toBe('issue 7\n');
  });

  it('refuses a pipe that holds more than 25 MiB (<(cat /dev/zero) never ends), reading no more, and creates no run', () => {
    const dir = project();
    const r = spawnSync(
      'bash',
      ['-c', `"$0" "$1" run wf.yml --event <(cat /dev/zero) --plain`, process.execPath, CLI_PATH],
      {
        cwd: dir,
        env: env(),
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^baton: \/dev\/fd\/\d+: event file: is more than 26214400 bytes; an event payload may be at most 26214400 bytes \(25 MiB\), as GitHub caps a webhook payload at 25 MB; give the payload alone\n$/,
    );
    expect(runsIn(dir)).toEqual([]);
  });
});

describe('baton run --event: what is not a payload', () => {
  it('refuses a device (/dev/zero) without reading it, saying what to give, and creates no run', () => {
    const dir = project();
    const r = spawnSync(process.execPath, [CLI_PATH, 'run', 'wf.yml', '--event', '/dev/zero', '--plain'], {
      cwd: dir,
      env: env(),
      encoding: 'utf8',
    });
    expect({ code: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "baton: /dev/zero: event file: is a character device; an event payload must be a regular file or a pipe: give a JSON file, or <(command) for a command's output\n",
    });
    expect(runsIn(dir)).toEqual([]);
  });

  it('refuses a file larger than 25 MiB, with its size, before reading it', () => {
    const dir = project();
    const path = join(dir, 'huge.json');
    writeFileSync(path, '');
    truncateSync(path, 25 * 1024 * 1024 + 1);
    const r = spawnSync(process.execPath, [CLI_PATH, 'run', 'wf.yml', '--event', 'huge.json', '--plain'], {
      cwd: dir,
      env: env(),
      encoding: 'utf8',
    });
    expect({ code: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'baton: huge.json: event file: is 26214401 bytes; an event payload may be at most 26214400 bytes (25 MiB), as GitHub caps a webhook payload at 25 MB; give the payload alone\n',
    });
    expect(runsIn(dir)).toEqual([]);
  });
});
