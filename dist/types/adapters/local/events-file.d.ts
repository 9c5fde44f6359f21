/**
 * A run's events.jsonl: one descriptor for the run, each event one synchronous append, so events stay in
 * order and what was written survives a crash right after. A write that fails (a full disk, a file size
 * limit, a removed run directory) never stops the run: the file is cut back to its last whole line, later
 * events are not written, and `failure` says which file and why, for the run to fail with when it ends.
 */
export declare class EventsFile {
    #private;
    readonly path: string;
    /** Opens (or creates) the file for appending; throws when it cannot be opened. */
    constructor(path: string);
    /** Append one event as a JSON line (after a failed write, nothing). */
    write(event: unknown): void;
    /** The write that failed, said with the file and the cause; null while every write succeeded. */
    get failure(): string | null;
    close(): void;
}
