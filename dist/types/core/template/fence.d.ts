/** Remove invisible characters; line ends (`\r\n`, `\r`, U+2028, U+2029) become `\n`. */
export declare function removeInvisible(text: string): string;
/**
 * Remove HTML comments until none is left: removing one can join `<!-` and `-- … -->` into another.
 *
 * The output is that of repeating the replace of COMMENT until it changes nothing, in time linear in the
 * length of the text (repeating it takes one pass per level of nesting: quadratic on `<!<!<!-- -->-- -->…`).
 * The first pass is the replace itself, noting where it joined text; if no comment starts across a join,
 * as for almost any text, its output is the result.
 */
export declare function removeHtmlComments(text: string): string;
/** The text with invisible characters and HTML comments removed, as `fence` puts it in the block. */
export declare function cleanUntrustedText(text: string): string;
/**
 * An id for the block that does not occur in `text`: twenty decimal digits (digits have no case, so no
 * spelling of the id in other letters can pass for it) computed from the whole text, so a text cannot hold
 * its own id except by chance (one in 10^20); then the next salt is tried.
 */
export declare function fenceId(text: string): string;
/** Wrap untrusted `text` in a data block it cannot break out of. */
export declare function fence(text: string, label?: string): string;
/** An opening line as `fence` writes it: `<data id="<20 digits>">`, with a label or without. */
export declare const FENCE_OPEN: RegExp;
/** `fence`'s block, and its opening line (`open`, as FENCE_OPEN matches it). */
export declare function fenceParts(text: string, label?: string): {
    open: string;
    block: string;
};
