import { execFile } from 'node:child_process';
import { basename } from 'node:path';
import type { LocalFacts } from '../../core/workflow/github-context.js';

/** The checkout `baton run` starts in: the facts for the `github` context, and the work tree's top directory. */
export interface Checkout {
  facts: LocalFacts;
  /** The top directory of the git work tree holding `cwd`, or null outside one (or without git). */
  root: string | null;
}

const NO_SHA = '0000000000000000000000000000000000000000';

/**
 * Facts about the local checkout for the `github` context: the repository from the `origin` remote, the
 * commit and branch, the actor; and the work tree's top directory. Best effort: outside a git repository,
 * or without git, the defaults stand. Never rejects.
 *
 * Three git processes, run at once (a fourth only on a branch with no commit yet): each is a fork of baton's
 * process, which costs milliseconds of its main thread at the start of every run.
 */
export async function gitCheckout(cwd: string, env: Record<string, string | undefined>): Promise<Checkout> {
  const [head, config, originHead] = await Promise.all([
    // The top directory, the commit, then the branch's full ref name (`HEAD` when detached). On a branch
    // with no commit yet git prints the top directory, then fails at the commit.
    git(cwd, ['rev-parse', '--show-toplevel', 'HEAD', '--symbolic-full-name', 'HEAD']),
    git(cwd, ['config', '--get-regexp', '^(remote\\.origin\\.url|user\\.name)$']),
    // The repository's default branch, as the clone knows it (`origin/main`).
    git(cwd, ['symbolic-ref', '-q', '--short', 'refs/remotes/origin/HEAD']),
  ]);
  const [root = null, sha = null, symbolic = null] = head.lines;
  const ref = head.ok
    ? symbolic
    : root !== null
      ? (await git(cwd, ['symbolic-ref', '-q', 'HEAD'])).lines[0]
      : null;
  // As `git config --get`: the last value of a key wins.
  const values = new Map<string, string>();
  for (const line of config.lines) {
    const space = line.indexOf(' ');
    if (space > 0) values.set(line.slice(0, space), line.slice(space + 1));
  }
  const remote = values.get('remote.origin.url');
  return {
    facts: {
      repository: (remote && repositoryFromRemote(remote)) || `local/${basename(cwd) || 'repository'}`,
      sha: head.ok && sha && /^[0-9a-f]{40,64}$/.test(sha) ? sha : NO_SHA,
      ref: ref?.startsWith('refs/') ? ref : 'refs/heads/main',
      actor: values.get('user.name') || env.USER || env.USERNAME || 'local',
      workspace: cwd,
      ...(originHead.ok && originHead.lines[0]?.startsWith('origin/')
        ? { defaultBranch: originHead.lines[0].slice('origin/'.length) }
        : {}),
    },
    root,
  };
}

/** `owner/name` from `git@github.com:owner/name.git` or `https://github.com/owner/name`. */
export function repositoryFromRemote(url: string): string | null {
  const match = /[/:]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : null;
}

/** A git command's output lines (what it printed before failing, when it failed); none without git. */
function git(cwd: string, args: string[]): Promise<{ ok: boolean; lines: string[] }> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, timeout: 5000, windowsHide: true }, (error, stdout) => {
      const lines = String(stdout ?? '')
        .split(/\r?\n/)
        .filter((line) => line !== '');
      resolve({ ok: !error, lines });
    });
  });
}
