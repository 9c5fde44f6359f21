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
 * on device, write (the disk is full)`.
 */
export function withHint(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const hint =
    code === 'ENOSPC'
      ? ' (the disk is full)'
      : code === 'EDQUOT'
        ? ' (over the disk quota)'
        : code === 'EFBIG'
          ? ' (over the file size limit: see ulimit -f)'
          : code === 'ENOENT'
            ? " (the run's directory was removed while it ran)"
            : '';
  return `${error instanceof Error ? error.message : String(error)}${hint}`;
}

/** A file the run could not write to the end: its path, why, and that what came after it is not in it. */
export function unwritten(path: string, what: string, error: unknown): string {
  return `${path}: ${couldNotWrite(what, error)}; what came after is not in it`;
}
