import { createHash } from 'node:crypto';

/**
 * `{{fence value}}`: untrusted text (a handoff, an issue body) as a data block the text cannot leave.
 *
 * The block is `<data id="…">` … `</data id="…">`, where the id is computed from the text and checked not
 * to occur in it, so no closing line inside the text (`</data>`, a fake fence, a guessed id) can end the
 * block early. The id is computed rather than random so the same inputs render the same prompt (a replay
 * reproduces it, and its digest in the record stays meaningful).
 *
 * Before wrapping, text a reader of the rendered Markdown would not see but the model would is removed:
 * invisible characters and HTML comments, including one left open, which hides the rest of the text.
 */

/**
 * Invisible characters: C0/C1 controls other than tab and newline, soft hyphen, combining grapheme joiner,
 * Arabic letter mark, Hangul fillers, Khmer inherent vowels, Mongolian vowel separator and free variation
 * selectors, zero-width characters and bidi controls (U+200B–U+200F, U+202A–U+202E, U+2060–U+206F),
 * variation selectors other than the emoji ones (U+FE0E, U+FE0F), BOM, interlinear annotation, musical
 * formatting controls, Unicode tags (U+E0000–U+E007F) and the variation selector supplement
 * (U+E0100–U+E01EF), which can carry a whole hidden text. The same set as the report sanitiser's.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists single code points on purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/**
 * Code units that may start something `removeInvisible` changes: a character of INVISIBLE, `\r`, U+2028,
 * U+2029, or the high surrogate of an astral one (U+1D173…, U+E0000…). Text is checked against this table
 * in one plain loop first, because almost all text has none of them and the regular expressions over the
 * whole text cost several times as much.
 */
const MAY_CHANGE = (() => {
  const table = new Uint8Array(0x10000);
  const mark = (from: number, to = from) => table.fill(1, from, to + 1);
  mark(0x00, 0x08);
  mark(0x0b, 0x1f);
  mark(0x7f, 0x9f);
  for (const code of [
    0xad, 0x34f, 0x61c, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x3164, 0xfeff, 0xffa0, 0xd834, 0xdb40,
  ]) {
    mark(code);
  }
  mark(0x180b, 0x180f);
  mark(0x200b, 0x200f);
  mark(0x2028, 0x202e);
  mark(0x2060, 0x206f);
  mark(0xfe00, 0xfe0d);
  mark(0xfff9, 0xfffb);
  return table;
})();

/**
 * Characters outside the ordinary ones: letters and punctuation of the common scripts (Latin, Greek,
 * Cyrillic, CJK, kana, Hangul) and typographic punctuation, none of which is in MAY_CHANGE. One native
 * search over the text finds the first such character, and only from there does the table loop run.
 */
const NOT_ORDINARY =
  /[^\t\n\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;

/** Remove invisible characters; line ends (`\r\n`, `\r`, U+2028, U+2029) become `\n`. */
export function removeInvisible(text: string): string {
  let i = text.search(NOT_ORDINARY);
  if (i < 0) return text;
  while (i < text.length && MAY_CHANGE[text.charCodeAt(i)] === 0) i += 1;
  if (i === text.length) return text;
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(INVISIBLE, '');
}

/** Remove HTML comments until none is left: removing one can join `<!-` and `-- … -->` into another. */
export function removeHtmlComments(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(/<!--[\s\S]*?(?:--!?>|$)/g, '');
    if (next === current) return current;
    current = next;
  }
}

/** The text with invisible characters and HTML comments removed, as `fence` puts it in the block. */
export function cleanUntrustedText(text: string): string {
  // Invisible characters first, so `<!\u200B--` cannot hide a comment from the comment pass.
  return removeHtmlComments(removeInvisible(text));
}

/**
 * An id for the block that does not occur in `text`: twenty decimal digits (digits have no case, so no
 * spelling of the id in other letters can pass for it) computed from the whole text, so a text cannot hold
 * its own id except by chance (one in 10^20); then the next salt is tried.
 */
export function fenceId(text: string): string {
  for (let salt = 0; ; salt += 1) {
    // Hashed as latin1 (the low byte of each UTF-16 code unit): the cheapest encoding to hash. It loses the
    // high bytes, which costs nothing here: the id must only be unpredictable, since `includes` below is
    // what guarantees it is not in the text, and writing the id's digits into the text changes the hash.
    const digest = createHash('sha256').update(`${salt}:`).update(text, 'latin1').digest();
    const id = digest.readBigUInt64BE(0).toString().padStart(20, '0');
    if (!text.includes(id)) return id;
  }
}

/** A label is template text, but may be passed a value: keep it to a harmless alphabet and length. */
function cleanLabel(label: string): string {
  return label
    .replace(/[^A-Za-z0-9 _.:/#-]/g, '')
    .trim()
    .slice(0, 64);
}

/** Wrap untrusted `text` in a data block it cannot break out of. */
export function fence(text: string, label?: string): string {
  const clean = cleanUntrustedText(text);
  const id = fenceId(clean);
  const name = label === undefined ? '' : cleanLabel(label);
  const open = name === '' ? `<data id="${id}">` : `<data id="${id}" label="${name}">`;
  const body = clean.endsWith('\n') ? clean : `${clean}\n`;
  return `${open}\n${body}</data id="${id}">`;
}
