import type { RecordKey } from './ports.js';
import type { StageRecord } from './record.js';
/**
 * Which of two records of one stage is newer (DESIGN §4): the one of the later run attempt, then the later
 * stage attempt. Every job of a re-run starts after the run attempt before it ended, so a re-run's first
 * attempt is newer than every retry of an earlier run attempt. Negative when `a` is older.
 */
export declare function compareAttempts(a: Pick<RecordKey, 'attempt' | 'runAttempt'>, b: Pick<RecordKey, 'attempt' | 'runAttempt'>): number;
/** The order stores list records in: by stage (code points), then oldest first. */
export declare function compareRecordKeys(a: RecordKey, b: RecordKey): number;
/** The newest of some records' keys (`compareAttempts`), or undefined when there are none. */
export declare function newestOf<T extends Pick<RecordKey, 'attempt' | 'runAttempt'>>(keys: Iterable<T>): T | undefined;
/** The key a record is stored under: its stage, attempt and run attempt. */
export declare function recordKeyOf(record: Pick<StageRecord, 'stage' | 'attempt' | 'run'>): RecordKey;
/** `attempt 2`, and for a record of a re-run of jobs `attempt 2 of run attempt 3`. */
export declare function attemptName(key: Pick<RecordKey, 'attempt' | 'runAttempt'>): string;
/** `stage fix attempt 2`, and for a record of a re-run `stage fix attempt 2 of run attempt 3`, for messages. */
export declare function describeAttempt(key: RecordKey): string;
