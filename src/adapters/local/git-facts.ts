import { execFile } from 'node:child_process';
import { basename } from 'node:path';
import {
  BRANCH_NAME,
  COMMIT_SHA,
  type HeadCommit,
  type LocalFacts,
  REPOSITORY_FULL_NAME,
} from '../../core/workflow/github-context.js';

/** The checkout `baton run` starts in: the facts for the `github` context, and the work tree's top directory. */
export interface Checkout {
  facts: LocalFacts;
  /** The top directory of the git work tree holding `cwd`, or null outside one (or without git). */
  root: string | null;
}

const NO_SHA = '0000000000000000000000000000000000000000';

/**
 * Facts about the local checkout for the `github` context: the repository from the `origin` remote (else
 * `local/` and the name of the work tree's top directory, or outside git of `cwd`), the
 * commit and branch, the actor; and the work tree's top directory. Best effort: outside a git repository,
 * or without git, the defaults stand. Never rejects. git runs with `env`, the run's, as its steps do: the
 * actor and remote they would see (GIT_CONFIG_*, HOME), the git on its PATH.
 *
 * Four git processes, run at once (a fifth only on a branch with no commit yet): each is a fork of baton's
 * process, which costs milliseconds of its main thread at the start of every run.
 */
export async function gitCheckout(cwd: string, env: Record<string, string | undefined>): Promise<Checkout> {
  const git = (args: string[]) => gitIn(cwd, env, args);
  const [head, config, originHead, commit] = await Promise.all([
    // The top directory, the commit, then the branch's full ref name (`HEAD` when detached). On a branch
    // with no commit yet git prints the top directory, then fails at the commit.
    git(['rev-parse', '--show-toplevel', 'HEAD', '--symbolic-full-name', 'HEAD']),
    git(['config', '--get-regexp', '^(remote\\.origin\\.url|user\\.name|init\\.defaultbranch)$']),
    // The repository's default branch, as the clone knows it (`origin/main`).
    git(['symbolic-ref', '-q', '--short', 'refs/remotes/origin/HEAD']),
    // HEAD's commit for a default push payload, in one process: its parents (`before`), the tags at it
    // (a push of a tag), and what its head_commit says.
    git([
      'log',
      '-1',
      '--no-show-signature',
      '--decorate-refs=refs/tags/',
      `--format=${COMMIT_FORMAT}`,
      'HEAD',
    ]),
  ]);
  const [root = null, sha = null, symbolic = null] = head.lines;
  const ref = head.ok
    ? symbolic
    : root !== null
      ? (await git(['symbolic-ref', '-q', 'HEAD'])).lines[0]
      : null;
  // As `git config --get`: the last value of a key wins.
  const values = new Map<string, string>();
  for (const line of config.lines) {
    const space = line.indexOf(' ');
    if (space > 0) values.set(line.slice(0, space), line.slice(space + 1));
  }
  const remote = values.get('remote.origin.url');
  const headSha = head.ok && sha && COMMIT_SHA.test(sha) ? sha : NO_SHA;
  return {
    facts: {
      // Named for the work tree's top directory wherever in it baton starts (from `.github/`, not `local/.github`);
      // outside git, for the directory it starts in.
      repository: (remote && repositoryFromRemote(remote)) || localRepository(root ?? cwd),
      sha: headSha,
      ref: ref?.startsWith('refs/') ? ref : 'refs/heads/main',
      actor: values.get('user.name') || env.USER || env.USERNAME || 'local',
      workspace: cwd,
      // The default branch as the clone knows it, else as git names a new repository's (init.defaultBranch):
      // a default pull request goes into it, not into the branch checked out.
      ...(originHead.ok && originHead.lines[0]?.startsWith('origin/')
        ? { defaultBranch: originHead.lines[0].slice('origin/'.length) }
        : BRANCH_NAME.test(values.get('init.defaultbranch') ?? '')
          ? { defaultBranch: values.get('init.defaultbranch') }
          : {}),
      ...(commit.ok && headSha !== NO_SHA ? headFacts(commit.stdout) : {}),
    },
    root,
  };
}

/** Parents, tags, tree, author, committer, date, then the message: NUL between them, none in any. */
const COMMIT_FORMAT = '%P%x00%D%x00%T%x00%an%x00%ae%x00%cn%x00%ce%x00%cI%x00%B';

/** The facts of HEAD's commit from `git log --format=COMMIT_FORMAT`; none when it is not that shape. */
export function headFacts(stdout: string): Pick<LocalFacts, 'parentSha' | 'tags' | 'commit'> {
  const fields = stdout.split('\0');
  if (fields.length < 9) return {};
  const [
    parents = '',
    decorations = '',
    tree = '',
    authorName = '',
    authorEmail = '',
    name = '',
    email = '',
    date = '',
  ] = fields;
  const parent = parents.split(' ')[0] ?? '';
  const tags = decorations
    .split(', ')
    .filter((d) => d.startsWith('tag: '))
    .map((d) => d.slice('tag: '.length));
  const commit: HeadCommit = {
    tree,
    // As GitHub has it: the message without git's closing newline.
    message: fields.slice(8).join('\0').replace(/\n+$/, ''),
    timestamp: date,
    author: { name: authorName, email: authorEmail },
    committer: { name, email },
  };
  return { ...(COMMIT_SHA.test(parent) ? { parentSha: parent } : {}), tags, commit };
}

/**
 * `owner/name` from `git@github.com:owner/name.git` or `https://github.com/owner/name`; null when the remote
 * names none GitHub allows (`/home/me/My Repos/app`).
 */
export function repositoryFromRemote(url: string): string | null {
  const match = /[/:]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.trim());
  const name = match ? `${match[1]}/${match[2]}` : null;
  return name !== null && REPOSITORY_FULL_NAME.test(name) ? name : null;
}

/**
 * The repository with no remote to name it: `local/` and the directory's name, as GitHub would name a
 * repository made of it (each run of characters it does not allow is a `-`: `my project` is `my-project`).
 */
function localRepository(directory: string): string {
  return `local/${basename(directory).replace(/[^A-Za-z0-9_.-]+/g, '-') || 'repository'}`;
}

/**
 * The text of `path` (relative to the repository's root) at commit `sha` in the git repository at `cwd`, or
 * null: no git, no such commit, no such file. At most `maxBytes` (a larger file is null too). git runs with
 * `env`, the run's (its PATH, GIT_DIR, config), as the run's steps do.
 */
export async function fileAtCommit(
  cwd: string,
  env: Record<string, string | undefined>,
  sha: string,
  path: string,
  maxBytes: number,
): Promise<string | null> {
  if (!/^[0-9a-f]{7,64}$/i.test(sha)) return null;
  const shown = await gitIn(cwd, env, ['show', `${sha}:./${path.replace(/^\.\/+/, '')}`], maxBytes);
  return shown.ok ? shown.stdout : null;
}

/**
 * A git command's output and its lines (what it printed before failing, when it failed); none without git.
 * It runs with `env`, the environment the run was given (runWorkflow's `env`, else this process's): the git
 * its steps find on that PATH, with that config (GIT_CONFIG_*, HOME), tells the facts they would see.
 */
function gitIn(
  cwd: string,
  env: Record<string, string | undefined>,
  args: string[],
  maxBuffer?: number,
): Promise<{ ok: boolean; lines: string[]; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      args,
      { cwd, env, timeout: 5000, windowsHide: true, ...(maxBuffer ? { maxBuffer } : {}) },
      (error, out) => {
        const stdout = String(out ?? '');
        const lines = stdout.split(/\r?\n/).filter((line) => line !== '');
        resolve({ ok: !error, lines, stdout });
      },
    );
  });
}
