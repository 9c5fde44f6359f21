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
export declare function replayFromFor(jobs: ReadonlyArray<Pick<PlannedJob, 'id' | 'upstream' | 'calledBy'>>, records: ReadonlyArray<{
    job: string;
    stage: string;
}>): string | null;
