import { type LocalRunCatalog } from './run-catalog.js';
/** What a run killed with SIGKILL (or a crash) had left, and what was done with it. */
export interface InterruptedRunLeftovers {
    run: string;
    /** Its temp dir: its step scripts (with the secrets they read), file commands, prompts. */
    tempDir: string;
    /** Whether the temp dir is gone now. */
    removed: boolean;
    /** Its processes that were still running, and were stopped (SIGTERM, then SIGKILL). */
    stopped: number[];
    /** Its processes still running all the same (they may not be signalled, or outlived SIGKILL). */
    running: number[];
    /** False where the system cannot say which processes are the run's (no /proc): none were looked for. */
    looked: boolean;
    /** How many writes cut short (a record, a file) were removed from its directory in the store. */
    partial: number;
}
export interface CleanUpOptions {
    /** Where run temp dirs are made: the system's temp dir (TMPDIR) unless given. */
    tempRoot?: string;
    /** Between SIGTERM and SIGKILL (for tests). */
    graceMs?: number;
}
/**
 * Clean up after the runs of `catalog` that were interrupted (their baton process is gone: killed with
 * SIGKILL, crashed, the machine lost power) and so could not end themselves: each one's temp dir, found in
 * the temp root by its name, and the processes its steps and agents left running, found by that temp dir.
 *
 * Only what is surely that run's is touched. A temp dir is one `baton run` made for a run of this store
 * (`baton-run-<id>-XXXXXX`, the id a run here whose run.json says it is interrupted, and the one that run
 * recorded, when it did: a run of the same id in another project has its own), a directory (never a link)
 * of this user. A process is one of this user whose environment names that temp dir (`RUNNER_TEMP`,
 * `GITHUB_OUTPUT`, `BATON_HANDOFF_PATH`, … as baton gave them to every step and agent of the run, and their
 * children inherit): a path no other process is given, which a process id reused since cannot have. The
 * processes are stopped before the dir is removed; while one still runs, the dir is kept (a later command
 * tries again). Where there is no /proc to read environments from, none are looked for, and the dir is
 * removed. Returns what was found, for the caller to say (describeLeftovers).
 *
 * A run of this process (runWorkflow called again while a run goes on) is alive, never interrupted. Two
 * cleanups of one store in this process run one after the other: the second finds what the first left (a
 * run's dir it removed is gone), rather than both stopping the same processes and saying so.
 */
export declare function cleanUpInterruptedRuns(catalog: LocalRunCatalog, options?: CleanUpOptions): Promise<InterruptedRunLeftovers[]>;
/**
 * One line: what an interrupted run had left and what became of it, as the commands say it on stderr (after
 * `baton: `) and runWorkflow in its run's notices (`run … was interrupted (its baton process is gone): stopped
 * 2 processes it left running (pids 4242, 4243); removed its temp dir /tmp/baton-run-…`). The temp dir is
 * as found: a terminal shows it made safe.
 */
export declare function describeLeftovers(left: InterruptedRunLeftovers): string;
