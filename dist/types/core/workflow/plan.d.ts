import { type LegPlace } from '../leg-order.js';
import type { ExpressionEngine } from '../ports.js';
import type { Problem } from '../problem.js';
import { type StepAction } from './baton-actions.js';
import { type CalledWorkflows, type ExpandedJob } from './called-workflow.js';
import { type Contexts } from './expressions.js';
import { type LocalFacts, type PayloadNotice } from './github-context.js';
import { type MatrixLeg } from './matrix.js';
import type { Job, LocalAction, Position, Step, ValueNode, Workflow, WorkflowValue } from './model.js';
import { type NeedsInputFacts } from './needs-input.js';
import { type OptionWords } from './option-words.js';
import { type UpstreamRead, type WorkflowFileMissing } from './workflow-file-checkout.js';
/**
 * The plan (STYLE #3): everything `baton run` will do, checked before anything starts. `buildPlan` either
 * returns a Plan or throws one UserError listing every problem with its file:line:column. The executor
 * accepts only a Plan, and only `buildPlan` makes one.
 */
declare const PLAN: unique symbol;
export interface PlannedStep {
    step: Step;
    action: StepAction;
}
export interface PlannedJob {
    /** The job's id in the run: its own, or `<caller>/<own>` in a called workflow (called-workflow.ts). */
    id: string;
    job: Job;
    /** The workflow file the job is written in: the run's, or a called one. */
    workflow: Workflow;
    /** Direct needs (ids in the run). */
    needs: string[];
    /** Every job upstream, direct or not (DESIGN §5), inside its own workflow: its status functions' jobs. */
    upstream: string[];
    /**
     * The jobs whose stages its steps may read: those upstream, and for a job of a called workflow those
     * upstream of its caller too (done before the call started).
     */
    stageUpstream: string[];
    /** For a job of a called workflow: the job whose call runs it (its `inputs`, `secrets`, `env`). */
    calledBy: string | null;
    /** For a job that calls a local reusable workflow: that workflow and its jobs' ids. */
    call: {
        path: string;
        workflow: Workflow;
        jobs: string[];
    } | null;
    /** Why a `uses:` job does not run here (a workflow of another repository). */
    skip: string | null;
    /**
     * The matrix legs when they are known before the run; `[{}]` outside a matrix; null when the matrix
     * depends on the outputs of upstream jobs (expanded when those are done).
     */
    legs: MatrixLeg[] | null;
    /** Stage ids of the job's baton steps, per leg (and per run of it, see `instances`), when known before the run. */
    stages: string[] | null;
    /**
     * Where the job runs: once, as itself, at the top or in a call without a matrix; in a call with a matrix
     * once a leg of it, as `<leg>/<job>` (`deploy-staging/review`, execute.ts), each run with the stage ids it
     * records there (null: known only when it runs). Null when the legs of a call around it are known only at
     * run time.
     */
    instances: Array<{
        id: string;
        stages: string[] | null;
    }> | null;
    steps: PlannedStep[];
    /**
     * The steps that run baton's stage (its own, and those of the composite actions of the repository it uses),
     * null when an action it uses cannot be read before the run: the run makes the stage ids of a matrix known
     * only when the job starts from them (legStages).
     */
    stageSteps: ReadonlyArray<{
        step: Step;
        inAction: boolean;
    }> | null;
    /**
     * Whether the job runs baton's stage (its own step, or a step of a composite action of the repository
     * it uses): its legs then name stages, and legs that would share an id are refused.
     */
    recordsStages: boolean;
}
export interface Plan {
    readonly [PLAN]: true;
    workflow: Workflow;
    /** The event this run simulates and its payload (untrusted data). */
    eventName: string;
    event: Record<string, unknown>;
    /** `inputs` context: typed as declared (a boolean input is a boolean). */
    inputs: Record<string, string | number | boolean>;
    vars: Record<string, string>;
    /**
     * What the plan knows of the run's contexts before it starts (`github`'s facts and event, `inputs`,
     * `vars`; nothing for any run): what matrices, stage ids and call inputs are made of (knownBeforeRun).
     */
    contexts: Contexts;
    /** The jobs that run, in needs order: all of them, or `--job` and what it needs. */
    jobs: PlannedJob[];
    /** The job `--job` asked for, or null. */
    target: string | null;
    /** What the run should say before it starts: of a default payload made up (a placeholder tag, say). */
    notices: PayloadNotice[];
    /** Every job of the workflow with the jobs of the local workflows it calls, as `expandCalls` made them. */
    expanded: ExpandedJob[];
    /**
     * The leg ids of each job whose legs are known before the run, by the id it runs as (a job in a call with a
     * matrix runs once a leg of the call, `deploy-staging/review`): each its own in the run (see legIds), given
     * in the order of `expanded`, after every job's id, whatever `--job` runs.
     */
    legIds: Map<string, string[]>;
    /**
     * The matrix values of the leg that records each stage of a matrix whose legs are known before the run, by
     * stage id (a run's stage ids are its own): what a prompt reads as `.matrix` of a leg that records nothing
     * (its stage step skipped, the leg cancelled), which has no record to say them.
     */
    stageMatrices: Map<string, MatrixLeg>;
    /**
     * Where the workflow text places each stage among those of the job holding it, by that job's id in the run
     * and the stage id (see legPlacesOf): the order of `jobs.<id>` in a prompt (orderLegs). Read through
     * legPlacesFor, which says whose prompts they are for.
     */
    legPlaces: Map<string, Map<string, LegPlace>>;
    /**
     * What each job's stage steps may name in their `needs` input, by the job's id in the run, as the plan checks
     * a literal one (needs-input.ts): the run checks one made by an expression with it when the step runs, in
     * the same words, as the action does on GitHub.
     */
    needsFacts: Map<string, NeedsInputFacts>;
    /**
     * The stage steps of each job that read an upstream stage they would not know on GitHub without the
     * workflow file, after a step that may put it in the workspace, by the job's id in the run and the step's
     * index: the run refuses one when no such step ran before it (a checkout its `if:` skipped, or that
     * failed under continue-on-error), as the plan refuses one with none (workflowFileMissing).
     */
    checkoutNeeded: Map<string, Map<number, CheckoutRead>>;
}
/** What a stage step's prompt reads that needs the workflow file on GitHub, and the `needs` input to suggest. */
export interface CheckoutRead {
    read: UpstreamRead;
    needs: string[];
}
export interface PlanOptions {
    /** `--job`: run this job and the jobs it needs. */
    job?: string | undefined;
    /** How problems name the options above: `baton run`'s flags (the default) or runWorkflow's options. */
    words?: OptionWords | undefined;
    /** `--input k=v`. */
    inputs?: Record<string, string> | undefined;
    /** `--event` payload, already parsed; null for the default payload of the trigger. */
    event?: Record<string, unknown> | null | undefined;
    /** The event name; chosen from the workflow's triggers and the payload when absent. */
    eventName?: string | undefined;
    /** `--var k=v`. */
    vars?: Record<string, string> | undefined;
    facts?: LocalFacts | undefined;
    /** The values redacted in the run: a matrix value that holds one is refused (see checkLegIds). */
    secretValues?: readonly string[] | undefined;
    /**
     * Reads a composite action of the repository (`uses: ./path`) as the run will: undefined when it cannot
     * be read. Its baton stage steps are the job's stages; without it, a job that uses one has stages known
     * only at run time.
     */
    loadAction?: ((path: string) => LocalAction | undefined) | undefined;
    /** The names of the secrets the run has (`--secret NAME`): a called workflow's required ones must be here. */
    secretNames?: readonly string[] | undefined;
    /** The local reusable workflows the run's jobs call (and those they call), read, by repository path. */
    calledWorkflows?: CalledWorkflows | undefined;
    /**
     * Reads a `prompt-file` (repository-relative) as the run will read it: undefined when it does not exist,
     * or an Error thrown saying why it cannot be read (`is a symbolic link; …`); the plan reports either at
     * the input.
     */
    readFile?: ((path: string) => string | undefined) | undefined;
}
/**
 * What `planProblems` checks: a run's options, or (`anyRun`) the workflow whatever run it is started as.
 */
export interface PlanProblemOptions extends PlanOptions {
    /**
     * Check the workflow for any run rather than for one (`baton lint`): how a run is started — its event,
     * inputs, variables, secrets — is not known, so nothing is refused for it (a required input or secret not
     * given), and what is made of it (a stage id, or a call's input, that reads `inputs`, `vars` or `github`; a
     * matrix built by an expression) is known only when a run starts, as what reads `needs` is. What is the
     * same in every run is checked as the run checks it: stage ids made of literals, matrix values and the
     * inputs a call gives from those.
     */
    anyRun?: boolean | undefined;
}
/** Whether a value is a Plan made by buildPlan. */
export declare function isPlan(value: unknown): value is Plan;
/**
 * Check everything, then return the plan; or throw one UserError (`plan-rejected`) listing every problem
 * (those `planProblems` returns).
 *
 * @param expressions evaluates the matrices and `stage` inputs known before the run
 */
export declare function buildPlan(written: Workflow, expressions: ExpressionEngine, options?: PlanOptions): Plan;
/**
 * Every problem `buildPlan` refuses the workflow for, in file order (none when it would make the plan), as
 * data: each with its `PLAN_PROBLEMS` code and its file:line:column. With `anyRun`, those of any run of it
 * (`baton lint`).
 */
export declare function planProblems(written: Workflow, expressions: ExpressionEngine, options?: PlanProblemOptions): Problem[];
/**
 * The problems `buildPlan` refuses a run of the workflow for (planProblems), and those of them found in the
 * prompt of one stage step of job `job` (the step at `step`, its index in the job's steps; 0 for a job
 * calling baton's stage workflow): its template, its `prompt-file`, its `needs` input, the checkout it lacks.
 */
export declare function stepPlanProblems(written: Workflow, expressions: ExpressionEngine, options: PlanOptions, at: {
    job: string;
    step: number;
}): {
    errors: Problem[];
    step: Problem[];
};
/**
 * The places of the stages `job`'s prompt reads, by the id of the upstream job holding them (promptUpstream's
 * `placeOf`). None for a job of a called workflow (the plan of a workflow run as called has none either), or
 * one calling baton's stage workflow: on GitHub the action there reads its upstream stages without the
 * workflow file (the one it finds is the caller's), so its `jobs.<id>` lists them by stage id, and so does
 * the run.
 */
export declare function legPlacesFor(plan: Pick<Plan, 'legPlaces'>, job: Pick<PlannedJob, 'calledBy' | 'job'>): (id: string, stage: string) => LegPlace | undefined;
/**
 * The event a run of the workflow simulates and its payload, as `buildPlan` takes them (the plan's
 * `eventName` and `event`), also when it would refuse the workflow: the payload given, else the default one
 * it makes for the trigger (`made`).
 */
export declare function planEvent(written: Workflow, expressions: ExpressionEngine, options?: PlanOptions): {
    name: string;
    payload: Record<string, unknown>;
    made: boolean;
};
/** Whether the workflow's one trigger is `workflow_call`: it then always runs as called, whatever the event. */
export declare function canOnlyBeCalled(workflow: Workflow): boolean;
/**
 * Whether the plan knows what a context path reads before the run: `matrix`, `inputs` and `vars` when the
 * contexts hold them (for any run they do not, nor inside a call whose inputs only the run knows), and the
 * parts of `github` the plan's context holds (`github.event`, `github.ref` …, not `github.ref_name` or
 * `github.run_id`, which only the run has). What it does not know, an id made of it is only known when the
 * job runs.
 */
export declare function knownBeforeRun(path: readonly string[], contexts: Contexts): boolean;
/** `strategy.matrix` of a job, or null. */
export declare function matrixNode(strategy: ValueNode | null): ValueNode | null;
/**
 * A job's `strategy.matrix` evaluated and expanded (see expandMatrix). A part of it that is wrong is named
 * where it is written (the key `nodee` of an exclude entry), as far as the matrix is written out.
 */
export declare function legsOfMatrix(expressions: ExpressionEngine, matrix: ValueNode, contexts: Contexts, at: (p: Position | null) => string): MatrixLeg[];
/** The stage id a baton step has in one leg; null when its `stage` input needs run-time values. */
export declare function stageOfStep(expressions: ExpressionEngine, job: Job, step: Step, leg: MatrixLeg, contexts: Contexts): string | null;
/** Steps that define a stage: the root action and prepare (capture completes prepare's stage). */
export declare function isStageStep(planned: PlannedStep): boolean;
/** How deep composite actions nest, as on GitHub (a job's step's action is depth 0). */
export declare const MAX_COMPOSITE_DEPTH = 9;
/**
 * The stage ids a job's legs record, each with its leg, as the run makes them when the job starts from legs
 * only it knows (a matrix from a needs output); null when a stage id needs what only its step knows. A stage
 * id its step would refuse is left out: the step says why when it runs.
 */
export declare function legStages(expressions: ExpressionEngine, job: PlannedJob, legs: MatrixLeg[], contexts: Contexts, secretValues: readonly string[]): Array<{
    stage: string;
    leg: MatrixLeg;
}> | null;
/**
 * Why the legs of a call with a matrix cannot run a called job whose stage id is the same in each (its own
 * job id, or a `stage:` that reads no input): they would record one stage, as on GitHub, where they would
 * collide. `runs` are the ids of the job in two legs or more (`deploy-staging/review`).
 */
export declare function legsRecordSameStage(stage: string, job: string, runs: readonly string[]): string;
/**
 * The refusal of a stage step that would know no upstream stage on GitHub and fail its render there
 * (workflow-file-checkout.ts), in baton lint's words: by the plan, before any agent spends tokens, when no
 * step before it checks out the workflow file; by the run, when the checkout before it did not run.
 */
export declare function checkoutMissingProblem(file: string, job: string, step: Step, { read, needs }: CheckoutRead, missing: WorkflowFileMissing): Problem;
/**
 * The jobs whose stage lists a prompt reads a job upstream's stages from, in order: the job itself; for a call
 * whose stages are not all known before the run (a job it calls has a matrix made by an expression, say),
 * each job it calls that records, so that the others' stages are known, and then the call, for what its run
 * recorded (execute.ts and `baton render --workflow`, as the plan checks them).
 */
export declare function stageSources(job: PlannedJob, planned: ReadonlyMap<string, PlannedJob>): string[];
/**
 * The ids the stages of a job upstream start from when only the run knows them (its legs come from a needs
 * output, its `stage:` reads what the run has): its own, or for a call those of its jobs whose stages are so,
 * each as its own file names it (as github.job). A prompt after it may name such a stage (namesOpenStage);
 * none when its stages are known before the run.
 */
export declare function openStageIds(job: PlannedJob, planned: ReadonlyMap<string, PlannedJob>): string[];
/** Whether a stage id is one a job whose stages start from one of `open` (openStageIds) could record: `<id>` or `<id>-…`. */
export declare function namesOpenStage(open: readonly string[], stage: string): boolean;
/**
 * `file:line:col` of a line and column of a template held in a `with:` value: in the file, through the
 * value's block scalar indentation, quotes, escapes and folded lines (source-locator.ts).
 */
export declare function templateWhere(workflow: Workflow, value: WorkflowValue, line: number, column: number): string;
export {};
