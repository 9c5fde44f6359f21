import stringWidth from 'string-width';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMode } from '../../src/cli/commands/run-options.js';
import { type CliIO, terminalSize } from '../../src/cli/io.js';
import { progressView } from '../../src/cli/progress.js';
import type { RunEvent } from '../../src/core/workflow/events.js';
import { obeyedCommands } from '../support/actions-runner.js';

/** A live frame without the view's own cursor moves and line-wrap switches. */
const body = (frame: string) =>
  frame
    .replace(/^(\u001b\[\d+A\r)?\u001b\[\?7l/, '')
    .replace(/\u001b\[J\u001b\[\?7h$/, '')
    .replaceAll('\u001b[K', '');

const at = (s: number) => new Date(Date.parse('2026-11-21T13:05:00Z') + s * 1000).toISOString();

const EVENTS: RunEvent[] = [
  {
    type: 'run-started',
    at: at(0),
    run: '20261121-1305-ab12',
    workflow: 'fix',
    jobs: [
      { id: 'investigate', needs: [], legs: ['investigate'] },
      { id: 'review', needs: ['investigate'], legs: ['review-a', 'review-b'] },
      { id: 'docs', needs: ['investigate'], legs: ['docs'] },
    ],
  },
  { type: 'job-started', at: at(0), job: 'investigate', leg: 'investigate', name: null, matrix: null },
  { type: 'step-started', at: at(1), job: 'investigate', leg: 'investigate', step: 0, name: 'Run ./' },
  {
    type: 'step-finished',
    at: at(3),
    job: 'investigate',
    leg: 'investigate',
    step: 0,
    name: 'Run ./',
    outcome: 'success',
    conclusion: 'success',
    duration_ms: 2000,
    message: null,
  },
  {
    type: 'job-finished',
    at: at(3),
    job: 'investigate',
    leg: 'investigate',
    result: 'success',
    duration_ms: 3000,
  },
  { type: 'job-skipped', at: at(3), job: 'docs', result: 'skipped', reason: 'if: false was false' },
  { type: 'job-started', at: at(4), job: 'review', leg: 'review-a', name: null, matrix: { angle: 'a' } },
  { type: 'step-started', at: at(4), job: 'review', leg: 'review-a', step: 0, name: 'Run ./agent.sh' },
];

describe('progress views', () => {
  it('plain: one line per event', () => {
    const out: string[] = [];
    const view = progressView('plain', (t) => out.push(t));
    for (const e of EVENTS) view.onEvent(e);
    expect(out.join('')).toBe(
      [
        '13:05:00 run 20261121-1305-ab12 started: fix (3 jobs)',
        '13:05:00 investigate: started',
        '13:05:01 investigate: step 1 Run ./',
        '13:05:03 investigate: step 1 success in 2.0s',
        '13:05:03 investigate: success in 3.0s',
        '13:05:03 docs: skipped (if: false was false)',
        '13:05:04 review-a: started',
        '13:05:04 review-a: step 1 Run ./agent.sh',
        '',
      ].join('\n'),
    );
  });

  describe('plain: a step still running', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is named again each time a heartbeat passes without a line about it, until it ends', () => {
      vi.useFakeTimers({ now: Date.parse('2026-11-21T13:05:00Z') });
      const out: string[] = [];
      const view = progressView('plain', (t) => out.push(t), { heartbeatMs: 60_000 });
      view.onEvent({ type: 'step-started', at: at(0), job: 'a', leg: 'a', step: 1, name: 'Run make' });
      vi.advanceTimersByTime(59_000);
      expect(out).toHaveLength(1);
      vi.advanceTimersByTime(2_000);
      expect(out.slice(1)).toEqual(['13:06:00 a: step 2 Run make still running (1m00s)\n']);
      vi.advanceTimersByTime(60_000);
      expect(out.at(-1)).toBe('13:07:00 a: step 2 Run make still running (2m00s)\n');
      view.onEvent({
        type: 'step-finished',
        at: at(130),
        job: 'a',
        leg: 'a',
        step: 1,
        name: 'Run make',
        outcome: 'success',
        conclusion: 'success',
        duration_ms: 130_000,
        message: null,
      });
      const count = out.length;
      vi.advanceTimersByTime(180_000);
      expect(out).toHaveLength(count);
      view.close();
    });
  });

  it('plain: no line can be a workflow command where baton runs in CI (the runner trims the indent, and reads ##[ anywhere)', () => {
    const out: string[] = [];
    const view = progressView('plain', (t) => out.push(t));
    view.onEvent({
      type: 'step-started',
      at: at(1),
      job: 'a',
      leg: 'a',
      step: 0,
      name: 'Run evil/x ##[add-mask]y\n::error file=src/app.ts,line=1::Fake finding\n  ::add-mask::x',
    });
    const lines = out.join('').split('\n');
    expect(lines).toEqual([
      '13:05:01 a: step 1 Run evil/x \\u0023#[add-mask]y',
      '    \\u003a:error file=src/app.ts,line=1::Fake finding',
      '      \\u003a:add-mask::x',
      '',
    ]);
    expect(obeyedCommands(out.join(''))).toEqual([]);
  });

  it('plain: a job that failed outside its steps is said why once, in its error, not again when it finishes', () => {
    const out: string[] = [];
    const view = progressView('plain', (t) => out.push(t));
    const why = 'fix.yml:14:15: ${{ fromJSON(needs.plan.outputs.legs) }}: empty input';
    view.onEvent({ type: 'notice', at: at(1), level: 'error', job: 'review', leg: null, message: why });
    view.onEvent({
      type: 'job-finished',
      at: at(1),
      job: 'review',
      leg: 'review',
      result: 'failure',
      duration_ms: 0,
      reason: why,
    });
    view.onEvent({
      type: 'job-finished',
      at: at(2),
      job: 'docs',
      leg: 'docs-b',
      result: 'cancelled',
      duration_ms: 0,
      reason: 'the run was cancelled before it started',
    });
    expect(out.join('')).toBe(
      [
        `13:05:01 review: error: ${why}`,
        '13:05:01 review: failure in 0ms',
        '13:05:02 docs-b: cancelled (the run was cancelled before it started)',
        '',
      ].join('\n'),
    );
  });

  it("says a replay's reused leg is reused, with why it was cancelled when it was, not that it took 0ms", () => {
    const out: string[] = [];
    const view = progressView('plain', (text) => out.push(text));
    const finished = { type: 'job-finished', job: 'review', duration_ms: 0, reused: true } as const;
    view.onEvent({ ...finished, at: at(1), leg: 'review-a', result: 'success' });
    view.onEvent({
      ...finished,
      at: at(2),
      leg: 'review-b',
      result: 'cancelled',
      reason: 'fail-fast: another leg of its matrix failed before it started',
    });
    expect(out.join('')).toBe(
      [
        '13:05:01 review-a: success, reused from the run replayed',
        '13:05:02 review-b: cancelled, reused from the run replayed (fail-fast: another leg of its matrix failed before it started)',
        '',
      ].join('\n'),
    );
  });

  it("says how long a replay's reused leg ran in the run replayed, and the step that failed it there", () => {
    const out: string[] = [];
    const view = progressView('plain', (text) => out.push(text));
    const finished = { type: 'job-finished', job: 'test', reused: true } as const;
    view.onEvent({ ...finished, at: at(1), leg: 'test-unit', result: 'success', duration_ms: 1250 });
    view.onEvent({
      ...finished,
      at: at(2),
      leg: 'test-lint',
      result: 'failure',
      duration_ms: 418,
      failed_step: { step: 1, name: 'check\n::error::x', message: 'exited with code 3', output_tail: 'bad' },
    });
    expect(out.join('')).toBe(
      [
        '13:05:01 test-unit: success in 1.3s, reused from the run replayed',
        '13:05:02 test-lint: failure in 418ms, reused from the run replayed, where step 2 (check) failed: exited with code 3',
        '',
      ].join('\n'),
    );
  });

  it('takes plain lines for a terminal that cannot move its cursor (TERM=dumb), CI, or a pipe', () => {
    const io = (env: Record<string, string>, isTTY = true) => ({ env, isTTY }) as unknown as CliIO;
    expect(progressMode(io({ TERM: 'xterm-256color' }), {})).toBe('live');
    expect(progressMode(io({ TERM: 'dumb' }), {})).toBe('plain');
    expect(progressMode(io({ CI: 'true' }), {})).toBe('plain');
    expect(progressMode(io({}, false), {})).toBe('plain');
    expect(progressMode(io({}), { json: true })).toBe('json');
  });

  it('a terminal that says it is 0 × 0 (a pty given no size) is of unknown size: the defaults, not no room', () => {
    expect(terminalSize({ columns: 0, rows: 0 })).toEqual({});
    expect(terminalSize({})).toEqual({});
    expect(terminalSize({ columns: 120, rows: 0 })).toEqual({});
    expect(terminalSize({ columns: 120, rows: 40 })).toEqual({ terminal: { columns: 120, rows: 40 } });
  });

  it("shows a job's name: beside its id, plain and live", () => {
    const events: RunEvent[] = [
      {
        type: 'run-started',
        at: at(0),
        run: '20261121-1305-ab12',
        workflow: 'fix',
        jobs: [
          { id: 'fix', needs: [], legs: ['fix'] },
          { id: 'review', needs: [], legs: ['review-a'] },
        ],
      },
      { type: 'job-started', at: at(0), job: 'fix', leg: 'fix', name: 'Fix #42 \u001b[2J', matrix: null },
      {
        type: 'job-started',
        at: at(0),
        job: 'review',
        leg: 'review-a',
        name: 'Review (a)',
        matrix: { x: 'a' },
      },
    ];
    const plain: string[] = [];
    const view = progressView('plain', (t) => plain.push(t));
    for (const e of events) view.onEvent(e);
    expect(plain.slice(1).join('')).toBe(
      '13:05:00 fix: started (Fix #42 \\u001b[2J)\n13:05:00 review-a: started (Review (a))\n',
    );
    const live: string[] = [];
    const liveView = progressView('live', (t) => live.push(t), { redrawMs: 0, color: false, columns: 80 });
    for (const e of events) liveView.onEvent(e);
    liveView.close();
    expect(body(live.at(-1) as string)).toBe(
      [
        'baton run 20261121-1305-ab12 · fix',
        '  ● fix     Fix #42 \\u001b[2J: running 0ms',
        '  ● review  1 leg: 1 running',
        '      ● review-a  Review (a): running 0ms',
        '',
      ].join('\n'),
    );
  });

  it('plain: a step that ends with the message of the notice just before it does not say it twice', () => {
    const out: string[] = [];
    const view = progressView('plain', (t) => out.push(t));
    const ended = (step: number, message: string): RunEvent => ({
      type: 'step-finished',
      at: at(1),
      job: 'a',
      leg: 'a',
      step,
      name: 'Run x',
      outcome: 'failure',
      conclusion: 'failure',
      duration_ms: 1000,
      message,
    });
    const notice: RunEvent = {
      type: 'notice',
      at: at(1),
      level: 'error',
      job: 'a',
      leg: 'a',
      message: 'the agent exited with code 3',
    };
    for (const e of [notice, ended(0, 'the agent exited with code 3'), notice, ended(1, 'exit code 2')])
      view.onEvent(e);
    view.close();
    expect(out.join('')).toBe(
      [
        '13:05:01 a: error: the agent exited with code 3',
        '13:05:01 a: step 1 failure in 1.0s',
        '13:05:01 a: error: the agent exited with code 3',
        '13:05:01 a: step 2 failure in 1.0s: exit code 2',
        '',
      ].join('\n'),
    );
  });

  it('json: each event as one JSON line', () => {
    const out: string[] = [];
    const view = progressView('json', (t) => out.push(t));
    for (const e of EVENTS) view.onEvent(e);
    expect(out.map((line) => JSON.parse(line))).toEqual(EVENTS);
  });

  it('live: redraws every job in place with its state, elapsed time and current step', () => {
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 80 });
    for (const e of EVENTS) view.onEvent(e);
    view.close();
    const last = out.at(-1) as string;
    // Moves up over the previous frame, clears, draws the new one.
    // Moves up over the previous frame, turns line wrapping off, writes each line over the old one (clearing
    // its rest), clears what is left below, turns wrapping on.
    expect(last.startsWith('\x1b[5A\r\x1b[?7l')).toBe(true);
    expect(last.endsWith('\x1b[K\n\x1b[J\x1b[?7h')).toBe(true);
    expect(last.includes('\x1b[J\x1b[?7l')).toBe(false);
    expect(body(last)).toBe(
      [
        'baton run 20261121-1305-ab12 · fix',
        '  ✓ investigate  passed in 3.0s',
        '  ● review       2 legs: 1 running, 1 waiting',
        '      ● review-a  running 0ms  › Run ./agent.sh',
        '  - docs         skipped (if: false was false)',
        '',
      ].join('\n'),
    );
  });

  it("live: a replay's reused job says it is reused, not how long it took", () => {
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 80 });
    view.onEvent({
      type: 'run-started',
      at: at(0),
      run: 'r',
      workflow: 'w',
      jobs: [{ id: 'a', needs: [], legs: ['a'] }],
    });
    view.onEvent({
      type: 'job-finished',
      at: at(1),
      job: 'a',
      leg: 'a',
      result: 'success',
      duration_ms: 0,
      reused: true,
    });
    view.close();
    expect(body(out.at(-1) as string)).toMatch(/\n {2}✓ a +passed \(reused\)\n/);
  });

  it("live: a replay's reused leg that failed says how long it ran there and the step that failed it", () => {
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 80 });
    view.onEvent({
      type: 'run-started',
      at: at(0),
      run: 'r',
      workflow: 'w',
      jobs: [{ id: 'a', needs: [], legs: ['a'] }],
    });
    view.onEvent({
      type: 'job-finished',
      at: at(1),
      job: 'a',
      leg: 'a',
      result: 'failure',
      duration_ms: 418,
      reused: true,
      failed_step: { step: 1, name: 'check', message: 'exited with code 3' },
    });
    view.close();
    expect(body(out.at(-1) as string)).toMatch(
      /\n {2}✗ a +failed in 418ms \(reused\) {2}› step 2: exited with code 3 · check\n/,
    );
  });

  it('live: a failed job shows the step that failed it and why; a matrix lists its failed legs', () => {
    const failed = (job: string, leg: string, step: number, name: string, message: string): RunEvent[] => [
      { type: 'job-started', at: at(0), job, leg, name: null, matrix: null },
      {
        type: 'step-finished',
        at: at(1),
        job,
        leg,
        step,
        name,
        outcome: 'failure',
        conclusion: 'failure',
        duration_ms: 1000,
        message,
        output_tail: 'boom',
      },
      { type: 'job-finished', at: at(2), job, leg, result: 'failure', duration_ms: 2000 },
    ];
    const legs = ['t-1', 't-2', 't-3', 't-4', 't-5'];
    const events: RunEvent[] = [
      {
        type: 'run-started',
        at: at(0),
        run: 'r',
        workflow: 'ci',
        jobs: [
          { id: 'build', needs: [], legs: ['build'] },
          { id: 't', needs: [], legs },
        ],
      },
      // A step that failed with continue-on-error does not fail the job: the one after it does.
      {
        type: 'step-finished',
        at: at(1),
        job: 'build',
        leg: 'build',
        step: 0,
        name: 'Run lint',
        outcome: 'failure',
        conclusion: 'success',
        duration_ms: 5,
        message: 'exited with code 2',
      },
      ...failed('build', 'build', 1, 'Run make', 'exited with code 3'),
      ...legs.flatMap((leg) => failed('t', leg, 0, 'Run test', 'exited with code 1')),
    ];
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 100 });
    for (const e of events) view.onEvent(e);
    view.close();
    expect(body(out.at(-1)!)).toBe(
      [
        'baton run r · ci',
        '  ✗ build  failed in 2.0s  › step 2: exited with code 3 · Run make',
        '  ✗ t      5 legs: 5 failed',
        '      ✗ t-1  failed in 2.0s  › step 1: exited with code 1 · Run test',
        '      ✗ t-2  failed in 2.0s  › step 1: exited with code 1 · Run test',
        '      ✗ t-3  failed in 2.0s  › step 1: exited with code 1 · Run test',
        '      … 2 more failed',
        '',
      ].join('\n'),
    );
  });

  it("live: shows a running leg's latest output line under it, without the agent's colours, until its step ends", () => {
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 80 });
    for (const e of EVENTS) view.onEvent(e);
    const frame = () => {
      view.onEvent({ type: 'notice', at: at(5), level: 'info', job: null, leg: null, message: 'redraw' });
      return body(out.at(-1)!);
    };
    view.onOutput?.({ job: 'review', leg: 'review-a', line: 'reading \u001b[1msrc/app.ts\u001b[0m' });
    view.onOutput?.({ job: 'review', leg: 'review-a', line: 'found 3 issues\u0007 \u001b]0;title\u0007' });
    // A leg that is not running shows none.
    view.onOutput?.({ job: 'investigate', leg: 'investigate', line: 'late line' });
    expect(frame()).toBe(
      [
        'baton run 20261121-1305-ab12 · fix',
        '  ✓ investigate  passed in 3.0s',
        '  ● review       2 legs: 1 running, 1 waiting',
        '      ● review-a  running 1.0s  › Run ./agent.sh',
        '        │ found 3 issues\\u0007 ',
        '  - docs         skipped (if: false was false)',
        '',
      ].join('\n'),
    );
    view.onEvent({
      type: 'step-started',
      at: at(6),
      job: 'review',
      leg: 'review-a',
      step: 1,
      name: 'Run next',
    });
    expect(frame()).not.toContain('│');
    view.close();
  });

  it("live: a long job id does not push every other job's state off a narrow terminal", () => {
    const long = 'investigate-and-write-a-report';
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 40 });
    view.onEvent({
      type: 'run-started',
      at: at(0),
      run: 'r',
      workflow: 'w',
      jobs: [
        { id: long, needs: [], legs: [long] },
        { id: 'fix', needs: [], legs: ['fix'] },
      ],
    });
    view.onEvent({ type: 'job-started', at: at(0), job: 'fix', leg: 'fix', name: null, matrix: null });
    view.onEvent({ type: 'step-started', at: at(1), job: 'fix', leg: 'fix', step: 0, name: 'Run make' });
    view.close();
    const lines = body(out.at(-1)!).split('\n');
    // The id column is at most a third of the width: the short id's state and elapsed time are shown.
    expect(lines[2]).toMatch(/^ {2}● fix {12}running 1\.0s {2}› Run …/);
    // The long id is shown whole, its state after it (as much as fits).
    expect(lines[1]).toMatch(/^ {2}· investigate-and-write-a-report {2}wai…/);
  });

  it('live: cuts lines by the columns they take (wide characters two, a tab one)', () => {
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 40 });
    for (const e of EVENTS.slice(0, 2)) view.onEvent(e);
    view.onEvent({
      type: 'step-started',
      at: at(1),
      job: 'investigate',
      leg: 'investigate',
      step: 0,
      name: 'x',
    });
    view.onOutput?.({
      job: 'investigate',
      leg: 'investigate',
      line: '✅\tPASS 编译中编译中编译中编译中编译中编译中编译中编译中',
    });
    view.onEvent({ type: 'notice', at: at(2), level: 'info', job: null, leg: null, message: 'redraw' });
    const line = body(out.at(-1)!).split('\n')[2]!;
    // '    │ ' (6) + ✅ (2) + ' PASS ' (6) + 12 wide characters (24) + … = 39 columns, within 40.
    expect(line).toBe('    │ ✅ PASS 编译中编译中编译中编译中…\u001b[0m');
    view.close();
  });

  it('live: never draws more lines than the terminal has: running and failed jobs first, the rest counted', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `job${String(i).padStart(2, '0')}`);
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 0,
      color: false,
      columns: 80,
      rows: 12,
    });
    view.onEvent({
      type: 'run-started',
      at: at(0),
      run: 'r',
      workflow: 'many',
      jobs: ids.map((id) => ({ id, needs: [], legs: [id] })),
    });
    view.onEvent({ type: 'job-started', at: at(1), job: 'job25', leg: 'job25', name: null, matrix: null });
    view.onEvent({ type: 'job-started', at: at(1), job: 'job03', leg: 'job03', name: null, matrix: null });
    view.onEvent({
      type: 'job-finished',
      at: at(2),
      job: 'job03',
      leg: 'job03',
      result: 'failure',
      duration_ms: 5,
    });
    const frame = body(out.at(-1)!).split('\n').slice(0, -1);
    expect(frame.length).toBeLessThanOrEqual(12 - 1);
    expect(frame[0]).toBe('baton run r · many');
    expect(frame.filter((l) => l.includes('job25'))).toEqual([expect.stringMatching(/● job25\s+running/)]);
    expect(frame.filter((l) => l.includes('job03'))).toEqual([expect.stringMatching(/✗ job03\s+failed/)]);
    expect(frame.at(-1)).toMatch(/^ {2}… 2\d more jobs \(2\d waiting\)$/);
    view.close();
  });

  it('live: shows a job taller than the room by its first line, and keeps a tiny terminal to its height', () => {
    const legs = Array.from({ length: 6 }, (_, i) => `m-${i + 1}`);
    const events: RunEvent[] = [
      { type: 'run-started', at: at(0), run: 'r', workflow: 'mat', jobs: [{ id: 'm', needs: [], legs }] },
      ...legs.map(
        (leg): RunEvent => ({ type: 'job-started', at: at(1), job: 'm', leg, name: null, matrix: null }),
      ),
      ...Array.from(
        { length: 8 },
        (_, i): RunEvent => ({
          type: 'notice',
          at: at(2),
          level: 'error',
          job: 'm',
          leg: 'm-1',
          message: `e${i}`,
        }),
      ),
    ];
    for (const rows of [8, 4, 2]) {
      const out: string[] = [];
      const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 80, rows });
      for (const e of events) view.onEvent(e);
      for (const leg of legs) view.onOutput?.({ job: 'm', leg, line: `${leg} says` });
      view.onEvent({ type: 'notice', at: at(3), level: 'info', job: null, leg: null, message: 'redraw' });
      const frame = body(out.at(-1)!).split('\n').slice(0, -1);
      expect(frame.length).toBeLessThanOrEqual(rows - 1);
      if (rows === 8) {
        expect(frame[0]).toBe('baton run r · mat');
        expect(frame[1]).toMatch(/^ {2}● m +6 legs: 6 running$/);
        expect(frame.at(-1)).toBe('  ! m-1: error: e7');
      }
      view.close();
    }
  });

  it('live: shows the latest warnings and errors, and counts the earlier ones', () => {
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 120 });
    for (const e of EVENTS) view.onEvent(e);
    for (let i = 1; i <= 8; i++)
      view.onEvent({
        type: 'notice',
        at: at(5),
        level: 'warning',
        job: 'review',
        leg: 'review-a',
        message: `w${i}`,
      });
    const lines = body(out.at(-1)!).split('\n');
    expect(lines.slice(-7, -1)).toEqual([
      "  ! … 3 earlier notices not shown here (--plain prints each; all are in the run's events.jsonl)",
      '  ! review-a: warning: w4',
      '  ! review-a: warning: w5',
      '  ! review-a: warning: w6',
      '  ! review-a: warning: w7',
      '  ! review-a: warning: w8',
    ]);
    view.close();
  });

  it('live: a message about the whole run (cancelling) is a line of the frame, kept in the next ones', () => {
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 80 });
    for (const e of EVENTS) view.onEvent(e);
    view.message?.('cancelling: always() steps still run · Ctrl-C again to stop everything now');
    view.onEvent({ type: 'notice', at: at(6), level: 'info', job: null, leg: null, message: 'redraw' });
    expect(body(out.at(-1)!).split('\n').at(-2)).toBe(
      'cancelling: always() steps still run · Ctrl-C again to stop everything now',
    );
    view.close();
  });

  describe('untrusted text in a name, a reason or a message', () => {
    // A step name made from an upstream output: a title change, a screen clear, colour, and a forged line.
    const hostile = '\u001b]0;OWNED\u0007\u001b[2J\u001b[31mRED\r\n20:00:00 run X success';
    const events: RunEvent[] = [
      {
        ...EVENTS[0]!,
        workflow: `wf ${hostile}`,
        jobs: [{ id: 'investigate', needs: [], legs: ['investigate'] }],
      } as RunEvent,
      { type: 'job-started', at: at(0), job: 'investigate', leg: 'investigate', name: null, matrix: null },
      {
        type: 'step-started',
        at: at(1),
        job: 'investigate',
        leg: 'investigate',
        step: 0,
        name: `step ${hostile}`,
      },
      {
        type: 'notice',
        at: at(2),
        level: 'warning',
        job: 'investigate',
        leg: 'investigate',
        message: hostile,
      },
      { type: 'job-skipped', at: at(3), job: 'docs', result: 'skipped', reason: hostile },
    ];

    it('plain: no control character reaches the terminal, and no text starts a line of its own', () => {
      const out: string[] = [];
      const view = progressView('plain', (t) => out.push(t));
      for (const e of events) view.onEvent(e);
      const text = out.join('');
      expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
      expect(text).toContain('run X success (1 job)\n');
      expect(text).toContain(
        '13:05:01 investigate: step 1 step \\u001b]0;OWNED\\u0007\\u001b[2J\\u001b[31mRED\\u000d\n    20:00:00 run X success\n',
      );
      expect(
        text
          .split('\n')
          .filter((l) => /^\d\d:\d\d:\d\d /.test(l))
          .map((l) => l.slice(0, 8)),
      ).toEqual(['13:05:00', '13:05:00', '13:05:01', '13:05:02', '13:05:03']);
    });

    it('live: every line of the view is one line, with no control character but its own', () => {
      const out: string[] = [];
      const view = progressView('live', (t) => out.push(t), { redrawMs: 0, color: false, columns: 200 });
      for (const e of events) view.onEvent(e);
      view.close();
      const frame = out.at(-1)!;
      // The view's own cursor moves, then the frame: as many lines as it says it drew.
      const drawn = body(frame);
      expect(drawn).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
      expect(drawn).toContain('OWNED');
      expect(drawn).not.toMatch(/^20:00:00/m);
    });
  });
});

describe('live view on a terminal as it is', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const jobIds = (n: number) => Array.from({ length: n }, (_, i) => `job${String(i).padStart(2, '0')}`);
  const started = (ids: readonly string[]): RunEvent => ({
    type: 'run-started',
    at: at(0),
    run: 'r',
    workflow: 'many',
    jobs: ids.map((id) => ({ id, needs: [], legs: [id] })),
  });
  const jobStarted = (id: string, s = 1): RunEvent => ({
    type: 'job-started',
    at: at(s),
    job: id,
    leg: id,
    name: null,
    matrix: null,
  });
  const jobFinished = (id: string, result: 'success' | 'failure' = 'success'): RunEvent => ({
    type: 'job-finished',
    at: at(2),
    job: id,
    leg: id,
    result,
    duration_ms: 1000,
  });
  const finished: RunEvent = {
    type: 'run-finished',
    at: at(3),
    run: 'r',
    status: 'success',
    duration_ms: 3000,
  };
  /** A frame's lines, without the view's own sequences. */
  const lines = (frame: string) => body(frame).split('\n').slice(0, -1);

  it('redraws at the new size when the terminal is resized: over the last frame, which fits it, each line cut to its width', () => {
    vi.useFakeTimers({ now: Date.parse(at(1)) });
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 0,
      color: false,
      columns: 100,
      rows: 40,
    });
    view.onEvent(started(jobIds(30)));
    view.onEvent(jobStarted('job00'));
    view.onEvent({
      type: 'step-started',
      at: at(1),
      job: 'job00',
      leg: 'job00',
      step: 0,
      name: 'Compile the whole project with every optimisation turned on, then some',
    });
    expect(lines(out.at(-1)!)).toHaveLength(31);
    const drawn = out.length;
    view.resize?.({ columns: 40, rows: 12 });
    expect(out).toHaveLength(drawn + 1);
    const shorter = out.at(-1)!;
    // Up over the last frame (on the terminal, the move stops at the top of a screen now shorter than it:
    // the new frame starts there, and what is left below it is cleared).
    expect(shorter.startsWith('\u001b[31A\r\u001b[?7l')).toBe(true);
    expect(shorter.endsWith('\u001b[J\u001b[?7h')).toBe(true);
    expect(lines(shorter).length).toBeLessThanOrEqual(11);
    for (const line of lines(shorter)) expect(stringWidth(line)).toBeLessThanOrEqual(40);
    expect(lines(shorter)[1]).toBe('  ● job00  running 0ms  › Compile the w…\u001b[0m');
    // Made wider, it shows more of what it cut; the next frame is drawn over this one.
    view.resize?.({ columns: 120, rows: 12 });
    expect(out.at(-1)!.startsWith(`\u001b[${lines(shorter).length}A\r`)).toBe(true);
    expect(lines(out.at(-1)!)[1]).toBe(
      '  ● job00  running 0ms  › Compile the whole project with every optimisation turned on, then some',
    );
    // The same size again draws nothing new.
    view.resize?.({ columns: 120, rows: 12 });
    expect(out).toHaveLength(drawn + 2);
    view.close();
  });

  it("shows more of a step's output line when the terminal is made wider: a line is cut when it is drawn", () => {
    vi.useFakeTimers({ now: Date.parse(at(1)) });
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 0,
      color: false,
      columns: 40,
      rows: 12,
    });
    view.onEvent(started(['job00']));
    view.onEvent(jobStarted('job00'));
    const said = 'compiling src/very/long/path/to/a/module/with/a/long/name.ts (3 of 120)';
    view.onOutput?.({ job: 'job00', leg: 'job00', line: `\u001b[1m${said}\u001b[0m` });
    view.onEvent({ type: 'notice', at: at(1), level: 'info', job: 'job00', leg: 'job00', message: 'tick' });
    const narrow = lines(out.at(-1)!).find((line) => line.includes('│'));
    expect(narrow).toMatch(/│ compiling src\/very.*…/);
    view.resize?.({ columns: 120, rows: 12 });
    // The whole line, its colour codes left out.
    expect(lines(out.at(-1)!).find((line) => line.includes('│'))).toBe(`    │ ${said}`);
    view.close();
  });

  it('draws a frame at most every redrawMs, of the latest state, and the last frame of a run at once', () => {
    vi.useFakeTimers({ now: Date.parse(at(0)) });
    const ids = jobIds(40);
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 100,
      color: false,
      columns: 80,
      rows: 50,
    });
    view.onEvent(started(ids));
    for (const id of ids) view.onEvent(jobStarted(id, 0));
    // The first frame at once; the 40 events after it, one frame when 100 ms have passed.
    expect(out).toHaveLength(1);
    vi.advanceTimersByTime(99);
    expect(out).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(out).toHaveLength(2);
    expect(lines(out[1]!).filter((line) => line.includes('running'))).toHaveLength(40);
    for (const id of ids) view.onEvent(jobFinished(id));
    view.onEvent(finished);
    expect(out).toHaveLength(3);
    expect(lines(out[2]!).at(-1)).toBe('success in 3.0s');
    vi.advanceTimersByTime(5000);
    expect(out).toHaveLength(3);
  });

  it('draws what is pending when closed, so the latest state stays on screen', () => {
    vi.useFakeTimers({ now: Date.parse(at(0)) });
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 100,
      color: false,
      columns: 80,
      rows: 50,
    });
    view.onEvent(started(['a']));
    view.onEvent(jobStarted('a', 0));
    expect(out).toHaveLength(1);
    view.close();
    expect(out).toHaveLength(2);
    expect(lines(out[1]!)[1]).toMatch(/● a +running/);
    vi.advanceTimersByTime(5000);
    expect(out).toHaveLength(2);
  });

  it('lists every job in the last frame, however short the terminal: it is never drawn over', () => {
    const ids = jobIds(30);
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 0,
      color: false,
      columns: 80,
      rows: 12,
    });
    view.onEvent(started(ids));
    for (const id of ids) view.onEvent(jobStarted(id));
    expect(lines(out.at(-1)!).length).toBeLessThanOrEqual(11);
    for (const id of ids) view.onEvent(jobFinished(id, id === 'job07' ? 'failure' : 'success'));
    view.onEvent(finished);
    const last = lines(out.at(-1)!);
    expect(last[0]).toBe('baton run r · many');
    expect(last.slice(1, -1)).toEqual(
      ids.map(
        (id) => `  ${id === 'job07' ? '✗' : '✓'} ${id}  ${id === 'job07' ? 'failed' : 'passed'} in 1.0s`,
      ),
    );
    expect(last.at(-1)).toBe('success in 3.0s');
  });

  it('keeps a terminal two lines high to a one-line frame, each drawn over the last; one line high, none until the last', () => {
    const ids = jobIds(5);
    const events = [started(ids), ...ids.map((id) => jobStarted(id)), jobFinished('job00')];
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 0,
      color: false,
      columns: 60,
      rows: 2,
    });
    for (const e of events) view.onEvent(e);
    expect(out).toHaveLength(events.length);
    expect(out.map((frame) => lines(frame).length)).toEqual(events.map(() => 1));
    expect(out.slice(1).every((frame) => frame.startsWith('\u001b[1A\r\u001b[?7l'))).toBe(true);
    expect(lines(out.at(-1)!)).toEqual(['baton run r · many · 4 running, 1 passed']);
    view.close();

    const one: string[] = [];
    const tiny = progressView('live', (t) => one.push(t), {
      redrawMs: 0,
      color: false,
      columns: 60,
      rows: 1,
    });
    for (const e of events) tiny.onEvent(e);
    expect(one).toEqual([]);
    tiny.onEvent(finished);
    expect(one).toHaveLength(1);
    expect(one[0]!.startsWith('\u001b[?7l')).toBe(true);
    expect(lines(one[0]!)).toHaveLength(1 + ids.length + 1);
  });

  it('Ctrl-Z: draws a frame saying the run is stopped at once; continued, starts a fresh frame below what the shell printed meanwhile', () => {
    vi.useFakeTimers({ now: Date.parse(at(0)) });
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 100,
      color: false,
      columns: 80,
      rows: 20,
    });
    view.onEvent(started(['a', 'b']));
    view.onEvent(jobStarted('a', 0));
    expect(out).toHaveLength(1);
    view.suspend?.('stopped (Ctrl-Z)');
    expect(out).toHaveLength(2);
    expect(out[1]!.startsWith('\u001b[3A\r')).toBe(true);
    expect(lines(out[1]!).at(-1)).toBe('stopped (Ctrl-Z)');
    view.resume?.('continued after 5.0s stopped');
    expect(out).toHaveLength(3);
    expect(out[2]!.startsWith('\u001b[?7l')).toBe(true);
    expect(lines(out[2]!).at(-1)).toBe('continued after 5.0s stopped');
    // The frames after it are drawn over it.
    vi.advanceTimersByTime(100);
    view.onEvent(jobStarted('b', 5));
    expect(out[3]!.startsWith(`\u001b[${lines(out[2]!).length}A\r`)).toBe(true);
    view.close();
  });

  it('says which warnings and errors it did not show whole: cut to its line, of more lines than one, or left out for room', () => {
    const out: string[] = [];
    const view = progressView('live', (t) => out.push(t), {
      redrawMs: 0,
      color: false,
      columns: 60,
      rows: 30,
    });
    const notice = (level: 'info' | 'warning' | 'error', message: string): RunEvent => ({
      type: 'notice',
      at: at(1),
      level,
      job: 'a',
      leg: 'a',
      message,
    });
    const short = notice('warning', 'short');
    const long = notice('warning', `long ${'and on '.repeat(10)}to its end`);
    const lined = notice('error', 'two\nlines');
    view.onEvent(started(['a']));
    for (const e of [short, long, lined, notice('info', `an info ${'and on '.repeat(10)}`)]) view.onEvent(e);
    expect(view.notShownWhole?.()).toEqual([long, lined]);
    const more = ['w1', 'w2', 'w3', 'w4', 'w5'].map((text) => notice('warning', text));
    for (const e of more) view.onEvent(e);
    // The latest five are shown; those before them are counted.
    expect(
      lines(out.at(-1)!)
        .filter((line) => line.startsWith('  ! '))
        .slice(1),
    ).toEqual(['w1', 'w2', 'w3', 'w4', 'w5'].map((text) => `  ! a: warning: ${text}`));
    expect(view.notShownWhole?.()).toEqual([short, long, lined]);
    view.close();
  });
});
