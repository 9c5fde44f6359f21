import { readdir } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_STORE_TEMP_PREFIX } from '../../core/names.js';
import { processGone } from './process-gone.js';
import { ownDirectory, removeTree } from './remove-tree.js';

/**
 * The directories a `baton pull` works in, named after its host and process (mkdtemp adds six characters):
 * its downloads in the temp root (`baton-pull-<host>-<pid>-XXXXXX`), and the run it builds in the store
 * (`.tmp-pull-<host>-<pid>-XXXXXX`, LocalRunCatalog.importRun), which no reader lists. A pull removes both
 * when it ends, by a failure or a signal too; one killed with SIGKILL cannot. The host is there because a
 * project directory (and a temp dir) can be shared with another machine or a container, whose processes
 * this one cannot see: a pid is only looked up on the host that made it.
 */
export const pullDownloadPrefix = (pid: number) => `baton-pull-${hostPart()}-${pid}-`;
export const pullRunPrefix = (pid: number) => `${LOCAL_STORE_TEMP_PREFIX}pull-${hostPart()}-${pid}-`;

/** The host's name as a part of a file name: no `-` (which ends it), nothing a path could take apart. */
function hostPart(): string {
  return (
    hostname()
      .replace(/[^A-Za-z0-9.]/g, '_')
      .slice(0, 64) || '_'
  );
}

const DOWNLOAD_NAME = /^baton-pull-([A-Za-z0-9._]+)-(\d+)-[A-Za-z0-9]{6}$/;
const RUN_NAME = new RegExp(
  `^${LOCAL_STORE_TEMP_PREFIX.replace('.', '\\.')}pull-([A-Za-z0-9._]+)-(\\d+)-[A-Za-z0-9]{6}$`,
);

/**
 * Remove what pulls killed with SIGKILL left: each directory of this user (never a link) named as a pull
 * of this host names its own (above), whose process is gone. One whose process is there, or may be (another user's, which
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
      const [, host, pid] = name.exec(entry) ?? [];
      // Another host's pull (a container's, another machine's) is not this one's to look up: kept.
      if (host !== hostPart() || pid === undefined || !processGone(Number(pid))) continue;
      const path = join(dir, entry);
      if ((await ownDirectory(path)) && (await removeTree(path))) removed.push(path);
    }
  }
  return removed;
}
