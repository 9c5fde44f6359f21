/**
 * GitHub's branch and tag filters (`on.push.tags`, `tags-ignore`, …), as its filter pattern cheat sheet
 * describes them: `*` is any run of characters but `/`, `**` any run at all, `+` one or more and `?` zero or
 * one of the preceding character, `[0-9a-z]` one character of a set, `\` makes the next character literal,
 * and a leading `!` takes back what the patterns before it matched (the last pattern to match decides).
 */

/** One piece of a pattern: what it reads as a regular expression, and the text a sample name has for it. */
interface Piece {
  source: string;
  sample: string;
  /** Whether a following `+` or `?` applies to it (a character or a set, not a `*`). */
  repeatable: boolean;
}

function escapeRegExp(char: string): string {
  return /[\\^$.*+?()[\]{}|/-]/.test(char) ? `\\${char}` : char;
}

function piecesOf(pattern: string): Piece[] {
  const pieces: Piece[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    const previous = pieces.at(-1);
    if (char === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i] as string;
      pieces.push({ source: escapeRegExp(next), sample: next, repeatable: true });
    } else if (char === '*') {
      const double = pattern[i + 1] === '*';
      if (double) i++;
      pieces.push({ source: double ? '.*' : '[^/]*', sample: '0', repeatable: false });
    } else if ((char === '+' || char === '?') && previous?.repeatable) {
      // The preceding character, once, is already in the sample: the least `+` and `?` take.
      pieces.push({ source: char, sample: '', repeatable: false });
      if (char === '?') previous.sample = '';
    } else if (char === '[' && pattern.indexOf(']', i + 2) > i) {
      const end = pattern.indexOf(']', i + 2);
      const set = pattern.slice(i + 1, end);
      const source = [...set].map((c) => (c === '-' ? '-' : escapeRegExp(c))).join('');
      pieces.push({ source: `[${source}]`, sample: set[0] as string, repeatable: true });
      i = end;
    } else {
      pieces.push({ source: escapeRegExp(char), sample: char, repeatable: true });
    }
  }
  return pieces;
}

/** The regular expression of one pattern (without its `!`); null when it makes none (`[z-a]`). */
function patternRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(
      `^${piecesOf(pattern)
        .map((p) => p.source)
        .join('')}$`,
    );
  } catch {
    return null;
  }
}

/** The patterns of a filter list that are text (a YAML list may hold anything). */
export function filterPatterns(list: unknown): string[] | null {
  if (typeof list === 'string') return [list];
  if (!Array.isArray(list)) return null;
  return list.filter((p): p is string => typeof p === 'string');
}

/**
 * Whether `name` passes an include filter (`branches:`, `tags:`): the last pattern that matches it is not a
 * `!` one.
 */
export function matchesFilter(name: string, patterns: readonly string[]): boolean {
  let matched = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    if (patternRegExp(negated ? pattern.slice(1) : pattern)?.test(name)) matched = !negated;
  }
  return matched;
}

/** Whether `name` passes an ignore filter (`branches-ignore:`, `tags-ignore:`): no pattern matches it. */
export function passesIgnoreFilter(name: string, patterns: readonly string[]): boolean {
  return !patterns.some((pattern) => patternRegExp(pattern)?.test(name));
}

/** The simplest name a pattern matches, as a candidate placeholder (`[0-9]+.[0-9]+.[0-9]+` → `0.0.0`). */
export function sampleName(pattern: string): string {
  return piecesOf(pattern)
    .map((p) => p.sample)
    .join('');
}
