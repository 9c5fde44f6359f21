import stringWidth from 'string-width';
import type { LiveOutput } from '../adapters/local/local-executor.js';
import { withoutTerminalSequences } from '../core/terminal-sequences.js';
import type { RunEvent } from '../core/workflow/events.js';
import { terminalLine, terminalSafe } from './commands/run-options.js';
import {
  failedStepLine,
  formatDuration,
  noticeText,
  type ProgressMode,
  type ProgressOptions,
  type ProgressView,
  plainProgressView,
  tookThere,
} from './plain-progress.js';

export { formatDuration, noticeText, type ProgressMode, type ProgressView };

export function progressView(
  mode: ProgressMode,
  write: (text: string) => void,
  options: ProgressOptions = {},
): ProgressView {
  if (mode !== 'live') return plainProgressView(mode, write, options);
  return new LiveView(write, {
    color: options.color ?? true,
    columns: options.columns ?? 100,
    rows: options.rows ?? 50,
    redrawMs: options.redrawMs ?? REDRAW_MS,
  });
}

/**
 * The live view's least time between frames: events can come by the hundred a second (a wide matrix), and
 * a terminal that redraws a whole frame for each falls behind (and slows the run that feeds it).
 */
const REDRAW_MS = 80;

type LegState = 'waiting' | 'running' | 'success' | 'failure' | 'cancelled' | 'skipped';

interface LegView {
  id: string;
  /** The job's `name:` as GitHub shows it, once the leg has started; null when the job has none. */
  name: string | null;
  state: LegState;
  started: number | null;
  finished: number | null;
  step: string | null;
  /** The latest line of its running step's output. */
  output: string | null;
  /** The step that failed the leg, and why. */
  failed: string | null;
  /** A replay's leg taken from the stored run (it did not run again): how long it ran there (0: not known). */
  reused?: { ms: number };
}

interface JobView {
  id: string;
  needs: string[];
  state: LegState;
  reason: string | null;
  legs: LegView[];
  matrix: boolean;
}

const SYMBOLS: Record<LegState, string> = {
  waiting: '·',
  running: '●',
  success: '✓',
  failure: '✗',
  cancelled: '⊘',
  skipped: '-',
};

const COLORS: Record<LegState, string> = {
  waiting: '\x1b[2m',
  running: '\x1b[36m',
  success: '\x1b[32m',
  failure: '\x1b[31m',
  cancelled: '\x1b[33m',
  skipped: '\x1b[2m',
};

/** Running legs of a matrix job shown under it; the rest are counted. */
const SHOWN_LEGS = 6;
/** Warnings and errors shown at the foot of the live view: the latest; the rest are counted. */
const SHOWN_NOTICES = 5;
/** Failed legs of a matrix job shown under it, with the step that failed; the rest are counted. */
const SHOWN_FAILED_LEGS = 3;

/**
 * The most the live view keeps of a name, a step, a reason or a notice, as one line: more than a terminal
 * shows. Each line is cut to the terminal's width when drawn, so a terminal made wider shows more of it.
 */
const HELD_LINE = 512;
/**
 * How much of a step's latest output line is kept for the view (8 KiB): more than any terminal's width, with
 * room for the colour codes left out of it.
 */
const KEPT_OUTPUT = 8192;

type NoticeEvent = Extract<RunEvent, { type: 'notice' }>;

/** A warning or error of the run, with the line the live view shows of it, and whether that line is all of it. */
interface NoticeView {
  event: NoticeEvent;
  line: string;
  cut: boolean;
}

/** A line of a frame; a notice's line names its notice. */
interface FrameLine {
  text: string;
  notice?: NoticeView;
}

/**
 * The live view: one line per job (state, elapsed time, current step), matrix jobs with a count per state
 * and their running legs beneath. Redrawn in place with ANSI cursor moves on each event (at most one frame
 * every `redrawMs`) and once a second, at the terminal's size, which a resize changes.
 */
class LiveView implements ProgressView {
  readonly #write: (text: string) => void;
  readonly #color: boolean;
  readonly #every: number;
  #columns: number;
  #rows: number;
  /** What the run is doing as a whole (cancelling), under the jobs. */
  #status = '';
  readonly #jobs = new Map<string, JobView>();
  readonly #notices: NoticeView[] = [];
  /** The notices the last frame showed whole. */
  #shownWhole = new Set<NoticeView>();
  #title = '';
  #footer = '';
  /** The lines of the last frame, which the next one is drawn over; 0: the next one starts where the cursor is. */
  #lines = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  /** When the last frame was drawn (Date.now()). */
  #drawnAt = Number.NEGATIVE_INFINITY;
  /** The frame waiting for `#every` to pass since the last one, and the time it is drawn as of. */
  #pending: ReturnType<typeof setTimeout> | undefined;
  #pendingNow = 0;
  #closed = false;

  constructor(
    write: (text: string) => void,
    options: { color: boolean; columns: number; rows: number; redrawMs: number },
  ) {
    this.#write = write;
    this.#color = options.color;
    this.#every = Math.max(0, options.redrawMs);
    this.#columns = Math.max(20, options.columns);
    this.#rows = Math.max(1, options.rows);
  }

  onEvent(event: RunEvent): void {
    const now = Date.parse(event.at);
    switch (event.type) {
      case 'run-started':
        this.#title = terminalLine(`baton run ${event.run} · ${event.workflow}`, HELD_LINE);
        for (const job of event.jobs) {
          this.#jobs.set(job.id, {
            id: job.id,
            needs: job.needs,
            state: 'waiting',
            reason: null,
            matrix: job.legs === null || job.legs.length > 1 || job.legs[0] !== job.id,
            legs: (job.legs ?? []).map((id) => leg(id)),
          });
        }
        this.#timer = setInterval(() => this.#redraw(), 1000);
        this.#timer.unref?.();
        break;
      case 'job-legs': {
        const job = this.#jobs.get(event.job);
        if (job) {
          job.matrix = true;
          job.legs = event.legs.map((id) => leg(id));
        }
        break;
      }
      case 'job-started': {
        const view = this.#leg(event.job, event.leg);
        view.state = 'running';
        view.started = now;
        view.name = event.name === null ? null : terminalLine(event.name, HELD_LINE);
        this.#jobState(event.job);
        break;
      }
      case 'step-started': {
        const view = this.#leg(event.job, event.leg);
        view.step = terminalLine(event.name, HELD_LINE);
        view.output = null;
        break;
      }
      case 'step-finished': {
        const view = this.#leg(event.job, event.leg);
        if (event.conclusion === 'failure' && view.failed === null)
          // Why first: a line is cut at the terminal's width, and a step's name can be a whole command.
          view.failed = failedStepLine(event, HELD_LINE);
        break;
      }
      case 'job-finished': {
        const view = this.#leg(event.job, event.leg);
        view.state = event.result;
        view.finished = now;
        view.step = null;
        view.output = null;
        if (event.reused) {
          // As it ended in the run replayed: how long it ran there, and the step that failed it.
          view.reused = { ms: event.duration_ms };
          if (event.failed_step) view.failed = failedStepLine(event.failed_step, HELD_LINE);
        }
        this.#jobState(event.job);
        break;
      }
      case 'job-skipped': {
        const job = this.#jobs.get(event.job);
        if (job) {
          job.state = event.result;
          job.reason = terminalLine(event.reason, HELD_LINE);
          for (const l of job.legs) l.state = event.result;
        }
        break;
      }
      case 'notice':
        if (event.level !== 'info') {
          // One line each, as every line of the view: the whole message is in the run's records and events,
          // and the run's end says in full those the view did not (notShownWhole).
          const text = noticeText(event);
          const line = terminalLine(text, HELD_LINE);
          this.#notices.push({ event, line, cut: line !== terminalSafe(text) });
        }
        break;
      case 'run-finished':
        // What the run was doing (cancelling) is over: the foot says how it ended. The last frame is drawn
        // at once.
        this.#status = '';
        this.#footer = `${event.status} in ${formatDuration(event.duration_ms)}`;
        this.#draw(now);
        this.close();
        return;
      default:
        break;
    }
    this.#redraw(now);
  }

  /** Say what the run is doing as a whole (Ctrl-C: cancelling), in the frame: a line written beside it would be drawn over. */
  message(text: string): void {
    this.#status = terminalLine(text.trim(), HELD_LINE);
    this.#redraw();
  }

  resize({ columns, rows }: { columns: number; rows: number }): void {
    const [c, r] = [Math.max(20, columns), Math.max(1, rows)];
    if (c === this.#columns && r === this.#rows) return;
    this.#columns = c;
    this.#rows = r;
    // Drawn over the last frame as ever: the cursor move up stops at the top of the screen, so when the
    // terminal got shorter than that frame (its top lines are history now, which nothing can clear) the new
    // frame, which fits, starts there, and what is left below it is cleared. A terminal that rewraps its
    // lines when made narrower (tmux, most) leaves the start of the last frame above, once: moving up by
    // the lines it may have been rewrapped into would clear lines of the shell's on one that does not.
    if (this.#title !== '' && !this.#closed) this.#redraw();
  }

  suspend(text: string): void {
    if (this.#closed) return;
    this.#status = terminalLine(text, HELD_LINE);
    this.#draw();
  }

  resume(text: string): void {
    if (this.#closed) return;
    this.#status = terminalLine(text, HELD_LINE);
    // Below what the shell printed while the run was stopped (its job line, what was typed, `fg`), never
    // over it.
    this.#lines = 0;
    this.#draw();
  }

  notShownWhole(): NoticeEvent[] {
    return this.#notices.filter((notice) => !this.#shownWhole.has(notice)).map((notice) => notice.event);
  }

  /**
   * Kept for the next frame (each event and the one-second tick draw one): output can come faster than a
   * terminal redraws, so a line is made fit to show only when a frame shows it (#outputLine), at the width
   * the terminal has then. Its start is kept: no frame shows more.
   */
  onOutput(output: LiveOutput): void {
    const view = this.#jobs.get(output.job)?.legs.find((l) => l.id === output.leg);
    if (view?.state === 'running') view.output = output.line.slice(0, KEPT_OUTPUT);
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    // The latest state stays on screen.
    if (this.#pending !== undefined && !this.#closed) this.#draw(this.#pendingNow);
    this.#closed = true;
  }

  /** A frame as of `now`: at once when the last one is `#every` old, else once it is (one frame for all asked meanwhile). */
  #redraw(now = Date.now()): void {
    if (this.#closed) return;
    this.#pendingNow = now;
    if (this.#pending !== undefined) return;
    const wait = this.#drawnAt + this.#every - Date.now();
    if (wait <= 0) {
      this.#draw(now);
      return;
    }
    this.#pending = setTimeout(() => this.#draw(this.#pendingNow), wait);
    this.#pending.unref?.();
  }

  #leg(jobId: string, id: string): LegView {
    const job = this.#jobs.get(jobId);
    if (!job) return leg(id);
    let view = job.legs.find((l) => l.id === id);
    if (!view) {
      view = leg(id);
      job.legs.push(view);
    }
    return view;
  }

  #jobState(jobId: string): void {
    const job = this.#jobs.get(jobId);
    if (!job) return;
    const states = job.legs.map((l) => l.state);
    job.state = states.includes('running')
      ? 'running'
      : states.includes('waiting')
        ? states.some((s) => s !== 'waiting')
          ? 'running'
          : 'waiting'
        : states.includes('failure')
          ? 'failure'
          : states.includes('cancelled')
            ? 'cancelled'
            : states.every((s) => s === 'skipped')
              ? 'skipped'
              : 'success';
  }

  /** A running leg's latest output line, dimmed, under it. */
  #outputLine(indent: string, output: string): string {
    // An agent's colours and cursor moves are left out rather than shown escaped; any other control
    // character is shown escaped (terminalLine), as in every line of the view.
    const text = `${indent}│ ${terminalLine(withoutTerminalSequences(output), this.#columns)}`;
    return this.#color ? `\x1b[2m${text}\x1b[0m` : text;
  }

  #paint(state: LegState, text: string): string {
    return this.#color ? `${COLORS[state]}${text}\x1b[0m` : text;
  }

  #draw(now = Date.now()): void {
    clearTimeout(this.#pending);
    this.#pending = undefined;
    this.#drawnAt = Date.now();
    // Never taller than the terminal, less the line the cursor ends on, while the run runs: a frame that
    // scrolled could not be drawn over. The last one is never drawn over: it shows every job.
    const final = this.#footer !== '';
    const max = final ? Number.POSITIVE_INFINITY : this.#rows - 1;
    const lines: FrameLine[] =
      max >= 2 ? this.#frame(now, max, final) : max === 1 ? [{ text: this.#oneLine() }] : [];
    const up = this.#lines > 0 ? `\x1b[${this.#lines}A\r` : '';
    this.#shownWhole = new Set();
    if (lines.length === 0) {
      // A terminal one line high: no frame fits above the cursor's line; the last one is drawn when the
      // run ends.
      if (up !== '') this.#write(`${up}\x1b[J`);
      this.#lines = 0;
      return;
    }
    const clipped = lines.map(({ text, notice }) => {
      const line = clip(text, this.#columns);
      if (notice && !notice.cut && line.whole) this.#shownWhole.add(notice);
      return line.text;
    });
    // Line wrapping off while the frame is written: a line the terminal finds wider than counted is cut
    // there, not wrapped onto a line the next frame would not know to clear. Each line is written over the
    // old one and its rest cleared (ESC[K); what is left of a taller old frame is cleared below the new one
    // (ESC[J), never from the frame's first line: a terminal (tmux) may keep a whole screen cleared from
    // its top in its history, once per frame.
    this.#write(`${up}\x1b[?7l${clipped.map((line) => `${line}\x1b[K`).join('\n')}\n\x1b[J\x1b[?7h`);
    this.#lines = clipped.length;
  }

  /**
   * A frame's lines, at most `max` (at least 2): the title, the jobs (all of them in the `final` frame;
   * else as many as fit, see #fit), the latest notices, what the run is doing, and how it ended.
   */
  #frame(now: number, max: number, final: boolean): FrameLine[] {
    // The ids line up in a column at most a third of the terminal wide: a longer id is shown whole, its
    // state after it, rather than pushing every other job's state and step past the edge.
    const longest = Math.max(...[...this.#jobs.keys()].map((id) => id.length), 4);
    const width = Math.min(longest, Math.max(4, Math.floor(this.#columns / 3)));
    const blocks = [...this.#jobs.values()].map((job) => ({ job, lines: this.#jobLines(job, width, now) }));
    // Notices take at most a third of the room; on a terminal too short for the jobs, the title and the foot
    // are what stays.
    const tail: FrameLine[] = [];
    const room = final ? SHOWN_NOTICES + 1 : Math.min(SHOWN_NOTICES + 1, Math.floor((max - 1) / 3));
    const shown = this.#notices.length > room ? Math.max(0, room - 1) : this.#notices.length;
    const hidden = this.#notices.length - shown;
    if (hidden > 0 && room > 0)
      tail.push({
        text: `  ! … ${hidden} earlier notice${hidden === 1 ? '' : 's'} not shown here (--plain prints each; all are in the run's events.jsonl)`,
      });
    for (const notice of shown > 0 ? this.#notices.slice(-shown) : [])
      tail.push({ text: `  ! ${notice.line}`, notice });
    if (this.#status) tail.push({ text: this.#status });
    if (this.#footer) tail.push({ text: this.#footer });
    const jobs = final ? blocks.flatMap((b) => b.lines) : this.#fit(blocks, max - 1 - tail.length);
    const lines = [{ text: this.#title }, ...jobs.map((text) => ({ text })), ...tail];
    return lines.length > max ? [lines[0]!, ...lines.slice(lines.length - (max - 1))] : lines;
  }

  /** The frame of a terminal two lines high: what the run is doing, else the title and a count of the jobs per state. */
  #oneLine(): string {
    if (this.#status) return this.#status;
    const states = countStates(
      [...this.#jobs.values()].map((job) => job.state),
      ['running', 'failure', 'waiting', 'success', 'cancelled', 'skipped'],
    );
    return [this.#title, states].filter(Boolean).join(' · ');
  }

  /**
   * The jobs' lines within `room` lines (a frame taller than the terminal would scroll, and the next one
   * could not be drawn over it): every job while they fit; else running jobs first, then failed ones, then
   * the rest, in their order, and one line counting the jobs left out.
   */
  #fit(blocks: Array<{ job: JobView; lines: string[] }>, room: number): string[] {
    const all = blocks.flatMap((b) => b.lines);
    if (all.length <= room) return all;
    const rank = (state: LegState) => (state === 'running' ? 0 : state === 'failure' ? 1 : 2);
    const order = [...blocks.keys()].sort(
      (a, b) => rank(blocks[a]!.job.state) - rank(blocks[b]!.job.state) || a - b,
    );
    // Each job whole if it fits, else its first line (its state): a matrix job taller than the room is
    // still shown.
    const chosen = new Map<number, string[]>();
    let used = 1;
    for (const i of order) {
      const lines = blocks[i]!.lines;
      const shown = used + lines.length <= room ? lines : used + 1 <= room ? lines.slice(0, 1) : null;
      if (shown === null) continue;
      chosen.set(i, shown);
      used += shown.length;
    }
    const left = blocks.filter((_, i) => !chosen.has(i));
    if (left.length === 0) return blocks.flatMap((_, i) => chosen.get(i) ?? []);
    const summary = countStates(
      left.map(({ job }) => job.state),
      ['running', 'failure', 'waiting', 'success', 'cancelled', 'skipped'],
    );
    return [
      ...blocks.flatMap((_, i) => chosen.get(i) ?? []),
      `  … ${left.length} more job${left.length === 1 ? '' : 's'} (${summary})`,
    ];
  }

  /** A job's lines: its state, and a matrix job's running and failed legs beneath. */
  #jobLines(job: JobView, width: number, now: number): string[] {
    const lines: string[] = [];
    const head = `${this.#paint(job.state, SYMBOLS[job.state])} ${job.id.padEnd(width)}`;
    if (!job.matrix) {
      const l = job.legs[0];
      lines.push(`  ${head}  ${this.#named(l)}${this.#describe(job.state, l, now, job.reason)}`);
      if (l?.state === 'running' && l.output) lines.push(this.#outputLine('    ', l.output));
      return lines;
    }
    const summary = countStates(
      job.legs.map((l) => l.state),
      ['running', 'success', 'failure', 'cancelled', 'skipped', 'waiting'],
    );
    lines.push(
      `  ${head}  ${job.reason ? `${job.state} (${job.reason})` : `${job.legs.length} leg${job.legs.length === 1 ? '' : 's'}: ${summary}`}`,
    );
    const running = job.legs.filter((l) => l.state === 'running');
    for (const l of running.slice(0, SHOWN_LEGS)) {
      lines.push(
        `      ${this.#paint('running', SYMBOLS.running)} ${l.id}  ${this.#named(l)}${this.#describe('running', l, now, null)}`,
      );
      if (l.output) lines.push(this.#outputLine('        ', l.output));
    }
    if (running.length > SHOWN_LEGS) lines.push(`      … ${running.length - SHOWN_LEGS} more running`);
    // The legs that failed, and why, as GitHub lists a matrix's failed jobs.
    const failed = job.legs.filter((l) => l.state === 'failure');
    for (const l of failed.slice(0, SHOWN_FAILED_LEGS)) {
      lines.push(
        `      ${this.#paint('failure', SYMBOLS.failure)} ${l.id}  ${this.#named(l)}${this.#describe('failure', l, now, null)}`,
      );
    }
    if (failed.length > SHOWN_FAILED_LEGS)
      lines.push(`      … ${failed.length - SHOWN_FAILED_LEGS} more failed`);
    return lines;
  }

  /** `Fix the word count: ` before a leg's state when its job has a `name:`, dimmed: the id stays the handle. */
  #named(l: LegView | undefined): string {
    return l?.name ? `${this.#color ? `\x1b[2m${l.name}\x1b[0m` : l.name}: ` : '';
  }

  #describe(state: LegState, l: LegView | undefined, now: number, reason: string | null): string {
    switch (state) {
      case 'waiting':
        return 'waiting';
      case 'running': {
        const elapsed = l?.started ? formatDuration(Math.max(0, now - l.started)) : '';
        return `running ${elapsed}${l?.step ? `  › ${l.step}` : ''}`;
      }
      case 'skipped':
      case 'cancelled':
        return reason ? `${state} (${reason})` : state;
      default: {
        const took = l?.reused
          ? `${tookThere(l.reused.ms)} (reused)`
          : l?.started && l.finished
            ? ` in ${formatDuration(l.finished - l.started)}`
            : '';
        const why = state === 'failure' && l?.failed ? `  › ${l.failed}` : '';
        return `${state === 'success' ? 'passed' : 'failed'}${took}${why}`;
      }
    }
  }
}

/** `2 running, 1 failed`: how many of `states` are in each state, in `order`, the empty ones left out. */
function countStates(states: readonly LegState[], order: readonly LegState[]): string {
  const counts = new Map<LegState, number>();
  for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1);
  return order
    .filter((s) => counts.get(s))
    .map((s) => `${counts.get(s)} ${s === 'success' ? 'passed' : s === 'failure' ? 'failed' : s}`)
    .join(', ');
}

function leg(id: string): LegView {
  return {
    id,
    name: null,
    state: 'waiting',
    started: null,
    finished: null,
    step: null,
    output: null,
    failed: null,
  };
}

/**
 * Cut a line to the terminal width, in columns (a wide character, CJK or emoji, takes two; a tab is shown
 * as one space), not counting the view's own colour codes; `whole` when nothing was cut.
 */
function clip(line: string, columns: number): { text: string; whole: boolean } {
  let visible = 0;
  let out = '';
  for (let i = 0; i < line.length; ) {
    if (line[i] === '\x1b') {
      const end = line.indexOf('m', i);
      out += line.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const char = String.fromCodePoint(line.codePointAt(i) ?? 0);
    const shown = char === '\t' ? ' ' : char;
    const width = stringWidth(shown);
    if (visible + width > columns - 1) return { text: `${out}…\x1b[0m`, whole: false };
    out += shown;
    visible += width;
    i += char.length;
  }
  return { text: out, whole: true };
}
