import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE_ENV, type StageHarness, stageHarness, writeHandoff } from '../../support/stage-harness.js';

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

const JOBS = ['triage', 'fix', 'ask'];

describe('next routing', () => {
  it('puts a next.stage that names a job of the workflow in the next output', async () => {
    const result = await h.run({
      stage: 'triage',
      job: 'triage',
      workflowJobs: JOBS,
      agent: {
        kind: 'command',
        command: writeHandoff({ version: 1, summary: 'a bug', next: { stage: 'fix', reason: 'reproduced' } }),
      },
    });
    expect(result.ok).toBe(true);
    expect(result.outputs.next).toBe('fix');
    expect(result.final.handoff?.next).toEqual({ stage: 'fix', reason: 'reproduced' });
    expect(result.final.record.problems).toEqual([]);
  });

  it('refuses a next.stage that names no job (next-unknown-stage, listing the jobs) and stores no handoff', async () => {
    const bad = await h.fixture(
      'next.json',
      JSON.stringify({ version: 1, summary: 'ROUTED-AWAY', next: { stage: 'deploy' } }),
    );
    const result = await h.run(
      {
        stage: 'triage',
        job: 'triage',
        workflowJobs: JOBS,
        agent: { kind: 'command', command: 'cp "$BAD" "$BATON_HANDOFF_PATH"' },
      },
      { env: { ...BASE_ENV, BAD: bad } },
    );
    expect(result.ok).toBe(false);
    expect(result.outcome.reason).toBe('handoff-invalid');
    expect(result.final.record.problems).toContainEqual({
      code: 'next-unknown-stage',
      severity: 'error',
      path: '$.next.stage',
      message: '"deploy" names no job in this workflow; jobs: ask, fix, triage',
    });
    expect(result.outcome.message).toContain(
      '"deploy" names no job in this workflow; jobs: ask, fix, triage',
    );
    expect(result.final.handoff).toBeNull();
    expect(result.outputs).toMatchObject({ next: '', present: 'false', status: 'failure' });
    expect((await h.storedFiles()).filter((f) => f.text.includes('ROUTED-AWAY'))).toEqual([]);
  });

  it('under on-invalid warn, keeps the handoff, warns next-unknown-stage and routes nowhere', async () => {
    const result = await h.run({
      stage: 'triage',
      job: 'triage',
      workflowJobs: JOBS,
      onInvalid: 'warn',
      agent: {
        kind: 'command',
        command: writeHandoff({ version: 1, summary: 's', next: { stage: 'deploy' } }),
      },
    });
    expect(result.ok).toBe(true);
    expect(result.final.record.problems).toContainEqual(
      expect.objectContaining({ code: 'next-unknown-stage', severity: 'warning' }),
    );
    expect(result.final.handoff?.next?.stage).toBe('deploy');
    expect(result.outputs.next).toBe('');
  });

  it('gives a required handoff routing nowhere a repair turn', async () => {
    const agent = [
      'if grep -q "was not accepted" "$BATON_PROMPT_PATH"; then',
      `  ${writeHandoff({ version: 1, summary: 's', next: { stage: 'ask' } })}`,
      'else',
      `  ${writeHandoff({ version: 1, summary: 's', next: { stage: 'deploy' } })}`,
      'fi',
    ].join('\n');
    const result = await h.run({
      stage: 'triage',
      job: 'triage',
      workflowJobs: JOBS,
      handoff: 'required',
      agent: { kind: 'command', command: agent },
    });
    expect(result.ok).toBe(true);
    expect(result.attempts).toHaveLength(2);
    expect((await h.store.getAttempt('triage', 2))?.prompt).toContain(
      '"deploy" names no job in this workflow',
    );
    expect(result.outputs.next).toBe('ask');
  });

  it('when the workflow’s jobs are unknown, keeps next as given with a warning saying it was not checked, and why', async () => {
    const handoff = writeHandoff({ version: 1, summary: 's', next: { stage: 'anything' } });
    const result = await h.run({
      workflowUnread: '.github/workflows/ci.yml is not in the workspace (is the repository checked out?)',
      agent: { kind: 'command', command: handoff },
    });
    expect(result.ok).toBe(true);
    expect(result.outputs.next).toBe('anything');
    expect(result.final.record.problems).toEqual([
      {
        code: 'next-unchecked',
        severity: 'warning',
        path: '$.next.stage',
        message:
          '"anything" was not checked against the workflow\'s jobs, which are not known here: .github/workflows/ci.yml is not in the workspace (is the repository checked out?); the `next` output names it as given, whether or not a job has that id',
      },
    ]);
    // Without a reason given, the one there always is.
    const plain = await h.run({ stage: 'plain', job: 'plain', agent: { kind: 'command', command: handoff } });
    expect(plain.final.record.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('which are not known here: the workflow file was not read;'),
    ]);
    // A handoff without next has nothing to check.
    const quiet = await h.run({
      stage: 'quiet',
      job: 'quiet',
      agent: { kind: 'command', command: writeHandoff({ version: 1, summary: 's' }) },
    });
    expect(quiet.final.record.problems).toEqual([]);
  });
});

describe('max-handoffs', () => {
  it('refuses a stage whose hop would exceed max-handoffs, naming the chain, without running the agent', async () => {
    const chain = ['investigate', 'fix', 'test', 'review'];
    for (const [i, stage] of chain.entries()) {
      const previous = chain[i - 1];
      const result = await h.run({
        stage,
        job: stage,
        upstream: chain.slice(0, i).map((s) => ({ stage: s, job: s })),
        template: { text: previous ? `{{stages.${previous}.summary}}` : 'start', source: 'test' },
        agent: { kind: 'command', command: writeHandoff({ version: 1, summary: `${stage} done` }) },
        maxHandoffs: 4,
      });
      expect(result.ok).toBe(true);
      expect(result.final.record.hop).toBe(i + 1);
    }
    const marker = join(h.root, 'merge-ran');
    const result = await h.run({
      stage: 'merge',
      job: 'merge',
      upstream: chain.map((s) => ({ stage: s, job: s })),
      agent: { kind: 'command', command: `touch ${marker}` },
      maxHandoffs: 4,
    });
    const message =
      'stage merge would be hop 5, more than max-handoffs 4: investigate → fix → test → review → merge';
    expect(result.ok).toBe(false);
    expect(result.outcome).toEqual({
      reason: 'max-handoffs',
      message,
      hop: 5,
      limit: 4,
      chain: [...chain, 'merge'],
    });
    expect(result.final.record).toMatchObject({
      hop: 5,
      status: 'failure',
      present: false,
      outcome: { reason: 'max-handoffs', message },
      problems: [{ code: 'max-handoffs', severity: 'error', path: '$', message }],
    });
    expect(result.outputs.status).toBe('failure');
    await expect(access(marker)).rejects.toThrow();
  });
});
