import type { ExpressionEngine } from './ports.js';
import type { PulledWorkflowRun, RunSummary, StageRecord, StoredRecord } from './record.js';
import type { JobOutcome } from './workflow/execute.js';
import { type Plan } from './workflow/plan.js';
/** Where a pulled run came from (RunSummary.pulled), as `baton pull` writes it. */
export type PulledFrom = NonNullable<RunSummary['pulled']>;
/**
 * The run.json of a run brought from GitHub (`baton pull`), from the records taken: its workflow (the name
 * the records hold: GitHub's GITHUB_WORKFLOW), its start and end (the first agent's start, the last one's
 * end), each job with the stages it recorded and a result from the newest attempt of each (failure when one
 * failed: an outcome other than completed, as its step failed; cancelled when one was cancelled; skipped
 * when each was superseded by a re-run, which it did not run in: superseded-records.ts), and the run's
 * status from its jobs'. What the records cannot
 * tell (jobs that recorded no stage, the workflow file's path) is left out, and `pulled` says where it came
 * from. `records` must not be empty.
 */
export declare function pulledRunSummary(records: readonly StageRecord[], pulled: PulledFrom): Omit<RunSummary, 'schema' | 'id'>;
/** A job of a pulled run as a replay reuses it (JobOutcome), and where its result came from. */
export interface PulledJob extends JobOutcome {
    /**
     * `github`: GitHub's conclusion of the job (found by its name); `records`: its stages' records (GitHub
     * lists no job by that name); `unknown`: neither (a job whose name is an expression, a job that recorded
     * no stage and that GitHub does not list): its result is not known, and a replay that needs it refuses.
     */
    resultFrom: 'github' | 'records' | 'unknown';
}
/**
 * The jobs of a pulled run as `baton replay` reuses them, each of the plan's jobs (the workflow file as it is
 * here): its result, from GitHub's jobs by name (a matrix job's from its legs, `name (a, b)`: failure when any
 * failed, cancelled when any was, skipped when all were) or else from its stages' records (a stage's newest
 * record that a re-run superseded is as none: superseded-records.ts); its stages; and its
 * `outputs:` that read only what a stage step's record holds (`steps.<id>.outputs.status`, `next`,
 * `present`, `data`, `sha256`), evaluated as the runner would. Every other output (one a `run:` step wrote to
 * GITHUB_OUTPUT, a path of the job's runner, anything of a matrix job, whose outputs are its last leg's) is
 * not known here: it is listed in `withheldOutputs`, as an output a local run did not store is.
 */
export declare function pulledJobs(plan: Pick<Plan, 'jobs' | 'legIds' | 'contexts'>, records: readonly StoredRecord[], github: PulledWorkflowRun['jobs'], expressions: ExpressionEngine): PulledJob[];
