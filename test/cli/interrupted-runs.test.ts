import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pullDownloadPrefix, pullRunPrefix } from '../../src/adapters/local/abandoned-pulls.js';
import { LocalRunCatalog } from '../../src/adapters/local/run-catalog.js';
import { cleanUpAfterInterruptedRuns } from '../../src/cli/interrupted-runs.js';
import { fakeCliIO } from '../support/cli-io.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('cleanUpAfterInterruptedRuns: the line a command says on stderr after cleaning up a killed run', () => {
  it("says describeLeftovers' line after `baton: `, the temp dir's path with control characters escaped", async () => {
    const project = await mkdtemp(join(tmpdir(), 'baton-leftovers-'));
    dirs.push(project);
    // A TMPDIR whose name holds an escape sequence: the path is shown, not obeyed.
    const tempRoot = join(project, 'x\u001b[2J');
    const id = '20261121-1305-ab12';
    const tempDir = join(tempRoot, `baton-run-${id}-Xy12Zq`);
    await mkdir(tempDir, { recursive: true, mode: 0o700 });
    const catalog = LocalRunCatalog.forProject(project);
    await catalog.createRun({
      id,
      workflow: 'sec',
      workflow_path: 'sec.yml',
      status: 'running',
      started_at: '2026-11-21T13:05:00.000Z',
      finished_at: null,
      duration_ms: null,
      replay_of: null,
      // A process that has exited: the run was interrupted.
      process: { pid: spawnSync(process.execPath, ['-e', '0']).pid!, host: hostname(), temp: tempDir },
      jobs: [],
    });
    const cli = fakeCliIO({ cwd: project });
    await cleanUpAfterInterruptedRuns(cli.io, catalog, { tempRoot, graceMs: 200 });
    expect(cli.stderr()).toMatch(
      new RegExp(
        `^baton: run ${id} was interrupted \\(its baton process is gone\\): (.*; )?removed its temp dir .*\\n$`,
      ),
    );
    expect(cli.stderr()).not.toContain('\u001b');
    expect(cli.stderr()).toContain('Xy12Zq');
    expect(existsSync(tempDir)).toBe(false);
  });
});

describe('cleanUpAfterInterruptedRuns: what a baton pull killed with SIGKILL left', () => {
  it("removes a gone pull's run being built in the store and its downloads, and keeps a live pull's, another host's, a link, and other names", async () => {
    const project = await mkdtemp(join(tmpdir(), 'baton-pull-leftovers-'));
    dirs.push(project);
    const tempRoot = join(project, 'tmp');
    const catalog = LocalRunCatalog.forProject(project);
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    // As a pull names them: after its host and process.
    const runOf = (pid: number) => basename(pullRunPrefix(pid));
    const goneRun = join(catalog.rootDir, `${runOf(gone)}Ab12Cd`);
    const goneDownload = join(tempRoot, `${pullDownloadPrefix(gone)}Ef34Gh`);
    const liveRun = join(catalog.rootDir, `${runOf(process.pid)}Ij56Kl`);
    const attempt = join(catalog.rootDir, `.tmp-s1-${gone}-Mn78Op`);
    // Another host's (a container sharing the project): its processes cannot be seen from here.
    const otherHost = join(catalog.rootDir, `.tmp-pull-elsewhere.example-${gone}-Uv12Wx`);
    for (const dir of [goneRun, goneDownload, liveRun, attempt, otherHost]) {
      await mkdir(join(dir, 'inner'), { recursive: true });
      await writeFile(join(dir, 'inner', 'record.json'), '{}');
    }
    const outside = join(project, 'outside');
    await mkdir(outside);
    const link = join(catalog.rootDir, `${runOf(gone)}Qr90St`);
    await symlink(outside, link);

    const cli = fakeCliIO({ cwd: project });
    await cleanUpAfterInterruptedRuns(cli.io, catalog, { tempRoot });
    expect(cli.stderr()).toBe(
      [goneRun, goneDownload]
        .map((dir) => `baton: removed ${dir}, left by a baton pull that was killed before it ended\n`)
        .join(''),
    );
    expect(existsSync(goneRun)).toBe(false);
    expect(existsSync(goneDownload)).toBe(false);
    // A pull under way (this process), a link to elsewhere and a name no pull makes are left as they are.
    expect(existsSync(join(liveRun, 'inner', 'record.json'))).toBe(true);
    expect(existsSync(join(attempt, 'inner', 'record.json'))).toBe(true);
    expect(existsSync(join(otherHost, 'inner', 'record.json'))).toBe(true);
    expect(existsSync(link)).toBe(true);
    expect(existsSync(outside)).toBe(true);
  });
});
