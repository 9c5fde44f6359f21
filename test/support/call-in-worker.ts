import { Worker } from 'node:worker_threads';
import { onTestFinished } from 'vitest';

/** One call: the name of an export of the module, and its arguments. */
export type WorkerCall = [name: string, ...args: unknown[]];

/**
 * Make `calls` to exports of the TypeScript module at `module` in a worker thread, and resolve with their
 * results in order.
 *
 * For tests of code that must finish on hostile input (a regular expression that could backtrack for hours):
 * in the test's own thread such a call blocks the event loop, so the test's timeout could never fire and the
 * run would hang instead of failing. Here the test waits on a message, its timeout fails it, and the worker
 * is stopped when the test finishes, however it finished.
 */
export function callInWorker<T>(module: URL, calls: readonly WorkerCall[]): Promise<T[]> {
  const worker = new Worker(new URL('./call-in-worker.mjs', import.meta.url), {
    workerData: { module: module.href, calls },
  });
  onTestFinished(async () => {
    await worker.terminate();
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker exited with code ${code} before answering`)));
  });
}
