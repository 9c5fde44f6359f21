import { spawn, spawnSync } from 'node:child_process';
import { constants, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNamedInput } from '../../../src/adapters/local/read-named-input.js';

/** readNamedInput against real files, FIFOs written by real processes, and devices. */

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-named-input-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fifo(name: string): string {
  const path = join(dir, name);
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

/** `sh -c script` with `$1` the path, started and not waited for: the writer of a FIFO. */
function writer(script: string, path: string) {
  const child = spawn('sh', ['-c', script, 'sh', path], { stdio: 'ignore' });
  return new Promise<void>((resolve) => child.on('close', () => resolve()));
}

describe('readNamedInput', () => {
  it('reads a regular file, and refuses one over the bound with its size', async () => {
    const path = join(dir, 'event.json');
    writeFileSync(path, '{"a":1}');
    expect(await readNamedInput(path, 7)).toEqual({ kind: 'read', bytes: Buffer.from('{"a":1}') });
    expect(await readNamedInput(path, 6)).toEqual({ kind: 'too-large', size: 7 });
  });

  it('refuses a directory and a device without reading them, saying which they are', async () => {
    expect(await readNamedInput(dir, 10)).toEqual({ kind: 'not-readable', what: 'a directory' });
    expect(await readNamedInput('/dev/zero', 10)).toEqual({
      kind: 'not-readable',
      what: 'a character device',
    });
  });

  it.runIf(process.platform !== 'win32')('reads a FIFO to its writer’s end', async () => {
    const path = fifo('written');
    const [read] = await Promise.all([readNamedInput(path, 100), writer('printf "{}" > "$1"', path)]);
    expect(read).toEqual({ kind: 'read', bytes: Buffer.from('{}') });
  });

  it.runIf(process.platform !== 'win32')(
    'stops reading a FIFO at the first byte past the bound: too large, size not known',
    async () => {
      const path = fifo('endless');
      // cat /dev/zero never ends by itself: it ends when the reader closes the pipe.
      const [read] = await Promise.all([readNamedInput(path, 1000), writer('cat /dev/zero > "$1"', path)]);
      expect(read).toEqual({ kind: 'too-large', size: null });
    },
  );

  it.runIf(process.platform !== 'win32')(
    'waits for a FIFO nobody writes until the signal aborts, then rejects with its reason and closes it',
    async () => {
      const path = fifo('unwritten');
      const stop = new AbortController();
      const read = readNamedInput(path, 100, stop.signal);
      const why = new Error('stopped');
      // The read has started: it holds the FIFO open and waits for a writer.
      await new Promise((r) => setImmediate(r));
      stop.abort(why);
      await expect(read).rejects.toBe(why);
      // Closed: no reader is left, so a writer that does not wait is refused.
      expect(() => openSync(path, constants.O_WRONLY | constants.O_NONBLOCK)).toThrow(
        expect.objectContaining({ code: 'ENXIO' }),
      );
    },
  );
});
