import type { HandoffRead } from '../../core/ports.js';
export type { HandoffRead };
/**
 * Read and validate the handoff at `path` (DESIGN §2). The agent controls that path, so it is read with
 * `readRegularFile`: a regular file only (a link could point at a secret, a FIFO would block the read, a
 * device could be endless), never through a link, checked again after opening, the size cap checked
 * before reading and never read past.
 *
 * A path that does not exist is `missing` (not an error: DESIGN §2). A path that cannot be read for
 * another reason (permissions, I/O) throws a UserError with code `handoff-unreadable`.
 */
export declare function readHandoff(path: string): Promise<HandoffRead>;
