/** One of a command's two output streams. */
export type OutputStream = 'stdout' | 'stderr';

/** The longest begun line of a stream the combined output waits for: a longer one goes in as it is. */
export const LINE_HOLD_CHARS = 64 * 1024;

/**
 * A command's two streams as one text, each line whole, as the runner's log takes them: a chunk of one
 * stream never lands inside a line of the other (a command, an `::add-mask::` value or a token, cut in two
 * there, would no longer read as one). A stream's begun line waits for its end, up to LINE_HOLD_CHARS.
 * A stage's agent.log is this text, and so is what the root action echoes of the agent (redacted-echo.ts).
 */
export class CombinedOutput {
  /** Takes the combined text as it grows; `inserted` is a line break of baton's own between the streams. */
  readonly #put: (text: string, inserted: boolean) => void;
  readonly #begun: Record<OutputStream, string> = { stdout: '', stderr: '' };
  /**
   * Whether the output ends a line, and which stream wrote it last: an unended line of one stream is ended
   * before the other's text (a stream's last line, a line over LINE_HOLD_CHARS).
   */
  #last: { stream: OutputStream; ended: boolean } | null = null;

  constructor(put: (text: string, inserted: boolean) => void) {
    this.#put = put;
  }

  push(text: string, stream: OutputStream): void {
    const pending = this.#begun[stream] + text;
    // A line ends at \n or at \r (a progress bar's states, as the runner reads lines); a \r last waits for
    // what follows it, which may be the \n of a \r\n.
    const body = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
    let upTo = Math.max(body.lastIndexOf('\n'), body.lastIndexOf('\r')) + 1;
    if (pending.length - upTo > LINE_HOLD_CHARS) upTo = pending.length;
    this.#take(stream, pending.slice(0, upTo));
    this.#begun[stream] = pending.slice(upTo);
  }

  /** What the stream began and did not end goes in as it is (at its end, or when the command's step ends). */
  end(stream: OutputStream): void {
    this.#take(stream, this.#begun[stream]);
    this.#begun[stream] = '';
  }

  #take(stream: OutputStream, text: string): void {
    if (text === '') return;
    if (this.#last !== null && !this.#last.ended && this.#last.stream !== stream) this.#put('\n', true);
    this.#put(text, false);
    this.#last = { stream, ended: text.endsWith('\n') || text.endsWith('\r') };
  }
}
