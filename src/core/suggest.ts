/** "Did you mean": the known name closest to a typo (a handoff field, a stage, a helper, a job), if any is close enough. */

/** Edits between two strings; swapping two neighbours is one edit (`fiel` → `file`). */
function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The closest of `known` to `name`, if close enough: a few edits (one for names of up to three letters, then
 * a third of the length, at least two, and fewer than its letters), or a known name that `name` abbreviates
 * (`trunc` → `truncate`), or else one of the same `-`-separated parts in another order (a matrix leg's id
 * joins its values in the order of the keys' names: `test-linux-18` → `test-18-linux`).
 */
export function closest(name: string, known: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  const limit = lower.length <= 3 ? 1 : Math.max(2, Math.floor(lower.length / 3));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let reordered: string | undefined;
  const parts = lower.includes('-') ? sortedParts(lower) : undefined;
  for (const candidate of known) {
    const other = candidate.toLowerCase();
    const d = lower.length >= 3 && other.startsWith(lower) ? 1 : distance(lower, other);
    // A name each of whose letters would change is no typo of it (`c` is not a misspelt `a`).
    if (d < bestDistance && d <= limit && d < lower.length) {
      best = candidate;
      bestDistance = d;
    }
    if (reordered === undefined && parts !== undefined && other !== lower && sortedParts(other) === parts)
      reordered = candidate;
  }
  return best ?? reordered;
}

function sortedParts(name: string): string {
  return name.split('-').sort().join('-');
}

/** Whether a message names what was likely meant (`did you mean …?`, as the functions here and their callers word it). */
export function namesLikelyFix(message: string): boolean {
  return /\bdid you mean\b/.test(message);
}

/** `; did you mean x?` or nothing. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const match = closest(name, known);
  return match === undefined ? '' : `; did you mean ${match}?`;
}

/**
 * ` (did you mean x?)` after a name given on the command line (`--job secnd`, `--from secnd`), or nothing.
 * A one-letter name gets no guess: every other one-letter name is one edit away.
 */
export function didYouMeanAside(name: string, known: Iterable<string>): string {
  const match = closest(name, known);
  return match === undefined ? '' : ` (did you mean ${match}?)`;
}
