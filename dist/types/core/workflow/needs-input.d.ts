import type { WorkflowValue } from './model.js';
/**
 * The `needs` input of a stage step names stages (not jobs) whose handoff must be present; each must be a
 * stage upstream of the step's job, or the step refuses to run (stage-spec.ts, `upstreamOf`) — on GitHub
 * after every job before it has run. The planner and `baton lint` check a literal one first, with what can
 * be known of the stages before the run.
 */
/** What is known before the run of the stages upstream of a job, and of the other jobs' stages. */
export interface NeedsInputFacts {
    /** The job of the step. */
    job: string;
    /** The stage ids of the jobs upstream of it that are known before the run. */
    upstreamStages: readonly string[];
    /** Upstream jobs whose stage ids are `<job>-<matrix values>`, the legs known only when the run expands them. */
    openMatrices: readonly string[];
    /** Whether some upstream job's stage ids cannot be known before the run at all (a `stage:` expression). */
    unknown: boolean;
    /** Every job of the workflow: its stage ids when known, and whether it has a matrix. */
    jobs: ReadonlyMap<string, {
        stages: readonly string[] | null;
        matrix: boolean;
    }>;
    /** The jobs upstream of `job`, directly or not. */
    upstreamJobs: readonly string[];
    /** How a job comes after `job` by its needs (needsPath), or null. */
    runsAfter: (other: string) => string[] | null;
}
/** A word of the input that the step would refuse: where it is in the value's text, and why. */
export interface NeedsInputProblem {
    offset: number;
    message: string;
}
/** Each word of a literal `needs` input that is not a stage upstream of the step's job. */
export declare function needsInputProblems(value: WorkflowValue, facts: NeedsInputFacts): NeedsInputProblem[];
/**
 * Why the step would refuse one word of its `needs` input (without the `needs: ` before it), or null. The
 * action checks the input it was given in a run with this too (stage-spec.ts, `withWorkflow`), so a run and
 * `baton lint` say the same of it.
 */
export declare function needsWordProblem(word: string, facts: NeedsInputFacts): string | null;
/**
 * The job whose legs only its run knows that a stage id the input names could be a leg of (the longest such
 * job id it extends with `-`), or undefined.
 */
export declare function openMatrixOf(stage: string, facts: NeedsInputFacts): string | undefined;
