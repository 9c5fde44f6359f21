import type { HandoffStatus } from '../handoff.js';
import type { RecordKey } from '../ports.js';
import { type OutcomeReason, refusedHandoffProblems, type StoredRecord } from '../record.js';
import { compareAttempts, recordKeyOf } from '../record-key.js';
import { supersededStages } from '../superseded-records.js';

/** One stage of a run's handoff chain: what it handed on, where it routed, how it ended. */
export interface HandoffLink {
  stage: string;
  job: string;
  /** The attempt shown (the stage's last). */
  attempt: number;
  /** The run attempt of the attempt shown: 1, or in a run re-run on GitHub and pulled, the re-run's. */
  run_attempt: number;
  /**
   * Attempts the stage took in its run attempt shown (`run_attempt`): in a run re-run on GitHub and pulled,
   * a re-run's attempts are not added to those of the run attempt before it, which ran the stage apart.
   */
  attempts: number;
  /**
   * The earlier run attempts that ran the stage too (a run re-run on GitHub and pulled), oldest first; absent
   * when none did. Their attempts are in neither `attempts` nor `duration_ms`.
   */
  earlier_run_attempts?: number[];
  /**
   * Present when the attempt shown is not what the stage did in the run as it stands: a re-run of jobs ran a
   * stage it was rendered from again, and not this one (superseded-records.ts). The report shows it as
   * `not run in run attempt <not_run_in_run_attempt>`.
   */
  superseded?: {
    /** The run attempt the stage did not run in. */
    not_run_in_run_attempt: number;
    /** The stage it was rendered from that ran again. */
    upstream: string;
    /** The run attempt of that stage's record it was rendered from. */
    read_run_attempt: number;
  };
  hop: number;
  status: HandoffStatus;
  reason: OutcomeReason;
  /** The outcome message when the stage failed. */
  message: string | null;
  /** The handoff's summary, or null when it wrote none or the one it wrote was refused. Untrusted text. */
  summary: string | null;
  /**
   * How many problems refused the handoff the stage wrote, so none was kept (`refusedHandoffProblems`):
   * 0 when one was kept, or none was written.
   */
  refused: number;
  /** `next.stage` of the handoff, or null. */
  next: string | null;
  /** Upstream stages its prompt was rendered from. */
  from: string[];
  /** When the first attempt of its run attempt shown started. */
  started_at: string;
  /** The agent's time over the attempts of its run attempt shown (`attempts`). */
  duration_ms: number;
}

/**
 * The chain of a run: each stage's last attempt (of its latest run attempt), with the attempts and time of
 * that run attempt, in the order the stages first started (ties by hop, then id), with the upstream stages
 * it read, and whether a re-run superseded it. `alsoListed` are keys of records of the run that could not
 * be read (see supersededStages). Pure: `baton history`, `runWorkflow`'s `chain` and reports share it.
 */
export function handoffChain(
  records: readonly StoredRecord[],
  alsoListed: readonly RecordKey[] = [],
): HandoffLink[] {
  const superseded = supersededStages(records, alsoListed);
  const byStage = new Map<string, StoredRecord[]>();
  for (const stored of records) {
    const list = byStage.get(stored.record.stage) ?? [];
    list.push(stored);
    byStage.set(stored.record.stage, list);
  }
  const links: HandoffLink[] = [];
  // Stages are drawn in the order they first started, in whichever run attempt: a re-run's stage keeps its place.
  const firstStarted = new Map<string, string>();
  for (const [stage, all] of byStage) {
    all.sort((a, b) => compareAttempts(recordKeyOf(a.record), recordKeyOf(b.record)));
    const last = all.at(-1) as StoredRecord;
    const { record, handoff } = last;
    // The attempts of the run attempt shown: a re-run ran the stage afresh, so an earlier run attempt's
    // tries are not this one's.
    const attempts = all.filter((a) => a.record.run.attempt === record.run.attempt);
    const first = attempts[0] as StoredRecord;
    const earlier = [...new Set(all.map((a) => a.record.run.attempt).filter((n) => n < record.run.attempt))];
    firstStarted.set(stage, (all[0] as StoredRecord).record.agent.started_at);
    const why = superseded.get(stage);
    links.push({
      stage,
      job: record.job,
      attempt: record.attempt,
      run_attempt: record.run.attempt,
      attempts: attempts.length,
      ...(earlier.length === 0 ? {} : { earlier_run_attempts: earlier }),
      ...(why === undefined
        ? {}
        : {
            superseded: {
              not_run_in_run_attempt: why.newerRunAttempt,
              upstream: why.upstream,
              read_run_attempt: why.readRunAttempt,
            },
          }),
      hop: record.hop,
      status: record.status,
      reason: record.outcome.reason,
      message: record.outcome.message,
      summary: handoff?.summary ?? null,
      refused: refusedHandoffProblems(record).length,
      next: handoff?.next?.stage ?? null,
      from: record.lineage.map((entry) => entry.stage),
      started_at: first.record.agent.started_at,
      duration_ms: attempts.reduce((sum, a) => sum + a.record.agent.duration_ms, 0),
    });
  }
  return links.sort(
    (a, b) =>
      (firstStarted.get(a.stage) ?? '').localeCompare(firstStarted.get(b.stage) ?? '') ||
      a.hop - b.hop ||
      (a.stage < b.stage ? -1 : a.stage > b.stage ? 1 : 0),
  );
}

/**
 * The stage a run ended with: the last stage of the chain to finish, preferring the deepest hop — what a
 * caller of `runWorkflow` reads the final answer from.
 */
export function finalStageOf(chain: readonly HandoffLink[]): string | null {
  let best: HandoffLink | undefined;
  for (const link of chain) {
    const end = Date.parse(link.started_at) + link.duration_ms;
    const bestEnd = best ? Date.parse(best.started_at) + best.duration_ms : Number.NEGATIVE_INFINITY;
    if (!best || link.hop > best.hop || (link.hop === best.hop && end >= bestEnd)) best = link;
  }
  return best?.stage ?? null;
}
