import { JobResult } from '../workflow/events.js';
import * as z from '../zod.js';
/**
 * The `needs` input of the `report` action: the results of the jobs its job needs, as the workflow passes
 * them with `needs: ${{ toJSON(needs) }}` (an action's default cannot read the `needs` context). With them
 * the report says what GitHub says of the run, a run that failed in a job that records no stage (a test job,
 * the one that opens the pull request) included, which the stages' records alone cannot tell.
 *
 * The context carries each job's outputs too: text an agent may have shaped. Only `result` is read; the
 * outputs are never read, printed or kept, and a refusal names no part of the value.
 */
/** One job of the `needs` context: its result (its outputs are left unread). */
export declare const NeedsJob: z.ZodMiniObject<{
    result: z.ZodMiniEnum<{
        success: "success";
        failure: "failure";
        skipped: "skipped";
        cancelled: "cancelled";
    }>;
}, z.core.$strip>;
export type NeedsJob = z.infer<typeof NeedsJob>;
/** Each job of the `needs` context with its result, in the order the context gives them. */
export type NeedsResults = ReadonlyArray<{
    job: string;
    result: JobResult;
}>;
/** The run's state as its jobs say it: what the report's heading and lines say of the run. */
export interface RunOfNeeds {
    status: 'success' | 'failure' | 'cancelled';
    /** The jobs whose result is `failure`. */
    failedJobs: string[];
    /**
     * The jobs whose result is `skipped`: in a re-run of jobs, a stage of one of them that has only records of
     * earlier run attempts did not run in this one (render-report.ts, `skippedJobs`).
     */
    skippedJobs: string[];
}
/**
 * Read the `needs` input: null when it is not given (empty), else each job and its result. Refuses anything
 * that is not the `needs` context as JSON, saying what to pass and quoting none of it (it may hold an
 * agent's text).
 */
export declare function parseNeedsInput(text: string | undefined): NeedsResults | null;
/**
 * The run's state from its jobs' results, as GitHub concludes a run: any job failed, `failure`, naming them;
 * else any cancelled, `cancelled`; else `success` (a skipped job fails nothing). The skipped jobs are named too. Null for no jobs, which say
 * nothing of the run.
 */
export declare function runOfNeeds(results: NeedsResults): RunOfNeeds | null;
