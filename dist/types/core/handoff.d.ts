import { z } from 'zod';
export declare const StageId: z.ZodString;
export type StageId = z.infer<typeof StageId>;
export declare const HandoffStatus: z.ZodEnum<{
    success: "success";
    partial: "partial";
    blocked: "blocked";
    failure: "failure";
}>;
export type HandoffStatus = z.infer<typeof HandoffStatus>;
export declare const HandoffData: z.ZodRecord<z.ZodString, z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>, z.ZodTransform<string, string | number | boolean>>>;
export type HandoffData = z.infer<typeof HandoffData>;
export declare const HandoffNext: z.ZodObject<{
    stage: z.ZodString;
    reason: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export declare const HandoffExpectations: z.ZodObject<{
    deliverables: z.ZodOptional<z.ZodArray<z.ZodString>>;
    acceptance: z.ZodOptional<z.ZodArray<z.ZodString>>;
    constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strict>;
export declare const HandoffFailure: z.ZodObject<{
    reason: z.ZodString;
    blockers: z.ZodOptional<z.ZodArray<z.ZodString>>;
    questions: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strict>;
export declare const HandoffArtifact: z.ZodObject<{
    path: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export declare const Handoff: z.ZodObject<{
    version: z.ZodLiteral<1>;
    status: z.ZodDefault<z.ZodEnum<{
        success: "success";
        partial: "partial";
        blocked: "blocked";
        failure: "failure";
    }>>;
    summary: z.ZodString;
    detail: z.ZodOptional<z.ZodString>;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>, z.ZodTransform<string, string | number | boolean>>>>;
    next: z.ZodOptional<z.ZodObject<{
        stage: z.ZodString;
        reason: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    expectations: z.ZodOptional<z.ZodObject<{
        deliverables: z.ZodOptional<z.ZodArray<z.ZodString>>;
        acceptance: z.ZodOptional<z.ZodArray<z.ZodString>>;
        constraints: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    failure: z.ZodOptional<z.ZodObject<{
        reason: z.ZodString;
        blockers: z.ZodOptional<z.ZodArray<z.ZodString>>;
        questions: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    artifacts: z.ZodOptional<z.ZodArray<z.ZodObject<{
        path: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
/** A validated, normalised handoff (data values are strings, status is filled in). */
export type Handoff = z.infer<typeof Handoff>;
/** A handoff as an agent may write it (before normalisation). */
export type HandoffInput = z.input<typeof Handoff>;
/** Top-level field names, for did-you-mean suggestions. */
export declare const HANDOFF_FIELDS: readonly (keyof typeof Handoff.shape)[];
