/** The standard base64 alphabet, a PEM key body's. */
export const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The base64url alphabet, a JWT's. */
export const BASE64URL = `${BASE64.slice(0, 62)}-_`;

/**
 * `n` characters of `alphabet` spread like real key material, the same for the same seed. Synthetic: no
 * credential, and no scanner takes a file of them for one.
 */
export function keyMaterial(n: number, alphabet = BASE64, seed = 7): string {
  // xorshift32: deterministic, and over the whole alphabet.
  let x = (seed * 2654435761) >>> 0 || 1;
  let out = '';
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

/** `text` wrapped at `width` columns, as a PEM encoder or a terminal wraps it (no line break at its end). */
export function wrapAt(text: string, width: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines;
}
