import { describe, expect, it } from 'vitest';
import type { LineageEntry, StoredRecord } from '../../../src/core/record.js';
import { handoffChain } from '../../../src/core/workflow/chain.js';
import { makeRecord } from '../../support/records.js';

/** An attempt of `stage` in run attempt `runAttempt`: its agent started at `start` and ran `ms`. */
function stored(
  stage: string,
  runAttempt: number,
  attempt: number,
  start: string,
  ms: number,
  lineage: LineageEntry[] = [],
): StoredRecord {
  return {
    record: makeRecord({
      stage,
      attempt,
      run: { attempt: runAttempt },
      lineage,
      agent: { started_at: start, finished_at: start, duration_ms: ms },
    }),
    prompt: '',
    handoff: null,
    recordSha256: 'a'.repeat(64),
  };
}

describe('handoffChain', () => {
  it("counts and times a stage's attempts of its newest run attempt only, naming the earlier run attempts that ran it", () => {
    // Run attempt 1: triage tried twice (10 s, 20 s); "re-run all jobs", run attempt 2: once (60 s).
    const chain = handoffChain([
      stored('triage', 1, 1, '2026-11-21T13:00:00.000Z', 10_000),
      stored('triage', 1, 2, '2026-11-21T13:01:00.000Z', 20_000),
      stored('triage', 2, 1, '2026-11-21T14:00:00.000Z', 60_000),
    ]);
    expect(chain).toHaveLength(1);
    expect(chain[0]).toMatchObject({
      attempt: 1,
      run_attempt: 2,
      attempts: 1,
      earlier_run_attempts: [1],
      started_at: '2026-11-21T14:00:00.000Z',
      duration_ms: 60_000,
    });
  });

  it('adds up the attempts of one run attempt, and names no earlier run attempt when none ran the stage', () => {
    const chain = handoffChain([
      stored('fix', 1, 1, '2026-11-21T13:00:00.000Z', 10_000),
      stored('fix', 1, 2, '2026-11-21T13:01:00.000Z', 20_000),
    ]);
    expect(chain[0]).toMatchObject({
      attempts: 2,
      duration_ms: 30_000,
      started_at: '2026-11-21T13:00:00.000Z',
    });
    expect(chain[0]).not.toHaveProperty('earlier_run_attempts');
  });

  it('keeps a re-run stage in the place it first started, before the stages that read it in run attempt 1', () => {
    const triage = (runAttempt: number, start: string) => stored('triage', runAttempt, 1, start, 1_000);
    const chain = handoffChain([
      triage(1, '2026-11-21T13:00:00.000Z'),
      stored('fix', 1, 1, '2026-11-21T13:05:00.000Z', 1_000, [
        { stage: 'triage', attempt: 1, record_sha256: 'a'.repeat(64) },
      ]),
      triage(2, '2026-11-21T14:00:00.000Z'),
    ]);
    expect(chain.map((link) => link.stage)).toEqual(['triage', 'fix']);
  });
});
