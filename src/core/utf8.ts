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
