/**
 * Names as a person reads a list of them: `s2` before `s10`, `review-9` before `review-10` (numbers by
 * their value), the rest alphabetically.
 */
export function naturalOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** How many stages a list names in full; past it, the first and last three and how many (shortList). */
const MAX_LISTED = 8;

/** The stages a stage read: all of them, or past MAX_LISTED the first and last three and how many. */
export function shortList(names: readonly string[]): string {
  if (names.length <= MAX_LISTED) return names.join(', ');
  return `${names.slice(0, 3).join(', ')}, … ${names.slice(-3).join(', ')} (${names.length} stages)`;
}
