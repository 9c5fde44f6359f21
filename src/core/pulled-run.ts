import type { RunSummary, StageRecord } from './record.js';
import { compareAttempts } from './record-key.js';

/** Where a pulled run came from (RunSummary.pulled), as `baton pull` writes it. */
export type PulledFrom = NonNullable<RunSummary['pulled']>;

/**
 * The run.json of a run brought from GitHub (`baton pull`), from the records taken: its workflow (the name
 * the records hold: GitHub's GITHUB_WORKFLOW), its start and end (the first agent's start, the last one's
 * end), each job with the stages it recorded and a result from the newest attempt of each (failure when any
 * failed, cancelled when any was cancelled), and the run's status from its jobs'. What the records cannot
 * tell (jobs that recorded no stage, the workflow file's path) is left out, and `pulled` says where it came
 * from. `records` must not be empty.
 */
export function pulledRunSummary(
  records: readonly StageRecord[],
  pulled: PulledFrom,
): Omit<RunSummary, 'schema' | 'id'> {
  const first = records[0];
  if (first === undefined) throw new Error('pulledRunSummary: no records');
  const starts = records.map((r) => r.agent.started_at).sort();
  const ends = records.map((r) => r.agent.finished_at).sort();
  const startedAt = starts[0]!;
  const finishedAt = ends[ends.length - 1]!;
  const newest = new Map<string, StageRecord>();
  for (const record of records) {
    const seen = newest.get(record.stage);
    if (
      !seen ||
      compareAttempts(
        { attempt: record.attempt, runAttempt: record.run.attempt },
        { attempt: seen.attempt, runAttempt: seen.run.attempt },
      ) > 0
    )
      newest.set(record.stage, record);
  }
  const jobs = new Map<string, { stages: string[]; result: RunSummary['jobs'][number]['result'] }>();
  for (const record of [...newest.values()].sort((a, b) => a.hop - b.hop || cmp(a.stage, b.stage))) {
    const job = jobs.get(record.job) ?? { stages: [], result: 'success' as const };
    job.stages.push(record.stage);
    const result = resultOf(record);
    if (result === 'failure' || (result === 'cancelled' && job.result === 'success')) job.result = result;
    jobs.set(record.job, job);
  }
  const results = [...jobs.values()].map((j) => j.result);
  const status = results.includes('failure')
    ? 'failure'
    : results.includes('cancelled')
      ? 'cancelled'
      : 'success';
  return {
    workflow: first.run.workflow,
    workflow_path: null,
    status,
    started_at: startedAt,
    finished_at: finishedAt,
    duration_ms: Math.max(0, Date.parse(finishedAt) - Date.parse(startedAt)),
    replay_of: null,
    pulled,
    jobs: [...jobs].map(([id, job]) => ({ id, stages: job.stages, result: job.result })),
  };
}

/** A stage's newest attempt as a job result: `blocked` and `failure` handoffs fail their job, as the action does. */
function resultOf(record: StageRecord): 'success' | 'failure' | 'cancelled' {
  if (record.outcome.reason === 'cancelled') return 'cancelled';
  if (record.outcome.reason === 'skipped') return 'success';
  return record.status === 'failure' || record.status === 'blocked' || record.outcome.reason !== 'completed'
    ? 'failure'
    : 'success';
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
