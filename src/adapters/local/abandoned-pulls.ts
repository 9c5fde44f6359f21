import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_STORE_TEMP_PREFIX } from '../../core/names.js';
import { ownDirectory, removeTree } from './remove-tree.js';

/**
 * The directories a `baton pull` works in, named after its process (mkdtemp adds six characters): its
 * downloads in the temp root (`baton-pull-<pid>-XXXXXX`), and the run it builds in the store
 * (`.tmp-pull-<pid>-XXXXXX`, LocalRunCatalog.importRun), which no reader lists. A pull removes both when it
 * ends, by a failure or a signal too; one killed with SIGKILL cannot.
 */
export const pullDownloadPrefix = (pid: number) => `baton-pull-${pid}-`;
export const pullRunPrefix = (pid: number) => `${LOCAL_STORE_TEMP_PREFIX}pull-${pid}-`;

const DOWNLOAD_NAME = /^baton-pull-(\d+)-[A-Za-z0-9]{6}$/;
const RUN_NAME = new RegExp(`^${LOCAL_STORE_TEMP_PREFIX.replace('.', '\\.')}pull-(\\d+)-[A-Za-z0-9]{6}$`);

/**
 * Remove what pulls killed with SIGKILL left: each directory of this user (never a link) named as a pull
 * names its own (above), whose process is gone. One whose process is there, or may be (another user's, which
 * cannot be signalled), is a pull under way, and is kept. Returns the directories removed.
 */
export async function removeAbandonedPulls(storeDir: string, tempRoot = tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  for (const [dir, name] of [
    [storeDir, RUN_NAME],
    [tempRoot, DOWNLOAD_NAME],
  ] as const) {
    const entries = await readdir(dir).catch(() => [] as string[]);
    for (const entry of entries) {
      const pid = name.exec(entry)?.[1];
      if (pid === undefined || processIsThere(Number(pid))) continue;
      const path = join(dir, entry);
      if ((await ownDirectory(path)) && (await removeTree(path))) removed.push(path);
    }
  }
  return removed;
}

/** Whether a process `pid` exists: a signal 0 reaches it, or is refused because it is another user's. */
function processIsThere(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
