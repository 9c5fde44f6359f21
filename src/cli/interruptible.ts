import { type WaitSaid, waitedFor } from '../adapters/local/read-named-input.js';

/**
 * `wait(signal)`, with `signal` aborted by a Ctrl-C (SIGINT) or a SIGTERM that comes meanwhile. A command that
 * reads a pipe it was given (a FIFO nobody writes yet) passes it to the read: the wait then ends with the
 * signal's reason, which the command says as cancelled (exit 1), instead of being killed mid-read. The
 * handlers are there only while it waits; the process's own handling of those signals is as it was after.
 */
async function untilInterrupted<T>(wait: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => controller.abort(new Error(`stopped by ${signal}`));
  const signals = ['SIGINT', 'SIGTERM'] as const;
  for (const signal of signals) process.on(signal, onSignal);
  try {
    return await wait(controller.signal);
  } finally {
    for (const signal of signals) process.off(signal, onSignal);
  }
}

/**
 * `read` of a file named on the command line, a pipe waited for until its writer closes it: a Ctrl-C or
 * SIGTERM meanwhile is said as cancelled (exit 1), as `said` says it (waitedFor).
 */
export function readUntilInterrupted<T>(
  read: (signal: AbortSignal) => Promise<T>,
  said: WaitSaid,
): Promise<T> {
  return untilInterrupted((signal) => waitedFor(read(signal), signal, said));
}
