/** "Did you mean": the known name closest to a typo (a handoff field, a stage, a helper, a job), if any is close enough. */
/**
 * The closest of `known` to `name`, if close enough: a few edits (one for names of up to three letters, then
 * a third of the length, at least two, and fewer than its letters), or a known name that `name` abbreviates
 * (`trunc` → `truncate`), or else one of the same `-`-separated parts in another order (a matrix leg's id
 * joins its values in the order of the keys' names: `test-linux-18` → `test-18-linux`).
 */
export declare function closest(name: string, known: Iterable<string>): string | undefined;
/** Whether a message names what was likely meant (`did you mean …?`, as the functions here and their callers word it). */
export declare function namesLikelyFix(message: string): boolean;
/** `; did you mean x?` or nothing. */
export declare function didYouMean(name: string, known: Iterable<string>): string;
/**
 * ` (did you mean x?)` after a name given on the command line (`--job secnd`, `--from secnd`), or nothing.
 * A one-letter name gets no guess: every other one-letter name is one edit away.
 */
export declare function didYouMeanAside(name: string, known: Iterable<string>): string;
