/**
 * Where the parts of a Markdown link end: the link text, an inline link's `(destination "title")`, a full
 * reference's `[label]`, a reference definition. The report sanitiser (sanitize.ts) rebuilds links from
 * these parts.
 *
 * Hand-written scanners rather than regular expressions, because the text is untrusted: each function reads
 * forward without backtracking, and the one search that could reach far (a title's closing quote or
 * parenthesis) goes through a `CharIndex`, so the whole pass over a text is linear in its length, whatever
 * the text. (Regular expressions for the same grammar backtracked exponentially on `[[` and a run of
 * escapes, and quadratically or worse on whitespace runs.)
 *
 * The grammar is CommonMark's, simplified where the sanitiser escapes what it does not rebuild: link text
 * holds brackets one level deep; a destination holds parentheses one level deep.
 */
/** The first index of a character at or after a position, answered from one sorted list per character. */
export declare class CharIndex {
    #private;
    constructor(text: string);
    /** The first index of `char` at or after `from`, or -1. */
    next(char: string, from: number): number;
}
/**
 * The index of the `]` that closes the link text opened by the `[` at `open`, or -1. The text may hold
 * bracketed groups with no bracket inside (`[a [b] c]`); anything else that is not a bracket is text
 * (placeholders included: they hold none).
 */
export declare function linkTextEnd(text: string, open: number): number;
/** The index after the `]` of a full reference's `[label]` starting at `open` (up to 999 characters), or -1. */
export declare function referenceLabelEnd(text: string, open: number): number;
/**
 * A shortcut reference's label: the index of the `]` closing the `[` at `open` when 1 to 999 characters
 * with no bracket, line break or placeholder lie between them, else -1.
 */
export declare function shortcutLabelEnd(text: string, open: number): number;
/** A link's destination as written (angle brackets included) and the index after what was read. */
export interface Destination {
    url: string;
    end: number;
}
/**
 * An inline link's `(destination "title")` whose `(` is at `open`: whitespace, a destination (`<…>` with no
 * `<`, `>` or line break inside, or a run of anything but whitespace and parentheses, which may hold balanced
 * parentheses one level deep), then optionally whitespace and a title (`"…"`, `'…'` or `(…)`), whitespace and
 * `)`. When the `<…>` reading leads nowhere, the destination is read again as a plain run.
 */
export declare function inlineDestination(text: string, open: number, index: CharIndex): Destination | null;
/** A reference definition: its label, its destination as written, and the index where its last line ends. */
export interface Definition {
    label: string;
    url: string;
    end: number;
}
/**
 * The reference definition starting at the line start `start`, or null: up to three spaces, `[label]:`
 * (1 to 999 characters, no `]` or line break), the destination (on the same line or the next), optionally a
 * title (on the same line or the next; it may run over several lines), and nothing but spaces and tabs up to
 * the end of the line.
 */
export declare function definitionAt(text: string, start: number, index: CharIndex): Definition | null;
