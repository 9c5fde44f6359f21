import type { LiveOutput } from '../adapters/local/local-executor.js';
import { withoutWorkflowCommands } from '../core/one-line.js';
import type { FailedStep, RunEvent } from '../core/workflow/events.js';
import { terminalLine, terminalSafe } from './commands/run-options.js';

// The views of `baton run` but the live one, and what they share with it: apart from progress.ts, which holds
// the live view, so that a run in CI or with --plain or --json never loads string-width, whose regular
// expressions and Intl.Segmenter cost tens of ms when loaded (the start of every run).

/**
 * How `baton run` shows progress: a live view of every job on a terminal, one line per event in CI or with
 * `--plain`, JSON lines with `--json`. All three read the same events.
 */
export interface ProgressView {
  onEvent(event: RunEvent): void;
  /** A line of a running step's output (the live view shows each running leg's latest). */
  onOutput?(output: LiveOutput): void;
  /** A message about the whole run (Ctrl-C), shown in the view; absent, it goes to stderr. */
  message?(text: string): void;
  /** The terminal was resized: the next frame is drawn at its new size. */
  resize?(size: { columns: number; rows: number }): void;
  /**
   * The run is about to be stopped (Ctrl-Z): a last frame saying `text` is drawn at once, as the process
   * stops right after.
   */
  suspend?(text: string): void;
  /**
   * The run was continued (`fg`): the shell has printed lines below the last frame meanwhile, so the next
   * frame starts afresh below them, saying `text`, rather than being drawn over them.
   */
  resume?(text: string): void;
  /**
   * The warnings and errors the view did not show whole (cut to a line, or left out for room), in order: the
   * end of the run says them in full.
   */
  notShownWhole?(): Array<Extract<RunEvent, { type: 'notice' }>>;
  /** Stop redrawing; draw what is pending and leave the last frame on screen. */
  close(): void;
}

export type ProgressMode = 'live' | 'plain' | 'json';

/** Options of {@link plainProgressView} and progress.ts's progressView. */
export interface ProgressOptions {
  color?: boolean;
  columns?: number;
  rows?: number;
  heartbeatMs?: number;
  /** The live view's least time between two frames (the last frame of a run is drawn at once). */
  redrawMs?: number;
  /** JSON lines to a terminal: what it would act on (C1 controls, bidi overrides) as JSON's escapes. */
  terminal?: boolean;
}

/** The view of a run with `--plain` or `--json` (progress.ts's progressView makes any of the three). */
export function plainProgressView(
  mode: Exclude<ProgressMode, 'live'>,
  write: (text: string) => void,
  options: ProgressOptions = {},
): ProgressView {
  switch (mode) {
    case 'json':
      return {
        onEvent: (event) => {
          const line = `${JSON.stringify(event)}\n`;
          write(options.terminal ? terminalSafe(line) : line);
        },
        close: () => {},
      };
    case 'plain':
      return new PlainView(write, options.heartbeatMs ?? HEARTBEAT_MS);
  }
}

/** `1.2s`, `3m04s`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms}ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m${String(Math.floor(seconds % 60)).padStart(2, '0')}s`;
}

/** How often `--plain` says which steps are still running, when nothing else was printed of them. */
const HEARTBEAT_MS = 60_000;

/**
 * One line per event; and, as a CI log shows a long step is alive, a line for each step still running
 * when `heartbeatMs` has passed without a line about it.
 */
class PlainView implements ProgressView {
  readonly #write: (text: string) => void;
  /** The running step of each running leg, and when a line last named it. */
  readonly #running = new Map<string, { step: number; name: string; started: number; said: number }>();
  readonly #timer: ReturnType<typeof setInterval>;
  readonly #every: number;
  /** The last notice of each leg: a step's end that gives the same message does not say it again. */
  readonly #noticed = new Map<string, string>();

  constructor(write: (text: string) => void, every: number) {
    this.#write = write;
    this.#every = every;
    this.#timer = setInterval(() => this.#beat(), Math.max(1000, Math.floor(every / 12)));
    this.#timer.unref?.();
  }

  onEvent(event: RunEvent): void {
    const said = event.type === 'step-finished' ? this.#noticed.get(event.leg) : undefined;
    plainLine(event, this.#write, said);
    if (event.type === 'notice' && event.leg !== null) this.#noticed.set(event.leg, event.message);
    else if (event.type === 'step-finished' || event.type === 'job-finished') this.#noticed.delete(event.leg);
    const now = Date.now();
    if (event.type === 'step-started')
      this.#running.set(event.leg, { step: event.step, name: event.name, started: now, said: now });
    else if (event.type === 'step-finished' || event.type === 'job-finished') this.#running.delete(event.leg);
    else if (event.type === 'run-finished') this.close();
  }

  close(): void {
    clearInterval(this.#timer);
  }

  #beat(now = Date.now()): void {
    for (const [leg, step] of this.#running) {
      if (now - step.said < this.#every) continue;
      step.said = now;
      const time = new Date(now).toISOString().slice(11, 19);
      this.#write(
        `${time} ${terminalSafe(leg)}: step ${step.step + 1} ${terminalLine(step.name, 200)} still running (${formatDuration(now - step.started)})\n`,
      );
    }
  }
}

/**
 * How long a replay's reused leg ran in the run replayed (` in 418ms`), as its event carries it over; ''
 * when that run did not say (0: a leg that never started, or a run whose events are gone).
 */
export function tookThere(ms: number): string {
  return ms > 0 ? ` in ${formatDuration(ms)}` : '';
}

/** The step that failed a leg, as the live view says it: why first, then the step's name. */
export function failedStepLine(step: FailedStep, columns: number): string {
  return terminalLine(
    `step ${step.step + 1}${step.message ? `: ${step.message}` : ''} · ${step.name}`,
    columns,
  );
}

/** A notice as `--plain` says it: `review-a: warning: …` (as it is: not yet safe for a terminal). */
export function noticeText(event: Extract<RunEvent, { type: 'notice' }>): string {
  return `${event.leg ?? event.job ?? 'run'}: ${event.level === 'info' ? '' : `${event.level}: `}${event.message}`;
}

/** One line for an event; a step's end leaves out its message when it is `said`, the notice just before. */
function plainLine(event: RunEvent, write: (text: string) => void, said?: string): void {
  const time = event.at.slice(11, 19);
  // Names, messages and reasons can hold untrusted text (a step name from an upstream output, an agent's
  // words in a message): no control character reaches the terminal, and a message's later lines are
  // indented, so no text can forge a line of its own. The runner reads a line that starts with `::` after
  // its indent as a workflow command (ActionCommand.TryParseV2 trims the start), and `##[` anywhere in a
  // line (TryParse): in CI, such a line's first `:`, and each `##[`'s first `#`, are shown escaped.
  const line = (text: string) =>
    write(`${withoutWorkflowCommands(`${time} ${terminalSafe(text).replaceAll('\n', '\n    ')}`)}\n`);
  switch (event.type) {
    case 'run-started':
      line(
        `run ${event.run} started: ${event.workflow} (${event.jobs.length} job${event.jobs.length === 1 ? '' : 's'})`,
      );
      break;
    case 'job-legs':
      line(`${event.job}: matrix of ${event.legs.length} leg${event.legs.length === 1 ? '' : 's'}`);
      break;
    case 'job-started':
      line(`${event.leg}: started${event.name === null ? '' : ` (${event.name})`}`);
      break;
    case 'step-started':
      line(`${event.leg}: step ${event.step + 1} ${event.name}`);
      break;
    case 'step-finished':
      if (event.outcome === 'skipped' && event.message === null) break;
      line(
        `${event.leg}: step ${event.step + 1} ${event.outcome}${event.outcome === event.conclusion ? '' : ` (continue-on-error)`} in ${formatDuration(event.duration_ms)}${event.message && event.message !== said ? `: ${event.message}` : ''}`,
      );
      break;
    case 'job-finished':
      // Why a job failed outside its steps is its error notice, the line before: not said twice.
      line(
        event.reused
          ? `${event.leg}: ${event.result}${tookThere(event.duration_ms)}, reused from the run replayed${event.reason ? ` (${event.reason})` : ''}${
              event.failed_step
                ? `, where step ${event.failed_step.step + 1} (${terminalLine(event.failed_step.name, 80)}) failed: ${event.failed_step.message ?? 'failed'}`
                : ''
            }`
          : event.reason && event.result !== 'failure'
            ? `${event.leg}: ${event.result} (${event.reason})`
            : `${event.leg}: ${event.result} in ${formatDuration(event.duration_ms)}`,
      );
      break;
    case 'job-skipped':
      line(`${event.job}: ${event.result} (${event.reason})`);
      break;
    case 'stage-recorded':
      line(`${event.leg}: stage ${event.stage} attempt ${event.attempt} recorded: ${event.status}`);
      break;
    case 'notice':
      line(noticeText(event));
      break;
    case 'run-finished':
      line(`run ${event.run} ${event.status} in ${formatDuration(event.duration_ms)}`);
      break;
  }
}
