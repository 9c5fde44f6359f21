import { lstat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { formatError, UserError } from '../../core/errors.js';
import { LOCAL_RUN_FILES } from '../../core/names.js';
import type { RecordKey } from '../../core/ports.js';
import type { RunSummary, StoredRecord } from '../../core/record.js';
import { RECORD_NEWER } from '../../core/record-files.js';
import { describeAttempt } from '../../core/record-key.js';
import { gatherRecords, type UnreadableRecord } from '../../core/report/gather-records.js';
import { CLI_WORDS, type OptionWords } from '../../core/workflow/option-words.js';
import { type LocalRecordStore, namedAttempts } from './record-store.js';
import { unstoredFix, unwrittenLine } from './write-failure.js';

/**
 * A stage the run's run.json says a job recorded that has no record in the run's directory: its directory
 * removed (or left without its record.json) since. A recorded stage always has a first attempt, so that is
 * the one named.
 */
export interface MissingRecord {
  /** The job that recorded it: a called job rather than its caller, which lists its stages too. */
  job: string;
  stage: string;
  /** What is there instead, naming where it should be: `/…/runs/<run>/a does not exist`. */
  gone: string;
  /** `job a recorded stage a, but its record is gone: …`, as a reader names a record it cannot read. */
  reason: string;
}

/** A job as run.json lists it, or as a run's events say it so far: what it recorded. */
type RecordingJob = Pick<RunSummary['jobs'][number], 'id' | 'stages'>;

/** A run as run.json has it: its jobs and what they recorded, and the records it never stored. */
export type RecordingRun = { jobs: readonly RecordingJob[] } & Partial<
  Pick<RunSummary, 'unstored' | 'workflow_path' | 'reason'>
>;

/**
 * The stage attempts a run's jobs recorded that it never stored (run.json's `unstored`): each said on a line
 * of its own, why included (`stage b attempt 1 (job b) was never stored: its record could not be written:
 * ENOSPC: … (the disk is full)`), in the order the run made them; and what to do about them all (`fix`): a
 * replay that records them again when the run can be replayed, else run it again.
 */
export interface NotStoredRecords {
  records: Array<{
    job: string;
    stage: string;
    attempt: number;
    /** Why it was not stored: `its record could not be written: …`, or that it came after one that was not. */
    why: string;
    /** `<stage attempt> (job <job>) was never stored: <why>`. */
    reason: string;
  }>;
  fix: string;
}

/**
 * Every record of a local run as `gatherRecords` reads them, and the stages run.json says were recorded that
 * have none (`missing`, also among `unreadable` as their first attempt, code `record-missing`, so every reader
 * that names what it cannot read names them too). Each unreadable record's reason ends with what to do
 * (see withRecordFix). The records the run never stored (`notStored`: its write failed, say) are not among
 * them: nothing of them is gone, and they say their own what to do. `run` is null when run.json cannot be
 * read: then none is known to be missing or never stored. `listed` is the store's records when the caller
 * has listed them already; else they are listed here, once.
 */
export async function gatherRunRecords(
  store: LocalRecordStore,
  run: RecordingRun | null,
  listed?: readonly RecordKey[],
): Promise<{
  records: StoredRecord[];
  unreadable: UnreadableRecord[];
  missing: MissingRecord[];
  notStored: NotStoredRecords | null;
}> {
  const keys = listed ?? (await store.list());
  const [gathered, missing, notStored] = await Promise.all([
    gatherRecords(store, keys),
    run === null ? [] : missingRecords(store, run.jobs, keys),
    run === null ? null : notStoredRecords(store.runDir, run),
  ]);
  const id = basename(store.runDir);
  return {
    notStored,
    ...gathered,
    unreadable: [
      ...gathered.unreadable,
      ...missing.map(({ stage, reason }) => ({
        stage,
        attempt: 1,
        runAttempt: 1,
        reason,
        code: RECORD_MISSING,
      })),
    ].map((u) => ({ ...u, reason: withRecordFix(id, u.stage, u.reason, u.code) })),
    missing,
  };
}

/**
 * The records of the run in `runDir` its jobs recorded and it never stored (its run.json's `unstored`, in
 * `run`), each with why, and what to do about them (see NotStoredRecords); null when it stored them all.
 * A replay records them again when the run's jobs.json is there (a replay takes the jobs it reuses from it)
 * and the run found where one can start (`replay_from`); else the run is run again.
 */
export async function notStoredRecords(
  runDir: string,
  run: RecordingRun,
  /** The words the fix starts a replay or a run in: `baton replay`'s, or the library's. */
  words: Pick<OptionWords, 'replay' | 'run'> = CLI_WORDS,
): Promise<NotStoredRecords | null> {
  const unstored = run.unstored;
  if (unstored === undefined) return null;
  const id = basename(runDir);
  const { failed, after } = unstored;
  const named = (each: { job: string; stage: string; attempt: number }) =>
    `${describeAttempt({ ...each, runAttempt: 1 })} (job ${each.job})`;
  const records = [
    { ...failed, why: `its record could not be written: ${failed.cause}` },
    ...after.map((each) => ({
      ...each,
      why: `no record of the run after that of ${named(failed)} was stored`,
    })),
  ].map(({ job, stage, attempt, why }) => ({
    job,
    stage,
    attempt,
    why,
    reason: `${named({ job, stage, attempt })} was never stored: ${why}`,
  }));
  const jobsFile = join(runDir, LOCAL_RUN_FILES.jobs);
  const jobs = (await lstat(jobsFile).then(
    () => true,
    () => false,
  ))
    ? 'stored'
    : unwrittenLine(run.reason, jobsFile) !== null
      ? 'unwritten'
      : 'missing';
  const stages = [...new Set([failed, ...after].map((each) => each.stage))];
  const fix = unstoredFix({
    run: id,
    what: `${stages.length === 1 ? 'stage' : 'stages'} ${namedAttempts(stages)}`,
    cause: failed.cause,
    replayFrom: unstored.replay_from,
    jobs,
    replay: words.replay,
    runAgain: `${words.run(run.workflow_path ?? '<workflow file>')} with the same options`,
  });
  return { records, fix };
}

/** The code of a recorded stage whose record is gone (recordGone's, and gatherRunRecords' for it). */
const RECORD_MISSING = 'record-missing';

/**
 * Whether a record that cannot be read is damaged or gone (cut short, edited, its directory removed), rather
 * than refused to this user (`record-unreadable`: a run made by another user) or likely written by a newer
 * baton (`record-newer`), whose errors say what to do.
 */
export function isDamagedRecord(code: string | undefined): boolean {
  return code !== 'record-unreadable' && code !== RECORD_NEWER;
}

/**
 * What to do about a damaged or gone record of run `run`, as `baton replay` and `baton show <run> <stage>`
 * say it: put it back, or record the stage again in a new run (`baton replay`).
 */
export function damagedRecordFix(run: string, stage: string): string {
  return `put it back from a copy, or replay from that stage, to run it again: ${CLI_WORDS.replay(run, stage)}`;
}

/**
 * A record's reason (formatError's text) with what to do under it: a damaged or gone record's fix; a record
 * refused to this user says its own (make the run yours) already.
 */
export function withRecordFix(run: string, stage: string, reason: string, code: string | undefined): string {
  return isDamagedRecord(code) ? `${reason}\n  ${damagedRecordFix(run, stage)}` : reason;
}

/** The stages of `jobs` (run.json's) that `listed` (the store's records) has no attempt of, in job order. */
export async function missingRecords(
  store: LocalRecordStore,
  jobs: readonly RecordingJob[],
  listed: readonly RecordKey[],
): Promise<MissingRecord[]> {
  const have = new Set(listed.map((key) => key.stage));
  const missing: MissingRecord[] = [];
  // A called job's stages are its caller's too: the called job, which recorded it, is named.
  const owners = [...jobs].sort((a, b) => Number(b.id.includes('/')) - Number(a.id.includes('/')));
  for (const job of owners) {
    for (const stage of job.stages) {
      if (have.has(stage) || missing.some((m) => m.stage === stage)) continue;
      const gone = await whatIsThere(store, stage);
      if (gone !== null)
        missing.push({ job: job.id, stage, gone, reason: `${recordedBy(job.id, stage)}: ${gone}` });
    }
  }
  const order = jobs.flatMap((job) => job.stages);
  return missing.sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage));
}

/**
 * A stage whose record is missing, asked for (`show <run> <stage>`, `render --run`): what is the case, as
 * `baton replay` says it, and what to do (`details`). `result` is its job's, as run.json has it.
 */
export function recordGone(
  run: string,
  missing: MissingRecord,
  result: string,
  details: readonly string[],
): UserError {
  return new UserError(
    RECORD_MISSING,
    `${recordedBy(`${missing.job} of run ${run} (${result})`, missing.stage)}: ${missing.gone}`,
    { details: [...details] },
  );
}

function recordedBy(job: string, stage: string): string {
  return `job ${job} recorded stage ${stage}, but its record is gone`;
}

/**
 * What is where a recorded stage's first attempt should be: nothing (`… does not exist`), or a directory the
 * store cannot read a record from, and why; null when a record is there after all (written since it was listed).
 */
async function whatIsThere(store: LocalRecordStore, stage: string): Promise<string | null> {
  try {
    return (await store.getAttempt(stage, 1)) === undefined
      ? `${store.attemptDir(stage, 1)} does not exist`
      : null;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return formatError(error).split('\n')[0]!;
  }
}
