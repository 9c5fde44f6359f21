import { constants, type Stats } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { UserError } from '../../core/errors.js';
import { LIMITS } from '../../core/names.js';
import { type HandoffParse, handoffError, parseHandoff, tooLargeProblem } from '../../core/parse-handoff.js';
import type { HandoffRead } from '../../core/ports.js';

export type { HandoffRead };

/** What a path is, when it is not a regular file. */
function describeType(stats: Stats): string | null {
  if (stats.isFile()) return null;
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'not a regular file';
}

const notRegular = (what: string): HandoffParse => ({
  kind: 'invalid',
  problems: [handoffError('$', `is ${what}; a handoff must be a regular file (links are never followed)`)],
});

const isCode = (error: unknown, ...codes: string[]) =>
  error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Read and validate the handoff at `path` (DESIGN §2). The agent controls that path, so: lstat first and
 * refuse anything but a regular file (a link could point at a secret, a FIFO would block the read, a
 * device could be endless); then open without following links and without blocking, and check the
 * opened descriptor again, so a file swapped between lstat and open is caught; the size cap is checked
 * before reading, and at most cap + 1 bytes are ever read.
 *
 * A path that does not exist is `missing` (not an error: DESIGN §2). A path that cannot be read for
 * another reason (permissions, I/O) throws a UserError with code `handoff-unreadable`.
 */
export async function readHandoff(path: string): Promise<HandoffRead> {
  let before: Stats;
  try {
    before = await lstat(path);
  } catch (error) {
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return { kind: 'missing' };
    throw unreadable(path, error);
  }
  const type = describeType(before);
  if (type !== null) return notRegular(type);
  if (before.size > LIMITS.handoffFileBytes)
    return { kind: 'invalid', problems: [tooLargeProblem(before.size)] };

  let handle: Awaited<ReturnType<typeof open>>;
  try {
    // O_NOFOLLOW and O_NONBLOCK are POSIX; where they do not exist (Windows) the lstat check stands alone.
    handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if (isCode(error, 'ELOOP', 'EMLINK')) return notRegular('a symbolic link');
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return { kind: 'missing' };
    throw unreadable(path, error);
  }
  let bytes: Buffer;
  try {
    const stats = await handle.stat();
    const openedType = describeType(stats);
    if (openedType !== null) return notRegular(openedType);
    if (stats.ino !== before.ino || stats.dev !== before.dev) {
      return notRegular('a file that was replaced while being opened');
    }
    if (stats.size > LIMITS.handoffFileBytes)
      return { kind: 'invalid', problems: [tooLargeProblem(stats.size)] };

    // The file may still grow after fstat: read one byte past the cap to notice.
    const buffer = Buffer.allocUnsafe(LIMITS.handoffFileBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > LIMITS.handoffFileBytes) return { kind: 'invalid', problems: [tooLargeProblem('more')] };
    bytes = buffer.subarray(0, length);
  } catch (error) {
    throw unreadable(path, error);
  } finally {
    await handle.close();
  }
  return parseHandoff(bytes);
}

function unreadable(path: string, error: unknown): UserError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? String(error));
  return new UserError('handoff-unreadable', `cannot read the handoff: ${reason}`, {
    where: path,
    cause: error,
  });
}
