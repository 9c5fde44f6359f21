import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './build.js';
import { decode, renderGfm } from './markdown-oracle.js';

/**
 * The user documentation: README.md (the front page) and the reference pages in docs/, by their paths from
 * the repository root. Tests that check what the documentation says read it here, so a section moved
 * between pages is still checked.
 */
export const DOC_FILES: readonly string[] = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** One documentation file's text. */
export function readDoc(file: string): string {
  return readFileSync(join(REPO_ROOT, file), 'utf8');
}

/** All the documentation as one text, file after file: for what it must show somewhere, in any page. */
export function allDocs(): string {
  return DOC_FILES.map(readDoc).join('\n');
}

/** The ATX headings of a Markdown text outside fenced code blocks, with their line index. */
function headingLines(lines: readonly string[]): Array<{ index: number; level: number; title: string }> {
  const found: Array<{ index: number; level: number; title: string }> = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      const closes = marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length;
      if (closes && line.trim() === marker) fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    const heading = /^(#{1,6}) +(.*?)\s*$/.exec(line);
    if (heading) found.push({ index, level: heading[1]!.length, title: heading[2]! });
  });
  return found;
}

/**
 * The section under the heading `title` (its text as written, at any level): from that heading up to the
 * next heading of its level or above, in whichever documentation file has it. Fails when no file has such a
 * heading, or more than one does.
 */
export function docSection(title: string): string {
  const found = DOC_FILES.flatMap((file) => {
    const lines = readDoc(file).split('\n');
    const headings = headingLines(lines);
    return headings
      .filter((h) => h.title === title)
      .map((h) => {
        const next = headings.find((n) => n.index > h.index && n.level <= h.level);
        return { file, text: lines.slice(h.index, next?.index).join('\n') };
      });
  });
  if (found.length !== 1) {
    const where = found.map((f) => f.file).join(', ');
    throw new Error(
      `the documentation has ${found.length} "${title}" headings${where ? ` (${where})` : ''}; expected one`,
    );
  }
  return found[0]!.text;
}

/** A heading's anchor as GitHub makes it: lower-case, only letters, digits, spaces, `-` and `_`, spaces as `-`. */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The anchors a link can name in a Markdown file, as GitHub renders it: each heading's slug, a repeated
 * one numbered `-1`, `-2`… in order, and every explicit `id=` or `name=` of its HTML.
 */
export function anchorsOf(markdown: string): Set<string> {
  const html = renderGfm(markdown);
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of html.matchAll(/<h[1-6]>([\s\S]*?)<\/h[1-6]>/g)) {
    const slug = githubSlug(decode(m[1]!.replace(/<[^>]+>/g, '')));
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  for (const m of html.matchAll(/<[a-z][^>]*?\s(?:id|name)\s*=\s*["']([^"']+)["']/gi))
    anchors.add(decode(m[1]!));
  return anchors;
}

/** The destinations of a Markdown text's links and images (Markdown or HTML), outside code. */
export function linksOf(markdown: string): string[] {
  const html = renderGfm(markdown)
    .replace(/<pre[\s>][\s\S]*?<\/pre>/g, '')
    .replace(/<code>[\s\S]*?<\/code>/g, '');
  return [...html.matchAll(/<(?:a|img)\s[^>]*?\b(?:href|src)\s*=\s*"([^"]*)"/gi)].map((m) => decode(m[1]!));
}

/** A link to something in the repository rather than on the web: no scheme, not protocol-relative. */
export function isRelativeLink(link: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(link) && !link.startsWith('//');
}
