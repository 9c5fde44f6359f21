import { execFile } from 'node:child_process';
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LIMITS } from '../../core/names.js';

const run = promisify(execFile);

/** The workflow file of this run as the runner ran it: its path in the repository and its text. */
export interface RunWorkflowFile {
  path: string;
  text: string;
}

/** Why the workflow file was not used, for a log line (never an error: the `needs` input is the fallback). */
export type WorkflowFileResult =
  | { kind: 'found'; file: RunWorkflowFile }
  | { kind: 'unavailable'; reason: string };

/**
 * Find the workflow file named by GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/x.yml@ref`) in the
 * checked-out repository (DESIGN §5). The text must be the one this run executes: when GITHUB_WORKFLOW_SHA
 * is set and the workspace is a git repository whose HEAD is another commit (a PR head checked out, say),
 * the file is read from that commit with `git show`, or not at all. A workflow of another repository (a
 * reusable workflow called from elsewhere) is not used.
 */
export async function findRunWorkflow(env: NodeJS.ProcessEnv): Promise<WorkflowFileResult> {
  const ref = env.GITHUB_WORKFLOW_REF;
  const repository = env.GITHUB_REPOSITORY;
  const workspace = env.GITHUB_WORKSPACE;
  if (!ref || !repository || !workspace) {
    return {
      kind: 'unavailable',
      reason: 'GITHUB_WORKFLOW_REF, GITHUB_REPOSITORY or GITHUB_WORKSPACE is not set',
    };
  }
  const at = ref.lastIndexOf('@');
  const full = at < 0 ? ref : ref.slice(0, at);
  if (!full.startsWith(`${repository}/`)) {
    return { kind: 'unavailable', reason: `the workflow ${full} is not in ${repository}` };
  }
  return readRepositoryWorkflow(env, full.slice(repository.length + 1));
}

/**
 * A workflow file of this repository at `path` (`.github/workflows/x.yml`), read as findRunWorkflow reads
 * the run's own: at GITHUB_WORKFLOW_SHA when the checkout is at another commit, else from the workspace, a
 * regular file (no link) of at most 1 MiB. A local reusable workflow (`uses: ./.github/workflows/x.yml`)
 * is taken from the caller's commit, so this reads it too.
 */
export async function readRepositoryWorkflow(
  env: NodeJS.ProcessEnv,
  path: string,
): Promise<WorkflowFileResult> {
  const workspace = env.GITHUB_WORKSPACE;
  if (!workspace) return { kind: 'unavailable', reason: 'GITHUB_WORKSPACE is not set' };
  if (!/^\.github\/workflows\/[^/]+\.ya?ml$/.test(path)) {
    return { kind: 'unavailable', reason: `${path} is not a workflow file path` };
  }
  const sha = env.GITHUB_WORKFLOW_SHA;
  if (sha && /^[0-9a-f]{40}$/.test(sha)) {
    const head = await git(workspace, ['rev-parse', 'HEAD']);
    if (head !== undefined && head.trim() !== sha) {
      const text = await git(workspace, ['show', `${sha}:${path}`]);
      if (text === undefined) {
        return {
          kind: 'unavailable',
          reason: `the checkout is not at ${sha.slice(0, 12)}, and ${path} at that commit is not in it`,
        };
      }
      return { kind: 'found', file: { path, text } };
    }
  }

  const file = join(workspace, path);
  const stats = await lstat(file).catch(() => undefined);
  if (!stats)
    return {
      kind: 'unavailable',
      reason: `${path} is not in the workspace (is the repository checked out?)`,
    };
  if (!stats.isFile()) return { kind: 'unavailable', reason: `${path} is not a regular file` };
  if (stats.size > LIMITS.workflowFileBytes)
    return { kind: 'unavailable', reason: `${path} is larger than 1 MiB` };
  return { kind: 'found', file: { path, text: await readFile(file, 'utf8') } };
}

/** A git command's stdout, or undefined when git or the repository is not there or the command fails. */
async function git(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', ['-C', cwd, ...args], {
      timeout: 10_000,
      maxBuffer: LIMITS.workflowFileBytes * 2,
    });
    return stdout;
  } catch {
    return undefined;
  }
}
