import type { RecordEntry, RecordKey, RecordRef, RecordStore } from '../../core/ports.js';
import type { StoredRecord } from '../../core/record.js';

/**
 * The step's record store, watched: which record is being stored right now, and which one could not be.
 * A failed upload (or a stopped step whose time ran out while it uploaded) throws away the attempt the
 * engine built; with this the step can still say what the stage handed off — its summary and outputs,
 * marked as not stored — instead of losing a valid handoff with the error.
 */
export class WatchedStore implements RecordStore {
  readonly #inner: RecordStore;
  /** The entry being put, until the store has answered. */
  #pending: RecordEntry | undefined;
  /** The last entry the store failed to take. */
  #failed: RecordEntry | undefined;

  constructor(inner: RecordStore) {
    this.#inner = inner;
  }

  /** The record being stored now, if any. */
  get pending(): RecordEntry | undefined {
    return this.#pending;
  }

  /** The last record that could not be stored, if any. */
  get failed(): RecordEntry | undefined {
    return this.#failed;
  }

  async put(entry: RecordEntry): Promise<RecordRef> {
    this.#pending = entry;
    this.#failed = undefined;
    try {
      return await this.#inner.put(entry);
    } catch (error) {
      this.#failed = entry;
      throw error;
    } finally {
      this.#pending = undefined;
    }
  }

  get(stage: string): Promise<StoredRecord | undefined> {
    return this.#inner.get(stage);
  }

  getAttempt(stage: string, attempt: number, runAttempt?: number): Promise<StoredRecord | undefined> {
    return this.#inner.getAttempt(stage, attempt, runAttempt);
  }

  list(): Promise<RecordKey[]> {
    return this.#inner.list();
  }
}
