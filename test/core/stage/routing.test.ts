import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalRecordStore } from '../../../src/adapters/local/record-store.js';
import type { RecordStore } from '../../../src/core/ports.js';
import { storeAttempt } from '../../../src/core/stage/store-attempt.js';
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

  it('skips the check when the workflow’s jobs are unknown', async () => {
    const result = await h.run({
      agent: {
        kind: 'command',
        command: writeHandoff({ version: 1, summary: 's', next: { stage: 'anything' } }),
      },
    });
    expect(result.ok).toBe(true);
    expect(result.outputs.next).toBe('anything');
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

  it('stops a routing loop that spans runs: the chain follows the parent run’s lineage', async () => {
    // The parent run: investigate → fix → test → fix (a rerun) → test, each reading the one before.
    const parentDir = await mkdtemp(join(tmpdir(), 'baton-parent-run-'));
    try {
      const parent = new LocalRecordStore(parentDir);
      const steps: Array<[string, number]> = [
        ['investigate', 1],
        ['fix', 1],
        ['test', 1],
        ['fix', 2],
        ['test', 2],
      ];
      let previous: { stage: string; attempt: number; record_sha256: string } | null = null;
      for (const [i, [stage, attempt]] of steps.entries()) {
        const stored = await storeAttempt(
          h.spec({ stage, job: stage }),
          {
            attempt,
            repair: false,
            hop: i + 1,
            lineage: previous ? [previous] : [],
            prompt: `prompt of ${stage}`,
            handoff: { version: 1, status: 'success', summary: `${stage} ${attempt}` },
            agent: null,
            startedAt: new Date('2026-11-21T13:00:00Z'),
            finishedAt: new Date('2026-11-21T13:01:00Z'),
            usage: null,
            verify: null,
            outcome: { reason: 'completed', message: null },
            problems: [],
          },
          { store: parent, workspace: h.workspace },
        );
        previous = { stage, attempt, record_sha256: stored.ref.recordSha256 };
      }
      // The child run reads its parent's records through a store that falls back to the parent.
      const store = layered(h.store, parent);
      const result = await h.run(
        {
          stage: 'fix',
          job: 'fix',
          upstream: [{ stage: 'test', job: 'test' }],
          maxHandoffs: 5,
          agent: { kind: 'command', command: 'exit 99' },
        },
        { store },
      );
      expect(result.outcome).toMatchObject({
        reason: 'max-handoffs',
        message:
          'stage fix would be hop 6, more than max-handoffs 5: investigate → fix → test → fix → test → fix',
      });
      expect((await h.store.get('fix'))?.record.outcome.reason).toBe('max-handoffs');
    } finally {
      await rm(parentDir, { recursive: true, force: true });
    }
  });
});

/** Reads from `current`, then `parent`; writes to `current` (a child run reading its parent's records). */
function layered(current: RecordStore, parent: RecordStore): RecordStore {
  return {
    put: (entry) => current.put(entry),
    get: async (stage) => (await current.get(stage)) ?? parent.get(stage),
    getAttempt: async (stage, attempt) =>
      (await current.getAttempt(stage, attempt)) ?? parent.getAttempt(stage, attempt),
    list: () => current.list(),
  };
}
