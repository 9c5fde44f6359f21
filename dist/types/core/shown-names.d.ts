/**
 * Variable names as a log line or an error lists them: each that reads as an identifier, and a count of the
 * rest (`A, B, 2 more`). A name comes from a workflow file, which may hold a newline or `::` in a key; such a
 * name is counted, never shown.
 */
export declare function shownNames(names: readonly string[]): string;
