/**
 * `baton show`'s option that prints a job's (or matrix leg's) log, `job-<leg>.log`, whatever stages it
 * recorded: a stage's id defaults to its job's, so `baton show <run> <job> --log` of such a job is the
 * stage's agent log.
 */
export const JOB_LOG_OPTION = '--job-log';

/** The command that prints a leg's job log, as a hint gives it: `baton show <run> <leg> --job-log`. */
export function showJobLog(cli: string, run: string, leg: string): string {
  return `${cli} show ${run} ${leg} ${JOB_LOG_OPTION}`;
}
