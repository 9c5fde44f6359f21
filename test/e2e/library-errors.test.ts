import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { bundles } from '../support/actions-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'baton-library-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The package's entry point as users import it: the bundled, minified dist/index.js. */
async function library(): Promise<typeof import('../../src/index.js')> {
  return import(pathToFileURL(join(await bundles(), 'index.js')).href);
}

describe('the library bundle', () => {
  it('throws errors named after their class, though the bundle is minified', async () => {
    const { runWorkflow, UserError, SystemError, BatonError } = await library();
    const error = await runWorkflow('no-such.yml', { cwd: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(error).toBeInstanceOf(BatonError);
    expect((error as Error).name).toBe('UserError');
    expect(String((error as Error).stack)).toMatch(/^UserError: /);
    expect((error as InstanceType<typeof UserError>).where).toBe('no-such.yml');
    expect(new SystemError('x').name).toBe('SystemError');
    expect(new BatonError('x').name).toBe('BatonError');
    // The classes too, as `console.log(error)` shows them (it printed `a [UserError]: …`).
    expect([UserError.name, SystemError.name, BatonError.name]).toEqual([
      'UserError',
      'SystemError',
      'BatonError',
    ]);
    expect(inspect(error)).toMatch(/^UserError: /);
    expect(inspect(new SystemError('x'))).toMatch(/^SystemError: x/);
  });
});

describe('an uncaught library error', () => {
  /** What Node prints when `script`, importing the bundled entry point as a user's code does, throws. */
  async function uncaught(script: string): Promise<{ status: number | null; stderr: string }> {
    const project = mkdtempSync(join(dir, 'uncaught-'));
    writeFileSync(
      join(project, 'w.yml'),
      'on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n',
    );
    const file = join(project, 'main.mjs');
    const entry = pathToFileURL(join(await bundles(), 'index.js')).href;
    writeFileSync(file, `import { runWorkflow } from ${JSON.stringify(entry)};\n${script}\n`);
    const result = spawnSync(process.execPath, [file], { cwd: project, encoding: 'utf8' });
    return { status: result.status, stderr: result.stderr };
  }

  it.each([
    ["await runWorkflow('nope.yml');", 'UserError: nope.yml: no such file\n'],
    [
      "await runWorkflow('w.yml', { job: 'zzz' });",
      'UserError: w.yml: 1 problem; nothing was run\n  w.yml: job "zzz": no such job; jobs: a\n',
    ],
  ])('%s prints a short report that says where, not a line of the minified bundle', async (script, head) => {
    const { status, stderr } = await uncaught(script);
    expect(status).toBe(1);
    // The first line of the error as formatError says it: where, what, then each detail.
    expect(stderr).toContain(head);
    // The line of the bundle that threw, which Node prints first, is one short line, not a whole chunk.
    const before = stderr.slice(0, stderr.indexOf('UserError: '));
    expect(before.split('\n').every((line) => line.length <= 300)).toBe(true);
    expect(stderr.length).toBeLessThan(4000);
  });
});

describe('runWorkflow refuses bad options before it creates anything', () => {
  it('a cwd that is not there: no run, no .baton made in its place', async () => {
    const { runWorkflow, UserError, formatError } = await library();
    const missing = join(dir, 'typo');
    const error = await runWorkflow('.github/workflows/x.yml', { cwd: missing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(formatError(error)).toBe(`cwd ${missing}: no such directory`);
    expect(existsSync(missing)).toBe(false);
  });

  it('a cwd that is not there is said first, whatever the workflow path and whether it runs or replays', async () => {
    const { runWorkflow, replayWorkflow, formatError } = await library();
    const file = join(dir, 'not-a-dir');
    writeFileSync(file, '');
    for (const cwd of [join(dir, 'typo', 'x'), join(file, 'x')]) {
      for (const path of ['.github/workflows/pipe.yml', join(dir, 'pipe.yml')])
        expect(formatError(await runWorkflow(path, { cwd }).catch((e: unknown) => e))).toBe(
          `cwd ${cwd}: no such directory`,
        );
      expect(formatError(await replayWorkflow('latest', 'a', { cwd }).catch((e: unknown) => e))).toBe(
        `cwd ${cwd}: no such directory`,
      );
    }
  });

  it('a cwd that is a file', async () => {
    const { runWorkflow, formatError } = await library();
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const error = await runWorkflow('x.yml', { cwd: file }).catch((e: unknown) => e);
    expect(formatError(error)).toBe(`cwd ${file}: is not a directory`);
  });

  it.each([Number.NaN, 0, -1, 1.5, Number.POSITIVE_INFINITY])(
    'concurrency %s: refused, as -j refuses it, and no run is stored',
    async (concurrency) => {
      const { runWorkflow, formatError } = await library();
      const project = mkdtempSync(join(dir, 'project-'));
      writeFileSync(
        join(project, 'w.yml'),
        'on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n',
      );
      const error = await runWorkflow('w.yml', { cwd: project, concurrency }).catch((e: unknown) => e);
      expect(formatError(error)).toBe(`concurrency: ${concurrency} is not a whole number from 1`);
      expect(existsSync(join(project, '.baton'))).toBe(false);
    },
  );
});

describe('runWorkflow: options as JavaScript gives them', () => {
  const WORKFLOW = `on:
  workflow_dispatch:
    inputs:
      issue: { type: number, required: true }
      dry: { type: boolean, default: false }
      note: { type: string, required: false }
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo 'issue=\${{ toJSON(inputs.issue) }} dry=\${{ toJSON(inputs.dry) }} note=\${{ inputs.note }} var=\${{ vars.LEVEL }} event=\${{ toJSON(github.event.inputs.issue) }}'

`;
  const projectWith = () => {
    const project = mkdtempSync(join(dir, 'project-'));
    writeFileSync(join(project, 'w.yml'), WORKFLOW);
    return project;
  };

  it('takes a number or a boolean for an input or a var as its text, as --input and --var give it', async () => {
    const { runWorkflow } = await library();
    const project = projectWith();
    const result = await runWorkflow('w.yml', {
      cwd: project,
      inputs: { issue: 42, dry: true, note: 'x' },
      vars: { LEVEL: 3 },
    });
    expect(result.status).toBe('success');
    const log = readFileSync(join(result.runDir, 'job-a.log'), 'utf8');
    // Typed as declared, as the text of --input issue=42 is; the payload keeps the text, as GitHub's does.
    expect(log).toContain('issue=42 dry=true note=x var=3 event="42"');
  });

  it.each([
    [
      { inputs: { issue: Number.NaN } },
      'inputs.issue: NaN is not an input value: give a string, a finite number or true/false',
    ],
    [
      { inputs: { issue: 2 ** 60 } },
      'inputs.issue: 1152921504606847000 is past the integers a JavaScript number holds exactly: give it as a string',
    ],
    [
      { inputs: { issue: null } },
      'inputs.issue: null is not an input value: give a string, a finite number or true/false',
    ],
    [
      { inputs: { issue: { n: 42 } } },
      'inputs.issue: an object is not an input value: give a string, a finite number or true/false',
    ],
    [
      { inputs: 'issue=42' },
      'inputs: takes an object of the inputs and their values ({ issue: "42" }), not a string',
    ],
    [
      { vars: ['X'] },
      'vars: takes an object of the variables and their values ({ NAME: "value" }), not a list',
    ],
    [
      { secrets: 'MY_TOKEN' },
      'secrets: takes a list of the names of environment variables that hold the secrets (secrets: ["MY_TOKEN"]), not a string',
    ],
    [
      { secrets: { MY_TOKEN: '' } },
      'secrets: takes a list of the names of environment variables that hold the secrets (secrets: ["MY_TOKEN"]), not an object: set each in env and name it here',
    ],
    [{ secrets: ['OK', 3] }, 'secrets[1]: 3 is not the name of an environment variable'],
    [{ job: 3 }, 'job: takes a string, not 3'],
    [{ onEvent: 'log' }, 'onEvent: takes a function, not a string'],
    [{ signal: {} }, 'signal: takes an AbortSignal, not an object'],
    [{ killGraceMs: -1 }, 'killGraceMs: -1 is not a number of milliseconds from 0'],
    [{ input: { issue: '42' } }, 'input: runWorkflow has no such option (did you mean inputs?)'],
    [{ env: { PATH: 3 } }, "env: PATH: 3 is not an environment variable's value: give a string"],
    [{ facts: 'acme/app' }, 'facts: takes an object of facts about the checkout, not a string'],
    [
      { facts: { repository: 42 } },
      'facts.repository: 42 is not a repository: give its owner/name ("acme/app")',
    ],
    [
      { facts: { repository: 'noslash' } },
      'facts.repository: "noslash" is not a repository: give its owner/name ("acme/app")',
    ],
    [
      { facts: { repository: 'not a/repo' } },
      'facts.repository: "not a/repo" is not a repository: give its owner/name ("acme/app")',
    ],
    [
      { facts: { repo: 'acme/app' } },
      'facts.repo: runWorkflow knows no such fact (did you mean repository?)',
    ],
    [
      { facts: { sha: null } },
      "facts.sha: null is not a commit's sha: give its 40 hexadecimal digits, lower case (64 in a SHA-256 repository)",
    ],
    [
      { facts: { sha: 'zz' } },
      `facts.sha: "zz" is not a commit's sha: give its 40 hexadecimal digits, lower case (64 in a SHA-256 repository)`,
    ],
    [
      { facts: { sha: 'abc\nGITHUB_TOKEN=x' } },
      `facts.sha: "abc\\nGITHUB_TOKEN=x" is not a commit's sha: give its 40 hexadecimal digits, lower case (64 in a SHA-256 repository)`,
    ],
    [
      { facts: { parentSha: 'A'.repeat(40) } },
      `facts.parentSha: "${'A'.repeat(40)}" is not a commit's sha: give its 40 hexadecimal digits, lower case (64 in a SHA-256 repository)`,
    ],
    [
      { facts: { ref: 'main' } },
      'facts.ref: "main" is not a full ref name: give refs/heads/main (or refs/tags/main for a tag)',
    ],
    [
      { facts: { defaultBranch: 'refs/heads/main' } },
      'facts.defaultBranch: "refs/heads/main" is not a branch\'s name: give it as git does ("main")',
    ],
    [
      { facts: { actor: '' } },
      "facts.actor: takes a name (a GitHub login, or git's user.name), not an empty string",
    ],
    [{ facts: { tags: 'v1' } }, 'facts.tags: takes a list of tag names (["v1.2.0"]), not a string'],
    [
      { facts: { workspace: '/elsewhere' } },
      'facts.workspace: runWorkflow knows no such fact: the workspace is the project directory, cwd (give cwd: "/elsewhere")',
    ],
    [
      {
        facts: {
          commit: {
            tree: 'b'.repeat(40),
            message: 'm',
            timestamp: '2026-01-02T03:04:05Z',
            author: { name: 'a', email: 'a@example.com' },
            committer: { name: 'a', mail: 'a@example.com' },
          },
        },
      },
      'facts.commit.committer.email: takes a string, not undefined\n  facts.commit.committer.mail: no such field of facts.commit.committer (did you mean email?)',
    ],
  ])('%j is refused with a UserError naming the option (%s); no run is stored', async (options, message) => {
    const { runWorkflow, UserError, formatError } = await library();
    const project = projectWith();
    const error = await runWorkflow('w.yml', {
      cwd: project,
      inputs: { issue: '42' },
      ...(options as object),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as InstanceType<typeof UserError>).code).toBe('usage');
    expect(formatError(error)).toBe(message);
    expect(existsSync(join(project, '.baton'))).toBe(false);
  });

  it('env replaces the environment: a step that finds no shell for it says PATH is not set in the env given', async () => {
    const { runWorkflow } = await library();
    const project = projectWith();
    const failures: string[] = [];
    const result = await runWorkflow('w.yml', {
      cwd: project,
      inputs: { issue: '42' },
      env: { FOO: 'bar' },
      onEvent: (event) => {
        if (event.type === 'step-finished' && event.outcome === 'failure') failures.push(event.message ?? '');
      },
    });
    expect(result.status).toBe('failure');
    expect(failures).toEqual([
      `shell: could not start "bash": ENOENT; PATH is not set in the environment the run was given: runWorkflow's env replaces process.env (give { ...process.env, NAME: 'value' } to add to it)`,
    ]);
    // With the environment spread into it, the step runs.
    const added = await runWorkflow('w.yml', {
      cwd: project,
      inputs: { issue: '42' },
      env: { ...process.env, FOO: 'bar' },
    });
    expect(added.status).toBe('success');
  });

  it('refuses a workflow path that is not a string, naming the argument', async () => {
    const { runWorkflow, formatError } = await library();
    for (const path of [undefined, 42, ''])
      expect(formatError(await runWorkflow(path as never).catch((e: unknown) => e))).toBe(
        `runWorkflow: takes the workflow file's path as its first argument (runWorkflow('.github/workflows/ci.yml', …)), not ${path === '' ? 'an empty string' : String(path)}`,
      );
  });

  it("takes the facts a caller knows as the run's github context, asking git for none of them", async () => {
    const { runWorkflow } = await library();
    const project = mkdtempSync(join(dir, 'facts-'));
    writeFileSync(
      join(project, 'w.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo "repo=\${{ github.repository }} owner=$GITHUB_REPOSITORY_OWNER sha=\${{ github.sha }} ref=\${{ github.ref }} actor=\${{ github.actor }} workspace=\${{ github.workspace }}"
`,
    );
    const sha = 'a'.repeat(64);
    const result = await runWorkflow('w.yml', {
      cwd: project,
      facts: { repository: 'acme/app.js', sha, ref: 'refs/tags/v1', actor: 'Jo Doe', tags: ['v1'] },
    });
    expect(result.status).toBe('success');
    expect(readFileSync(join(result.runDir, 'job-a.log'), 'utf8')).toContain(
      `repo=acme/app.js owner=acme sha=${sha} ref=refs/tags/v1 actor=Jo Doe workspace=${project}`,
    );
  });

  it('says every wrong fact at once, with the other options', async () => {
    const { runWorkflow, formatError } = await library();
    const project = projectWith();
    const error = await runWorkflow('w.yml', {
      cwd: project,
      inputs: { issue: '42' },
      job: 3,
      facts: { repository: 'noslash', sha: 'zz', reff: 'refs/heads/x' },
    } as never).catch((e: unknown) => e);
    expect(formatError(error)).toBe(
      [
        'job: takes a string, not 3',
        '  facts.repository: "noslash" is not a repository: give its owner/name ("acme/app")',
        `  facts.sha: "zz" is not a commit's sha: give its 40 hexadecimal digits, lower case (64 in a SHA-256 repository)`,
        '  facts.reff: runWorkflow knows no such fact (did you mean ref?)',
      ].join('\n'),
    );
    expect(existsSync(join(project, '.baton'))).toBe(false);
  });

  it('says every wrong option at once', async () => {
    const { runWorkflow, formatError } = await library();
    const error = await runWorkflow('w.yml', {
      cwd: projectWith(),
      inputs: { issue: null },
      secrets: 'X',
    } as never).catch((e: unknown) => e);
    expect(formatError(error)).toBe(
      'inputs.issue: null is not an input value: give a string, a finite number or true/false\n  secrets: takes a list of the names of environment variables that hold the secrets (secrets: ["X"]), not a string',
    );
  });
});

describe("library errors name runWorkflow's options and replayWorkflow's arguments, not baton's flags", () => {
  const WORKFLOW = `on:
  workflow_dispatch:
    inputs:
      issue: { type: number, required: true }
      dry: { type: boolean, default: false }
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo \${{ inputs.issue }}
`;
  const projectWith = () => {
    const project = mkdtempSync(join(dir, 'words-'));
    writeFileSync(join(project, 'w.yml'), WORKFLOW);
    return project;
  };
  const refusal = async (options: object) => {
    const { runWorkflow, formatError } = await library();
    const project = projectWith();
    const error = await runWorkflow('w.yml', { cwd: project, inputs: { issue: '42' }, ...options }).catch(
      (e: unknown) => e,
    );
    expect(existsSync(join(project, '.baton'))).toBe(false);
    return formatError(error);
  };

  it.each([
    [
      { vars: { '1a': 'x' } },
      'vars: "1a" is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_',
    ],
    [{ job: 'zzz' }, 'w.yml: job "zzz": no such job; jobs: a'],
    [
      { eventName: 'nope' },
      'w.yml: eventName "nope" is not a trigger of this workflow; its triggers: workflow_dispatch',
    ],
    [{ inputs: {} }, "input 'issue' is required and has no default; pass { inputs: { issue: <value> } }"],
    [
      { inputs: { issue: '42', dry: 'maybe' } },
      `inputs.dry "maybe": input 'dry' is a boolean; use true or false`,
    ],
    [
      { inputs: { issue: '42', isue: '1' } },
      'w.yml: inputs.isue: on.workflow_dispatch declares no such input',
    ],
    [
      { secrets: ['BATON_TEST_NOT_SET'] },
      'secret not set in the environment: BATON_TEST_NOT_SET\n  set BATON_TEST_NOT_SET in env before running, or take BATON_TEST_NOT_SET out of secrets',
    ],
  ])('%j: %s', async (options, message) => {
    const said = await refusal(options);
    expect(said).toContain(message);
    expect(said).not.toMatch(/--[a-z]/);
  });

  it('a replay: its arguments and its options, each named, and those it takes from the run refused', async () => {
    const { runWorkflow, replayWorkflow, formatError } = await library();
    const project = projectWith();
    const { runId } = await runWorkflow('w.yml', { cwd: project, inputs: { issue: 1 } });
    const said = (promise: Promise<unknown>) => promise.catch((e: unknown) => formatError(e));
    const replay = replayWorkflow as (...args: unknown[]) => Promise<unknown>;
    expect(await said(replay(runId, undefined, { cwd: project }))).toBe(
      "replayWorkflow: takes the stage or job to run again from as its second argument (replayWorkflow('latest', 'fix', …)), not undefined",
    );
    expect(await said(replay())).toBe(
      "replayWorkflow: takes the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'fix', …)), not undefined\n  takes the stage or job to run again from as its second argument (replayWorkflow('latest', 'fix', …)), not undefined",
    );
    expect(await said(replay(runId, 'a', { cwd: project, inputs: { issue: 2 } }))).toBe(
      'inputs: replayWorkflow has no such option: a replay is started as the run it replays was (its job, inputs, eventName, vars)',
    );
    // An event payload is for a run pulled from GitHub, which does not keep it; this one has its own.
    expect(await said(replay(runId, 'a', { cwd: project, event: { issue: { number: 2 } } }))).toBe(
      `event: is for a run pulled from GitHub (which does not keep its event payload); run ${runId} was started here, and a replay gives it the event it was started with\n  replay it without event: replayWorkflow("${runId}", "a")`,
    );
    expect(await said(replay(runId, 'a', { cwd: project, concurency: 2 }))).toBe(
      'concurency: replayWorkflow has no such option (did you mean concurrency?)',
    );
    expect(await said(replay(runId, 'a', 'fast'))).toBe(
      'replayWorkflow: takes an object of options, not a string',
    );
    expect(await said(runWorkflow('w.yml', [] as never))).toBe(
      'runWorkflow: takes an object of options, not a list',
    );
    expect(await said(replay(runId, 'zz', { cwd: project }))).toBe(
      `from: run ${runId} has no stage or job zz; stages: (none); jobs: a`,
    );
  });
});
