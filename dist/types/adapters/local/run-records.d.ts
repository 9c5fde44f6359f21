import { UserError } from '../../core/errors.js';
import type { RecordKey } from '../../core/ports.js';
import type { RunSummary, StoredRecord } from '../../core/record.js';
import { type UnreadableRecord } from '../../core/report/gather-records.js';
import { type OptionWords } from '../../core/workflow/option-words.js';
import { type LocalRecordStore } from './record-store.js';
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
export type RecordingRun = {
    jobs: readonly RecordingJob[];
} & Partial<Pick<RunSummary, 'unstored' | 'workflow_path' | 'reason'>>;
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
export declare function gatherRunRecords(store: LocalRecordStore, run: RecordingRun | null, listed?: readonly RecordKey[]): Promise<{
    records: StoredRecord[];
    unreadable: UnreadableRecord[];
    missing: MissingRecord[];
    notStored: NotStoredRecords | null;
}>;
/**
 * The records of the run in `runDir` its jobs recorded and it never stored (its run.json's `unstored`, in
 * `run`), each with why, and what to do about them (see NotStoredRecords); null when it stored them all.
 * A replay records them again when the run's jobs.json is there (a replay takes the jobs it reuses from it)
 * and the run found where one can start (`replay_from`); else the run is run again.
 */
export declare function notStoredRecords(runDir: string, run: RecordingRun, 
/** The words the fix starts a replay or a run in: `baton replay`'s, or the library's. */
words?: Pick<OptionWords, 'replay' | 'run'>): Promise<NotStoredRecords | null>;
/**
 * Whether a record that cannot be read is damaged or gone (cut short, edited, its directory removed), rather
 * than refused to this user (`record-unreadable`: a run made by another user) or likely written by a newer
 * baton (`record-newer`), whose errors say what to do.
 */
export declare function isDamagedRecord(code: string | undefined): boolean;
/**
 * What to do about a damaged or gone record of run `run`, as `baton replay` and `baton show <run> <stage>`
 * say it: put it back, or record the stage again in a new run (`baton replay`).
 */
export declare function damagedRecordFix(run: string, stage: string): string;
/**
 * A record's reason (formatError's text) with what to do under it: a damaged or gone record's fix; a record
 * refused to this user says its own (make the run yours) already.
 */
export declare function withRecordFix(run: string, stage: string, reason: string, code: string | undefined): string;
/** The stages of `jobs` (run.json's) that `listed` (the store's records) has no attempt of, in job order. */
export declare function missingRecords(store: LocalRecordStore, jobs: readonly RecordingJob[], listed: readonly RecordKey[]): Promise<MissingRecord[]>;
/**
 * A stage whose record is missing, asked for (`show <run> <stage>`, `render --run`): what is the case, as
 * `baton replay` says it, and what to do (`details`). `result` is its job's, as run.json has it.
 */
export declare function recordGone(run: string, missing: MissingRecord, result: string, details: readonly string[]): UserError;
export {};
