import { UserError } from '../../core/errors.js';
/** What `readNamedInput` found: the bytes, or that there were more than it reads (`size` when known). */
export type NamedInputRead = {
    kind: 'read';
    bytes: Buffer;
} | {
    kind: 'too-large';
    size: number | null;
} | {
    kind: 'not-readable';
    what: string;
};
/**
 * Read a file named on the command line (`--event`, `--prompt`, `validate --log`): a regular file, or a pipe
 * (`<(command)`, a FIFO), through links (`/dev/fd/63` is one), at most `maxBytes + 1` bytes. A directory, a
 * device or a socket is `not-readable`: `/dev/zero` would never end. A pipe is read without blocking the main
 * thread (a FIFO with no writer yet would hold it, and signal handlers with it, until SIGKILL): it is waited
 * for until its writer closes it or `signal` aborts, which rejects with `signal.reason`. Other I/O errors (no
 * such file, permission denied) are thrown.
 */
export declare function readNamedInput(path: string, maxBytes: number, signal?: AbortSignal): Promise<NamedInputRead>;
/**
 * An `--event` payload's bytes (`baton run`, `replay`, `render`, `validate --log --event`), at most
 * `LIMITS.eventBytes`; anything else is a usage error naming `file` and saying what to give instead. A pipe
 * is waited for until `signal` aborts, which rejects with its reason.
 */
export declare function readEventFile(path: string, file: string, signal?: AbortSignal): Promise<Buffer>;
/** Whether `error` is the stop of a wait by `signal` (a read given it rejects with its reason). */
export declare function stoppedBy(signal: AbortSignal | undefined, error: unknown): boolean;
/** What a stopped wait for a pipe says: the file, what it is, what was not done, and how to give it. */
export interface WaitSaid {
    file: string;
    what: string;
    /** What did not happen, after the message: `; no run was started`. */
    after: string;
    /** How to give it instead: `<(command)`. */
    give: string;
}
/**
 * What `reading` gives; a wait for a pipe (a FIFO nobody writes yet) that `signal` stopped (Ctrl-C, SIGTERM)
 * as a UserError (exit 1) naming the file: `<what>: cancelled while waiting for the pipe to be written and
 * closed<after>`, then how to give it. Any other error as it is.
 */
export declare function waitedFor<T>(reading: Promise<T>, signal: AbortSignal | undefined, said: WaitSaid): Promise<T>;
/** An event payload over `LIMITS.eventBytes` (`size` null: more than that, the rest not read), as a usage error. */
export declare function eventTooLarge(where: string, size: number | null): UserError;
/**
 * Input over its limit, as a usage error: `<where>: <what>: is N bytes; <one> may be at most M bytes (25 MiB),
 * <advice>` (no `<what>: ` when it is undefined); of a pipe or stdin, whose rest is not read, "is more than M
 * bytes".
 */
export declare function tooLarge(where: string, what: string | undefined, size: number | null, maxBytes: number, one: string, advice: string): UserError;
