import { describe, expect, it } from 'vitest';
import type { UserError } from '../../src/core/errors.js';
import { LineageEntry } from '../../src/core/record.js';
import {
  decodeRecordFiles,
  isLineageEntry,
  newerRecordFix,
  RECORD_NEWER,
  type RecordReader,
} from '../../src/core/record-files.js';
import { makeRecord } from '../support/records.js';

const lineage = { stage: 'triage', attempt: 1, record_sha256: 'a'.repeat(64) };

describe('isLineageEntry (the quick check of a stored lineage)', () => {
  const good = { stage: 'review-security', attempt: 2, record_sha256: '0123456789abcdef'.repeat(4) };
  const cases: unknown[] = [
    good,
    { ...good, stage: '_x' },
    { ...good, stage: 'a'.repeat(100) },
    { ...good, stage: 'a'.repeat(101) },
    { ...good, stage: '9lives' },
    { ...good, stage: 'has space' },
    { ...good, stage: '' },
    { ...good, stage: 7 },
    { ...good, attempt: 1 },
    { ...good, attempt: 0 },
    { ...good, attempt: -1 },
    { ...good, attempt: 1.5 },
    { ...good, attempt: Number.MAX_SAFE_INTEGER },
    { ...good, attempt: Number.MAX_SAFE_INTEGER + 1 },
    { ...good, attempt: Number.NaN },
    { ...good, attempt: Number.POSITIVE_INFINITY },
    { ...good, attempt: '1' },
    { ...good, record_sha256: 'A'.repeat(64) },
    { ...good, record_sha256: 'a'.repeat(63) },
    { ...good, record_sha256: 'a'.repeat(65) },
    { ...good, record_sha256: `${'a'.repeat(64)}\n` },
    { ...good, record_sha256: null },
    { ...good, run_attempt: 2 },
    { ...good, run_attempt: 1 },
    { ...good, run_attempt: 0 },
    { ...good, run_attempt: 2.5 },
    { ...good, run_attempt: '2' },
    { ...good, run_attempt: undefined },
    { ...good, run_attempt: Number.MAX_SAFE_INTEGER + 1 },
    { ...good, run_attempt: 2, extra: true },
    { ...good, extra: true },
    { stage: good.stage, attempt: good.attempt },
    { stage: good.stage, attempt: good.attempt, record_sha256: good.record_sha256, record: undefined },
    Object.assign(Object.create(null), good),
    null,
    [],
    'review-security',
  ];

  it('never accepts what the LineageEntry schema refuses, and accepts a plain valid entry', () => {
    for (const entry of cases) {
      if (isLineageEntry(entry))
        expect(LineageEntry.safeParse(entry).success, JSON.stringify(entry)).toBe(true);
    }
    expect(isLineageEntry(good)).toBe(true);
    expect(isLineageEntry({ ...good, stage: 'a'.repeat(100) })).toBe(true);
    // A re-run's record is named with its run attempt; run attempt 1 never is.
    expect(isLineageEntry({ ...good, run_attempt: 2 })).toBe(true);
    expect(isLineageEntry({ ...good, run_attempt: 1 })).toBe(false);
    expect(LineageEntry.safeParse({ ...good, run_attempt: 1 }).success).toBe(false);
  });
});

describe('decodeRecordFiles: a record a newer baton likely wrote', () => {
  const record = makeRecord();
  const decode = (json: unknown, reader: RecordReader = 'github') =>
    (() => {
      try {
        decodeRecordFiles(
          { record: JSON.stringify(json), handoff: null },
          'artifact baton-investigate',
          reader,
        );
      } catch (error) {
        return error as UserError;
      }
      throw new Error('decoded');
    })();

  it('names the fields this baton does not know, at most ten, and says what to do where it is read', () => {
    const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, i]));
    const error = decode({ ...record, ...fields, lineage: [{ ...lineage, run_attempt: 2, hop: 3 }] });
    expect(error.code).toBe(RECORD_NEWER);
    expect(error.where).toBe('artifact baton-investigate');
    expect(error.message).toBe(
      'record.json was likely written by a newer baton: it has fields this baton does not know: $.lineage[0].hop, $.f0, $.f1, $.f2, $.f3, $.f4, $.f5, $.f6, $.f7, $.f8 and 3 more',
    );
    expect(error.details).toEqual([newerRecordFix('github')]);
    expect(newerRecordFix('github')).toMatch(/pin every baton action of the workflow .* to one commit sha/);
    expect(decode({ ...record, x: 1 }, 'local').details).toEqual([newerRecordFix('local')]);
    expect(newerRecordFix('local')).toMatch(/upgrade this baton/);
  });

  it('says a later schema version is one, whatever else the record holds; an earlier or other schema is not', () => {
    expect(decode({ schema: 'baton.record/v2', anything: [] }).message).toBe(
      'record.json was likely written by a newer baton: its schema is "baton.record/v2", and this baton reads "baton.record/v1"',
    );
    for (const schema of ['baton.record/v0', 'baton.run/v1', 'baton.record/v1.1', 7]) {
      expect(decode({ ...record, schema }).code, String(schema)).toBe('record-invalid');
    }
  });

  it('is not said of a record with anything else wrong, unknown fields or not', () => {
    const error = decode({ ...record, future: 1, attempt: 0 });
    expect(error.code).toBe('record-invalid');
    expect(error.message).toBe('record.json is not a baton record');
    expect(decode([]).code).toBe('record-invalid');
  });
});
