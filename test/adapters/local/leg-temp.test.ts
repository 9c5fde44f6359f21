import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalExecutorOptions, LocalExecutorPorts } from '../../../src/adapters/local/local-executor.js';

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

  it('gives each leg a directory of its own name, never one an ended leg had', async () => {
    const tempDir = join(root, 'run-temp');
    await mkdir(tempDir, { mode: 0o700 });
    const legTemp = ports(tempDir).legTemp;
    const first = await legTemp.open('a');
    await legTemp.close(first);
    const second = await legTemp.open('a');
    expect(second).not.toBe(first);
    expect(existsSync(second)).toBe(true);
  });
});
