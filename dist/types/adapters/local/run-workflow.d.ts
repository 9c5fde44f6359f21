import type { StoredRecord } from '../../core/record.js';
import { type HandoffLink } from '../../core/workflow/chain.js';
import { type RunStatus } from '../../core/workflow/events.js';
import { type OptionWords } from '../../core/workflow/option-words.js';
import { type ReplayWorkflowOptions, type RunWorkflowOptions } from './run-workflow-options.js';
export type { PauseControl, ReplayWorkflowOptions, RunWorkflowOptions } from './run-workflow-options.js';
export interface RunWorkflowResult {
    runId: string;
    /**
     * The run's directory, an absolute path: `<storeDir>/<run-id>`, which is `<cwd>/.baton/runs/<run-id>` when
     * no `storeDir` is given (both resolved against `cwd`).
     */
    runDir: string;
    status: RunStatus;
    /**
     * Why the run failed when no job's result says it (run.json's `reason`): a file of the run that could not
     * be written (a record, a job log, events.jsonl, jobs.json), each with its path and the cause; else null.
     */
    reason: string | null;
    /** Every stage attempt of the run, in the store's order. */
    records: StoredRecord[];
    /** The handoff chain: each stage's last attempt, in the order the stages ran. */
    chain: HandoffLink[];
    /** The stage the run ended with, or null when no stage ran. */
    finalStage: string | null;
}
/**
 * Run a workflow file on this machine (DESIGN §7): parse it, build the plan (refusing with every problem
 * before anything runs), then execute it against the local store, writing `run.json` at the start and the
 * end. Resolves with the run's records and handoff chain whatever the outcome (a file of the run that could
 * not be written fails it, with `reason`); rejects when nothing could run (a bad file or plan, a missing
 * secret, a TMPDIR that is no directory: no run is created), when the run failed after it was created and
 * before its jobs started (it is stored as failed, with why), when its end could not be stored, and after a
 * run that `onEvent` or `onOutput` stopped by throwing (with the callback's error; the run is stored, as
 * cancelled).
 */
export declare function runWorkflow(path: string, options?: RunWorkflowOptions): Promise<RunWorkflowResult>;
/**
 * runWorkflow, its errors naming the options in `words`: `baton run`'s flags (CLI_WORDS) or the library's
 * options (LIBRARY_WORDS).
 *
 * @param interrupted whether the store's interrupted runs are cleaned up first and said in the run's notices
 *   (`clean-up`), or were already by the caller, who said so itself (`cleaned-up`: the CLI, on stderr)
 */
export declare function runLocalWorkflow(path: string, raw: RunWorkflowOptions, words: OptionWords, interrupted?: InterruptedRuns): Promise<RunWorkflowResult>;
/** Whether a run cleans up after the store's interrupted runs first, or its caller did (see runLocalWorkflow). */
export type InterruptedRuns = 'clean-up' | 'cleaned-up';
/**
 * `baton replay`: a new run of a stored run's workflow, started the same way (inputs, event, vars, secret
 * names from its `invocation.json`), reusing the records and job results of everything before `from` and
 * running the job owning `from` and every job after it again.
 */
export declare function replayWorkflow(run: string, from: string, options?: ReplayWorkflowOptions): Promise<RunWorkflowResult>;
/** replayWorkflow, its errors naming the arguments and options in `words` (see runLocalWorkflow). */
export declare function replayLocalWorkflow(run: string, from: string, raw: ReplayWorkflowOptions, words: OptionWords, interrupted?: InterruptedRuns): Promise<RunWorkflowResult>;
