import type * as z from '../../core/zod.js';
/**
 * A JSON file of baton's own store (`jobs.json`, `invocation.json`) read back: the value its schema says, or
 * one UserError naming the file and what is wrong with it — never a bare JSON or zod error.
 */
export declare function parseStoredJson<T>(text: string, schema: z.ZodMiniType<T>, path: string, options: {
    code: string;
    what: string;
    fix: string;
}): T;
