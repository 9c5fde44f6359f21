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
/** A file the run could not write to the end: its path, why, and that what came after it is not in it. */
export declare function unwritten(path: string, what: string, error: unknown): string;
