import { withSystemHint } from '../../core/system-error.js';

/**
 * A file of a run that could not be written, as the run says it: what the file holds, the system's error,
 * and, for the usual causes, what is in the way (`job log of build could not be written: EFBIG: file too
 * large, write (over the file size limit: see ulimit -f)`). The caller names the file.
 */
export function couldNotWrite(what: string, error: unknown): string {
  return `${what} could not be written: ${withHint(error)}`;
}

/**
 * The system's error, and for the usual causes of a failed write what is in the way: `ENOSPC: no space left
 * on device, write (the disk is full)` (see system-error.ts); a file of the run missing is its directory
 * removed.
 */
export function withHint(error: unknown): string {
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    return `${error instanceof Error ? error.message : String(error)} (the run's directory was removed while it ran)`;
  return withSystemHint(error);
}

/** A file the run could not write to the end: its path, why, and that what came after it is not in it. */
export function unwritten(path: string, what: string, error: unknown): string {
  return `${path}: ${couldNotWrite(what, error)}; what came after is not in it`;
}
