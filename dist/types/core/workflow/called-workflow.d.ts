import type { ExpressionEngine } from '../ports.js';
import type { Problem } from '../problem.js';
import type { EvaluateOptions } from './expressions.js';
import type { DispatchInput, Job, Workflow, WorkflowCall, WorkflowValue } from './model.js';
import type { OptionWords } from './option-words.js';
/**
 * Calls of local reusable workflows (`jobs.<id>.uses: ./.github/workflows/<file>.yml`), as `baton run` runs
 * them: expanded into the run's DAG before it starts. A called workflow's jobs get ids `<caller>/<job>`
 * (`build/compile`; `/` is in no GitHub job id, so they never collide with the caller's jobs), start once
 * the call starts (its caller's needs done and its `if:` holding) and the caller finishes when they have.
 * A call with a matrix runs them once per leg, as `<leg>/<job>` (`deploy-staging/review`: execute.ts).
 */
/** What the called workflows read as: the workflow, or why it could not be read. By repository path. */
export type CalledWorkflows = ReadonlyMap<string, Workflow | {
    unreadable: string;
}>;
/** GitHub connects at most ten levels of workflows: the top-level caller and nine called ones. */
export declare const MAX_WORKFLOW_LEVELS = 10;
/** `./.github/workflows/x.yml` → `.github/workflows/x.yml`; null for what names no path of this repository. */
export declare function localWorkflowPath(uses: string): string | null;
/** The id a job's stages start from (`build-compile` for `build/compile`): stage ids hold no `/`. */
export declare function stageJobId(jobId: string): string;
/** The job id as its own workflow names it: `compile` for `build/compile`. */
export declare function ownJobId(jobId: string): string;
/**
 * Each of `ids` followed by the jobs its call runs, if it is one (and theirs, for a call inside it): where a
 * call counts, its jobs count too (a job after it is judged on them, reads their stages).
 */
export declare function withCalledJobs(ids: readonly string[], callOf: (id: string) => {
    jobs: readonly string[];
} | null | undefined): string[];
/** One job of the run once the calls are expanded. */
export interface ExpandedJob {
    /** `build` at the top, `build/compile` in the workflow `build` calls. */
    id: string;
    job: Job;
    /** The workflow file the job is written in. */
    workflow: Workflow;
    /** The job whose call runs this job's workflow, or null at the top. */
    calledBy: string | null;
    /** Direct needs, as ids of the run. */
    needs: string[];
    /** Every job upstream inside its own workflow, as ids of the run. */
    upstream: string[];
    /** For a job that calls a local reusable workflow: that workflow, and the ids of its jobs. */
    call: {
        path: string;
        workflow: Workflow;
        jobs: string[];
    } | null;
    /** Why a `uses:` job does not run here (a workflow of another repository). */
    skip: string | null;
}
/** The names of the secrets a run has, and the words its messages name options in. */
interface RunSecrets {
    names: readonly string[];
    words: OptionWords;
}
/**
 * The run's jobs in an order where each comes after what it needs and after its caller, each caller's
 * called jobs right after it; problems of the calls (and the called files' own problems) added to
 * `problems`, each with the file:line:col it is about.
 */
export declare function expandCalls(root: Workflow, called: CalledWorkflows, 
/** What the run has; null when not known (lint): `secrets: inherit` is then not checked. */
run: RunSecrets | null, problems: Problem[]): ExpandedJob[];
/**
 * What GitHub refuses of a `with.<name>` value written as a literal, given the called workflow's declared
 * input (`typedInput`: a string for a `number` or `boolean` input), as `with.<name>: …`; null when it takes
 * it, or when the value is an expression, whose type only its result has (the run checks it then). `path`
 * names the called workflow in the message.
 */
export declare function literalInputTypeProblem(input: Pick<DispatchInput, 'name' | 'type'>, name: string, value: WorkflowValue, path: string): string | null;
/** A literal `with:` value as GitHub reads it: of the YAML type it was written as (`3`, `"3"`, `true`). */
export declare function literalInputValue(value: WorkflowValue): string | number | boolean | null;
/**
 * A `with:` value (as written, or an expression's result) as the called workflow's `inputs` context has it,
 * checked as GitHub checks it (TemplateEvaluator): a `number` input takes only a number and a `boolean` one
 * only a boolean — a string `"3"` or `${{ '7' }}` is refused ("Unexpected value '3'"), nothing is converted
 * to them; a `string` one takes any scalar, as its text. A UserError saying what was wrong otherwise.
 */
export declare function typedInput(input: Pick<DispatchInput, 'name' | 'type'>, value: unknown, path: string): string | number | boolean;
/** The input `with.<name>` gives: names match ignoring case, as GitHub's (OrdinalIgnoreCase). */
export declare function declaredInput(call: WorkflowCall, name: string): DispatchInput | undefined;
/**
 * A call's `with:` values as GitHub types them: a literal by its YAML type, an expression by its value's
 * (`${{ 3 }}` a number, `${{ '3' }}` or `n: ${{ x }}s` a string) where it gives a number or boolean input,
 * else as its text; `callInputs` then checks them against the declared types. Throws as the expressions do.
 */
export declare function givenCallInputs(expressions: ExpressionEngine, job: Job, call: WorkflowCall, options: (name: string, value: WorkflowValue) => EvaluateOptions): Record<string, unknown>;
/** The inputs of a call: those given (typed), then each declared one's default, false or ''. */
export declare function callInputs(call: WorkflowCall, 
/** Each `with:` value: as written, typed by its YAML type, or its expression's result. */
given: Record<string, unknown>, path: string): Record<string, string | number | boolean>;
/** What `runOrderHint` needs of a job of the run. */
export interface RunJobFacts {
    /** The workflow file it is written in. */
    workflow: Workflow;
    /** The job whose call runs it, or null at the top. */
    calledBy: string | null;
}
/**
 * Why a prompt cannot read its own job (`jobs.<it>`) or a stage of it, another step's included: the
 * plan (`baton run`) and lint say it alike.
 */
export declare function readsItsOwnJob(kind: 'stage' | 'job'): string;
/**
 * How job `other` stands to job `job` in the run, calls expanded (ids of the run, `fix/patch`), for a
 * message saying why a prompt of `job` cannot read `other` and what would be right — never a `needs` that
 * makes a cycle, nor one a called job cannot have (it needs only jobs of its own file):
 * - `self`: the same job;
 * - `after`: `other` runs after `job` (or after the call that runs it): `text` says by which needs;
 * - `outside`: `other` is outside `job`'s file and not after it: `text` names the call whose `needs:` to add it to;
 * - `add`: a job of the same file: add `need` to `needsOf`.
 */
export declare function runOrderHint(lookup: (id: string) => RunJobFacts | undefined, job: string, other: string): {
    kind: 'self';
} | {
    kind: 'after' | 'outside';
    text: string;
} | {
    kind: 'add';
    need: string;
    needsOf: string;
};
export {};
