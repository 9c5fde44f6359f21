// dist/THIRD-PARTY-NOTICES.txt: the copyright and license notices of every package whose code esbuild bundled
// into dist/. Their licenses (MIT, ISC, BSD, Apache-2.0, BlueOak) ask that the notices go with every copy of
// the code, and the bundles are minified without their comments; this file, next to them in dist/, is that
// copy (in the npm package and in the repository GitHub checks out for the action).
// The build fails on a bundled package with neither a license file nor a declared license this file knows
// the text of, so a new dependency cannot ship without its notice.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The file's name in dist/. */
export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.txt';

/** A package's license and notice files: LICENSE, LICENCE, COPYING, NOTICE, with any suffix (`.md`, `-MIT`). */
const LICENSE_FILE = /^(?:licen[cs]e|copying|notice)(?:$|[.\-_])/i;

/** The standard texts of the licenses a package may declare without shipping a license file. */
const STANDARD_TEXTS = {
  MIT: (holder) =>
    `Copyright (c) ${holder}

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
documentation files (the "Software"), to deal in the Software without restriction, including without limitation
the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and
to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions
of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO
THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF
CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
IN THE SOFTWARE.`,
  ISC: (holder) =>
    `Copyright (c) ${holder}

Permission to use, copy, modify, and/or distribute this software for any purpose with or without fee is hereby
granted, provided that the above copyright notice and this permission notice appear in all copies.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS SOFTWARE INCLUDING
ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL,
DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,
WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE
USE OR PERFORMANCE OF THIS SOFTWARE.`,
};

/** Declared licenses that are not SPDX identifiers, as the SPDX license their authors meant. */
const DECLARED_AS = {
  // substack's packages say MIT/X11 for the MIT (Expat) license.
  'MIT/X11': 'MIT',
};

/**
 * Published packages whose package.json declares no license, by `name@version`, with the license their
 * author gave them and where. Keyed by version: an upgrade is looked at again.
 */
const UNDECLARED = {
  'buffers@0.1.1': {
    license: 'MIT',
    source:
      'The published 0.1.1 declares none. Its author licensed it MIT/X11 in github.com/substack/node-buffers ' +
      'commit 1b745ee35d33eb166e15ef1866073a07c6d7de87 ("license", 2012-04-03: package.json and README).',
  },
};

/** The package directories (`node_modules/…/<name>`) that inputs of esbuild metafiles come from, sorted. */
export function bundledPackageDirs(metafiles) {
  const dirs = new Set();
  for (const metafile of metafiles)
    for (const input of Object.keys(metafile.inputs)) {
      // A plugin's input is `<namespace>:<path>`; its path names the package all the same.
      const path = input.replaceAll('\\', '/').replace(/^[a-z][\w-]*:/, '');
      const at = path.lastIndexOf('node_modules/');
      if (at < 0) continue;
      const [first, second] = path.slice(at + 'node_modules/'.length).split('/');
      const name = first.startsWith('@') ? `${first}/${second}` : first;
      dirs.add(`${path.slice(0, at)}node_modules/${name}`);
    }
  return [...dirs].sort();
}

function personName(person) {
  if (!person) return undefined;
  if (typeof person === 'string') return person;
  return [person.name, person.email && `<${person.email}>`, person.url && `(${person.url})`]
    .filter(Boolean)
    .join(' ');
}

function declaredLicense(manifest) {
  const license = manifest.license ?? manifest.licenses;
  if (typeof license === 'string') return license;
  if (Array.isArray(license)) return license.map((l) => l.type ?? l).join(' OR ') || undefined;
  return license?.type;
}

/**
 * The package in `dir` (relative to `root`) as its notice gives it: name, version, declared license and the
 * texts of its license files; throws when it has no license file and no declared license with a known text.
 */
export function readPackage(root, dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const { name, version } = manifest;
  const files = readdirSync(join(root, dir))
    .filter((file) => LICENSE_FILE.test(file) && statSync(join(root, dir, file)).isFile())
    .sort();
  const texts = files
    .map((file) => ({
      file,
      text: readFileSync(join(root, dir, file), 'utf8')
        .replace(/\r\n?/g, '\n')
        .trim(),
    }))
    .filter(({ text }) => text !== '');
  const undeclared = UNDECLARED[`${name}@${version}`];
  const declared = declaredLicense(manifest) ?? undeclared?.license;
  const license = DECLARED_AS[declared] ?? declared;
  if (texts.length > 0)
    return { name, version, license: license ?? 'see the license text', source: undeclared?.source, texts };
  const author = personName(manifest.author);
  if (!STANDARD_TEXTS[license] || !author)
    throw new Error(
      `${dir} (${name}@${version}) is bundled into dist/ but has no license file, and ${
        !license
          ? 'declares no license'
          : !STANDARD_TEXTS[license]
            ? `declares ${declared}, whose text scripts/third-party-notices.mjs does not have`
            : 'names no author to hold its copyright'
      }: find its license and add it to scripts/third-party-notices.mjs, or do not bundle it`,
    );
  const note = `${name} ships no license file; this is the standard ${license} text, with its author as the holder.`;
  return {
    name,
    version,
    license,
    source: [undeclared?.source, declared !== license ? `Declared as ${declared}.` : undefined, note]
      .filter(Boolean)
      .join(' '),
    texts: [{ file: undefined, text: STANDARD_TEXTS[license](author) }],
  };
}

const RULE = '-'.repeat(110);

/** The notices file for the packages in `dirs` (relative to `root`): one section a name and version, sorted. */
export function noticesText(root, dirs) {
  const byId = new Map();
  for (const dir of dirs) {
    const pkg = readPackage(root, dir);
    byId.set(`${pkg.name}@${pkg.version}`, pkg);
  }
  const packages = [...byId.values()].sort((a, b) =>
    a.name === b.name ? (a.version < b.version ? -1 : 1) : a.name < b.name ? -1 : 1,
  );
  const sections = packages.map((pkg) =>
    [
      RULE,
      `${pkg.name} ${pkg.version}`,
      `License: ${pkg.license}`,
      ...(pkg.source ? [pkg.source] : []),
      ...pkg.texts.flatMap(({ file, text }) => ['', ...(file ? [`${file}:`, ''] : []), text]),
      '',
    ].join('\n'),
  );
  return [
    "Third-party software in baton's dist/",
    '',
    `dist/ holds code of the ${packages.length} packages below, bundled by esbuild (scripts/build.mjs). Each is`,
    'listed with its version and license, then the license and notice files it ships, as its license asks.',
    'baton itself is under the MIT license in LICENSE.',
    '',
    ...sections,
  ].join('\n');
}
