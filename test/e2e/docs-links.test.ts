import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/build.js';
import { anchorsOf, DOC_FILES, githubSlug, isRelativeLink, linksOf, readDoc } from '../support/docs.js';

/**
 * The README and the pages of docs/ link to each other, to sections of each other and to files of the
 * repository by relative links, which GitHub resolves from the file they are in. Each must reach a file
 * that is there and, with `#anchor`, a heading of it (or an explicit anchor).
 */

/** Why a relative link from `file` does not resolve, or undefined when it does. */
function brokenBecause(file: string, link: string): string | undefined {
  const hash = link.indexOf('#');
  const path = decodeURIComponent(hash === -1 ? link : link.slice(0, hash));
  const anchor = hash === -1 ? undefined : decodeURIComponent(link.slice(hash + 1));
  const target = path === '' ? join(REPO_ROOT, file) : join(REPO_ROOT, dirname(file), path);
  const inRepo = relative(REPO_ROOT, target);
  if (inRepo.startsWith('..')) return 'points outside the repository';
  if (!existsSync(target)) return `${inRepo} does not exist`;
  if (anchor === undefined) return undefined;
  if (!statSync(target).isFile() || !target.endsWith('.md')) {
    return /^L\d+(-L\d+)?$/.test(anchor) ? undefined : `${inRepo} is not Markdown: no #${anchor} there`;
  }
  return anchorsOf(readDoc(inRepo)).has(anchor) ? undefined : `${inRepo} has no heading or anchor #${anchor}`;
}

describe('relative links of the README and docs/', () => {
  it('are checked in the README and every page of docs/', () => {
    expect(DOC_FILES).toContain('README.md');
    expect(DOC_FILES.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(3);
  });

  it.each(DOC_FILES)('%s: each reaches a file that is there and, with #anchor, a heading of it', (file) => {
    const links = linksOf(readDoc(file)).filter(isRelativeLink);
    expect(links.length).toBeGreaterThan(0);
    const broken = links.flatMap((link) => {
      const why = brokenBecause(file, link);
      return why ? [`${link}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('every page of docs/ is linked from the README, and links back to it', () => {
    const fromReadme = new Set(linksOf(readDoc('README.md')).map((link) => link.split('#')[0]));
    for (const page of DOC_FILES.filter((f) => f.startsWith('docs/'))) {
      expect(fromReadme.has(page), `README.md does not link ${page}`).toBe(true);
      expect(linksOf(readDoc(page)), `${page} does not link back to the README`).toContain('../README.md');
    }
  });
});

describe('the anchors of a Markdown file, as GitHub makes them', () => {
  it('slug a heading: lower-case, punctuation dropped, code and HTML as their text, spaces as hyphens', () => {
    expect(githubSlug('baton capture — uses: baton-dev/baton/capture@<sha>')).toBe(
      'baton-capture--uses-baton-devbatoncapturesha',
    );
    const anchors = anchorsOf(
      [
        '# Run it on your machine: `baton run`',
        '## Triage when an issue is labelled — `issues: labeled`',
        '### snake_case and Ünïcödé 2',
      ].join('\n\n'),
    );
    expect([...anchors]).toEqual([
      'run-it-on-your-machine-baton-run',
      'triage-when-an-issue-is-labelled--issues-labeled',
      'snake_case-and-ünïcödé-2',
    ]);
  });

  it('number a repeated heading -1, -2, and take explicit id= and name= anchors', () => {
    const anchors = anchorsOf(
      '## Usage\n\n### Usage\n\n#### Usage\n\n<a id="pinned"></a>\n\n<a name="old-name"></a>\n',
    );
    expect([...anchors]).toEqual(['usage', 'usage-1', 'usage-2', 'pinned', 'old-name']);
  });

  it('take no heading from a code block, and a link only outside code', () => {
    const markdown = '```sh\n# not a heading\n```\n\n`[no](#link)` and [yes](#usage)\n\n## Usage\n';
    expect([...anchorsOf(markdown)]).toEqual(['usage']);
    expect(linksOf(markdown)).toEqual(['#usage']);
  });
});
