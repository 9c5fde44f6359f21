import { lstat, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { decodeUtf8, SAVE_AS_UTF8 } from '../../core/utf8.js';
import { COMMIT_SHA, checkoutAt, commitExists, git, short } from './checkout-git.js';

/**
 * A file of the repository that baton reads as trusted text (`prompt-file`: a template it compiles, with every
 * context value), read as the run's workflow file is read (workflow-file.ts). When the git checkout holding it
 * is at another commit than the one the run is for (GITHUB_SHA: a pull request's head checked out on
 * `pull_request_target`, or `refs/pull/N/head` on `issue_comment`), the checkout's copy is the pull request
 * author's; the file is then read from the run's commit with git, never from the checkout. At the run's commit
 * (the usual checkout), outside git, or without a valid GITHUB_SHA, the checkout's file is read as it is
 * (`checkout`), by the caller.
 */
export type RunCommitFile =
  /** Read the checkout's file; `note`, for the log, when the checkout is at another commit all the same. */
  | { kind: 'checkout'; note?: string }
  | { kind: 'read'; text: string; sha: string; head: string }
  /** Why the file cannot be read at the run's commit, for the input's message. */
  | { kind: 'refused'; reason: string };

export async function readAtRunCommit(
  env: NodeJS.ProcessEnv,
  root: string,
  path: string,
  maxBytes: number,
): Promise<RunCommitFile> {
  const sha = env.GITHUB_SHA ?? '';
  if (!COMMIT_SHA.test(sha) || isAbsolute(path)) return { kind: 'checkout' };
  const target = resolve(root, path);
  const inside = relative(resolve(root), target);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return { kind: 'checkout' };
  // The checkout holding the file may be one under the workspace (actions/checkout's `path:`): asked from the
  // nearest directory of the path that exists, through no link.
  const directory = await nearestDirectory(resolve(root), dirname(target));
  const found = await checkoutAt(directory);
  if (found === null || found.head === sha) return { kind: 'checkout' };
  const { top, head } = found;
  const inRepository = relative(
    await realpath(top),
    resolve(await realpath(directory), relative(directory, target)),
  );
  if (inRepository === '' || inRepository.startsWith('..') || isAbsolute(inRepository))
    return { kind: 'checkout' };
  const why = `a template is read at the commit the run is for, as the workflow file is, so that a checked-out pull request's head cannot write it`;
  if (!(await commitExists(top, sha))) {
    // A `pull_request` run is for the merge commit, which a clone of the head lacks (fetch-depth: 0 does not
    // fetch it either), and runs the workflow file of that merge: the pull request's author wrote that file,
    // prompts and all, so the head's copy of the template gives them nothing more.
    if (env.GITHUB_EVENT_NAME === 'pull_request') {
      return {
        kind: 'checkout',
        note: `the checkout is at ${short(head)}, and ${short(sha)}, the merge commit this pull_request run is for, is not in the clone: read from the checkout, as the pull request's workflow file is its author's too`,
      };
    }
    return {
      kind: 'refused',
      reason: `the checkout is at ${short(head)}, not at ${short(sha)}, the commit this run is for (GITHUB_SHA), and ${short(sha)} is not in the clone: ${why}; fetch that commit too (actions/checkout with fetch-depth: 0), or write the template in the \`prompt\` input`,
    };
  }
  const name = inRepository.split(sep).join('/');
  const listed = (await git(top, ['ls-tree', '-z', '--long', sha, '--', name]))?.toString('utf8') ?? '';
  // `<mode> <type> <object> <size>\t<path>\0`, the one entry of that exact path.
  const entry = /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t/.exec(listed);
  if (!entry) {
    return {
      kind: 'refused',
      reason: `is not in ${short(sha)}, the commit this run is for (GITHUB_SHA); the checkout is at ${short(head)}, whose copy is not read: ${why}. Commit it to the branch the run is for, or write the template in the \`prompt\` input`,
    };
  }
  const [, mode, type, object, size] = entry;
  if (mode === '120000')
    return { kind: 'refused', reason: `is a symbolic link in ${short(sha)}; links are never followed` };
  if (type !== 'blob') return { kind: 'refused', reason: `is not a file in ${short(sha)} (a ${type})` };
  if (Number(size) > maxBytes)
    return {
      kind: 'refused',
      reason: `is ${size} bytes in ${short(sha)}, more than the ${maxBytes}-byte limit`,
    };
  const bytes = await git(top, ['cat-file', 'blob', object!]);
  if (bytes === undefined) return { kind: 'refused', reason: `cannot be read from ${short(sha)} with git` };
  const decoded = decodeUtf8(bytes);
  if (decoded.kind !== 'text')
    return {
      kind: 'refused',
      reason: decoded.kind === 'utf-16' ? `${decoded.problem}; ${SAVE_AS_UTF8}` : decoded.problem,
    };
  return { kind: 'read', text: decoded.text, sha, head };
}

/** `from` or the nearest directory above it (up to `root`) that is a directory, not a link to one. */
async function nearestDirectory(root: string, from: string): Promise<string> {
  for (let directory = from; ; directory = dirname(directory)) {
    const stats = await lstat(directory).catch(() => undefined);
    if (stats?.isDirectory() || directory === root || dirname(directory) === directory) return directory;
  }
}
