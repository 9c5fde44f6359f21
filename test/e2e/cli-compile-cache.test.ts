import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_PATH } from '../support/build.js';

/**
 * The CLI keeps V8's compiled code in the user's cache directory (src/cli/index.ts, Node >= 22.1): made with
 * its missing parents, and never in the way of a command when it cannot be made.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'baton-compile-cache-'));
  dirs.push(dir);
  return dir;
};

/** `baton --version` with only `env` for its cache places; killed if it has not ended in 60 s (a hang). */
function version(env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of ['HOME', 'XDG_CACHE_HOME', 'NODE_COMPILE_CACHE', 'NODE_DISABLE_COMPILE_CACHE'])
    delete base[name];
  const result = spawnSync(process.execPath, [CLI_PATH, '--version'], {
    cwd: tmpdir(),
    encoding: 'utf8',
    env: { ...base, ...env },
    timeout: 60_000,
    killSignal: 'SIGKILL',
  });
  return { code: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(!module.enableCompileCache)('the compile cache of the CLI', () => {
  it('is kept under $XDG_CACHE_HOME/baton/compile-cache, its missing parents made', () => {
    const home = tempDir();
    const r = version({ HOME: home, XDG_CACHE_HOME: join(home, 'a', 'b') });
    expect(r).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(readdirSync(join(home, 'a', 'b', 'baton', 'compile-cache')).length).toBeGreaterThan(0);
  });

  it('is under ~/.cache without XDG_CACHE_HOME, and not made with NODE_DISABLE_COMPILE_CACHE=1', () => {
    const home = tempDir();
    expect(version({ HOME: home, NODE_DISABLE_COMPILE_CACHE: '1' })).toMatchObject({ code: 0, signal: null });
    expect(existsSync(join(home, '.cache'))).toBe(false);
    expect(version({ HOME: home })).toMatchObject({ code: 0, signal: null });
    expect(readdirSync(join(home, '.cache', 'baton', 'compile-cache')).length).toBeGreaterThan(0);
  });

  // Node makes a missing cache directory with a recursive mkdir that never returns where a parent exists but
  // cannot hold a directory: the CLI spun there, at full CPU, before any command ran.
  it.skipIf(process.platform !== 'linux')('is done without when it cannot be made under HOME=/proc', () => {
    const r = version({ HOME: '/proc' });
    expect(r).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('is done without when a file is where it would be, or where a parent would be', () => {
    const home = tempDir();
    writeFileSync(join(home, '.cache'), 'not a directory');
    expect(version({ HOME: home })).toMatchObject({ code: 0, signal: null, stderr: '' });
    const other = tempDir();
    mkdirSync(join(other, 'baton'));
    writeFileSync(join(other, 'baton', 'compile-cache'), 'not a directory');
    expect(version({ HOME: other, XDG_CACHE_HOME: other })).toMatchObject({
      code: 0,
      signal: null,
      stderr: '',
    });
  });
});
