/** The first `n` UTF-16 units of `text`, one fewer when the last would split a surrogate pair. */
export declare function cutAt(text: string, n: number): string;
/**
 * One line of text for a terminal, at most `max` characters: `text` itself when it fits, else cut and
 * ended with `…` so a reader knows there is more. The cut falls between words when the last word break
 * keeps at least half of the line; a single long word is cut inside it.
 */
export declare function shorten(text: string, max: number): string;
