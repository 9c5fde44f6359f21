/**
 * Remove a scratch directory as the runner removes a job's temp directory: what can be removed is, and a
 * failure never fails the run. A step may leave directories it made read-only (Go's module cache does),
 * so they are made writable again before a second try. True when the directory is gone.
 */
export declare function removeTree(dir: string): Promise<boolean>;
/** A directory of this user, not a link to one: one a cleanup may remove. */
export declare function ownDirectory(path: string): Promise<boolean>;
