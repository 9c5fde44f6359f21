/**
 * At most `limit` holders at a time, served first come first served. `baton run -j N` is one of these
 * shared by every matrix leg and job; `strategy.max-parallel` is one more per job.
 */
export declare class Semaphore {
    #private;
    constructor(limit: number);
    /** Wait for a slot; the returned function gives it back (once). */
    acquire(): Promise<() => void>;
    /** Run `task` holding a slot. */
    run<T>(task: () => Promise<T>): Promise<T>;
    /** Holders right now (for tests). */
    get active(): number;
}
