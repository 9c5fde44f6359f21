import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanUpInterruptedRuns, describeLeftovers } from '../../../src/adapters/local/interrupted-runs.js';
import { LocalRunCatalog, processStart } from '../../../src/adapters/local/run-catalog.js';
import type { RunSummary } from '../../../src/core/record.js';

/**
 * What a later command cleans up after a run killed with SIGKILL: real directories in a private temp root,
 * real processes standing in for what the run's steps left running.
 */

let project: string;
let tempRoot: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'baton-leftovers-'));
  tempRoot = join(project, 'tmp');
  await mkdir(tempRoot);
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(project, { recursive: true, force: true });
});

/** A process id that names no process now: one that has exited. */
const goneProcess = () => spawnSync(process.execPath, ['-e', '0']).pid!;

/** A run of the project's store, running in its run.json, with the process facts given. */
async function runOf(id: string, proc: RunSummary['process']): Promise<LocalRunCatalog> {
  const catalog = LocalRunCatalog.forProject(project);
  await catalog.createRun({
    id,
    workflow: 'sec',
    workflow_path: 'sec.yml',
    status: 'running',
    started_at: '2026-11-26T19:08:00.000Z',
    finished_at: null,
    duration_ms: null,
    replay_of: null,
    ...(proc === undefined ? {} : { process: proc }),
    jobs: [],
  });
  return catalog;
}

/** A temp dir as `baton run` makes it, holding a step script with a secret in it. */
async function tempDirOf(name: string): Promise<string> {
  const dir = join(tempRoot, name);
  await mkdir(join(dir, 'runner-temp-1'), { recursive: true, mode: 0o700 });
  await writeFile(join(dir, 'baton-step-1.sh'), 'echo "using supersecretvalue123"\n', { mode: 0o700 });
  return dir;
}

/** A long-lived process with `env` (as a step's, naming its temp dir), in its own group, as steps run. */
async function sleeper(env: Record<string, string>, ignoreTerm = false): Promise<number> {
  const code = `${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''} console.log('up'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', code], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  children.push(child);
  // Up, its handler set, before it is looked for.
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child.pid!;
}

/** Whether the process is alive (a zombie, which only waits to be reaped, is not). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const hasProc = existsSync('/proc/self/environ');

describe('cleanUpInterruptedRuns', () => {
  it('removes the temp dir an interrupted run recorded, with the secrets its step scripts held', async () => {
    const id = '20261126-1908-m3mc';
    const dir = await tempDirOf(`baton-run-${id}-pcPD0D`);
    const catalog = await runOf(id, { pid: goneProcess(), host: hostname(), temp: dir });
    const found = await cleanUpInterruptedRuns(catalog, { tempRoot, graceMs: 200 });
    expect(found).toEqual([
      { run: id, tempDir: dir, removed: true, stopped: [], running: [], looked: hasProc, partial: 0 },
    ]);
    expect(existsSync(dir)).toBe(false);
    // Done once: nothing is left to find.
    expect(await cleanUpInterruptedRuns(catalog, { tempRoot, graceMs: 200 })).toEqual([]);
  });

  it.runIf(hasProc)(
    'stops the processes that name its temp dir (SIGKILL for one that ignores SIGTERM), and no other',
    async () => {
      const id = '20261126-1908-ct42';
      const dir = await tempDirOf(`baton-run-${id}-zGrC5A`);
      const catalog = await runOf(id, { pid: goneProcess(), host: hostname(), temp: dir });
      const step = await sleeper({ RUNNER_TEMP: join(dir, 'runner-temp-1'), GITHUB_RUN_ID: id });
      const stubborn = await sleeper({ GITHUB_OUTPUT: join(dir, 'step-x', 'output') }, true);
      // Not the run's: a path that only starts like its dir, and a process that names the run id alone.
      const lookalike = await sleeper({ RUNNER_TEMP: `${dir}x/runner-temp-1` });
      const sameId = await sleeper({ GITHUB_RUN_ID: id });
      const [found] = await cleanUpInterruptedRuns(catalog, { tempRoot, graceMs: 300 });
      expect(found).toEqual({
        run: id,
        tempDir: dir,
        removed: true,
        stopped: [step, stubborn].sort((a, b) => a - b),
        running: [],
        looked: true,
        partial: 0,
      });
      expect([alive(step), alive(stubborn), alive(lookalike), alive(sameId)]).toEqual([
        false,
        false,
        true,
        true,
      ]);
      expect(existsSync(dir)).toBe(false);
    },
  );

  it('leaves alone what is not surely that run’s: a running run’s dir, another dir of its id, a link, another store’s run', async () => {
    // A run still running (this process, by when it started): its temp dir is in use.
    const running = '20261126-1910-live';
    const liveDir = await tempDirOf(`baton-run-${running}-Abc123`);
    const start = processStart(process.pid);
    await runOf(running, { pid: process.pid, host: hostname(), ...(start ? { start } : {}), temp: liveDir });
    // An interrupted run whose recorded temp dir is gone: a dir of the same id elsewhere is another run's
    // (a run of that id in another project).
    const id = '20261126-1911-dead';
    const catalog = await runOf(id, {
      pid: goneProcess(),
      host: hostname(),
      temp: join(tempRoot, `baton-run-${id}-Gone00`),
    });
    const other = await tempDirOf(`baton-run-${id}-Other1`);
    // A link named as a run's temp dir, to a directory that is not one.
    const linkedId = '20261126-1912-link';
    await runOf(linkedId, { pid: goneProcess(), host: hostname() });
    const target = join(project, 'precious');
    await mkdir(target);
    await writeFile(join(target, 'keep.txt'), 'keep');
    await symlink(target, join(tempRoot, `baton-run-${linkedId}-Link00`));
    // A run this store does not have.
    const stranger = await tempDirOf('baton-run-20261126-1913-nope-Nope00');
    // And names that are no run's temp dir.
    await tempDirOf('baton-run-notarun-Abc123');
    await tempDirOf(`baton-run-${id}-toolong1`);

    expect(await cleanUpInterruptedRuns(catalog, { tempRoot, graceMs: 200 })).toEqual([]);
    expect([existsSync(liveDir), existsSync(other), existsSync(stranger)]).toEqual([true, true, true]);
    expect(readFileSync(join(target, 'keep.txt'), 'utf8')).toBe('keep');
    expect((await readdir(tempRoot)).length).toBe(6);
  });

  it('removes the writes an interrupted run cut short from its directory in the store, and nothing else', async () => {
    const id = '20261126-1915-part';
    const dir = await tempDirOf(`baton-run-${id}-Part00`);
    const catalog = await runOf(id, { pid: goneProcess(), host: hostname(), temp: dir });
    const runDir = join(catalog.rootDir, id);
    // Cut short: a stage attempt being built, run.json and a job log before their rename.
    await mkdir(join(runDir, '.tmp-review-security-a1B2c3'));
    await writeFile(join(runDir, '.tmp-review-security-a1B2c3', 'record.json'), '{"stage":');
    await writeFile(join(runDir, '.run.json.0123456789ab.tmp'), '{"id":');
    await writeFile(join(runDir, '.job-a1b2c3d4e5f6.tmp'), 'half a log');
    // Kept: a record, a file of the run, a dot file that is no write of baton's, a link named as one.
    await mkdir(join(runDir, 'review'));
    await writeFile(join(runDir, 'review', 'record.json'), '{}');
    await writeFile(join(runDir, 'job-review.log'), 'log');
    await writeFile(join(runDir, '.notes'), 'mine');
    const precious = join(project, 'precious');
    await mkdir(precious);
    await writeFile(join(precious, 'keep.txt'), 'keep');
    await symlink(precious, join(runDir, '.tmp-linked-Abc123'));

    const [found] = await cleanUpInterruptedRuns(catalog, { tempRoot, graceMs: 200 });
    expect(found).toMatchObject({ run: id, removed: true, partial: 3 });
    expect((await readdir(runDir)).sort()).toEqual(
      ['.notes', '.tmp-linked-Abc123', 'job-review.log', 'review', 'run.json'].sort(),
    );
    expect(readFileSync(join(precious, 'keep.txt'), 'utf8')).toBe('keep');
  });

  it('leaves the writes of a run still running', async () => {
    const id = '20261126-1916-busy';
    const dir = await tempDirOf(`baton-run-${id}-Busy00`);
    const start = processStart(process.pid);
    const catalog = await runOf(id, {
      pid: process.pid,
      host: hostname(),
      ...(start ? { start } : {}),
      temp: dir,
    });
    await mkdir(join(catalog.rootDir, id, '.tmp-build-a1B2c3'));
    expect(await cleanUpInterruptedRuns(catalog, { tempRoot, graceMs: 200 })).toEqual([]);
    expect(existsSync(join(catalog.rootDir, id, '.tmp-build-a1B2c3'))).toBe(true);
  });

  it('cleans up a run once when two cleanups of the store run at once (two runWorkflow calls), and one says so', async () => {
    const id = '20261126-1917-twin';
    const dir = await tempDirOf(`baton-run-${id}-Twin00`);
    const catalog = await runOf(id, { pid: goneProcess(), host: hostname(), temp: dir });
    const [first, second] = await Promise.all([
      cleanUpInterruptedRuns(catalog, { tempRoot, graceMs: 200 }),
      cleanUpInterruptedRuns(LocalRunCatalog.forProject(project), { tempRoot, graceMs: 200 }),
    ]);
    expect(first).toEqual([expect.objectContaining({ run: id, removed: true })]);
    expect(second).toEqual([]);
    expect(existsSync(dir)).toBe(false);
  });

  it('removes the temp dir of an interrupted run an earlier baton stored without recording it, found by its name', async () => {
    const id = '20261126-1914-olds';
    const dir = await tempDirOf(`baton-run-${id}-Old000`);
    const catalog = await runOf(id, { pid: goneProcess(), host: hostname() });
    const [found] = await cleanUpInterruptedRuns(catalog, { tempRoot, graceMs: 200 });
    expect(found?.removed).toBe(true);
    expect(existsSync(dir)).toBe(false);
  });
});

describe('describeLeftovers: the line said after cleaning up a killed run', () => {
  const left = {
    run: '20261121-1305-ab12',
    tempDir: '/tmp/baton-run-20261121-1305-ab12-Xy12Zq',
    removed: true,
    stopped: [] as number[],
    running: [] as number[],
    looked: true,
    partial: 0,
  };
  const head = 'run 20261121-1305-ab12 was interrupted (its baton process is gone): ';

  it('says what was stopped and removed', () => {
    expect(describeLeftovers(left)).toBe(`${head}removed its temp dir ${left.tempDir}`);
    expect(describeLeftovers({ ...left, stopped: [4242] })).toBe(
      `${head}stopped 1 process it left running (pid 4242); removed its temp dir ${left.tempDir}`,
    );
  });

  it('says how many writes cut short were removed from its records', () => {
    expect(describeLeftovers({ ...left, partial: 1 })).toBe(
      `${head}removed its temp dir ${left.tempDir}; removed a write it had not finished from its records`,
    );
    expect(describeLeftovers({ ...left, partial: 3 })).toBe(
      `${head}removed its temp dir ${left.tempDir}; removed 3 writes it had not finished from its records`,
    );
  });

  it('names what could not be stopped, and keeps the temp dir for it', () => {
    expect(describeLeftovers({ ...left, removed: false, stopped: [1, 2], running: [3] })).toBe(
      `${head}stopped 2 processes it left running (pids 1, 2); 1 process it left is still running and could not be stopped (pid 3): its temp dir ${left.tempDir} is kept until it ends`,
    );
  });

  it('says a temp dir that could not be removed, and where processes cannot be looked for', () => {
    expect(describeLeftovers({ ...left, removed: false })).toBe(
      `${head}its temp dir ${left.tempDir} could not be removed: remove it yourself`,
    );
    expect(describeLeftovers({ ...left, looked: false })).toBe(
      `${head}removed its temp dir ${left.tempDir}; processes it left running, if any, cannot be told apart on this system (no /proc): look for them with ps`,
    );
  });
});
