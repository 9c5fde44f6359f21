import { describe, expect, it } from 'vitest';
import { pulledRunSummary } from '../../src/core/pulled-run.js';
import { makeRecord } from '../support/records.js';

const FROM = {
  url: 'https://github.com/octo/app/actions/runs/7',
  repository: 'octo/app',
  run_id: 7,
  run_attempt: null,
  pulled_at: '2026-11-22T10:00:00.000Z',
  skipped: [],
};

describe('pulledRunSummary', () => {
  it('takes the run status and each job result from the newest attempt of each stage', () => {
    const summary = pulledRunSummary(
      [
        makeRecord({ stage: 'plan', status: 'failure', outcome: { reason: 'exit-nonzero' } }),
        makeRecord({
          stage: 'plan',
          attempt: 2,
          agent: { started_at: '2026-11-21T13:06:00.000Z', finished_at: '2026-11-21T13:07:00.000Z' },
        }),
        makeRecord({
          stage: 'fix',
          hop: 2,
          status: 'blocked',
          agent: { started_at: '2026-11-21T13:08:00.000Z', finished_at: '2026-11-21T13:10:00.000Z' },
        }),
      ],
      FROM,
    );
    expect(summary).toMatchObject({
      workflow: 'fix-issue',
      workflow_path: null,
      status: 'failure',
      started_at: '2026-11-21T13:05:00.000Z',
      finished_at: '2026-11-21T13:10:00.000Z',
      duration_ms: 300_000,
      pulled: FROM,
      jobs: [
        { id: 'plan', stages: ['plan'], result: 'success' },
        { id: 'fix', stages: ['fix'], result: 'failure' },
      ],
    });
  });

  it('is cancelled when a stage was cancelled and none failed, and succeeds when all did', () => {
    const cancelled = makeRecord({ stage: 'b', status: 'failure', outcome: { reason: 'cancelled' } });
    expect(pulledRunSummary([makeRecord({ stage: 'a' }), cancelled], FROM).status).toBe('cancelled');
    expect(pulledRunSummary([makeRecord({ stage: 'a' }), makeRecord({ stage: 'b' })], FROM).status).toBe(
      'success',
    );
  });
});
