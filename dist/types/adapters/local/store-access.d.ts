/** Whether the system refused this user a path (a file or directory of another user's, say). */
export declare function isRefused(error: unknown): boolean;
/**
 * Why a path of the local store could not be read, for the error the system gave, and what to do. A refusal
 * is said as the path that refused — the path itself, else the nearest directory on the way that this user
 * may not open — with the fix: a run made as another user (with sudo, in a container as root) keeps its
 * stage directories to that user (0700), so such a run is to be made yours (`fix`, the run's directory, or
 * the store's), a path of your own made readable. `where` is the path the caller's message names: the
 * refusing path is then `this directory` or `it`. Any other error is said as its message.
 */
export declare function whyNotRead(path: string, error: unknown, where: string, fix: {
    dir: string;
    what: string;
}): {
    why: string;
    details: string[];
};
/** A path as one shell word. */
export declare function shellQuoted(path: string): string;
