import { UserError } from '../errors.js';
import { INPUTS } from '../names.js';
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
export const NeedsJob = z.object({ result: JobResult });
export type NeedsJob = z.infer<typeof NeedsJob>;

/** A job id as GitHub allows it: a letter or `_`, then letters, digits, `_` and `-`. */
const JOB_ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** The results a job can have, in words: `success, failure, cancelled or skipped`. */
const RESULTS = `${JobResult.options.slice(0, -1).join(', ')} or ${JobResult.options.at(-1)}`;

/** Each job of the `needs` context with its result, in the order the context gives them. */
export type NeedsResults = ReadonlyArray<{ job: string; result: JobResult }>;

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
export function parseNeedsInput(text: string | undefined): NeedsResults | null {
  const given = (text ?? '').trim();
  if (given === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(given);
  } catch {
    throw refusal('it is not JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw refusal('it is JSON, but not an object of jobs');
  const entries = Object.entries(value);
  const results: Array<{ job: string; result: JobResult }> = [];
  for (const [index, [job, entry]] of entries.entries()) {
    const place = `entry ${index + 1} of ${entries.length}`;
    if (!JOB_ID.test(job)) throw refusal(`${place} is not named by a job id`);
    const parsed = NeedsJob.safeParse(entry);
    if (!parsed.success) throw refusal(`${place} has no result that is ${RESULTS}`);
    results.push({ job, result: parsed.data.result });
  }
  return results;
}

function refusal(why: string): UserError {
  return new UserError(
    'input-invalid',
    `must be the results of the jobs this job needs, as \`${INPUTS.needs}: \${{ toJSON(needs) }}\` passes them; ${why}`,
    { where: INPUTS.needs },
  );
}

/**
 * The run's state from its jobs' results, as GitHub concludes a run: any job failed, `failure`, naming them;
 * else any cancelled, `cancelled`; else `success` (a skipped job fails nothing). The skipped jobs are named too. Null for no jobs, which say
 * nothing of the run.
 */
export function runOfNeeds(results: NeedsResults): RunOfNeeds | null {
  if (results.length === 0) return null;
  const failedJobs = results.filter((job) => job.result === 'failure').map((job) => job.job);
  const skippedJobs = results.filter((job) => job.result === 'skipped').map((job) => job.job);
  if (failedJobs.length > 0) return { status: 'failure', failedJobs, skippedJobs };
  if (results.some((job) => job.result === 'cancelled'))
    return { status: 'cancelled', failedJobs, skippedJobs };
  return { status: 'success', failedJobs, skippedJobs };
}
