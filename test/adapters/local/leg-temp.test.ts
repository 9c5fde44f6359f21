import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalExecutorOptions, LocalExecutorPorts } from '../../../src/adapters/local/local-executor.js';
import type { TempPlace } from '../../../src/adapters/local/temp-failure.js';
import { formatError } from '../../../src/core/errors.js';
import type { ScriptSpec } from '../../../src/core/workflow/execute.js';
import { runWithFileSizeLimit } from '../../support/file-size-limit.js';
import { fillInodes, removeSmallDisk, smallDisk } from '../../support/small-disk.js';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'baton-leg-temp-'));
});
afterEach(async () => {
  await chmod(root, 0o700).catch(() => {});
  await rm(root, { recursive: true, force: true });
});

const EVENT = { ref: 'refs/heads/main', inputs: { n: 1 } };

/** The ports of a run whose private temp dir is `tempDir`: only what a leg's temp dir needs of them. */
function ports(tempDir: string): LocalExecutorPorts {
  return new LocalExecutorPorts({
    workspace: root,
    storeDir: join(root, '.baton', 'runs'),
    runDir: join(root, '.baton', 'runs', 'r'),
    tempDir,
    github: { event: EVENT },
  } as unknown as LocalExecutorOptions);
}

describe("LocalExecutorPorts: a leg's RUNNER_TEMP", () => {
  it('is gone once drain resolves, with its event payload and what a step left there, read-only ones too', async () => {
    const tempDir = join(root, 'run-temp');
    await mkdir(tempDir, { mode: 0o700 });
    const executor = ports(tempDir);
    const legTemp = executor.legTemp;
    const empty = await legTemp.open('a');
    const full = await legTemp.open('b');
    for (const dir of [empty, full]) await writeFile(executor.eventPath(dir), '{}');
    await mkdir(join(full, 'cache', 'locked'), { recursive: true });
    await writeFile(join(full, 'cache', 'locked', 'file'), 'x');
    await chmod(join(full, 'cache', 'locked'), 0o500);
    await chmod(join(full, 'cache'), 0o500);
    // A directory a step put in the event payload's place.
    await rm(executor.eventPath(full));
    await mkdir(join(executor.eventPath(full), 'inside'), { recursive: true });

    await legTemp.close(empty);
    await legTemp.close(full);
    // What the run removes next (its temp dir) finds nothing of the legs still being removed.
    expect(await executor.drain()).toBeNull();
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('is made ahead for the next leg, with the event payload as its first step reads it; drain removes one no leg took', async () => {
    const tempDir = join(root, 'run-temp');
    await mkdir(tempDir, { mode: 0o700 });
    const executor = ports(tempDir);
    const first = await executor.legTemp.open('a');
    const second = await executor.legTemp.open('b');
    // The second leg's was made while the first ran: there, empty, private, its payload written as a step's
    // GITHUB_EVENT_PATH holds it (#freshEvent keeps a file that is as written).
    expect(readdirSync(second)).toEqual([]);
    expect((statSync(second).mode & 0o777).toString(8)).toBe('700');
    expect(readFileSync(executor.eventPath(second), 'utf8')).toBe(JSON.stringify(EVENT, null, 2));
    await executor.legTemp.close(first);
    await executor.legTemp.close(second);
    // A third is being made for a leg that never comes.
    expect(await executor.drain()).toBeNull();
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('gives each leg a directory of its own name, never one an ended leg had', async () => {
    const tempDir = join(root, 'run-temp');
    await mkdir(tempDir, { mode: 0o700 });
    const executor = ports(tempDir);
    const legTemp = executor.legTemp;
    const first = await legTemp.open('a');
    await legTemp.close(first);
    const second = await legTemp.open('a');
    expect(second).not.toBe(first);
    expect(existsSync(second)).toBe(true);
    await legTemp.close(second);
    await executor.drain();
  });
});

describe("LocalExecutorPorts: a write in the run's temp dir that fails", () => {
  /** The run's temp dir as baton run says it. */
  const place = (tmp: string): TempPlace => ({
    where: `the run's temp dir, in TMPDIR ${tmp}`,
    makeRoom: 'make room in TMPDIR, or set TMPDIR to a directory on another disk',
    fewerJobs: 'run fewer jobs at once with -j N',
  });

  it.skipIf(process.platform === 'win32')(
    'names the event payload (GITHUB_EVENT_PATH) a step reads, the temp dir and the cause (EFBIG)',
    async () => {
      const tempDir = join(root, 'run-temp');
      await mkdir(tempDir, { mode: 0o700 });
      const snippet = `
        import { join } from 'node:path';
        import { LocalExecutorPorts } from './src/adapters/local/local-executor.js';
        import { formatError } from './src/core/errors.js';
        const [root, tempDir] = process.argv.slice(2);
        const ports = new LocalExecutorPorts({
          workspace: root,
          storeDir: join(root, '.baton', 'runs'),
          runDir: join(root, '.baton', 'runs', 'r'),
          tempDir,
          github: { event: { blob: 'x'.repeat(200 * 1024) } },
          tempPlace: { where: "the run's temp dir, in TMPDIR " + root, makeRoom: 'make room' },
        });
        const legTemp = await ports.legTemp.open('a');
        const path = ports.eventPath(legTemp);
        try {
          await ports.runScript({ defaults: { GITHUB_EVENT_PATH: path } });
          console.log('ran');
        } catch (error) {
          console.log(JSON.stringify({ path, code: error.code, said: formatError(error) }));
        }`;
      const result = await runWithFileSizeLimit(snippet, [root, tempDir], 64);
      expect(result.stderr).toBe('');
      const { path, code, said } = JSON.parse(result.stdout);
      expect(path).toBe(join(tempDir, 'runner-temp-1-event.json'));
      expect(code).toBe('temp-write-failed');
      expect(said).toBe(
        `${path}: the event payload (GITHUB_EVENT_PATH) could not be written in the run's temp dir, in TMPDIR ${root}: EFBIG: file too large, write (over the file size limit: see ulimit -f)`,
      );
    },
  );

  it('leaves nothing of a spare RUNNER_TEMP it could not make, and the next leg says why its own cannot be made (a small tmpfs; root on Linux only)', async (ctx) => {
    const disk = smallDisk(256, { inodes: 64 });
    if (disk === null) return ctx.skip();
    try {
      const tempDir = join(disk, 'run-temp');
      await mkdir(tempDir, { mode: 0o700 });
      const executor = new LocalExecutorPorts({
        workspace: root,
        storeDir: join(root, '.baton', 'runs'),
        runDir: join(root, '.baton', 'runs', 'r'),
        tempDir,
        github: { event: EVENT },
        tempPlace: place(disk),
      } as unknown as LocalExecutorOptions);
      // Room for one more inode: the first leg's directory, and not the spare made after it.
      fillInodes(disk);
      await rm(join(disk, 'inode-0'));
      const first = await executor.legTemp.open('a');
      expect(first).toBe(join(tempDir, 'runner-temp-1'));
      const second = await executor.legTemp.open('b').catch((error: unknown) => error);
      // The spare took number 2 and could not be made; the leg's own is the next number, and says why.
      expect(formatError(second)).toBe(
        `${join(tempDir, 'runner-temp-3')}: the job's temp dir (RUNNER_TEMP) could not be made in the run's temp dir, in TMPDIR ${disk}: ENOSPC: no space left on device, mkdir '${join(tempDir, 'runner-temp-3')}' (the disk is full); make room in TMPDIR, or set TMPDIR to a directory on another disk`,
      );
      expect(readdirSync(tempDir)).toEqual(['runner-temp-1']);
      // Room for one more: the spare's directory is made, its event payload cannot be; it is taken back, and
      // the leg makes its own in the inode it freed.
      await executor.legTemp.close(first);
      expect(await executor.drain()).toBeNull();
      await rm(join(disk, 'inode-1'));
      const third = await executor.legTemp.open('c');
      expect(third).toBe(join(tempDir, 'runner-temp-4'));
      const fourth = await executor.legTemp.open('d');
      expect(fourth).toBe(join(tempDir, 'runner-temp-6'));
      expect(readdirSync(tempDir).sort()).toEqual(['runner-temp-4', 'runner-temp-6']);
      await executor.legTemp.close(third);
      await executor.legTemp.close(fourth);
      expect(await executor.drain()).toBeNull();
      expect(readdirSync(tempDir)).toEqual([]);
    } finally {
      removeSmallDisk(disk);
    }
  });

  it("names a step's file command file, and a leg's RUNNER_TEMP, on a disk with no room, with what to do (a small tmpfs; root on Linux only)", async (ctx) => {
    const disk = smallDisk(256, { inodes: 64 });
    if (disk === null) return ctx.skip();
    try {
      const tempDir = join(disk, 'run-temp');
      await mkdir(tempDir, { mode: 0o700 });
      const executor = new LocalExecutorPorts({
        workspace: root,
        storeDir: join(root, '.baton', 'runs'),
        runDir: join(root, '.baton', 'runs', 'r'),
        tempDir,
        github: { event: EVENT },
        tempPlace: place(disk),
      } as unknown as LocalExecutorOptions);
      // Room for one more file: the step's directory is made, then none of its files can be.
      fillInodes(disk);
      await rm(join(disk, 'inode-0'));
      const stepFiles = await executor.createStepFiles().catch((error: unknown) => error);
      const stepDir = readdirSync(tempDir).find((name) => name.startsWith('step-'));
      expect(stepDir).toBeDefined();
      expect(formatError(stepFiles)).toMatch(
        new RegExp(
          `^${join(tempDir, stepDir!)}/(output|env|path|state|summary): the step's GITHUB_(OUTPUT|ENV|PATH|STATE|STEP_SUMMARY) file could not be written in the run's temp dir, in TMPDIR ${disk}: ENOSPC: no space left on device, open '[^']+' \\(the disk is full\\); make room in TMPDIR, or set TMPDIR to a directory on another disk$`,
        ),
      );
      const leg = await executor.legTemp.open('a').catch((error: unknown) => error);
      expect(formatError(leg)).toBe(
        `${join(tempDir, 'runner-temp-1')}: the job's temp dir (RUNNER_TEMP) could not be made in the run's temp dir, in TMPDIR ${disk}: ENOSPC: no space left on device, mkdir '${join(tempDir, 'runner-temp-1')}' (the disk is full); make room in TMPDIR, or set TMPDIR to a directory on another disk`,
      );
      expect(
        await executor.runScript({ defaults: {} } as unknown as ScriptSpec).catch((e: unknown) => e),
      ).toMatchObject({
        code: 'temp-write-failed',
      });
    } finally {
      removeSmallDisk(disk);
    }
  });
});
