import type { Job, Workflow } from './model.js';
/**
 * The id among `ids` that `name` names, ignoring case, or undefined. GitHub resolves `needs:` so
 * (WorkflowTemplateConverter.ConvertToJobs compares with OrdinalIgnoreCase): `needs: build` is job `Build`.
 * Job ids are ASCII letters, digits, `_` and `-`, and GitHub's parser refuses two that differ only in case.
 */
export declare function jobIdNamed(ids: Iterable<string>, name: string): string | undefined;
/**
 * The jobs with each `needs` entry spelled as the id of the job it names (`needs: build` → `Build`), so that
 * everything after compares job ids exactly; an entry that names no job is left as written.
 */
export declare function withNeedsResolved(jobs: readonly Job[]): Job[];
/** The job with this id (ignoring case, as GitHub's `needs:`), or a UserError naming the jobs that exist. */
export declare function findJob(workflow: Workflow, jobId: string): Job;
/**
 * Every job `jobId` needs, directly or not, in file order. This is what "upstream" means (DESIGN §5):
 * decided by the workflow, never by timing. Unknown needs are left out (the workflow's problems name
 * them) and a cycle does not loop.
 */
export declare function transitiveNeeds(workflow: Workflow, jobId: string): string[];
/**
 * `transitiveNeeds` of every job at once, by job id. In needs order, each job's set is made from those of
 * the jobs it needs: a long chain costs one pass, not a walk per job. A job on or after a cycle (a workflow
 * the plan rejects) is left out of that order and walked on its own.
 */
export declare function upstreamOfEveryJob(workflow: Workflow): Map<string, string[]>;
/** Jobs in an order where each comes after everything it needs (file order among equals). */
export declare function jobsInNeedsOrder(workflow: Workflow): Job[];
/**
 * How job `from` comes after job `to`: the needs that say so, `[from, …, to]`, each needing the next (the
 * fewest); null when `from` does not need `to`, directly or not. A prompt of `to` cannot read `from`, and
 * adding `from` to `to`'s needs would make a cycle.
 */
export declare function needsPath(workflow: {
    jobs: ReadonlyArray<{
        id: string;
        needs: ReadonlyArray<{
            id: string;
        }>;
    }>;
}, from: string, to: string): string[] | null;
/** `fix needs build, build needs investigate`: a needsPath said as the needs that make it. */
export declare function describeNeedsPath(path: readonly string[]): string;
