import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
  });
});
