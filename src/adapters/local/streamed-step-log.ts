import type { OutputStream } from '../../core/combined-output.js';
import { OUTPUT_QUIET_MS } from '../../core/quiet-timer.js';
import { RedactedEcho } from '../../core/redacted-echo.js';

/**
 * The most of a step's output its job log takes while the step runs: the 1 MiB the runner keeps of it
 * (ShellRunner's maxOutputBytes), so a step that prints without end does not fill the disk before it ends.
 */
export const STREAMED_LOG_BYTES = 1024 * 1024;

/** Said in the job log when a running step has printed more than it takes while the step runs. */
const NOTE_FULL = `[baton: this step printed more than ${STREAMED_LOG_BYTES / (1024 * 1024)} MiB while it ran; the rest is written here when it ends, and its output is then kept as the runner keeps it: the last 1 MiB]\n`;

/**
 * A `run:` step's output written to its job log as it comes, so a run killed while the step runs keeps
 * what it printed, and `baton show` of a job still running shows it so far. Written by RedactedEcho, as the
 * stage action echoes an agent into GitHub's step log: both streams, each line whole (CombinedOutput), each
 * piece redacted with the run's secrets as they are then (the step's masks among them) and with `hide`
 * applied first (an `::add-mask::` line's value), and never a part of a secret: a line goes once the next
 * has come, or once the output has been quiet for OUTPUT_QUIET_MS and no secret may go on from it onto the next
 * line (holdWhatMayGoOn). What the step prints after STREAMED_LOG_BYTES is not written while it runs.
 *
 * `end` says what was written: the caller, which redacts the whole output when the step ends (with every
 * mask it made, cut as the runner cuts it), writes the rest of that after it, or writes it over what was
 * written when that is not its start.
 */
export class StreamedStepLog {
  readonly #echo: RedactedEcho;
  readonly #append: (text: string) => void;
  #written = '';
  #bytes = 0;
  #full = false;
  #ended = false;

  /**
   * `secrets`: the run's secrets, a list that grows as the step masks values (read at each write);
   * `append`: appends text, redacted already, to the job log.
   */
  constructor(secrets: readonly string[], hide: (text: string) => string, append: (text: string) => void) {
    this.#append = append;
    this.#echo = new RedactedEcho(secrets, (text) => this.#write(text), {
      holdWhatMayGoOn: true,
      hide,
      quietMs: OUTPUT_QUIET_MS,
    });
  }

  /** A chunk of the step's output, as it arrives. */
  push(text: string, stream: OutputStream): void {
    if (this.#ended || this.#full || text === '') return;
    this.#echo.push(text, stream);
  }

  /** The step has ended: nothing more is written. What was, in order (the job log's end, for this step). */
  end(): string {
    this.#ended = true;
    this.#echo.stop();
    return this.#written;
  }

  #write(text: string): void {
    if (this.#ended || this.#full) return;
    this.#put(text);
    if (this.#bytes <= STREAMED_LOG_BYTES) return;
    this.#full = true;
    this.#put(this.#written.endsWith('\n') ? NOTE_FULL : `\n${NOTE_FULL}`);
  }

  #put(text: string): void {
    this.#append(text);
    this.#written += text;
    this.#bytes += Buffer.byteLength(text);
  }
}
