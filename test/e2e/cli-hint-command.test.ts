import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_PATH, ensureBuilt } from '../support/build.js';

/**
 * The command `baton run`'s hints name (`look next: … history <run>`) is the one the user started, as they can
 * paste it where they started it: never `baton` when that is not on their PATH, never `npx baton` (the npm
 * package named `baton` is another program).
 */

const dirs: string[] = [];
const WORKFLOW = 'on: workflow_dispatch\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo hi\n';
// A PATH with node and the shell's tools, and no baton.
const BASE_PATH = `${dirname(process.execPath)}:/usr/bin:/bin`;

beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A project with baton installed as npm installs it: node_modules/.bin/baton, a link to its cli.js. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-hint-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(CLI_PATH, join(dir, 'node_modules', '.bin', 'baton'));
  writeFileSync(join(dir, 'wf.yml'), WORKFLOW);
  return dir;
}

/** `command` (a shell line) run in bash in `dir`, as a user types it. */
function sh(dir: string, command: string, env: Record<string, string> = {}) {
  const r = spawnSync('bash', ['-c', command], {
    cwd: dir,
    encoding: 'utf8',
    env: { HOME: process.env.HOME ?? '/tmp', CI: 'true', PATH: BASE_PATH, ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Runs the workflow with `start` (in the user's shell, `shell`, with what npm adds, `npm`), and returns its
 * hints, each checked to work pasted as it is in the user's shell.
 */
function looks(
  dir: string,
  start: string,
  shell: Record<string, string> = {},
  npm: Record<string, string> = {},
): string[] {
  const ran = sh(dir, `${start} run wf.yml --plain`, { ...shell, ...npm });
  expect(ran.code, ran.stderr).toBe(0);
  const line = ran.stdout.split('\n').find((l) => l.startsWith('look next: '));
  expect(line, ran.stdout).toBeDefined();
  const hints = line!.slice('look next: '.length).split('  ·  ');
  // Pasted in a shell of the user's (PATH as theirs, not npm's), each works.
  for (const hint of hints) {
    const r = sh(dir, hint, shell);
    expect(r.code, `${hint}: ${r.stderr}`).toBe(0);
  }
  return hints;
}

describe('the command a hint names', () => {
  it('is the path of node_modules/.bin/baton when baton was started by that path', () => {
    const dir = project();
    expect(looks(dir, './node_modules/.bin/baton')[0]).toMatch(
      /^\.\/node_modules\/\.bin\/baton history \S+$/,
    );
  });

  it('is that path, not `npx baton`, when baton was started through npm (npx, npm run)', () => {
    const dir = project();
    // As npx and npm run start it: node_modules/.bin first on PATH, npm's variables set.
    const npm = {
      PATH: `${join(dir, 'node_modules', '.bin')}:${BASE_PATH}`,
      npm_lifecycle_event: 'npx',
      npm_command: 'exec',
    };
    const hints = looks(dir, 'baton', {}, npm);
    expect(hints[0]).toMatch(/^\.\/node_modules\/\.bin\/baton history \S+$/);
    expect(hints.join(' ')).not.toContain('npx');
  });

  it('is `baton` when the baton on the PATH is this one', () => {
    const dir = project();
    const bin = mkdtempSync(join(tmpdir(), 'baton-hint-bin-'));
    dirs.push(bin);
    symlinkSync(CLI_PATH, join(bin, 'baton'));
    const hints = looks(dir, 'baton', { PATH: `${bin}:${BASE_PATH}` });
    expect(hints[0]).toMatch(/^baton history \S+$/);
  });

  it('is `node <its cli.js>` when node was given the script, with the path as the shell reads it', () => {
    const dir = project();
    const hints = looks(dir, `node '${CLI_PATH}'`);
    expect(hints[0]).toBe(`node ${CLI_PATH} history ${hints[0]!.split(' ').at(-1)}`);
    // Within the directory it was started in, relative.
    mkdirSync(join(dir, 'tools'));
    symlinkSync(dirname(CLI_PATH), join(dir, 'tools', 'dist'));
    expect(looks(dir, 'node tools/dist/cli.js')[0]).toMatch(/^node tools\/dist\/cli\.js history \S+$/);
  });
});
