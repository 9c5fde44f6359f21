import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalRecordStore } from '../../../src/adapters/local/record-store.js';
import { gatherRunRecords, missingRecords } from '../../../src/adapters/local/run-records.js';
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
    const gathered = await gatherRunRecords(store, [job('plan', ['plan']), job('fix', ['fix'])]);
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
    const gathered = await gatherRunRecords(store, [job('plan', ['plan']), job('fix', ['fix'])]);
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
