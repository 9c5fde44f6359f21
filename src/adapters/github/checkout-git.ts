import { execFile } from 'node:child_process';

/**
 * git as the actions ask it about the workspace's checkout (what is checked out, and files of the run's
 * commit): agent-config-guard.ts and run-commit-file.ts.
 */

/** The commit the run is for, as GITHUB_SHA gives it: a full sha-1 or sha-256 (github-context.ts's COMMIT_SHA, not imported from there: the actions load this at start). */
export const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** A commit as a message names it. */
export const short = (sha: string) => sha.slice(0, 12);

/**
 * A git command's stdout as bytes, or undefined when it fails. `safe.directory` for this command only: a
 * container job's workspace may belong to another user, and git would then refuse to say what is checked
 * out, which must not pass for "not a checkout". No fsmonitor: the checkout's config never starts a program.
 */
export function git(cwd: string, args: string[]): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'safe.directory=*', '-c', 'core.fsmonitor=false', ...args],
      { cwd, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 30_000, windowsHide: true },
      (error, stdout) => resolve(error ? undefined : stdout),
    );
  });
}

export interface Checkout {
  top: string;
  gitDir: string;
  head: string;
}

/** The checkout holding `cwd`: its top directory, git directory and HEAD; null outside one or without HEAD. */
export async function checkoutAt(cwd: string): Promise<Checkout | null> {
  const where = await git(cwd, ['rev-parse', '--show-toplevel', '--absolute-git-dir']);
  const head = await git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  const [top, gitDir] = where?.toString('utf8').split('\n') ?? [];
  const commit = head?.toString('utf8').trim();
  if (!top || !gitDir || !commit) return null;
  return { top, gitDir, head: commit };
}

/** Whether the clone at `top` holds the commit `sha`. */
export async function commitExists(top: string, sha: string): Promise<boolean> {
  return (await git(top, ['cat-file', '-e', `${sha}^{commit}`])) !== undefined;
}
