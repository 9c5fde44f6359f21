import { chmod } from 'node:fs/promises';

/**
 * Whether a refusal is met as another user: as root, who may read anything, the test becomes nobody for a
 * while (see `readAsAnotherUser`); as any other user, it is refused its own directory by its mode.
 */
export const REFUSED_AS_ANOTHER_USER = process.getuid?.() === 0;

/** Where a read can be refused for real: not Windows, whose permissions chmod does not set. */
export const CAN_REFUSE =
  process.platform !== 'win32' && (!REFUSED_AS_ANOTHER_USER || typeof process.seteuid === 'function');

/**
 * Run `read` while the system refuses this process `dir`, as a run made by another user (with sudo, in a
 * container) is refused to you: its stage directories are 0700. As root, `dir` is root's own, 0700, and the
 * process's effective user is nobody (65534) for the length of `read` (a fork of vitest's, which runs no
 * other test meanwhile); `reach`, the test's temp dir (0700, as mkdtemp makes it), is opened to others so
 * nobody reaches `dir`. As another user, `dir` is 0000 for the length of `read`. No file is mocked: the
 * system says EACCES.
 */
export async function readAsAnotherUser<T>(reach: string, dir: string, read: () => Promise<T>): Promise<T> {
  if (!REFUSED_AS_ANOTHER_USER) {
    await chmod(dir, 0o000);
    try {
      return await read();
    } finally {
      await chmod(dir, 0o700);
    }
  }
  await chmod(reach, 0o755);
  await chmod(dir, 0o700);
  process.seteuid!(65534);
  try {
    return await read();
  } finally {
    process.seteuid!(0);
    await chmod(reach, 0o700);
  }
}
