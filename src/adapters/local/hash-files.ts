import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, realpathSync, type Stats, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { Minimatch } from 'minimatch';
import { UserError } from '../../core/errors.js';

/** hashFiles' first argument that makes the walk follow symbolic links to directories, as on GitHub. */
const FOLLOW_LINKS = '--follow-symbolic-links';

/**
 * `hashFiles(…)` in `baton run`, as the runner computes it (its hashFiles script over `@actions/glob`):
 * the patterns (`**`, `*`, `?`, `[…]`, `!` to exclude; hidden files match; a directory stands for
 * everything in it) are relative to the workspace; the files they match, walked depth first in name
 * order, each give the sha256 of their bytes, and the result is the sha256 of those digests in turn, in
 * hex. Directories and anything outside the workspace are left out; no file at all gives ''. A link to a
 * file counts as the file; a link to a directory is walked into only after `--follow-symbolic-links` as
 * the first argument.
 *
 * Synchronous, as the expression evaluator is: a step that hashes a large tree waits for it, as on GitHub.
 */
export function hashFiles(workspace: string, args: readonly string[]): string {
  const root = resolve(workspace);
  const follow = args[0] === FOLLOW_LINKS;
  const patterns = (follow ? args.slice(1) : args)
    .flatMap((text) => text.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .flatMap((line) => withDescendants(parsePattern(root, line)));
  const result = createHash('sha256');
  let count = 0;
  for (const file of matchingPaths(patterns, follow)) {
    if (!file.startsWith(`${root}${sep}`)) continue;
    let bytes: Buffer;
    try {
      if (statSync(file).isDirectory()) continue;
      bytes = readFileSync(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new UserError('hash-files-failed', `hashFiles() could not read ${file}: ${code}`);
    }
    result.update(createHash('sha256').update(bytes).digest());
    count += 1;
  }
  return count > 0 ? result.digest('hex') : '';
}

/** How @actions/glob hands patterns to minimatch. */
const MINIMATCH_OPTIONS = {
  dot: true,
  nobrace: true,
  nocase: process.platform === 'win32',
  nocomment: true,
  noext: true,
  nonegate: true,
} as const;

interface Pattern {
  negate: boolean;
  /** Written with a trailing separator: it matches directories only. */
  directories: boolean;
  /** The absolute pattern, the workspace's own wildcard characters escaped. */
  glob: string;
  matcher: Minimatch;
  /** Where the walk for this pattern starts: the part before the first segment with a wildcard. */
  searchPath: string;
}

function parsePattern(root: string, line: string): Pattern {
  let negate = false;
  let text = line;
  while (text.startsWith('!')) {
    negate = !negate;
    text = text.slice(1).trim();
  }
  const absolute = isAbsolute(text);
  const directories = text.endsWith('/');
  const segments = text.split('/').filter((segment) => segment !== '');
  if (segments.some((segment, i) => segment === '..' || (segment === '.' && (i > 0 || absolute)))) {
    throw new UserError(
      'hash-files-failed',
      `hashFiles(): invalid pattern '${line}': relative pathing '.' and '..' is not allowed`,
    );
  }
  let base = absolute ? sep : root;
  if (!absolute && segments[0] === '.') segments.shift();
  else if (!absolute && segments[0] === '~') {
    base = homedir();
    segments.shift();
  }
  const literal: string[] = [];
  for (const segment of segments) {
    if (/[*?[]/.test(segment)) break;
    literal.push(segment);
  }
  const escaped = globEscape(base);
  const glob =
    segments.length === 0
      ? escaped
      : `${escaped.endsWith('/') ? escaped : `${escaped}/`}${segments.join('/')}`;
  return {
    negate,
    directories,
    glob,
    matcher: new Minimatch(glob, MINIMATCH_OPTIONS),
    searchPath: resolve(base, ...literal),
  };
}

/**
 * A pattern, and, as @actions/glob adds one, the same pattern for everything below what it matches (a
 * directory named with a trailing separator stands for what is in it, files included).
 */
function withDescendants(pattern: Pattern): Pattern[] {
  if (pattern.glob.endsWith('/**') && !pattern.directories) return [pattern];
  const glob = `${pattern.glob}/**`;
  return [pattern, { ...pattern, directories: false, glob, matcher: new Minimatch(glob, MINIMATCH_OPTIONS) }];
}

/** A path as a pattern that matches only itself (`[`, `*` and `?` taken literally). */
function globEscape(path: string): string {
  return path
    .replace(/(\[)(?=[^/]+\])/g, '[[]')
    .replace(/\?/g, '[?]')
    .replace(/\*/g, '[*]');
}

/** How a path matches: as a file and as a directory, or as a directory only, or not. */
const MATCH = { none: 0, directory: 1, file: 2, all: 3 } as const;

/** The patterns in turn: each one that matches the path adds what it matches, or takes it away (`!`). */
function matches(patterns: readonly Pattern[], path: string): number {
  let kind: number = MATCH.none;
  for (const pattern of patterns) {
    if (!pattern.matcher.match(path)) continue;
    const matched = pattern.directories ? MATCH.directory : MATCH.all;
    kind = pattern.negate ? kind & ~matched : kind | matched;
  }
  return kind;
}

/** Whether something under `path` could match: worth walking into. */
function couldMatchBelow(patterns: readonly Pattern[], path: string): boolean {
  return patterns.some((pattern) => !pattern.negate && pattern.matcher.match(path, true));
}

/**
 * The paths the patterns match, in @actions/glob's order: each search path in the patterns' order (one
 * inside another is walked once), depth first, entries in name order (Node's readdir sorts them by their
 * bytes, as @actions/glob gets them).
 */
function* matchingPaths(patterns: readonly Pattern[], follow: boolean): Generator<string> {
  const including = patterns.filter((pattern) => !pattern.negate).map((pattern) => pattern.searchPath);
  const searched = new Set(including);
  const roots: string[] = [];
  for (const searchPath of including) {
    if (roots.includes(searchPath)) continue;
    let ancestor = false;
    for (let at = searchPath, parent = dirname(at); parent !== at; at = parent, parent = dirname(at))
      if (searched.has(parent)) ancestor = true;
    if (!ancestor) roots.push(searchPath);
  }
  for (const root of roots) {
    const stack: Array<{ path: string; chain: readonly string[] }> = [{ path: root, chain: [] }];
    while (stack.length > 0) {
      const item = stack.pop() as { path: string; chain: readonly string[] };
      const match = matches(patterns, item.path);
      if (!match && !couldMatchBelow(patterns, item.path)) continue;
      let stats: Stats;
      try {
        stats = follow ? statSync(item.path) : lstatSync(item.path);
      } catch {
        continue; // Gone, or a broken link: @actions/glob passes over it too.
      }
      if (!stats.isDirectory()) {
        if (match & MATCH.file) yield item.path;
        continue;
      }
      // Followed links could lead back to a directory already on the way down: that one is left out.
      const real = follow ? realpathSync(item.path) : item.path;
      if (item.chain.includes(real)) continue;
      if (match & MATCH.directory) yield item.path;
      const chain = [...item.chain, real];
      const children = readdirSync(item.path).map((name) => ({ path: join(item.path, name), chain }));
      stack.push(...children.reverse());
    }
  }
}
