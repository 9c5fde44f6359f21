import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, REPO_ROOT } from '../support/build.js';

/**
 * baton is MIT (LICENSE), and dist/ bundles the code of many packages whose licenses ask that their notices
 * go with every copy: dist/THIRD-PARTY-NOTICES.txt (scripts/third-party-notices.mjs) holds them. What the
 * bundles hold is read here from esbuild's own account of the build (its metafile), not from the build's list.
 */

const RULE = '-'.repeat(110);

interface BuildScript {
  bundleBuilds(outdir: string): Record<string, esbuild.BuildOptions>;
}
interface NoticesScript {
  readPackage(root: string, dir: string): { license: string; texts: { text: string }[] };
}

/** `name@version` of every node_modules package an input of the builds comes from, with its directory. */
let bundled = new Map<string, string>();
/** The notices file's sections by the `name version` line that opens each. */
let sections = new Map<string, string>();
let scratch = '';

beforeAll(async () => {
  ensureBuilt();
  const { bundleBuilds } = (await import(
    pathToFileURL(join(REPO_ROOT, 'scripts', 'build.mjs')).href
  )) as BuildScript;
  const inputs: string[] = [];
  // The build's own options, but nothing written: the metafile says which files went into the bundles.
  for (const options of Object.values(bundleBuilds('tmp/notices-test-out'))) {
    const { metafile } = await esbuild.build({ ...options, write: false, metafile: true, logLevel: 'error' });
    inputs.push(...Object.keys(metafile.inputs));
  }
  bundled = new Map();
  for (const input of inputs) {
    const match = /^(?:[\w-]+:)?((?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match?.[1]) continue;
    const dir = match[1];
    const { name, version } = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8'));
    bundled.set(`${name}@${version}`, dir);
  }
  const text = readFileSync(join(REPO_ROOT, 'dist', 'THIRD-PARTY-NOTICES.txt'), 'utf8');
  sections = new Map(
    text
      .split(`${RULE}\n`)
      .slice(1)
      .map((section) => {
        const [first = '', ...rest] = section.split('\n');
        return [first.replace(' ', '@'), rest.join('\n')];
      }),
  );
  scratch = mkdtempSync(join(tmpdir(), 'baton-notices-'));
}, 300_000);
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('third-party notices', () => {
  it('lists every package the bundles hold, and nothing else, each with its license and text', () => {
    // The toolkit, octokit, undici, the CLI's and the templates' libraries, the tokenizer, zod: all there.
    const names = [
      '@actions/core',
      '@octokit/core',
      'undici',
      'commander',
      'handlebars',
      'yaml',
      'gpt-tokenizer',
      'zod',
    ];
    for (const name of names)
      expect(
        [...bundled.keys()].some((id) => id.startsWith(`${name}@`)),
        name,
      ).toBe(true);
    expect([...sections.keys()].sort()).toEqual([...bundled.keys()].sort());
    for (const [id, body] of sections) {
      const [license = '', ...text] = body.split('\n');
      expect(license, id).toMatch(/^License: \S/);
      expect(text.join('\n').trim().length, id).toBeGreaterThan(100);
    }
  });

  it("holds each package's own LICENSE, LICENCE, COPYING and NOTICE files, whole", () => {
    let files = 0;
    for (const [id, dir] of bundled) {
      const own = readdirSync(join(REPO_ROOT, dir)).filter((f) => /^(licen[cs]e|copying|notice)/i.test(f));
      for (const file of own) {
        const text = readFileSync(join(REPO_ROOT, dir, file), 'utf8')
          .replace(/\r\n?/g, '\n')
          .trim();
        expect(sections.get(id), `${id} ${file}`).toContain(`${file}:\n\n${text}\n`);
        files += 1;
      }
    }
    expect(files).toBeGreaterThan(150);
  });

  it('refuses a package with no license file and no license it knows the text of', async () => {
    const { readPackage } = (await import(
      pathToFileURL(join(REPO_ROOT, 'scripts', 'third-party-notices.mjs')).href
    )) as NoticesScript;
    const pkg = (name: string, manifest: object, files: Record<string, string> = {}) => {
      const dir = join(scratch, 'node_modules', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...manifest }));
      for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
      return `node_modules/${name}`;
    };
    expect(() => readPackage(scratch, pkg('none', { author: 'A' }))).toThrow(
      'node_modules/none (none@1.0.0) is bundled into dist/ but has no license file, and declares no license',
    );
    expect(() => readPackage(scratch, pkg('odd', { license: 'WTFPL', author: 'A' }))).toThrow(
      'declares WTFPL, whose text scripts/third-party-notices.mjs does not have',
    );
    expect(() => readPackage(scratch, pkg('anon', { license: 'MIT' }))).toThrow(
      'names no author to hold its copyright',
    );
    // A license file is enough, whatever it declares; an MIT package with an author gets the standard text.
    expect(readPackage(scratch, pkg('filed', {}, { 'LICENCE.txt': 'Some licence\n' })).texts).toEqual([
      { file: 'LICENCE.txt', text: 'Some licence' },
    ]);
    const mit = readPackage(scratch, pkg('mit', { license: 'MIT', author: { name: 'Ann', email: 'a@x' } }));
    expect(mit.texts[0]?.text).toMatch(/^Copyright \(c\) Ann <a@x>\n\nPermission is hereby granted/);
  });

  it('ships LICENSE (MIT, the baton authors) and the notices in the npm package', () => {
    const license = readFileSync(join(REPO_ROOT, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) 2026 the baton authors\n/);
    const { license: declared } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(declared).toBe('MIT');
    const packed = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(packed.status, packed.stderr).toBe(0);
    const [{ files }] = JSON.parse(packed.stdout) as [{ files: { path: string }[] }];
    const paths = files.map((file) => file.path);
    expect(paths).toContain('LICENSE');
    expect(paths).toContain('dist/THIRD-PARTY-NOTICES.txt');
  });
});
