import * as z from './zod.js';
/**
 * A problem found while handling a stage: a validation error, a warning, a redaction. Problems are data:
 * they are kept in the record and shown in reports.
 */
export declare const Problem: z.ZodMiniObject<{
    code: z.ZodMiniString<string>;
    severity: z.ZodMiniEnum<{
        error: "error";
        warning: "warning";
    }>;
    path: z.ZodMiniString<string>;
    message: z.ZodMiniString<string>;
}, z.core.$strip>;
export type Problem = z.infer<typeof Problem>;
/** `path: message`, the one-line form used on stderr and in logs. */
export declare function formatProblem(problem: Problem): string;
