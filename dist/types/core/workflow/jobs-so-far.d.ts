import { type JobResult, type RunStatus } from './events.js';
/**
 * A job of a run as the run views show it: one that ended, with its result, or one that started and has
 * not ended, `running` while the run runs and `interrupted` once its process is gone (killed, crashed).
 */
export interface JobSoFar {
    id: string;
    /** The stages it recorded, in the order it did. */
    stages: string[];
    result: JobResult | 'running' | 'interrupted';
}
/**
 * The jobs of a run that has not stored its end (its run.json lists no jobs while it runs), as its
 * events.jsonl says them so far: each job that ended (each of its legs did: a `job-finished` for each, or
 * a `job-skipped`) with its result, as the run would store it (failure when a leg failed, else cancelled
 * when one was, else skipped when every one was, else success), and each that started and has not ended
 * as `unfinished`. Jobs that did not start are left out. In the run's order of jobs (its `run-started`),
 * then as they appear. A line that does not parse (the last one, cut short when the run was killed) is
 * skipped: the rest still counts.
 */
export declare function jobsSoFar(eventsText: string, unfinished: 'running' | 'interrupted'): JobSoFar[];
/**
 * What a run's events.jsonl says of it, for the views of a run whose run.json cannot be read: its workflow
 * (its `run-started`), its jobs so far (jobsSoFar; one not ended is `running`, as far as they say), and how
 * it ended (its `run-finished`), or null for an end they do not say (cut short: the run killed, or still
 * going). Null when they say nothing of a run (none, or no `run-started` that parses).
 */
export declare function runFromEvents(eventsText: string): {
    workflow: string;
    jobs: JobSoFar[];
    end: RunStatus | null;
} | null;
/**
 * A job's result from its legs' (a matrix job's, a call's, a called job's runs in a call's legs): failure
 * when one failed, else cancelled when one was, else skipped when every one was, else success.
 */
export declare function jobResult(results: readonly JobResult[]): JobResult;
