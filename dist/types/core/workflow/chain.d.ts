import type { HandoffStatus } from '../handoff.js';
import { type OutcomeReason, type StoredRecord } from '../record.js';
/** One stage of a run's handoff chain: what it handed on, where it routed, how it ended. */
export interface HandoffLink {
    stage: string;
    job: string;
    /** The attempt shown (the stage's last). */
    attempt: number;
    /** Attempts the stage took in all. */
    attempts: number;
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
    started_at: string;
    duration_ms: number;
}
/**
 * The chain of a run: each stage's last attempt, in the order the stages started (ties by hop, then id),
 * with the upstream stages it read. Pure: `baton history`, `runWorkflow`'s `chain` and reports share it.
 */
export declare function handoffChain(records: readonly StoredRecord[]): HandoffLink[];
/**
 * The stage a run ended with: the last stage of the chain to finish, preferring the deepest hop — what a
 * caller of `runWorkflow` reads the final answer from.
 */
export declare function finalStageOf(chain: readonly HandoffLink[]): string | null;
