import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalWorkspace } from '../../../src/adapters/local/workspace.js';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'baton-workspace-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalWorkspace.attemptPaths', () => {
  it('makes a temp dir that does not exist yet, and gives every attempt its own private directory', async () => {
    const tempDir = join(root, 'runner', 'temp');
    const workspace = new LocalWorkspace({ root, tempDir });
    const first = await workspace.attemptPaths('fix', 1);
    const again = await workspace.attemptPaths('fix', 1);
    const second = await workspace.attemptPaths('fix', 2);
    const dirs = [first, again, second].map((p) => dirname(p.promptPath));
    expect(new Set(dirs).size).toBe(3);
    for (const [i, paths] of [first, again, second].entries()) {
      expect(dirname(dirs[i]!)).toBe(tempDir);
      expect(dirname(paths.handoffPath)).toBe(dirs[i]);
      expect(statSync(dirs[i]!).mode & 0o777).toBe(0o700);
      expect(existsSync(paths.handoffPath)).toBe(false);
    }
  });

  it('makes the temp dir again when it was removed between attempts', async () => {
    const tempDir = join(root, 'temp');
    const workspace = new LocalWorkspace({ root, tempDir });
    await workspace.attemptPaths('fix', 1);
    await rm(tempDir, { recursive: true });
    const paths = await workspace.attemptPaths('fix', 2);
    await workspace.writePrompt(paths.promptPath, 'prompt');
    expect(existsSync(paths.promptPath)).toBe(true);
  });
});

describe('LocalWorkspace.sha256', () => {
  it('is the sha256 of the UTF-8 bytes every store writes, a lone surrogate as U+FFFD', () => {
    const workspace = new LocalWorkspace({ root });
    const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    for (const text of ['', 'plain', 'ünïcödé ✓ 𝄞', '\uFEFFbom', 'a lone \uD800 surrogate']) {
      expect(workspace.sha256(text)).toBe(hex(new TextEncoder().encode(text)));
    }
    expect(workspace.sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
