import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh directory with a tmpfs of `kib` KiB mounted on it, where a full disk is met for real, without
 * mocking anything; null where one cannot be mounted (not root, not Linux). Give it back with `removeSmallDisk`.
 */
export function smallDisk(kib: number, options: { inodes?: number } = {}): string | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'baton-small-disk-'));
  const inodes = options.inodes === undefined ? '' : `,nr_inodes=${options.inodes}`;
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k${inodes}`, 'tmpfs', dir]).status === 0)
    return dir;
  rmSync(dir, { recursive: true, force: true });
  return null;
}

/** Unmount a `smallDisk` and remove its directory. */
export function removeSmallDisk(dir: string): void {
  spawnSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
}

/** Use up the files a disk of few inodes (`smallDisk(kib, { inodes })`) may hold: empty files in `dir`. */
export function fillInodes(dir: string): void {
  for (let i = 0; ; i++) {
    try {
      writeFileSync(join(dir, `inode-${i}`), '');
    } catch {
      return;
    }
  }
}

/** Fill the disk `dir` is on: a new file in it, written until there is no room left. */
export function fillDisk(dir: string): void {
  spawnSync('dd', ['if=/dev/zero', `of=${join(dir, `fill-${randomUUID()}`)}`, 'bs=4k'], { stdio: 'ignore' });
}
