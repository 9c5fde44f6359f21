import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readHandoff } from '../../../src/adapters/local/read-handoff.js';
import { UserError } from '../../../src/core/errors.js';
import type { HandoffRead } from '../../../src/core/ports.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-read-handoff-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const handoff = JSON.stringify({ version: 1, summary: 'Found the bug.' });

function lines(read: HandoffRead): string[] {
  if (read.kind !== 'invalid') throw new Error(`expected invalid, got ${JSON.stringify(read)}`);
  return read.problems.map((p) => `${p.path}: ${p.message}`);
}

describe('readHandoff', () => {
  it('reads and validates a regular file', async () => {
    const path = join(dir, 'handoff.json');
    writeFileSync(path, handoff);
    expect(await readHandoff(path)).toEqual({
      kind: 'valid',
      handoff: { version: 1, status: 'success', summary: 'Found the bug.' },
      warnings: [],
    });
  });

  it('says missing when no file exists (not an error)', async () => {
    expect(await readHandoff(join(dir, 'handoff.json'))).toEqual({ kind: 'missing' });
    expect(await readHandoff(join(dir, 'no-dir', 'handoff.json'))).toEqual({ kind: 'missing' });
  });

  it('refuses a symlink to a readable file without following it', async () => {
    const target = join(dir, 'secret.txt');
    writeFileSync(target, '{"version":1,"summary":"TOP-SECRET-CONTENT"}');
    const link = join(dir, 'handoff.json');
    symlinkSync(target, link);
    const read = await readHandoff(link);
    expect(lines(read)).toEqual([
      '$: is a symbolic link; a handoff must be a regular file (links are never followed)',
    ]);
    expect(JSON.stringify(read)).not.toContain('TOP-SECRET');
  });

  it('refuses a dangling symlink as a link, not as missing', async () => {
    const link = join(dir, 'handoff.json');
    symlinkSync(join(dir, 'nowhere'), link);
    expect(lines(await readHandoff(link))).toEqual([
      '$: is a symbolic link; a handoff must be a regular file (links are never followed)',
    ]);
  });

  it('refuses a FIFO without blocking on it', async () => {
    const fifo = join(dir, 'handoff.json');
    execFileSync('mkfifo', [fifo]);
    // No writer ever opens the FIFO: a reader that opened it blocking would hang this test.
    expect(lines(await readHandoff(fifo))).toEqual([
      '$: is a FIFO (named pipe); a handoff must be a regular file (links are never followed)',
    ]);
  });

  it('refuses a directory and a device', async () => {
    const sub = join(dir, 'handoff.json');
    mkdirSync(sub);
    expect(lines(await readHandoff(sub))).toEqual([
      '$: is a directory; a handoff must be a regular file (links are never followed)',
    ]);
    expect(lines(await readHandoff('/dev/zero'))).toEqual([
      '$: is a character device; a handoff must be a regular file (links are never followed)',
    ]);
  });

  it('refuses a 300 KiB file', async () => {
    const path = join(dir, 'handoff.json');
    const text = JSON.stringify({ version: 1, summary: 'x', detail: 'd'.repeat(300 * 1024) });
    writeFileSync(path, text);
    expect(lines(await readHandoff(path))).toEqual([
      `$: is ${Buffer.byteLength(text)} bytes; a handoff may be at most 262144 bytes (256 KiB)`,
    ]);
  });

  it('refuses an oversized file from its size, without reading it', async () => {
    // A sparse 16 GiB file: reading it whole would exhaust memory; the size check must come first.
    const path = join(dir, 'handoff.json');
    writeFileSync(path, '');
    truncateSync(path, 16 * 2 ** 30);
    expect(lines(await readHandoff(path))).toEqual([
      '$: is 17179869184 bytes; a handoff may be at most 262144 bytes (256 KiB)',
    ]);
  });

  it('passes the bytes to the parser: invalid UTF-8 and NUL are refused', async () => {
    const path = join(dir, 'handoff.json');
    writeFileSync(path, Buffer.from([0x7b, 0xff, 0x7d]));
    expect(lines(await readHandoff(path))).toEqual([
      '$: is not valid UTF-8 (byte 0xff at offset 1); a handoff is UTF-8 JSON',
    ]);
    writeFileSync(path, Buffer.from('{"version":1,\u0000"summary":"x"}'));
    expect(lines(await readHandoff(path))).toEqual([
      '$: contains a NUL byte at line 1, column 14; a handoff is JSON text, which never holds one',
    ]);
  });

  it.skipIf(process.getuid?.() === 0)('throws handoff-unreadable for a file it may not read', async () => {
    const path = join(dir, 'handoff.json');
    writeFileSync(path, handoff);
    chmodSync(path, 0o000);
    const error = await readHandoff(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(error).toMatchObject({
      code: 'handoff-unreadable',
      where: path,
      message: 'cannot read the handoff: permission denied',
    });
  });

  it.runIf(process.platform === 'linux')('throws handoff-unreadable when reading fails', async () => {
    // /proc/self/mem is a regular file whose read at offset 0 fails with EIO, even for root.
    const error = await readHandoff('/proc/self/mem').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(error).toMatchObject({
      code: 'handoff-unreadable',
      where: '/proc/self/mem',
      message: 'cannot read the handoff: EIO',
    });
  });
});
