/**
 * Length of a string in UTF-8 bytes: every limit in DESIGN §2 counts bytes, not characters.
 * Counted from UTF-16 code units without allocating the encoded bytes (validation calls this for every
 * string of every upstream record). A lone surrogate counts 3 bytes, as TextEncoder encodes it (U+FFFD).
 */
export declare function utf8Length(text: string): number;
