import { z } from 'zod';
import { type Handoff } from './handoff.js';
/**
 * Why a stage ended as it did (STYLE #7). `completed` is the good case; every other reason is a failure a
 * report must be able to name exactly.
 */
export declare const OutcomeReason: z.ZodEnum<{
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
export declare const Usage: z.ZodObject<{
    input_tokens: z.ZodOptional<z.ZodNumber>;
    output_tokens: z.ZodOptional<z.ZodNumber>;
    cost_usd: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
export type Usage = z.infer<typeof Usage>;
export declare const RunFacts: z.ZodObject<{
    id: z.ZodString;
    attempt: z.ZodNumber;
    workflow: z.ZodString;
    repository: z.ZodString;
    event_name: z.ZodString;
    sha: z.ZodString;
    ref: z.ZodString;
}, z.core.$strict>;
export type RunFacts = z.infer<typeof RunFacts>;
export declare const AgentFacts: z.ZodObject<{
    command: z.ZodNullable<z.ZodString>;
    preset: z.ZodNullable<z.ZodString>;
    exit_code: z.ZodNullable<z.ZodNumber>;
    started_at: z.ZodISODateTime;
    finished_at: z.ZodISODateTime;
    duration_ms: z.ZodNumber;
    usage: z.ZodNullable<z.ZodObject<{
        input_tokens: z.ZodOptional<z.ZodNumber>;
        output_tokens: z.ZodOptional<z.ZodNumber>;
        cost_usd: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type AgentFacts = z.infer<typeof AgentFacts>;
export declare const VerifyFacts: z.ZodObject<{
    command: z.ZodString;
    exit_code: z.ZodNullable<z.ZodNumber>;
    output_tail: z.ZodString;
    duration_ms: z.ZodNumber;
}, z.core.$strict>;
export type VerifyFacts = z.infer<typeof VerifyFacts>;
/** One upstream record the prompt was rendered from. */
export declare const LineageEntry: z.ZodObject<{
    stage: z.ZodString;
    attempt: z.ZodNumber;
    record_sha256: z.ZodString;
}, z.core.$strict>;
export type LineageEntry = z.infer<typeof LineageEntry>;
export declare const StageRecord: z.ZodObject<{
    schema: z.ZodLiteral<"baton.record/v1">;
    stage: z.ZodString;
    job: z.ZodString;
    matrix: z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    attempt: z.ZodNumber;
    repair: z.ZodBoolean;
    hop: z.ZodNumber;
    run: z.ZodObject<{
        id: z.ZodString;
        attempt: z.ZodNumber;
        workflow: z.ZodString;
        repository: z.ZodString;
        event_name: z.ZodString;
        sha: z.ZodString;
        ref: z.ZodString;
    }, z.core.$strict>;
    agent: z.ZodObject<{
        command: z.ZodNullable<z.ZodString>;
        preset: z.ZodNullable<z.ZodString>;
        exit_code: z.ZodNullable<z.ZodNumber>;
        started_at: z.ZodISODateTime;
        finished_at: z.ZodISODateTime;
        duration_ms: z.ZodNumber;
        usage: z.ZodNullable<z.ZodObject<{
            input_tokens: z.ZodOptional<z.ZodNumber>;
            output_tokens: z.ZodOptional<z.ZodNumber>;
            cost_usd: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
    }, z.core.$strict>;
    verify: z.ZodNullable<z.ZodObject<{
        command: z.ZodString;
        exit_code: z.ZodNullable<z.ZodNumber>;
        output_tail: z.ZodString;
        duration_ms: z.ZodNumber;
    }, z.core.$strict>>;
    status: z.ZodEnum<{
        success: "success";
        partial: "partial";
        blocked: "blocked";
        failure: "failure";
    }>;
    outcome: z.ZodObject<{
        reason: z.ZodEnum<{
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
        message: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>;
    present: z.ZodBoolean;
    digests: z.ZodObject<{
        handoff: z.ZodNullable<z.ZodString>;
        prompt: z.ZodString;
    }, z.core.$strict>;
    lineage: z.ZodArray<z.ZodObject<{
        stage: z.ZodString;
        attempt: z.ZodNumber;
        record_sha256: z.ZodString;
    }, z.core.$strict>>;
    problems: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        severity: z.ZodEnum<{
            error: "error";
            warning: "warning";
        }>;
        path: z.ZodString;
        message: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strict>;
export type StageRecord = z.infer<typeof StageRecord>;
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
/** Run-level summary (`run.json` in the local store). */
export declare const RunSummary: z.ZodObject<{
    schema: z.ZodLiteral<"baton.run/v1">;
    id: z.ZodString;
    workflow: z.ZodString;
    workflow_path: z.ZodNullable<z.ZodString>;
    status: z.ZodEnum<{
        success: "success";
        failure: "failure";
        cancelled: "cancelled";
        running: "running";
    }>;
    started_at: z.ZodISODateTime;
    finished_at: z.ZodNullable<z.ZodISODateTime>;
    duration_ms: z.ZodNullable<z.ZodNumber>;
    replay_of: z.ZodNullable<z.ZodString>;
    jobs: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        stages: z.ZodArray<z.ZodString>;
        result: z.ZodEnum<{
            success: "success";
            failure: "failure";
            skipped: "skipped";
            cancelled: "cancelled";
        }>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type RunSummary = z.infer<typeof RunSummary>;
