import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunSummary } from '../../src/core/record.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt } from '../support/build.js';
import { PTY_AVAILABLE, processState, startOnPty } from '../support/pty.js';

/**
 * `baton run` on a real terminal (a pseudo-terminal, as a shell's foreground job: see pty-job.py) and the
 * signals a terminal sends: Ctrl-Z, a resize, Ctrl-\.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(workflow: string): string {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-terminal-')));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yml'), workflow);
  return dir;
}

/** As a user's shell starts it: not in CI (the live view), not through npm. */
const env = (): NodeJS.ProcessEnv => {
  const { CI: _ci, GITHUB_ACTIONS: _actions, NO_COLOR: _no, FORCE_COLOR: _force, ...rest } = process.env;
  return { ...rest, TERM: 'xterm-256color', npm_lifecycle_event: '' };
};

/** Waits until `done` holds, for at most 30 s. */
async function until(what: string, done: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(done(), `${what} never happened`).toBe(true);
}

/**
 * A `run:` script that writes its shell's pid to `name`.pid, then waits for a file `go`: for a minute at
 * most, so that a test that fails leaves nothing running.
 */
const waitForGo = (name: string) =>
  `echo $$ > ${name}.pid; for i in $(seq 600); do [ -e go ] && break; sleep 0.1; done`;

/**
 * The frames of the live view in what a terminal showed: each one's lines, without the view's own sequences.
 * Only whole frames (up to the erase that ends each): the last may still be arriving.
 */
function frames(text: string): string[][] {
  return text
    .split('\u001b[?7l')
    .slice(1)
    .filter((part) => part.includes('\u001b[J'))
    .map((part) =>
      part
        .slice(0, part.indexOf('\u001b[J'))
        .split('\r\n')
        .slice(0, -1)
        .map((line) => line.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')),
    );
}

function readRun(dir: string): RunSummary {
  const runs = join(dir, '.baton', 'runs');
  const [id] = readdirSync(runs).filter((name) => !name.startsWith('.'));
  return RunSummary.parse(JSON.parse(readFileSync(join(runs, id!, 'run.json'), 'utf8')));
}

describe.runIf(PTY_AVAILABLE)('baton run on a terminal', () => {
  it('Ctrl-Z stops its steps and agents with it, fg continues them, and the view starts afresh below what the shell printed', async () => {
    const dir = project(`on: workflow_dispatch
jobs:
  step:
    runs-on: ubuntu-latest
    steps:
      - run: ${waitForGo('step')}
  agent:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Go.
          run: ${waitForGo('agent')}; printf '{"version":1,"summary":"ok"}' > "$BATON_HANDOFF_PATH"
`);
    const job = startOnPty([process.execPath, CLI_PATH, 'run', 'wf.yml', '-j', '2'], {
      cwd: dir,
      env: env(),
      columns: 100,
      rows: 30,
    });
    try {
      await until(
        'both commands starting',
        () => existsSync(join(dir, 'step.pid')) && existsSync(join(dir, 'agent.pid')),
      );
      const pids = ['step', 'agent'].map((name) => Number(readFileSync(join(dir, `${name}.pid`), 'utf8')));
      job.type('\u001a');
      await job.waitFor(/\[job stopped\]/);
      // Stopped before baton stopped itself: each in its own process group, which the terminal's stop
      // does not reach.
      await until('the step and the agent stopping', () => pids.every((pid) => processState(pid) === 'T'));
      const stoppedAt = job.output().length;
      job.type('fg\n');
      await until('the step and the agent continuing', () => pids.every((pid) => processState(pid) !== 'T'));
      await job.waitFor(/continued after .* stopped/, { from: stoppedAt });
      // The first frame after `fg` is drawn below the shell's lines, not over them (no cursor move up).
      const after = job.output().slice(stoppedAt);
      expect(after.slice(0, after.indexOf('\u001b[?7l'))).not.toMatch(/\u001b\[\d+A/);
      expect(job.output()).toMatch(/\[job stopped\]\r*\nfg\r*\n\u001b\[\?7l/);
      writeFileSync(join(dir, 'go'), '');
      await job.waitFor(/\[job exited 0\]/, { from: stoppedAt });
      expect(readRun(dir).status).toBe('success');
    } finally {
      writeFileSync(join(dir, 'go'), '');
      await job.close();
    }
  });

  it('redraws at the new size when the terminal is resized: a shorter, narrower one gets frames that fit it', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `job${String(i).padStart(2, '0')}`);
    const dir = project(
      `on: workflow_dispatch\njobs:\n${ids
        .map(
          (id) =>
            `  ${id}:\n    runs-on: ubuntu-latest\n    steps:\n      - name: a step whose name is long enough to be cut on a narrow terminal\n        run: for i in $(seq 600); do [ -e go ] && break; sleep 0.1; done\n`,
        )
        .join('')}`,
    );
    const job = startOnPty([process.execPath, CLI_PATH, 'run', 'wf.yml', '-j', '4'], {
      cwd: dir,
      env: env(),
      columns: 120,
      rows: 40,
    });
    try {
      await job.waitFor(/running/);
      await until('a whole frame', () => frames(job.output()).length > 0);
      const before = frames(job.output());
      expect(before.at(-1)?.length).toBeGreaterThan(11);
      const resizedAt = job.output().length;
      job.resize(60, 12);
      // Each frame after it fits: at most a line fewer than the terminal (the cursor's), none wider.
      const fits = (frame: string[]) => frame.length <= 11 && frame.every((line) => stringWidth(line) <= 60);
      await until('a frame at the new size', () => frames(job.output().slice(resizedAt)).some(fits));
      writeFileSync(join(dir, 'go'), '');
      await job.waitFor(/\[job exited 0\]/, { from: resizedAt });
      const after = frames(job.output().slice(resizedAt));
      const live = after.slice(after.findIndex(fits), -1);
      expect(live.length).toBeGreaterThan(0);
      expect(live.filter((frame) => !fits(frame))).toEqual([]);
    } finally {
      writeFileSync(join(dir, 'go'), '');
      await job.close();
    }
  });
});

describe('baton run: SIGQUIT (Ctrl-\\)', () => {
  it.runIf(existsSync('/proc/self/stat'))(
    'stops the run as SIGTERM does: its step is stopped, the run recorded as cancelled, nothing left running',
    async () => {
      const dir = project(`on: workflow_dispatch
jobs:
  work:
    runs-on: ubuntu-latest
    steps:
      - run: ${waitForGo('step')}
`);
      const child: ChildProcess = spawn(process.execPath, [CLI_PATH, 'run', 'wf.yml', '--plain'], {
        cwd: dir,
        env: { ...env(), CI: 'true' },
        stdio: 'ignore',
      });
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        child.on('exit', (code, signal) => resolve({ code, signal })),
      );
      try {
        await until('the step starting', () => existsSync(join(dir, 'step.pid')));
        const pid = Number(readFileSync(join(dir, 'step.pid'), 'utf8'));
        child.kill('SIGQUIT');
        expect(await exited).toEqual({ code: 1, signal: null });
        expect(processState(pid)).toBeNull();
        expect(readRun(dir).status).toBe('cancelled');
      } finally {
        writeFileSync(join(dir, 'go'), '');
        child.kill('SIGKILL');
      }
    },
  );
});
