import { type BATON_ACTIONS } from '../names.js';
import type { ExpressionEngine } from '../ports.js';
import { type ReportMode } from '../report/report-inputs.js';
import type { Job, Position, Step, ValueMap, Workflow } from '../workflow/index.js';
/**
 * Facts about a workflow that several lint rules share: which steps are baton's actions, which jobs run an
 * agent, and what token permissions a job ends up with.
 */
export type BatonAction = keyof typeof BATON_ACTIONS;
/**
 * The `mode` of a report step as written: the mode (`both` when not given), `expression` when only the run
 * knows it, or `invalid` for a literal the step refuses (which `invalid-input` reports).
 */
export declare function literalReportMode(step: Step): ReportMode | 'expression' | 'invalid';
/** Which of baton's actions a step runs (as `baton run` recognises them), or null. */
export declare function stepAction(step: Step): BatonAction | null;
/**
 * A job runs an agent when it has a baton stage step (the agent runs inside it) or a `prepare` step (the
 * agent runs in the steps after it).
 */
export declare function isAgentJob(job: Job): boolean;
/**
 * The inputs of each place a job renders a prompt: its baton stage and prepare steps, or the job itself
 * when it calls the reusable stage workflow.
 */
export declare function promptInputsOf(job: Job): ValueMap[];
/** Ids (lower case) of a job's baton stage and capture steps: the steps whose outputs carry a handoff's. */
export declare function batonStepIds(job: Job): Set<string>;
/**
 * Names (lower case) of a job's outputs set from the output `output` of one of its baton steps (say
 * `route: ${{ steps.stage.outputs.next }}`), as `needs.<job>.outputs.<name>` reads them downstream; for a
 * job calling the reusable stage workflow, the workflow's own output of that name.
 */
export declare function jobOutputsCarrying(job: Job, output: string, expressions: ExpressionEngine): Set<string>;
/** Env var and secret names of the presets' model credentials: what an agent job may hold. */
export declare const MODEL_KEY_NAMES: ReadonlySet<string>;
/** The stage ids a job's baton steps record under: their `stage` input, else the job id. */
export declare function stagesOfJob(job: Job): {
    ids: string[];
    matrix: boolean;
    unknown: boolean;
};
/**
 * The stage ids a job records, as far as the file says before the run: its matrix legs when the matrix is
 * written out (`angle: [security, perf]` → `review-security`, `review-perf`); null with `openMatrix` when
 * the matrix is an expression (the legs are `<job>-<values>`, known when the run expands them); null alone
 * when a `stage:` expression or an action of the repository could record any id.
 */
export declare function stageIdsBeforeRun(job: Job, expressions: ExpressionEngine): {
    stages: string[] | null;
    openMatrix: boolean;
    matrix: boolean;
};
/** The token permissions a job runs with, and where they were set. */
export type EffectivePermissions = {
    kind: 'unset';
} | {
    kind: 'all';
    level: string;
    position: Position;
    from: 'job' | 'workflow';
} | {
    kind: 'scopes';
    scopes: Map<string, string>;
    position: Position;
    from: 'job' | 'workflow';
} | {
    kind: 'expression';
    position: Position;
    from: 'job' | 'workflow';
};
/** A job's `permissions:`, else the workflow's, else unset (the repository's default, maybe write-all). */
export declare function effectivePermissions(job: Job, workflow: Workflow): EffectivePermissions;
/** The scopes granted `write` (every scope for `write-all`). */
export declare function writeScopes(permissions: EffectivePermissions): string[];
/** Whether the token may write `scope`. */
export declare function canWrite(permissions: EffectivePermissions, scope: string): boolean;
