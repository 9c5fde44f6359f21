import { z } from 'zod';
import { type Handoff } from '../handoff.js';
import type { Problem } from '../problem.js';
import { type StoredRecord } from '../record.js';
/**
 * What a prompt template sees (DESIGN §5). Handoff fields are untrusted text: the template prints them,
 * never compiles them.
 */
/** The handoff fields as a template sees them: empty values (not missing ones) when there is no handoff. */
export declare const HandoffView: z.ZodObject<{
    summary: z.ZodString;
    detail: z.ZodString;
    status: z.ZodUnion<readonly [z.ZodEnum<{
        success: "success";
        partial: "partial";
        blocked: "blocked";
        failure: "failure";
    }>, z.ZodLiteral<"">]>;
    data: z.ZodRecord<z.ZodString, z.ZodString>;
    next: z.ZodNullable<z.ZodObject<{
        stage: z.ZodString;
        reason: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    failure: z.ZodNullable<z.ZodObject<{
        reason: z.ZodString;
        blockers: z.ZodOptional<z.ZodArray<z.ZodString>>;
        questions: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    expectations: z.ZodNullable<z.ZodObject<{
        deliverables: z.ZodOptional<z.ZodArray<z.ZodString>>;
        acceptance: z.ZodOptional<z.ZodArray<z.ZodString>>;
        constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    artifacts: z.ZodArray<z.ZodObject<{
        path: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
}, z.core.$strip>;
export type HandoffView = z.infer<typeof HandoffView>;
/** What baton measured about a stage (never what the agent claimed). Null when the stage has no record. */
export declare const StageMeta: z.ZodObject<{
    exit_code: z.ZodNullable<z.ZodNumber>;
    duration_ms: z.ZodNullable<z.ZodNumber>;
    attempt: z.ZodNullable<z.ZodNumber>;
    usage: z.ZodNullable<z.ZodObject<{
        input_tokens: z.ZodOptional<z.ZodNumber>;
        output_tokens: z.ZodOptional<z.ZodNumber>;
        cost_usd: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
}, z.core.$strip>;
export type StageMeta = z.infer<typeof StageMeta>;
/** `stages.<id>`, and one entry of `jobs.<job-id>`. */
export declare const StageContext: z.ZodObject<{
    summary: z.ZodString;
    detail: z.ZodString;
    status: z.ZodUnion<readonly [z.ZodEnum<{
        success: "success";
        partial: "partial";
        blocked: "blocked";
        failure: "failure";
    }>, z.ZodLiteral<"">]>;
    data: z.ZodRecord<z.ZodString, z.ZodString>;
    next: z.ZodNullable<z.ZodObject<{
        stage: z.ZodString;
        reason: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    failure: z.ZodNullable<z.ZodObject<{
        reason: z.ZodString;
        blockers: z.ZodOptional<z.ZodArray<z.ZodString>>;
        questions: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    expectations: z.ZodNullable<z.ZodObject<{
        deliverables: z.ZodOptional<z.ZodArray<z.ZodString>>;
        acceptance: z.ZodOptional<z.ZodArray<z.ZodString>>;
        constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    artifacts: z.ZodArray<z.ZodObject<{
        path: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    id: z.ZodString;
    job: z.ZodString;
    matrix: z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    present: z.ZodBoolean;
    meta: z.ZodObject<{
        exit_code: z.ZodNullable<z.ZodNumber>;
        duration_ms: z.ZodNullable<z.ZodNumber>;
        attempt: z.ZodNullable<z.ZodNumber>;
        usage: z.ZodNullable<z.ZodObject<{
            input_tokens: z.ZodOptional<z.ZodNumber>;
            output_tokens: z.ZodOptional<z.ZodNumber>;
            cost_usd: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type StageContext = z.infer<typeof StageContext>;
/** `github`: facts of the run, and the event payload (untrusted: issue and comment text live there). */
export declare const GithubContext: z.ZodObject<{
    repository: z.ZodString;
    ref: z.ZodString;
    sha: z.ZodString;
    run_id: z.ZodString;
    actor: z.ZodString;
    event_name: z.ZodString;
    event: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>;
export type GithubContext = z.infer<typeof GithubContext>;
/** `attempt`: which try this is, and in a retry what went wrong last time. */
export declare const PromptAttempt: z.ZodObject<{
    number: z.ZodNumber;
    previous: z.ZodNullable<z.ZodObject<{
        summary: z.ZodString;
        detail: z.ZodString;
        status: z.ZodUnion<readonly [z.ZodEnum<{
            success: "success";
            partial: "partial";
            blocked: "blocked";
            failure: "failure";
        }>, z.ZodLiteral<"">]>;
        data: z.ZodRecord<z.ZodString, z.ZodString>;
        next: z.ZodNullable<z.ZodObject<{
            stage: z.ZodString;
            reason: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>>;
        failure: z.ZodNullable<z.ZodObject<{
            reason: z.ZodString;
            blockers: z.ZodOptional<z.ZodArray<z.ZodString>>;
            questions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strict>>;
        expectations: z.ZodNullable<z.ZodObject<{
            deliverables: z.ZodOptional<z.ZodArray<z.ZodString>>;
            acceptance: z.ZodOptional<z.ZodArray<z.ZodString>>;
            constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strict>>;
        artifacts: z.ZodArray<z.ZodObject<{
            path: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>>;
    }, z.core.$strip>>;
    verify: z.ZodNullable<z.ZodObject<{
        exit_code: z.ZodNullable<z.ZodNumber>;
        output: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type PromptAttempt = z.infer<typeof PromptAttempt>;
export declare const PromptContext: z.ZodObject<{
    stages: z.ZodRecord<z.ZodString, z.ZodObject<{
        summary: z.ZodString;
        detail: z.ZodString;
        status: z.ZodUnion<readonly [z.ZodEnum<{
            success: "success";
            partial: "partial";
            blocked: "blocked";
            failure: "failure";
        }>, z.ZodLiteral<"">]>;
        data: z.ZodRecord<z.ZodString, z.ZodString>;
        next: z.ZodNullable<z.ZodObject<{
            stage: z.ZodString;
            reason: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>>;
        failure: z.ZodNullable<z.ZodObject<{
            reason: z.ZodString;
            blockers: z.ZodOptional<z.ZodArray<z.ZodString>>;
            questions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strict>>;
        expectations: z.ZodNullable<z.ZodObject<{
            deliverables: z.ZodOptional<z.ZodArray<z.ZodString>>;
            acceptance: z.ZodOptional<z.ZodArray<z.ZodString>>;
            constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strict>>;
        artifacts: z.ZodArray<z.ZodObject<{
            path: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>>;
        id: z.ZodString;
        job: z.ZodString;
        matrix: z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        present: z.ZodBoolean;
        meta: z.ZodObject<{
            exit_code: z.ZodNullable<z.ZodNumber>;
            duration_ms: z.ZodNullable<z.ZodNumber>;
            attempt: z.ZodNullable<z.ZodNumber>;
            usage: z.ZodNullable<z.ZodObject<{
                input_tokens: z.ZodOptional<z.ZodNumber>;
                output_tokens: z.ZodOptional<z.ZodNumber>;
                cost_usd: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strict>>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    jobs: z.ZodRecord<z.ZodString, z.ZodArray<z.ZodObject<{
        summary: z.ZodString;
        detail: z.ZodString;
        status: z.ZodUnion<readonly [z.ZodEnum<{
            success: "success";
            partial: "partial";
            blocked: "blocked";
            failure: "failure";
        }>, z.ZodLiteral<"">]>;
        data: z.ZodRecord<z.ZodString, z.ZodString>;
        next: z.ZodNullable<z.ZodObject<{
            stage: z.ZodString;
            reason: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>>;
        failure: z.ZodNullable<z.ZodObject<{
            reason: z.ZodString;
            blockers: z.ZodOptional<z.ZodArray<z.ZodString>>;
            questions: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strict>>;
        expectations: z.ZodNullable<z.ZodObject<{
            deliverables: z.ZodOptional<z.ZodArray<z.ZodString>>;
            acceptance: z.ZodOptional<z.ZodArray<z.ZodString>>;
            constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strict>>;
        artifacts: z.ZodArray<z.ZodObject<{
            path: z.ZodString;
            description: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>>;
        id: z.ZodString;
        job: z.ZodString;
        matrix: z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        present: z.ZodBoolean;
        meta: z.ZodObject<{
            exit_code: z.ZodNullable<z.ZodNumber>;
            duration_ms: z.ZodNullable<z.ZodNumber>;
            attempt: z.ZodNullable<z.ZodNumber>;
            usage: z.ZodNullable<z.ZodObject<{
                input_tokens: z.ZodOptional<z.ZodNumber>;
                output_tokens: z.ZodOptional<z.ZodNumber>;
                cost_usd: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strict>>;
        }, z.core.$strip>;
    }, z.core.$strip>>>;
    inputs: z.ZodRecord<z.ZodString, z.ZodString>;
    github: z.ZodObject<{
        repository: z.ZodString;
        ref: z.ZodString;
        sha: z.ZodString;
        run_id: z.ZodString;
        actor: z.ZodString;
        event_name: z.ZodString;
        event: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strip>;
    attempt: z.ZodObject<{
        number: z.ZodNumber;
        previous: z.ZodNullable<z.ZodObject<{
            summary: z.ZodString;
            detail: z.ZodString;
            status: z.ZodUnion<readonly [z.ZodEnum<{
                success: "success";
                partial: "partial";
                blocked: "blocked";
                failure: "failure";
            }>, z.ZodLiteral<"">]>;
            data: z.ZodRecord<z.ZodString, z.ZodString>;
            next: z.ZodNullable<z.ZodObject<{
                stage: z.ZodString;
                reason: z.ZodOptional<z.ZodString>;
            }, z.core.$strict>>;
            failure: z.ZodNullable<z.ZodObject<{
                reason: z.ZodString;
                blockers: z.ZodOptional<z.ZodArray<z.ZodString>>;
                questions: z.ZodOptional<z.ZodArray<z.ZodString>>;
            }, z.core.$strict>>;
            expectations: z.ZodNullable<z.ZodObject<{
                deliverables: z.ZodOptional<z.ZodArray<z.ZodString>>;
                acceptance: z.ZodOptional<z.ZodArray<z.ZodString>>;
                constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
            }, z.core.$strict>>;
            artifacts: z.ZodArray<z.ZodObject<{
                path: z.ZodString;
                description: z.ZodOptional<z.ZodString>;
            }, z.core.$strict>>;
        }, z.core.$strip>>;
        verify: z.ZodNullable<z.ZodObject<{
            exit_code: z.ZodNullable<z.ZodNumber>;
            output: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type PromptContext = z.infer<typeof PromptContext>;
/** The attempt as the stage engine knows it (the previous handoff as captured). */
export interface AttemptContext {
    number: number;
    previous: Handoff | null;
    verify: {
        exit_code: number | null;
        output: string;
    } | null;
}
/** One upstream stage: its id, its job and its latest record (undefined when it has none). */
export interface UpstreamStage {
    stage: string;
    job: string;
    stored: StoredRecord | undefined;
    /**
     * A handoff with no record behind it, used when `stored` is undefined: a sample to try a template
     * against (`baton render --handoff`). Its fields render; its `meta` is empty, since nothing ran.
     */
    sample?: Handoff;
}
export interface BuildContextOptions {
    upstream: readonly UpstreamStage[];
    inputs: Record<string, string>;
    github: GithubContext;
    attempt?: AttemptContext;
    /** Stages whose handoff this prompt cannot do without: their absence is an error, not a warning. */
    require?: readonly string[];
}
/** The handoff's fields, or empty ones: a stage without a handoff renders its fields empty (DESIGN §2). */
export declare function handoffView(handoff: Handoff | null, status?: HandoffView['status']): HandoffView;
/**
 * The context a prompt is rendered with. Each upstream stage that has no handoff gives one warning naming
 * it; a stage listed in `require` without a handoff (or not upstream at all) is a UserError instead.
 */
export declare function buildPromptContext(options: BuildContextOptions): {
    context: PromptContext;
    warnings: Problem[];
};
