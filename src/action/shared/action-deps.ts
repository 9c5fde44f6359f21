import type { ActionEnv } from './runner-env.js';

/** What an action step needs from its process; `run()` passes the real ones, tests may pass others. */
export interface ActionDeps {
  env: ActionEnv;
  /** The step log (stdout). */
  write: (text: string) => void;
}

export function processDeps(): ActionDeps {
  return { env: process.env, write: (text) => void process.stdout.write(text) };
}
