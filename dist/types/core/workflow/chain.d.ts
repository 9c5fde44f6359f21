import type { HandoffStatus } from '../handoff.js';
import type { RecordKey } from '../ports.js';
import { type OutcomeReason, type StoredRecord } from '../record.js';
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
export declare function handoffChain(records: readonly StoredRecord[], alsoListed?: readonly RecordKey[]): HandoffLink[];
/**
 * The stage a run ended with: the last stage of the chain to finish, preferring the deepest hop — what a
 * caller of `runWorkflow` reads the final answer from.
 */
export declare function finalStageOf(chain: readonly HandoffLink[]): string | null;
