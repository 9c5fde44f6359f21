import { execFile } from 'node:child_process';
import { basename } from 'node:path';
import type { LocalFacts } from '../../core/workflow/github-context.js';

/**
 * Facts about the local checkout for the `github` context: the repository from the `origin` remote, the
 * commit and branch, the actor. Best effort: outside a git repository, or without git, the defaults stand.
 */
export async function gitFacts(cwd: string, env: Record<string, string | undefined>): Promise<LocalFacts> {
  const [sha, ref, remote, user] = await Promise.all([
    git(cwd, ['rev-parse', 'HEAD']),
    git(cwd, ['symbolic-ref', '-q', 'HEAD']),
    git(cwd, ['config', '--get', 'remote.origin.url']),
    git(cwd, ['config', '--get', 'user.name']),
  ]);
  return {
    repository: (remote && repositoryFromRemote(remote)) || `local/${basename(cwd) || 'repository'}`,
    sha: sha && /^[0-9a-f]{40,64}$/.test(sha) ? sha : '0000000000000000000000000000000000000000',
    ref: ref?.startsWith('refs/') ? ref : 'refs/heads/main',
    actor: user || env.USER || env.USERNAME || 'local',
    workspace: cwd,
  };
}

/** The top directory of the git work tree holding `cwd`, or null outside one (or without git). */
export function gitRoot(cwd: string): Promise<string | null> {
  return git(cwd, ['rev-parse', '--show-toplevel']).then((root) => root || null);
}

/** `owner/name` from `git@github.com:owner/name.git` or `https://github.com/owner/name`. */
export function repositoryFromRemote(url: string): string | null {
  const match = /[/:]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : null;
}

function git(cwd: string, args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, timeout: 5000, windowsHide: true }, (error, stdout) => {
      resolve(error ? null : stdout.trim());
    });
  });
}
