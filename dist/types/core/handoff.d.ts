import * as z from './zod.js';
export declare const StageId: z.ZodMiniString<string>;
export type StageId = z.infer<typeof StageId>;
export declare const HandoffStatus: z.ZodMiniEnum<{
    success: "success";
    partial: "partial";
    blocked: "blocked";
    failure: "failure";
}>;
export type HandoffStatus = z.infer<typeof HandoffStatus>;
export declare const HandoffData: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniPipe<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniTransform<string, string | number | boolean>>>;
export type HandoffData = z.infer<typeof HandoffData>;
export declare const HandoffNext: z.ZodMiniObject<{
    stage: z.ZodMiniString<string>;
    reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strict>;
export declare const HandoffExpectations: z.ZodMiniObject<{
    deliverables: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    acceptance: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    constraints: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export declare const HandoffFailure: z.ZodMiniObject<{
    reason: z.ZodMiniString<string>;
    blockers: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    questions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export declare const HandoffArtifact: z.ZodMiniObject<{
    path: z.ZodMiniString<string>;
    description: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strict>;
export declare const Handoff: z.ZodMiniObject<{
    version: z.ZodMiniLiteral<1>;
    status: z.ZodMiniDefault<z.ZodMiniEnum<{
        success: "success";
        partial: "partial";
        blocked: "blocked";
        failure: "failure";
    }>>;
    summary: z.ZodMiniString<string>;
    detail: z.ZodMiniOptional<z.ZodMiniString<string>>;
    data: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniPipe<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>, z.ZodMiniTransform<string, string | number | boolean>>>>;
    next: z.ZodMiniOptional<z.ZodMiniObject<{
        stage: z.ZodMiniString<string>;
        reason: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    expectations: z.ZodMiniOptional<z.ZodMiniObject<{
        deliverables: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        acceptance: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        constraints: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
    failure: z.ZodMiniOptional<z.ZodMiniObject<{
        reason: z.ZodMiniString<string>;
        blockers: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        questions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
    artifacts: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        path: z.ZodMiniString<string>;
        description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
/** A validated, normalised handoff (data values are strings, status is filled in). */
export type Handoff = z.infer<typeof Handoff>;
/** A handoff as an agent may write it (before normalisation). */
export type HandoffInput = z.input<typeof Handoff>;
/** Top-level field names, for did-you-mean suggestions. */
export declare const HANDOFF_FIELDS: readonly (keyof typeof Handoff.shape)[];
