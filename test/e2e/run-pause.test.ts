import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentHas, otherProcessIds } from '../../src/adapters/local/proc.js';
import {
  type PauseControl,
  type RunWorkflowOptions,
  type RunWorkflowResult,
  runWorkflow,
} from '../../src/adapters/local/run-workflow.js';
import { processState } from '../support/pty.js';

/**
 * runWorkflow's `pausable`: what `baton run` stops its steps and agents with on Ctrl-Z (each runs in a
 * process group of its own, which the terminal's stop does not reach), read from /proc.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(workflow: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-pause-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yml'), workflow);
  return dir;
}

/** Waits until `done` holds, for at most 30 s. */
async function until(what: string, done: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(done(), `${what} never happened`).toBe(true);
}

const pid = (dir: string, name: string) => Number(readFileSync(join(dir, `${name}.pid`), 'utf8'));

/** The processes whose environment holds `entry` (`NAME=value`). */
function carrying(entry: string): number[] {
  return (otherProcessIds() ?? []).filter((p) => environmentHas(p, entry));
}

/** The process that starts this process's steps for a run (StepStarter): a child of this one, `node -e`. */
function stepStarter(): number {
  const found = (otherProcessIds() ?? []).filter((p) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return ppid === process.pid && readFileSync(`/proc/${p}/cmdline`, 'utf8').includes("'use strict'");
    } catch {
      return false;
    }
  });
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** runWorkflow of the project's wf.yml, in CI's mode, with its pause control once the run hands it over. */
function runPausable(dir: string, options: RunWorkflowOptions = {}) {
  const run: { control?: PauseControl; ran?: Promise<RunWorkflowResult> } = {};
  const ran = runWorkflow('wf.yml', {
    cwd: dir,
    env: { ...process.env, CI: 'true' },
    ...options,
    pausable: (given) => {
      run.control = given;
    },
  });
  return Object.assign(run, { ran });
}

describe.runIf(existsSync('/proc/self/stat'))('runWorkflow: pausable', () => {
  it("pause stops the commands running and what a running job's steps left in the background; resume continues them", async () => {
    const dir = project(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: sleep 300 & echo $! > background.pid
      - run: echo $$ > step.pid; for i in $(seq 600); do [ -e go ] && break; sleep 0.1; done
`);
    const run = runPausable(dir);
    try {
      await until('the second step starting', () => existsSync(join(dir, 'step.pid')));
      const pids = [pid(dir, 'background'), pid(dir, 'step')];
      expect(pids.map(processState)).not.toContain('T');
      run.control?.pause();
      await until('both stopping', () => pids.every((p) => processState(p) === 'T'));
      run.control?.resume();
      await until('both continuing', () => pids.every((p) => processState(p) !== 'T'));
    } finally {
      // A failed expectation leaves nothing stopped behind.
      run.control?.resume();
      writeFileSync(join(dir, 'go'), '');
    }
    expect((await run.ran).status).toBe('success');
  });

  it('a command that its starter says has started only after the pause is paused too', async () => {
    const mark = `BATON_PAUSE_TEST=${process.pid}-${Date.now()}`;
    const dir = project(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo $$ > first.pid; until [ -e go1 ]; do sleep 0.05; done
      - run: until [ -e go ]; do sleep 0.05; done
        env:
          ${mark.replace('=', ': ')}
`);
    const run = runPausable(dir);
    let starter: number | undefined;
    try {
      await until('the first step starting', () => existsSync(join(dir, 'first.pid')));
      // The starter cannot say anything until continued: the first step's end, then the second's start.
      starter = stepStarter();
      process.kill(starter, 'SIGSTOP');
      writeFileSync(join(dir, 'go1'), '');
      // Ended (a zombie its stopped starter cannot reap yet) before the pause, which would stop it.
      const first = pid(dir, 'first');
      await until('the first step ending', () => [null, 'Z'].includes(processState(first)));
      run.control?.pause();
      process.kill(starter, 'SIGCONT');
      await until('the second step starting', () => carrying(mark).length > 0);
      await until('the second step stopping', () => carrying(mark).every((p) => processState(p) === 'T'));
      run.control?.resume();
      await until('the second step continuing', () => carrying(mark).every((p) => processState(p) !== 'T'));
    } finally {
      // A failed expectation leaves nothing stopped behind.
      if (starter !== undefined) process.kill(starter, 'SIGCONT');
      run.control?.resume();
      writeFileSync(join(dir, 'go1'), '');
      writeFileSync(join(dir, 'go'), '');
    }
    expect((await run.ran).status).toBe('success');
  });

  it('a run stopped while paused continues its commands first, so the stop reaches them and they clean up', async () => {
    const dir = project(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: |
          trap 'echo cleaned > cleaned.txt; exit 130' INT
          echo $$ > step.pid; for i in $(seq 600); do [ -e go ] && break; sleep 0.1; done
`);
    const cancel = new AbortController();
    // A stopped command that never got its SIGINT is killed after twice killGraceMs, without cleaning up.
    const run = runPausable(dir, { cancel: cancel.signal, killGraceMs: 2000 });
    try {
      await until('the step starting', () => existsSync(join(dir, 'step.pid')));
      run.control?.pause();
      await until('the step stopping', () => processState(pid(dir, 'step')) === 'T');
      cancel.abort();
      expect((await run.ran).status).toBe('cancelled');
      expect(readFileSync(join(dir, 'cleaned.txt'), 'utf8')).toBe('cleaned\n');
    } finally {
      // A failed expectation leaves nothing stopped behind.
      run.control?.resume();
      writeFileSync(join(dir, 'go'), '');
    }
  });
});
