import { chmod, lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Remove what is at `path` (a link itself, never what it points at), whatever the modes of the directories
 * in it: an agent, which runs as baton's user, may have made one read-only to keep baton from taking back
 * what it wrote, and all of it goes. Nothing at the path is no error.
 */
export async function removeAll(path: string): Promise<void> {
  try {
    await rm(path, { recursive: true, force: true });
  } catch {
    await openUp(path);
    await rm(path, { recursive: true, force: true });
  }
}

/** Give the owner all permissions on `path` and the directories in it, not following links. */
async function openUp(path: string): Promise<void> {
  const stats = await lstat(path).catch(() => undefined);
  if (!stats?.isDirectory()) return;
  await chmod(path, 0o700);
  for (const entry of await readdir(path)) await openUp(join(path, entry));
}
