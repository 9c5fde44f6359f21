import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GitHubRecordStore } from '../../src/adapters/github/artifact-store.js';
import type { StoredRecord } from '../../src/core/record.js';
import { actionSuite } from '../support/action-suite.js';
import { artifactEnv } from '../support/actions-env.js';
import { Job, obeyedCommands } from '../support/actions-runner.js';
import { quietToolkitLog } from '../support/quiet-toolkit-log.js';

/**
 * The bundled actions stopped as the runner stops a step, when its job is cancelled or the step passes its
 * `timeout-minutes` (ProcessInvoker.cs, CancelAndKillProcessTree): SIGINT to the action's node process,
 * SIGTERM 7.5 s later if it is still there, and a kill 2.5 s after that. The step must stop its agent,
 * store what the stage has as a `cancelled` record, and leave its summary and outputs, before the kill.
 */

quietToolkitLog();

const suite = actionSuite();
let runBackendId: string;

async function newJob(job: string): Promise<Job> {
  const created = await Job.create({ resultsUrl: suite.server.url, runBackendId, job });
  suite.jobs.push(created);
  return created;
}

/** An agent that says it started (its process group id in a file), then works for longer than any test. */
const SLOW_AGENT = 'echo "$$" > "$RUNNER_TEMP/agent.pid"; echo agent-started; sleep 30';

/** Whether any process of the group is still there (zombies not reaped yet do not count), read from /proc. */
function groupAlive(group: number): boolean {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z') return true;
  }
  return false;
}

async function agentGroup(job: Job): Promise<number> {
  return Number((await readFile(join(job.runnerTemp, 'agent.pid'), 'utf8')).trim());
}

function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // Gone already, as it should be.
  }
}

async function readStored(job: Job, stage: string): Promise<StoredRecord | undefined> {
  Object.assign(process.env, artifactEnv({ resultsUrl: suite.server.url, runBackendId }));
  return new GitHubRecordStore({ tempDir: join(job.dir, 'reader-temp') }).get(stage);
}

function finalized(): string[] {
  return suite.server
    .artifacts(runBackendId)
    .filter((a) => a.finalized)
    .map((a) => a.name);
}

describe('the root action stopped by the runner', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s stops the agent’s process group, stores a cancelled record, and leaves the summary and outputs',
    async (signal) => {
      runBackendId = randomUUID();
      const job = await newJob('slow');
      const step = await job.start('stage', { prompt: 'Take your time.', run: SLOW_AGENT });
      await step.waitForOutput('agent-started');
      const group = await agentGroup(job);
      step.kill(signal);
      const result = await step.result;
      try {
        // The step ended by itself, failing, and took its agent with it.
        expect(result.signal).toBeNull();
        expect(result.exitCode).toBe(1);
        expect(groupAlive(group)).toBe(false);
      } finally {
        killGroup(group);
      }
      // The agent's output block is closed, so what the step says after it is obeyed: the cancel, as a
      // warning (it is not the stage's error), and where the record went.
      const said = obeyedCommands(result.stdout).filter((line) => /^::(?:error|warning)/.test(line));
      expect(said).toEqual([
        `::warning::slow: the stage was cancelled while its agent ran: the runner sent ${signal} (the job was cancelled, or the step ran past its timeout-minutes)`,
      ]);
      expect(result.stdout).toMatch(/^stage slow: cancelled, stored as artifact \d+$/m);
      expect(finalized()).toEqual(['baton-slow']);
      const stored = await readStored(job, 'slow');
      expect(stored?.record.outcome.reason).toBe('cancelled');
      expect(stored?.record.status).toBe('failure');
      expect(stored?.record.present).toBe(false);
      expect(stored?.prompt).toBe('Take your time.');
      expect(result.outputs).toMatchObject({
        status: 'failure',
        present: 'false',
        data: '{}',
        'artifact-id': expect.stringMatching(/^\d+$/),
      });
      expect(result.summary).toContain('### ❌ baton stage `slow`');
      expect(result.summary).toContain('| status | failure (cancelled) |');
      expect(result.summary).toContain('| artifact | baton-slow |');
    },
  );

  it('stays a cancel when the runner stopped it first, though the agent then wrote to the file commands as it ended', async () => {
    runBackendId = randomUUID();
    const job = await newJob('slow');
    // On SIGTERM (the action stopping it) the agent writes to the step's file-command files, then ends.
    const agent = [
      `trap 'for f in "$RUNNER_TEMP"/_runner_file_commands/set_env_*; do echo "LD_PRELOAD=x.so" >> "$f"; done; exit 1' TERM`,
      'echo "$$" > "$RUNNER_TEMP/agent.pid"; echo agent-started',
      'sleep 30 & wait',
    ].join('\n');
    const step = await job.start('stage', { prompt: 'Work.', run: agent });
    await step.waitForOutput('agent-started');
    const group = await agentGroup(job);
    step.kill('SIGINT');
    const result = await step.result;
    killGroup(group);
    expect(result.exitCode).toBe(1);
    // The cancel, as a warning; what the agent wrote is put back, and not said as the stage's own error.
    const said = obeyedCommands(result.stdout).filter((line) => /^::(?:error|warning)/.test(line));
    expect(said).toEqual([
      '::warning::slow: the stage was cancelled while its agent ran: the runner sent SIGINT (the job was cancelled, or the step ran past its timeout-minutes)',
    ]);
    expect(result.exported).toEqual({});
    expect((await readStored(job, 'slow'))?.record.outcome.reason).toBe('cancelled');
  });

  it('keeps a handoff the agent finished before it was stopped, and a second signal changes nothing', async () => {
    runBackendId = randomUUID();
    const job = await newJob('slow');
    // The handoff is written, then the agent ignores SIGTERM: it is stopped by the SIGKILL after its grace.
    const agent = [
      `cat > "$BATON_HANDOFF_PATH" <<'BATON_JSON'`,
      JSON.stringify({ version: 1, summary: 'Half the work, written down.', data: { done: 'half' } }),
      'BATON_JSON',
      `trap '' TERM`,
      SLOW_AGENT,
    ].join('\n');
    const step = await job.start('stage', { prompt: 'Work.', run: agent });
    await step.waitForOutput('agent-started');
    const group = await agentGroup(job);
    // The runner's SIGINT, then (as if its grace had passed) its SIGTERM while the step is still stopping.
    step.kill('SIGINT');
    step.kill('SIGTERM');
    const result = await step.result;
    try {
      expect(result.signal).toBeNull();
      expect(result.exitCode).toBe(1);
      expect(groupAlive(group)).toBe(false);
    } finally {
      killGroup(group);
    }
    // One record, one summary, each output once.
    expect(suite.server.artifacts(runBackendId).map((a) => a.name)).toEqual(['baton-slow']);
    expect(finalized()).toEqual(['baton-slow']);
    expect(result.summary.match(/^### /gm)).toHaveLength(1);
    expect(obeyedCommands(result.stdout).filter((line) => line.startsWith('::warning::'))).toHaveLength(1);
    expect(result.outputFile.match(/^status<</gm)).toHaveLength(1);
    const stored = await readStored(job, 'slow');
    expect(stored?.record.outcome.reason).toBe('cancelled');
    expect(stored?.handoff?.summary).toBe('Half the work, written down.');
    expect(result.outputs).toMatchObject({ status: 'failure', present: 'true', data: '{"done":"half"}' });
    expect(result.summary).toContain('Half the work, written down.');
  });

  it('says the record was not stored when the artifact service does not answer within the runner’s grace', async () => {
    runBackendId = randomUUID();
    const job = await newJob('unreachable');
    suite.server.inject({ kind: 'CreateArtifact', times: 1, mode: 'hang', name: 'baton-unreachable' });
    const step = await job.start('stage', { prompt: 'Take your time.', run: SLOW_AGENT });
    await step.waitForOutput('agent-started');
    const group = await agentGroup(job);
    step.kill('SIGINT');
    const result = await step.result;
    try {
      expect(result.signal).toBeNull();
      expect(result.exitCode).toBe(1);
      expect(groupAlive(group)).toBe(false);
    } finally {
      killGroup(group);
    }
    expect(finalized()).toEqual([]);
    expect(obeyedCommands(result.stdout).filter((line) => line.startsWith('::error::'))).toEqual([
      '::error::stage unreachable: the runner sent SIGINT (the job was cancelled, or the step ran past its timeout-minutes); the record of attempt 1 was not stored: artifact baton-unreachable could not be uploaded in the 8.5 s a stopped step has before the runner ends it',
    ]);
    expect(result.outputs).toMatchObject({
      status: 'failure',
      present: 'false',
      data: '{}',
      'artifact-id': '',
    });
    expect(result.summary).toContain('### ❌ baton stage `unreachable`');
    expect(result.summary).toContain('| artifact | not stored |');
  });
});

describe('capture stopped by the runner', () => {
  it('finishes storing the handoff when the runner stops it during the upload', async () => {
    runBackendId = randomUUID();
    const job = await newJob('fix');
    expect((await job.uses('prepare', { prompt: 'Fix.' })).exitCode).toBe(0);
    await job.run(
      `cat > "$BATON_HANDOFF_PATH" <<'BATON_JSON'\n${JSON.stringify({ version: 1, summary: 'Fixed.' })}\nBATON_JSON\n`,
    );
    // The upload waits for its first request's answer a moment (a dropped connection is tried again after
    // a pause): the signal arrives while the record is being stored.
    suite.server.inject({ kind: 'CreateArtifact', times: 1, mode: 'drop', name: 'baton-fix' });
    const step = await job.start('capture', {});
    await step.waitForOutput('trying again');
    step.kill('SIGINT');
    const result = await step.result;
    expect(result.signal).toBeNull();
    expect(finalized()).toEqual(['baton-fix']);
    expect(result.outputs).toMatchObject({ status: 'success', present: 'true' });
    expect(result.summary).toContain('Fixed.');
  });
});

describe('prepare stopped by the runner', () => {
  it('ends before the runner’s kill, saying the prompt was not written, when the records do not come', async () => {
    runBackendId = randomUUID();
    const job = await newJob('fix');
    suite.server.inject({ kind: 'ListArtifacts', times: 1, mode: 'hang' });
    const step = await job.start('prepare', { prompt: 'Fix.', needs: 'investigate' });
    await step.waitForOutput('upstream stages:');
    step.kill('SIGINT');
    const result = await step.result;
    expect(result.signal).toBeNull();
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([
      '::error::stage fix: the runner sent SIGINT (the job was cancelled, or the step ran past its timeout-minutes); the prompt was not written',
    ]);
    expect(result.exported).toEqual({});
  });
});
