import { describe, expect, it } from 'vitest';
import type { RecordKey } from '../../src/core/ports.js';
import type { LineageEntry, StageRecord } from '../../src/core/record.js';
import {
  hasRerun,
  newestKeys,
  supersededStages,
  supersededText,
  supersessionOf,
} from '../../src/core/superseded-records.js';
import { makeRecord } from '../support/records.js';

/**
 * When a record no longer stands for its stage after a re-run of jobs: its lineage names a record of a stage
 * that has since recorded in a later run attempt. The workflow of these tests: triage → fix → review, and
 * docs beside fix (it needs triage too).
 */

const sha = (c: string) => c.repeat(64);

/** A record of `stage`, attempt `attempt` of run attempt `runAttempt`, rendered from `lineage`. */
function record(stage: string, runAttempt: number, lineage: LineageEntry[] = [], attempt = 1): StageRecord {
  return makeRecord({ stage, attempt, run: { attempt: runAttempt }, lineage });
}

/** A lineage entry naming `stage`'s record of run attempt `runAttempt`. */
function read(stage: string, runAttempt: number, attempt = 1): LineageEntry {
  return { stage, attempt, ...(runAttempt > 1 ? { run_attempt: runAttempt } : {}), record_sha256: sha('a') };
}

function key(stage: string, runAttempt: number, attempt = 1): RecordKey {
  return { stage, attempt, runAttempt };
}

describe('supersessionOf', () => {
  it('finds a record superseded when a stage its lineage names has a record of a later run attempt', () => {
    // "Re-run all jobs": triage ran again in run attempt 2; fix, skipped there, has only its run attempt 1 record.
    const fix = record('fix', 1, [read('triage', 1)]);
    const newest = newestKeys([key('triage', 1), key('fix', 1), key('triage', 2)]);
    expect(supersessionOf(fix, newest)).toEqual({
      record: key('fix', 1),
      upstream: 'triage',
      readRunAttempt: 1,
      newerRunAttempt: 2,
    });
  });

  it('lets a record stand whose upstream records were not re-run (Re-run failed jobs: a job left alone)', () => {
    // fix failed and was re-run in run attempt 2; triage and docs passed and were not: docs still stands.
    const docs = record('docs', 1, [read('triage', 1)]);
    const fix = record('fix', 2, [read('triage', 1)]);
    const newest = newestKeys([key('triage', 1), key('docs', 1), key('fix', 1), key('fix', 2)]);
    expect(supersessionOf(docs, newest)).toBeUndefined();
    // A re-run job rendered from a record of a run attempt before its own stands too.
    expect(supersessionOf(fix, newest)).toBeUndefined();
  });

  it('lets a re-run’s record stand that read its upstream stage’s newest record', () => {
    const review = record('review', 2, [read('fix', 2), read('triage', 2)]);
    const newest = newestKeys([
      key('triage', 1),
      key('triage', 2),
      key('fix', 1),
      key('fix', 2),
      key('review', 1),
    ]);
    expect(supersessionOf(review, newest)).toBeUndefined();
  });

  it('compares run attempts, not the attempts of a stage: a retry in the same run attempt supersedes nothing', () => {
    const review = record('review', 1, [read('fix', 1, 1)]);
    expect(supersessionOf(review, newestKeys([key('fix', 1, 1), key('fix', 1, 2)]))).toBeUndefined();
  });

  it('names the stage that ran again last, then the first by id, when several did', () => {
    const review = record('review', 1, [read('docs', 1), read('fix', 1), read('triage', 1)]);
    const newest = newestKeys([key('docs', 2), key('fix', 3), key('triage', 3)]);
    expect(supersessionOf(review, newest)).toMatchObject({ upstream: 'fix', newerRunAttempt: 3 });
  });

  it('says nothing of a record that read no upstream record, which its lineage cannot tell', () => {
    expect(
      supersessionOf(record('triage', 1), newestKeys([key('triage', 1), key('fix', 2)])),
    ).toBeUndefined();
  });
});

describe('newestKeys and hasRerun', () => {
  it('keeps each stage’s newest key: the highest run attempt, then the highest attempt', () => {
    const newest = newestKeys([key('fix', 1, 3), key('fix', 2, 1), key('fix', 1, 1), key('triage', 1)]);
    expect([...newest.values()]).toEqual([key('fix', 2, 1), key('triage', 1)]);
    expect(hasRerun(newest)).toBe(true);
    // A run never re-run (every `baton run`) has nothing to supersede.
    expect(hasRerun(newestKeys([key('fix', 1, 3), key('triage', 1)]))).toBe(false);
  });
});

describe('supersededStages', () => {
  it('gives the stages of a run whose newest record is superseded, each with why', () => {
    const records = [
      record('triage', 1),
      record('fix', 1, [read('triage', 1)]),
      record('review', 1, [read('fix', 1), read('triage', 1)]),
      record('triage', 2),
      record('review', 2, [read('triage', 2)]),
    ].map((r) => ({ record: r }));
    const superseded = supersededStages(records);
    expect([...superseded.keys()]).toEqual(['fix']);
    expect(superseded.get('fix')).toMatchObject({
      upstream: 'triage',
      readRunAttempt: 1,
      newerRunAttempt: 2,
    });
  });

  it('counts a record of a later run attempt that could not be read: its stage ran again all the same', () => {
    const records = [{ record: record('triage', 1) }, { record: record('fix', 1, [read('triage', 1)]) }];
    expect(supersededStages(records).size).toBe(0);
    expect([...supersededStages(records, [key('triage', 2)]).keys()]).toEqual(['fix']);
  });
});

describe('supersededText', () => {
  it('says which record, what it was rendered from, and what ran again', () => {
    const why = supersessionOf(
      record('fix', 1, [read('triage', 1)]),
      newestKeys([key('triage', 1), key('triage', 2)]),
    );
    expect(supersededText(why!)).toBe(
      "its newest record, attempt 1 of run attempt 1, was rendered from stage triage's record of run attempt 1, and triage ran again in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded)",
    );
  });
});
