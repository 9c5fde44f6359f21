import { describe, expect, it } from 'vitest';
import { SystemError } from '../../src/core/errors.js';
import { isRunId, newRunId, RUN_ID_PATTERN } from '../../src/core/run-id.js';

/** A random source that returns `values` in turn. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('newRunId', () => {
  it('is the UTC date and minute, then four random characters', () => {
    expect(newRunId(new Date('2026-11-21T13:05:59.999Z'), sequence(0.3, 0, 0.99, 0.5))).toBe(
      '20261121-1305-a0zi',
    );
    expect(newRunId(new Date('2026-01-02T03:04:00Z'), () => 0)).toBe('20260102-0304-0000');
  });

  it('uses UTC whatever the offset the date was written with', () => {
    expect(newRunId(new Date('2026-11-21T23:30:00-05:00'), () => 0)).toBe('20261122-0430-0000');
  });

  it('sorts runs by time as plain strings', () => {
    const times = [
      '2026-11-21T13:05:00Z',
      '2026-11-21T13:06:00Z',
      '2026-12-01T00:00:00Z',
      '2027-01-01T00:00:00Z',
    ];
    const ids = times.map((t) => newRunId(new Date(t), () => 0.999));
    expect([...ids].reverse().sort()).toEqual(ids);
  });

  it('gives ids that match RUN_ID_PATTERN for any random value in [0, 1)', () => {
    for (const r of [0, 0.25, 0.5, 0.999_999_999]) {
      expect(newRunId(new Date('2026-11-21T13:05:00Z'), () => r)).toMatch(RUN_ID_PATTERN);
    }
  });

  it('refuses an invalid date and a random source out of range', () => {
    expect(() => newRunId(new Date('not a date'), () => 0)).toThrow(SystemError);
    expect(() => newRunId(new Date('not a date'), () => 0)).toThrow(
      'newRunId: the start time is not a valid date',
    );
    expect(() => newRunId(new Date('2026-11-21T13:05:00Z'), () => 1)).toThrow(
      'newRunId: random() returned 1, not a number in [0, 1)',
    );
    expect(() => newRunId(new Date('2026-11-21T13:05:00Z'), () => Number.NaN)).toThrow(/returned NaN/);
  });
});

describe('isRunId', () => {
  it('accepts run ids only, so an id can never be a path', () => {
    expect(isRunId('20261121-1305-ab12')).toBe(true);
    for (const text of [
      'latest',
      '../20261121-1305-ab12',
      '20261121-1305-AB12',
      '20261121-1305-ab12/x',
      '',
      '20261121-1305-ab1',
    ]) {
      expect(isRunId(text)).toBe(false);
    }
  });
});
