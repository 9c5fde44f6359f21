import { redactionMarker } from './names.js';
import {
  hasPrivateKeyMark,
  lineRunsRedactNothing,
  opensPrivateKey,
  privateKeyOpenAfter,
  redactText,
} from './redact.js';
import { withoutTerminalSequences } from './terminal-sequences.js';

/** One stream of a command's output, as LiveLines reads it. */
interface StreamState {
  /** Text after the last line break. */
  partial: string;
  /** The last whole line, not shown yet: the next one may continue a secret wrapped across the break. */
  held: string | null;
  /** The line shown before it, read with it for a secret wrapped onto it. */
  previous: string;
  /** Inside a PEM private key block: no line of it is shown. */
  inKey: boolean;
  /** The line being read grew past MAX_LINE: it is not shown, and only its end is kept, as context. */
  overlong: boolean;
  /** The lines of the chunk being read, and which of them redact to themselves read with the ones beside them. */
  known: KnownLines | undefined;
}

/**
 * Lines read ahead: `lines[0]` is the line shown last, then the held line and the chunk's whole lines. Where
 * `clean[t]` is 1, lines t - 1, t and t + 1 read together hold no secret with these `secrets`: line t is
 * shown as it is when it is shown with those lines beside it, and the secrets are still these.
 */
interface KnownLines {
  lines: readonly string[];
  clean: Uint8Array;
  secrets: readonly string[];
}

/** A line longer than this (64 KiB) is not shown: a view shows a line's start, and memory stays bounded. */
const MAX_LINE = 65536;
/** How much of a line not shown is kept to read the lines beside it with (4 KiB). */
const CONTEXT = 4096;
/** A chunk whose lines may hold a secret is read again in blocks of this many lines (see #readAhead). */
const READ_AHEAD_BLOCK = 16;

/**
 * A line that can stand inside a private key block: of its base64 body (or PGP's `=` checksum), blank, or a
 * header of the block (`Proc-Type: 4,ENCRYPTED`, `Version: …`). A key cut off before its END line ends, as
 * redaction reads it, at the first line that is none of these.
 */
const KEY_BODY_LINE = /^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;

/** Whether `line` can be no part of the key block it comes in: no BEGIN or END mark, no body, no header. */
function endsKeyBody(line: string): boolean {
  const plain = withoutTerminalSequences(line);
  return !hasPrivateKeyMark(line) && !hasPrivateKeyMark(plain) && !KEY_BODY_LINE.test(plain);
}

/**
 * The lines of a running command's output as they arrive, for a live view on the user's terminal (never for
 * a log or a record: those are redacted whole, when the command ends). Each whole line is shown redacted,
 * read together with the lines around it, so a secret wrapped across one line break is found as a whole:
 * a line is held until the next one comes, the output ends, or `flush` says the stream has gone quiet.
 * No line of a PEM private key block is ever shown (one with no END line ends at the first line that is
 * no part of a key: not base64, blank or a header); each line of a multi-line secret is found as
 * redactText finds it. A chunk's lines are read together first (lineRunsRedactNothing): a line that holds
 * nothing with the lines beside it is shown as it is, and only the others are read again, three lines at a
 * time, so that a flood of output costs little more than its reading. stdout and stderr are read apart, as
 * they arrive apart. Its sibling for the one copy
 * of the output GitHub keeps, the step log, is RedactedEcho (redacted-echo.ts): that one drops nothing and
 * writes what agent.log holds.
 */
export class LiveLines {
  readonly #secrets: () => readonly string[];
  readonly #show: (line: string) => void;
  readonly #streams = new Map<string, StreamState>();

  /** `secrets` is asked at each line: the values known to be secret then (masks added as the run goes). */
  constructor(secrets: () => readonly string[], show: (line: string) => void) {
    this.#secrets = secrets;
    this.#show = show;
  }

  push(text: string, stream: 'stdout' | 'stderr' = 'stdout'): void {
    const state = this.#state(stream);
    // Lines end as the runner's reader ends them: at \n, \r\n or a lone \r (a progress bar's update). A \r
    // that ends the chunk waits for the next one, which may start with its \n.
    const text2 = state.partial + text;
    const cut = text2.endsWith('\r') ? text2.length - 1 : text2.length;
    const whole = text2.slice(0, cut);
    // Split at \n alone when there is no \r: the same lines, found without a regular expression.
    const lines = whole.includes('\r') ? whole.split(/\r\n|\r|\n/) : whole.split('\n');
    state.partial = (lines.pop() ?? '') + text2.slice(cut);
    const first = this.#readAhead(state, lines);
    for (let i = 0; i < lines.length; i++) this.#line(state, lines[i]!, first + i);
    state.known = undefined;
    if (state.partial.length > MAX_LINE) {
      if (!state.overlong) {
        // The held line is read with the start of this one, as it would have been.
        this.#release(state, state.partial.slice(0, CONTEXT));
        state.overlong = true;
      }
      // What is dropped may open or close a key block; the end kept holds any mark the cut went through.
      state.inKey = privateKeyOpenAfter(state.partial, state.inKey);
      state.partial = state.partial.slice(-CONTEXT);
    }
  }

  /**
   * The stream has gone quiet: show the line held back for the one after it, read with what has come of
   * that one so far.
   */
  flush(): void {
    for (const state of this.#streams.values()) {
      if (!state.overlong) this.#release(state, state.partial.replace(/\r$/, '').slice(0, CONTEXT));
    }
  }

  /** The command ended: show what is left, the last line even without its line break. */
  end(): void {
    for (const state of this.#streams.values()) {
      if (state.partial !== '') this.#line(state, state.partial);
      state.partial = '';
      this.#release(state, '');
    }
  }

  #state(stream: string): StreamState {
    let state = this.#streams.get(stream);
    if (!state) {
      state = { partial: '', held: null, previous: '', inKey: false, overlong: false, known: undefined };
      this.#streams.set(stream, state);
    }
    return state;
  }

  /**
   * Read the chunk's whole lines at once, with the line shown last and the held one before them: a flood of
   * output is read a chunk at a time, not three lines at a time for each line. The lines that hold no
   * secret with those beside them are marked clean (KnownLines); each of the others is redacted with the
   * lines beside it when it is shown (#release). Returns the index in KnownLines' `lines` of the chunk's
   * first line.
   */
  #readAhead(state: StreamState, lines: readonly string[]): number {
    const known = [state.previous, ...(state.held === null ? [] : [state.held]), ...lines];
    const first = known.length - lines.length;
    if (lines.length === 0 || known.length < 3) return first;
    const secrets = [...this.#secrets()];
    const clean = new Uint8Array(known.length);
    if (lineRunsRedactNothing(known.join('\n'), secrets)) {
      clean.fill(1, 1, known.length - 1);
    } else if (known.length > READ_AHEAD_BLOCK) {
      // Something in the chunk is, or may be, a secret: its blocks of lines are read alone, each overlapping
      // the next by two lines (each line inside one block, with both lines beside it), and the lines of a
      // block that holds none are clean. A secret costs a chunk one more reading and a block read line by line.
      for (let from = 0; from < known.length - 2; from += READ_AHEAD_BLOCK - 2) {
        const to = Math.min(from + READ_AHEAD_BLOCK, known.length) - 1;
        if (lineRunsRedactNothing(known.slice(from, to + 1).join('\n'), secrets)) clean.fill(1, from + 1, to);
      }
    }
    state.known = { lines: known, clean, secrets };
    return first;
  }

  /** Whether line `at - 1` of KnownLines (the held one) is clean, read with `previous` before it and `next`. */
  #knownClean(state: StreamState, line: string, next: string, at: number): boolean {
    const known = state.known;
    if (known === undefined || at < 2 || known.clean[at - 1] !== 1) return false;
    if (known.lines[at - 1] !== line || known.lines[at - 2] !== state.previous || known.lines[at] !== next)
      return false;
    const secrets = this.#secrets();
    if (secrets.length !== known.secrets.length) return false;
    for (let i = 0; i < secrets.length; i++) if (secrets[i] !== known.secrets[i]) return false;
    return true;
  }

  /** `at`: where the line is in the lines read ahead (KnownLines), or -1. */
  #line(state: StreamState, line: string, at = -1): void {
    if (line.length > MAX_LINE && !state.overlong) {
      // A whole line too long to show, come in one piece: as one that grew too long.
      this.#release(state, line.slice(0, CONTEXT));
      state.overlong = true;
    }
    if (state.overlong) {
      // Not shown; its end is what the next line is read with.
      state.overlong = false;
      state.inKey = privateKeyOpenAfter(line, state.inKey);
      state.previous = state.inKey ? '' : line.slice(-CONTEXT);
      return;
    }
    // A key cut off before its END line ends where its body does: this line is shown as any other.
    if (state.inKey && endsKeyBody(line)) state.inKey = false;
    if (state.inKey || opensPrivateKey(line)) {
      // No line of a block is shown, its BEGIN and END lines included.
      if (!state.inKey) {
        this.#release(state, '');
      }
      state.inKey = privateKeyOpenAfter(line, state.inKey);
      // The line after the block is read with the block's last line, never with its BEGIN line.
      state.previous = state.inKey ? '' : line;
      return;
    }
    this.#release(state, line, at);
    state.held = line;
  }

  /**
   * Show the held line, redacted with the line shown before it and the one after it (`next`) as one text.
   * When a finding took in a line break beside it, the held line holds part of a secret that only the lines
   * together show: a marker is shown in its place. `at`: where `next` is in the lines read ahead, or -1.
   */
  #release(state: StreamState, next: string, at = -1): void {
    const line = state.held;
    state.held = null;
    if (line === null) return;
    let shown = line;
    if (!this.#knownClean(state, line, next, at)) {
      const redacted = redactText(`${state.previous}\n${line}\n${next}`, this.#secrets());
      const parts = redacted.text.split('\n');
      shown =
        parts.length === 3
          ? (parts[1] ?? '')
          : redactionMarker(redacted.redactions[0]?.kind ?? 'secret-value');
    }
    state.previous = line;
    if (shown.trim() !== '') this.#show(shown);
  }
}
