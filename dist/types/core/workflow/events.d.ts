import * as z from '../zod.js';
/**
 * Progress events of a local run: what the live view draws, what `--plain` prints one line each for, what
 * `--json` writes as JSON lines, and what `runWorkflow`'s `onEvent` receives. A "leg" is one execution of
 * a job: the job itself, or one matrix combination (named by its stage id, `review-security`).
 */
export declare const JobResult: z.ZodMiniEnum<{
    success: "success";
    failure: "failure";
    skipped: "skipped";
    cancelled: "cancelled";
}>;
export type JobResult = z.infer<typeof JobResult>;
export declare const StepOutcome: z.ZodMiniEnum<{
    success: "success";
    failure: "failure";
    skipped: "skipped";
    cancelled: "cancelled";
}>;
export type StepOutcome = z.infer<typeof StepOutcome>;
export declare const RunStatus: z.ZodMiniEnum<{
    success: "success";
    failure: "failure";
    cancelled: "cancelled";
}>;
export type RunStatus = z.infer<typeof RunStatus>;
/**
 * Where an annotation points, from its properties (`file`, `line`, `endLine`, `col`, `endColumn`, `title`);
 * null for each one it did not give, or gave as no line or column number.
 */
export declare const AnnotationPlace: z.ZodMiniObject<{
    step: z.ZodMiniNumber<number>;
    title: z.ZodMiniNullable<z.ZodMiniString<string>>;
    file: z.ZodMiniNullable<z.ZodMiniString<string>>;
    line: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    end_line: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    col: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    end_column: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
}, z.core.$strip>;
export type AnnotationPlace = z.infer<typeof AnnotationPlace>;
/** The step that failed a leg, as its `step-finished` event says it. */
export declare const FailedStep: z.ZodMiniObject<{
    step: z.ZodMiniNumber<number>;
    name: z.ZodMiniString<string>;
    message: z.ZodMiniNullable<z.ZodMiniString<string>>;
    output_tail: z.ZodMiniOptional<z.ZodMiniString<string>>;
    stages: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type FailedStep = z.infer<typeof FailedStep>;
export declare const RunEvent: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"run-started">;
    at: z.iso.ZodMiniISODateTime;
    run: z.ZodMiniString<string>;
    workflow: z.ZodMiniString<string>;
    jobs: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        needs: z.ZodMiniArray<z.ZodMiniString<string>>;
        legs: z.ZodMiniNullable<z.ZodMiniArray<z.ZodMiniString<string>>>;
        stage_steps: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"job-legs">;
    at: z.iso.ZodMiniISODateTime;
    job: z.ZodMiniString<string>;
    legs: z.ZodMiniArray<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"job-started">;
    at: z.iso.ZodMiniISODateTime;
    job: z.ZodMiniString<string>;
    leg: z.ZodMiniString<string>;
    name: z.ZodMiniNullable<z.ZodMiniString<string>>;
    matrix: z.ZodMiniNullable<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"step-started">;
    at: z.iso.ZodMiniISODateTime;
    job: z.ZodMiniString<string>;
    leg: z.ZodMiniString<string>;
    step: z.ZodMiniNumber<number>;
    name: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"step-finished">;
    at: z.iso.ZodMiniISODateTime;
    job: z.ZodMiniString<string>;
    leg: z.ZodMiniString<string>;
    step: z.ZodMiniNumber<number>;
    name: z.ZodMiniString<string>;
    outcome: z.ZodMiniEnum<{
        success: "success";
        failure: "failure";
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
    conclusion: z.ZodMiniEnum<{
        success: "success";
        failure: "failure";
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
    duration_ms: z.ZodMiniNumber<number>;
    message: z.ZodMiniNullable<z.ZodMiniString<string>>;
    output_tail: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"job-finished">;
    at: z.iso.ZodMiniISODateTime;
    job: z.ZodMiniString<string>;
    leg: z.ZodMiniString<string>;
    result: z.ZodMiniEnum<{
        success: "success";
        failure: "failure";
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
    duration_ms: z.ZodMiniNumber<number>;
    reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
    reused: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    failed_step: z.ZodMiniOptional<z.ZodMiniObject<{
        step: z.ZodMiniNumber<number>;
        name: z.ZodMiniString<string>;
        message: z.ZodMiniNullable<z.ZodMiniString<string>>;
        output_tail: z.ZodMiniOptional<z.ZodMiniString<string>>;
        stages: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"job-skipped">;
    at: z.iso.ZodMiniISODateTime;
    job: z.ZodMiniString<string>;
    result: z.ZodMiniEnum<{
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
    reason: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"notice">;
    at: z.iso.ZodMiniISODateTime;
    level: z.ZodMiniEnum<{
        error: "error";
        warning: "warning";
        info: "info";
    }>;
    job: z.ZodMiniNullable<z.ZodMiniString<string>>;
    leg: z.ZodMiniNullable<z.ZodMiniString<string>>;
    message: z.ZodMiniString<string>;
    annotation: z.ZodMiniOptional<z.ZodMiniObject<{
        step: z.ZodMiniNumber<number>;
        title: z.ZodMiniNullable<z.ZodMiniString<string>>;
        file: z.ZodMiniNullable<z.ZodMiniString<string>>;
        line: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        end_line: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        col: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        end_column: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    }, z.core.$strip>>;
    forgiven: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    problem: z.ZodMiniOptional<z.ZodMiniObject<{
        stage: z.ZodMiniString<string>;
        attempt: z.ZodMiniNumber<number>;
        code: z.ZodMiniString<string>;
        path: z.ZodMiniString<string>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"stage-recorded">;
    at: z.iso.ZodMiniISODateTime;
    job: z.ZodMiniString<string>;
    leg: z.ZodMiniString<string>;
    stage: z.ZodMiniString<string>;
    attempt: z.ZodMiniNumber<number>;
    status: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"run-finished">;
    at: z.iso.ZodMiniISODateTime;
    run: z.ZodMiniString<string>;
    status: z.ZodMiniEnum<{
        success: "success";
        failure: "failure";
        cancelled: "cancelled";
    }>;
    duration_ms: z.ZodMiniNumber<number>;
}, z.core.$strip>], "type">;
export type RunEvent = z.infer<typeof RunEvent>;
/**
 * The events of `types` in the text of an events.jsonl (one JSON event a line), in order. Only a line that
 * names one of them is parsed; one that does not parse (the last one, cut short when the run was killed) is
 * skipped: the rest still counts.
 */
export declare function eventsIn<T extends RunEvent['type']>(text: string, types: readonly T[]): Generator<Extract<RunEvent, {
    type: T;
}>>;
