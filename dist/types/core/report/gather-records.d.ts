import type { RecordKey, RecordStore } from '../ports.js';
import type { StoredRecord } from '../record.js';
/** A record that is listed but could not be read, and why. */
export interface UnreadableRecord extends RecordKey {
    reason: string;
    /**
     * The store's error code, when it gave one (`record-invalid`, `record-unreadable`, …): a reader tells by it
     * whether the reason says what to do already.
     */
    code?: string;
}
/**
 * Every record of a run — every stage attempt of every run attempt, failed stages included — read through
 * the store's port. A record that cannot be read (a corrupt or tampered artifact, a record that fails its
 * schema) is returned as unreadable rather than failing the whole: a report is most needed when something
 * went wrong. An entry with no record in it at all (NOT_A_RECORD: a user's own `baton-logs` artifact) is no
 * stage of the run: it is returned apart, as `notRecords`, for the caller to say it skipped. `listed` is the
 * store's records when the caller has listed them already; else they are listed.
 */
export declare function gatherRecords(store: Pick<RecordStore, 'list' | 'getAttempt'>, listed?: readonly RecordKey[]): Promise<{
    records: StoredRecord[];
    unreadable: UnreadableRecord[];
    notRecords: RecordKey[];
}>;
