import * as z from '../../core/zod.js';
/** What `invocation.json` holds: how the run was started, for `baton replay`. Secret values are never kept. */
export declare const Invocation: z.ZodMiniObject<{
    workflow_path: z.ZodMiniString<string>;
    job: z.ZodMiniNullable<z.ZodMiniString<string>>;
    inputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
    event_name: z.ZodMiniString<string>;
    event: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
    vars: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
    secrets: z.ZodMiniArray<z.ZodMiniString<string>>;
    workflow_sha256: z.ZodMiniOptional<z.ZodMiniString<string>>;
    called_sha256: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>>;
    parent: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    redacted: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
}, z.core.$strip>;
export type Invocation = z.infer<typeof Invocation>;
/** How a stored run was started (`invocation.json`). */
export declare function readInvocation(runDir: string, run: string): Promise<Invocation>;
