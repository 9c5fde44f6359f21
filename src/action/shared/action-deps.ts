import type { ActionEnv } from './runner-env.js';

/** The signals the runner stops a step with (a cancelled job, a step's `timeout-minutes`). */
export type StopSignal = 'SIGINT' | 'SIGTERM';

/** What an action step needs from its process; `run()` passes the real ones, tests may pass others. */
export interface ActionDeps {
  env: ActionEnv;
  /** The step log (stdout). */
  write: (text: string) => void;
  /**
   * Calls `listener` on each stop signal the process gets instead of letting it end the process; returns a
   * function that stops listening.
   */
  onStopSignal: (listener: (signal: StopSignal) => void) => () => void;
  /**
   * Ends the process with this exit code as soon as what it wrote to stdout and stderr is out (a stopped
   * step whose time is up; a step that leaves requests behind, step-stop.ts `endIfHeldOpen`).
   */
  exit: (code: number) => void;
}

export function processDeps(): ActionDeps {
  return {
    env: process.env,
    write: (text) => void process.stdout.write(text),
    onStopSignal: (listener) => {
      const signals: StopSignal[] = ['SIGINT', 'SIGTERM'];
      for (const signal of signals) process.on(signal, listener);
      return () => {
        for (const signal of signals) process.off(signal, listener);
      };
    },
    exit: (code) => {
      process.exitCode = code;
      // The log reaches the runner first: writes to a pipe are asynchronous on POSIX, and process.exit drops
      // what is still queued. Not for long: a runner that no longer reads the pipe is not waited for.
      const queued = [process.stdout, process.stderr].filter((stream) => stream.writableLength > 0);
      if (queued.length === 0) process.exit(code);
      let left = queued.length;
      for (const stream of queued)
        stream.write('', () => {
          left -= 1;
          if (left === 0) process.exit(code);
        });
      setTimeout(() => process.exit(code), 1000).unref();
    },
  };
}
