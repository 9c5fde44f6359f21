/**
 * One failure path (STYLE #5): inner code throws these, and only the entry points (`src/action/*\/main.ts`,
 * `src/cli/main.ts`) catch them, print them and set the exit code.
 */
/** Base of every error baton throws on purpose. */
export declare class BatonError extends Error {
    name: string;
}
/**
 * Something the user can fix: bad input, bad handoff, bad workflow. `code` is stable and machine-readable;
 * `where` names the offending file:line:col, JSON path, input or stage.
 */
export declare class UserError extends BatonError {
    name: string;
    readonly code: string;
    readonly where: string | undefined;
    readonly details: readonly string[];
    constructor(code: string, message: string, options?: {
        where?: string;
        details?: readonly string[];
        cause?: unknown;
    });
}
/** A bug or an environment failure baton did not expect. */
export declare class SystemError extends BatonError {
    name: string;
}
/**
 * Message for a user: `where: message` plus one indented line per detail. Any other error is its message,
 * and, when it is the system's saying the machine ran out of something, what is in the way (`… (the disk is
 * full)`, see system-error.ts).
 */
export declare function formatError(error: unknown): string;
/**
 * The lines of `formatError(error)`, its details unindented: to be said as details of another error. A
 * formatted error (a string, as formatError gave it) gives its own lines so.
 */
export declare function errorLines(error: unknown): string[];
/** Exhaustiveness check for unions (STYLE #7). */
export declare function assertNever(value: never, what?: string): never;
