import * as z from '../zod.js';
/**
 * A prepared attempt: the prompt written where the agent reads it, a fresh handoff path, and what the
 * prompt was rendered from. Plain JSON, so a `prepare` step can save it for the `capture` step after the
 * agent's own step.
 *
 * In a file of its own, apart from `prepareStage`: `capture` reads this back at run time, and importing it
 * from prepare.ts would load the template engine (handlebars) into a step that never renders.
 */
export declare const PreparedStage: z.ZodMiniObject<{
    stage: z.ZodMiniString<string>;
    attempt: z.ZodMiniNumber<number>;
    repair: z.ZodMiniBoolean<boolean>;
    prompt: z.ZodMiniString<string>;
    promptPath: z.ZodMiniString<string>;
    handoffPath: z.ZodMiniString<string>;
    lineage: z.ZodMiniArray<z.ZodMiniObject<{
        stage: z.ZodMiniString<string>;
        attempt: z.ZodMiniNumber<number>;
        run_attempt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        record_sha256: z.ZodMiniString<string>;
    }, z.core.$strict>>;
    hop: z.ZodMiniNumber<number>;
    parent: z.ZodMiniOptional<z.ZodMiniObject<{
        run: z.ZodMiniString<string>;
        lineage: z.ZodMiniArray<z.ZodMiniObject<{
            stage: z.ZodMiniString<string>;
            attempt: z.ZodMiniNumber<number>;
            run_attempt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            record_sha256: z.ZodMiniString<string>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    warnings: z.ZodMiniArray<z.ZodMiniObject<{
        code: z.ZodMiniString<string>;
        severity: z.ZodMiniEnum<{
            error: "error";
            warning: "warning";
        }>;
        path: z.ZodMiniString<string>;
        message: z.ZodMiniString<string>;
    }, z.core.$strip>>;
    preparedAt: z.iso.ZodMiniISODateTime;
    agent: z.ZodMiniOptional<z.ZodMiniEnum<{
        claude: "claude";
        codex: "codex";
        gemini: "gemini";
        copilot: "copilot";
    }>>;
}, z.core.$strict>;
export type PreparedStage = z.infer<typeof PreparedStage>;
