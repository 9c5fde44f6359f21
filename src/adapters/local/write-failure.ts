import { basename, dirname, join, sep } from 'node:path';
import { LOCAL_RUN_FILES } from '../../core/names.js';
import { systemLimitHint, withSystemHint } from '../../core/system-error.js';

/**
 * A file of a run that could not be written, as the run says it: what the file holds, the system's error,
 * and, for the usual causes, what is in the way (`job log of build could not be written: EFBIG: file too
 * large, write (over the file size limit: see ulimit -f)`). The caller names the file.
 */
export function couldNotWrite(what: string, error: unknown): string {
  return `${what} could not be written: ${withHint(error)}`;
}

/**
 * For the usual causes of a failed write (by the system's error code, whose hint system-error.ts says):
 * what clears it, said before what to do next (`make room, then …`).
 */
const CLEAR_FIRST: Readonly<Record<string, string>> = {
  ENOSPC: 'make room, then ',
  EDQUOT: 'make room, then ',
  EFBIG: 'raise the file size limit, then ',
};

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

/**
 * What clears the cause of a failed write before anything is written again (`make room, then `), or '':
 * `cause` is the error, or the text withHint made of it (a run's stored reason), read by its hint.
 */
export function clearFirst(cause: unknown): string {
  if (typeof cause !== 'string') {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    return (code === undefined ? undefined : CLEAR_FIRST[code]) ?? '';
  }
  for (const [code, first] of Object.entries(CLEAR_FIRST))
    if (cause.includes(`(${systemLimitHint({ code })})`)) return first;
  return '';
}

/** A file the run could not write to the end: its path, why, and that what came after it is not in it. */
export function unwritten(path: string, what: string, error: unknown): string {
  return `${path}: ${couldNotWrite(what, error)}; what came after is not in it`;
}

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
export function unwrittenFiles(dir: string, files: readonly UnwrittenFile[]): string[] {
  const byCause = new Map<string, UnwrittenFile[]>();
  for (const file of files) {
    const cause = withHint(file.error);
    byCause.set(cause, [...(byCause.get(cause) ?? []), file]);
  }
  return [...byCause].map(([cause, cut]) => {
    const [first] = cut as [UnwrittenFile, ...UnwrittenFile[]];
    if (cut.length === 1) return unwritten(join(dir, first.name), first.what, first.error);
    const kinds = [...new Set(cut.map((file) => file.kind))].join(' and ');
    const names = cut.map((file, i) => (i === 0 ? join(dir, file.name) : file.name)).join(', ');
    return `${names}: ${kinds} could not be written: ${cause}; what came after is not in them`;
  });
}

/**
 * The line of a run's `reason` that says its file `path` could not be written (unwritten's, couldNotWrite's
 * with the path first), without its indent; null when none does. A run moved since names its old path:
 * the line is found by the run's directory and the file's name.
 */
export function unwrittenLine(reason: string | undefined, path: string): string | null {
  const name = basename(path);
  const dir = `${dirname(path)}${sep}`;
  // The run's directory as the line names it: where it is now, or (moved since) a path ending in its id.
  const inRun = `${sep}${basename(dirname(path))}${sep}`;
  for (const line of (reason ?? '').split('\n').map((text) => text.trimStart())) {
    if (!line.includes(' could not be written: ')) continue;
    const at = line.startsWith(dir) ? dir.length : line.indexOf(inRun) + inRun.length;
    if (at < inRun.length) continue;
    // The files it names, one or several (unwrittenFiles): `<dir>/job-a.log, job-b.log: …`.
    const files = line.slice(at);
    if (files.startsWith(`${name}: `) || files.startsWith(`${name}, `)) return line;
    const listed = files.slice(0, files.indexOf(' could not be written: '));
    if (listed.includes(`, ${name}, `) || listed.includes(`, ${name}: `)) return line;
  }
  return null;
}

/**
 * What to do about records of run `run` that were never stored (`what`: `stages b, c`), the first because
 * of `cause`: clear that, then record them again with a replay from `replayFrom` when the run can be
 * replayed; else run the workflow again in full (`runAgain`), saying why no replay can: its jobs.json
 * (`jobs`) was not written, or no one job comes before every job that made one.
 */
export function unstoredFix(options: {
  run: string;
  what: string;
  cause: unknown;
  replayFrom: string | null;
  jobs: 'stored' | 'unwritten' | 'missing';
  replay: (run: string, from: string) => string;
  runAgain: string;
}): string {
  const { run, what, replayFrom, jobs } = options;
  const first = clearFirst(options.cause);
  if (jobs === 'stored' && replayFrom !== null)
    return `${first}record ${what} again: ${options.replay(run, replayFrom)}`;
  const why =
    jobs === 'stored'
      ? `no one replay of run ${run} records ${what} again (no job comes before every job that made one)`
      : `run ${run} cannot be replayed, as its ${LOCAL_RUN_FILES.jobs} ${jobs === 'unwritten' ? 'could not be written' : 'is missing'}`;
  return `${why}: ${first}run it again in full: ${options.runAgain}`;
}
