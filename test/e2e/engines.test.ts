import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundles } from '../support/actions-runner.js';
import { REPO_ROOT } from '../support/build.js';

/**
 * `engines.node` says the oldest Node the CLI and the library run on (the actions run on GitHub's node24).
 * Each API below is newer than Node 20.0; one the bundles call raises that floor, and engines must say so.
 * Only names no library spells otherwise: a false match would ask for a look, not hide a real one.
 */
const NEWER_APIS: ReadonlyArray<[api: string, since: string]> = [
  ['AbortSignal.any(', '20.3.0'],
  ['addAbortListener(', '20.5.0'],
  ['import.meta.dirname', '20.11.0'],
  ['import.meta.filename', '20.11.0'],
  ['styleText(', '20.12.0'],
  ['loadEnvFile(', '20.12.0'],
  ['Object.groupBy(', '21.0.0'],
  ['Map.groupBy(', '21.0.0'],
  ['Promise.withResolvers(', '22.0.0'],
  ['Array.fromAsync(', '22.0.0'],
  ['.isSubsetOf(', '22.0.0'],
  ['.isSupersetOf(', '22.0.0'],
  ['.isDisjointFrom(', '22.0.0'],
  ['.symmetricDifference(', '22.0.0'],
  ['URL.parse(', '22.1.0'],
  ['getBuiltinModule(', '22.3.0'],
  ['getCallSites(', '22.9.0'],
  ['Iterator.from(', '22.0.0'],
  ['Promise.try(', '23.0.0'],
  ['RegExp.escape(', '24.0.0'],
  ['Error.isError(', '24.0.0'],
];

const version = (text: string) => text.split('.').map(Number) as [number, number, number];
const atLeast = (a: number[], b: number[]) => {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

describe('engines.node', () => {
  it('is no older than the newest Node API the CLI and library bundles call', async () => {
    const engines = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
    ).engines.node;
    const floor = /^>=(\d+(?:\.\d+){0,2})$/.exec(engines)?.[1];
    expect(floor, `engines.node ${engines} is not ">=<version>"`).toBeDefined();
    const dist = await bundles();
    const files = [
      join(dist, 'cli.js'),
      join(dist, 'index.js'),
      ...readdirSync(join(dist, 'chunks')).map((name) => join(dist, 'chunks', name)),
    ];
    const called = NEWER_APIS.filter(([api]) =>
      files.some((file) => readFileSync(file, 'utf8').includes(api)),
    );
    // The one the bundles are known to call, so that this test sees something.
    expect(called.map(([api]) => api)).toContain('AbortSignal.any(');
    const tooNew = called.filter(([, since]) => !atLeast(version(floor!), version(since)));
    expect(tooNew.map(([api, since]) => `${api} needs Node ${since}, engines says ${engines}`)).toEqual([]);
  });

  it('is the same in package-lock.json, as npm install writes it', () => {
    const read = (file: string) => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8'));
    const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } }> };
    expect(lock.packages['']?.engines?.node).toBe(
      (read('package.json') as { engines: { node: string } }).engines.node,
    );
  });
});
