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

/**
 * A comment as one pass finds it: from `<!--` to the first `-->` or `--!>` after it, or to the end. The
 * first pass is this expression's replace; the later ones, and the case for them, are in
 * `removeJoinedComments`.
 */
const COMMENT = /<!--[\s\S]*?(?:--!?>|$)/g;

/**
 * Remove HTML comments until none is left: removing one can join `<!-` and `-- … -->` into another.
 *
 * The output is that of repeating the replace of COMMENT until it changes nothing, in time linear in the
 * length of the text (repeating it takes one pass per level of nesting: quadratic on `<!<!<!-- -->-- -->…`).
 * The first pass is the replace itself, noting where it joined text; if no comment starts across a join,
 * as for almost any text, its output is the result.
 */
export function removeHtmlComments(text: string): string {
  const joins: number[] = [];
  let removed = 0;
  const once = text.replace(COMMENT, (comment: string, at: number) => {
    const join = at - removed;
    if (joins[joins.length - 1] !== join) joins.push(join);
    removed += comment.length;
    return '';
  });
  const opensAcross = (join: number) => {
    for (let start = Math.max(0, join - 3); start < join; start += 1) {
      if (once.startsWith('<!--', start)) return true;
    }
    return false;
  };
  return joins.some(opensAcross) ? removeJoinedComments(once, joins) : once;
}

const LT = 0x3c;
const BANG = 0x21;
const DASH = 0x2d;
const GT = 0x3e;

/**
 * The passes after the first on `text`, the output of the first, which joined text at the offsets `joins`
 * (ascending): the same removals as repeating COMMENT's replace, each pass costing only what it removes and
 * what it joined.
 *
 * Why this is the same: a pass removes, left to right, each `<!--` not inside a comment it removed already,
 * with what follows it up to the first `-->`/`--!>` or the end. So no `<!--` of the text a pass reads is left
 * whole in its output, and every `<!--` there spans a place where the pass removed something (a join): the
 * next pass need only look at the one to three characters before each join. Like the replace, a pass reads
 * the text as the previous pass left it: the text is a linked list of its characters, a pass finds all its
 * `<!--`s before it unlinks anything, and it unlinks a comment once it has found its end, reading only right
 * of everything it unlinked so far; so no pass reads a join it made itself (that is for the next pass).
 *
 * Each pass looks at three characters per join of the previous pass and walks only the characters it
 * removes; each removal takes four characters at least and makes at most one join: linear in all.
 */
function removeJoinedComments(text: string, joins: readonly number[]): string {
  // Node 0 is before the first character, node i + 1 is text[i], node text.length + 1 is after the last.
  const end = text.length + 1;
  const next = new Int32Array(end + 1);
  const prev = new Int32Array(end + 1);
  for (let node = 0; node < end; node += 1) next[node] = node + 1;
  for (let node = 1; node <= end; node += 1) prev[node] = node - 1;
  next[end] = end;
  // NaN outside the text, so the ends match no character.
  const char = (node: number) => text.charCodeAt(node - 1);
  const opens = (node: number) =>
    char(node) === LT &&
    char(next[node]!) === BANG &&
    char(next[next[node]!]!) === DASH &&
    char(next[next[next[node]!]!]!) === DASH;

  // Each join as the node right after it.
  let joined = joins.map((join) => join + 1);
  for (;;) {
    // Every `<!--` in the text, in order: those that start one to three characters before a join.
    const starts: number[] = [];
    let seen = 0;
    for (const after of joined) {
      const before3 = prev[prev[prev[after]!]!]!;
      for (let start = before3; start !== after; start = next[start]!) {
        if (start > seen) {
          seen = start;
          if (opens(start)) starts.push(start);
        }
      }
    }
    if (starts.length === 0) break;
    const joinedNow: number[] = [];
    let resume = 0;
    for (const start of starts) {
      // Inside a comment this pass removed.
      if (start < resume) continue;
      let last = next[next[next[start]!]!]!;
      for (;;) {
        const at = next[last]!;
        if (at === end) break;
        const second = next[at]!;
        if (char(at) === DASH && char(second) === DASH) {
          const third = next[second]!;
          if (char(third) === GT) {
            last = third;
            break;
          }
          if (char(third) === BANG && char(next[third]!) === GT) {
            last = next[third]!;
            break;
          }
        }
        last = at;
      }
      const before = prev[start]!;
      const after = next[last]!;
      next[before] = after;
      prev[after] = before;
      if (joinedNow[joinedNow.length - 1] === start) joinedNow[joinedNow.length - 1] = after;
      else joinedNow.push(after);
      resume = after;
    }
    joined = joinedNow;
  }

  let out = '';
  for (let node = next[0]!; node !== end; ) {
    let last = node;
    while (next[last] === last + 1 && last + 1 !== end) last += 1;
    out += text.slice(node - 1, last);
    node = next[last]!;
  }
  return out;
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
  return fenceParts(text, label).block;
}

/** An opening line as `fence` writes it: `<data id="<20 digits>">`, with a label or without. */
export const FENCE_OPEN = /<data id="(\d{20})"(?: label="[^"\n]*")?>/;

/** `fence`'s block, and its opening line (`open`, as FENCE_OPEN matches it). */
export function fenceParts(text: string, label?: string): { open: string; block: string } {
  const clean = cleanUntrustedText(text);
  const id = fenceId(clean);
  const name = label === undefined ? '' : cleanLabel(label);
  const open = name === '' ? `<data id="${id}">` : `<data id="${id}" label="${name}">`;
  const body = clean.endsWith('\n') ? clean : `${clean}\n`;
  return { open, block: `${open}\n${body}</data id="${id}">` };
}
