import { type OptionWords } from '../../core/workflow/option-words.js';
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
    event_made: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    parent: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
    redacted: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
}, z.core.$strip>;
export type Invocation = z.infer<typeof Invocation>;
/** How a stored run was started (`invocation.json`), for a replay: a run without one cannot be replayed. */
export declare function readInvocation(runDir: string, run: string): Promise<Invocation>;
/**
 * How a stored run was started (`invocation.json`), or undefined when the run has none (a run stored before
 * baton kept it, or the file was removed). One that cannot be read, or does not hold what baton stores, is a
 * UserError (`code`) naming the file and why, then `fix`: never taken for a run without one.
 */
export declare function readStoredInvocation(runDir: string, options: {
    code: string;
    fix: string;
}): Promise<Invocation | undefined>;
/** Where a stored run's start holds a secret, stored redacted (see redactedWhere): what a replay refusal names. */
export declare function redactedStartFields(invocation: Invocation, words: OptionWords): string;
/**
 * What a stored run lost of how it was started, said where that is used again — `baton render --run`
 * (`render`) and `baton replay` (`replay`) — or null when it lost nothing: the fields stored redacted (found
 * by their redaction markers), named as a workflow reads them (`github.event.issue.body`, `inputs.topic`),
 * never with their text. A replay runs with token-shaped text of its event redacted (an input or var
 * redacted keeps a run from being replayed at all), so it says what its steps and agents get there instead.
 */
export declare function redactedStartWarning(run: string, invocation: Invocation, use: 'render' | 'replay', words?: OptionWords): string | null;
