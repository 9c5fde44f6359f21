import { basename } from 'node:path';
import { formatError, UserError } from '../../core/errors.js';
import type { RecordKey } from '../../core/ports.js';
import type { RunSummary, StoredRecord } from '../../core/record.js';
import { gatherRecords, type UnreadableRecord } from '../../core/report/gather-records.js';
import { CLI_WORDS } from '../../core/workflow/option-words.js';
import type { LocalRecordStore } from './record-store.js';

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

/**
 * Every record of a local run as `gatherRecords` reads them, and the stages run.json says were recorded that
 * have none (`missing`, also among `unreadable` as their first attempt, code `record-missing`, so every reader
 * that names what it cannot read names them too). Each unreadable record's reason ends with what to do
 * (see withRecordFix). `jobs` is null when run.json cannot be read: then none is known to be missing.
 * `listed` is the store's records when the caller has listed them already; else they are listed here, once.
 */
export async function gatherRunRecords(
  store: LocalRecordStore,
  jobs: readonly RecordingJob[] | null,
  listed?: readonly RecordKey[],
): Promise<{ records: StoredRecord[]; unreadable: UnreadableRecord[]; missing: MissingRecord[] }> {
  const keys = listed ?? (await store.list());
  const gathered = await gatherRecords(store, keys);
  const missing = jobs === null ? [] : await missingRecords(store, jobs, keys);
  const run = basename(store.runDir);
  return {
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
    ].map((u) => ({ ...u, reason: withRecordFix(run, u.stage, u.reason, u.code) })),
    missing,
  };
}

/** The code of a recorded stage whose record is gone (recordGone's, and gatherRunRecords' for it). */
const RECORD_MISSING = 'record-missing';

/**
 * Whether a record that cannot be read is damaged or gone (cut short, edited, its directory removed), rather
 * than refused to this user (`record-unreadable`: a run made by another user), whose error says what to do.
 */
export function isDamagedRecord(code: string | undefined): boolean {
  return code !== 'record-unreadable';
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
