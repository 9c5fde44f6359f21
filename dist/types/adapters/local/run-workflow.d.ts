import type { StoredRecord } from '../../core/record.js';
import { type HandoffLink } from '../../core/workflow/chain.js';
import { type RunEvent, type RunStatus } from '../../core/workflow/events.js';
import { type LocalFacts } from '../../core/workflow/github-context.js';
import { type LiveOutput } from './local-executor.js';
/** Options of `runWorkflow` (and `baton run`). */
export interface RunWorkflowOptions {
    /** The project directory: workspace root and home of `.baton/runs`. Default: the current directory. */
    cwd?: string;
    /** Run this job and the jobs it needs, not the whole workflow. */
    job?: string;
    /** workflow_dispatch inputs (`--input k=v`). */
    inputs?: Record<string, string>;
    /** The event payload: a JSON file's path (relative to `cwd`) or the payload itself. */
    event?: string | Record<string, unknown>;
    /** The event to simulate; chosen from the workflow's triggers (and the payload) when absent. */
    eventName?: string;
    /**
     * `vars` context (`--var k=v`): names GitHub allows for a variable, else refused, except in a `replay`,
     * whose vars are the stored run's.
     */
    vars?: Record<string, string>;
    /** Names of secrets to read from the environment into the `secrets` context (`--secret NAME`). */
    secrets?: string[];
    /** The environment steps and agents start from. Default: `process.env`. */
    env?: Record<string, string | undefined>;
    /** Legs running at once (`-j`). Default: the number of CPUs. */
    concurrency?: number;
    /**
     * Progress events, as the CLI's views get them. One that throws stops the run as `signal` does, and
     * runWorkflow rejects with its error once the run is stored (as cancelled); the same for `onOutput`.
     */
    onEvent?: (event: RunEvent) => void;
    /**
     * Each line of running steps' and agents' output as it comes, secrets redacted, for a live view (the
     * CLI's, on a terminal). Logs and records do not come from it: they are redacted whole when a step ends.
     */
    onOutput?: (output: LiveOutput) => void;
    /** Abort to stop the run at once: running commands get SIGTERM, then SIGKILL after `killGraceMs`. */
    signal?: AbortSignal;
    /**
     * Abort to cancel the run as GitHub cancels one: running steps are stopped unless their `if:` holds when
     * cancelled, `always()` and `cancelled()` steps and jobs still run (each job for at most its
     * cancel-timeout-minutes); `signal` still stops everything at once.
     */
    cancel?: AbortSignal;
    /**
     * An agent's grace between SIGTERM and SIGKILL (default 5000 ms). A `run:` step gets SIGINT, then SIGTERM
     * after 1.5 times it and SIGKILL after twice it (7.5 s and 10 s by default, as GitHub's runner).
     */
    killGraceMs?: number;
    /**
     * How long a minute of `timeout-minutes` and `cancel-timeout-minutes` lasts, in ms: 60 000. For tests, as
     * those take whole minutes, as on GitHub.
     */
    minuteMs?: number;
    /** Where runs are stored. Default: `<cwd>/.baton/runs`. */
    storeDir?: string;
    /**
     * Facts about the checkout, instead of asking git (git is asked only when one is missing). A repository
     * the event payload names still wins, as it does over what git says.
     */
    facts?: Partial<LocalFacts>;
    /**
     * The repository's root (git's top level), where `uses: ./.github/workflows/x.yml` is read from, as
     * GitHub reads it; default `cwd`.
     */
    repositoryRoot?: string | undefined;
    /** Re-run a stored run from one stage (`baton replay`): jobs before it are taken from that run. */
    replay?: {
        run: string;
        from: string;
    };
    /**
     * The stored run this run continues (`--parent`: a run id or `latest`), as the `parent-run` input does on
     * GitHub: every stage's hop counts on from that run's records, so max-handoffs bounds a loop across runs.
     */
    parent?: string;
}
export interface RunWorkflowResult {
    runId: string;
    /** `.baton/runs/<run-id>`. */
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
 * `baton replay`: a new run of a stored run's workflow, started the same way (inputs, event, vars, secret
 * names from its `invocation.json`), reusing the records and job results of everything before `from` and
 * running the job owning `from` and every job after it again.
 */
export declare function replayWorkflow(run: string, from: string, options?: Omit<RunWorkflowOptions, 'replay' | 'inputs' | 'event' | 'eventName' | 'vars' | 'job'>): Promise<RunWorkflowResult>;
