/**
 * What a stage action (the root action, `prepare`, `capture`) registers with the runner as masks of the
 * values it redacts, one `::add-mask::` each: every line of every value (masks are per line), but a short
 * one. The runner then masks them in every later output of the job; `baton run` does the same with them.
 */
export declare function maskLinesOf(values: readonly string[]): string[];
