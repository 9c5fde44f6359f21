/**
 * Length of a string in UTF-8 bytes: every limit in DESIGN §2 counts bytes, not characters.
 * Counted from UTF-16 code units without allocating the encoded bytes (validation calls this for every
 * string of every upstream record). A lone surrogate counts 3 bytes, as TextEncoder encodes it (U+FFFD).
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The longest prefix of `text` of whole characters within `max` UTF-8 bytes, each counted as utf8Length
 * counts it (a lone surrogate 3 bytes).
 */
export function headBytes(text: string, max: number): string {
  let bytes = 0;
  let i = 0;
  while (i < text.length) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const size = unit < 0x80 ? 1 : unit < 0x800 ? 2 : pair ? 4 : 3;
    if (bytes + size > max) break;
    bytes += size;
    i += pair ? 2 : 1;
  }
  return text.slice(0, i);
}

/** The last `max` UTF-8 bytes of `text`, starting on a character boundary. */
export function tailBytes(text: string, max: number): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length <= max) return text;
  let start = bytes.length - max;
  while (start < bytes.length && ((bytes[start] ?? 0) & 0xc0) === 0x80) start++;
  return new TextDecoder().decode(bytes.subarray(start));
}

/**
 * The last `lines` lines of `text` that are not blank, at most `max` UTF-8 bytes of them (the first one kept
 * may then start part-way), without the final line break; '' when there is none.
 */
export function lastLines(text: string, lines: number, max: number): string {
  const kept = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(-lines)
    .join('\n');
  return tailBytes(kept, max);
}

/**
 * Text without the byte order mark it may start with: JSON written by some editors (Notepad, PowerShell's
 * `Out-File`) starts with one, and JSON readers commonly skip it; JSON.parse would call it a token.
 */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const fatalDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** What to do with a file that is UTF-16 (Windows PowerShell 5 writes it with `>` and `Out-File`). */
export const SAVE_AS_UTF8 =
  'save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)';

export type DecodedText =
  | { kind: 'text'; text: string }
  /** `problem` reads after the file's name: "is UTF-16 (little-endian), not UTF-8". */
  | { kind: 'utf-16' | 'not-utf-8'; problem: string };

/**
 * A file's bytes as UTF-8 text, without the byte order mark it may start with (Notepad and PowerShell write
 * one; it is not part of the text); or why they are not UTF-8: UTF-16, said as such (its bytes are otherwise
 * "byte 0xff at offset 0", or NULs between the characters of ASCII text), or the first byte that is not.
 */
export function decodeUtf8(bytes: Uint8Array): DecodedText {
  const utf16 = utf16Order(bytes);
  if (utf16) return { kind: 'utf-16', problem: `is UTF-16 (${utf16}), not UTF-8` };
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { kind: 'text', text: fatalDecoder.decode(body) };
  } catch {
    const at = firstInvalidUtf8(body);
    return {
      kind: 'not-utf-8',
      problem: notUtf8(at < body.length ? { byte: body[at]!, offset: at + (hasBom ? 3 : 0) } : null),
    };
  }
}

/** "is not valid UTF-8 (byte 0xe9 at offset 27)": how a text that is not UTF-8 is refused, wherever it was. */
export function notUtf8(at: { byte: number; offset: number } | null): string {
  return `is not valid UTF-8${at === null ? '' : ` (byte 0x${at.byte.toString(16).padStart(2, '0')} at offset ${at.offset})`}`;
}

/**
 * Bytes as text, where each byte that is not part of valid UTF-8 is kept as the lone surrogate U+DC80 plus
 * its value (Python's "surrogateescape") instead of becoming U+FFFD. What an agent prints is read as text,
 * and a handoff found in it must still be refused when its bytes were not UTF-8, as a handoff file is (DESIGN
 * §2): firstEscapedByte finds such a byte again, and says which it was. UTF-8 never decodes to a lone
 * surrogate, so nothing the agent printed is taken for one. A byte order mark is kept: this is output, not a
 * file.
 */
export function decodeUtf8Escaped(bytes: Uint8Array): string {
  try {
    return fatalDecoder.decode(bytes);
  } catch {
    let text = '';
    let from = 0;
    while (from < bytes.length) {
      const bad = firstInvalidUtf8(bytes, from);
      if (bad > from) text += fatalDecoder.decode(bytes.subarray(from, bad));
      if (bad >= bytes.length) break;
      text += String.fromCharCode(0xdc00 + bytes[bad]!);
      from = bad + 1;
    }
    return text;
  }
}

/** A low surrogate without its high one before it: only decodeUtf8Escaped makes these from bytes (0x80-0xff). */
const ESCAPED_BYTE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;

/**
 * The first byte decodeUtf8Escaped kept in `text`, and its offset in the UTF-8 bytes of `text` (what a file
 * holding the same bytes would say); null when every byte was UTF-8.
 */
export function firstEscapedByte(text: string): { byte: number; offset: number } | null {
  const match = ESCAPED_BYTE.exec(text);
  if (match === null) return null;
  return { byte: text.charCodeAt(match.index) - 0xdc00, offset: utf8Length(text.slice(0, match.index)) };
}

/** The number of bytes decodeUtf8Escaped made `text` from: a byte it kept is one, not the 3 utf8Length counts. */
export function escapedUtf8Length(text: string): number {
  const kept = text.match(new RegExp(ESCAPED_BYTE.source, 'g'))?.length ?? 0;
  return utf8Length(text) - 2 * kept;
}

/** `text` with each byte decodeUtf8Escaped kept shown as U+FFFD, as a decoder that does not keep them has it. */
export function withEscapedBytesReplaced(text: string): string {
  return text.replace(new RegExp(ESCAPED_BYTE.source, 'g'), '\uFFFD');
}

/**
 * The byte order of UTF-16 text: from its byte order mark, or, without one, from the NUL byte beside each
 * character of the ASCII text it starts with (text in UTF-8 never holds a NUL).
 */
export function utf16Order(bytes: Uint8Array): 'little-endian' | 'big-endian' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'little-endian';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'big-endian';
  const pairs = Math.min(32, Math.floor(bytes.length / 2));
  if (pairs < 2) return null;
  let le = true;
  let be = true;
  for (let i = 0; i < pairs; i++) {
    const [a, b] = [bytes[2 * i]!, bytes[2 * i + 1]!];
    le &&= a !== 0 && a < 0x80 && b === 0;
    be &&= b !== 0 && b < 0x80 && a === 0;
  }
  return le ? 'little-endian' : be ? 'big-endian' : null;
}

/** Index of the first byte from `from` on that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array, from = 0): number {
  let i = from;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return bytes.length;
}

/**
 * UTF-16 code units as text, one character for each, lone surrogates kept as they are (TextDecoder would make
 * them U+FFFD): encodeUtf16 gives back the same bytes, but for a last odd byte, which is not read.
 */
export function decodeUtf16(bytes: Uint8Array, order: 'little-endian' | 'big-endian'): string {
  const units = new Uint16Array(Math.floor(bytes.length / 2));
  const [high, low] = order === 'big-endian' ? [0, 1] : [1, 0];
  for (let i = 0; i < units.length; i++) units[i] = (bytes[2 * i + high]! << 8) | bytes[2 * i + low]!;
  let text = '';
  for (let i = 0; i < units.length; i += 8192) text += String.fromCharCode(...units.subarray(i, i + 8192));
  return text;
}

/** Text as UTF-16 code units in `order`, each unit as it is (a lone surrogate too). */
export function encodeUtf16(text: string, order: 'little-endian' | 'big-endian'): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  const [high, low] = order === 'big-endian' ? [0, 1] : [1, 0];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes[2 * i + high] = unit >> 8;
    bytes[2 * i + low] = unit & 0xff;
  }
  return bytes;
}
