/**
 * Calls of the artifact client that baton gave up waiting for (past their bound: artifact-store.ts) and
 * that have not ended. The client takes no signal, so such a call cannot be stopped: its request stays
 * open, and an open socket keeps Node running until it closes — for a service that never answers, until
 * the job's timeout. A process that has done its work with calls left here ends itself instead of waiting
 * for them (the actions' `run`, the CLI's entry point).
 */
let running = 0;

/** Count `call` as left running until it ends, whichever way; its outcome is dropped, unheard. */
export function leaveRunning(call: Promise<unknown>): void {
  running++;
  const ended = () => {
    running--;
  };
  call.then(ended, ended);
}

/** Whether a call given up on is still running, holding the process open. */
export function callsLeftRunning(): boolean {
  return running > 0;
}
