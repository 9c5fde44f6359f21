/**
 * How long a command's output is quiet before the last line it printed, held for the next one (which may
 * continue a secret wrapped across the break), is let go without it: by the step log's echo, a job log and
 * `baton run`'s live view alike.
 */
export const OUTPUT_QUIET_MS = 500;

/**
 * Calls `onQuiet` once `ms` have passed since the last `arm` (each chunk of output arms it again), unless
 * `stop` came first. It never keeps the process alive: its timer is unref'd where timers have that (Node's).
 */
export class QuietTimer {
  readonly #ms: number;
  readonly #onQuiet: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ms: number, onQuiet: () => void) {
    this.#ms = ms;
    this.#onQuiet = onQuiet;
  }

  /** Output came: `onQuiet` is called `ms` from now, unless it comes again first. */
  arm(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#onQuiet(), this.#ms);
    (this.#timer as { unref?: () => void }).unref?.();
  }

  /** The output ended: `onQuiet` is not called for what came before (a later `arm` starts it again). */
  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
