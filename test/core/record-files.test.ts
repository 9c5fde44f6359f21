import { describe, expect, it } from 'vitest';
import { LineageEntry } from '../../src/core/record.js';
import { isLineageEntry } from '../../src/core/record-files.js';

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
