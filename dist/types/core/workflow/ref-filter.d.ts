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
/** The patterns of a filter list that are text (a YAML list may hold anything). */
export declare function filterPatterns(list: unknown): string[] | null;
/**
 * Whether `name` passes an include filter (`branches:`, `tags:`): the last pattern that matches it is not a
 * `!` one.
 */
export declare function matchesFilter(name: string, patterns: readonly string[]): boolean;
/** Whether `name` passes an ignore filter (`branches-ignore:`, `tags-ignore:`): no pattern matches it. */
export declare function passesIgnoreFilter(name: string, patterns: readonly string[]): boolean;
/** The simplest name a pattern matches, as a candidate placeholder (`[0-9]+.[0-9]+.[0-9]+` → `0.0.0`). */
export declare function sampleName(pattern: string): string;
