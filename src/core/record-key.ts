import type { RecordKey } from './ports.js';
import type { StageRecord } from './record.js';

/**
 * Which of two records of one stage is newer (DESIGN §4): the one of the later run attempt, then the later
 * stage attempt. Every job of a re-run starts after the run attempt before it ended, so a re-run's first
 * attempt is newer than every retry of an earlier run attempt. Negative when `a` is older.
 */
export function compareAttempts(
  a: Pick<RecordKey, 'attempt' | 'runAttempt'>,
  b: Pick<RecordKey, 'attempt' | 'runAttempt'>,
): number {
  return a.runAttempt - b.runAttempt || a.attempt - b.attempt;
}

/** The order stores list records in: by stage (code points), then oldest first. */
export function compareRecordKeys(a: RecordKey, b: RecordKey): number {
  return (a.stage < b.stage ? -1 : a.stage > b.stage ? 1 : 0) || compareAttempts(a, b);
}

/** The newest of some records' keys (`compareAttempts`), or undefined when there are none. */
export function newestOf<T extends Pick<RecordKey, 'attempt' | 'runAttempt'>>(
  keys: Iterable<T>,
): T | undefined {
  let newest: T | undefined;
  for (const key of keys) if (newest === undefined || compareAttempts(key, newest) > 0) newest = key;
  return newest;
}

/** The key a record is stored under: its stage, attempt and run attempt. */
export function recordKeyOf(record: Pick<StageRecord, 'stage' | 'attempt' | 'run'>): RecordKey {
  return { stage: record.stage, attempt: record.attempt, runAttempt: record.run.attempt };
}

/** `attempt 2`, and for a record of a re-run of jobs `attempt 2 of run attempt 3`. */
export function attemptName(key: Pick<RecordKey, 'attempt' | 'runAttempt'>): string {
  const run = key.runAttempt === 1 ? '' : ` of run attempt ${key.runAttempt}`;
  return `attempt ${key.attempt}${run}`;
}

/** `stage fix attempt 2`, and for a record of a re-run `stage fix attempt 2 of run attempt 3`, for messages. */
export function describeAttempt(key: RecordKey): string {
  return `stage ${key.stage} ${attemptName(key)}`;
}
