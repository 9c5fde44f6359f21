import { UserError } from '../../core/errors.js';
/**
 * A directory baton keeps its scratch files in (a run's temp dir in TMPDIR; RUNNER_TEMP on GitHub: step
 * scripts, file commands, prompts, the event payload), as a write there that failed says it.
 */
export interface TempPlace {
    /** The directory, as a person finds it: `the run's temp dir, in TMPDIR /tmp/x`, `RUNNER_TEMP /runner/_temp`. */
    where: string;
    /** What to do when its disk is full: `make room in TMPDIR, or set TMPDIR to a directory on another disk`. */
    makeRoom: string;
    /** How to run fewer jobs at once, where the caller can (`run fewer jobs at once with -j N`). */
    fewerJobs?: string;
}
/** A temp dir nothing more is known of: the directory itself. */
export declare function tempPlaceOf(dir: string): TempPlace;
/**
 * A file in a temp dir that could not be written (or a directory that could not be `made`), as a person can
 * act on it: the file (terminal-safe), what it holds, the temp dir it is in, the system's error with what is
 * in the way, and, for a full disk, what to do — `…/runner-temp-1-event.json: the event payload
 * (GITHUB_EVENT_PATH) could not be written in the run's temp dir, in TMPDIR /tmp/x: ENOSPC: no space left
 * on device, write (the disk is full); make room in TMPDIR, or set TMPDIR to a directory on another disk`.
 * It fails the step that made the write, which says it: a step's failure, not the run's reason.
 */
export declare function tempWriteFailure(place: TempPlace, path: string, what: string, error: unknown, options?: {
    made?: boolean;
}): UserError;
