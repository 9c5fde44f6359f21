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

describe('runWorkflow refuses bad options before it creates anything', () => {
  it('a cwd that is not there: no run, no .baton made in its place', async () => {
    const { runWorkflow, UserError, formatError } = await library();
    const missing = join(dir, 'typo');
    const error = await runWorkflow('.github/workflows/x.yml', { cwd: missing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(formatError(error)).toBe(`cwd ${missing}: no such directory`);
    expect(existsSync(missing)).toBe(false);
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

  it('refuses a workflow path that is not a string, naming the argument', async () => {
    const { runWorkflow, formatError } = await library();
    for (const path of [undefined, 42, ''])
      expect(formatError(await runWorkflow(path as never).catch((e: unknown) => e))).toBe(
        `runWorkflow: takes the workflow file's path as its first argument (runWorkflow('.github/workflows/ci.yml', …)), not ${path === '' ? 'an empty string' : String(path)}`,
      );
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
