import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShellRunner } from '../../../src/adapters/local/shell-runner.js';
import { StepStarter } from '../../../src/adapters/local/step-starter.js';
import { bundleSnippet } from '../../support/file-size-limit.js';
import { processState } from '../../support/pty.js';

// What only a step started through a StepStarter has: a process between baton and the step. The contract
// both ways of starting a step share is shell-runner.test.ts, which runs once for each.

let dir: string;
let starter: StepStarter;
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-starter-'));
  starter = new StepStarter();
});
afterEach(async () => {
  await starter.close();
  await rm(dir, { recursive: true, force: true });
});

const runner = (options: ConstructorParameters<typeof ShellRunner>[0] = {}) =>
  new ShellRunner({ tempDir: dir, start: starter.start, ...options });

/** Alive and not a zombie: an orphan may wait for a reaper this machine does not run. */
function running(pid: number): boolean {
  const state = processState(pid);
  return state !== null && state !== 'Z';
}

async function waitUntil(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
}

describe.skipIf(process.platform !== 'linux')('StepStarter', () => {
  it('starts each step from a process of its own, whose channel to baton the step does not inherit', async () => {
    const result = await runner().run({ script: 'echo "parent $PPID"; ls -l /proc/$$/fd', cwd: dir, env });
    expect(result.exitCode).toBe(0);
    const pid = starter.pid;
    expect(pid).toBeTypeOf('number');
    expect(pid).not.toBe(process.pid);
    expect(result.stdout).toContain(`parent ${pid}\n`);
    // The starter's channel (its fd 3, an IPC socket) is none of the step's descriptors: an agent cannot
    // write to baton through it.
    const channel = readlinkSync(`/proc/${pid}/fd/3`);
    expect(channel).toMatch(/^socket:\[\d+\]$/);
    expect(result.stdout).toContain('0 -> /dev/null');
    expect(result.stdout).not.toContain(channel);
  });

  it('holds nothing of baton’s environment itself: a secret in baton’s is not in the starter’s', async () => {
    process.env.BATON_TEST_STARTER_SECRET = 'ghp_starterEnvironmentSecret';
    let probe: StepStarter | undefined;
    try {
      probe = new StepStarter();
      const result = await new ShellRunner({ tempDir: dir, start: probe.start }).run({
        script: 'true',
        cwd: dir,
        env,
      });
      expect(result.exitCode).toBe(0);
      const names = readFileSync(`/proc/${probe.pid}/environ`, 'utf8')
        .split('\0')
        .filter((entry) => entry !== '')
        .map((entry) => entry.slice(0, entry.indexOf('=')));
      // Only what Node sets for its IPC channel: no PATH, no HOME, no token, none of baton's.
      expect(names.every((name) => name.startsWith('NODE_CHANNEL_'))).toBe(true);
      expect(names).toContain('NODE_CHANNEL_FD');
    } finally {
      delete process.env.BATON_TEST_STARTER_SECRET;
      await probe?.close();
    }
  });

  it('relays every byte of a large output, in order', async () => {
    // 24 MiB in lines of 1000 bytes; the tail kept (1 MiB) says how much came before it.
    const result = await runner({ maxOutputBytes: 1024 * 1024 }).run({
      script: 'for i in $(seq 1 24576); do printf "%0999d\\n" "$i"; done',
      cwd: dir,
      env,
    });
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^\[baton: the first (\d+) bytes of this output were left out/);
    const left = Number(/the first (\d+) bytes/.exec(lines[0]!)![1]);
    const kept = lines.slice(1, -1);
    expect(left + kept.length * 1000).toBe(24576 * 1000);
    expect(kept.at(-1)).toBe(String(24576).padStart(999, '0'));
    expect(kept.map(Number)).toEqual(kept.map((_, i) => 24576 - kept.length + 1 + i));
  });

  it('is not stopped by the signals a terminal sends baton’s process group (Ctrl-C, Ctrl-Z, hang-up, Ctrl-\\)', async () => {
    const pid = starter.pid!;
    await runner().run({ script: 'true', cwd: dir, env });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGTSTP'] as const)
      process.kill(pid, signal);
    const result = await runner().run({ script: 'echo "parent $PPID"', cwd: dir, env });
    expect(result.stdout).toBe(`parent ${pid}\n`);
  });

  it('ends on close, and close waits for it', async () => {
    const pid = starter.pid!;
    expect(running(pid)).toBe(true);
    await starter.close();
    expect(running(pid)).toBe(false);
  });

  it('ends when baton does, however baton ended (here SIGKILL), even with a step running', async () => {
    const program = join(dir, 'baton.mjs');
    await bundleSnippet(
      `import { StepStarter } from './src/adapters/local/step-starter.js';
      const starter = new StepStarter();
      const step = starter.start('sleep', ['100'], { cwd: ${JSON.stringify(dir)}, env: { PATH: process.env.PATH } });
      step.once('spawn', () => console.log(starter.pid + ' ' + step.pid));`,
      program,
    );
    const baton = spawn(process.execPath, [program], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [pid, step] = await new Promise<number[]>((resolve) =>
      baton.stdout.once('data', (d) => resolve(String(d).split(' ').map(Number))),
    );
    expect(running(pid!)).toBe(true);
    baton.kill('SIGKILL');
    await waitUntil(() => !running(pid!));
    expect(running(pid!)).toBe(false);
    // The step is left as baton's own steps are when baton is killed; not by this test.
    process.kill(-step!, 'SIGKILL');
  });

  it('never keeps baton running by itself: a starter nobody closed ends with baton', async () => {
    const program = join(dir, 'baton.mjs');
    await bundleSnippet(
      `import { ShellRunner } from './src/adapters/local/shell-runner.js';
      import { StepStarter } from './src/adapters/local/step-starter.js';
      const starter = new StepStarter();
      const result = await new ShellRunner({ tempDir: ${JSON.stringify(dir)}, start: starter.start }).run({
        script: 'echo "parent $PPID"', cwd: ${JSON.stringify(dir)}, env: { PATH: process.env.PATH },
      });
      console.log(starter.pid + ' ' + result.stdout.trim());`,
      program,
    );
    // Not closed: the process ends once its work is done, as it would without a starter.
    const ended = spawnSync(process.execPath, [program], { encoding: 'utf8', timeout: 20_000 });
    expect(ended.signal).toBeNull();
    expect(ended.status).toBe(0);
    const [pid, said] = ended.stdout.trim().split(' ', 2);
    expect(ended.stdout).toBe(`${pid} parent ${pid}\n`);
    expect(said).toBe('parent');
    await waitUntil(() => !running(Number(pid)));
    expect(running(Number(pid))).toBe(false);
  });

  it('kills a step whose starter was killed under it, says so in its output, and starts later steps itself', async () => {
    const pid = starter.pid!;
    const sleeper = join(dir, 'sleeper');
    const result = await runner().run({
      script: `sleep 100 & echo $! > ${sleeper}; echo started; wait`,
      cwd: dir,
      env,
      onOutput: (chunk) => {
        if (chunk === 'started\n') process.kill(pid, 'SIGKILL');
      },
    });
    expect(result.signal).toBe('SIGKILL');
    expect(result.output).toContain(
      `baton: the process that started baton's steps (pid ${pid}) was killed by SIGKILL, so this step's output and exit could no longer be read: it was killed\n`,
    );
    const left = Number(readFileSync(sleeper, 'utf8'));
    await waitUntil(() => !running(left));
    expect(running(left)).toBe(false);
    // The next step is started by this process itself.
    const after = await runner().run({ script: 'echo "parent $PPID"', cwd: dir, env });
    expect(after.stdout).toBe(`parent ${process.pid}\n`);
  });

  it.skipIf(spawnSync('prlimit', ['--version']).status !== 0)(
    'a step that cannot start for want of file descriptors says so, and the steps running go on',
    async () => {
      const pid = starter.pid!;
      const steps = runner({ fewerJobs: 'run fewer jobs at once with -j N' });
      const go = join(dir, 'go');
      const running = steps.run({
        script: `echo started; touch started; until [ -e ${go} ]; do sleep 0.05; done; echo finished`,
        cwd: dir,
        env,
      });
      await waitUntil(() => existsSync(join(dir, 'started')));
      // The starter may hold what it holds now, and no more: the limit is below the lowest descriptor free
      // (a limit is on descriptors' numbers), so the next step's pipes cannot be made.
      const open = new Set(readdirSync(`/proc/${pid}/fd`).map(Number));
      let free = 0;
      while (open.has(free)) free++;
      expect(spawnSync('prlimit', [`--pid=${pid}`, `--nofile=${free}`]).status).toBe(0);
      await expect(steps.run({ script: 'echo never', cwd: dir, env })).rejects.toThrow(
        'could not start "bash": EMFILE (too many open files: raise ulimit -n, or run fewer jobs at once with -j N)',
      );
      writeFileSync(go, '');
      const result = await running;
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toBe('started\nfinished\n');
    },
  );

  it('knows a step started when its starter died just after starting it, so the step is killed, not left running', async () => {
    const mark = join(dir, 'mark');
    await runner().run({ script: 'true', cwd: dir, env });
    const run = runner().run({
      // The step kills its starter (an agent could), then would go on.
      script: `echo $$ > ${mark}; sleep 0.2; kill -9 $PPID; sleep 2; echo survived >> ${mark}`,
      cwd: dir,
      env,
    });
    // Busy meanwhile: the starter's word that the step started, and its exit, wait to be read together.
    const until = Date.now() + 600;
    while (Date.now() < until) {}
    const result = await run;
    expect(result.signal).toBe('SIGKILL');
    expect(result.output).toContain("this step's output and exit could no longer be read: it was killed");
    const step = Number(readFileSync(mark, 'utf8'));
    await waitUntil(() => !running(step));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(readFileSync(mark, 'utf8')).toBe(`${step}\n`);
    expect(existsSync(mark)).toBe(true);
  });

  it('says a step could not start when its starter ended before starting it', async () => {
    const pid = starter.pid!;
    // Once the starter is ready, a start is asked for, and the starter killed before it can read it.
    await runner().run({ script: 'true', cwd: dir, env });
    process.kill(pid, 'SIGSTOP');
    const run = runner().run({ script: 'echo ran', cwd: dir, env });
    process.kill(pid, 'SIGKILL');
    await expect(run).rejects.toThrow(
      `could not start "bash": the process that started baton's steps (pid ${pid}) was killed by SIGKILL`,
    );
  });

  it.each([
    ['a program that is not Node, which ends before it is ready', '/bin/false'],
    ['a program that cannot be started', '/nonexistent/node'],
    ['no Node to run it with (baton in Electron, Bun or Deno)', null],
  ])('starts the steps itself when the starter cannot run: %s', async (_, execPath) => {
    const fallback = new StepStarter(execPath);
    try {
      // Asked for at once, before the starter could have said whether it is ready.
      const steps = new ShellRunner({ tempDir: dir, start: fallback.start });
      const results = await Promise.all(
        [1, 2].map(() => steps.run({ script: 'echo "parent $PPID"', cwd: dir, env })),
      );
      for (const result of results) expect(result.stdout).toBe(`parent ${process.pid}\n`);
    } finally {
      await fallback.close();
    }
  });
});
