import type { LegPlace } from '../leg-order.js';
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
export declare function promptUpstream(jobs: readonly string[], stagesOf: (id: string) => ReadonlyArray<readonly string[] | null | undefined>, options?: PromptUpstreamOptions): Array<{
    stage: string;
    job: string;
    matrix?: Record<string, unknown>;
    place?: LegPlace;
}>;
