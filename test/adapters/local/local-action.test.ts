import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actionAtIn, readLocalAction } from '../../../src/adapters/local/local-action.js';
import { withBatonActions } from '../../support/baton-action-files.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-local-action-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function action(path: string, text: string, name = 'action.yml'): void {
  mkdirSync(join(dir, path), { recursive: true });
  writeFileSync(join(dir, path, name), text);
}

describe('actionAtIn', () => {
  it("tells the project's own actions at ./… from baton's, which are the action.yml files baton ships", () => {
    action('.', 'name: baton-setup\nruns: { using: composite, steps: [] }\n');
    // Named as baton's, but not running baton's bundle: the project's own.
    action('prepare', "name: 'baton prepare'\nruns: { using: node24, main: x.js }\n");
    action('report', 'name: My report\nruns: { using: composite, steps: [] }\n', 'action.yaml');
    action('capture', 'name: baton capture\n');
    const at = actionAtIn(dir);
    expect(at('./')).toBe('own');
    expect(at('./prepare')).toBe('own');
    expect(at('./report')).toBe('own');
    expect(at('./capture')).toBe('own');
  });

  it("takes baton's shipped action.yml files as baton's, at the path baton ships each", () => {
    withBatonActions(dir);
    const at = actionAtIn(dir);
    for (const path of ['./', '.', './prepare', './capture/', './report'])
      expect(at(path), path).toBe('baton');
    // baton's stage action.yml at another path is not baton's action there.
    action(
      '.github/actions/stage',
      'name: baton stage\nruns:\n  using: node24\n  main: dist/stage/index.js\n',
    );
    expect(at('./.github/actions/stage')).toBe('own');
  });

  it('says there is no action where there is no action.yml, action.yaml or Dockerfile', () => {
    mkdirSync(join(dir, 'prepare'));
    const at = actionAtIn(dir);
    expect(at('./')).toBe('missing');
    expect(at('./prepare')).toBe('missing');
    expect(at('./nothing')).toBe('missing');
  });

  it("takes a Dockerfile, or an action.yml it cannot read, as the project's own action", () => {
    action('capture', 'FROM alpine\n', 'Dockerfile');
    writeFileSync(join(dir, 'elsewhere.yml'), 'name: baton stage\n');
    symlinkSync(join(dir, '..', 'nowhere.yml'), join(dir, 'action.yml'));
    const at = actionAtIn(dir);
    expect(at('./capture')).toBe('own');
    expect(at('./')).toBe('own');
    expect(readLocalAction(dir, './capture', () => expect.fail('no action.yml to parse'))).toEqual({
      kind: 'other',
      file: 'capture/Dockerfile',
      using: 'docker',
    });
  });
});
