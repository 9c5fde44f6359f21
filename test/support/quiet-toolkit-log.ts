import { format } from 'node:util';
import { beforeEach } from 'vitest';

/**
 * Keep the Actions toolkit's step log out of `npm test` output, for tests that call it in process (the
 * artifact client over the local results server). The client logs every request through @actions/core,
 * which writes workflow commands (`::debug::`, `::add-mask::`) and info lines straight to process.stdout,
 * and its octokit logs failed requests through console.warn/error: over a thousand lines for one file.
 *
 * Call once at the top of a test file. For each test, what would have gone to stdout and the console's
 * warn/error is kept instead of printed, and written out (to stderr, under a heading) only when the test
 * fails, so a failure still shows what the client did. RUNNER_DEBUG is unset for the test, as on a runner
 * without debug logging. Nothing is mocked: the toolkit runs as it does in a step, only its log is held.
 *
 * Steps run by test/support/actions-runner.ts (separate processes) add their stdout and stderr here too
 * (`holdStepLog`): Node's deprecation notices from the toolkit's dependencies and the step's own log stay
 * out of the output unless the test fails.
 */
export function quietToolkitLog(): void {
  beforeEach((context) => {
    const held: string[] = [];
    current = held;
    const write = process.stdout.write;
    const { warn, error } = console;
    const runnerDebug = process.env.RUNNER_DEBUG;
    delete process.env.RUNNER_DEBUG;

    process.stdout.write = ((
      chunk: string | Uint8Array,
      encoding?: BufferEncoding | ((error?: Error | null) => void),
      callback?: (error?: Error | null) => void,
    ) => {
      held.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) queueMicrotask(() => done());
      return true;
    }) as typeof process.stdout.write;
    console.warn = (...args: unknown[]) => void held.push(`${format(...args)}\n`);
    console.error = (...args: unknown[]) => void held.push(`${format(...args)}\n`);

    context.onTestFailed(() => {
      process.stderr.write(
        `\n--- log of the failed test "${context.task.name}" ---\n${held.join('')}--- end of log ---\n`,
      );
    });

    return () => {
      current = undefined;
      process.stdout.write = write;
      console.warn = warn;
      console.error = error;
      if (runnerDebug === undefined) delete process.env.RUNNER_DEBUG;
      else process.env.RUNNER_DEBUG = runnerDebug;
    };
  });
}

/** The log held for the running test, when its file asked for it. */
let current: string[] | undefined;

/** Keep a step's log with the running test's (shown if it fails); dropped when the file did not ask. */
export function holdStepLog(text: string): void {
  current?.push(text.endsWith('\n') ? text : `${text}\n`);
}
