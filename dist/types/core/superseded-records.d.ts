import type { RecordKey } from './ports.js';
import type { StageRecord, StoredRecord } from './record.js';
/**
 * Which records no longer stand for their stage in a run that was re-run (DESIGN §4, §5).
 *
 * A re-run of jobs on GitHub is a new run attempt of the same run, which keeps every record of the run
 * attempts before it. A job that runs again in run attempt n runs again with every job that needs it,
 * directly or not: "Re-run all jobs" runs them all, "Re-run failed jobs" and a re-run of one job run the jobs
 * picked and every job after them. So when a stage records in run attempt n, each stage downstream of it
 * ran again in run attempt n too, or did not run in it at all: its `if:` skipped it, or it stopped before it
 * recorded. A downstream record older than that still reads as the stage's newest, but it is not what the
 * stage did in run attempt n: it was rendered from a record that has since been superseded.
 *
 * A record is **superseded** when its lineage names a record of a stage that has a record of a later run
 * attempt than the one named. A job that a re-run did not pick ("Re-run failed jobs" leaves a job that passed
 * alone when no job it needs was picked) was rendered from upstream records that were not re-run either, so
 * its record stands; and the lineage is of the records themselves, so a run that was never re-run (every
 * `baton run`) has no superseded record.
 */
/** A superseded record, and the newer record upstream that supersedes it. */
export interface Supersession {
    /** The superseded record. */
    record: RecordKey;
    /** The stage it was rendered from that ran again. */
    upstream: string;
    /** The run attempt of that stage's record it was rendered from. */
    readRunAttempt: number;
    /** The run attempt of that stage's newest record. */
    newerRunAttempt: number;
}
/** The newest key of each stage among `keys` (`compareAttempts`: the highest run attempt, then attempt). */
export declare function newestKeys(keys: Iterable<RecordKey>): Map<string, RecordKey>;
/** Whether any of the keys is of a re-run (run attempt 2 or later): only then can a record be superseded. */
export declare function hasRerun(newest: ReadonlyMap<string, Pick<RecordKey, 'runAttempt'>>): boolean;
/**
 * Why `record` is superseded in its run, given the newest key of each stage of the run: the stage of its
 * lineage whose newest record is of a later run attempt than the one it was rendered from (of several, the
 * latest such run attempt, then the first stage id). Undefined when the record stands.
 */
export declare function supersessionOf(record: Pick<StageRecord, 'stage' | 'attempt' | 'run' | 'lineage'>, newest: ReadonlyMap<string, Pick<RecordKey, 'runAttempt'>>): Supersession | undefined;
/**
 * The stages of a run's records whose newest record is superseded, each with why. `alsoListed` are keys of
 * records of the run that could not be read: a stage that has one of a later run attempt ran again, even if
 * what it recorded cannot be shown.
 */
export declare function supersededStages(records: ReadonlyArray<Pick<StoredRecord, 'record'>>, alsoListed?: readonly RecordKey[]): Map<string, Supersession>;
/**
 * Why a superseded record is not the stage's result, in words for a warning or a report: `its newest record,
 * attempt 1 of run attempt 1, was rendered from stage triage's record of run attempt 1, and triage ran again
 * in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded)`.
 */
export declare function supersededText(why: Supersession): string;
