import type { RecordEntry, RecordKey, RecordRef, RecordStore } from '../../core/ports.js';
import type { LineageEntry, StageRecord, StoredRecord } from '../../core/record.js';
import { encodeHandoffJson } from '../../core/record-files.js';
import { compareAttempts, compareRecordKeys } from '../../core/record-key.js';

const utf8Encoder = new TextEncoder();
// ignoreBOM: a prompt that starts with U+FEFF comes back as it was stored (as LocalRecordStore reads it).
const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

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
export class CachedRecordStore implements RecordStore {
  readonly #inner: RecordStore;
  /** Each stage's records, oldest first (`compareAttempts`). */
  #index: Promise<Map<string, RecordKey[]>> | undefined;
  /** The index once read: `get` then answers without waiting on it (a stage reads every stage upstream). */
  #loaded: Map<string, RecordKey[]> | undefined;
  readonly #read = new Map<string, Promise<StoredRecord | undefined>>();

  constructor(inner: RecordStore) {
    this.#inner = inner;
  }

  async put(entry: RecordEntry): Promise<RecordRef> {
    const index = await this.#attempts();
    const ref = await this.#inner.put(entry);
    const key: RecordKey = { stage: ref.stage, attempt: ref.attempt, runAttempt: ref.runAttempt };
    const keys = index.get(ref.stage) ?? [];
    if (!keys.some((k) => compareAttempts(k, key) === 0)) keys.push(key);
    keys.sort(compareAttempts);
    index.set(ref.stage, keys);
    // The put succeeded, so the store holds record.json and handoff.json as encoded here and the prompt
    // as UTF-8 (where a lone surrogate becomes U+FFFD). A read would parse those bytes and check them
    // against StageRecord and Handoff; the put has just checked this very record and handoff against the
    // same schemas (encodeRecordEntry, every store's encoder), and on valid data they only copy, so the
    // parsed bytes are what a read returns. Not checking them a second time matters in a long chain:
    // a record holds the lineage of every stage upstream, so each check costs more than the last.
    const stored: StoredRecord = {
      record: readBack(entry.record),
      prompt: utf8Decoder.decode(utf8Encoder.encode(entry.prompt)),
      handoff: JSON.parse(encodeHandoffJson(entry.handoff)) as StoredRecord['handoff'],
      recordSha256: ref.recordSha256,
    };
    this.#read.set(cacheKey(key), Promise.resolve(stored));
    return ref;
  }

  get(stage: string): Promise<StoredRecord | undefined> {
    return this.#withIndex((index) => {
      const newest = index.get(stage)?.at(-1);
      return newest === undefined ? Promise.resolve(undefined) : this.#readAttempt(newest);
    });
  }

  getAttempt(stage: string, attempt: number, runAttempt = 1): Promise<StoredRecord | undefined> {
    return this.#withIndex((index) => {
      const key = index.get(stage)?.find((k) => k.attempt === attempt && k.runAttempt === runAttempt);
      return key ? this.#readAttempt(key) : Promise.resolve(undefined);
    });
  }

  /** `read` with the index: at once when it is loaded, else once it is. */
  #withIndex<T>(read: (index: Map<string, RecordKey[]>) => Promise<T>): Promise<T> {
    return this.#loaded ? read(this.#loaded) : this.#attempts().then(read);
  }

  /** An attempt the index holds: read once from the inner store (or cached by `put`), then from memory. */
  #readAttempt(key: RecordKey): Promise<StoredRecord | undefined> {
    const cached = cacheKey(key);
    let read = this.#read.get(cached);
    if (!read) {
      read = this.#inner.getAttempt(key.stage, key.attempt, key.runAttempt);
      // A failed read is not cached: the next caller sees the error again.
      read.catch(() => this.#read.delete(cached));
      this.#read.set(cached, read);
    }
    return read;
  }

  async list(): Promise<RecordKey[]> {
    const index = await this.#attempts();
    return [...index.values()].flat().sort(compareRecordKeys);
  }

  #attempts(): Promise<Map<string, RecordKey[]>> {
    this.#index ??= this.#inner.list().then((keys) => {
      const index = new Map<string, RecordKey[]>();
      for (const { stage, attempt, runAttempt } of keys)
        index.set(stage, [...(index.get(stage) ?? []), { stage, attempt, runAttempt }]);
      for (const stageKeys of index.values()) stageKeys.sort(compareAttempts);
      this.#loaded = index;
      return index;
    });
    return this.#index;
  }
}

function cacheKey(key: RecordKey): string {
  return `${key.stage}\0${key.runAttempt}\0${key.attempt}`;
}

/**
 * What reading back the record.json of a record a put accepted gives (`JSON.parse(encodeRecordJson(record))`),
 * without encoding its lineage a second time: the lineage names every stage upstream, so in a chain each
 * stage's costs more than the last. The rest goes through JSON as the file does. The put checked every
 * lineage entry (isLineageEntry, or LineageEntry's schema), so each holds only strings and whole numbers,
 * which JSON gives back as they are: a copy of its fields is what JSON gives, but for a field left undefined,
 * which JSON drops. The lineage keeps its place among the record's fields.
 */
function readBack(record: StageRecord): StageRecord {
  const copy = JSON.parse(JSON.stringify({ ...record, lineage: [] })) as StageRecord;
  copy.lineage = record.lineage.map(readBackEntry);
  return copy;
}

function readBackEntry(entry: LineageEntry): LineageEntry {
  const copy: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(entry)) if (value !== undefined) copy[field] = value;
  return copy as LineageEntry;
}
