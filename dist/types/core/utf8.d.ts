/**
 * Length of a string in UTF-8 bytes: every limit in DESIGN §2 counts bytes, not characters.
 * Counted from UTF-16 code units without allocating the encoded bytes (validation calls this for every
 * string of every upstream record). A lone surrogate counts 3 bytes, as TextEncoder encodes it (U+FFFD).
 */
export declare function utf8Length(text: string): number;
/**
 * The longest prefix of `text` of whole characters within `max` UTF-8 bytes, each counted as utf8Length
 * counts it (a lone surrogate 3 bytes).
 */
export declare function headBytes(text: string, max: number): string;
/** The last `max` UTF-8 bytes of `text`, starting on a character boundary. */
export declare function tailBytes(text: string, max: number): string;
/**
 * The last `lines` lines of `text` that are not blank, at most `max` UTF-8 bytes of them (the first one kept
 * may then start part-way), without the final line break; '' when there is none.
 */
export declare function lastLines(text: string, lines: number, max: number): string;
/**
 * Text without the byte order mark it may start with: JSON written by some editors (Notepad, PowerShell's
 * `Out-File`) starts with one, and JSON readers commonly skip it; JSON.parse would call it a token.
 */
export declare function withoutBom(text: string): string;
/** What to do with a file that is UTF-16 (Windows PowerShell 5 writes it with `>` and `Out-File`). */
export declare const SAVE_AS_UTF8 = "save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";
export type DecodedText = {
    kind: 'text';
    text: string;
}
/** `problem` reads after the file's name: "is UTF-16 (little-endian), not UTF-8". */
 | {
    kind: 'utf-16' | 'not-utf-8';
    problem: string;
};
/**
 * A file's bytes as UTF-8 text, without the byte order mark it may start with (Notepad and PowerShell write
 * one; it is not part of the text); or why they are not UTF-8: UTF-16, said as such (its bytes are otherwise
 * "byte 0xff at offset 0", or NULs between the characters of ASCII text), or the first byte that is not.
 */
export declare function decodeUtf8(bytes: Uint8Array): DecodedText;
