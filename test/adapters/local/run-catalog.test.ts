import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalRecordStore } from '../../../src/adapters/local/record-store.js';
import { LocalRunCatalog, processStart, shownRunStatus } from '../../../src/adapters/local/run-catalog.js';
import { SystemError, UserError } from '../../../src/core/errors.js';
import { SCHEMA_IDS } from '../../../src/core/names.js';
import type { RunSummary } from '../../../src/core/record.js';
import { CAN_REFUSE, REFUSED_AS_ANOTHER_USER, readAsAnotherUser } from '../../support/another-user.js';
import { makeEntry } from '../../support/records.js';
import { fillDisk, fillInodes, removeSmallDisk, smallDisk } from '../../support/small-disk.js';

let project: string;
let root: string;

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'baton-catalog-'));
  root = join(project, '.baton', 'runs');
});
afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

/** A run summary without its id, started at `startedAt`. */
function summary(startedAt: string, overrides: Partial<RunSummary> = {}): Omit<RunSummary, 'schema' | 'id'> {
  return {
    workflow: 'fix-issue',
    workflow_path: 'examples/workflows/fix-issue.yml',
    status: 'running',
    started_at: startedAt,
    finished_at: null,
    duration_ms: null,
    replay_of: null,
    jobs: [],
    ...overrides,
  };
}

/** A random source that returns `values` in turn, then repeats the last. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

async function caught(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe('LocalRunCatalog.createRun', () => {
  it('names the run after its UTC start minute, creates its directory and writes run.json', async () => {
    const catalog = LocalRunCatalog.forProject(project, { random: sequence(0.3, 0.0, 0.99, 0.5) });
    const store = await catalog.createRun(summary('2026-11-21T13:05:59.900Z'));
    expect(store).toBeInstanceOf(LocalRecordStore);
    expect(store.runDir).toBe(join(root, '20261121-1305-a0zi'));
    const written = JSON.parse(await readFile(join(store.runDir, 'run.json'), 'utf8'));
    expect(written).toEqual({
      schema: 'baton.run/v1',
      id: '20261121-1305-a0zi',
      ...summary('2026-11-21T13:05:59.900Z'),
    });
    expect(await readdir(join(store.runDir))).toEqual(['run.json']);
  });

  it('never reuses an existing run: a drawn id that is taken is drawn again', async () => {
    const catalog = new LocalRunCatalog(root, {
      random: sequence(0, 0, 0, 0, 0, 0, 0, 0, 0.1, 0.1, 0.1, 0.1),
    });
    const first = await catalog.createRun(summary('2026-11-21T13:05:00.000Z'));
    await first.put(makeEntry({ record: { stage: 'fix' } }));
    const second = await catalog.createRun(summary('2026-11-21T13:05:30.000Z', { workflow: 'other' }));
    expect(first.runDir).toBe(join(root, '20261121-1305-0000'));
    expect(second.runDir).toBe(join(root, '20261121-1305-3333'));
    expect((await catalog.readSummary('20261121-1305-0000')).workflow).toBe('fix-issue');
    expect(await first.list()).toEqual([{ stage: 'fix', attempt: 1, runAttempt: 1 }]);
  });

  it('refuses a given id that is taken, leaving that run as it was', async () => {
    const catalog = new LocalRunCatalog(root);
    await catalog.createRun({ ...summary('2026-11-21T13:05:00.000Z'), id: '20261121-1305-ab12' });
    const error = await caught(
      catalog.createRun({
        ...summary('2026-11-21T13:06:00.000Z', { workflow: 'intruder' }),
        id: '20261121-1305-ab12',
      }),
    );
    expect(error.code).toBe('run-exists');
    expect(error.message).toBe('run 20261121-1305-ab12 exists already; a run id is never reused');
    expect((await catalog.readSummary('20261121-1305-ab12')).workflow).toBe('fix-issue');
  });

  it('refuses a given id that is not a run id, creating nothing', async () => {
    const catalog = new LocalRunCatalog(root);
    const error = await caught(
      catalog.createRun({ ...summary('2026-11-21T13:05:00.000Z'), id: '../escape' }),
    );
    expect(error.code).toBe('run-id-invalid');
    expect(error.message).toBe('"../escape" is not a run id (like 20261121-1305-ab12)');
    expect(await readdir(project)).toEqual([]);
  });

  it('refuses an invalid summary before creating anything', async () => {
    const catalog = new LocalRunCatalog(root);
    const bad = summary('not a date');
    await expect(catalog.createRun(bad)).rejects.toThrow(SystemError);
    await expect(catalog.createRun(bad)).rejects.toThrow(/\$\.started_at: /);
    expect(await readdir(project)).toEqual([]);
  });

  it('gives up with a SystemError when no free id can be drawn', async () => {
    const catalog = new LocalRunCatalog(root, { random: () => 0 });
    await catalog.createRun(summary('2026-11-21T13:05:00.000Z'));
    await expect(catalog.createRun(summary('2026-11-21T13:05:00.000Z'))).rejects.toThrow(
      `no free run id found in 50 tries under ${root}`,
    );
    expect(await readdir(root)).toEqual(['20261121-1305-0000']);
  });
});

describe('LocalRunCatalog summaries', () => {
  it('replaces run.json atomically and reads it back validated', async () => {
    const catalog = new LocalRunCatalog(root);
    const store = await catalog.createRun({
      ...summary('2026-11-21T13:05:00.000Z'),
      id: '20261121-1305-ab12',
    });
    const done = {
      ...summary('2026-11-21T13:05:00.000Z'),
      id: '20261121-1305-ab12',
      status: 'success' as const,
      finished_at: '2026-11-21T13:07:00.000Z',
      duration_ms: 120_000,
      jobs: [{ id: 'fix', stages: ['fix'], result: 'success' as const }],
    };
    await catalog.writeSummary(done);
    expect(await catalog.readSummary('20261121-1305-ab12')).toEqual({ schema: 'baton.run/v1', ...done });
    expect(await readdir(store.runDir)).toEqual(['run.json']);
  });

  it('reads a run.json a newer baton wrote without the fields it added, at any level; the file unchanged', async () => {
    const catalog = new LocalRunCatalog(root);
    const store = await catalog.createRun({
      ...summary('2026-11-21T13:05:00.000Z'),
      id: '20261121-1305-ab12',
    });
    const done = {
      schema: 'baton.run/v1',
      ...summary('2026-11-21T13:05:00.000Z'),
      id: '20261121-1305-ab12',
      status: 'success' as const,
      finished_at: '2026-11-21T13:07:00.000Z',
      duration_ms: 120_000,
      jobs: [{ id: 'fix', stages: ['fix'], result: 'success' as const }],
    };
    const newer = JSON.stringify({
      ...done,
      runner: 'baton 9',
      jobs: [{ ...done.jobs[0], cost_usd: 0.5 }],
    });
    await writeFile(join(store.runDir, 'run.json'), newer);
    expect(await catalog.readSummary('20261121-1305-ab12')).toEqual(done);
    expect(await readFile(join(store.runDir, 'run.json'), 'utf8')).toBe(newer);
    // A field it does not know beside one that is wrong: refused, naming both.
    await writeFile(join(store.runDir, 'run.json'), JSON.stringify({ ...done, runner: 'x', status: 'odd' }));
    const error = await caught(catalog.readSummary('20261121-1305-ab12'));
    expect(error.message).toBe('is not a baton run summary');
    expect(error.details.join('\n')).toContain('runner');
    expect(error.details.join('\n')).toContain('$.status');
  });

  it('refuses to write the summary of a run that does not exist', async () => {
    const catalog = new LocalRunCatalog(root);
    const error = await caught(
      catalog.writeSummary({ ...summary('2026-11-21T13:05:00.000Z'), id: '20261121-1305-zzzz' }),
    );
    expect(error.code).toBe('run-unknown');
    expect(await readdir(project)).toEqual([]);
  });

  it('refuses a run.json that is not a run summary, naming the file and the fields', async () => {
    const catalog = new LocalRunCatalog(root);
    const store = await catalog.createRun({
      ...summary('2026-11-21T13:05:00.000Z'),
      id: '20261121-1305-ab12',
    });
    await writeFile(
      join(store.runDir, 'run.json'),
      JSON.stringify({ schema: 'baton.run/v1', id: '20261121-1305-ab12' }),
    );
    const error = await caught(catalog.readSummary('20261121-1305-ab12'));
    expect(error.code).toBe('run-invalid');
    expect(error.where).toBe(join(store.runDir, 'run.json'));
    expect(error.message).toBe('is not a baton run summary');
    expect(error.details).toContain('$.workflow: Invalid input: expected string, received undefined');
    // What to do, last: the file is baton's, and nothing else rebuilds it.
    expect(error.details.at(-1)).toBe(
      `it is run 20261121-1305-ab12's summary: put it back from a copy, or remove the run: rm -r ${store.runDir}`,
    );

    await rm(join(store.runDir, 'run.json'));
    const missing = await caught(catalog.readSummary('20261121-1305-ab12'));
    expect([missing.where, missing.message]).toEqual([join(store.runDir, 'run.json'), 'is missing']);
  });

  it('refuses a run.json that is a symbolic link, never reading through it', async () => {
    const catalog = new LocalRunCatalog(root);
    const store = await catalog.createRun({
      ...summary('2026-11-21T13:05:00.000Z'),
      id: '20261121-1305-ab12',
    });
    const elsewhere = join(project, 'elsewhere.json');
    await writeFile(elsewhere, await readFile(join(store.runDir, 'run.json')));
    await rm(join(store.runDir, 'run.json'));
    await symlink(elsewhere, join(store.runDir, 'run.json'));
    const error = await caught(catalog.readSummary('20261121-1305-ab12'));
    expect(error.message).toBe('is not a regular file (it is a symbolic link)');
    expect(error.where).toBe(join(store.runDir, 'run.json'));
  });
});

describe('LocalRunCatalog summaries on a full disk (a small tmpfs; root on Linux only)', () => {
  const id = '20261121-1305-ab12';
  /** The end of a run of `count` jobs, each named with `name`, that failed for `reason`. */
  function end(count: number, name: string, reason?: string): Omit<RunSummary, 'schema'> {
    return {
      ...summary('2026-11-21T13:05:00.000Z'),
      id,
      status: 'failure',
      finished_at: '2026-11-21T13:07:00.000Z',
      duration_ms: 120_000,
      ...(reason === undefined ? {} : { reason }),
      jobs: Array.from({ length: count }, (_, i) => ({
        id: `${name}-${i + 1}`,
        stages: [],
        result: 'success' as const,
      })),
    };
  }

  /** A catalog on a small disk holding one running run, the disk then filled; null where none can be mounted. */
  async function fullDisk(): Promise<{ catalog: LocalRunCatalog; disk: string; path: string } | null> {
    const disk = smallDisk(1024);
    if (disk === null) return null;
    disks.push(disk);
    const catalog = LocalRunCatalog.forProject(disk);
    await catalog.createRun({ ...summary('2026-11-21T13:05:00.000Z'), id });
    fillDisk(disk);
    // The disk is full: not even a temp file for run.json can be made.
    await expect(writeFile(join(disk, 'probe'), 'x'.repeat(8192))).rejects.toThrow(/ENOSPC/);
    return { catalog, disk, path: join(disk, '.baton', 'runs', id, 'run.json') };
  }

  const disks: string[] = [];
  afterEach(() => {
    for (const disk of disks.splice(0)) removeSmallDisk(disk);
  });

  it('stores an end far larger than the running run.json, whole, in the room it left', async (ctx) => {
    const full = await fullDisk();
    if (full === null) return ctx.skip();
    const done = end(80, 'a-job-with-a-long-name', 'job-x.log could not be written: ENOSPC');
    await full.catalog.writeSummary(done);
    const text = await readFile(full.path, 'utf8');
    expect(Buffer.byteLength(text)).toBeGreaterThan(4096);
    expect(text.indexOf('\0')).toBe(-1);
    expect(await full.catalog.readSummary(id)).toEqual({ schema: 'baton.run/v1', ...done });
  });

  it('stores an end too large for the room without its jobs, saying so, with the reason cut to fit', async (ctx) => {
    const full = await fullDisk();
    if (full === null) return ctx.skip();
    const reason = `job-x.log could not be written: ENOSPC\n${'jobs.json could not be written: ENOSPC '.repeat(1000)}`;
    await full.catalog.writeSummary(end(1000, 'a-job-with-a-long-name', reason));
    const text = await readFile(full.path, 'utf8');
    expect(text.indexOf('\0')).toBe(-1);
    const stored = await full.catalog.readSummary(id);
    expect(stored).toMatchObject({ status: 'failure', finished_at: '2026-11-21T13:07:00.000Z', jobs: [] });
    expect(stored.reason).toMatch(
      /^job-x\.log could not be written: ENOSPC\njobs\.json could not be written/,
    );
    expect(stored.reason).toMatch(/…\nrun\.json keeps no jobs: the disk was full when the run ended$/);
  });

  it('stores an end too large for the room without the records its jobs did not store either, as without its jobs', async (ctx) => {
    const full = await fullDisk();
    if (full === null) return ctx.skip();
    // A matrix of 400 legs whose records came after one that could not be written.
    const legs = Array.from({ length: 400 }, (_, i) => `review-leg-${i + 1}`);
    await full.catalog.writeSummary({
      ...end(
        400,
        'review-leg',
        'review-leg-1: the record of stage review-leg-1 could not be written: ENOSPC',
      ),
      unstored: {
        failed: { job: 'review-leg-1', stage: 'review-leg-1', attempt: 1, cause: 'ENOSPC' },
        after: legs.slice(1).map((stage) => ({ job: stage, stage, attempt: 1 })),
        replay_from: 'review-leg-1',
      },
    });
    const stored = await full.catalog.readSummary(id);
    expect(stored).toMatchObject({ status: 'failure', jobs: [] });
    expect(stored.unstored).toBeUndefined();
    expect(stored.reason).toMatch(
      /^review-leg-1: the record of stage review-leg-1 could not be written: ENOSPC\n/,
    );
  });

  it('refuses to start a run on a full disk with a UserError naming run.json and the cause, leaving no run directory', async (ctx) => {
    const disk = smallDisk(100);
    if (disk === null) return ctx.skip();
    disks.push(disk);
    const catalog = LocalRunCatalog.forProject(disk);
    // The store exists (runs were made before the disk filled up).
    await mkdir(catalog.rootDir, { recursive: true });
    fillDisk(disk);
    for (const given of [undefined, id]) {
      const error = await caught(
        catalog.createRun({ ...summary('2026-11-21T13:05:00.000Z'), ...(given ? { id: given } : {}) }),
      );
      expect(error.code).toBe('store-unwritable');
      expect(error.where).toBe(catalog.rootDir);
      expect(error.message).toBe(
        'cannot make a run: its run.json could not be written: ENOSPC: no space left on device, write (the disk is full)',
      );
      expect(error.details).toEqual(['nothing of the run was kept: make room, then start it again']);
      // Not a run that `latest` (or --parent latest) would take, nor one listed as unreadable.
      expect(await readdir(catalog.rootDir)).toEqual([]);
      expect(await catalog.listRuns()).toEqual([]);
    }
  });

  it('refuses to start a run where no file or directory can be made any more (no inode left), saying so', async (ctx) => {
    const disk = smallDisk(1024, { inodes: 16 });
    if (disk === null) return ctx.skip();
    disks.push(disk);
    const catalog = LocalRunCatalog.forProject(disk);
    await mkdir(catalog.rootDir, { recursive: true });
    fillInodes(disk);
    const error = await caught(catalog.createRun(summary('2026-11-21T13:05:00.000Z')));
    expect(error).toMatchObject({
      code: 'store-unwritable',
      where: catalog.rootDir,
      details: ['make room, then start it again'],
    });
    expect(error.message).toMatch(
      /^cannot make a run: its directory could not be made: ENOSPC: no space left on device, mkdir '.*' \(the disk is full\)$/,
    );
    expect(await readdir(catalog.rootDir)).toEqual([]);
  });

  it('leaves a run.json that has no room for the end as it was, and rejects with the full disk', async (ctx) => {
    const full = await fullDisk();
    if (full === null) return ctx.skip();
    // As a run.json written without room would be: shorter than any end of the run.
    const before = await readFile(full.path, 'utf8');
    const bare = `${JSON.stringify(JSON.parse(before))}\n`;
    await writeFile(full.path, bare);
    // Shortening the file gave the disk room: taken again.
    fillDisk(full.disk);
    const done = { ...end(0, 'x'), status: 'success' as const };
    await expect(full.catalog.writeSummary(done)).rejects.toThrow(/ENOSPC/);
    expect(await readFile(full.path, 'utf8')).toBe(bare);
  });
});

describe('LocalRunCatalog: a run made by another user', () => {
  it.skipIf(!CAN_REFUSE)('says why a run.json cannot be read, and what to do', async () => {
    const catalog = new LocalRunCatalog(root);
    const id = '20261121-1305-ab12';
    await catalog.createRun({ ...summary('2026-11-21T13:05:00.000Z'), id });
    const runDir = join(root, id);
    // The directories on the way, as mkdir made them, are readable by others; the run's is not.
    const error = await readAsAnotherUser(project, runDir, () => caught(catalog.readSummary(id)));
    expect(error).toMatchObject({
      code: 'run-unreadable',
      where: join(runDir, 'run.json'),
      message: `cannot be read: you may not open ${runDir} (EACCES)`,
      details: [
        REFUSED_AS_ANOTHER_USER
          ? `it belongs to another user (uid 0), as when a run is made with sudo or in a container: make the run yours (sudo chown -R "$(id -u)" ${runDir}), or read it as that user`
          : `make it readable for you: chmod -R u+rX ${runDir}`,
      ],
    });
  });

  it.skipIf(!CAN_REFUSE)('says why the store cannot be listed, and what to do', async () => {
    const catalog = new LocalRunCatalog(root);
    await catalog.createRun({ ...summary('2026-11-21T13:05:00.000Z'), id: '20261121-1305-ab12' });
    const errors = await readAsAnotherUser(project, root, async () => [
      await caught(catalog.listRuns()),
      await caught(catalog.resolve('latest')),
      await caught(catalog.resolve('20261121-1305-ab12')),
    ]);
    for (const error of errors) {
      expect(error).toMatchObject({
        code: 'store-unreadable',
        where: root,
        message: `cannot be read: you may not ${errors.indexOf(error) === 2 ? 'open' : 'read'} this directory (EACCES)`,
        details: [
          REFUSED_AS_ANOTHER_USER
            ? `it belongs to another user (uid 0), as when a run is made with sudo or in a container: make the store yours (sudo chown -R "$(id -u)" ${root}), or read it as that user`
            : `make it readable for you: chmod -R u+rX ${root}`,
        ],
      });
    }
  });
});

describe('LocalRunCatalog listing and resolving', () => {
  async function threeRuns(catalog: LocalRunCatalog): Promise<void> {
    // Created out of order; two share a minute and are told apart by started_at.
    await catalog.createRun({ ...summary('2026-11-21T13:05:40.000Z'), id: '20261121-1305-aaaa' });
    await catalog.createRun({
      ...summary('2026-11-20T09:00:00.000Z', { status: 'failure' }),
      id: '20261120-0900-zzzz',
    });
    await catalog.createRun({
      ...summary('2026-11-21T13:05:10.000Z', { workflow: 'review-pr' }),
      id: '20261121-1305-zzzz',
    });
  }

  it('lists runs newest first, ignoring anything that is not a run', async () => {
    const catalog = new LocalRunCatalog(root);
    await threeRuns(catalog);
    await writeFile(join(root, 'notes.txt'), 'x');
    await mkdir(join(root, 'not-a-run'));
    expect(await catalog.listRuns()).toEqual([
      '20261121-1305-aaaa',
      '20261121-1305-zzzz',
      '20261120-0900-zzzz',
    ]);
  });

  it('lists nothing when no run was ever made', async () => {
    expect(await new LocalRunCatalog(root).listRuns()).toEqual([]);
  });

  it('resolves latest to the newest run and opens its store', async () => {
    const catalog = new LocalRunCatalog(root);
    await threeRuns(catalog);
    expect(await catalog.resolve('latest')).toBe('20261121-1305-aaaa');
    expect(await catalog.resolve('20261120-0900-zzzz')).toBe('20261120-0900-zzzz');
    expect((await catalog.open('latest')).runDir).toBe(join(root, '20261121-1305-aaaa'));
  });

  it('says there are no runs yet when resolving latest in an empty store', async () => {
    const error = await caught(new LocalRunCatalog(root).resolve('latest'));
    expect(error.code).toBe('run-none');
    expect(error.message).toBe(`no runs yet in ${root}`);
    expect(error.details).toEqual(['start one with: baton run <workflow.yml>']);
  });

  it('refuses an unknown run, listing the recent runs with their workflow and status', async () => {
    const catalog = new LocalRunCatalog(root);
    await threeRuns(catalog);
    const error = await caught(catalog.open('20261121-1306-beef'));
    expect(error.code).toBe('run-unknown');
    expect(error.message).toBe(`no run "20261121-1306-beef" in ${root}`);
    expect(error.details).toEqual([
      'recent runs (newest first; "latest" is the first):',
      '  20261121-1305-aaaa  fix-issue  running',
      '  20261121-1305-zzzz  review-pr  running',
      '  20261120-0900-zzzz  fix-issue  failure',
    ]);
  });

  it('says a killed run is interrupted in that list, as baton runs does', async () => {
    const catalog = new LocalRunCatalog(root);
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    await catalog.createRun({
      ...summary('2026-11-21T13:05:40.000Z', { process: { pid: gone, host: hostname() } }),
      id: '20261121-1305-aaaa',
    });
    const error = await caught(catalog.open('20261121-1306-beef'));
    expect(error.details).toEqual([
      'recent runs (newest first; "latest" is the first):',
      '  20261121-1305-aaaa  fix-issue  interrupted',
    ]);
  });

  it('lists at most five recent runs in the error, and says how many more there are', async () => {
    const catalog = new LocalRunCatalog(root);
    for (let minute = 10; minute < 17; minute++) {
      await catalog.createRun({
        ...summary(`2026-11-21T13:${minute}:00.000Z`),
        id: `20261121-13${minute}-abcd`,
      });
    }
    const error = await caught(catalog.resolve('nope'));
    expect(error.details).toHaveLength(7);
    expect(error.details[1]).toBe('  20261121-1316-abcd  fix-issue  running');
    expect(error.details[6]).toBe('  … and 2 more');
  });

  it('never treats a path as a run id', async () => {
    const catalog = new LocalRunCatalog(root);
    await threeRuns(catalog);
    await mkdir(join(project, 'outside'), { recursive: true });
    for (const id of ['../../outside', '..', '.', '/etc', '20261121-1305-aaaa/../../..']) {
      expect((await caught(catalog.open(id))).code).toBe('run-unknown');
      expect((await caught(catalog.readSummary(id))).code).toBe('run-unknown');
    }
  });
});

describe('shownRunStatus', () => {
  const full = (overrides: Partial<RunSummary>): RunSummary => ({
    schema: SCHEMA_IDS.run,
    id: '20261125-2130-abcd',
    ...summary('2026-11-25T21:30:00.000Z', overrides),
  });

  it('shows a running run whose process on this machine is gone as interrupted', () => {
    // A process that has exited: its id names no process now.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    expect(shownRunStatus(full({ process: { pid: gone, host: hostname() } }))).toBe('interrupted');
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'tells a process that reuses the id from the one that ran the run, by when it started (Linux)',
    () => {
      const start = processStart(process.pid);
      expect(start).toMatch(/^[0-9a-f-]+\/\d+$/);
      const host = hostname();
      expect(shownRunStatus(full({ process: { pid: process.pid, host, start: start! } }))).toBe('running');
      // Another process has the id now (this one): the run's own is gone.
      expect(shownRunStatus(full({ process: { pid: process.pid, host, start: `${start}0` } }))).toBe(
        'interrupted',
      );
    },
  );

  it.runIf(existsSync('/proc/self/stat'))(
    'shows a run whose process is a zombie (killed, not yet reaped by its parent) as interrupted (Linux)',
    async () => {
      // `sleep 0` ends at once; the shell then becomes `sleep 5`, which never reaps it: a zombie meanwhile.
      const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5 >/dev/null'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      try {
        const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', resolve)));
        const stat = () => readFileSync(`/proc/${zombie}/stat`, 'utf8');
        for (let i = 0; i < 100 && !/\) Z /.test(stat()); i++) await new Promise((r) => setTimeout(r, 10));
        expect(stat()).toMatch(/\) Z /);
        expect(processStart(zombie)).toBe('');
        // Its start as the run would have recorded it while it ran: the same process, now ended.
        const boot = processStart(process.pid)!.split('/')[0];
        const start = `${boot}/${
          stat()
            .slice(stat().lastIndexOf(')') + 2)
            .split(' ')[19]
        }`;
        expect(shownRunStatus(full({ process: { pid: zombie, host: hostname(), start } }))).toBe(
          'interrupted',
        );
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('keeps running for a live process, another machine, or no process recorded; an ended run as it ended', () => {
    expect(shownRunStatus(full({ process: { pid: process.pid, host: hostname() } }))).toBe('running');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    expect(shownRunStatus(full({ process: { pid: gone, host: `not-${hostname()}` } }))).toBe('running');
    expect(shownRunStatus(full({}))).toBe('running');
    expect(
      shownRunStatus(full({ status: 'failure', finished_at: '2026-11-25T21:31:00.000Z', duration_ms: 1 })),
    ).toBe('failure');
  });
});
