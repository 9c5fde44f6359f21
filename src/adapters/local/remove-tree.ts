import { chmod, lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Remove a scratch directory as the runner removes a job's temp directory: what can be removed is, and a
 * failure never fails the run. A step may leave directories it made read-only (Go's module cache does),
 * so they are made writable again before a second try. True when the directory is gone.
 */
export async function removeTree(dir: string): Promise<boolean> {
  try {
    await rm(dir, { recursive: true, force: true });
    return true;
  } catch {
    await writable(dir).catch(() => {});
    try {
      await rm(dir, { recursive: true, force: true });
      return true;
    } catch {
      return false;
    }
  }
}

/** Give the owner write access to every directory under `dir` (never following a link). */
async function writable(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await writable(join(dir, entry.name)).catch(() => {});
  }
}

/** A directory of this user, not a link to one: one a cleanup may remove. */
export async function ownDirectory(path: string): Promise<boolean> {
  const stats = await lstat(path).catch(() => null);
  const uid = process.getuid?.();
  return stats?.isDirectory() === true && (uid === undefined || stats.uid === uid);
}
