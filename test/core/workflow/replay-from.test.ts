import { describe, expect, it } from 'vitest';
import { replayFromFor } from '../../../src/core/workflow/replay-from.js';

/**
 * Where a replay starts so that it records again every stage attempt a run did not store: replay runs again
 * the job of its `--from` and every job after it, and reuses every other job, whose records must all be there.
 */

/** Jobs as the plan has them: id, transitive needs (`upstream`), and the caller of a called workflow's job. */
function jobs(spec: Record<string, string[]>, calledBy: Record<string, string> = {}) {
  return Object.entries(spec).map(([id, upstream]) => ({ id, upstream, calledBy: calledBy[id] ?? null }));
}

describe('replayFromFor', () => {
  it('is the stage whose record failed when every other one not stored comes after it', () => {
    const plan = jobs({ a: [], b: ['a'], c: ['a', 'b'], d: ['a', 'b', 'c'] });
    const records = [
      { job: 'b', stage: 'b' },
      { job: 'c', stage: 'c' },
    ];
    expect(replayFromFor(plan, records)).toBe('b');
  });

  it('is the first stage of a matrix job not stored, the job running again whole', () => {
    const plan = jobs({ plan: [], review: ['plan'] });
    const records = [
      { job: 'review', stage: 'review-style' },
      { job: 'review', stage: 'review-security' },
    ];
    expect(replayFromFor(plan, records)).toBe('review-style');
  });

  it('is the job closest to them all that comes before them, when they are on two branches', () => {
    const plan = jobs({ a: [], root: ['a'], x: ['a', 'root'], y: ['a', 'root'], z: ['a', 'root', 'y'] });
    const records = [
      { job: 'x', stage: 'x' },
      { job: 'z', stage: 'z-stage' },
    ];
    expect(replayFromFor(plan, records)).toBe('root');
  });

  it('is null when no one job comes before them all: no one replay records them again', () => {
    const plan = jobs({ x: [], y: [], after: ['x', 'y'] });
    const records = [
      { job: 'x', stage: 'x' },
      { job: 'y', stage: 'y' },
    ];
    expect(replayFromFor(plan, records)).toBeNull();
  });

  it('names the stage of a called job: a replay runs its whole call again', () => {
    const plan = jobs(
      { prep: [], deploy: ['prep'], 'deploy/review': [], 'deploy/ship': ['deploy/review'] },
      { 'deploy/review': 'deploy', 'deploy/ship': 'deploy' },
    );
    expect(replayFromFor(plan, [{ job: 'deploy/ship', stage: 'ship' }])).toBe('ship');
    // With a job of the run's own file after the call: the call comes first.
    const after = [...plan, { id: 'report', upstream: ['prep', 'deploy'], calledBy: null }];
    expect(
      replayFromFor(after, [
        { job: 'report', stage: 'report' },
        { job: 'deploy/review', stage: 'review' },
      ]),
    ).toBe('review');
  });

  it('is null for a record of a job the plan does not have', () => {
    expect(replayFromFor(jobs({ a: [] }), [{ job: 'gone', stage: 'gone' }])).toBeNull();
  });
});
