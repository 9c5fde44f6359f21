import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalRecordStore } from '../../../src/adapters/local/record-store.js';
import { gatherRunRecords, missingRecords } from '../../../src/adapters/local/run-records.js';
import type { RunSummary } from '../../../src/core/record.js';
import { makeEntry } from '../../support/records.js';

let root: string;
let store: LocalRecordStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'baton-run-records-'));
  store = new LocalRecordStore(join(root, '20261121-1305-ab12'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const job = (id: string, stages: string[]) => ({ id, stages, result: 'success' as const });

describe('missingRecords', () => {
  it('names each stage run.json lists that has no record, where its record should be, by the job that recorded it', async () => {
    await store.put(makeEntry({ record: { stage: 'plan', job: 'plan' } }));
    // A caller lists its called jobs' stages too: the called job is named.
    const jobs = [job('plan', ['plan']), job('build', ['compile']), job('build/compile', ['compile'])];
    expect(await missingRecords(store, jobs, await store.list())).toEqual([
      {
        job: 'build/compile',
        stage: 'compile',
        gone: `${store.attemptDir('compile', 1)} does not exist`,
        reason: `job build/compile recorded stage compile, but its record is gone: ${store.attemptDir('compile', 1)} does not exist`,
      },
    ]);
  });

  it('says what is wrong with a directory left without its record, and lists it among those that cannot be read', async () => {
    await store.put(makeEntry({ record: { stage: 'plan', job: 'plan' } }));
    await mkdir(store.attemptDir('fix', 1), { recursive: true });
    await writeFile(join(store.attemptDir('fix', 1), 'prompt.md'), 'left');
    const gathered = await gatherRunRecords(store, { jobs: [job('plan', ['plan']), job('fix', ['fix'])] });
    expect(gathered.records.map((r) => r.record.stage)).toEqual(['plan']);
    const reason = `job fix recorded stage fix, but its record is gone: ${store.attemptDir('fix', 1)}: has no record.json`;
    expect(gathered.missing).toMatchObject([{ job: 'fix', stage: 'fix', reason }]);
    // Among those that cannot be read, with what to do, as replay says it.
    expect(gathered.unreadable).toEqual([
      {
        stage: 'fix',
        attempt: 1,
        runAttempt: 1,
        reason: `${reason}\n  put it back from a copy, or replay from that stage, to run it again: baton replay 20261121-1305-ab12 --from fix`,
        code: 'record-missing',
      },
    ]);
    // Without run.json, no stage is known to be missing.
    expect((await gatherRunRecords(store, null)).missing).toEqual([]);
  });
});

describe('gatherRunRecords', () => {
  it('says under a record cut short or edited what to do: put it back, or replay from its stage', async () => {
    await store.put(makeEntry({ record: { stage: 'plan', job: 'plan' } }));
    await store.put(makeEntry({ record: { stage: 'fix', job: 'fix' } }));
    const file = join(store.attemptDir('fix', 1), 'record.json');
    await writeFile(file, '{"schema":"baton.record/v1","st');
    const gathered = await gatherRunRecords(store, { jobs: [job('plan', ['plan']), job('fix', ['fix'])] });
    expect(gathered.records.map((r) => r.record.stage)).toEqual(['plan']);
    expect(gathered.missing).toEqual([]);
    expect(gathered.unreadable).toEqual([
      {
        stage: 'fix',
        attempt: 1,
        runAttempt: 1,
        reason: expect.stringMatching(
          new RegExp(
            `^${escapeRegExp(store.attemptDir('fix', 1))}: record\\.json is not valid JSON: [^\n]*\n  put it back from a copy, or replay from that stage, to run it again: baton replay 20261121-1305-ab12 --from fix$`,
          ),
        ),
        code: 'record-invalid',
      },
    ]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('gatherRunRecords: records the run never stored', () => {
  const RUN = '20261121-1305-ab12';
  const disk = 'ENOSPC: no space left on device, write (the disk is full)';
  /** run.json's jobs and `unstored` of a run whose record of stage fix could not be written, review's after it. */
  const run = (replayFrom: string | null, reason?: string) => ({
    jobs: [job('plan', ['plan']), job('fix', []), job('review', [])],
    workflow_path: '.github/workflows/fix.yml',
    ...(reason === undefined ? {} : { reason }),
    unstored: {
      failed: { job: 'fix', stage: 'fix', attempt: 1, cause: disk },
      after: [{ job: 'review', stage: 'review', attempt: 1 }],
      replay_from: replayFrom,
    } satisfies RunSummary['unstored'],
  });

  it('says each was never stored and why, not that it is gone, and the replay that records them again', async () => {
    await store.put(makeEntry({ record: { stage: 'plan', job: 'plan' } }));
    await writeFile(join(store.runDir, 'jobs.json'), '[]');
    const gathered = await gatherRunRecords(store, run('fix'));
    expect(gathered.records.map((r) => r.record.stage)).toEqual(['plan']);
    // Nothing is gone, and nothing cannot be read: nothing of them was ever there.
    expect(gathered.missing).toEqual([]);
    expect(gathered.unreadable).toEqual([]);
    expect(gathered.notStored).toEqual({
      records: [
        {
          job: 'fix',
          stage: 'fix',
          attempt: 1,
          why: `its record could not be written: ${disk}`,
          reason: `stage fix attempt 1 (job fix) was never stored: its record could not be written: ${disk}`,
        },
        {
          job: 'review',
          stage: 'review',
          attempt: 1,
          why: 'no record of the run after that of stage fix attempt 1 (job fix) was stored',
          reason:
            'stage review attempt 1 (job review) was never stored: no record of the run after that of stage fix attempt 1 (job fix) was stored',
        },
      ],
      fix: `make room, then record stages fix, review again: baton replay ${RUN} --from fix`,
    });
  });

  it('says the run cannot be replayed, and to run it again, when its jobs.json could not be written either', async () => {
    const jobsFile = join(store.runDir, 'jobs.json');
    const reason = `${join(store.runDir, 'fix')}: the record of stage fix attempt 1 (job fix) could not be written: ${disk}\n${jobsFile}: the jobs' results could not be written: ${disk}`;
    const gathered = await gatherRunRecords(store, run(null, reason));
    expect(gathered.notStored?.fix).toBe(
      `run ${RUN} cannot be replayed, as its jobs.json could not be written: make room, then run it again in full: baton run .github/workflows/fix.yml with the same options`,
    );
    // A jobs.json removed since: said as missing, not as one that could not be written.
    const removed = await gatherRunRecords(store, run('fix'));
    expect(removed.notStored?.fix).toBe(
      `run ${RUN} cannot be replayed, as its jobs.json is missing: make room, then run it again in full: baton run .github/workflows/fix.yml with the same options`,
    );
  });

  it('says to run it again in full when no one replay records them all again', async () => {
    await mkdir(store.runDir, { recursive: true });
    await writeFile(join(store.runDir, 'jobs.json'), '[]');
    const gathered = await gatherRunRecords(store, run(null));
    expect(gathered.notStored?.fix).toBe(
      `no one replay of run ${RUN} records stages fix, review again (no job comes before every job that made one): make room, then run it again in full: baton run .github/workflows/fix.yml with the same options`,
    );
  });

  it('is null for a run that stored every record, and without run.json', async () => {
    expect((await gatherRunRecords(store, { jobs: [job('plan', ['plan'])] })).notStored).toBeNull();
    expect((await gatherRunRecords(store, null)).notStored).toBeNull();
  });
});
