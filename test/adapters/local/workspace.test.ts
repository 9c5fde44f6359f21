import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalWorkspace, readWorkspaceTextSync } from '../../../src/adapters/local/workspace.js';
import { runWithFileSizeLimit } from '../../support/file-size-limit.js';

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

  it('in a private run directory, gives each attempt fresh, unguessable file names in it and no directory', async () => {
    const tempDir = await mkdtemp(join(root, 'baton-run-'));
    const workspace = new LocalWorkspace({ root, tempDir, privateTempDir: true });
    const attempts = [
      await workspace.attemptPaths('fix', 1),
      await workspace.attemptPaths('fix', 1),
      await workspace.attemptPaths('fix', 2),
    ];
    const paths = attempts.flatMap((p) => [p.promptPath, p.handoffPath]);
    expect(new Set(paths).size).toBe(6);
    for (const { promptPath, handoffPath } of attempts) {
      expect(dirname(promptPath)).toBe(tempDir);
      expect(dirname(handoffPath)).toBe(tempDir);
      expect(basename(promptPath)).toMatch(/^fix-[12]-[0-9a-f]{24}\.prompt\.md$/);
      expect(handoffPath).toBe(promptPath.replace(/prompt\.md$/, 'handoff.json'));
      expect(existsSync(handoffPath)).toBe(false);
    }
    expect(readdirSync(tempDir)).toEqual([]);
    // The prompt is written only where nothing is yet, readable by this user alone.
    await workspace.writePrompt(attempts[0]!.promptPath, 'prompt');
    expect(statSync(attempts[0]!.promptPath).mode & 0o777).toBe(0o600);
    await expect(workspace.writePrompt(attempts[0]!.promptPath, 'again')).rejects.toMatchObject({
      code: 'temp-write-failed',
      cause: { code: 'EEXIST' },
    });
    expect(readFileSync(attempts[0]!.promptPath, 'utf8')).toBe('prompt');
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

describe('readWorkspaceTextSync (prompt-file)', () => {
  it('reads a regular file inside the workspace as UTF-8, and refuses links, FIFOs, large files, other encodings and paths outside', async () => {
    await mkdir(join(root, 'prompts'));
    await writeFile(join(root, 'prompts', 'ok.md'), 'Review.');
    await writeFile(join(root, 'prompts', 'big.md'), 'x'.repeat(11));
    await symlink(join(root, 'prompts', 'ok.md'), join(root, 'prompts', 'link.md'));
    await symlink(join(root, 'prompts'), join(root, 'linked'));
    spawnSync('mkfifo', [join(root, 'prompts', 'fifo.md')]);
    expect(readWorkspaceTextSync(root, 'prompts/ok.md', 10)).toBe('Review.');
    const refusal = (path: string) => {
      try {
        readWorkspaceTextSync(root, path, 10);
        return 'read';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal('prompts/link.md')).toBe(
      'is a symbolic link; only regular files are read, and links are never followed',
    );
    expect(refusal('linked/ok.md')).toBe('is under linked, a symbolic link; links are never followed');
    expect(refusal('prompts/fifo.md')).toBe(
      'is a FIFO (named pipe); only regular files are read, and links are never followed',
    );
    expect(refusal('prompts/big.md')).toBe('is 11 bytes, more than the 10-byte limit');
    // Text as templates are: a byte order mark is not part of it; UTF-16 or Latin-1 is said, not garbled.
    await writeFile(join(root, 'prompts', 'bom.md'), '\ufeffHi {{x}}');
    expect(readWorkspaceTextSync(root, 'prompts/bom.md', 20)).toBe('Hi {{x}}');
    await writeFile(join(root, 'prompts', 'utf16.md'), Buffer.from('\ufeffHi', 'utf16le'));
    expect(refusal('prompts/utf16.md')).toBe(
      'is UTF-16 (little-endian), not UTF-8; save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)',
    );
    await writeFile(join(root, 'prompts', 'latin1.md'), Buffer.from('Caf\xe9', 'latin1'));
    expect(refusal('prompts/latin1.md')).toBe('is not valid UTF-8 (byte 0xe9 at offset 3)');
    expect(refusal('prompts/none.md')).toBe('does not exist');
    expect(refusal('../x.md')).toBe(`is outside the workspace (${root})`);
    expect(refusal('/etc/passwd')).toBe('must be a path inside the workspace');
  });
});

describe('LocalWorkspace: a prompt that cannot be written', () => {
  it.skipIf(process.platform === 'win32')(
    'names the file, the temp dir it is in and the cause (EFBIG)',
    async () => {
      const tempDir = join(root, 'run-temp');
      await mkdir(tempDir, { mode: 0o700 });
      const snippet = `
        import { LocalWorkspace } from './src/adapters/local/workspace.js';
        import { formatError } from './src/core/errors.js';
        const [root, tempDir] = process.argv.slice(2);
        const workspace = new LocalWorkspace({
          root,
          tempDir,
          privateTempDir: true,
          tempPlace: {
            where: "the run's temp dir, in TMPDIR " + root,
            makeRoom: 'make room in TMPDIR, or set TMPDIR to a directory on another disk',
          },
        });
        const { promptPath } = await workspace.attemptPaths('fix', 1);
        try {
          await workspace.writePrompt(promptPath, 'x'.repeat(200 * 1024));
          console.log('written');
        } catch (error) {
          console.log(JSON.stringify({ path: promptPath, code: error.code, said: formatError(error) }));
        }`;
      const result = await runWithFileSizeLimit(snippet, [root, tempDir], 64);
      const { path, code, said } = JSON.parse(result.stdout);
      expect(dirname(path)).toBe(tempDir);
      expect(code).toBe('temp-write-failed');
      expect(said).toBe(
        `${path}: the stage's prompt could not be written in the run's temp dir, in TMPDIR ${root}: EFBIG: file too large, write (over the file size limit: see ulimit -f)`,
      );
    },
  );
});
