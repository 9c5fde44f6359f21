import type { HandoffRead } from '../../core/ports.js';
export type { HandoffRead };
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
export declare function readHandoff(path: string): Promise<HandoffRead>;
