import { z } from 'zod';
/**
 * Progress events of a local run: what the live view draws, what `--plain` prints one line each for, what
 * `--json` writes as JSON lines, and what `runWorkflow`'s `onEvent` receives. A "leg" is one execution of
 * a job: the job itself, or one matrix combination (named by its stage id, `review-security`).
 */
export declare const JobResult: z.ZodEnum<{
    success: "success";
    failure: "failure";
    skipped: "skipped";
    cancelled: "cancelled";
}>;
export type JobResult = z.infer<typeof JobResult>;
export declare const StepOutcome: z.ZodEnum<{
    success: "success";
    failure: "failure";
    skipped: "skipped";
    cancelled: "cancelled";
}>;
export type StepOutcome = z.infer<typeof StepOutcome>;
export declare const RunStatus: z.ZodEnum<{
    success: "success";
    failure: "failure";
    cancelled: "cancelled";
}>;
export type RunStatus = z.infer<typeof RunStatus>;
export declare const RunEvent: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"run-started">;
    at: z.ZodISODateTime;
    run: z.ZodString;
    workflow: z.ZodString;
    jobs: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        needs: z.ZodArray<z.ZodString>;
        legs: z.ZodNullable<z.ZodArray<z.ZodString>>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"job-legs">;
    at: z.ZodISODateTime;
    job: z.ZodString;
    legs: z.ZodArray<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"job-started">;
    at: z.ZodISODateTime;
    job: z.ZodString;
    leg: z.ZodString;
    matrix: z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"step-started">;
    at: z.ZodISODateTime;
    job: z.ZodString;
    leg: z.ZodString;
    step: z.ZodNumber;
    name: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"step-finished">;
    at: z.ZodISODateTime;
    job: z.ZodString;
    leg: z.ZodString;
    step: z.ZodNumber;
    name: z.ZodString;
    outcome: z.ZodEnum<{
        success: "success";
        failure: "failure";
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
    conclusion: z.ZodEnum<{
        success: "success";
        failure: "failure";
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
    duration_ms: z.ZodNumber;
    message: z.ZodNullable<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"job-finished">;
    at: z.ZodISODateTime;
    job: z.ZodString;
    leg: z.ZodString;
    result: z.ZodEnum<{
        success: "success";
        failure: "failure";
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
    duration_ms: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"job-skipped">;
    at: z.ZodISODateTime;
    job: z.ZodString;
    result: z.ZodEnum<{
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
    reason: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"notice">;
    at: z.ZodISODateTime;
    level: z.ZodEnum<{
        error: "error";
        warning: "warning";
        info: "info";
    }>;
    job: z.ZodNullable<z.ZodString>;
    leg: z.ZodNullable<z.ZodString>;
    message: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"stage-recorded">;
    at: z.ZodISODateTime;
    job: z.ZodString;
    leg: z.ZodString;
    stage: z.ZodString;
    attempt: z.ZodNumber;
    status: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"run-finished">;
    at: z.ZodISODateTime;
    run: z.ZodString;
    status: z.ZodEnum<{
        success: "success";
        failure: "failure";
        cancelled: "cancelled";
    }>;
    duration_ms: z.ZodNumber;
}, z.core.$strip>], "type">;
export type RunEvent = z.infer<typeof RunEvent>;
