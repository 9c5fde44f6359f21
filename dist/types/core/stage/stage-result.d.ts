import type { Handoff } from '../handoff.js';
import type { RecordRef } from '../ports.js';
import type { Problem } from '../problem.js';
import type { OutcomeReason, StageRecord } from '../record.js';
import type { StageOutputs } from './outputs.js';
/**
 * How a stage (or one attempt of it) ended: a union on `reason` (STYLE #7), so callers — the action, `baton
 * run`, reports — can say exactly what happened with an exhaustive switch. `message` is what a person reads:
 * one line, except a render error's code frame on the lines after; it holds no secret (it is redacted).
 */
export type StageOutcome = {
    reason: 'completed';
    message: null;
} | {
    reason: 'exit-nonzero';
    message: string;
    exitCode: number | null;
    signal: string | null;
} | {
    reason: 'handoff-invalid';
    message: string;
    problems: Problem[];
} | {
    reason: 'handoff-missing';
    message: string;
} | {
    reason: 'verify-failed';
    message: string;
    exitCode: number | null;
} | {
    reason: 'max-handoffs';
    message: string;
    hop: number;
    limit: number;
    chain: string[];
} | {
    reason: 'render-failed';
    message: string;
    problems: Problem[];
} | {
    reason: 'cancelled';
    message: string;
};
/** The reasons the engine produces: every one a record's OutcomeReason (`skipped` is the caller's to decide). */
export type StageOutcomeReason = StageOutcome['reason'] & OutcomeReason;
/**
 * The warnings of an attempt's record that were not said when its prompt was prepared (those are the
 * render's): the handoff check's — a handoff refused under `on-invalid: warn`, a `next` naming no job, a
 * redaction, an artifact left out, `blocked` without `failure`. Said when the attempt is recorded, as
 * warnings of the step (the action's annotations) or of the run (`baton run`).
 */
export declare function recordedWarnings(record: Pick<StageRecord, 'problems'>): Problem[];
/**
 * Whether a stage attempt that ended with `reason` succeeded, as its step does: every outcome but `completed`
 * fails the step (the action's exit code, `baton run`'s step), whatever status its handoff says — a
 * `failure` or `blocked` handoff is a stage that did its job and said so.
 */
export declare function stageSucceeded(reason: OutcomeReason): boolean;
/** A few words for an outcome, for log lines and summaries: `verify failed`, `handoff refused`. */
export declare function outcomeHeadline(outcome: StageOutcome): string;
/** One stored attempt of a stage. */
export interface StageAttempt {
    record: StageRecord;
    ref: RecordRef;
    /** The stored (validated, redacted) handoff, or null. */
    handoff: Handoff | null;
    /** Whether the attempt ran its agent, so that its output was stored (agent.log). */
    logged: boolean;
}
/**
 * What `runStage` returns: the outcome of the stage, every attempt it stored (in order), and the outputs of
 * the last attempt. A stage fails (`ok: false`) for every outcome but `completed`; its records are stored
 * either way, so `if: always()` jobs and reports can read them.
 */
export interface StageResult {
    stage: string;
    ok: boolean;
    outcome: StageOutcome;
    /** Every attempt's record, first to last; never empty. */
    attempts: StageAttempt[];
    /** The last attempt. */
    final: StageAttempt;
    /** The outputs of the last attempt (fixed names, DESIGN §6). */
    outputs: StageOutputs;
}
/** How an agent or verify command that could not start reports itself in its output (and so the log). */
export declare const NOT_STARTED_PREFIX = "baton: the command could not start: ";
