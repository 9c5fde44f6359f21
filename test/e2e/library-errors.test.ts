import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
