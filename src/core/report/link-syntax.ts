/**
 * Where the parts of a Markdown link end: the link text, an inline link's `(destination "title")`, a full
 * reference's `[label]`, a reference definition. The report sanitiser (sanitize.ts) rebuilds links from
 * these parts.
 *
 * Hand-written scanners rather than regular expressions, because the text is untrusted: each function reads
 * forward without backtracking, and the one search that could reach far (a title's closing quote or
 * parenthesis) goes through a `CharIndex`, so the whole pass over a text is linear in its length, whatever
 * the text. (Regular expressions for the same grammar backtracked exponentially on `[[` and a run of
 * escapes, and quadratically or worse on whitespace runs.)
 *
 * The grammar is CommonMark's, simplified where the sanitiser escapes what it does not rebuild: link text
 * holds brackets one level deep; a destination holds parentheses one level deep.
 */

/** The first index of a character at or after a position, answered from one sorted list per character. */
export class CharIndex {
  readonly #text: string;
  readonly #positions = new Map<string, number[]>();

  constructor(text: string) {
    this.#text = text;
  }

  /** The first index of `char` at or after `from`, or -1. */
  next(char: string, from: number): number {
    let positions = this.#positions.get(char);
    if (positions === undefined) {
      positions = [];
      for (let i = this.#text.indexOf(char); i >= 0; i = this.#text.indexOf(char, i + 1)) positions.push(i);
      this.#positions.set(char, positions);
    }
    let low = 0;
    let high = positions.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (positions[middle]! < from) low = middle + 1;
      else high = middle;
    }
    return low < positions.length ? positions[low]! : -1;
  }
}

const WHITESPACE = /\s/;

function isWhitespace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.test(char);
}

function skipWhitespace(text: string, i: number): number {
  while (isWhitespace(text[i])) i++;
  return i;
}

function skipSpacesAndTabs(text: string, i: number): number {
  while (text[i] === ' ' || text[i] === '\t') i++;
  return i;
}

/**
 * The index of the `]` that closes the link text opened by the `[` at `open`, or -1. The text may hold
 * bracketed groups with no bracket inside (`[a [b] c]`); anything else that is not a bracket is text
 * (placeholders included: they hold none).
 */
export function linkTextEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === ']') return i;
    if (c !== '[') continue;
    let j = i + 1;
    while (j < text.length && text[j] !== '[' && text[j] !== ']') j++;
    if (text[j] !== ']') return -1;
    i = j;
  }
  return -1;
}

/** The index after the `]` of a full reference's `[label]` starting at `open` (up to 999 characters), or -1. */
export function referenceLabelEnd(text: string, open: number): number {
  if (text[open] !== '[') return -1;
  const limit = Math.min(text.length, open + 1001);
  for (let i = open + 1; i < limit; i++) {
    const c = text[i];
    if (c === ']') return i + 1;
    if (c === '[' || c === '\n') return -1;
  }
  return -1;
}

/**
 * A shortcut reference's label: the index of the `]` closing the `[` at `open` when 1 to 999 characters
 * with no bracket, line break or placeholder lie between them, else -1.
 */
export function shortcutLabelEnd(text: string, open: number): number {
  const limit = Math.min(text.length, open + 1001);
  for (let i = open + 1; i < limit; i++) {
    const c = text[i];
    if (c === ']') return i > open + 1 ? i : -1;
    if (c === '[' || c === '\n' || c === '\u0000') return -1;
  }
  return -1;
}

/** A link's destination as written (angle brackets included) and the index after what was read. */
export interface Destination {
  url: string;
  end: number;
}

/**
 * An inline link's `(destination "title")` whose `(` is at `open`: whitespace, a destination (`<…>` with no
 * `<`, `>` or line break inside, or a run of anything but whitespace and parentheses, which may hold balanced
 * parentheses one level deep), then optionally whitespace and a title (`"…"`, `'…'` or `(…)`), whitespace and
 * `)`. When the `<…>` reading leads nowhere, the destination is read again as a plain run.
 */
export function inlineDestination(text: string, open: number, index: CharIndex): Destination | null {
  if (text[open] !== '(') return null;
  const start = skipWhitespace(text, open + 1);
  for (const destinationEnd of destinationEnds(text, start)) {
    const end = closingParenthesisEnd(text, destinationEnd, index);
    if (end >= 0) return { url: text.slice(start, destinationEnd), end };
  }
  return null;
}

function destinationEnds(text: string, start: number): number[] {
  const ends: number[] = [];
  if (text[start] === '<') {
    const close = angleEnd(text, start);
    if (close >= 0) ends.push(close + 1);
  }
  ends.push(plainDestinationEnd(text, start));
  return ends;
}

/** The index of the `>` closing the `<` at `open` (nothing between them is `<`, `>` or a line break), or -1. */
function angleEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '>') return i;
    if (c === '<' || c === '\n') return -1;
  }
  return -1;
}

function isDestinationCharacter(char: string | undefined): boolean {
  return char !== undefined && char !== '(' && char !== ')' && !isWhitespace(char);
}

/** The end of the longest run from `start` of destination characters and `(…)` groups of them. */
function plainDestinationEnd(text: string, start: number): number {
  let i = start;
  for (;;) {
    while (isDestinationCharacter(text[i])) i++;
    if (text[i] !== '(') return i;
    let j = i + 1;
    while (isDestinationCharacter(text[j])) j++;
    if (text[j] !== ')') return i;
    i = j + 1;
  }
}

/** After a destination: `(?:\s+title)?\s*\)`, the title only after whitespace. The index after `)`, or -1. */
function closingParenthesisEnd(text: string, destinationEnd: number, index: CharIndex): number {
  const afterSpace = skipWhitespace(text, destinationEnd);
  if (afterSpace > destinationEnd) {
    const titleEnd = titleEndAt(text, afterSpace, index);
    if (titleEnd >= 0) {
      const close = skipWhitespace(text, titleEnd);
      if (text[close] === ')') return close + 1;
    }
  }
  return text[afterSpace] === ')' ? afterSpace + 1 : -1;
}

/** The index after a title (`"…"`, `'…'`, `(…)`, closed by the first closing character) at `i`, or -1. */
function titleEndAt(text: string, i: number, index: CharIndex): number {
  const opener = text[i];
  const closer = opener === '"' || opener === "'" ? opener : opener === '(' ? ')' : undefined;
  if (closer === undefined) return -1;
  const close = index.next(closer, i + 1);
  return close < 0 ? -1 : close + 1;
}

/** A reference definition: its label, its destination as written, and the index where its last line ends. */
export interface Definition {
  label: string;
  url: string;
  end: number;
}

/**
 * The reference definition starting at the line start `start`, or null: up to three spaces, `[label]:`
 * (1 to 999 characters, no `]` or line break), the destination (on the same line or the next), optionally a
 * title (on the same line or the next; it may run over several lines), and nothing but spaces and tabs up to
 * the end of the line.
 */
export function definitionAt(text: string, start: number, index: CharIndex): Definition | null {
  let i = start;
  while (i < start + 3 && text[i] === ' ') i++;
  if (text[i] !== '[') return null;
  const labelStart = i + 1;
  const limit = Math.min(text.length, labelStart + 1000);
  let labelEnd = labelStart;
  while (labelEnd < limit && text[labelEnd] !== ']' && text[labelEnd] !== '\n') labelEnd++;
  if (text[labelEnd] !== ']' || labelEnd === labelStart || labelEnd - labelStart > 999) return null;
  if (text[labelEnd + 1] !== ':') return null;
  const destinationStart = skipLineBreak(text, labelEnd + 2);
  const ends = definitionDestinationEnds(text, destinationStart);
  for (const destinationEnd of ends) {
    const end = definitionRestEnd(text, destinationEnd, index);
    if (end >= 0) {
      return {
        label: text.slice(labelStart, labelEnd),
        url: text.slice(destinationStart, destinationEnd),
        end,
      };
    }
  }
  return null;
}

/** Spaces and tabs, at most one line break, spaces and tabs. */
function skipLineBreak(text: string, i: number): number {
  const j = skipSpacesAndTabs(text, i);
  return text[j] === '\n' ? skipSpacesAndTabs(text, j + 1) : j;
}

/** A definition's destination: `<…>`, or else a non-empty run of anything but whitespace. */
function definitionDestinationEnds(text: string, start: number): number[] {
  const ends: number[] = [];
  if (text[start] === '<') {
    const close = angleEnd(text, start);
    if (close >= 0) ends.push(close + 1);
  }
  let i = start;
  while (i < text.length && !isWhitespace(text[i])) i++;
  if (i > start) ends.push(i);
  return ends;
}

/** After a definition's destination: an optional title, then the end of the line. The line's end, or -1. */
function definitionRestEnd(text: string, destinationEnd: number, index: CharIndex): number {
  const titleEnd = titleEndAt(text, skipLineBreak(text, destinationEnd), index);
  if (titleEnd >= 0) {
    const end = skipSpacesAndTabs(text, titleEnd);
    if (end === text.length || text[end] === '\n') return end;
  }
  const end = skipSpacesAndTabs(text, destinationEnd);
  return end === text.length || text[end] === '\n' ? end : -1;
}
