/**
 * A strict, non-recursive JSON scanner. `JSON.parse` cannot see duplicate keys (the last one silently wins,
 * so a validator and a consumer could read different values), reports errors with messages that quote the
 * input, and gives no control over nesting depth. This scanner checks the grammar of RFC 8259 itself, with
 * an explicit stack so that any depth ends in a clean error instead of a RangeError, and reports:
 *
 * - one fatal problem (syntax error, nesting too deep, not an object, trailing text) that stops the scan;
 * - every duplicate or forbidden key, with its JSON path and line/column, collected as it goes.
 *
 * When it finds nothing fatal, `JSON.parse` of the same text is known to succeed.
 */

export type PathSegment = string | number;

export interface ScanIssue {
  /** Where: the path of the offending value or key. */
  path: PathSegment[];
  message: string;
}

export interface ScanResult {
  /** A problem that stopped the scan; the text is not usable JSON (or not one object). */
  fatal: ScanIssue | null;
  /** Duplicate and forbidden keys, in document order. */
  keyProblems: ScanIssue[];
  /** Raw text of numbers that are direct members of the object at root key `rawNumbersUnder`, by key. */
  rawNumbers: Map<string, string>;
}

export interface ScanOptions {
  maxDepth: number;
  forbiddenKeys: ReadonlySet<string>;
  /** Keep the literal text of numbers directly under this root key (numbers become strings exactly as written). */
  rawNumbersUnder?: string;
  /** Stop collecting key problems after this many (a hostile file could hold thousands). */
  maxKeyProblems?: number;
}

interface Frame {
  object: boolean;
  /** The key of the member being read (objects). */
  key: string;
  /** The index of the element being read (arrays). */
  index: number;
  /** Keys seen so far and the offset of their first occurrence (objects). */
  seen: Map<string, number> | null;
}

const EXPECT_VALUE = 0;
const AFTER_VALUE = 1;
const EXPECT_KEY_OR_CLOSE = 2;
const EXPECT_KEY = 3;
const EXPECT_VALUE_OR_CLOSE = 4;

/** Characters that may appear unescaped in a string, as a sticky run. */
const PLAIN_CHARS = /[^"\\\u0000-\u001f]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** Maps offsets to 1-based line and column; built only when a message needs one. */
class LineIndex {
  #starts: number[] | null = null;
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  at(offset: number): string {
    if (this.#starts === null) {
      const starts = [0];
      for (let i = this.#text.indexOf('\n'); i !== -1; i = this.#text.indexOf('\n', i + 1))
        starts.push(i + 1);
      this.#starts = starts;
    }
    const starts = this.#starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return `line ${lo + 1}, column ${offset - starts[lo]! + 1}`;
  }
}

/** What a text that is not a JSON object is, for the refusal: a JSON value of another kind, or not JSON. */
function describeValue(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'text that is not JSON';
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  return 'a boolean';
}

function describeChar(text: string, pos: number): string {
  if (pos >= text.length) return 'the end of the input';
  const code = text.codePointAt(pos)!;
  if (code < 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code > 0x7e) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${String.fromCodePoint(code)}'`;
}

function skipWhitespace(text: string, pos: number): number {
  const n = text.length;
  while (pos < n) {
    const c = text.charCodeAt(pos);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    pos++;
  }
  return pos;
}

/**
 * Scan `text` as one JSON object. The caller has already stripped a BOM and refused NUL characters.
 */
export function scanJsonObject(text: string, options: ScanOptions): ScanResult {
  const lines = new LineIndex(text);
  const keyProblems: ScanIssue[] = [];
  const rawNumbers = new Map<string, string>();
  const maxKeyProblems = options.maxKeyProblems ?? 100;
  const stack: Frame[] = [];
  const n = text.length;

  const path = (): PathSegment[] => stack.map((f) => (f.object ? f.key : f.index));
  const result = (fatal: ScanIssue | null): ScanResult => ({ fatal, keyProblems, rawNumbers });
  const syntax = (at: number, what: string, where = path()) =>
    result({ path: where, message: `invalid JSON at ${lines.at(at)}: ${what}` });
  const badString = (end: { at: number; what: string; text?: true }, where = path()) =>
    end.text
      ? result({ path: where, message: `at ${lines.at(end.at)}: ${end.what}` })
      : syntax(end.at, end.what, where);
  // Between members, the path is the object's own: the last key read is behind us.
  const objectPath = () => path().slice(0, -1);

  let pos = skipWhitespace(text, 0);
  if (pos >= n) return result({ path: [], message: 'is empty; a handoff is one JSON object' });
  if (text[pos] !== '{') {
    return result({ path: [], message: `must be a JSON object, got ${describeValue(text)}` });
  }

  let state = EXPECT_VALUE;
  for (;;) {
    pos = skipWhitespace(text, pos);

    if (state === AFTER_VALUE) {
      const top = stack[stack.length - 1];
      if (top === undefined) {
        if (pos < n) {
          return result({
            path: [],
            message: `unexpected text after the JSON object at ${lines.at(pos)}; a handoff is exactly one JSON object`,
          });
        }
        return result(null);
      }
      const c = text[pos];
      if (c === ',') {
        pos++;
        if (top.object) state = EXPECT_KEY;
        else {
          top.index++;
          state = EXPECT_VALUE;
        }
        continue;
      }
      if ((top.object && c === '}') || (!top.object && c === ']')) {
        stack.pop();
        pos++;
        continue;
      }
      return syntax(pos, `expected ',' or '${top.object ? '}' : ']'}', found ${describeChar(text, pos)}`);
    }

    if (state === EXPECT_KEY_OR_CLOSE || state === EXPECT_KEY) {
      const top = stack[stack.length - 1]!;
      const c = text[pos];
      if (c === '}') {
        if (state === EXPECT_KEY) {
          return syntax(pos, "a comma before '}' (trailing commas are not JSON)", objectPath());
        }
        stack.pop();
        pos++;
        state = AFTER_VALUE;
        continue;
      }
      if (c !== '"') {
        return syntax(pos, `expected a key in double quotes, found ${describeChar(text, pos)}`, objectPath());
      }
      const keyStart = pos;
      const end = scanString(text, pos);
      if (typeof end !== 'number') return badString(end, objectPath());
      const raw = text.slice(pos + 1, end - 1);
      // Escapes are decoded before comparing: "\u005f_proto__" is __proto__.
      const key = raw.includes('\\') ? (JSON.parse(text.slice(pos, end)) as string) : raw;
      pos = skipWhitespace(text, end);
      if (text[pos] !== ':') {
        return syntax(pos, `expected ':' after a key, found ${describeChar(text, pos)}`, objectPath());
      }
      pos++;
      top.key = key;
      const seen = top.seen!;
      const first = seen.get(key);
      if (keyProblems.length < maxKeyProblems) {
        if (options.forbiddenKeys.has(key)) {
          keyProblems.push({
            path: path(),
            message: `key \`${key}\` is not allowed anywhere in a handoff (${lines.at(keyStart)})`,
          });
        } else if (first !== undefined) {
          keyProblems.push({
            path: path(),
            message: `duplicate key (first at ${lines.at(first)}, again at ${lines.at(keyStart)}); a key may appear only once`,
          });
        }
      }
      if (first === undefined) seen.set(key, keyStart);
      state = EXPECT_VALUE;
      continue;
    }

    if (state === EXPECT_VALUE_OR_CLOSE) {
      if (text[pos] === ']') {
        stack.pop();
        pos++;
        state = AFTER_VALUE;
        continue;
      }
      state = EXPECT_VALUE;
    }

    // EXPECT_VALUE
    if (pos >= n) return syntax(pos, 'unexpected end of input, expected a value');
    const c = text.charCodeAt(pos);
    if (c === 0x7b || c === 0x5b) {
      if (stack.length >= options.maxDepth) {
        return result({ path: path(), message: `nested deeper than ${options.maxDepth} levels` });
      }
      const object = c === 0x7b;
      stack.push({ object, key: '', index: 0, seen: object ? new Map() : null });
      pos++;
      state = object ? EXPECT_KEY_OR_CLOSE : EXPECT_VALUE_OR_CLOSE;
      continue;
    }
    if (c === 0x22) {
      const end = scanString(text, pos);
      if (typeof end !== 'number') return badString(end);
      pos = end;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      NUMBER.lastIndex = pos;
      const match = NUMBER.exec(text);
      const after = match === null ? pos : pos + match[0].length;
      if (match === null || /[0-9.eE+-]/.test(text[after] ?? '')) return syntax(pos, 'invalid number');
      if (
        options.rawNumbersUnder !== undefined &&
        stack.length === 2 &&
        stack[0]!.key === options.rawNumbersUnder &&
        stack[1]!.object
      ) {
        rawNumbers.set(stack[1]!.key, match[0]);
      }
      pos = after;
    } else if (text.startsWith('true', pos)) pos += 4;
    else if (text.startsWith('false', pos)) pos += 5;
    else if (text.startsWith('null', pos)) pos += 4;
    else return syntax(pos, `expected a value, found ${describeChar(text, pos)}`);
    state = AFTER_VALUE;
  }
}

/** The four hex digits at `pos` as a number, or -1. */
function hex4(text: string, pos: number): number {
  HEX4.lastIndex = pos;
  return HEX4.test(text) ? Number.parseInt(text.slice(pos, pos + 4), 16) : -1;
}

/**
 * The offset after the string's closing quote, or where and why it is refused: a JSON error, or (`text`) valid JSON that
 * is not text a handoff may hold.
 */
function scanString(text: string, start: number): number | { at: number; what: string; text?: true } {
  let pos = start + 1;
  for (;;) {
    PLAIN_CHARS.lastIndex = pos;
    PLAIN_CHARS.test(text);
    pos = PLAIN_CHARS.lastIndex;
    if (pos >= text.length) return { at: start, what: 'unterminated string' };
    const c = text.charCodeAt(pos);
    if (c === 0x22) return pos + 1;
    if (c === 0x5c) {
      const e = text[pos + 1] ?? '';
      if (SIMPLE_ESCAPES.has(e)) {
        pos += 2;
        continue;
      }
      if (e === 'u') {
        const code = hex4(text, pos + 2);
        if (code === 0) {
          return {
            at: pos,
            what: 'the escape \\u0000 is a NUL character, which a handoff never holds',
            text: true,
          };
        }
        if (code >= 0xd800 && code <= 0xdbff) {
          // A pair of escapes is one character; half of one is not text (it has no UTF-8 form).
          const low = text.startsWith('\\u', pos + 6) ? hex4(text, pos + 8) : -1;
          if (low >= 0xdc00 && low <= 0xdfff) {
            pos += 12;
            continue;
          }
        }
        if (code >= 0xd800 && code <= 0xdfff) {
          return {
            at: pos,
            what: `the escape \\u${text.slice(pos + 2, pos + 6)} is half of a surrogate pair, without its other half; it is not text`,
            text: true,
          };
        }
        if (code >= 0) {
          pos += 6;
          continue;
        }
      }
      return { at: pos, what: 'invalid escape in a string' };
    }
    return {
      at: pos,
      what: `control character ${describeChar(text, pos)} in a string must be escaped (\\n, \\t, \\u00XX)`,
    };
  }
}
