import { randomUUID } from 'node:crypto';
import { chmod, lstat, mkdir, realpath, rename, rmdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { agentConfigPaths } from '../../core/agent-config.js';
import { UserError } from '../../core/errors.js';
import { INPUTS } from '../../core/names.js';
import type { Reporter } from '../../core/ports.js';
import { AGENT_PRESETS, type AgentPresetName } from '../../core/presets.js';
import type { AgentConfigGuard } from '../../core/stage/run-stage.js';
import { type Checkout, COMMIT_SHA, checkoutAt, commitExists, git, short } from './checkout-git.js';
import { removeAll } from './remove-all.js';

/**
 * The root action's guard of a preset CLI's project configuration (src/core/agent-config.ts), for
 * RunStageDeps.guardAgentConfig. When the directory the CLI starts in is in a git checkout whose HEAD is
 * not `sha`, the commit the run is for (GITHUB_SHA: a pull request's head checked out on `issue_comment`
 * or `pull_request_target`), each configuration path is set to what it is at `sha` before the CLI starts:
 * what is there is moved aside (renamed into the repository's git directory, where no CLI looks and which
 * `git status` does not list), and what `sha` has at that path is written from git's objects, without
 * filters or hooks. A path `sha` does not have stays away, so the checkout cannot add one. When the CLI has
 * ended, what is at those paths is removed and what was moved aside is put back: the workspace is as the
 * checkout had it, and what the agent wrote at those paths is not kept.
 *
 * Only names from the constant lists are ever logged, never a file's contents. Nothing is done when HEAD is
 * `sha` (the usual checkout of the run's own commit), outside a git checkout, or without a valid `sha`.
 */
export function agentConfigGuard(options: { sha: string | undefined; reporter: Reporter }): AgentConfigGuard {
  return async (preset, cwd) => {
    const sha = options.sha ?? '';
    if (!COMMIT_SHA.test(sha)) return nothing;
    const found = await checkoutAt(cwd);
    if (found === null || found.head === sha) return nothing;
    return setAside(preset, cwd, sha, found, options.reporter);
  };
}

const nothing = async () => {};

/** A path of the checkout set aside: where it was (relative to the top) and where it is kept meanwhile. */
interface Aside {
  path: string;
  kept: string;
}

async function setAside(
  preset: AgentPresetName,
  cwd: string,
  sha: string,
  found: Checkout,
  reporter: Reporter,
): Promise<() => Promise<void>> {
  const { cli } = AGENT_PRESETS[preset];
  const top = await realpath(found.top);
  const route = relative(top, await realpath(cwd));
  if (route.startsWith('..') || isAbsolute(route)) {
    throw new UserError(
      'agent-config',
      `the agent's working directory is not inside the git checkout at ${found.top}; baton cannot set ${cli}'s project configuration there to ${short(sha)}'s`,
    );
  }
  const paths = agentConfigPaths(preset, route.split(sep).join('/'));
  const keep = join(found.gitDir, `baton-agent-config-${randomUUID()}`);
  const asides: Aside[] = [];
  const created: string[] = [];
  const undo = () => putBack(top, paths, asides, created, keep);
  try {
    for (const path of paths) await moveAside(top, path, keep, asides);
    const base = await commitExists(top, sha);
    const written = base ? await writeFromCommit(top, sha, paths, created) : [];
    const restored = paths.filter((path) =>
      written.some((file) => file === path || file.startsWith(`${path}/`)),
    );
    const removed = asides.map((a) => a.path).filter((path) => !restored.includes(path));
    const intro = `${cli} reads its project configuration from the checkout when it starts, and the checkout is at ${short(found.head)}, not at ${short(sha)}, the commit this run is for`;
    const back = 'put back as the checkout had them when the agent ends';
    if (!base) {
      // A shallow checkout of another commit (actions/checkout's default fetch-depth 1 with `ref:`).
      const which = removed.length > 0 ? `; set aside: ${removed.join(', ')}, ${back}` : '';
      reporter.warning(
        `${intro}; ${short(sha)} is not in the clone, so the agent runs without any${which}. To give it ${short(sha)}'s configuration, fetch that commit too (actions/checkout with fetch-depth: 0); to let it read the checkout's, set ${INPUTS.trustCheckout}: true`,
      );
    } else if (restored.length > 0 || removed.length > 0) {
      const parts = [
        ...(restored.length > 0 ? [`set to ${short(sha)}'s: ${restored.join(', ')}`] : []),
        ...(removed.length > 0 ? [`set aside (not at ${short(sha)}): ${removed.join(', ')}`] : []),
      ];
      reporter.info(`${intro}: ${parts.join('; ')}; ${back}`);
    } else {
      reporter.info(`${intro}; it holds none of ${cli}'s project configuration, nor does ${short(sha)}`);
    }
  } catch (error) {
    await undo();
    if (error instanceof UserError) throw error;
    throw new UserError(
      'agent-config',
      `could not set ${cli}'s project configuration to ${short(sha)}'s, so the agent was not started: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return async () => {
    const touched = asides.length > 0 || created.length > 0;
    const failed = await undo();
    if (failed.length > 0) {
      reporter.warning(
        `could not put back ${failed.join(', ')} as the checkout had ${failed.length === 1 ? 'it' : 'them'} after the agent ended; what was there is kept in ${keep}`,
      );
    } else if (touched) {
      reporter.info(`put back ${cli}'s project configuration as the checkout had it`);
    }
  };
}

/**
 * Move what is at `path` out of the way, or, when a directory on the way to it is a link or a file (a
 * checkout can hold `.github` as a link to anywhere), that instead: nothing is then ever written through a
 * link.
 */
async function moveAside(top: string, path: string, keep: string, asides: Aside[]): Promise<void> {
  const parts = path.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join('/');
    if (asides.some((a) => a.path === prefix)) return;
    const stats = await lstat(join(top, prefix)).catch(() => undefined);
    if (stats === undefined) return;
    if (i < parts.length && stats.isDirectory()) continue;
    await mkdir(keep, { recursive: true, mode: 0o700 });
    const kept = join(keep, String(asides.length));
    try {
      await rename(join(top, prefix), kept);
    } catch (error) {
      throw new UserError(
        'agent-config',
        `could not move ${prefix} aside into ${keep} (${(error as NodeJS.ErrnoException).code ?? 'error'}), so the agent was not started; set ${INPUTS.trustCheckout}: true only if you trust the checkout's configuration`,
      );
    }
    asides.push({ path: prefix, kept });
    return;
  }
}

/**
 * Write the files `sha` has under `paths` into the checkout, where nothing is now (moveAside): regular files
 * with their executable bit; a link or a submodule is left out, as what it points at may be the checkout's.
 * Returns the paths written; the directories made that did not exist are added to `created`.
 */
async function writeFromCommit(
  top: string,
  sha: string,
  paths: string[],
  created: string[],
): Promise<string[]> {
  const listing = await git(top, ['ls-tree', '-r', '-z', '--full-tree', sha, '--', ...paths]);
  if (listing === undefined) throw new Error(`git ls-tree ${short(sha)} failed`);
  const written: string[] = [];
  for (const entry of listing.toString('utf8').split('\0')) {
    const match = /^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
    if (!match) continue;
    const [, mode, object, path] = match as unknown as [string, string, string, string];
    const bytes = await git(top, ['cat-file', 'blob', object]);
    if (bytes === undefined) throw new Error(`git cat-file ${object} failed`);
    await makeDirectories(top, path, created);
    await writeFile(join(top, path), bytes, { flag: 'wx', mode: mode === '100755' ? 0o755 : 0o644 });
    written.push(path);
  }
  return written;
}

/** Make the directories above `path` that are not there; one that is there is a directory (moveAside). */
async function makeDirectories(top: string, path: string, created: string[]): Promise<void> {
  const parts = path.split('/').slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const directory = parts.slice(0, i).join('/');
    const stats = await lstat(join(top, directory)).catch(() => undefined);
    if (stats?.isDirectory()) continue;
    if (stats !== undefined) throw new Error(`${directory} is not a directory`);
    await mkdir(join(top, directory));
    created.push(directory);
  }
}

/**
 * Remove what is at `paths` and at the directories made for them, then put back what was moved aside.
 * Never throws: returns the paths it could not put back (kept where they were moved to).
 */
async function putBack(
  top: string,
  paths: string[],
  asides: Aside[],
  created: string[],
  keep: string,
): Promise<string[]> {
  const failed: string[] = [];
  // The agent runs as baton's user: it may have taken write permission away from the directories that hold
  // these paths, which would keep baton from putting them back. It is lent for the while and taken away again.
  const lent = await lendWrite(top, [...paths, ...created, ...asides.map((aside) => aside.path)], keep);
  try {
    for (const path of [...paths, ...created.toReversed()]) await removeAll(join(top, path)).catch(() => {});
    created.length = 0;
    for (const aside of asides.toReversed()) {
      try {
        await removeAll(join(top, aside.path));
        await rename(aside.kept, join(top, aside.path));
      } catch {
        failed.push(aside.path);
      }
    }
  } finally {
    for (const { path, mode } of lent.toReversed()) await chmod(path, mode).catch(() => {});
  }
  if (failed.length === 0) await rmdir(keep).catch(() => {});
  asides.length = 0;
  return failed;
}

/**
 * Give the owner write and search permission on the directories above `paths` (the checkout's top
 * included), and on `keep`, that lack it; returns them with their modes as found, from the top down.
 */
async function lendWrite(
  top: string,
  paths: string[],
  keep: string,
): Promise<Array<{ path: string; mode: number }>> {
  const holders = new Set<string>([top]);
  for (const path of paths) {
    const parts = path.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) holders.add(join(top, ...parts.slice(0, i)));
  }
  // What was moved aside is renamed out of it.
  holders.add(keep);
  const lent: Array<{ path: string; mode: number }> = [];
  // A Set keeps the order of insertion, and a directory is added before those below it.
  for (const holder of holders) {
    const stats = await lstat(holder).catch(() => undefined);
    // A link is never followed: what it points at is not the checkout's to change.
    if (!stats?.isDirectory() || (stats.mode & 0o300) === 0o300) continue;
    const mode = stats.mode & 0o7777;
    try {
      await chmod(holder, mode | 0o300);
      lent.push({ path: holder, mode });
    } catch {
      // Not this user's to change: what needs it is not put back, and the warning names it.
    }
  }
  return lent;
}
