import { describe, expect, it } from 'vitest';
import { eventsIn, type RunEvent } from '../../../src/core/workflow/events.js';
import { jobsSoFar, runFromEvents } from '../../../src/core/workflow/jobs-so-far.js';

const at = '2026-11-26T19:08:19.641Z';

/** Events as events.jsonl holds them: one JSON line each. */
function lines(...events: Array<Record<string, unknown>>): string {
  return events.map((event) => `${JSON.stringify({ ...event, at } as RunEvent)}\n`).join('');
}

const started = (jobs: Array<{ id: string; needs?: string[]; legs?: string[] | null }>) => ({
  type: 'run-started',
  run: '20261126-1908-vhi6',
  workflow: 'k',
  jobs: jobs.map((job) => ({
    id: job.id,
    needs: job.needs ?? [],
    legs: job.legs === undefined ? [job.id] : job.legs,
  })),
});
const jobStarted = (job: string, leg = job) => ({ type: 'job-started', job, leg, name: null, matrix: null });
const jobFinished = (job: string, result: string, leg = job) => ({
  type: 'job-finished',
  job,
  leg,
  result,
  duration_ms: 5,
});

describe('jobsSoFar: the jobs of a run that has not stored its end, from its events', () => {
  it('names the jobs that ended with their result and those that started as running, in the run’s order', () => {
    const text = lines(
      started([{ id: 'test' }, { id: 's' }, { id: 'slow', needs: ['s'] }, { id: 'later', needs: ['slow'] }]),
      jobStarted('test'),
      jobStarted('s'),
      jobFinished('test', 'failure'),
      { type: 'stage-recorded', job: 's', leg: 's', stage: 's', attempt: 1, status: 'success' },
      jobFinished('s', 'success'),
      jobStarted('slow'),
    );
    expect(jobsSoFar(text, 'running')).toEqual([
      { id: 'test', stages: [], result: 'failure' },
      { id: 's', stages: ['s'], result: 'success' },
      { id: 'slow', stages: [], result: 'running' },
    ]);
    // Once the run's process is gone, what had not ended never will.
    expect(jobsSoFar(text, 'interrupted').map((job) => job.result)).toEqual([
      'failure',
      'success',
      'interrupted',
    ]);
  });

  it('takes a matrix job as ended only once each of its legs has, and concludes it as the run does', () => {
    const base = [
      started([{ id: 'm', legs: ['m-1', 'm-2', 'm-3'] }]),
      jobStarted('m', 'm-1'),
      jobStarted('m', 'm-2'),
      jobFinished('m', 'failure', 'm-1'),
      jobFinished('m', 'success', 'm-2'),
    ];
    // m-3 has not started yet (-j 2): the job has not ended.
    expect(jobsSoFar(lines(...base), 'running')).toEqual([{ id: 'm', stages: [], result: 'running' }]);
    // fail-fast cancelled it before it started: the job has ended, failed.
    expect(jobsSoFar(lines(...base, jobFinished('m', 'cancelled', 'm-3')), 'running')).toEqual([
      { id: 'm', stages: [], result: 'failure' },
    ]);
  });

  it('takes the legs of a matrix made from upstream outputs from its job-legs event, else from those seen', () => {
    const base = [
      started([{ id: 'd', legs: null }]),
      jobStarted('d', 'd-a'),
      jobFinished('d', 'success', 'd-a'),
    ];
    expect(jobsSoFar(lines(...base), 'interrupted')).toEqual([{ id: 'd', stages: [], result: 'success' }]);
    expect(
      jobsSoFar(
        lines(base[0]!, { type: 'job-legs', job: 'd', legs: ['d-a', 'd-b'] }, ...base.slice(1)),
        'interrupted',
      ),
    ).toEqual([{ id: 'd', stages: [], result: 'interrupted' }]);
  });

  it('gives a skipped job its result and leaves out jobs that did not start', () => {
    const text = lines(started([{ id: 'a' }, { id: 'b' }, { id: 'c' }]), {
      type: 'job-skipped',
      job: 'b',
      result: 'skipped',
      reason: 'its if: is false',
    });
    expect(jobsSoFar(text, 'running')).toEqual([{ id: 'b', stages: [], result: 'skipped' }]);
  });

  it('skips a line cut short (the last one of a killed run) and any line that is no event', () => {
    const text = `${lines(started([{ id: 'a' }, { id: 'b' }]), jobStarted('a'), jobFinished('a', 'success'), jobStarted('b'))}not json\n{"type":"job-finished","job":"b","leg":"b","res`;
    expect(jobsSoFar(text, 'interrupted')).toEqual([
      { id: 'a', stages: [], result: 'success' },
      { id: 'b', stages: [], result: 'interrupted' },
    ]);
    expect(jobsSoFar('', 'running')).toEqual([]);
  });

  it('lists a job the run-started event did not name (a run stored without it) after those it did', () => {
    const text = lines(
      started([{ id: 'a' }]),
      jobStarted('x/y'),
      jobStarted('a'),
      jobFinished('x/y', 'success'),
    );
    expect(jobsSoFar(text, 'running').map((job) => `${job.id}:${job.result}`)).toEqual([
      'a:running',
      'x/y:success',
    ]);
  });
});

describe('runFromEvents: what the events of a run whose run.json cannot be read say of it', () => {
  const begun = [started([{ id: 'test' }, { id: 'slow' }]), jobStarted('test'), jobStarted('slow')];

  it('gives its workflow, its jobs so far and how it ended, when they say so', () => {
    const text = lines(...begun, jobFinished('test', 'failure'), jobFinished('slow', 'success'), {
      type: 'run-finished',
      run: '20261126-1908-vhi6',
      status: 'failure',
      duration_ms: 9,
    });
    expect(runFromEvents(text)).toEqual({
      workflow: 'k',
      end: 'failure',
      jobs: [
        { id: 'test', stages: [], result: 'failure' },
        { id: 'slow', stages: [], result: 'success' },
      ],
    });
  });

  it('gives no end when they say none (cut short), with the jobs not finished where they end', () => {
    const text = `${lines(...begun, jobFinished('test', 'failure'))}{"type":"run-fin`;
    expect(runFromEvents(text)).toEqual({
      workflow: 'k',
      end: null,
      jobs: [
        { id: 'test', stages: [], result: 'failure' },
        { id: 'slow', stages: [], result: 'running' },
      ],
    });
  });

  it('says nothing of a run whose events say nothing: none, or not a run start', () => {
    expect(runFromEvents('')).toBeNull();
    expect(runFromEvents('not json\n')).toBeNull();
  });
});

describe('eventsIn: the events of some types in an events.jsonl', () => {
  it('gives those of the types asked, in order, skipping a line that does not parse and one of another type', () => {
    const text = `${lines(
      jobStarted('a'),
      { type: 'stage-recorded', job: 'a', leg: 'a', stage: 'a', attempt: 1, status: 'success' },
      jobFinished('a', 'success'),
    )}{"type":"job-finished","job":"b"}\nnot json\n{"type":"job-fin`;
    expect([...eventsIn(text, ['job-started', 'job-finished'])].map((e) => `${e.type}:${e.job}`)).toEqual([
      'job-started:a',
      'job-finished:a',
    ]);
  });
});
