import type { Position, WorkflowValue } from './model.js';

/**
 * Where a character of a scalar's value is in the file. The workflow model gives the position where the
 * scalar starts (the `|` of a block scalar, the opening quote, or the first character of a plain one); its
 * text is the YAML value, with the indentation, quotes, escapes and line folding of its style undone. A
 * message about a place inside a value (line 3, column 13 of a prompt template) has to point at that
 * place in the file, not at the scalar's start or at a column counted inside the value.
 *
 * The value is matched against its source one character at a time: what YAML only removes (indentation,
 * quotes, the backslash of an escape, the line break a fold turns into a space) is stepped over, anything
 * else must be the value's next character. When the source does not read as the value that way, the
 * position is estimated as before: the right line for a block scalar, and line 1 of a flow scalar.
 */
export class SourceLocator {
  readonly #source: string;
  readonly #lines: string[];
  readonly #lineStarts: number[];
  readonly #aligned = new Map<string, number[] | null>();

  constructor(source: string) {
    this.#source = source;
    this.#lines = source.split(/\r\n|\r|\n/);
    this.#lineStarts = [0];
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.#lineStarts.push(i + 1);
  }

  /** The file position of `offset` (a UTF-16 index into `value.text`; its length for just after the end). */
  locate(value: WorkflowValue, offset: number): Position {
    const offsets = this.#offsetsOf(value);
    const at = offsets?.[Math.max(0, Math.min(offset, value.text.length))];
    return at === undefined ? this.#estimate(value, offset) : this.#positionAt(at);
  }

  /** The file position of a line and column (1-based) of a template held in `value.text`. */
  locateLine(value: WorkflowValue, line: number, column: number): Position {
    const lines = value.text.split('\n');
    let offset = column - 1;
    for (let i = 0; i < line - 1 && i < lines.length; i++) offset += (lines[i]?.length ?? 0) + 1;
    return this.locate(value, offset);
  }

  #offsetsOf(value: WorkflowValue): number[] | null {
    const key = `${value.position.line}:${value.position.column}`;
    const cached = this.#aligned.get(key);
    // Two values never start at one place; the text is compared in case a caller made one up.
    if (cached !== undefined && (cached === null || cached.length === value.text.length + 1)) return cached;
    const start = (this.#lineStarts[value.position.line - 1] ?? Number.NaN) + value.position.column - 1;
    const offsets = Number.isNaN(start) ? null : alignScalar(this.#source, start, value.text);
    this.#aligned.set(key, offsets);
    return offsets;
  }

  #positionAt(offset: number): Position {
    let low = 0;
    let high = this.#lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.#lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.#lineStarts[low] as number) + 1 };
  }

  /** The estimate for a value whose source could not be matched. */
  #estimate(value: WorkflowValue, offset: number): Position {
    const { line, column } = value.position;
    const before = value.text.slice(0, offset);
    const lineIndex = before.split('\n').length - 1;
    const columnInLine = before.length - (before.lastIndexOf('\n') + 1);
    const start = this.#lines[line - 1]?.slice(column - 1) ?? '';
    if (/^[|>]/.test(start)) {
      // Block scalar: content from the next line, at the indentation of its first non-blank line.
      const first = this.#lines.slice(line).find((l) => l.trim() !== '') ?? '';
      const indent = first.length - first.trimStart().length;
      const keepsIndent = value.text.startsWith(first.slice(0, indent)) && indent > 0;
      return { line: line + 1 + lineIndex, column: (keepsIndent ? 0 : indent) + columnInLine + 1 };
    }
    const quoted = /^["']/.test(start) ? 1 : 0;
    if (lineIndex === 0) return { line, column: column + quoted + columnInLine };
    return { line: line + lineIndex, column: columnInLine + 1 };
  }
}

/** YAML's double-quoted escapes of one character after the backslash. */
const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_ESCAPES: Record<string, number> = { x: 2, u: 4, U: 8 };

/** What an escape at `at` (its backslash) stands for, and how long it is; null when it is not one. */
function escapeAt(source: string, at: number): { text: string; length: number } | null {
  const letter = source[at + 1] ?? '';
  const simple = ESCAPES[letter];
  if (simple !== undefined) return { text: simple, length: 2 };
  const digits = HEX_ESCAPES[letter];
  if (digits === undefined) return null;
  const hex = source.slice(at + 2, at + 2 + digits);
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits) return null;
  const code = Number.parseInt(hex, 16);
  if (code > 0x10ffff) return null;
  return { text: String.fromCodePoint(code), length: 2 + digits };
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
const isBreak = (char: string | undefined) => char === '\n' || char === '\r';

/**
 * The source offset of each character of `value` (and one more, for just after its end), for the scalar
 * whose source starts at `start`; null when the source does not read as that value.
 */
export function alignScalar(source: string, start: number, value: string): number[] | null {
  const first = source[start];
  const style =
    first === '|' || first === '>' ? 'block' : first === '"' ? 'double' : first === "'" ? 'single' : 'plain';
  let p = start;
  if (style === 'block') {
    // The content starts on the line after the header (`|-`, `>2`, `| # comment`).
    const end = source.indexOf('\n', start);
    if (end < 0) return value === '' ? [source.length] : null;
    p = end + 1;
  } else if (style !== 'plain') {
    p = start + 1;
  }
  const offsets: number[] = [];
  let i = 0;
  while (i < value.length) {
    const wanted = value[i] as string;
    const char = source[p];
    if (char === undefined) {
      // A block scalar at the end of a file without a final line break still ends with one (clip, keep).
      if (style === 'block' && /^\n*$/.test(value.slice(i))) {
        while (offsets.length < value.length) offsets.push(source.length);
        break;
      }
      return null;
    }
    if (style === 'double' && char === '\\') {
      if (isBreak(source[p + 1])) {
        // An escaped line break joins the lines: nothing of it, nor the next line's indentation, is in the
        // value (an escaped space, `\ `, after the indentation is).
        p += source[p + 1] === '\r' && source[p + 2] === '\n' ? 3 : 2;
        while (isSpace(source[p])) p += 1;
        continue;
      }
      const escaped = escapeAt(source, p);
      if (escaped === null || !value.startsWith(escaped.text, i)) return null;
      for (let k = 0; k < escaped.text.length; k++) offsets.push(p);
      i += escaped.text.length;
      p += escaped.length;
      continue;
    }
    if (style === 'double' && char === '"') return null;
    if (style === 'single' && char === "'") {
      // `''` is one quote; a lone one closes the scalar before the value is complete.
      if (source[p + 1] !== "'" || wanted !== "'") return null;
      offsets.push(p);
      i += 1;
      p += 2;
      continue;
    }
    if (char === wanted) {
      offsets.push(p);
      i += 1;
      p += 1;
      continue;
    }
    // A line break folded into a space, or into the line break of an empty line after it. In a flow scalar
    // the next line's indentation is YAML's, even where the value goes on with a space (`\ `).
    if (char === '\n' && (wanted === ' ' || wanted === '\n')) {
      offsets.push(p);
      i += 1;
      p += 1;
      if (style !== 'block') while (isSpace(source[p])) p += 1;
      continue;
    }
    // Indentation, the spaces around a fold, a carriage return: YAML's, not the value's.
    if (isSpace(char) || isBreak(char)) {
      p += 1;
      continue;
    }
    return null;
  }
  offsets.push(p);
  return offsets;
}
