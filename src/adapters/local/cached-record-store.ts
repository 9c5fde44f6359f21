import type { RecordEntry, RecordRef, RecordStore } from '../../core/ports.js';
import type { StoredRecord } from '../../core/record.js';

/**
 * A RecordStore in front of one run's store for the process that writes the run (`baton run`). Every stage
 * reads all of its upstream records (DESIGN §5: every stage upstream, direct or not), so a chain of n stages
 * reads O(n²) records; from disk that is seconds of directory listings and file reads for a 200-stage chain.
 *
 * Records are immutable and this process is the run's only writer, so an index of the attempts (filled
 * once from the store, then kept up to date by `put`) and a cache of every attempt read are exact. What is
 * cached is what the inner store returned when it read the files: the cache never invents a record.
 */
export class CachedRecordStore implements RecordStore {
  readonly #inner: RecordStore;
  #index: Promise<Map<string, number[]>> | undefined;
  readonly #read = new Map<string, Promise<StoredRecord | undefined>>();

  constructor(inner: RecordStore) {
    this.#inner = inner;
  }

  async put(entry: RecordEntry): Promise<RecordRef> {
    const index = await this.#attempts();
    const ref = await this.#inner.put(entry);
    const attempts = index.get(ref.stage) ?? [];
    if (!attempts.includes(ref.attempt)) attempts.push(ref.attempt);
    attempts.sort((a, b) => a - b);
    index.set(ref.stage, attempts);
    return ref;
  }

  async get(stage: string): Promise<StoredRecord | undefined> {
    const attempts = (await this.#attempts()).get(stage);
    const latest = attempts?.at(-1);
    return latest === undefined ? undefined : this.getAttempt(stage, latest);
  }

  async getAttempt(stage: string, attempt: number): Promise<StoredRecord | undefined> {
    if (!(await this.#attempts()).get(stage)?.includes(attempt)) return undefined;
    const key = `${stage}\0${attempt}`;
    let read = this.#read.get(key);
    if (!read) {
      read = this.#inner.getAttempt(stage, attempt);
      // A failed read is not cached: the next caller sees the error again.
      read.catch(() => this.#read.delete(key));
      this.#read.set(key, read);
    }
    return read;
  }

  async list(): Promise<Array<Pick<RecordRef, 'stage' | 'attempt'>>> {
    const index = await this.#attempts();
    return [...index.keys()]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap((stage) => (index.get(stage) ?? []).map((attempt) => ({ stage, attempt })));
  }

  #attempts(): Promise<Map<string, number[]>> {
    this.#index ??= this.#inner.list().then((refs) => {
      const index = new Map<string, number[]>();
      for (const { stage, attempt } of refs) index.set(stage, [...(index.get(stage) ?? []), attempt]);
      for (const attempts of index.values()) attempts.sort((a, b) => a - b);
      return index;
    });
    return this.#index;
  }
}
