import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBatonActions } from '../support/baton-action-files.js';
import { batonCli, ensureBuilt } from '../support/build.js';

/**
 * `uses: ./` is baton's stage action only where the project holds baton's action.yml there (baton's
 * repository, a checkout of it). In a project with no action there GitHub fails the step ("Can't find
 * 'action.yml', 'action.yaml' or 'Dockerfile' under …"): baton run refuses it before running anything,
 * baton lint reports it, baton render --workflow says it.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A project holding `files`, its workflow in .github/workflows/p.yml. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-uses-local-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A job `a` checking out, then running `uses` (`./` by default) with a shell agent that leaves ran.txt. */
function workflow(uses = './', before = '      - uses: actions/checkout@v4\n'): string {
  return `name: p
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo first > first.txt
${before}      - uses: ${uses}
        with:
          prompt: Say hi.
          run: cat > /dev/null; echo ran > ran.txt; echo hi
`;
}

const GITHUB_SAYS =
  "Can't find 'action.yml', 'action.yaml' or 'Dockerfile' under '<workspace>'. Did you forget to run actions/checkout before running your local action?";

describe('uses: ./ in a project with no action there', () => {
  it('is refused by baton run before anything runs, with GitHub’s error and what to use instead', () => {
    const dir = project({ '.github/workflows/p.yml': workflow() });
    const result = batonCli(['run', '.github/workflows/p.yml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('.github/workflows/p.yml: 1 problem; nothing was run');
    expect(result.stderr).toContain(
      `.github/workflows/p.yml:9:15: uses: ./ names an action of this repository, and it has none there (no action.yml, action.yaml or Dockerfile in its root): on GitHub the step fails ("${GITHUB_SAYS}"). ./ is baton's stage action only in baton's own repository; use it from there (uses: baton-dev/baton@<full commit sha>), or put an action of this project's own at ./`,
    );
    // Nothing ran, nothing was recorded.
    expect(existsSync(join(dir, 'first.txt'))).toBe(false);
    expect(existsSync(join(dir, 'ran.txt'))).toBe(false);
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('names the path of ./prepare and its action', () => {
    const dir = project({ '.github/workflows/p.yml': workflow('./prepare') });
    const result = batonCli(['run', '.github/workflows/p.yml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "under '<workspace>/prepare'. Did you forget to run actions/checkout before running your local action?\"). ./prepare is baton's prepare action only in baton's own repository; use it from there (uses: baton-dev/baton/prepare@<full commit sha>)",
    );
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('is reported by baton lint at the step, once', () => {
    const dir = project({ '.github/workflows/p.yml': workflow() });
    const result = batonCli(['lint', '.github/workflows/p.yml'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `.github/workflows/p.yml:9:15: action-missing: uses: ./ names an action of this repository, and it has none there`,
    );
    expect(result.stdout.match(/action-missing/g)).toHaveLength(1);
    // Said once: no note that the action's steps were not checked.
    expect(result.stderr).toBe('baton lint: 1 finding\n');
    // A file outside .github/workflows/ (lint may run away from the repository root) is not said to lack it.
    writeFileSync(join(dir, 'p.yml'), workflow());
    expect(batonCli(['lint', 'p.yml'], dir).stdout).not.toContain('action-missing');
  });

  it('is said by baton render --workflow', () => {
    const dir = project({ '.github/workflows/p.yml': workflow() });
    const result = batonCli(['render', '--workflow', '.github/workflows/p.yml', '--job', 'a'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `.github/workflows/p.yml:9:15: uses: ./ names an action of this repository`,
    );
  });

  it('fails the step when it starts, as on GitHub, when a step before it may have put an action there', () => {
    const before = '      - uses: actions/checkout@v4\n        with:\n          repository: someone/tools\n';
    const dir = project({ '.github/workflows/p.yml': workflow('./', before) });
    const result = batonCli(['run', '.github/workflows/p.yml'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/uses: \.\/ names no action here: action\.yml does not exist/);
    expect(existsSync(join(dir, 'first.txt'))).toBe(true);
    expect(existsSync(join(dir, 'ran.txt'))).toBe(false);
  });
});

describe('uses: ./ where the project has an action', () => {
  it("runs baton's stage natively where the action.yml there is baton's (the project is baton)", () => {
    const dir = withBatonActions(project({ '.github/workflows/p.yml': workflow() }));
    const result = batonCli(['run', '.github/workflows/p.yml'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('a: stage a attempt 1 recorded: success');
    expect(existsSync(join(dir, 'ran.txt'))).toBe(true);
  });

  it("runs the project's own composite action at ./, not baton's", () => {
    const dir = project({
      '.github/workflows/p.yml': workflow(),
      'action.yml': `name: own
inputs:
  prompt: { required: true }
  run: { required: true }
runs:
  using: composite
  steps:
    - run: echo "own action got \${{ inputs.prompt }}" > own.txt
      shell: bash
`,
    });
    const result = batonCli(['run', '.github/workflows/p.yml'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('stage a');
    expect(readText(join(dir, 'own.txt'))).toBe('own action got Say hi.\n');
    expect(existsSync(join(dir, 'ran.txt'))).toBe(false);
  });
});

function readText(path: string): string {
  return readFileSync(path, 'utf8');
}
