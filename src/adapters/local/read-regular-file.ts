import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from 'node:fs';

/** A file as `readRegularFile` found it. `what` says what the path is instead ("a symbolic link"). */
export type RegularFileRead =
  | { kind: 'file'; bytes: Uint8Array }
  | { kind: 'missing' }
  | { kind: 'not-regular'; what: string }
  | { kind: 'too-large'; size: number };

/** What a path is, when it is not a regular file. */
export function describeFileType(stats: Stats): string | null {
  if (stats.isFile()) return null;
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'not a regular file';
}

/**
 * Read a regular file of at most `maxBytes` bytes, never through a link: lstat first (a link could point
 * anywhere, a FIFO would block the read, a device could be endless), then open without following links and
 * without blocking, and check the opened file is the one lstat saw, so a file swapped in between is caught.
 * At most `maxBytes + 1` bytes are read, so a file that grows meanwhile is noticed. Only the last component
 * is checked: callers that must not pass a link on the way check the directories above. Other I/O errors
 * (permissions) are thrown.
 *
 * The calls are synchronous: the files read here are small (a handoff, a record's files) and each
 * asynchronous call would be a round trip through libuv's thread pool — five per file — which on a busy
 * machine costs far more than the read. Nothing here can block: links, FIFOs and devices are refused before
 * the file is opened, and it is opened with O_NONBLOCK.
 */
export async function readRegularFile(path: string, maxBytes: number): Promise<RegularFileRead> {
  return readRegularFileSync(path, maxBytes);
}

/** `readRegularFile`, for callers that are synchronous themselves. */
export function readRegularFileSync(path: string, maxBytes: number): RegularFileRead {
  const opened = openRegularFile(path, maxBytes);
  if (opened.kind !== 'opened') return opened;
  const { fd, stats } = opened;
  try {
    const bytes = readOpenedFile(fd, stats.size, maxBytes);
    return bytes === null
      ? { kind: 'too-large', size: maxBytes + 1 }
      : { kind: 'file', bytes: new Uint8Array(bytes) };
  } finally {
    closeSync(fd);
  }
}

/**
 * The bytes of an opened regular file of `size` bytes (as fstat said), or null when it holds more than
 * `maxBytes`: sized by `size`, grown if the file grows meanwhile, read to its end but never past
 * `maxBytes + 1` bytes. The caller closes `fd`.
 */
export function readOpenedFile(fd: number, size: number, maxBytes: number): Buffer | null {
  let buffer = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > maxBytes) return null;
      const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxBytes + 1));
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    const bytesRead = readSync(fd, buffer, length, buffer.length - length, length);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  return buffer.subarray(0, length);
}

/** The end of a file as `readRegularFileTail` found it: at most its last `maxBytes` bytes, and its size. */
export type RegularFileTail =
  | { kind: 'file'; bytes: Uint8Array; size: number }
  | { kind: 'missing' }
  | { kind: 'not-regular'; what: string };

/**
 * The last `maxBytes` bytes of a regular file of any size (all of it when it is shorter), read as
 * `readRegularFile` reads: never through a link (only the last component is checked), never a FIFO or a
 * device, the opened file checked to be the one lstat saw. Sized when opened: what the file grows by after
 * that is not read. Other I/O errors (permissions) are thrown.
 */
export function readRegularFileTail(path: string, maxBytes: number): RegularFileTail {
  const opened = openRegularFile(path, null);
  if (opened.kind !== 'opened') return opened;
  const { fd, stats } = opened;
  try {
    const start = Math.max(0, stats.size - maxBytes);
    const buffer = Buffer.allocUnsafe(stats.size - start);
    let length = 0;
    while (length < buffer.length) {
      const bytesRead = readSync(fd, buffer, length, buffer.length - length, start + length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return { kind: 'file', bytes: new Uint8Array(buffer.subarray(0, length)), size: stats.size };
  } finally {
    closeSync(fd);
  }
}

/**
 * The opening both readers share: lstat first, anything but a regular file refused (and, with `maxBytes`,
 * one larger than that), then opened without following a link or blocking, and the opened file checked to
 * be the one lstat saw. The caller closes `fd`.
 */
type Opened =
  | { kind: 'opened'; fd: number; stats: Stats }
  | { kind: 'missing' }
  | { kind: 'not-regular'; what: string };
function openRegularFile(path: string, maxBytes: null): Opened;
function openRegularFile(path: string, maxBytes: number): Opened | { kind: 'too-large'; size: number };
function openRegularFile(
  path: string,
  maxBytes: number | null,
): Opened | { kind: 'too-large'; size: number } {
  let before: Stats;
  try {
    before = lstatSync(path);
  } catch (error) {
    if (isMissing(error)) return { kind: 'missing' };
    throw error;
  }
  const type = describeFileType(before);
  if (type !== null) return { kind: 'not-regular', what: type };
  if (maxBytes !== null && before.size > maxBytes) return { kind: 'too-large', size: before.size };
  let fd: number;
  try {
    // O_NOFOLLOW and O_NONBLOCK are POSIX; where they do not exist (Windows) the lstat check stands alone.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if (codeOf(error) === 'ELOOP' || codeOf(error) === 'EMLINK')
      return { kind: 'not-regular', what: 'a symbolic link' };
    if (isMissing(error)) return { kind: 'missing' };
    throw error;
  }
  let stats: Stats;
  try {
    stats = fstatSync(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  const openedType = describeFileType(stats);
  const refused =
    openedType !== null
      ? openedType
      : stats.ino !== before.ino || stats.dev !== before.dev
        ? 'a file that was replaced while being opened'
        : null;
  if (refused === null) return { kind: 'opened', fd, stats };
  closeSync(fd);
  return { kind: 'not-regular', what: refused };
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function isMissing(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
}
