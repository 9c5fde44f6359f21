import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PauseControl, runWorkflow } from '../../src/adapters/local/run-workflow.js';
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
    let control: PauseControl | undefined;
    const ran = runWorkflow('wf.yml', {
      cwd: dir,
      env: { ...process.env, CI: 'true' },
      pausable: (given) => {
        control = given;
      },
    });
    try {
      await until('the second step starting', () => existsSync(join(dir, 'step.pid')));
      const pids = [pid(dir, 'background'), pid(dir, 'step')];
      expect(pids.map(processState)).not.toContain('T');
      control?.pause();
      await until('both stopping', () => pids.every((p) => processState(p) === 'T'));
      control?.resume();
      await until('both continuing', () => pids.every((p) => processState(p) !== 'T'));
    } finally {
      // A failed expectation leaves nothing stopped behind.
      control?.resume();
      writeFileSync(join(dir, 'go'), '');
    }
    expect((await ran).status).toBe('success');
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
    let control: PauseControl | undefined;
    const cancel = new AbortController();
    const ran = runWorkflow('wf.yml', {
      cwd: dir,
      env: { ...process.env, CI: 'true' },
      cancel: cancel.signal,
      // A stopped command that never got its SIGINT is killed after twice this, without cleaning up.
      killGraceMs: 2000,
      pausable: (given) => {
        control = given;
      },
    });
    try {
      await until('the step starting', () => existsSync(join(dir, 'step.pid')));
      control?.pause();
      await until('the step stopping', () => processState(pid(dir, 'step')) === 'T');
      cancel.abort();
      expect((await ran).status).toBe('cancelled');
      expect(readFileSync(join(dir, 'cleaned.txt'), 'utf8')).toBe('cleaned\n');
    } finally {
      // A failed expectation leaves nothing stopped behind.
      control?.resume();
      writeFileSync(join(dir, 'go'), '');
    }
  });
});
