import type { RecordEntry, RecordKey, RecordRef, RecordStore } from '../../core/ports.js';
import type { StoredRecord } from '../../core/record.js';
/**
 * A RecordStore in front of one run's store for the process that writes the run (`baton run`), or reads a
 * finished one (a parent run, which every stage of a continued run reads). Every stage reads all of its
 * upstream records (DESIGN §5: every stage upstream, direct or not), so a chain of n stages reads O(n²)
 * records; from disk that is seconds of directory listings and file reads for a 200-stage chain.
 *
 * Records are immutable and this process is the run's only writer, so an index of the attempts (filled
 * once from the store, then kept up to date by `put`) and a cache of every attempt read are exact. What is
 * cached is what reading the files returns: either what the inner store returned when it read them, or,
 * for an attempt this process put, the same decoding applied to the very bytes every store writes
 * (record-files.ts) — so the next stage does not read back from disk the record the last one just wrote.
 */
export declare class CachedRecordStore implements RecordStore {
    #private;
    constructor(inner: RecordStore);
    put(entry: RecordEntry): Promise<RecordRef>;
    get(stage: string): Promise<StoredRecord | undefined>;
    getAttempt(stage: string, attempt: number, runAttempt?: number): Promise<StoredRecord | undefined>;
    list(): Promise<RecordKey[]>;
}
