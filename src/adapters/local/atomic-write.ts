import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { type FileHandle, mkdir, mkdtemp, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Write a file so that readers see either the old content or the new, never a part: the data goes to a
 * fresh temp file in the same directory (a rename is only atomic within one file system), is flushed to
 * disk, and is then renamed over `path`. On any failure the temp file is removed and `path` is untouched.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path);
  const temp = tempPathFor(dir, `${basename(path)}.`);
  let handle: FileHandle | undefined;
  try {
    // `wx`: never write through a file (or link) someone else put at the temp name.
    handle = await open(temp, 'wx');
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temp, path);
  } catch (error) {
    await handle?.close().catch(() => {});
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

/**
 * A fresh hidden path in `dir` to write a file at before it is renamed into place: `.<prefix><12 hex>.tmp`.
 * `prefix` is the file's name and a dot (`run.json.`), or, where that name may be too long to take more, a
 * shorter one ending in `-` (`job-`): what a write cut short leaves is known by that (isAtomicTemp).
 */
export function tempPathFor(dir: string, prefix: string): string {
  return join(dir, `.${prefix}${randomBytes(6).toString('hex')}.tmp`);
}

/** Whether `name` is a temp file's as tempPathFor names it: a write not renamed into place (yet). */
export function isAtomicTemp(name: string): boolean {
  return /^\..+[.-][0-9a-f]{12}\.tmp$/.test(name);
}

/**
 * Flush a directory's entries (a rename into it) to disk. Best effort: some platforms and file systems
 * cannot open or sync a directory, and the rename itself has happened either way.
 */
export async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Not supported here (Windows, some network file systems): nothing more can be done.
  } finally {
    await handle?.close().catch(() => {});
  }
}

/**
 * `mkdtempSync(prefix)` (a new directory, mode 0700, at a name nothing else has), making the parent directory
 * first only when it is missing: checking it before every call would be a wasted file-system call per stage.
 */
export function mkdtempMakingParent(prefix: string): string {
  try {
    return mkdtempSync(prefix);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'ENOENT') throw error;
    mkdirSync(dirname(prefix), { recursive: true });
    return mkdtempSync(prefix);
  }
}

/** `mkdtempMakingParent`, through the thread pool: for writes that run in the background. */
export async function mkdtempMakingParentAsync(prefix: string): Promise<string> {
  try {
    return await mkdtemp(prefix);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'ENOENT') throw error;
    await mkdir(dirname(prefix), { recursive: true });
    return mkdtemp(prefix);
  }
}
