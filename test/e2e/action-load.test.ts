import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, type ActionName, bundles } from '../support/actions-runner.js';
import { staticClosure } from '../support/static-closure.js';

/**
 * What each action's bundle loads at start (DESIGN §9: a step loads only what it needs): the closure of
 * static imports of `dist/<action>/index.js` over the chunks esbuild split out. Code loaded with `import()`
 * (the artifact client, the comment sink, the tokenizer, the template analyser) is not in it.
 *
 * Packages are recognised by a message only their code holds, which minification keeps.
 */
const MARKERS = {
  'the template engine (handlebars)': 'You must pass a string or Handlebars AST to Handlebars.compile',
  'the tokenizer (gpt-tokenizer)': 'Disallowed special token',
  'the YAML parser': 'Implicit map keys need to be followed by map values',
  'the HTTP client undici': 'undici.globalDispatcher.1',
} as const;
type Package = keyof typeof MARKERS;

async function loadedPackages(action: ActionName): Promise<{ packages: Package[]; files: string[] }> {
  const dist = await bundles();
  const closure = await staticClosure(join(dist, relative('dist', ACTIONS[action].main)));
  const texts = [...closure.values()];
  return {
    packages: (Object.keys(MARKERS) as Package[]).filter((p) => texts.some((t) => t.includes(MARKERS[p]))),
    files: [...closure.keys()].map((f) => relative(dist, f)),
  };
}

describe('what each action loads at start', () => {
  it('finds chunks through static imports only, and each marker in the bundles (the check sees what it should)', async () => {
    const { files, packages } = await loadedPackages('prepare');
    expect(files[0]).toBe('prepare/index.js');
    expect(files.length).toBeGreaterThan(2);
    // prepare renders a prompt: it loads the template engine at start.
    expect(packages).toEqual(['the template engine (handlebars)']);
    // The tokenizer and the YAML parser (for the workflow file and `vars`) are in the bundles too, in chunks
    // loaded with import(); undici is in dist/vendor/, required when octokit sends its first request.
    const dist = await bundles();
    const loadedLater = [
      ...(await readdir(join(dist, 'action-chunks'))).map((f) => join(dist, 'action-chunks', f)),
      join(dist, 'vendor/undici.cjs'),
    ];
    const texts = await Promise.all(loadedLater.map((f) => readFile(f, 'utf8')));
    for (const marker of Object.values(MARKERS))
      expect(
        texts.some((t) => t.includes(marker)),
        marker,
      ).toBe(true);
  });

  it('no action loads undici at start: the toolkit requires it on its first fetch or proxy agent', async () => {
    for (const action of Object.keys(ACTIONS) as ActionName[]) {
      expect((await loadedPackages(action)).packages, action).not.toContain('the HTTP client undici');
    }
  });

  it('a copy of dist/ says its files are ES modules: Node need not read each one to guess', async () => {
    // The copy is in a temp dir, with no package.json above it but dist/'s own. Without that one, Node
    // (--no-experimental-detect-module) would take the bundles for CommonJS and fail on their first import.
    const dist = await bundles();
    const result = spawnSync(
      process.execPath,
      ['--no-experimental-detect-module', join(dist, 'cli.js'), '--version'],
      {
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(await readFile(join(dist, 'package.json'), 'utf8'))).toEqual({ type: 'module' });
  });

  it('capture loads no template engine, tokenizer or YAML parser: it never renders or reads the workflow', async () => {
    expect((await loadedPackages('capture')).packages).toEqual([]);
  });

  it('report loads no template engine, tokenizer or YAML parser: it builds no stage', async () => {
    expect((await loadedPackages('report')).packages).toEqual([]);
  });

  it('prepare and stage load the tokenizer only when a template or budget counts tokens', async () => {
    for (const action of ['prepare', 'stage'] as const) {
      expect((await loadedPackages(action)).packages, action).not.toContain('the tokenizer (gpt-tokenizer)');
    }
  });
});
