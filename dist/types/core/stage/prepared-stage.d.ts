import { z } from 'zod';
/**
 * A prepared attempt: the prompt written where the agent reads it, a fresh handoff path, and what the
 * prompt was rendered from. Plain JSON, so a `prepare` step can save it for the `capture` step after the
 * agent's own step.
 *
 * In a file of its own, apart from `prepareStage`: `capture` reads this back at run time, and importing it
 * from prepare.ts would load the template engine (handlebars) into a step that never renders.
 */
export declare const PreparedStage: z.ZodObject<{
    stage: z.ZodString;
    attempt: z.ZodNumber;
    repair: z.ZodBoolean;
    prompt: z.ZodString;
    promptPath: z.ZodString;
    handoffPath: z.ZodString;
    lineage: z.ZodArray<z.ZodObject<{
        stage: z.ZodString;
        attempt: z.ZodNumber;
        record_sha256: z.ZodString;
    }, z.core.$strict>>;
    hop: z.ZodNumber;
    warnings: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        severity: z.ZodEnum<{
            error: "error";
            warning: "warning";
        }>;
        path: z.ZodString;
        message: z.ZodString;
    }, z.core.$strip>>;
    preparedAt: z.ZodISODateTime;
}, z.core.$strict>;
export type PreparedStage = z.infer<typeof PreparedStage>;
