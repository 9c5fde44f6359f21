/**
 * Variable names as a log line or an error lists them: each that reads as an identifier, and a count of the
 * rest (`A, B, 2 more`). A name comes from a workflow file, which may hold a newline or `::` in a key; such a
 * name is counted, never shown.
 */
export function shownNames(names: readonly string[]): string {
  const shown = names.filter((name) => /^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(name));
  const more = names.length - shown.length;
  return [...shown, ...(more > 0 ? [`${more} more`] : [])].join(', ');
}
