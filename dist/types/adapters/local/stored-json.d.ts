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
/**
 * A file of baton's own store (run.json, jobs.json, invocation.json) with the fields a newer baton adds to
 * it (a field this one does not know, at any level) left out, so that the runs a newer baton made in the
 * project still list, show and replay: the file is baton's own, and a newer one only adds. Null when
 * something else is wrong (`issues`, of the whole file). What is left is checked as always; the file is not
 * changed.
 */
export declare function withoutNewerFields(json: unknown, issues: readonly z.core.$ZodIssue[]): unknown | null;
