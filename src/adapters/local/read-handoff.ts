import { UserError } from '../../core/errors.js';
import { LIMITS } from '../../core/names.js';
import { type HandoffParse, handoffError, parseHandoff, tooLargeProblem } from '../../core/parse-handoff.js';
import type { HandoffRead } from '../../core/ports.js';
import { type RegularFileRead, readRegularFile } from './read-regular-file.js';

export type { HandoffRead };

const notRegular = (what: string): HandoffParse => ({
  kind: 'invalid',
  problems: [handoffError('$', `is ${what}; a handoff must be a regular file (links are never followed)`)],
});

/**
 * Read and validate the handoff at `path` (DESIGN §2). The agent controls that path, so it is read with
 * `readRegularFile`: a regular file only (a link could point at a secret, a FIFO would block the read, a
 * device could be endless), never through a link, checked again after opening, the size cap checked
 * before reading and never read past.
 *
 * A path that does not exist is `missing` (not an error: DESIGN §2). A path that cannot be read for
 * another reason (permissions, I/O) throws a UserError with code `handoff-unreadable`.
 */
export async function readHandoff(path: string): Promise<HandoffRead> {
  let read: RegularFileRead;
  try {
    read = await readRegularFile(path, LIMITS.handoffFileBytes);
  } catch (error) {
    throw unreadable(path, error);
  }
  switch (read.kind) {
    case 'missing':
      return { kind: 'missing' };
    case 'not-regular':
      return notRegular(read.what);
    case 'too-large':
      return { kind: 'invalid', problems: [tooLargeProblem(read.size)] };
    case 'file':
      return parseHandoff(read.bytes);
  }
}

function unreadable(path: string, error: unknown): UserError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? String(error));
  return new UserError('handoff-unreadable', `cannot read the handoff: ${reason}`, {
    where: path,
    cause: error,
  });
}
