import type { LegPlace } from '../leg-order.js';
import { type BATON_ACTIONS } from '../names.js';
import type { ExpressionEngine } from '../ports.js';
import { type Problem } from '../problem.js';
import type { FailedStep, JobResult, RunEvent, RunStatus } from './events.js';
import { type HostFunctions } from './expressions.js';
import { type Annotation, type StepCommands, type StepFiles } from './file-commands.js';
import { type MatrixLeg } from './matrix.js';
import type { LocalAction } from './model.js';
import type { NeedsInputFacts } from './needs-input.js';
import { type Plan } from './plan.js';
/**
 * The executor: runs a Plan. Pure orchestration — jobs in needs order, legs in parallel up to the
 * concurrency, steps in order, expressions, status functions, file commands, job outputs — with every
 * effect behind `ExecutorPorts`. The local adapter runs scripts with the ShellRunner and baton's actions
 * through the stage engine; tests run it with plain functions and no processes.
 */
/** A `run:` step to execute. */
export interface ScriptSpec {
    job: string;
    leg: string;
    step: number;
    /** The step's name, for logs. */
    name: string;
    script: string;
    /** The step's shell (or the defaults'); null when none is given, run as GitHub does (`bash -e {0}`). */
    shell: string | null;
    /** Relative to the workspace; null for the workspace itself. */
    workingDirectory: string | null;
    /** GitHub's default variables (GITHUB_SHA, RUNNER_TEMP, CI, …) for this job. */
    defaults: Record<string, string>;
    /** The `env` context: workflow, job, GITHUB_ENV and step variables. */
    env: Record<string, string>;
    /** Directories added through GITHUB_PATH, to put in front of PATH (first wins). */
    path: string[];
    /** Its file commands' files, made by `createStepFiles` (absent without it: the port makes its own). */
    files?: StepFiles;
    /** Stops the step: a cancel or its timeout, which gives it SIGINT first, as the runner does. */
    signal: AbortSignal;
    /** Stops it at once (the run's hard stop, the job's cancel-timeout-minutes), even during SIGINT's wait. */
    kill: AbortSignal;
}
/** What a script left behind: its exit and the contents of its file commands. */
export interface ScriptResult {
    exitCode: number | null;
    signal: string | null;
    files: {
        output: string;
        env: string;
        path: string;
        summary: string;
    };
    /**
     * The size of its `GITHUB_STEP_SUMMARY` file when that is over the runner's limit
     * (`LIMITS.stepSummaryFileBytes`; then `files.summary` is '', not read), and only then: the runner leaves
     * such a summary out, with an error. The port decides, as it reads the file.
     */
    summaryBytes?: number;
    /**
     * Values the step's output registered with `::add-mask::`: secrets for the rest of the run, as on GitHub
     * (a job output that holds one is skipped, and stages redact it).
     */
    masks?: string[];
    /** `::error::`, `::warning::` and `::notice::` lines of its output: notices of the run, as on GitHub. */
    annotations?: Annotation[];
    /** What its `::set-output::`, `::set-env::` and `::add-path::` lines did. */
    commands?: StepCommands;
    /** Its output (stdout and stderr) as the job log keeps it, secrets redacted: a failed step shows its end. */
    output?: string;
}
/** One of baton's actions to run natively. */
export interface ActionSpec {
    action: keyof typeof BATON_ACTIONS;
    job: string;
    leg: string;
    step: number;
    stepId: string | null;
    /** The leg's matrix values, null outside a matrix. */
    matrix: MatrixLeg | null;
    /** The step's `with:` values, evaluated. */
    inputs: Record<string, string>;
    defaults: Record<string, string>;
    env: Record<string, string>;
    path: string[];
    workingDirectory: string | null;
    /**
     * The stages of the jobs upstream of this one (transitive needs, DESIGN §5): every stage the plan knows
     * they have — a skipped one too, so a template sees it as absent rather than unknown — plus any they
     * recorded under ids only known at run time; a matrix leg's with its values when they are known (the
     * plan's legs, or those its job expanded when it started), for a leg that records nothing; and its place
     * among its job's stages where the workflow text fixes one (the order of `jobs.<id>`, see legPlacesFor).
     * Undefined where the step would not read the workflow file on GitHub (`jobIds` null): there it knows the
     * stages its `needs` input names, and those their records name, only.
     */
    upstream: Array<{
        stage: string;
        job: string;
        matrix?: MatrixLeg;
        place?: LegPlace;
    }> | undefined;
    /** What its `needs` input may name, as the plan checks a literal one (Plan.needsFacts). */
    needsFacts: NeedsInputFacts | undefined;
    /**
     * Every job id of the workflow (for `next` routing checks); null where the step would not know them on
     * GitHub (no checkout of the workflow file before it), with why.
     */
    jobIds: string[] | null;
    workflowUnread?: string;
    /** Values of the secrets this run can see, for redaction. */
    secrets: string[];
    /**
     * Register values the action masks (a stage action's `redact` values, as it gives them to the runner with
     * `::add-mask::`), when it registers them: secrets of the run from then on, as a `run:` step's masks are
     * (a job output that holds one is skipped). The port redacts its own output of them too.
     */
    addMasks(values: readonly string[]): void;
    /**
     * The id its default stage id starts from: the job's own id in its workflow file (`compile` for
     * `build/compile`), as `github.job` is on GitHub, where the action defaults the stage id from it.
     */
    stageJob: string;
    signal: AbortSignal;
}
/** A stage attempt a baton action recorded. */
export interface RecordedStage {
    stage: string;
    attempt: number;
    status: string;
    /**
     * The warnings its record holds that the run has not said yet (the handoff check's: a refused handoff
     * kept under `on-invalid: warn`, a `next` naming no job, a redaction, an artifact left out), said as
     * warnings of the run when it is recorded. The render's were said when its prompt was prepared.
     */
    warnings?: readonly Problem[];
}
export interface ActionResult {
    ok: boolean;
    outputs: Record<string, string>;
    /** Variables exported to the steps after this one (prepare's BATON_PROMPT_PATH, …). */
    env: Record<string, string>;
    /** Markdown for the step summary. */
    summary: string;
    recorded: RecordedStage[];
    /** Why it failed, for the progress view. */
    message: string | null;
}
export interface ExecutorPorts {
    /**
     * Make a `run:` step's file command files, empty, before its inputs are evaluated (they see them as
     * `github.output`, …); `runScript` is then given them. Absent, `runScript` makes its own, unnamed.
     */
    createStepFiles?(): Promise<StepFiles>;
    runScript(spec: ScriptSpec): Promise<ScriptResult>;
    runAction(spec: ActionSpec): Promise<ActionResult>;
    /**
     * Read the action a `uses: ./path` step names (its `action.yml` or `action.yaml`, from the project), when
     * it runs; absent, such a step is skipped with a notice. Throws a UserError when it cannot be read.
     */
    loadAction?(path: string): Promise<LocalAction>;
    /**
     * A leg's own temp directory (`RUNNER_TEMP`): made when it starts, removed when it ends. Absent, every
     * leg has the runner's `temp`.
     */
    legTemp?: {
        open(leg: string): Promise<string>;
        close(dir: string): Promise<void>;
    };
    /** Where a leg's steps read the event payload (`github.event_path`, GITHUB_EVENT_PATH), by its temp dir. */
    eventPath?(legTemp: string): string;
    /**
     * Values that are secrets of the run from now on (a value a call passes in `secrets:`, whatever it was
     * made of): everything the run stores and prints after is redacted of them, as of an `::add-mask::`.
     */
    addSecrets?(values: readonly string[]): void;
    emit(event: RunEvent): void;
    now(): Date;
    /** Keep a step summary (the local run's summary.md). */
    summary?(job: string, leg: string, markdown: string): void;
    /** GitHub's expression language: every `${{ }}` of the workflow is evaluated by it. */
    readonly expressions: ExpressionEngine;
    host?: HostFunctions;
    /**
     * Wait, before the run ends, for what its steps left to finish in the background (the local store writes
     * records while the next stages run); what could not be finished, as a message, or null. The run then
     * fails with it.
     */
    settle?(): Promise<string | null>;
}
export interface ExecuteOptions {
    runId: string;
    /** Legs running at once (`-j`). */
    concurrency: number;
    /**
     * How the caller runs fewer legs at once (`run fewer jobs at once with -j N`): said with a failure that
     * means the machine ran out of open files or processes (see system-error.ts).
     */
    fewerJobs?: string | undefined;
    /** Stops the run at once: every running step stopped, nothing more started. */
    signal?: AbortSignal | undefined;
    /**
     * Cancels the run as GitHub cancels one: each running job is cancelled (its running step stopped unless
     * its `if:` still holds, then only `always()` and `cancelled()` steps, for its cancel-timeout-minutes),
     * and of the jobs not started only those whose `if:` holds when the run is cancelled run.
     */
    cancel?: AbortSignal | undefined;
    /** `secrets` context: name → value. */
    secrets: Record<string, string>;
    /** `github` context, built by `githubContext`. */
    github: Record<string, unknown>;
    runner: {
        os: string;
        arch: string;
        temp: string;
        toolCache: string;
        /** `github.workspace` (GITHUB_WORKSPACE): the project directory, where steps run. */
        workspace: string;
        /** `runner.workspace` (RUNNER_WORKSPACE): the directory that holds `workspace`. */
        workspaceParent: string;
    };
    /**
     * How long a minute of `timeout-minutes` and `cancel-timeout-minutes` lasts, in ms: 60 000. Tests shorten
     * it, as those take whole minutes.
     */
    minuteMs?: number | undefined;
    /**
     * Jobs whose results are taken from an earlier run instead of being run (replay): result, outputs
     * and the stages they recorded.
     */
    reuse?: Map<string, JobOutcome> | undefined;
}
export interface JobOutcome {
    id: string;
    result: JobResult;
    outputs: Record<string, string>;
    /** Stages the job recorded, in the order they ran. */
    stages: string[];
    /** Leg ids (the job id outside a matrix). */
    legs: string[];
    /**
     * Outputs of a replay's reused job that the stored run passed on but did not store (they looked like a
     * token): absent from `outputs`. A replay whose rerun jobs need this job is refused (run-workflow.ts).
     */
    withheldOutputs?: string[];
    /**
     * How each of its legs ended, as its `job-finished` event said, in the order they did: a leg's own
     * result (a matrix job's result is its legs' together; a leg forgiven by continue-on-error shows as
     * failed), and why when the event said (cancelled before it started, failed outside its steps). Every
     * job of an ExecuteResult has it; a replay's reused job gives its legs these again (absent for a run
     * stored before they were kept: each leg then ends with the job's result).
     */
    legResults?: LegEnd[];
    /**
     * Why a job that ran no leg was skipped (or cancelled before it started), as its `job-skipped` event
     * said: a replay's reused job says it again (a run stored before it was kept: a reason saying so).
     */
    skipReason?: string;
}
/** How one leg of a job ended: its `job-finished` event's leg, result and reason. */
export interface LegEnd {
    leg: string;
    result: JobResult;
    reason?: string;
    /**
     * For a replay's reused leg: how long it ran, and the step that failed it, as the run replayed stored them
     * (its events), for the replay to show it as that run did. Absent where that run does not say.
     */
    durationMs?: number;
    failedStep?: FailedStep;
}
export interface ExecuteResult {
    status: RunStatus;
    /**
     * Why the run failed when no job's result says it: what could not be finished when it ended (`settle`),
     * or null.
     */
    reason: string | null;
    jobs: JobOutcome[];
    /** Every stage recorded, in the order it was recorded. */
    stages: Array<{
        job: string;
        leg: string;
    } & RecordedStage>;
}
/** Run a plan. Resolves when every job has finished, been skipped or been cancelled; never rejects for a failed step. */
export declare function executePlan(plan: Plan, ports: ExecutorPorts, options: ExecuteOptions): Promise<ExecuteResult>;
/** What one step did. */
/** How much of a failed `run:` step's output its step-finished event carries: the last lines, within bytes. */
export declare const OUTPUT_TAIL: {
    readonly lines: 10;
    readonly bytes: 2048;
};
