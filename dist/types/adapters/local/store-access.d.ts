import { UserError } from '../../core/errors.js';
/** Whether the system refused this user a path (a file or directory of another user's, say). */
export declare function isRefused(error: unknown): boolean;
/**
 * Why a path of the local store was refused (`error`, one isRefused holds: callers check first), and what to
 * do. It is said as the path that refused — the path itself, else the nearest directory on the way that this
 * user may not open — with the fix: a run made as another user (with sudo, in a container as root) keeps its
 * stage directories to that user (0700), so such a run is to be made yours (`fix`, the run's directory, or
 * the store's), a path of your own made readable. `where` is the path the caller's message names: the
 * refusing path is then `this directory` or `it`.
 */
export declare function whyNotRead(path: string, error: unknown, where: string, fix: {
    dir: string;
    what: string;
}): {
    why: string;
    details: string[];
};
/**
 * A path of the local store refused to this user (`error`, one isRefused holds), as the error `code` says it:
 * `<where>: [<file> ]cannot be read: <why>`, with what to do (whyNotRead).
 */
export declare function refusedError(code: string, path: string, error: unknown, where: string, fix: {
    dir: string;
    what: string;
}, file?: string): UserError;
/** A path as one shell word. */
export declare function shellQuoted(path: string): string;
