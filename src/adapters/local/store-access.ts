import { lstatSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { UserError } from '../../core/errors.js';

/** Whether the system refused this user a path (a file or directory of another user's, say). */
export function isRefused(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EACCES' || code === 'EPERM';
}

/**
 * Why a path of the local store was refused (`error`, one isRefused holds: callers check first), and what to
 * do. It is said as the path that refused — the path itself, else the nearest directory on the way that this
 * user may not open — with the fix: a run made as another user (with sudo, in a container as root) keeps its
 * stage directories to that user (0700), so such a run is to be made yours (`fix`, the run's directory, or
 * the store's), a path of your own made readable. `where` is the path the caller's message names: the
 * refusing path is then `this directory` or `it`.
 */
export function whyNotRead(
  path: string,
  error: unknown,
  where: string,
  fix: { dir: string; what: string },
): { why: string; details: string[] } {
  const code = (error as NodeJS.ErrnoException).code;
  const refused = refusingPath(path);
  const named = refused === where ? 'this directory' : refused === path ? 'it' : refused;
  const owner = ownerOf(refused);
  // The user the system checks: the effective one.
  const user = process.geteuid?.();
  return {
    // A directory on the way may not be opened (entered); the path itself may not be read (or listed).
    why: `you may not ${refused === path ? 'read' : 'open'} ${named} (${code})`,
    details: [
      owner !== undefined && user !== undefined && owner !== user
        ? `it belongs to another user (uid ${owner}), as when a run is made with sudo or in a container: make ${fix.what} yours (sudo chown -R "$(id -u)" ${shellQuoted(fix.dir)}), or read it as that user`
        : `make it readable for you: chmod -R u+rX ${shellQuoted(refused)}`,
    ],
  };
}

/**
 * A path of the local store refused to this user (`error`, one isRefused holds), as the error `code` says it:
 * `<where>: [<file> ]cannot be read: <why>`, with what to do (whyNotRead).
 */
export function refusedError(
  code: string,
  path: string,
  error: unknown,
  where: string,
  fix: { dir: string; what: string },
  file = '',
): UserError {
  const { why, details } = whyNotRead(path, error, where, fix);
  return new UserError(code, `${file}cannot be read: ${why}`, { where, details, cause: error });
}

/**
 * The path that refused `path`: the first directory on the way to it that may not be entered, else `path`
 * itself (a file that may not be read, a directory that may not be listed).
 */
function refusingPath(path: string): string {
  const above: string[] = [];
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    above.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  for (const dir of above) {
    try {
      // Entering the directory, as the effective user (access(2) would ask as the real one).
      lstatSync(`${dir}${dir.endsWith(sep) ? '' : sep}.`);
    } catch (error) {
      if (isRefused(error)) return dir;
      break;
    }
  }
  return path;
}

function ownerOf(path: string): number | undefined {
  try {
    return lstatSync(path).uid;
  } catch {
    return undefined;
  }
}

/** A path as one shell word. */
export function shellQuoted(path: string): string {
  return /^[A-Za-z0-9_./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`;
}
