import type { LegPlace } from '../leg-order.js';
import { ownJobId } from './called-workflow.js';

/** What promptUpstream knows of a stage besides its id and job (see its options). */
export interface PromptUpstreamOptions {
  /** The id `jobs.<id>` names a job by (the plan's, for a job the run renamed per leg); the id itself by default. */
  shownJob?: (id: string) => string;
  /**
   * The matrix values of the leg that records a stage, when known (the plan's legs, or those the run
   * expanded): `.matrix` of a leg that recorded nothing, which has no record to say them.
   */
  matrixOf?: (stage: string) => Record<string, unknown> | undefined;
  /**
   * Where the workflow text places a stage among those of the upstream job `id` holding it (legPlacesFor):
   * the order of `jobs.<id>` (orderLegs). Without it, or for a stage it does not place, by stage id.
   */
  placeOf?: (id: string, stage: string) => LegPlace | undefined;
}

/**
 * The stages a prompt of a job reads (DESIGN §5), as `baton run` gives them to it and `baton render
 * --workflow` renders them: the stages of the jobs upstream of it, in needs order, each once, under the id of
 * the upstream job that holds it, by the name a prompt reads that job by (its id in its own file, ownJobId). A call holds its
 * called jobs' stages (a run of the plan has them so, and so does run.json), so a job after `deploy` reads
 * them as `jobs.deploy`, whatever legs the call ran.
 *
 * @param jobs the ids of the jobs upstream (the plan's `stageUpstream`), in needs order
 * @param stagesOf what is known of a job's stage ids: the plan's (null when known only at run time), and
 * those it recorded in the run
 */
export function promptUpstream(
  jobs: readonly string[],
  stagesOf: (id: string) => ReadonlyArray<readonly string[] | null | undefined>,
  options: PromptUpstreamOptions = {},
): Array<{ stage: string; job: string; matrix?: Record<string, unknown>; place?: LegPlace }> {
  const { shownJob = (id: string) => id, matrixOf = () => undefined, placeOf = () => undefined } = options;
  const upstream: Array<{ stage: string; job: string; matrix?: Record<string, unknown>; place?: LegPlace }> =
    [];
  const seen = new Set<string>();
  for (const id of jobs) {
    for (const stages of stagesOf(id)) {
      for (const stage of stages ?? []) {
        if (seen.has(stage)) continue;
        seen.add(stage);
        const matrix = matrixOf(stage);
        const place = placeOf(id, stage);
        upstream.push({
          stage,
          // By the name a prompt reads it by: its id in its own file (`review` for the called job
          // `deploy/review`), as GitHub's records name a job by github.job, which inside a called workflow is
          // the called file's own job id. A call is read by the calling job's id, holding its jobs' stages.
          job: ownJobId(shownJob(id)),
          ...(matrix === undefined ? {} : { matrix }),
          ...(place === undefined ? {} : { place }),
        });
      }
    }
  }
  return upstream;
}
