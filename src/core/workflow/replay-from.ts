import type { PlannedJob } from './plan.js';

/**
 * The `--from` of the one replay that records again every stage attempt in `records` (those a run did not
 * store, in the order it made them, each with the job that recorded it), or null when no one replay does.
 *
 * A replay runs again the job of its `--from` (a called workflow's job: the job that calls it, whole) and
 * every job after it, and reuses every other job as the run left it, whose records must all be there. So
 * the replay starts at a job of the run's own file that is, or comes before, every job that recorded one
 * of them: of those, the one that runs the fewest jobs again (the first in the plan's order when two run as
 * many). It is named by the first stage of `records` its job recorded, as a person names what to run again;
 * by its id when it recorded none of them (it comes before two branches that did).
 */
export function replayFromFor(
  jobs: ReadonlyArray<Pick<PlannedJob, 'id' | 'upstream' | 'calledBy'>>,
  records: ReadonlyArray<{ job: string; stage: string }>,
): string | null {
  const top = jobs.filter((job) => job.calledBy === null);
  // The job of the run's own file each record is of (a called job's: the caller, `deploy` of `deploy/review`).
  const owners = new Set(records.map((record) => record.job.split('/')[0]!));
  let best: { id: string; rerun: number } | null = null;
  for (const job of top) {
    const after = top.filter((other) => other.upstream.includes(job.id)).map((other) => other.id);
    const rerun = new Set([job.id, ...after]);
    if (![...owners].every((owner) => rerun.has(owner))) continue;
    if (best === null || rerun.size < best.rerun) best = { id: job.id, rerun: rerun.size };
  }
  if (best === null) return null;
  const id = best.id;
  return records.find((record) => record.job.split('/')[0] === id)?.stage ?? id;
}
