import { closeSync, constants, fstatSync, openSync, type Stats, statSync } from 'node:fs';
import { UserError } from '../../core/errors.js';
import { LIMITS } from '../../core/names.js';
import { describeFileType, readOpenedFile } from './read-regular-file.js';
import { unreadableFile } from './unreadable-file.js';

/** What `readNamedInput` found: the bytes, or that there were more than it reads (`size` when known). */
export type NamedInputRead =
  | { kind: 'read'; bytes: Buffer }
  | { kind: 'too-large'; size: number | null }
  | { kind: 'not-readable'; what: string };

/**
 * Read a file named on the command line (`--event`, `--prompt`, `validate --log`): a regular file, or a pipe
 * (`<(command)`, a FIFO), through links (`/dev/fd/63` is one), at most `maxBytes + 1` bytes. A directory, a
 * device or a socket is `not-readable`: `/dev/zero` would never end. A pipe is read without blocking the main
 * thread (a FIFO with no writer yet would hold it, and signal handlers with it, until SIGKILL): it is waited
 * for until its writer closes it or `signal` aborts, which rejects with `signal.reason`. Other I/O errors (no
 * such file, permission denied) are thrown.
 */
export async function readNamedInput(
  path: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<NamedInputRead> {
  // stat, not lstat: a link to a file or to a pipe is read; stat opens nothing, so it never blocks.
  const type = readableType(statSync(path));
  if (typeof type !== 'string') return type;
  // O_NONBLOCK: opening a FIFO with no writer returns at once (a blocking open waits for one, in a thread of
  // libuv's pool that even process.exit then waits for). What was opened is looked at again: the path may
  // have been replaced meanwhile.
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  let opened: ReturnType<typeof readableType>;
  try {
    opened = readableType(fstatSync(fd));
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (opened === 'file') return readFile(fd, maxBytes);
  if (opened === 'pipe') return readPipe(fd, maxBytes, signal);
  closeSync(fd);
  return opened;
}

function readableType(stats: Stats): 'file' | 'pipe' | { kind: 'not-readable'; what: string } {
  if (stats.isFile()) return 'file';
  if (stats.isFIFO()) return 'pipe';
  return { kind: 'not-readable', what: describeFileType(stats) ?? 'not a regular file' };
}

function readFile(fd: number, maxBytes: number): NamedInputRead {
  try {
    const { size } = fstatSync(fd);
    if (size > maxBytes) return { kind: 'too-large', size };
    const bytes = readOpenedFile(fd, size, maxBytes);
    return bytes === null ? { kind: 'too-large', size: null } : { kind: 'read', bytes };
  } finally {
    closeSync(fd);
  }
}

/** A pipe's bytes, read through the event loop (as process.stdin reads one), so signals are still handled. */
async function readPipe(fd: number, maxBytes: number, signal?: AbortSignal): Promise<NamedInputRead> {
  // Loaded only for a pipe: a cold command given a file never needs node:net.
  const { Socket } = await import('node:net');
  const pipe = new Socket({ fd, readable: true, writable: false });
  return new Promise<NamedInputRead>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let ended = false;
    const end = (settle: () => void) => {
      if (ended) return;
      ended = true;
      signal?.removeEventListener('abort', onAbort);
      pipe.destroy();
      settle();
    };
    const onAbort = () => end(() => reject(signal?.reason));
    pipe.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      // The rest is not read: the writer gets EPIPE, as `head` gives it.
      if (length > maxBytes) end(() => resolve({ kind: 'too-large', size: null }));
    });
    pipe.on('end', () => end(() => resolve({ kind: 'read', bytes: Buffer.concat(chunks, length) })));
    pipe.on('error', (error) => end(() => reject(error)));
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * An `--event` payload's bytes (`baton run`, `replay`, `render`, `validate --log --event`), at most
 * `LIMITS.eventBytes`; anything else is a usage error naming `file` and saying what to give instead. A pipe
 * is waited for until `signal` aborts, which rejects with its reason.
 */
export async function readEventFile(path: string, file: string, signal?: AbortSignal): Promise<Buffer> {
  let read: NamedInputRead;
  try {
    read = await readNamedInput(path, LIMITS.eventBytes, signal);
  } catch (error) {
    if (stoppedBy(signal, error)) throw error;
    throw unreadableFile(file, error, 'event file');
  }
  if (read.kind === 'read') return read.bytes;
  if (read.kind === 'too-large') throw eventTooLarge(file, read.size);
  throw new UserError(
    'usage',
    `event file: is ${read.what}; an event payload must be a regular file or a pipe: give a JSON file, or <(command) for a command's output`,
    { where: file },
  );
}

/** Whether `error` is the stop of a wait by `signal` (a read given it rejects with its reason). */
export function stoppedBy(signal: AbortSignal | undefined, error: unknown): boolean {
  return signal?.aborted === true && error === signal.reason;
}

/** What a stopped wait for a pipe says: the file, what it is, what was not done, and how to give it. */
export interface WaitSaid {
  file: string;
  what: string;
  /** What did not happen, after the message: `; no run was started`. */
  after: string;
  /** How to give it instead: `<(command)`. */
  give: string;
}

/**
 * What `reading` gives; a wait for a pipe (a FIFO nobody writes yet) that `signal` stopped (Ctrl-C, SIGTERM)
 * as a UserError (exit 1) naming the file: `<what>: cancelled while waiting for the pipe to be written and
 * closed<after>`, then how to give it. Any other error as it is.
 */
export function waitedFor<T>(
  reading: Promise<T>,
  signal: AbortSignal | undefined,
  said: WaitSaid,
): Promise<T> {
  return reading.catch((error: unknown) => {
    if (!stoppedBy(signal, error)) throw error;
    throw new UserError(
      'cancelled',
      `${said.what}: cancelled while waiting for the pipe to be written and closed${said.after}`,
      { where: said.file, details: [`give a file, or a pipe whose writer is running: ${said.give}`] },
    );
  });
}

/** An event payload over `LIMITS.eventBytes` (`size` null: more than that, the rest not read), as a usage error. */
export function eventTooLarge(where: string, size: number | null): UserError {
  return tooLarge(
    where,
    'event file',
    size,
    LIMITS.eventBytes,
    'an event payload',
    'as GitHub caps a webhook payload at 25 MB; give the payload alone',
  );
}

/**
 * Input over its limit, as a usage error: `<where>: <what>: is N bytes; <one> may be at most M bytes (25 MiB),
 * <advice>` (no `<what>: ` when it is undefined); of a pipe or stdin, whose rest is not read, "is more than M
 * bytes".
 */
export function tooLarge(
  where: string,
  what: string | undefined,
  size: number | null,
  maxBytes: number,
  one: string,
  advice: string,
): UserError {
  const is = size === null ? `is more than ${maxBytes} bytes` : `is ${size} bytes`;
  return new UserError(
    'usage',
    `${what === undefined ? '' : `${what}: `}${is}; ${one} may be at most ${maxBytes} bytes (${shownSize(maxBytes)}), ${advice}`,
    {
      where,
    },
  );
}

function shownSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`;
}
