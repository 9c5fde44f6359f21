import { z } from 'zod';
/**
 * A problem found while handling a stage: a validation error, a warning, a redaction. Problems are data:
 * they are kept in the record and shown in reports.
 */
export declare const Problem: z.ZodObject<{
    code: z.ZodString;
    severity: z.ZodEnum<{
        error: "error";
        warning: "warning";
    }>;
    path: z.ZodString;
    message: z.ZodString;
}, z.core.$strip>;
export type Problem = z.infer<typeof Problem>;
/** `path: message`, the one-line form used on stderr and in logs. */
export declare function formatProblem(problem: Problem): string;
