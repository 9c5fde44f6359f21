import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CachedRecordStore } from '../../../src/adapters/local/cached-record-store.js';
import { LocalRecordStore } from '../../../src/adapters/local/record-store.js';
import type { RecordStore } from '../../../src/core/ports.js';
import { makeEntry } from '../../support/records.js';
import { registerStoreContract } from '../../support/store-contract.js';

registerStoreContract('CachedRecordStore over LocalRecordStore', async () => {
  const root = await mkdtemp(join(tmpdir(), 'baton-cached-store-'));
  const open = () => new CachedRecordStore(new LocalRecordStore(join(root, '20261121-1305-ab12')));
  return {
    store: open(),
    cleanup: () => rm(root, { recursive: true, force: true }),
    storedFile: (ref, path) => readFile(join(ref.id, path)),
    replaceFile: async (ref, path, bytes) => {
      await writeFile(join(ref.id, path), bytes);
      // The cache keeps what it stored: a store opened anew reads the file.
      return open();
    },
    reader: 'local',
  };
});

/** A store that counts what reaches it. */
function counting(inner: RecordStore) {
  const calls = { list: 0, getAttempt: 0 };
  const store: RecordStore = {
    put: (entry) => inner.put(entry),
    get: (stage) => inner.get(stage),
    getAttempt: (stage, attempt) => {
      calls.getAttempt += 1;
      return inner.getAttempt(stage, attempt);
    },
    list: () => {
      calls.list += 1;
      return inner.list();
    },
  };
  return { store, calls };
}

describe('CachedRecordStore', () => {
  it('lists the store once and reads each attempt once, however often stages read it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'baton-cached-store-'));
    try {
      const inner = new LocalRecordStore(join(root, '20261121-1305-ab12'));
      await inner.put(makeEntry({ record: { stage: 'before', attempt: 1 } }));
      const { store, calls } = counting(inner);
      const cached = new CachedRecordStore(store);
      await cached.put(makeEntry({ record: { stage: 'a', attempt: 1 } }));
      await cached.put(makeEntry({ record: { stage: 'a', attempt: 2 } }));
      for (let i = 0; i < 5; i++) {
        expect((await cached.get('a'))?.record.attempt).toBe(2);
        expect((await cached.get('before'))?.record.stage).toBe('before');
        expect(await cached.get('missing')).toBeUndefined();
      }
      expect(await cached.list()).toEqual([
        { stage: 'a', attempt: 1, runAttempt: 1 },
        { stage: 'a', attempt: 2, runAttempt: 1 },
        { stage: 'before', attempt: 1, runAttempt: 1 },
      ]);
      // Only `before` is read: the attempts of `a` were put through the cache, which kept them.
      expect(calls).toEqual({ list: 1, getAttempt: 1 });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('returns for an attempt it put exactly what reading the stored files returns', async () => {
    const root = await mkdtemp(join(tmpdir(), 'baton-cached-store-'));
    try {
      const runDir = join(root, '20261121-1305-ab12');
      const cached = new CachedRecordStore(new LocalRecordStore(runDir));
      const entries = [
        makeEntry({ record: { stage: 'plain' } }),
        // A byte order mark is kept; a lone surrogate is stored (as UTF-8) as U+FFFD.
        makeEntry({ record: { stage: 'odd' }, prompt: '\uFEFFbom, then a lone \uD800 surrogate' }),
        makeEntry({ record: { stage: 'none' }, handoff: null }),
        makeEntry({
          record: {
            stage: 'deep',
            hop: 201,
            lineage: Array.from({ length: 200 }, (_, i) => ({
              stage: `s${i + 1}`,
              attempt: 1 + (i % 3),
              record_sha256: (i % 16).toString(16).repeat(64),
            })),
          },
        }),
        // A re-run's attempt, and a field given as undefined, which the file does not hold.
        makeEntry({
          record: {
            stage: 'rerun',
            hop: 3,
            lineage: [
              { stage: 'a', attempt: 1, record_sha256: 'a'.repeat(64), run_attempt: 2 },
              { stage: 'b', attempt: 2, record_sha256: 'b'.repeat(64), run_attempt: undefined },
            ],
          },
        }),
      ];
      for (const entry of entries) await cached.put(entry);
      // What the caller does with its record afterwards is not what was stored.
      const given = entries[3]!.record.lineage[0]!;
      given.stage = 'changed';
      given.attempt = 9;
      const fresh = new LocalRecordStore(runDir);
      for (const stage of ['plain', 'odd', 'none', 'deep', 'rerun']) {
        const fromDisk = await fresh.getAttempt(stage, 1);
        expect(fromDisk).toBeDefined();
        expect(await cached.getAttempt(stage, 1)).toStrictEqual(fromDisk);
      }
      expect((await cached.get('odd'))?.prompt).toBe('\uFEFFbom, then a lone \uFFFD surrogate');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
