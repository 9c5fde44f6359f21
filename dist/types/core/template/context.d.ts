import { type Handoff } from '../handoff.js';
import { type LegPlace } from '../leg-order.js';
import { type Problem } from '../problem.js';
import { type StoredRecord } from '../record.js';
import { type Supersession } from '../superseded-records.js';
import * as z from '../zod.js';
import type { TemplateAnalysis } from './analyze.js';
/**
 * What a prompt template sees (DESIGN §5). Handoff fields are untrusted text: the template prints them,
 * never compiles them.
 */
/** The handoff fields as a template sees them: empty values (not missing ones) when there is no handoff. */
export declare const HandoffView: z.ZodMiniObject<{
    summary: z.ZodMiniString<string>;
    detail: z.ZodMiniString<string>;
    status: z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
        success: "success";
        partial: "partial";
        blocked: "blocked";
        failure: "failure";
    }>, z.ZodMiniLiteral<"">]>;
    data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
    next: z.ZodMiniNullable<z.ZodMiniObject<{
        stage: z.ZodMiniString<string>;
        reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    failure: z.ZodMiniNullable<z.ZodMiniObject<{
        reason: z.ZodMiniString<string>;
        blockers: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        questions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
    expectations: z.ZodMiniNullable<z.ZodMiniObject<{
        deliverables: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        acceptance: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        constraints: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
    artifacts: z.ZodMiniArray<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
}, z.core.$strip>;
export type HandoffView = z.infer<typeof HandoffView>;
/** What baton measured about a stage (never what the agent claimed). Null when the stage has no record. */
export declare const StageMeta: z.ZodMiniObject<{
    exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    duration_ms: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    attempt: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    usage: z.ZodMiniNullable<z.ZodMiniObject<{
        input_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        output_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        cost_usd: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    }, z.core.$strict>>;
}, z.core.$strip>;
export type StageMeta = z.infer<typeof StageMeta>;
/** `stages.<id>`, and one entry of `jobs.<job-id>`. */
export declare const StageContext: z.ZodMiniObject<{
    summary: z.ZodMiniString<string>;
    detail: z.ZodMiniString<string>;
    status: z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
        success: "success";
        partial: "partial";
        blocked: "blocked";
        failure: "failure";
    }>, z.ZodMiniLiteral<"">]>;
    data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
    next: z.ZodMiniNullable<z.ZodMiniObject<{
        stage: z.ZodMiniString<string>;
        reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    failure: z.ZodMiniNullable<z.ZodMiniObject<{
        reason: z.ZodMiniString<string>;
        blockers: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        questions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
    expectations: z.ZodMiniNullable<z.ZodMiniObject<{
        deliverables: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        acceptance: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        constraints: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
    artifacts: z.ZodMiniArray<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    id: z.ZodMiniString<string>;
    job: z.ZodMiniString<string>;
    matrix: z.ZodMiniNullable<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    present: z.ZodMiniBoolean<boolean>;
    meta: z.ZodMiniObject<{
        exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        duration_ms: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        attempt: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        usage: z.ZodMiniNullable<z.ZodMiniObject<{
            input_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            output_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            cost_usd: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        }, z.core.$strict>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type StageContext = z.infer<typeof StageContext>;
/** `github`: facts of the run, and the event payload (untrusted: issue and comment text live there). */
export declare const GithubContext: z.ZodMiniObject<{
    repository: z.ZodMiniString<string>;
    ref: z.ZodMiniString<string>;
    sha: z.ZodMiniString<string>;
    run_id: z.ZodMiniString<string>;
    actor: z.ZodMiniString<string>;
    event_name: z.ZodMiniString<string>;
    event: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
}, z.core.$strip>;
export type GithubContext = z.infer<typeof GithubContext>;
/** `attempt`: which try this is, and in a retry what went wrong last time. */
export declare const PromptAttempt: z.ZodMiniObject<{
    number: z.ZodMiniNumber<number>;
    previous: z.ZodMiniNullable<z.ZodMiniObject<{
        summary: z.ZodMiniString<string>;
        detail: z.ZodMiniString<string>;
        status: z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
            success: "success";
            partial: "partial";
            blocked: "blocked";
            failure: "failure";
        }>, z.ZodMiniLiteral<"">]>;
        data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
        next: z.ZodMiniNullable<z.ZodMiniObject<{
            stage: z.ZodMiniString<string>;
            reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strict>>;
        failure: z.ZodMiniNullable<z.ZodMiniObject<{
            reason: z.ZodMiniString<string>;
            blockers: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            questions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        }, z.core.$strict>>;
        expectations: z.ZodMiniNullable<z.ZodMiniObject<{
            deliverables: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            acceptance: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            constraints: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        }, z.core.$strict>>;
        artifacts: z.ZodMiniArray<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            description: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strict>>;
    }, z.core.$strip>>;
    verify: z.ZodMiniNullable<z.ZodMiniObject<{
        exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        output: z.ZodMiniString<string>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type PromptAttempt = z.infer<typeof PromptAttempt>;
export declare const PromptContext: z.ZodMiniObject<{
    stages: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        summary: z.ZodMiniString<string>;
        detail: z.ZodMiniString<string>;
        status: z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
            success: "success";
            partial: "partial";
            blocked: "blocked";
            failure: "failure";
        }>, z.ZodMiniLiteral<"">]>;
        data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
        next: z.ZodMiniNullable<z.ZodMiniObject<{
            stage: z.ZodMiniString<string>;
            reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strict>>;
        failure: z.ZodMiniNullable<z.ZodMiniObject<{
            reason: z.ZodMiniString<string>;
            blockers: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            questions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        }, z.core.$strict>>;
        expectations: z.ZodMiniNullable<z.ZodMiniObject<{
            deliverables: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            acceptance: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            constraints: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        }, z.core.$strict>>;
        artifacts: z.ZodMiniArray<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            description: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strict>>;
        id: z.ZodMiniString<string>;
        job: z.ZodMiniString<string>;
        matrix: z.ZodMiniNullable<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
        present: z.ZodMiniBoolean<boolean>;
        meta: z.ZodMiniObject<{
            exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
            duration_ms: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
            attempt: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
            usage: z.ZodMiniNullable<z.ZodMiniObject<{
                input_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
                output_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
                cost_usd: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            }, z.core.$strict>>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    jobs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniArray<z.ZodMiniObject<{
        summary: z.ZodMiniString<string>;
        detail: z.ZodMiniString<string>;
        status: z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
            success: "success";
            partial: "partial";
            blocked: "blocked";
            failure: "failure";
        }>, z.ZodMiniLiteral<"">]>;
        data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
        next: z.ZodMiniNullable<z.ZodMiniObject<{
            stage: z.ZodMiniString<string>;
            reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strict>>;
        failure: z.ZodMiniNullable<z.ZodMiniObject<{
            reason: z.ZodMiniString<string>;
            blockers: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            questions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        }, z.core.$strict>>;
        expectations: z.ZodMiniNullable<z.ZodMiniObject<{
            deliverables: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            acceptance: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            constraints: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        }, z.core.$strict>>;
        artifacts: z.ZodMiniArray<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            description: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strict>>;
        id: z.ZodMiniString<string>;
        job: z.ZodMiniString<string>;
        matrix: z.ZodMiniNullable<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
        present: z.ZodMiniBoolean<boolean>;
        meta: z.ZodMiniObject<{
            exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
            duration_ms: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
            attempt: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
            usage: z.ZodMiniNullable<z.ZodMiniObject<{
                input_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
                output_tokens: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
                cost_usd: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            }, z.core.$strict>>;
        }, z.core.$strip>;
    }, z.core.$strip>>>;
    inputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
    github: z.ZodMiniObject<{
        repository: z.ZodMiniString<string>;
        ref: z.ZodMiniString<string>;
        sha: z.ZodMiniString<string>;
        run_id: z.ZodMiniString<string>;
        actor: z.ZodMiniString<string>;
        event_name: z.ZodMiniString<string>;
        event: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
    }, z.core.$strip>;
    attempt: z.ZodMiniObject<{
        number: z.ZodMiniNumber<number>;
        previous: z.ZodMiniNullable<z.ZodMiniObject<{
            summary: z.ZodMiniString<string>;
            detail: z.ZodMiniString<string>;
            status: z.ZodMiniUnion<readonly [z.ZodMiniEnum<{
                success: "success";
                partial: "partial";
                blocked: "blocked";
                failure: "failure";
            }>, z.ZodMiniLiteral<"">]>;
            data: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
            next: z.ZodMiniNullable<z.ZodMiniObject<{
                stage: z.ZodMiniString<string>;
                reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strict>>;
            failure: z.ZodMiniNullable<z.ZodMiniObject<{
                reason: z.ZodMiniString<string>;
                blockers: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
                questions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            }, z.core.$strict>>;
            expectations: z.ZodMiniNullable<z.ZodMiniObject<{
                deliverables: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
                acceptance: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
                constraints: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            }, z.core.$strict>>;
            artifacts: z.ZodMiniArray<z.ZodMiniObject<{
                path: z.ZodMiniString<string>;
                description: z.ZodMiniOptional<z.ZodMiniString<string>>;
            }, z.core.$strict>>;
        }, z.core.$strip>>;
        verify: z.ZodMiniNullable<z.ZodMiniObject<{
            exit_code: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
            output: z.ZodMiniString<string>;
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
    /** With `sample`: the matrix values of the leg it stands for (`baton render --matrix`), else none. */
    sampleMatrix?: Record<string, unknown>;
    /**
     * Used when `stored` is undefined and no `sampleMatrix` is given: the matrix values the workflow gives a leg
     * that recorded nothing (its stage step skipped, the leg cancelled), which has no record to say them.
     */
    matrix?: Record<string, unknown>;
    /**
     * Only the prompt names it, under a job whose stage ids only its run knows (a matrix from an expression):
     * without a record it may be a misspelt id, so it is not listed as one of `jobs.<job>`, and its warning
     * says so.
     */
    open?: boolean;
    /**
     * Where it stands among its job's stages, as the workflow text fixes it (a leg of a matrix written out):
     * `jobs.<job>` lists those first, in that order, and the rest by stage id (see LegPlace, orderLegs).
     */
    place?: LegPlace;
    /**
     * Without a record, and named by the `needs` input without the workflow file: the recorded stages whose ids
     * are this one's and `-…` (a matrix job's legs, maybe), which its absence names.
     */
    recordedLike?: readonly string[];
    /**
     * Without a record, and named by the `needs` input without the workflow file: the recorded stage whose id
     * is closest to this one's (`Investigate` for `investigate`), which its absence names.
     */
    meant?: string;
    /**
     * Without a record because its newest one was left out: superseded by a re-run of the stages it was
     * rendered from, which it did not run after (superseded-records.ts). Its absence says so.
     */
    superseded?: Supersession;
}
export interface BuildContextOptions {
    upstream: readonly UpstreamStage[];
    inputs: Record<string, string>;
    github: GithubContext;
    attempt?: AttemptContext;
    /** Stages whose handoff this prompt cannot do without: their absence is an error, not a warning. */
    require?: readonly string[];
    /**
     * Jobs upstream whose stages only their run knows (a render before the run): `jobs.<id>` is there for
     * each, listing the stages given of it, none when none is.
     */
    openJobs?: readonly string[];
    /**
     * What the template reads (templateAnalysis): a stage without a handoff is warned of only when the
     * template can read it. Absent, every such stage is.
     */
    analysis?: TemplateAnalysis;
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
