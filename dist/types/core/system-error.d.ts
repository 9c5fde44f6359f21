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
export declare function systemLimitHint(error: unknown, fewerJobs?: string): string | null;
/** The error's message, then what is in the way when it is one systemLimitHint knows: `… (the disk is full)`. */
export declare function withSystemHint(error: unknown, fewerJobs?: string): string;
