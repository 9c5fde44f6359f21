import type { Workflow } from './model.js';
/**
 * A job that calls baton's reusable stage workflow (`uses: <owner>/baton/.github/workflows/baton-stage.yml@…`)
 * as `baton run` runs it: the one stage that workflow runs, as a job of one step of baton's root action.
 *
 * What baton-stage.yml does on GitHub, here:
 * - its checkouts and the agent CLI's install are left out: this machine's checkout and tools are used, as
 *   `actions/checkout` and `actions/setup-*` are no-ops in any job;
 * - the root action gets the inputs the workflow passes it, under the same names, with the values the
 *   calling job gives (evaluated in the calling job's contexts: `inputs`, `needs`, `matrix`, …); an input
 *   not given takes the action's default, which is the workflow's;
 * - `model` reaches the agent as BATON_AGENT_MODEL, and each preset's credential only that preset, from
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
/** The root action's inputs the workflow passes on, under the same name (a test keeps them in step). */
export declare const STAGE_WORKFLOW_PASSED_INPUTS: readonly ["stage", "prompt", "prompt-file", "agent", "run", "needs", "handoff", "on-invalid", "vars", "verify", "attempts", "max-handoffs", "max-prompt-tokens", "redact", "retention-days", "working-directory"];
