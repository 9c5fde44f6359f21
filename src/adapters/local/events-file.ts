import { closeSync, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { unwritten } from './write-failure.js';

/**
 * A run's events.jsonl: one descriptor for the run, each event one synchronous append, so events stay in
 * order and what was written survives a crash right after. A write that fails (a full disk, a file size
 * limit, a removed run directory) never stops the run: the file is cut back to its last whole line, later
 * events are not written, and `failure` says which file and why, for the run to fail with when it ends.
 */
export class EventsFile {
  readonly path: string;
  readonly #fd: number;
  /** Bytes of whole lines in the file: where a line half written is cut back to. */
  #size: number;
  #failure: string | null = null;
  #closed = false;

  /** Opens (or creates) the file for appending; throws when it cannot be opened. */
  constructor(path: string) {
    this.path = path;
    this.#fd = openSync(path, 'a', 0o644);
    this.#size = fstatSync(this.#fd).size;
  }

  /** Append one event as a JSON line (after a failed write, nothing). */
  write(event: unknown): void {
    if (this.#failure !== null || this.#closed) return;
    const line = Buffer.from(`${JSON.stringify(event)}\n`);
    try {
      // A write may take part of the line (the last bytes under a file size limit) and fail on the rest.
      for (let written = 0; written < line.length; )
        written += writeSync(this.#fd, line, written, line.length - written);
      this.#size += line.length;
    } catch (error) {
      try {
        ftruncateSync(this.#fd, this.#size);
      } catch {
        // The cut line stays; a reader of events.jsonl skips a line that does not parse.
      }
      this.#failure = unwritten(this.path, "the run's events", error);
    }
  }

  /** The write that failed, said with the file and the cause; null while every write succeeded. */
  get failure(): string | null {
    return this.#failure;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    closeSync(this.#fd);
  }
}
