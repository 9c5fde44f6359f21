/**
 * The system's errors that say the machine ran out of something (disk space, open files, processes) rather
 * than that baton has a bug: read here, and only here, by their code. A file that could not be written
 * (write-failure.ts, temp-failure.ts), a command that could not start (shell-runner.ts), a step that failed
 * on one (execute.ts) and any error an entry point prints (formatError) say them alike, with what is in the
 * way and what raises the limit, as the EFBIG of a job log always did (`see ulimit -f`).
 */

/**
 * What is in the way, for an error of the system's that says the machine ran out of something, else null:
 * `the disk is full`, `too many open files: raise ulimit -n, or run fewer jobs at once with -j N`. `fewerJobs`
 * is how the caller runs fewer jobs at once (`baton run`'s `-j N`), said with the limits its jobs share;
 * without it (a step of the action on GitHub, one job of its own) the limit is named as ulimit -f is.
 */
export function systemLimitHint(error: unknown, fewerJobs?: string): string | null {
  const { code, syscall } = systemCall(error);
  const limit = (ulimit: string) =>
    fewerJobs === undefined ? `see ${ulimit}` : `raise ${ulimit}, or ${fewerJobs}`;
  switch (code) {
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'over the disk quota';
    case 'EFBIG':
      return 'over the file size limit: see ulimit -f';
    case 'EMFILE':
      return `too many open files: ${limit('ulimit -n')}`;
    case 'ENFILE':
      // The whole system's table, which no ulimit of this shell raises.
      return `too many files open on the whole system: raise the system's limit (fs.file-max on Linux)${fewerJobs === undefined ? '' : `, or ${fewerJobs}`}`;
    case 'EAGAIN':
      // fork() refused for the user's limit of processes; EAGAIN from a read or write is no limit met.
      return syscall?.startsWith('spawn') ? `too many processes: ${limit('ulimit -u')}` : null;
    default:
      return null;
  }
}

/** The error's message, then what is in the way when it is one systemLimitHint knows: `… (the disk is full)`. */
export function withSystemHint(error: unknown, fewerJobs?: string): string {
  const hint = systemLimitHint(error, fewerJobs);
  const message = error instanceof Error ? error.message : String(error);
  return hint === null ? message : `${message} (${hint})`;
}

/** The `code` and `syscall` Node gives an error of a system call, when they are strings. */
function systemCall(error: unknown): { code?: string; syscall?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof syscall === 'string' ? { syscall } : {}),
  };
}
