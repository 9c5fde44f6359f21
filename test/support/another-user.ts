import { spawnSync } from 'node:child_process';
import { chmod, lchown, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

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

/**
 * Where a process can be held to file modes: not Windows, and, as root (whom modes do not bind), where it can
 * become nobody for a while (`actAsJobUser`).
 */
export const CAN_HOLD_TO_MODES =
  process.platform !== 'win32' && (process.getuid?.() !== 0 || typeof process.seteuid === 'function');

/**
 * Run `act` as a user that file modes bind, as the job's user on a GitHub-hosted runner (`runner`, not root)
 * is. As root, `dir` (the test's temp dir) and all in it are given to nobody (65534), and the process's
 * effective group and user are nobody's for the length of `act` (a fork of vitest's, which runs no other test
 * meanwhile); a script `act` runs as that user too is given `JOB_USER_SHELL`. As any other user, `act` runs
 * as it is: its own modes bind it.
 */
export async function actAsJobUser<T>(dir: string, act: () => Promise<T>): Promise<T> {
  if (process.getuid?.() !== 0) return act();
  await giveToNobody(dir);
  process.setegid!(65534);
  process.seteuid!(65534);
  try {
    return await act();
  } finally {
    process.seteuid!(0);
    process.setegid!(0);
  }
}

/**
 * The `shell` for a script run within `actAsJobUser`: bash without `-p` takes back the real user (root) when
 * the effective one differs, and what the script made would be root's, which nobody may not change.
 */
export const JOB_USER_SHELL = 'bash -p -e {0}';

/**
 * Where a process of its own can run as a user that file modes bind (`jobUserCommand`): not Windows, and,
 * as root, where setpriv is there to start it as nobody.
 */
export const CAN_START_AS_JOB_USER =
  process.platform !== 'win32' &&
  (process.getuid?.() !== 0 || spawnSync('setpriv', ['--version']).status === 0);

/** Whether processes started as the job's user are started as nobody (the tests run as root). */
export const JOB_USER_IS_NOBODY = process.getuid?.() === 0;

/**
 * The command that starts `file` with `args` as a user that file modes bind: as root, nobody (65534, no
 * other group), through setpriv; as any other user, that user.
 */
export function jobUserCommand(file: string, args: string[]): [string, string[]] {
  if (!JOB_USER_IS_NOBODY) return [file, args];
  return ['setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', file, ...args]];
}

/** Give `path` and all in it to nobody (65534), links themselves and not what they point at. */
export async function giveToNobody(path: string): Promise<void> {
  await lchown(path, 65534, 65534);
  if ((await lstat(path)).isDirectory()) {
    for (const entry of await readdir(path)) await giveToNobody(join(path, entry));
  }
}
