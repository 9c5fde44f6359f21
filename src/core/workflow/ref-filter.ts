/**
 * GitHub's branch and tag filters (`on.push.tags`, `tags-ignore`, …), as its filter pattern cheat sheet
 * describes them: `*` is any run of characters but `/`, `**` any run at all, `+` one or more and `?` zero or
 * one of the preceding character, `[0-9a-z]` one character of a set, `\` makes the next character literal,
 * and a leading `!` takes back what the patterns before it matched (the last pattern to match decides).
 *
 * A pattern is matched by stepping through the name once while keeping the set of places in the pattern it
 * could have reached (a Thompson NFA): O(name × pattern) whatever either holds. A backtracking regular
 * expression took seconds, or forever, for `v*1*1*1*1*1*x` or `1+1+1+1+` on a long tag — and tags are
 * matched before `baton run` starts.
 */

/** Which characters one step of a pattern reads. */
type Reads =
  | { kind: 'char'; char: string }
  | { kind: 'set'; ranges: Array<[number, number]> }
  | { kind: 'any' };

/**
 * One step of a pattern: a character it reads, `min` to `max` times (`x` 1–1, `x?` 0–1, `*` 0–∞; `x+` is
 * two steps, `x` and `x*`).
 */
interface Step {
  reads: Reads;
  /** `*` reads any character but `/`. */
  notSlash: boolean;
  min: 0 | 1;
  max: 1 | typeof Infinity;
}

/** One piece of a pattern as written: its steps and the text a sample name has for it. */
interface Piece {
  steps: Step[];
  sample: string;
  /** Whether a following `+` or `?` applies to it (a character or a set, not a `*`). */
  repeatable: boolean;
}

const once = (reads: Reads): Step => ({ reads, notSlash: false, min: 1, max: 1 });

/**
 * The ranges of a `[…]` set, read as the regular expression character class GitHub's patterns are (every
 * character literal, `a-z` a range of UTF-16 code units, a `-` first or last itself); null for a range
 * whose ends are out of order (`[z-a]`), which makes no expression and so matches nothing.
 */
function setRanges(set: string): Array<[number, number]> | null {
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < set.length; i++) {
    const low = set.charCodeAt(i);
    if (set[i + 1] === '-' && i + 2 < set.length) {
      const high = set.charCodeAt(i + 2);
      if (low > high) return null;
      ranges.push([low, high]);
      i += 2;
    } else {
      ranges.push([low, low]);
    }
  }
  return ranges;
}

/** The pieces of a pattern (without its `!`), and whether it makes an expression (`[z-a]` does not). */
function piecesOf(pattern: string): { pieces: Piece[]; valid: boolean } {
  const pieces: Piece[] = [];
  let valid = true;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    const previous = pieces.at(-1);
    if (char === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i] as string;
      pieces.push({ steps: [once({ kind: 'char', char: next })], sample: next, repeatable: true });
    } else if (char === '*') {
      const double = pattern[i + 1] === '*';
      if (double) i++;
      pieces.push({
        steps: [{ reads: { kind: 'any' }, notSlash: !double, min: 0, max: Infinity }],
        sample: '0',
        repeatable: false,
      });
    } else if ((char === '+' || char === '?') && previous?.repeatable) {
      const step = previous.steps[0] as Step;
      if (char === '+') previous.steps.push({ ...step, min: 0, max: Infinity });
      else {
        previous.steps[0] = { ...step, min: 0 };
        // The least `?` takes: none of the character.
        previous.sample = '';
      }
      previous.repeatable = false;
    } else if (char === '[' && pattern.indexOf(']', i + 2) > i) {
      const end = pattern.indexOf(']', i + 2);
      const set = pattern.slice(i + 1, end);
      const ranges = setRanges(set);
      if (ranges === null) valid = false;
      pieces.push({
        steps: [once({ kind: 'set', ranges: ranges ?? [] })],
        sample: set[0] as string,
        repeatable: true,
      });
      i = end;
    } else {
      pieces.push({ steps: [once({ kind: 'char', char })], sample: char, repeatable: true });
    }
  }
  return { pieces, valid };
}

function reads(step: Step, char: string): boolean {
  if (step.notSlash && char === '/') return false;
  switch (step.reads.kind) {
    case 'any':
      return true;
    case 'char':
      return step.reads.char === char;
    case 'set': {
      const code = char.charCodeAt(0);
      return step.reads.ranges.some(([low, high]) => code >= low && code <= high);
    }
  }
}

/** A compiled pattern: whether it matches a whole name. */
type Matcher = (name: string) => boolean;

const NEVER: Matcher = () => false;

/** The matcher of one pattern (without its `!`). */
function compile(pattern: string): Matcher {
  const { pieces, valid } = piecesOf(pattern);
  if (!valid) return NEVER;
  const steps = pieces.flatMap((p) => p.steps);
  const end = steps.length;
  return (name) => {
    // `current[s]`: the name read so far can be followed by step s (s = end: the pattern is done).
    let current = new Uint8Array(end + 1);
    let next = new Uint8Array(end + 1);
    // A step that may read nothing may be passed over: from s, every step up to the first that must read.
    const reach = (states: Uint8Array, from: number) => {
      for (let s = from; s <= end && !states[s]; s++) {
        states[s] = 1;
        if (s === end || (steps[s] as Step).min === 1) break;
      }
    };
    reach(current, 0);
    // Code unit by code unit, as the regular expression (without the u flag) GitHub's patterns are.
    for (let i = 0; i < name.length; i++) {
      const char = name[i] as string;
      next.fill(0);
      let any = false;
      for (let s = 0; s < end; s++) {
        if (!current[s]) continue;
        const step = steps[s] as Step;
        if (!reads(step, char)) continue;
        // A step that reads any number of characters stays; one that reads one is done.
        reach(next, step.max === Infinity ? s : s + 1);
        any = true;
      }
      if (!any) return false;
      [current, next] = [next, current];
    }
    return current[end] === 1;
  };
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
    if (compile(negated ? pattern.slice(1) : pattern)(name)) matched = !negated;
  }
  return matched;
}

/** Whether `name` passes an ignore filter (`branches-ignore:`, `tags-ignore:`): no pattern matches it. */
export function passesIgnoreFilter(name: string, patterns: readonly string[]): boolean {
  return !patterns.some((pattern) => compile(pattern)(name));
}

/** The simplest name a pattern matches, as a candidate placeholder (`[0-9]+.[0-9]+.[0-9]+` → `0.0.0`). */
export function sampleName(pattern: string): string {
  return piecesOf(pattern)
    .pieces.map((p) => p.sample)
    .join('');
}
