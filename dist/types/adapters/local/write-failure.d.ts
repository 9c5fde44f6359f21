/**
 * A file of a run that could not be written, as the run says it: what the file holds, the system's error,
 * and, for the usual causes, what is in the way (`job log of build could not be written: EFBIG: file too
 * large, write (over the file size limit: see ulimit -f)`). The caller names the file.
 */
export declare function couldNotWrite(what: string, error: unknown): string;
/**
 * The system's error, and for the usual causes of a failed write what is in the way: `ENOSPC: no space left
 * on device, write (the disk is full)` (see system-error.ts); a file of the run missing is its directory
 * removed.
 */
export declare function withHint(error: unknown): string;
/**
 * What clears the cause of a failed write before anything is written again (`make room, then `), or '':
 * `cause` is the error, or the text withHint made of it (a run's stored reason), read by its hint.
 */
export declare function clearFirst(cause: unknown): string;
/** A file the run could not write to the end: its path, why, and that what came after it is not in it. */
export declare function unwritten(path: string, what: string, error: unknown): string;
/** A file of a run's directory that the run could not write to the end (see unwrittenFiles). */
export interface UnwrittenFile {
    /** Its name in the run's directory. */
    name: string;
    /** What it holds: `the job log of build`. */
    what: string;
    /** What such files hold, as several are said: `the job logs`. */
    kind: string;
    error: unknown;
}
/**
 * Files of the run's directory `dir` the run could not write to the end, in the order they failed: a line
 * for each cause, naming every file it cut (`<dir>/job-a.log, job-b.log: the job logs could not be written:
 * ENOSPC: … (the disk is full); what came after is not in them`); one file alone is said as `unwritten`
 * says it. A disk that fills up under a hundred jobs cuts a hundred logs: said in one line, the end of the
 * run still fits where a full disk leaves it room (see LocalRunCatalog.writeSummary).
 */
export declare function unwrittenFiles(dir: string, files: readonly UnwrittenFile[]): string[];
/**
 * The line of a run's `reason` that says its file `path` could not be written (unwritten's, couldNotWrite's
 * with the path first), without its indent; null when none does. A run moved since names its old path:
 * the line is found by the run's directory and the file's name.
 */
export declare function unwrittenLine(reason: string | undefined, path: string): string | null;
/**
 * What to do about records of run `run` that were never stored (`what`: `stages b, c`), the first because
 * of `cause`: clear that, then record them again with a replay from `replayFrom` when the run can be
 * replayed; else run the workflow again in full (`runAgain`), saying why no replay can: its jobs.json
 * (`jobs`) was not written, or no one job comes before every job that made one.
 */
export declare function unstoredFix(options: {
    run: string;
    what: string;
    cause: unknown;
    replayFrom: string | null;
    jobs: 'stored' | 'unwritten' | 'missing';
    replay: (run: string, from: string) => string;
    runAgain: string;
}): string;
