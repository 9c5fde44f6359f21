import { type Handoff, HandoffStatus } from './handoff.js';
import { Problem } from './problem.js';
import * as z from './zod.js';
/**
 * The record (DESIGN §3): what baton keeps about one stage attempt. What the agent claims (`handoff.json`,
 * stored beside this document) and what baton measured (everything here) stay apart. Immutable once written.
 */
/** A sha256 digest as records hold it: 64 lowercase hex digits. */
export declare const SHA256_HEX: RegExp;
/**
 * Why a stage ended as it did (STYLE #7). `completed` is the good case; every other reason is a failure a
 * report must be able to name exactly.
 */
export declare const OutcomeReason: z.ZodMiniEnum<{
    "max-handoffs": "max-handoffs";
    "handoff-invalid": "handoff-invalid";
    "handoff-missing": "handoff-missing";
    completed: "completed";
    "exit-nonzero": "exit-nonzero";
    "verify-failed": "verify-failed";
    "render-failed": "render-failed";
    skipped: "skipped";
    cancelled: "cancelled";
}>;
export type OutcomeReason = z.infer<typeof OutcomeReason>;
export declare const Usage: z.ZodMiniObject<{
    input_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    output_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    cost_usd: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
}, z.core.$strict>;
export type Usage = z.infer<typeof Usage>;
export declare const RunFacts: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    attempt: z.ZodMiniNumber<number>;
    workflow: z.ZodMiniString<string>;
    repository: z.ZodMiniString<string>;
    event_name: z.ZodMiniString<string>;
    sha: z.ZodMiniString<string>;
    ref: z.ZodMiniString<string>;
}, z.core.$strict>;
export type RunFacts = z.infer<typeof RunFacts>;
export declare const AgentFacts: z.ZodMiniObject<{
    command: z.ZodMiniNullable<z.ZodMiniString<string>>;
    preset: z.ZodMiniNullable<z.ZodMiniString<string>>;
    exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    started_at: z.iso.ZodMiniISODateTime;
    finished_at: z.iso.ZodMiniISODateTime;
    duration_ms: z.ZodMiniNumber<number>;
    usage: z.ZodMiniNullable<z.ZodMiniObject<{
        input_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        output_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        cost_usd: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type AgentFacts = z.infer<typeof AgentFacts>;
export declare const VerifyFacts: z.ZodMiniObject<{
    command: z.ZodMiniString<string>;
    exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    output_tail: z.ZodMiniString<string>;
    duration_ms: z.ZodMiniNumber<number>;
}, z.core.$strict>;
export type VerifyFacts = z.infer<typeof VerifyFacts>;
/** One upstream record the prompt was rendered from. */
export declare const LineageEntry: z.ZodMiniObject<{
    stage: z.ZodMiniString<string>;
    attempt: z.ZodMiniNumber<number>;
    run_attempt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    record_sha256: z.ZodMiniString<string>;
}, z.core.$strict>;
export type LineageEntry = z.infer<typeof LineageEntry>;
/**
 * The run a stage's run continues (the `parent-run` input, `baton run --parent`): a routing loop that starts
 * a new run keeps counting hops from where its parent run got to.
 */
export declare const ParentLink: z.ZodMiniObject<{
    run: z.ZodMiniString<string>;
    lineage: z.ZodMiniArray<z.ZodMiniObject<{
        stage: z.ZodMiniString<string>;
        attempt: z.ZodMiniNumber<number>;
        run_attempt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        record_sha256: z.ZodMiniString<string>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type ParentLink = z.infer<typeof ParentLink>;
export declare const StageRecord: z.ZodMiniObject<{
    schema: z.ZodMiniLiteral<"baton.record/v1">;
    stage: z.ZodMiniString<string>;
    job: z.ZodMiniString<string>;
    matrix: z.ZodMiniNullable<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    attempt: z.ZodMiniNumber<number>;
    repair: z.ZodMiniBoolean<boolean>;
    hop: z.ZodMiniNumber<number>;
    run: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        attempt: z.ZodMiniNumber<number>;
        workflow: z.ZodMiniString<string>;
        repository: z.ZodMiniString<string>;
        event_name: z.ZodMiniString<string>;
        sha: z.ZodMiniString<string>;
        ref: z.ZodMiniString<string>;
    }, z.core.$strict>;
    agent: z.ZodMiniObject<{
        command: z.ZodMiniNullable<z.ZodMiniString<string>>;
        preset: z.ZodMiniNullable<z.ZodMiniString<string>>;
        exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        started_at: z.iso.ZodMiniISODateTime;
        finished_at: z.iso.ZodMiniISODateTime;
        duration_ms: z.ZodMiniNumber<number>;
        usage: z.ZodMiniNullable<z.ZodMiniObject<{
            input_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            output_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            cost_usd: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        }, z.core.$strict>>;
    }, z.core.$strict>;
    verify: z.ZodMiniNullable<z.ZodMiniObject<{
        command: z.ZodMiniString<string>;
        exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        output_tail: z.ZodMiniString<string>;
        duration_ms: z.ZodMiniNumber<number>;
    }, z.core.$strict>>;
    status: z.ZodMiniEnum<{
        success: "success";
        partial: "partial";
        blocked: "blocked";
        failure: "failure";
    }>;
    outcome: z.ZodMiniObject<{
        reason: z.ZodMiniEnum<{
            "max-handoffs": "max-handoffs";
            "handoff-invalid": "handoff-invalid";
            "handoff-missing": "handoff-missing";
            completed: "completed";
            "exit-nonzero": "exit-nonzero";
            "verify-failed": "verify-failed";
            "render-failed": "render-failed";
            skipped: "skipped";
            cancelled: "cancelled";
        }>;
        message: z.ZodMiniNullable<z.ZodMiniString<string>>;
    }, z.core.$strict>;
    present: z.ZodMiniBoolean<boolean>;
    digests: z.ZodMiniObject<{
        handoff: z.ZodMiniNullable<z.ZodMiniString<string>>;
        prompt: z.ZodMiniString<string>;
    }, z.core.$strict>;
    lineage: z.ZodMiniArray<z.ZodMiniObject<{
        stage: z.ZodMiniString<string>;
        attempt: z.ZodMiniNumber<number>;
        run_attempt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        record_sha256: z.ZodMiniString<string>;
    }, z.core.$strict>>;
    parent: z.ZodMiniOptional<z.ZodMiniObject<{
        run: z.ZodMiniString<string>;
        lineage: z.ZodMiniArray<z.ZodMiniObject<{
            stage: z.ZodMiniString<string>;
            attempt: z.ZodMiniNumber<number>;
            run_attempt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            record_sha256: z.ZodMiniString<string>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    problems: z.ZodMiniArray<z.ZodMiniObject<{
        code: z.ZodMiniString<string>;
        severity: z.ZodMiniEnum<{
            error: "error";
            warning: "warning";
        }>;
        path: z.ZodMiniString<string>;
        message: z.ZodMiniString<string>;
    }, z.core.$strip>>;
}, z.core.$strict>;
export type StageRecord = z.infer<typeof StageRecord>;
/**
 * How a stage attempt ended, as people read it (the final stage line of `baton run`, `baton history`,
 * reports): its status, except that a stage stopped by the run's cancellation reads `cancelled`. Its record
 * keeps status `failure` with reason `cancelled` (a handoff status has no `cancelled`), so this is the one
 * place that says how to show it.
 */
export type ShownStatus = HandoffStatus | 'cancelled';
export declare function shownStatus(status: HandoffStatus, reason: OutcomeReason): ShownStatus;
/**
 * The problems of a handoff the attempt wrote and baton refused, so none was kept (`present` false): under
 * `on-invalid: fail` the errors that failed the stage (reason `handoff-invalid`), else the `handoff-invalid`
 * problems the record keeps (as warnings under `on-invalid: warn`). Empty when a handoff was kept, or none
 * was written: a reader says "refused" only where the record knows it, never "wrote no handoff" of one refused.
 */
export declare function refusedHandoffProblems(record: StageRecord): Problem[];
/**
 * A handoff refused, in the few words a table cell or a chain line has for it (`handoff refused (2
 * problems)`), from its `refusedHandoffProblems` count: what `baton show` says at length.
 */
export declare function refusedHandoffText(problems: number): string;
/** One stage attempt as stored: the three files of DESIGN §4, parsed. */
export interface StoredRecord {
    record: StageRecord;
    /** The exact prompt the agent got. */
    prompt: string;
    /** The handoff as validated, or null when none was captured. */
    handoff: Handoff | null;
    /** sha256 of the `record.json` bytes as stored (what downstream lineage refers to). */
    recordSha256: string;
}
/** What GitHub says of a pulled run besides its records (RunSummary.pulled.workflow_run). */
export declare const PulledWorkflowRun: z.ZodMiniObject<{
    path: z.ZodMiniString<string>;
    event: z.ZodMiniString<string>;
    head_sha: z.ZodMiniString<string>;
    head_branch: z.ZodMiniNullable<z.ZodMiniString<string>>;
    run_attempt: z.ZodMiniNumber<number>;
    display_title: z.ZodMiniString<string>;
    jobs: z.ZodMiniArray<z.ZodMiniObject<{
        name: z.ZodMiniString<string>;
        conclusion: z.ZodMiniNullable<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type PulledWorkflowRun = z.infer<typeof PulledWorkflowRun>;
/** Run-level summary (`run.json` in the local store). */
export declare const RunSummary: z.ZodMiniObject<{
    schema: z.ZodMiniLiteral<"baton.run/v1">;
    id: z.ZodMiniString<string>;
    workflow: z.ZodMiniString<string>;
    workflow_path: z.ZodMiniNullable<z.ZodMiniString<string>>;
    status: z.ZodMiniEnum<{
        success: "success";
        failure: "failure";
        cancelled: "cancelled";
        running: "running";
    }>;
    started_at: z.iso.ZodMiniISODateTime;
    finished_at: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    duration_ms: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    replay_of: z.ZodMiniNullable<z.ZodMiniString<string>>;
    pulled: z.ZodMiniOptional<z.ZodMiniObject<{
        url: z.ZodMiniString<string>;
        repository: z.ZodMiniString<string>;
        run_id: z.ZodMiniNumber<number>;
        run_attempt: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        pulled_at: z.iso.ZodMiniISODateTime;
        skipped: z.ZodMiniArray<z.ZodMiniObject<{
            artifact: z.ZodMiniString<string>;
            reason: z.ZodMiniString<string>;
        }, z.core.$strict>>;
        workflow_run: z.ZodMiniOptional<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            event: z.ZodMiniString<string>;
            head_sha: z.ZodMiniString<string>;
            head_branch: z.ZodMiniNullable<z.ZodMiniString<string>>;
            run_attempt: z.ZodMiniNumber<number>;
            display_title: z.ZodMiniString<string>;
            jobs: z.ZodMiniArray<z.ZodMiniObject<{
                name: z.ZodMiniString<string>;
                conclusion: z.ZodMiniNullable<z.ZodMiniString<string>>;
            }, z.core.$strict>>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
    process: z.ZodMiniOptional<z.ZodMiniObject<{
        pid: z.ZodMiniNumber<number>;
        host: z.ZodMiniString<string>;
        start: z.ZodMiniOptional<z.ZodMiniString<string>>;
        temp: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    jobs: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        stages: z.ZodMiniArray<z.ZodMiniString<string>>;
        result: z.ZodMiniEnum<{
            success: "success";
            failure: "failure";
            skipped: "skipped";
            cancelled: "cancelled";
        }>;
        reused: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    }, z.core.$strict>>;
    unstored: z.ZodMiniOptional<z.ZodMiniObject<{
        failed: z.ZodMiniObject<{
            job: z.ZodMiniString<string>;
            stage: z.ZodMiniString<string>;
            attempt: z.ZodMiniNumber<number>;
            cause: z.ZodMiniString<string>;
        }, z.core.$strict>;
        after: z.ZodMiniArray<z.ZodMiniObject<{
            job: z.ZodMiniString<string>;
            stage: z.ZodMiniString<string>;
            attempt: z.ZodMiniNumber<number>;
        }, z.core.$strict>>;
        replay_from: z.ZodMiniNullable<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type RunSummary = z.infer<typeof RunSummary>;
