import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserError } from '../../src/core/errors.js';
import type { RecordEntry, RecordRef, RecordStore } from '../../src/core/ports.js';
import type { StageRecord } from '../../src/core/record.js';
import { encodeRecordJson, newerRecordFix, type RecordReader } from '../../src/core/record-files.js';
import { makeEntry, makeHandoff, sha256Hex } from './records.js';

/** A store to test, fresh for each case, and how to dispose of it. */
export interface StoreUnderTest {
  store: RecordStore;
  cleanup(): Promise<void>;
  /**
   * The bytes of one file of a stored attempt, by its name in the attempt (`record.json`,
   * `artifacts/out/report.md`): read from where the store put it (a directory, an uploaded zip), not through
   * the store, so the suite can check what was written. Rejects when there is no such file.
   */
  storedFile(ref: RecordRef, path: string): Promise<Uint8Array>;
  /**
   * Replace one file of a stored attempt where the store put it, as a newer baton (or a hand) would have
   * written it (on GitHub the artifact is served anew with a digest that fits it, as if uploaded so), and
   * give a store to read it back with: on GitHub another job's, which lists the artifact anew.
   */
  replaceFile(ref: RecordRef, path: string, bytes: Uint8Array): Promise<RecordStore>;
  /** Who reads this store's records, for what to do about one a newer baton wrote (newerRecordFix). */
  reader: RecordReader;
}

/**
 * The one suite every RecordStore must pass (STYLE #2): the local store runs it against a temp dir, the
 * GitHub store against the local results server. It uses only the RecordStore interface, and few puts.
 */
export function registerStoreContract(name: string, make: () => Promise<StoreUnderTest>): void {
  describe(`RecordStore contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: RecordStore;

    beforeEach(async () => {
      subject = await make();
      store = subject.store;
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('round-trips the record, a 256 KiB unicode prompt and the handoff exactly', async () => {
      const prompt = bigUnicodePrompt();
      const handoff = makeHandoff({
        status: 'partial',
        summary: 'Fixed the parser — 日本語, emoji 🧪, combining é, right-to-left עברית',
        detail: 'Line one\r\nLine two\n\ttabbed',
        data: { file: 'src/ünïcode.ts', lines: '12' },
        next: { stage: 'review', reason: 'needs a second look' },
        artifacts: [{ path: 'out/report.md', description: 'the report' }],
      });
      const entry = makeEntry({ record: { stage: 'fix' }, prompt, handoff });
      const ref = await store.put(entry);
      expect(ref).toMatchObject({ stage: 'fix', attempt: 1 });

      const stored = await store.get('fix');
      expect(stored?.record).toEqual(entry.record);
      expect(stored?.prompt).toBe(prompt);
      expect(stored?.handoff).toEqual(handoff);
      expect(stored?.recordSha256).toBe(ref.recordSha256);
    });

    it('round-trips a stage without a handoff as null', async () => {
      const entry = makeEntry({ record: { stage: 'triage' }, handoff: null });
      await store.put(entry);
      const stored = await store.getAttempt('triage', 1);
      expect(stored?.handoff).toBeNull();
      expect(stored?.record.present).toBe(false);
      expect(stored?.prompt).toBe(entry.prompt);
    });

    it('returns undefined for a stage or attempt that has no record', async () => {
      await store.put(makeEntry({ record: { stage: 'investigate' } }));
      expect(await store.get('never-ran')).toBeUndefined();
      expect(await store.getAttempt('never-ran', 1)).toBeUndefined();
      expect(await store.getAttempt('investigate', 2)).toBeUndefined();
    });

    it('returns the latest attempt from get and each attempt from getAttempt', async () => {
      await store.put(makeEntry({ record: { stage: 'fix', attempt: 1 }, prompt: 'first try' }));
      await store.put(
        makeEntry({ record: { stage: 'fix', attempt: 2, repair: true }, prompt: 'second try' }),
      );
      await store.put(
        makeEntry({ record: { stage: 'fix', attempt: 3 }, prompt: 'third try', handoff: null }),
      );

      const latest = await store.get('fix');
      expect(latest?.record.attempt).toBe(3);
      expect(latest?.prompt).toBe('third try');
      expect((await store.getAttempt('fix', 1))?.prompt).toBe('first try');
      expect((await store.getAttempt('fix', 2))?.record.repair).toBe(true);
      expect((await store.getAttempt('fix', 3))?.handoff).toBeNull();
    });

    it('lists every attempt ordered by stage, then attempt number', async () => {
      await store.put(makeEntry({ record: { stage: 'review', attempt: 1 } }));
      await store.put(makeEntry({ record: { stage: 'fix', attempt: 10 } }));
      await store.put(makeEntry({ record: { stage: 'fix', attempt: 2 } }));
      await store.put(makeEntry({ record: { stage: 'fix', attempt: 1 } }));
      expect(await store.list()).toEqual([
        { stage: 'fix', attempt: 1, runAttempt: 1 },
        { stage: 'fix', attempt: 2, runAttempt: 1 },
        { stage: 'fix', attempt: 10, runAttempt: 1 },
        { stage: 'review', attempt: 1, runAttempt: 1 },
      ]);
      expect((await store.get('fix'))?.record.attempt).toBe(10);
    });

    it('keeps a re-run’s records beside the earlier run attempt’s, and gets the newest run attempt’s', async () => {
      // Run attempt 1: two stage attempts (verify failed twice). Run attempt 2 (the job re-run): one.
      await store.put(makeEntry({ record: { stage: 'fix', attempt: 1 }, prompt: 'run 1, try 1' }));
      await store.put(makeEntry({ record: { stage: 'fix', attempt: 2 }, prompt: 'run 1, try 2' }));
      await store.put(makeEntry({ record: { stage: 'review', attempt: 1 }, prompt: 'review 1' }));
      const rerun = await store.put(
        makeEntry({ record: { stage: 'fix', attempt: 1, run: { attempt: 2 } }, prompt: 'run 2, try 1' }),
      );
      expect(rerun).toMatchObject({ stage: 'fix', attempt: 1, runAttempt: 2 });

      expect(await store.list()).toEqual([
        { stage: 'fix', attempt: 1, runAttempt: 1 },
        { stage: 'fix', attempt: 2, runAttempt: 1 },
        { stage: 'fix', attempt: 1, runAttempt: 2 },
        { stage: 'review', attempt: 1, runAttempt: 1 },
      ]);
      // The newest record: the highest run attempt first, then the highest stage attempt.
      const newest = await store.get('fix');
      expect(newest?.prompt).toBe('run 2, try 1');
      expect(newest?.record.run.attempt).toBe(2);
      expect(newest?.recordSha256).toBe(rerun.recordSha256);
      expect((await store.getAttempt('fix', 1))?.prompt).toBe('run 1, try 1');
      expect((await store.getAttempt('fix', 2))?.prompt).toBe('run 1, try 2');
      expect((await store.getAttempt('fix', 1, 2))?.prompt).toBe('run 2, try 1');
      expect(await store.getAttempt('fix', 2, 2)).toBeUndefined();
      expect((await store.get('review'))?.prompt).toBe('review 1');

      // A later try of the re-run is newer still; run attempt 1's records stay as they were.
      await store.put(
        makeEntry({ record: { stage: 'fix', attempt: 2, run: { attempt: 2 } }, prompt: 'run 2, try 2' }),
      );
      expect((await store.get('fix'))?.prompt).toBe('run 2, try 2');
      expect((await store.getAttempt('fix', 2))?.prompt).toBe('run 1, try 2');
    });

    it('refuses a second record of one attempt within a run attempt, in a re-run too', async () => {
      await store.put(makeEntry({ record: { stage: 'fix', run: { attempt: 2 } }, prompt: 'first' }));
      await expect(
        store.put(makeEntry({ record: { stage: 'fix', run: { attempt: 2 } }, prompt: 'second' })),
      ).rejects.toMatchObject({
        code: 'record-exists',
        message: expect.stringContaining('stage fix attempt 1 of run attempt 2 already has a record'),
      });
      expect((await store.get('fix'))?.prompt).toBe('first');
      expect(await store.list()).toEqual([{ stage: 'fix', attempt: 1, runAttempt: 2 }]);
    });

    it('refuses to put an attempt that exists, and keeps the first record as it was', async () => {
      const first = await store.put(makeEntry({ record: { stage: 'fix' }, prompt: 'original' }));
      const second = makeEntry({ record: { stage: 'fix' }, prompt: 'replacement', handoff: null });
      await expect(store.put(second)).rejects.toMatchObject({ code: 'record-exists' });

      const stored = await store.get('fix');
      expect(stored?.prompt).toBe('original');
      expect(stored?.handoff).toEqual(makeHandoff());
      expect(stored?.recordSha256).toBe(first.recordSha256);
      expect(await store.list()).toEqual([{ stage: 'fix', attempt: 1, runAttempt: 1 }]);
    });

    it('refuses an invalid record before storing anything', async () => {
      const entry = makeEntry({ record: { stage: 'fix' } });
      const invalid = { ...entry, record: { ...entry.record, attempt: 0 } };
      await expect(store.put(invalid)).rejects.toThrow(/attempt/);
      const wrongSchema = {
        ...entry,
        record: { ...entry.record, schema: 'baton.record/v0' as 'baton.record/v1' },
      };
      await expect(store.put(wrongSchema)).rejects.toThrow(/schema/);
      expect(await store.list()).toEqual([]);
      expect(await store.get('fix')).toBeUndefined();
    });

    it('refuses a record whose lineage holds an invalid entry, naming it, before storing anything', async () => {
      const entry = makeEntry({ record: { stage: 'fix' } });
      const good = { stage: 'investigate', attempt: 1, record_sha256: 'a'.repeat(64) };
      for (const [bad, named] of [
        [
          { ...good, record_sha256: 'A'.repeat(64) },
          /\$\.lineage\[1\]\.record_sha256: must be a lowercase hex/,
        ],
        [{ ...good, attempt: 0 }, /\$\.lineage\[1\]\.attempt/],
        [{ ...good, stage: 'no spaces' }, /\$\.lineage\[1\]\.stage: must be a stage id/],
        [{ ...good, extra: 1 }, /\$\.lineage\[1\].*extra/],
      ] as const) {
        const lineage = [good, bad] as unknown as StageRecord['lineage'];
        await expect(store.put({ ...entry, record: { ...entry.record, lineage } })).rejects.toThrow(named);
      }
      expect(await store.list()).toEqual([]);
      const long = Array.from({ length: 300 }, (_, i) => ({ ...good, stage: `s${i}`, attempt: i + 1 }));
      await store.put({ ...entry, record: { ...entry.record, lineage: long } });
      expect((await store.get('fix'))?.record.lineage).toEqual(long);
    });

    it('gives the sha256 of the stored record.json as recordSha256, from put and from get', async () => {
      const entry = makeEntry({ record: { stage: 'investigate' } });
      const ref = await store.put(entry);
      // Every store writes the same bytes, so lineage digests hold wherever a record is read.
      expect(ref.recordSha256).toBe(sha256Hex(encodeRecordJson(entry.record)));
      expect(sha256Hex(await subject.storedFile(ref, 'record.json'))).toBe(ref.recordSha256);
      expect((await store.getAttempt('investigate', 1))?.recordSha256).toBe(ref.recordSha256);
    });

    it('stores the files the handoff lists with the record, at artifacts/<path>, byte for byte', async () => {
      // Not UTF-8, and every byte value: stored as given, never decoded.
      const binary = Uint8Array.from({ length: 256 }, (_, i) => i);
      const handoff = makeHandoff({
        artifacts: [{ path: 'out/report.md', description: 'the report' }, { path: 'bin/all-bytes.dat' }],
      });
      const entry: RecordEntry = {
        ...makeEntry({ record: { stage: 'report' }, handoff }),
        files: [
          { path: 'out/report.md', bytes: new TextEncoder().encode('# Report\n\nünïcode 🧪\n') },
          { path: 'bin/all-bytes.dat', bytes: binary },
        ],
      };
      const ref = await store.put(entry);

      expect(Buffer.from(await subject.storedFile(ref, 'artifacts/out/report.md')).toString('utf8')).toBe(
        '# Report\n\nünïcode 🧪\n',
      );
      expect(new Uint8Array(await subject.storedFile(ref, 'artifacts/bin/all-bytes.dat'))).toEqual(binary);
      const stored = await store.get('report');
      expect(stored?.record).toEqual(entry.record);
      expect(stored?.handoff?.artifacts).toEqual(handoff.artifacts);
      expect(stored?.recordSha256).toBe(ref.recordSha256);
    });

    it('refuses an attempt whose files cannot be kept, storing none of it', async () => {
      const entry = makeEntry({ record: { stage: 'report' } });
      const bytes = new TextEncoder().encode('x');
      await expect(
        store.put({
          ...entry,
          files: [
            { path: 'out/ok.md', bytes },
            { path: '../escape.md', bytes },
          ],
        }),
      ).rejects.toThrow(
        'refusing to store stage report attempt 1: artifact "../escape.md" must stay inside the working directory (no .. segment)',
      );
      await expect(
        store.put({
          ...entry,
          files: [
            { path: 'out', bytes },
            { path: 'out/inner.md', bytes },
          ],
        }),
      ).rejects.toThrow('artifact "out" is a file, and also a directory of artifacts/out/inner.md');
      expect(await store.list()).toEqual([]);
      expect(await store.get('report')).toBeUndefined();
    });

    it('refuses a record a newer baton wrote as such, naming its unknown fields or schema and what to do', async () => {
      const entry = makeEntry({ record: { stage: 'investigate' } });
      const ref = await store.put(entry);
      const refusal = async (record: unknown) => {
        const bytes = new TextEncoder().encode(JSON.stringify(record, null, 2));
        const reader = await subject.replaceFile(ref, 'record.json', bytes);
        const error = await reader.getAttempt('investigate', 1).then(
          () => undefined,
          (e: unknown) => e as UserError,
        );
        expect(error?.code).toBe('record-newer');
        // What to do fits the cause: never "put it back from a copy" (nothing is damaged).
        expect(error?.details).toEqual([newerRecordFix(subject.reader)]);
        return error?.message;
      };
      const added = { ...entry.record, future_field: { a: 1 }, agent: { ...entry.record.agent, future: 1 } };
      expect(await refusal(added)).toBe(
        'record.json was likely written by a newer baton: it has fields this baton does not know: $.agent.future, $.future_field',
      );
      expect(await refusal({ ...entry.record, schema: 'baton.record/v2', new_shape: [] })).toBe(
        'record.json was likely written by a newer baton: its schema is "baton.record/v2", and this baton reads "baton.record/v1"',
      );
      // Anything else wrong with it is a damaged record, as before: a newer baton is not guessed at.
      const damaged = { ...added, attempt: 'one' };
      const reader = await subject.replaceFile(
        ref,
        'record.json',
        new TextEncoder().encode(JSON.stringify(damaged)),
      );
      await expect(reader.getAttempt('investigate', 1)).rejects.toMatchObject({
        code: 'record-invalid',
        message: 'record.json is not a baton record',
      });
    });

    it('leaves the records of other stages untouched', async () => {
      const a = makeEntry({ record: { stage: 'investigate' }, prompt: 'investigate it' });
      const b = makeEntry({
        record: { stage: 'fix' },
        prompt: 'fix it',
        handoff: makeHandoff({ summary: 'fixed' }),
      });
      const refA = await store.put(a);
      const refB = await store.put(b);
      await expect(
        store.put(makeEntry({ record: { stage: 'investigate' }, prompt: 'again' })),
      ).rejects.toMatchObject({
        code: 'record-exists',
      });
      await store.put(makeEntry({ record: { stage: 'investigate', attempt: 2 }, prompt: 'second' }));

      const storedB = await store.get('fix');
      expect(storedB?.prompt).toBe('fix it');
      expect(storedB?.handoff?.summary).toBe('fixed');
      expect(storedB?.recordSha256).toBe(refB.recordSha256);
      expect((await store.getAttempt('investigate', 1))?.recordSha256).toBe(refA.recordSha256);
      expect((await store.get('investigate'))?.prompt).toBe('second');
    });
  });
}

/** A prompt of at least 256 KiB (UTF-8) mixing scripts, emoji, CRLF and a leading byte-order mark. */
function bigUnicodePrompt(): string {
  const line = 'Summarise: ünïcödé 日本語のテキスト 🧪🚀 עברית — “quotes” \t tab\r\n';
  const lines: string[] = ['\uFEFFPrompt start\n'];
  let bytes = 0;
  while (bytes < 256 * 1024) {
    lines.push(line);
    bytes += Buffer.byteLength(line);
  }
  return lines.join('');
}
