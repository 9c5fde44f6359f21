import { CombinedOutput, type OutputStream } from './combined-output.js';
import { REDACTION } from './names.js';
import { QuietTimer } from './quiet-timer.js';
import {
  cutReadsTheSame,
  mayGoOnOntoNextLine,
  openSecretStart,
  redactionSpans,
  redactText,
} from './redact.js';

/**
 * Unwritten text past this many characters (64 Ki) is written even where no line ends: memory stays bounded,
 * and one long line (a JSON event of an agent's CLI) still shows as it comes.
 */
const MAX_PENDING = 64 * 1024;
/**
 * A cut inside a line leaves at least this much after it unwritten (4 Ki characters): more than any token
 * shape of bounded length takes (a GitHub token at most 255, a stateless `ghs_` about 520), so a token the
 * cut would split is there whole when the cut is checked, and the cut is refused.
 */
const LOOKAHEAD = 4096;
/** How much of the last line written the text after it is read with. */
const CONTEXT = 4096;
/** Cuts checked per release, from the latest back: each check reads the unwritten text again. */
const MAX_TRIES = 16;

/** How a RedactedEcho writes, besides as it does by default. */
export interface RedactedEchoOptions {
  /**
   * When the output goes quiet (`flush`), hold the last line too while a secret may start in it and go on
   * onto the next line (mayGoOnOntoNextLine): then no part of a secret is ever written, not even one
   * wrapped onto a line printed long after. For a file that must never hold one (a job log); without it,
   * such a line goes, and the rest of the secret becomes a marker when it comes.
   */
  holdWhatMayGoOn?: boolean;
  /** Applied to the output as it comes (whole lines, but for a line too long to wait for), before redaction. */
  hide?: (text: string) => string;
  /**
   * `flush` by itself once the output has been quiet for this many milliseconds (OUTPUT_QUIET_MS, say): each
   * `push` arms the timer again, `end` and `stop` clear it. It never keeps the process alive.
   */
  quietMs?: number;
}

/**
 * A command's output written on as it comes, redacted as its agent.log is: the same text (both streams,
 * each line whole: CombinedOutput) through the same `redactText`, with the same `[REDACTED:<kind>]`
 * markers. It is the root action's echo of its agent into the step log, the one copy of that output GitHub
 * keeps (the record's artifact leaves agent.log out), so nothing is written before it is redacted.
 *
 * Redaction reads a secret across line breaks (a token a terminal wrapped, over two lines or more, a private
 * key block), so the text is written in pieces, each cut where the text read whole and read in two pieces
 * gives the same:
 * - at a line end, never after the last whole line, which the next line may continue, nor past where a part
 *   of a secret the lines not come yet may complete begins (openSecretStart), unless the output has gone
 *   quiet (`flush`); an open private key block is held until its END line, then written as one marker, as
 *   agent.log has it;
 * - a line not ended yet is held until it ends (a token is never written in two halves), or until the
 *   unwritten text passes MAX_PENDING: it is then cut after a character no token shape holds (a space, a
 *   quote, a comma), at least LOOKAHEAD before its end, so a token of bounded length that the cut would
 *   split is there whole, and the cut is refused; in a run of token characters with no such character (a
 *   URL-encoded payload, a base64 blob), at the latest place outside every secret redaction reads there
 *   (redactionSpans: just before a token, never inside one).
 * The text after a cut is read with the line before it: a secret that only the two together show gets its
 * marker in place of its part not written yet. What can still show, none of it a whole secret: the part
 * before the break of a secret wrapped onto a line that came after the output went quiet, and, of a secret
 * so long that no cut reads the same before MAX_PENDING waits (more than 60 Ki characters of key material),
 * what comes of it after the cut. LiveLines (live-lines.ts) paces a terminal's live view the same way, but
 * may drop what a view need not show (a key block, an overlong line); this one drops nothing.
 */
export class RedactedEcho {
  readonly #secrets: readonly string[];
  readonly #write: (text: string) => void;
  readonly #lines: CombinedOutput;
  /** What came and is not written yet, as it came: whole lines, and the parts of a line too long to wait for. */
  #pending = '';
  /** The last line written (or what of it was), as it came: the text after it is read after it. */
  #context = '';
  /** How long the unwritten text must be before cuts are looked for again, after none was found. */
  #recheckAt = 0;
  /** Whether the chunk being pushed completed text (a line, a long line's part): else nothing can be written. */
  #grew = false;
  readonly #holdWhatMayGoOn: boolean;
  readonly #quiet: QuietTimer | undefined;

  /**
   * `secrets`: the values known to be secret (the stage's `redact` values), besides the token shapes; read
   * at each write, so a list that grows (masks added as the output comes) counts from then on.
   */
  constructor(secrets: readonly string[], write: (text: string) => void, options: RedactedEchoOptions = {}) {
    this.#secrets = secrets;
    this.#write = write;
    this.#holdWhatMayGoOn = options.holdWhatMayGoOn ?? false;
    this.#quiet =
      options.quietMs === undefined ? undefined : new QuietTimer(options.quietMs, () => this.flush());
    const hide = options.hide;
    this.#lines = new CombinedOutput((text) => {
      this.#pending += hide === undefined ? text : hide(text);
      this.#grew = true;
    });
  }

  /** A chunk of output, as it arrives: written once redacting it cannot change with what comes after. */
  push(text: string, stream: OutputStream): void {
    this.#grew = false;
    this.#lines.push(text, stream);
    // A chunk that only adds to a line not ended yet leaves the waiting text as the last release left it.
    if (this.#grew) this.#release(false);
    this.#quiet?.arm();
  }

  /** The output went quiet: write the whole lines held for the one after them, but not an open key block. */
  flush(): void {
    this.#release(true);
  }

  /** No more `flush` by itself (quietMs) for what came so far: the caller is done with the output. */
  stop(): void {
    this.#quiet?.stop();
  }

  /** The command ended (or the step must end now): write everything left, a begun line included. */
  end(): void {
    this.stop();
    this.#lines.end('stdout');
    this.#lines.end('stderr');
    if (this.#pending !== '') this.#emit(this.#pending.length);
  }

  #release(wentQuiet: boolean): void {
    const text = this.#pending;
    if (text === '') return;
    const quiet =
      wentQuiet && !(this.#holdWhatMayGoOn && mayGoOnOntoNextLine(this.#context + text, this.#secrets));
    // No cut read the same last time (an open key block): each check reads all that waits, so the next
    // waits until it has grown by a quarter (at least 4 Ki characters), the output goes quiet, or too much
    // waits. Holding longer only delays the echo.
    if (!quiet && text.length < this.#recheckAt && text.length <= MAX_PENDING) return;
    const whole = redactText(this.#context + text, this.#secrets);
    // Nothing found (nearly always): every cut reads the same, and the latest is taken.
    const found = whole.redactions.length > 0;
    // Where the last line starts: without `quiet` it waits for the next, which may continue a token wrapped
    // across the break. With it, it goes too, unless a secret goes on into it from before (an open private
    // key block, whose next line would no longer be read with its BEGIN line).
    const last = lineEndBefore(text, text.length - 1);
    if (
      quiet &&
      lineEndBefore(text, text.length) === text.length &&
      (!found || this.#readsTheSame(whole.text, last))
    ) {
      this.#emit(text.length);
      return;
    }
    // A cut that reads the same may still leave the start of a secret the lines not come yet complete
    // (redaction reads one across several breaks: a token wrapped over three lines): no cut goes past where
    // such a part may begin, and earlier cuts are tried.
    const open = openSecretStart(this.#context + text, this.#secrets) - this.#context.length;
    let tries = found || open >= -this.#context.length ? MAX_TRIES : 1;
    for (let b = last; b > 0 && tries > 0; tries--, b = lineEndBefore(text, b - 1)) {
      if (open >= -this.#context.length && b > open) continue;
      if (!found || this.#readsTheSame(whole.text, b)) {
        this.#emit(b);
        break;
      }
      this.#recheckAt = text.length + Math.max(LOOKAHEAD, text.length >> 2);
    }
    while (this.#pending.length > MAX_PENDING) this.#cutLong();
  }

  /** Too much is waiting: written up to the latest safe cut inside a line (see the class's comment). */
  #cutLong(): void {
    const text = this.#pending;
    const whole = redactText(this.#context + text, this.#secrets).text;
    let tries = MAX_TRIES;
    for (let k = text.length - LOOKAHEAD; k > 0 && tries > 0; k--) {
      if (!mayCutAfter(text, k - 1)) continue;
      tries--;
      if (this.#readsTheSame(whole, k)) {
        this.#emit(k);
        return;
      }
    }
    // None there: a run of token characters with no character that ends one (a URL-encoded payload, a
    // base64 blob), or a secret over each of them. Cut inside the run, at the latest place no secret is
    // read across (a token is read from its start: a cut just before it leaves it whole).
    const spans = redactionSpans(this.#context + text, this.#secrets);
    const offset = this.#context.length;
    let k = text.length - LOOKAHEAD;
    let safe = 0;
    let s = spans.length - 1;
    for (tries = MAX_TRIES; k > 0 && tries > 0; k--) {
      while (s >= 0 && spans[s]!.start - offset >= k) s--;
      if (s >= 0 && spans[s]!.end - offset > k) {
        k = spans[s]!.start - offset;
        if (k <= 0) break;
      }
      if (isLowSurrogate(text.charCodeAt(k))) continue;
      safe ||= k;
      tries--;
      if (this.#readsTheSame(whole, k)) {
        this.#emit(k);
        return;
      }
    }
    // No place tried read the same (a part read alone may read its start differently): the latest place
    // outside every secret. Only a secret that goes on over all that waits but the last LOOKAHEAD has none:
    // it is cut there, and what of it comes after the cut shows (see the class's comment).
    this.#emit(safe > 0 ? safe : text.length - LOOKAHEAD);
  }

  /** Whether the unwritten text, read whole (`whole`, after the context), reads the same cut at `b`. */
  #readsTheSame(whole: string, b: number): boolean {
    return cutReadsTheSame(this.#context + this.#pending, this.#context.length + b, this.#secrets, whole);
  }

  /** Write the first `b` characters of the unwritten text, redacted as read after the context. */
  #emit(b: number): void {
    const part = this.#pending.slice(0, b);
    this.#pending = this.#pending.slice(b);
    this.#recheckAt = 0;
    const read = redactText(this.#context + part, this.#secrets).text;
    // The context is written already. Read with what follows it, its end may now be part of a secret: the
    // marker is then written here, in place of the rest of that secret.
    const written = redactText(this.#context, this.#secrets).text;
    let from = 0;
    while (from < written.length && from < read.length && read[from] === written[from]) from++;
    const open = read.lastIndexOf(REDACTION.markerPrefix, from - 1);
    if (open >= 0 && open < from && read.indexOf(REDACTION.markerSuffix, open) >= from) from = open;
    const out = read.slice(from);
    const joined = this.#context + part;
    this.#context = joined.slice(lineEndBefore(joined, joined.length - 1)).slice(-CONTEXT);
    if (out !== '') this.#write(out);
  }
}

/**
 * The end of the latest line that ends at or before `at` (the index just after its line break: `\n`, or a
 * `\r` not followed by `\n`), or 0.
 */
function lineEndBefore(text: string, at: number): number {
  for (let k = Math.min(at, text.length) - 1; k >= 0; k--) {
    const c = text.charCodeAt(k);
    if (c === LF || (c === CR && text.charCodeAt(k + 1) !== LF)) return k + 1;
  }
  return 0;
}

const LF = 10;
const CR = 13;

/**
 * Whether a line may be cut after its character at `k`: one no token shape holds (a space, a quote, a
 * comma …), not a blank after a line break (redaction reads a token across a break and the indentation
 * after it), not an escape character, not the first half of a surrogate pair.
 */
function mayCutAfter(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  if (isTokenChar(c) || c === 27 || (c >= 0xd800 && c <= 0xdbff)) return false;
  if (c !== 32 && c !== 9) return true;
  let j = k;
  while (j > 0 && (text.charCodeAt(j - 1) === 32 || text.charCodeAt(j - 1) === 9)) j--;
  const before = text.charCodeAt(j - 1);
  return before !== LF && before !== CR;
}

/** The second half of a surrogate pair: no cut goes before it. */
function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Letters, digits and `+/=_-.%`: what token shapes, base64 and URL-encoding are made of. */
function isTokenChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 43 ||
    c === 47 ||
    c === 61 ||
    c === 95 ||
    c === 45 ||
    c === 46 ||
    c === 37
  );
}
