/**
 * Where the text kept after a cut may start (an index in `after`, the text after the cut), so that it
 * redacts alone exactly as it does after `before` (the text before the cut, as much of it as is known): a
 * secret the cut went through — a token wrapped onto the next lines, a private key or a JWT whose body goes
 * on past the cut, a value with spaces cut at one of them — goes up to its end, and with `wholeLines` what
 * is kept starts at the line after that. A secret's rest would not be found alone, and redacting a tail
 * must never show what redacting the whole output hides.
 *
 * Each place is checked by redacting the parts and the whole, as redaction may read a part's start
 * differently; when none of a few reads the same, nothing is kept (`after.length`).
 */
export declare function keptAfterCut(before: string, after: string, secrets: readonly string[], wholeLines: boolean): number;
