import { UserError } from './errors.js';
import { headBytes, utf8Length } from './utf8.js';

/**
 * Token counting for prompt budgets: gpt-tokenizer with the `o200k_base` encoding (GPT-4o, o-series,
 * GPT-5). Other models' tokenizers differ by a few percent; a budget is a bound, not a bill.
 *
 * The encoding's rank table is ~2.4 MB of JavaScript that takes ~250 ms to load, three times a bare
 * `node -e 0`. It is imported (through ./o200k-base.ts) only by `loadTokenizer()` (a dynamic import, so the
 * bundle keeps it in its own chunk), and only when a template uses `tokens`/`fit` or a budget is set.
 */
export const TOKENIZER_ENCODING = 'o200k_base';

interface Encoding {
  encode(text: string): number[];
  /** The UTF-8 bytes a token stands for: the rank table's string (UTF-8 encoded) or bytes. */
  bytes: readonly (string | readonly number[])[];
}

/**
 * Text that spells a special token (`<|endoftext|>`, `<|im_start|>`) is counted as the ordinary text it is, as
 * a model's API reads it in a message; by default the encoder throws on it, and a handoff may well quote one.
 */
const ORDINARY = { disallowedSpecial: new Set<string>() };

let encoding: Encoding | undefined;
let loading: Promise<void> | undefined;

/**
 * Load the tokenizer once; later calls return the same promise.
 *
 * Its `decode` is not used: it decodes with one TextDecoder shared by the whole process, in stream mode, so
 * a token list that ends inside a character leaves that character's first bytes buffered for the next
 * decode, anyone's. A cut reads the rank table the encoder itself uses (the same module, loaded once)
 * instead.
 */
export function loadTokenizer(): Promise<void> {
  loading ??= import('./o200k-base.js').then((module) => {
    encoding = { encode: (text) => module.encode(text, ORDINARY), bytes: module.ranks };
  });
  return loading;
}

export function isTokenizerLoaded(): boolean {
  return encoding !== undefined;
}

/** The tokenizer, once loaded; before that a caller's mistake (a library caller's), said to `fn`'s caller. */
function loaded(fn: string): Encoding {
  if (!encoding) {
    throw new UserError(
      'usage',
      'the tokenizer is not loaded: await loadTokenizer() before counting tokens',
      {
        where: fn,
      },
    );
  }
  return encoding;
}

/*
 * BPE merging is quadratic in the length of one pre-tokenized piece: 64 KiB of spaces or of random letters
 * (which a handoff may hold) takes seconds to count. Runs that long are counted in short slices instead;
 * the count then differs from the exact one by at most a token per slice, and text made of ordinary words
 * is counted exactly.
 */
const LONG_RUN = /[\p{L}\p{M}]{100,}|[^\s\p{L}\p{M}\p{N}]{100,}|\s{100,}/gu;
const SLICE = 64;

/** The text in pieces whose tokens, concatenated, are the text's tokens. */
function* pieces(text: string): Generator<string> {
  let last = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    if (match.index > last) yield text.slice(last, match.index);
    const run = match[0];
    let start = 0;
    while (start < run.length) {
      let end = Math.min(start + SLICE, run.length);
      // Never split a surrogate pair.
      if (end < run.length && isHighSurrogate(run.charCodeAt(end - 1))) end += 1;
      yield run.slice(start, end);
      start = end;
    }
    last = match.index + run.length;
  }
  if (last < text.length) yield text.slice(last);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The number of tokens of `text` in the o200k_base encoding. Needs `loadTokenizer()` first. */
export function countTokens(text: string): number {
  const enc = loaded('countTokens');
  let count = 0;
  for (const piece of pieces(text)) count += enc.encode(piece).length;
  return count;
}

export interface TokenCut {
  /** The longest prefix of the text within the limit (the whole text when it fits). */
  text: string;
  /** Tokens in `text`. */
  kept: number;
  /** Tokens in the whole input. */
  total: number;
}

/** The longest prefix of `text` that is at most `max` tokens, cut on a token boundary. */
export function cutToTokens(text: string, max: number): TokenCut {
  return tokenCut(text, max, true);
}

/** cutToTokens's prefix and its tokens, without reading the text after the cut (its total is not needed). */
export function tokenPrefix(text: string, max: number): Omit<TokenCut, 'total'> {
  const { text: prefix, kept } = tokenCut(text, max, false);
  return { text: prefix, kept };
}

/** cutToTokens, reading on past the cut only to count the whole text's tokens (`countAll`). */
function tokenCut(text: string, max: number, countAll: boolean): TokenCut {
  const enc = loaded('cutToTokens');
  const limit = Math.max(0, Math.floor(max));
  let kept = 0;
  let total = 0;
  let offset = 0;
  let cutAt: number | undefined;
  for (const piece of pieces(text)) {
    const tokens = enc.encode(piece);
    total += tokens.length;
    if (cutAt === undefined) {
      if (kept + tokens.length <= limit) {
        kept += tokens.length;
      } else {
        const { prefix, count } = prefixWithin(enc, piece, tokens, limit - kept);
        cutAt = offset + prefix.length;
        kept += count;
        if (!countAll) break;
      }
    }
    offset += piece.length;
  }
  if (cutAt === undefined) return { text, kept: total, total };
  return { text: text.slice(0, cutAt), kept, total };
}

/**
 * The longest prefix of `piece` made of its first tokens that counts at most `room` tokens on its own. A
 * token can end inside a multi-byte character: such a partial character is left out, so the result is a
 * true prefix of whole characters. Re-encoding a prefix can merge differently, so it is counted again
 * rather than assumed.
 */
function prefixWithin(
  enc: Encoding,
  piece: string,
  tokens: number[],
  room: number,
): { prefix: string; count: number } {
  const take = Math.min(room, tokens.length);
  // The UTF-8 length of the first n tokens (the tokens of a piece are its bytes, in order).
  let end = 0;
  for (let i = 0; i < take; i++) end += tokenLength(enc, tokens[i]!);
  for (let n = take; n > 0; n -= 1) {
    const prefix = headBytes(piece, end);
    const count = prefix === '' ? 0 : enc.encode(prefix).length;
    if (count <= room) return { prefix, count };
    end -= tokenLength(enc, tokens[n - 1]!);
  }
  return { prefix: '', count: 0 };
}

/** The UTF-8 length of a token: what it decodes to, counted without decoding. */
function tokenLength(enc: Encoding, token: number): number {
  const bytes = enc.bytes[token];
  if (bytes === undefined) throw new Error(`token ${token} is not in the ${TOKENIZER_ENCODING} rank table`);
  return typeof bytes === 'string' ? utf8Length(bytes) : bytes.length;
}
