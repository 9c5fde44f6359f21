const encoder = new TextEncoder();

/** Length of a string in UTF-8 bytes: every limit in DESIGN §2 counts bytes, not characters. */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}
