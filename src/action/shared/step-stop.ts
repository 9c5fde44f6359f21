import { callsLeftRunning } from '../../adapters/github/left-running.js';
import type { ActionDeps, StopSignal } from './action-deps.js';

/**
 * How the runner stops an action's step when its job is cancelled or the step runs past its
 * `timeout-minutes` (actions/runner, ProcessInvoker.cs `CancelAndKillProcessTree`): SIGINT to the step's node
 * process, SIGTERM 7.5 s later if it is still there, and a kill 2.5 s after that, which ends it wherever it
 * is. Node's default for both signals ends the process at once, leaving the agent (in its own process
 * group) running and nothing stored; the actions take them instead, and use that time as below.
 */
export const RUNNER_STOP_MS = { sigterm: 7500, kill: 10_000 } as const;

/**
 * What a stopped step does with the runner's 10 s, counted from the first signal: the agent's process group
 * gets SIGTERM at once and SIGKILL `agentGrace` later (as `baton run` stops an agent, with a shorter grace);
 * what is still not done `deadline` after the signal (a store that does not answer) is given up, and the
 * step says so in its summary and error before the runner's kill.
 */
export const STOP_BUDGET_MS = { agentGrace: 2500, deadline: 8500 } as const;

/** Why the stage stopped, as its `cancelled` record and the step's error say it. */
export function stopReason(signal: StopSignal): string {
  return `the runner sent ${signal} (the job was cancelled, or the step ran past its timeout-minutes)`;
}

export interface StepStop {
  /** Aborted at the first stop signal; its reason is `stopReason`. */
  readonly signal: AbortSignal;
  /** The first stop signal, once one came. */
  readonly received: StopSignal | undefined;
  /** Resolves STOP_BUDGET_MS.deadline after the first stop signal; never without one. */
  readonly expired: Promise<StopSignal>;
  /** Stop listening for signals (the step has ended). */
  dispose(): void;
}

/**
 * Listen for the runner's stop signals for the length of a step. The first aborts `signal` and starts the
 * deadline; later ones (the runner's SIGTERM while the step still stores) change nothing: the step is
 * already ending as fast as it can, and a second stop must not cut a record's upload in half.
 */
export function watchStop(deps: Pick<ActionDeps, 'onStopSignal'>): StepStop {
  const controller = new AbortController();
  let received: StopSignal | undefined;
  let timer: NodeJS.Timeout | undefined;
  let expire: (signal: StopSignal) => void = () => {};
  const expired = new Promise<StopSignal>((resolve) => {
    expire = resolve;
  });
  const stopListening = deps.onStopSignal((signal) => {
    if (received !== undefined) return;
    received = signal;
    controller.abort(stopReason(signal));
    timer = setTimeout(() => expire(signal), STOP_BUDGET_MS.deadline);
  });
  return {
    signal: controller.signal,
    get received() {
      return received;
    },
    expired,
    dispose() {
      stopListening();
      clearTimeout(timer);
    },
  };
}

/**
 * `work`, given up at the stop: the promise returned rejects (with the stop's reason) as soon as the stop
 * comes, and at once after one, leaving `work` to run on unheard. For work whose requests cannot all be
 * aborted (the artifact client takes no signal); the step then ends without waiting for them. While
 * `finishing()` is true at the stop (a write was sent), the stop waits for `work` instead.
 */
export function unlessStopped<T>(
  work: Promise<T>,
  stop: Pick<StepStop, 'signal'>,
  finishing: () => boolean = () => false,
): Promise<T> {
  const { signal } = stop;
  return new Promise<T>((resolve, reject) => {
    const onStop = () => {
      if (!finishing()) reject(new Error(String(signal.reason)));
    };
    if (signal.aborted) onStop();
    else signal.addEventListener('abort', onStop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onStop));
  });
}

/** What a step's `run` does when its work fails, or when a stop's deadline comes before the work ends. */
export interface StopHandlers {
  failed(error: unknown): Promise<void>;
  /** Say what was not done; the process then ends with exit code 1, whatever the work is still doing. */
  outOfTime(signal: StopSignal): Promise<void>;
}

/**
 * Run a step's work while listening for the runner's stop signals: the work gets the stop (to end its
 * agent and record the stage as cancelled) and ends as usual, or, when a stop's deadline comes first,
 * `outOfTime` writes what the step can still say and the process ends before the runner's kill.
 */
export async function runUntilStopped(
  deps: Pick<ActionDeps, 'onStopSignal' | 'exit'>,
  work: (stop: StepStop) => Promise<void>,
  handlers: StopHandlers,
): Promise<void> {
  const stop = watchStop(deps);
  try {
    const ended = await Promise.race([
      work(stop).then(
        () => ({ kind: 'done' }) as const,
        (error: unknown) => ({ kind: 'failed', error }) as const,
      ),
      stop.expired.then((signal) => ({ kind: 'expired', signal }) as const),
    ]);
    if (ended.kind === 'failed') await handlers.failed(ended.error);
    if (ended.kind === 'expired') {
      await handlers.outOfTime(ended.signal);
      deps.exit(1);
    }
  } finally {
    stop.dispose();
  }
}

/**
 * End the step's process now, with the exit code it has, when calls of the artifact client it gave up on are
 * still running (left-running.ts): their open sockets would keep it running, saying nothing, until the job's
 * timeout. The step has said what it had to; its outputs and summary are written. Any other step's process
 * ends by itself, as usual.
 */
export function endIfHeldOpen(deps: Pick<ActionDeps, 'exit'>): void {
  if (callsLeftRunning()) deps.exit(Number(process.exitCode ?? 0));
}
