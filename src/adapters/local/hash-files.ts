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
 * file counts as the file; a link to a directory is walked into only after `--follow-symbolic-links` (in
 * any case) as the first argument, which may be no other `--` option.
 *
 * `leaveOut` names directories that are not hashed, nor walked into: baton's run store (`.baton/runs`),
 * which has no place in the checkout GitHub hashes and changes with every run. What is in it is left out
 * however a pattern reaches it (named, by a wildcard, through a link).
 *
 * Synchronous, as the expression evaluator is: a step that hashes a large tree waits for it, as on GitHub.
 */
export function hashFiles(
  workspace: string,
  args: readonly string[],
  options: { leaveOut?: readonly string[] } = {},
): string {
  const root = resolve(workspace);
  const leftOut = leftOutCheck(options.leaveOut ?? []);
  const follow = followsLinks(args[0]);
  const patterns = (follow ? args.slice(1) : args)
    .flatMap((text) => text.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .flatMap((line) => withDescendants(parsePattern(root, line)));
  const result = createHash('sha256');
  let count = 0;
  for (const file of matchingPaths(patterns, follow, leftOut)) {
    if (!file.startsWith(`${root}${sep}`)) continue;
    let bytes: Buffer;
    try {
      // A link to a file counts as the file: one in the left-out directories too.
      if (leftOut.any && lstatSync(file).isSymbolicLink() && leftOut.holds(realpathSync(file))) continue;
      const stats = statSync(file);
      if (stats.isDirectory()) continue;
      // A FIFO would block the read (and the whole run with it), a device could be endless.
      if (!stats.isFile()) {
        throw new UserError(
          'hash-files-failed',
          `hashFiles() cannot hash ${file}: it is not a regular file (${kindOf(stats)})`,
        );
      }
      bytes = readFileSync(file);
    } catch (error) {
      if (error instanceof UserError) throw error;
      throw cannotRead(file, error);
    }
    result.update(createHash('sha256').update(bytes).digest());
    count += 1;
  }
  return count > 0 ? result.digest('hex') : '';
}

/**
 * Whether the first argument asks to follow links. As the runner reads it (HashFilesFunction.cs): the
 * option in any case; any other first argument starting with `--` is refused, not taken as a pattern.
 */
function followsLinks(first: string | undefined): boolean {
  if (first === undefined || !first.startsWith('--')) return false;
  if (first.toLowerCase() === FOLLOW_LINKS) return true;
  throw new UserError(
    'hash-files-failed',
    `hashFiles(): invalid glob option ${first}: the one option is '${FOLLOW_LINKS}', as the first argument`,
  );
}

/** Whether a path is one of the directories left out, or in one: as written, and as its real path. */
interface LeftOut {
  any: boolean;
  holds(path: string): boolean;
}

function leftOutCheck(dirs: readonly string[]): LeftOut {
  const paths = new Set(dirs.map((dir) => resolve(dir)));
  for (const dir of [...paths]) {
    try {
      paths.add(realpathSync(dir));
    } catch {
      // Not there (yet): nothing in it to leave out but by its name.
    }
  }
  const within = [...paths];
  return {
    any: within.length > 0,
    holds: (path) =>
      within.some((dir) => path === dir || path.startsWith(dir.endsWith(sep) ? dir : `${dir}${sep}`)),
  };
}

function cannotRead(path: string, error: unknown): UserError {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return new UserError('hash-files-failed', `hashFiles() could not read ${path}: ${code}`);
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a file';
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
  if (text === '') throw new UserError('hash-files-failed', `hashFiles(): the pattern '${line}' is empty`);
  const absolute = isAbsolute(text);
  const directories = text.endsWith('/');
  const segments = text.split('/').filter((segment) => segment !== '');
  let base = absolute ? sep : root;
  if (!absolute && segments[0] === '.') segments.shift();
  else if (!absolute && segments[0] === '~') {
    base = homedir();
    segments.shift();
  }
  const literals = segments.map(literalOf);
  if (literals.some((literal) => literal === '.' || literal === '..')) {
    throw new UserError(
      'hash-files-failed',
      `hashFiles(): invalid pattern '${line}': relative pathing '.' and '..' is not allowed`,
    );
  }
  const firstGlob = literals.indexOf(null);
  const literal = (firstGlob === -1 ? literals : literals.slice(0, firstGlob)) as string[];
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
 * The name a pattern segment stands for, or null when it is a wildcard. As @actions/glob reads one: `\x`
 * is `x`, a set of one character (`[a]`) is that character, and a `[` that no `]` closes is itself.
 */
function literalOf(segment: string): string | null {
  let literal = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i] as string;
    if (c === '\\' && i + 1 < segment.length) {
      i += 1;
      literal += segment[i];
      continue;
    }
    if (c === '*' || c === '?') return null;
    if (c === '[' && i + 1 < segment.length) {
      let set = '';
      let closed = -1;
      for (let j = i + 1; j < segment.length; j++) {
        const d = segment[j] as string;
        if (d === '\\' && j + 1 < segment.length) {
          j += 1;
          set += segment[j];
        } else if (d === ']') {
          closed = j;
          break;
        } else {
          set += d;
        }
      }
      if (closed >= 0) {
        if (set.length > 1) return null;
        if (set !== '') {
          literal += set;
          i = closed;
          continue;
        }
      }
    }
    literal += c;
  }
  return literal;
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

/** A path as a pattern that matches only itself (a backslash, `[`, `*` and `?` taken literally). */
function globEscape(path: string): string {
  return path
    .replaceAll('\\', '\\\\')
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
function* matchingPaths(patterns: readonly Pattern[], follow: boolean, leftOut: LeftOut): Generator<string> {
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
      if (leftOut.holds(item.path)) continue;
      const match = matches(patterns, item.path);
      if (!match && !couldMatchBelow(patterns, item.path)) continue;
      let stats: Stats;
      try {
        stats = follow ? statSync(item.path) : lstatSync(item.path);
      } catch (error) {
        // Gone, or a broken link when links are followed: @actions/glob passes over it too.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw cannotRead(item.path, error);
      }
      if (!stats.isDirectory()) {
        if (match & MATCH.file) yield item.path;
        continue;
      }
      // Followed links could lead back to a directory already on the way down: that one is left out.
      let real = item.path;
      let names: string[];
      try {
        if (follow) real = realpathSync(item.path);
        if (item.chain.includes(real) || (follow && leftOut.holds(real))) continue;
        names = readdirSync(item.path);
      } catch (error) {
        throw cannotRead(item.path, error);
      }
      if (match & MATCH.directory) yield item.path;
      const chain = [...item.chain, real];
      const children = names.map((name) => ({ path: join(item.path, name), chain }));
      stack.push(...children.reverse());
    }
  }
}
