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
/** "is not valid UTF-8 (byte 0xe9 at offset 27)": how a text that is not UTF-8 is refused, wherever it was. */
export declare function notUtf8(at: {
    byte: number;
    offset: number;
} | null): string;
/**
 * Bytes as text, where each byte that is not part of valid UTF-8 is kept as the lone surrogate U+DC80 plus
 * its value (Python's "surrogateescape") instead of becoming U+FFFD. What an agent prints is read as text,
 * and a handoff found in it must still be refused when its bytes were not UTF-8, as a handoff file is (DESIGN
 * §2): firstEscapedByte finds such a byte again, and says which it was. UTF-8 never decodes to a lone
 * surrogate, so nothing the agent printed is taken for one. A byte order mark is kept: this is output, not a
 * file.
 */
export declare function decodeUtf8Escaped(bytes: Uint8Array): string;
/**
 * The first byte decodeUtf8Escaped kept in `text`, and its offset in the UTF-8 bytes of `text` (what a file
 * holding the same bytes would say); null when every byte was UTF-8.
 */
export declare function firstEscapedByte(text: string): {
    byte: number;
    offset: number;
} | null;
/** The number of bytes decodeUtf8Escaped made `text` from: a byte it kept is one, not the 3 utf8Length counts. */
export declare function escapedUtf8Length(text: string): number;
/** `text` with each byte decodeUtf8Escaped kept shown as U+FFFD, as a decoder that does not keep them has it. */
export declare function withEscapedBytesReplaced(text: string): string;
/**
 * The byte order of UTF-16 text: from its byte order mark, or, without one, from the NUL byte beside each
 * character of the ASCII text it starts with (text in UTF-8 never holds a NUL).
 */
export declare function utf16Order(bytes: Uint8Array): 'little-endian' | 'big-endian' | null;
/**
 * UTF-16 code units as text, one character for each, lone surrogates kept as they are (TextDecoder would make
 * them U+FFFD): encodeUtf16 gives back the same bytes, but for a last odd byte, which is not read.
 */
export declare function decodeUtf16(bytes: Uint8Array, order: 'little-endian' | 'big-endian'): string;
/** Text as UTF-16 code units in `order`, each unit as it is (a lone surrogate too). */
export declare function encodeUtf16(text: string, order: 'little-endian' | 'big-endian'): Uint8Array;
