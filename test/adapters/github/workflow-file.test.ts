import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRunWorkflow } from '../../../src/adapters/github/workflow-file.js';

let workspace: string;
beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'baton-wf-'));
  await mkdir(join(workspace, '.github/workflows'), { recursive: true });
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  GITHUB_WORKFLOW_REF: 'octo/demo/.github/workflows/ci.yml@refs/heads/main',
  GITHUB_REPOSITORY: 'octo/demo',
  GITHUB_WORKSPACE: workspace,
  ...extra,
});

function git(...args: string[]): string {
  return execFileSync('git', ['-C', workspace, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  }).trim();
}

describe('findRunWorkflow', () => {
  it('reads the workflow named by GITHUB_WORKFLOW_REF from the workspace', async () => {
    await writeFile(join(workspace, '.github/workflows/ci.yml'), 'jobs: {}\n');
    expect(await findRunWorkflow(env())).toEqual({
      kind: 'found',
      file: { path: '.github/workflows/ci.yml', text: 'jobs: {}\n' },
    });
  });

  it('reads the run’s commit of the file when the checkout is at another commit', async () => {
    git('init', '-q');
    await writeFile(join(workspace, '.github/workflows/ci.yml'), 'jobs: { run: {} }\n');
    git('add', '.');
    git('commit', '-qm', 'one');
    const runCommit = git('rev-parse', 'HEAD');
    await writeFile(join(workspace, '.github/workflows/ci.yml'), 'jobs: { changed-by-a-pull-request: {} }\n');
    git('commit', '-qam', 'two');
    const found = await findRunWorkflow(env({ GITHUB_WORKFLOW_SHA: runCommit }));
    expect(found).toEqual({
      kind: 'found',
      file: { path: '.github/workflows/ci.yml', text: 'jobs: { run: {} }\n' },
    });
  });

  it('does not use the file when the run’s commit is not in the checkout', async () => {
    git('init', '-q');
    await writeFile(join(workspace, '.github/workflows/ci.yml'), 'jobs: {}\n');
    git('add', '.');
    git('commit', '-qm', 'one');
    const found = await findRunWorkflow(env({ GITHUB_WORKFLOW_SHA: 'f'.repeat(40) }));
    expect(found).toEqual({
      kind: 'unavailable',
      reason: 'the checkout is not at ffffffffffff, and .github/workflows/ci.yml at that commit is not in it',
    });
  });

  it('does not use a workflow of another repository, a missing file or a link', async () => {
    expect(
      await findRunWorkflow(
        env({ GITHUB_WORKFLOW_REF: 'other/repo/.github/workflows/ci.yml@refs/heads/main' }),
      ),
    ).toEqual({
      kind: 'unavailable',
      reason: 'the workflow other/repo/.github/workflows/ci.yml is not in octo/demo',
    });
    expect(await findRunWorkflow(env())).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining('is not in the workspace'),
    });
    await writeFile(join(workspace, 'elsewhere.yml'), 'jobs: {}\n');
    await symlink(join(workspace, 'elsewhere.yml'), join(workspace, '.github/workflows/ci.yml'));
    expect(await findRunWorkflow(env())).toEqual({
      kind: 'unavailable',
      reason: '.github/workflows/ci.yml is not a regular file',
    });
    expect(await findRunWorkflow({ GITHUB_REPOSITORY: 'octo/demo' })).toMatchObject({ kind: 'unavailable' });
  });
});
