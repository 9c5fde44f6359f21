import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileAtCommit, gitCheckout, repositoryFromRemote } from '../../../src/adapters/local/git-facts.js';

const NO_SHA = '0'.repeat(40);

let dir: string;
/** The environment the run is given, which git runs with: only the repository's own config, as below. */
let env: Record<string, string | undefined>;

beforeEach(() => {
  // realpath: git prints the top directory resolved (macOS's /var is a link to /private/var).
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'baton-git-')));
  // Only the repository's own config: no user.name from the machine's global or system config.
  const empty = `${dir}.gitconfig`;
  writeFileSync(empty, '');
  vi.stubEnv('GIT_CONFIG_GLOBAL', empty);
  vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1');
  // Never find a repository above the temp dir.
  vi.stubEnv('GIT_CEILING_DIRECTORIES', dirname(dir));
  env = {
    USER: 'login-name',
    PATH: process.env.PATH,
    GIT_CONFIG_GLOBAL: empty,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CEILING_DIRECTORIES: dirname(dir),
  };
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}.gitconfig`, { force: true });
});

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
}

function repository(branch: string): string {
  git('init', '-q');
  git('symbolic-ref', 'HEAD', `refs/heads/${branch}`);
  return dir;
}

function commit(): string {
  git('-c', 'user.name=c', '-c', 'user.email=c@example.com', 'commit', '-q', '--allow-empty', '-m', 'one');
  return git('rev-parse', 'HEAD');
}

describe('gitCheckout', () => {
  it('outside a repository: no root, and the defaults, the actor from the environment', async () => {
    expect(await gitCheckout(dir, env)).toEqual({
      root: null,
      facts: {
        repository: `local/${basename(dir)}`,
        sha: NO_SHA,
        ref: 'refs/heads/main',
        actor: 'login-name',
        workspace: dir,
      },
    });
  });

  it('on a branch: the commit, the branch, the repository from origin, the actor from user.name, the root', async () => {
    repository('trunk');
    const sha = commit();
    git('remote', 'add', 'origin', 'https://github.com/octo-org/wordcount.git');
    git('config', 'user.name', 'Jane Q. Public');
    expect(await gitCheckout(dir, env)).toEqual({
      root: dir,
      facts: {
        repository: 'octo-org/wordcount',
        sha,
        ref: 'refs/heads/trunk',
        actor: 'Jane Q. Public',
        workspace: dir,
        tags: [],
        commit: expect.objectContaining({ message: 'one' }),
      },
    });
  });

  it("knows HEAD's first parent, the tags at it, and its commit (message, people, tree, date)", async () => {
    repository('main');
    const first = commit();
    expect((await gitCheckout(dir, env)).facts).not.toHaveProperty('parentSha');
    git(
      '-c',
      'user.name=Ann',
      '-c',
      'user.email=ann@example.com',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'Fix it\n\nThe body. [skip ci]',
    );
    git('tag', '14.1.0');
    git('-c', 'user.name=T', '-c', 'user.email=t@example.com', 'tag', '-a', 'v14', '-m', 'annotated');
    git('tag', 'old', first);
    const { facts } = await gitCheckout(dir, env);
    expect(facts.parentSha).toBe(first);
    expect([...(facts.tags ?? [])].sort()).toEqual(['14.1.0', 'v14']);
    expect(facts.commit).toEqual({
      tree: git('rev-parse', 'HEAD^{tree}'),
      message: 'Fix it\n\nThe body. [skip ci]',
      timestamp: git('log', '-1', '--format=%cI'),
      author: { name: 'Ann', email: 'ann@example.com' },
      committer: { name: 'Ann', email: 'ann@example.com' },
    });
  });

  it("knows the repository's default branch from origin/HEAD, whatever branch is checked out", async () => {
    repository('feature');
    const sha = commit();
    git('remote', 'add', 'origin', 'https://github.com/octo-org/wordcount.git');
    git('update-ref', 'refs/remotes/origin/main', sha);
    git('symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main');
    const { facts } = await gitCheckout(dir, env);
    expect(facts).toMatchObject({ ref: 'refs/heads/feature', defaultBranch: 'main' });
  });

  it("without origin/HEAD, takes git's own name for a default branch (init.defaultBranch), never the branch checked out", async () => {
    repository('feature');
    commit();
    expect((await gitCheckout(dir, env)).facts.defaultBranch).toBeUndefined();
    git('config', 'init.defaultBranch', 'trunk');
    const { facts } = await gitCheckout(dir, env);
    expect(facts).toMatchObject({ ref: 'refs/heads/feature', defaultBranch: 'trunk' });
  });

  it('from a subdirectory: the root is the top of the work tree, and names the repository', async () => {
    repository('main');
    commit();
    const sub = join(dir, 'a', 'b');
    mkdirSync(sub, { recursive: true });
    const { root, facts } = await gitCheckout(sub, env);
    expect(root).toBe(dir);
    expect(facts.workspace).toBe(sub);
    expect(facts.repository).toBe(`local/${basename(dir)}`);
  });

  it('with a detached HEAD: the commit, and the default ref', async () => {
    repository('main');
    const sha = commit();
    git('checkout', '-q', '--detach');
    const { facts } = await gitCheckout(dir, env);
    expect(facts.sha).toBe(sha);
    expect(facts.ref).toBe('refs/heads/main');
  });

  it('on a branch with no commit yet: the branch and the root, no commit', async () => {
    repository('first-steps');
    const { root, facts } = await gitCheckout(dir, env);
    expect(root).toBe(dir);
    expect(facts.sha).toBe(NO_SHA);
    expect(facts.ref).toBe('refs/heads/first-steps');
  });

  it('takes the last value of a key set several times, as `git config --get` does', async () => {
    repository('main');
    git('config', '--add', 'user.name', 'First');
    git('config', '--add', 'user.name', 'Second Name');
    git('config', '--add', 'remote.origin.url', 'git@github.com:old/place.git');
    git('config', '--add', 'remote.origin.url', 'git@github.com:new/place.git');
    const { facts } = await gitCheckout(dir, env);
    expect(facts.actor).toBe('Second Name');
    expect(facts.repository).toBe('new/place');
  });

  it('names the repository as GitHub would name it: local/my-project for a directory "my project"', async () => {
    const project = join(dir, 'my  project (copy)');
    mkdirSync(project);
    expect((await gitCheckout(project, env)).facts.repository).toBe('local/my-project-copy-');
  });

  it('takes no repository from a remote whose path is no owner/name GitHub allows, nor a default branch git would refuse', async () => {
    repository('main');
    git('remote', 'add', 'origin', '/home/me/My Repos/app');
    git('config', 'init.defaultBranch', 'has space');
    const { facts } = await gitCheckout(dir, env);
    expect(facts.repository).toBe(`local/${basename(dir)}`);
    expect(facts).not.toHaveProperty('defaultBranch');
  });

  it("runs git with the environment it is given, not this process's: the config that names the actor and origin", async () => {
    repository('main');
    commit();
    const given = {
      ...env,
      GIT_CONFIG_COUNT: '2',
      GIT_CONFIG_KEY_0: 'user.name',
      GIT_CONFIG_VALUE_0: 'Given Person',
      GIT_CONFIG_KEY_1: 'remote.origin.url',
      GIT_CONFIG_VALUE_1: 'https://github.com/given-owner/given-repo.git',
    };
    const { facts } = await gitCheckout(dir, given);
    expect(facts).toMatchObject({ actor: 'Given Person', repository: 'given-owner/given-repo' });
  });

  it('without git on the PATH it is given: the defaults, never an error', async () => {
    expect((await gitCheckout(dir, { USERNAME: 'win-user', PATH: dir })).facts).toMatchObject({
      sha: NO_SHA,
      ref: 'refs/heads/main',
      actor: 'win-user',
    });
  });
});

describe('fileAtCommit', () => {
  it("reads the file at a commit of the repository the given environment names (GIT_DIR), not this process's", async () => {
    repository('main');
    writeFileSync(join(dir, 'wf.yml'), 'on: push\n');
    git('add', 'wf.yml');
    const sha = commit();
    const elsewhere = realpathSync(mkdtempSync(join(tmpdir(), 'baton-git-elsewhere-')));
    try {
      expect(await fileAtCommit(elsewhere, env, sha, 'wf.yml', 1024)).toBeNull();
      const given = { ...env, GIT_DIR: join(dir, '.git') };
      expect(await fileAtCommit(elsewhere, given, sha, 'wf.yml', 1024)).toBe('on: push\n');
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('repositoryFromRemote', () => {
  it.each([
    ['git@github.com:octo/wc.git', 'octo/wc'],
    ['https://github.com/octo/wc', 'octo/wc'],
    ['https://github.com/octo/wc.git/', 'octo/wc'],
    ['ssh://git@example.com:2222/team/tool.git', 'team/tool'],
  ])('%s is %s', (url, expected) => {
    expect(repositoryFromRemote(url)).toBe(expected);
  });

  it('is null for a remote without owner and name', () => {
    expect(repositoryFromRemote('repo')).toBeNull();
  });

  it.each([['/home/me/My Repos/app'], ['https://example.com/o%20x/app']])(
    'is null for %s, no owner/name GitHub allows',
    (url) => {
      expect(repositoryFromRemote(url)).toBeNull();
    },
  );
});
