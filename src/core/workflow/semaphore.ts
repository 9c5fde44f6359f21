/**
 * At most `limit` holders at a time, served first come first served. `baton run -j N` is one of these
 * shared by every matrix leg and job; `strategy.max-parallel` is one more per job.
 */
export class Semaphore {
  readonly #limit: number;
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(limit: number) {
    this.#limit = Math.max(1, Math.floor(limit));
  }

  /** Wait for a slot; the returned function gives it back (once). */
  async acquire(): Promise<() => void> {
    if (this.#active < this.#limit) {
      this.#active += 1;
    } else {
      // The releaser hands its slot straight to the next waiter, so #active stays the same.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    };
  }

  /** Run `task` holding a slot. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }

  /** Holders right now (for tests). */
  get active(): number {
    return this.#active;
  }
}
