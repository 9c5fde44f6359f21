import type { Job, Workflow, WorkflowValue } from './model.js';
/**
 * A job that calls baton's reusable stage workflow (`uses: <owner>/baton/.github/workflows/baton-stage.yml@…`)
 * as `baton run` runs it: the one stage that workflow runs, as a job of one step of baton's root action.
 *
 * What baton-stage.yml does on GitHub, here:
 * - its checkouts and the agent CLI's install are left out: this machine's checkout and tools are used, as
 *   `actions/checkout` and `actions/setup-*` are no-ops in any job; so are the steps that hide its checkout
 *   of baton's action (`.baton-action/`) from git and remove it, as there is none;
 * - the root action gets the inputs the workflow passes it, under the same names, with the values the
 *   calling job gives (evaluated in the calling job's contexts: `inputs`, `needs`, `matrix`, …); an input
 *   not given takes the action's default, which is the workflow's;
 * - `model` reaches the agent as BATON_AGENT_MODEL and `agent-args` as BATON_AGENT_ARGS, and each preset's credential only that preset, from
 *   the secrets the calling job passes (`secrets: { ANTHROPIC_API_KEY: … }`, or `secrets: inherit`);
 * - `timeout-minutes` (default 60) is the job's;
 * - the job's outputs are the workflow's: `status`, `next`, `present`, `data`, `sha256`, `artifact-id`;
 * - as for any called workflow, the calling workflow's `env:` does not reach it (nor its `defaults.run`,
 *   which only `run:` steps take).
 *
 * `if:`, `needs:` and `strategy:` stay the calling job's. Other jobs are returned as they are.
 */
export declare function withStageWorkflowJobs(workflow: Workflow): Workflow;
/** An exact version, as baton-stage.yml's install step requires of `agent-version` (a test compares them). */
export declare const EXACT_VERSION: RegExp;
/** The secrets baton-stage.yml declares: each preset's credentials (a test compares them). */
export declare const STAGE_WORKFLOW_SECRETS: readonly string[];
/** The root action's inputs the workflow passes on, under the same name (a test keeps them in step). */
export declare const STAGE_WORKFLOW_PASSED_INPUTS: readonly ["stage", "prompt", "prompt-file", "agent", "run", "needs", "handoff", "on-invalid", "data-schema", "vars", "verify", "attempts", "max-handoffs", "max-prompt-tokens", "redact", "retention-days", "working-directory"];
/**
 * Whether a job's prompt is held to what its `needs` input reaches: it calls the stage workflow, and no job
 * of the calling workflow is named as the workflow's own job (`stage`). Inside the called workflow the
 * action looks for its job (`stage`) in the calling workflow's file; when a job there has that name, it
 * takes that job's `needs:` instead of the input, which this does not predict.
 */
export declare function appliesNeedsInputRule(workflow: Workflow, job: Job): boolean;
/** What `readableInStageWorkflow` needs to know of the job owning a stage. */
export interface StageOwnerFacts {
    /** The job calls baton's stage workflow: its stage reads what its `needs` input reaches. */
    callsStageWorkflow: boolean;
    /** That `needs` input, when it does. */
    needsInput: WorkflowValue | undefined;
    /** Otherwise every stage upstream of the job; null when they are only known at run time. */
    upstreamStages: readonly string[] | null;
}
/**
 * The stages a stage run by baton's stage workflow can read on GitHub, where the calling job's `needs:` is
 * not seen: those its `needs` input names, and the stages each of them read (their records' lineage): for a
 * stage of another call of the workflow, its own `needs` input again; for a stage of a job with steps,
 * every stage upstream of that job. Null when that is not known before the run (a `needs` input written as
 * an expression, or stages only known at run time).
 */
export declare function readableInStageWorkflow(needsInput: WorkflowValue | undefined, ownerOf: (stage: string) => StageOwnerFacts | undefined): Set<string> | null;
/** The message for a stage (or `jobs.<id>`) a stage run by the stage workflow names and cannot read on GitHub. */
export declare function unreadableInStageWorkflow(what: string, add: string, job: string, needsInput: WorkflowValue | undefined): string;
