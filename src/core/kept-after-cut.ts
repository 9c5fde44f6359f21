import { cutReadsTheSame, redactionSpans, redactText } from './redact.js';

/** Later places tried when what is kept from one does not redact as it does inside the whole. */
const MAX_TRIES = 8;

/**
 * Where the text kept after a cut may start (an index in `after`, the text after the cut), so that it
 * redacts alone exactly as it does after `before` (the text before the cut, as much of it as is known): a
 * secret the cut went through — a token wrapped onto the next lines, a private key or a JWT whose body goes
 * on past the cut, a value with spaces cut at one of them — goes up to its end, and with `wholeLines` what
 * is kept starts at the line after that. A secret's rest would not be found alone, and redacting a tail
 * must never show what redacting the whole output hides.
 *
 * Each place is checked by redacting the parts and the whole, as redaction may read a part's start
 * differently; when none of a few reads the same, nothing is kept (`after.length`).
 */
export function keptAfterCut(
  before: string,
  after: string,
  secrets: readonly string[],
  wholeLines: boolean,
): number {
  const text = before + after;
  const cut = before.length;
  const spans = redactionSpans(text, secrets);
  // The spans are merged, so at most one crosses the cut.
  const crossing = spans.find((span) => span.start < cut && span.end > cut);
  let start = crossing ? crossing.end - cut : 0;
  if (wholeLines) start = lineStartFrom(after, start);
  // Redacting the whole leaves what is kept as it is (nearly always): kept, it cannot show more. A text
  // with escape sequences may be read again, past what the spans say.
  if (!text.includes('\u001b') && spans.every((span) => span.end <= cut + start)) return start;
  const whole = redactText(text, secrets).text;
  for (let tries = 0; start < after.length && tries <= MAX_TRIES; tries++) {
    if (cutReadsTheSame(text, cut + start, secrets, whole)) return start;
    start = wholeLines ? lineStartFrom(after, start + 1) : wordStartFrom(after, start + 1);
  }
  return after.length;
}

/** `at` when a line starts there, else where the next line starts (or the end). */
function lineStartFrom(text: string, at: number): number {
  if (at === 0 || text.charCodeAt(at - 1) === LF) return at;
  const next = text.indexOf('\n', at);
  return next === -1 ? text.length : next + 1;
}

/** `at` when a word starts there (after a space, a tab or a line break), else where the next one does. */
function wordStartFrom(text: string, at: number): number {
  for (let k = at; k <= text.length; k++) {
    const c = text.charCodeAt(k - 1);
    if (c === LF || c === 32 || c === 9) return k;
  }
  return text.length;
}

const LF = 10;
