import { type PulledJob } from '../../core/pulled-run.js';
import type { PulledWorkflowRun, RunSummary } from '../../core/record.js';
import type { OptionWords } from '../../core/workflow/option-words.js';
import type { Plan } from '../../core/workflow/plan.js';
import type { Invocation } from './invocation.js';
import type { LocalRecordStore } from './record-store.js';
/** Where a pulled run came from (RunSummary.pulled). */
type Pulled = NonNullable<RunSummary['pulled']>;
/** A replay of a run brought from GitHub (`baton pull`): what it starts from, and what it says first. */
export interface PulledReplay {
    /** Where the run came from, with what GitHub said of it. */
    pulled: Pulled & {
        workflow_run: PulledWorkflowRun;
    };
    /** Said as the replay's first notices: the event payload made up, the workflow file not GitHub's. */
    notices: Array<{
        level: 'info' | 'warning';
        message: string;
    }>;
}
/**
 * How a replay of a pulled run is started, as a run made here is from its invocation.json: the workflow file
 * GitHub ran (`path`), at that path in the project (the checkout the user replays in), with GitHub's event
 * name and the payload given (`--event`), or else baton's default for the event; no inputs, vars or secrets
 * beyond those the payload and the replay's own options give (GitHub does not say them).
 *
 * Refused, saying what to do: a run pulled before baton read how GitHub ran it, and a project without the
 * workflow file. A file that is not the one GitHub ran (its text at the run's commit, when git has that
 * commit) is said in a notice, not refused: a replay with an edited prompt is what this is for.
 */
export declare function pulledReplayStart(runId: string, 
/** The pulled run's directory in the store. */
runDir: string, pulled: Pulled, cwd: string, 
/** The environment the run was given: git, which tells the file the pulled run ran, runs with it. */
env: Record<string, string | undefined>, eventGiven: boolean, words: OptionWords, 
/** Stops the wait for a workflow file that is a pipe (a FIFO): the run's signal or cancel. */
signal?: AbortSignal): Promise<{
    invocation: Invocation;
    replay: PulledReplay;
}>;
/**
 * The jobs of a pulled run as a replay reuses them (see pulledJobs): from the workflow file as it is here,
 * the run's records (every attempt) and GitHub's jobs.
 */
export declare function pulledStoredJobs(store: LocalRecordStore, plan: Plan, replay: PulledReplay): Promise<PulledJob[]>;
export {};
