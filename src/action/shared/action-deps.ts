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
  /** Ends the process at once with this exit code (a stopped step whose time is up). */
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
    exit: (code) => process.exit(code),
  };
}
