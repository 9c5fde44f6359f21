import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownActionIn } from '../../../src/adapters/local/local-action.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-local-action-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function action(path: string, text: string, name = 'action.yml'): void {
  mkdirSync(join(dir, path), { recursive: true });
  writeFileSync(join(dir, path, name), text);
}

describe('ownActionIn', () => {
  it("tells the project's own actions at ./… from baton's, which are named baton stage, prepare, capture, report", () => {
    action('.', 'name: baton-setup\nruns: { using: composite, steps: [] }\n');
    action('prepare', "name: 'baton prepare'\nruns: { using: node24, main: x.js }\n");
    action('report', 'name: My report\nruns: { using: composite, steps: [] }\n', 'action.yaml');
    action('capture', 'name: baton capture\n');
    const own = ownActionIn(dir);
    expect(own('./')).toBe(true);
    expect(own('./prepare')).toBe(false);
    expect(own('./report')).toBe(true);
    expect(own('./capture')).toBe(false);
    // No action there: baton's, as in baton's own repository and its examples.
    expect(own('./nothing')).toBe(false);
  });
});
