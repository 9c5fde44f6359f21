import { setMaxListeners } from 'node:events';
import { assertNever, SystemError, UserError } from '../errors.js';
import type { LegPlace } from '../leg-order.js';
import { type BATON_ACTIONS, FILE_COMMANDS, REDACTION, STAGE_WORKFLOW_JOB } from '../names.js';
import type { ExpressionEngine } from '../ports.js';
import { formatProblem, type Problem } from '../problem.js';
import { containsSecretValue } from '../redact.js';
import { windowsShell, windowsShellMessage } from '../stage/shell.js';
import { systemLimitHint, withSystemHint } from '../system-error.js';
import { lastState } from '../terminal-sequences.js';
import { lastLines } from '../utf8.js';
import { stepAction } from './baton-actions.js';
import { callInputs, givenCallInputs, ownJobId, withCalledJobs } from './called-workflow.js';
import {
  CHECKOUT_TARGET_INPUTS,
  type CheckoutInputs,
  checkoutNotDone,
  type LocalCheckout,
} from './checkout.js';
import type { FailedStep, JobResult, RunEvent, RunStatus, StepOutcome } from './events.js';
import {
  type Contexts,
  type EvaluateOptions,
  evaluateCondition,
  evaluateNode,
  evaluateValue,
  evaluateValueMap,
  type HostFunctions,
  type StatusFunctions,
} from './expressions.js';
import {
  type Annotation,
  CommandStop,
  parseEnvFile,
  parseKeyValueFile,
  parsePathFile,
  type StepCommands,
  type StepFiles,
  stepSummaryTooLarge,
  withMaskCommandsHidden,
  withStepFiles,
} from './file-commands.js';
import { type HostNotice, hostNotices, type LegHost, writtenNode } from './host-notices.js';
import { jobResult } from './jobs-so-far.js';
import { checkLegIds, legIds, type MatrixLeg, matrixContext } from './matrix.js';
import type {
  LocalAction,
  Position,
  RunDefaults,
  Step,
  ValueNode,
  Workflow,
  WorkflowValue,
} from './model.js';
import type { NeedsInputFacts } from './needs-input.js';
import {
  canOnlyBeCalled,
  checkoutMissingProblem,
  isPlan,
  legPlacesFor,
  legStages,
  legsOfMatrix,
  legsRecordSameStage,
  MAX_COMPOSITE_DEPTH,
  matrixNode,
  type Plan,
  type PlannedJob,
  type PlannedStep,
  stageSources,
} from './plan.js';
import { promptUpstream } from './prompt-upstream.js';
import { runnerContext, runnerVariables, stepDebugOn } from './runner-context.js';
import { Semaphore } from './semaphore.js';
import { jobMinutes, notMinutes, stepMinutes } from './timeout-minutes.js';
import { type StepOutcomeOf, workflowFileMissing } from './workflow-file-checkout.js';
import { where } from './workflow-problems.js';

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
  files: { output: string; env: string; path: string; summary: string };
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
  upstream: Array<{ stage: string; job: string; matrix?: MatrixLeg; place?: LegPlace }> | undefined;
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
  legTemp?: { open(leg: string): Promise<string>; close(dir: string): Promise<void> };
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
  stages: Array<{ job: string; leg: string } & RecordedStage>;
}

type StepsContext = Record<
  string,
  { outputs: Record<string, string>; outcome: StepOutcome; conclusion: StepOutcome }
>;

/** A job's `timeout-minutes` (see jobMinutes); a UserError naming where when it cannot be used. */
function timeoutMinutes(value: unknown, at: string, key = 'timeout-minutes'): number {
  const checked = jobMinutes(value, key);
  if ('problem' in checked) throw new UserError('timeout-invalid', `${at}: ${checked.problem}`);
  return checked.minutes;
}

function minutesText(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** GitHub's `cancel-timeout-minutes` when a job sets none: how long its steps may run once it is cancelled. */
const DEFAULT_CANCEL_TIMEOUT_MINUTES = 5;

/** Node's longest timer (about 24.8 days): a longer delay would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A minute of `timeout-minutes`, in ms, unless the run is given another length (ExecuteOptions.minuteMs). */
const MINUTE_MS = 60_000;

/**
 * Call `fire` after `minutes` minutes of `minuteMs` each (a longer wait than a timer can hold is cut to the
 * longest one).
 */
function afterMinutes(minutes: number, minuteMs: number, fire: () => void): ReturnType<typeof setTimeout> {
  return setTimeout(fire, Math.min(minutes * minuteMs, MAX_TIMER_MS));
}

/** The `strategy` context of one leg. */
function strategyContext(
  strategy: { failFast: boolean; maxParallel: number | null },
  index: number,
  total: number,
): Record<string, unknown> {
  return {
    'fail-fast': strategy.failFast,
    'job-index': index,
    'job-total': total,
    'max-parallel': strategy.maxParallel ?? total,
  };
}

/**
 * What the jobs of one workflow file of the run see: the run's, or a call's (`inputs` from its `with:`,
 * `secrets` it passes, the called file's own `env:`).
 */
interface CallScope {
  inputs: Record<string, string | number | boolean>;
  secrets: Record<string, string>;
  /** The file's `env:`, evaluated when the call started. */
  env: Record<string, string>;
  /** Why that `env:` could not be evaluated: each of its jobs fails with it. */
  envFailure: string | null;
  /** How GitHub names its jobs: `''` at the top, `<caller's name> / ` in a call. */
  namePrefix: string;
  /**
   * Cancels its jobs as the run's cancel does: the run's, or (in a leg of a call with a matrix) fail-fast
   * of the call's legs too, its reason saying so.
   */
  cancel: AbortSignal;
}

interface LegOutcome {
  result: JobResult;
  outputs: Record<string, string>;
  stages: string[];
}

/** Run a plan. Resolves when every job has finished, been skipped or been cancelled; never rejects for a failed step. */
export async function executePlan(
  plan: Plan,
  ports: ExecutorPorts,
  options: ExecuteOptions,
): Promise<ExecuteResult> {
  if (!isPlan(plan)) throw new SystemError('executePlan accepts only a Plan made by buildPlan');
  return new Execution(plan, ports, options).run();
}

class Execution {
  readonly #plan: Plan;
  readonly #ports: ExecutorPorts;
  readonly #expressions: ExpressionEngine;
  readonly #options: ExecuteOptions;
  readonly #pool: Semaphore;
  readonly #signal: AbortSignal;
  readonly #cancel: AbortSignal;
  readonly #outcomes = new Map<string, JobOutcome>();
  readonly #recorded: ExecuteResult['stages'] = [];
  readonly #jobIds: string[];
  /** The plan's jobs by id: each stage looks up all the jobs upstream of it. */
  readonly #planned: Map<string, PlannedJob>;
  /** The run's own scope, then each call's by its calling job. */
  #rootScope: CallScope;
  readonly #scopes = new Map<string, CallScope>();
  /** Values of the `secrets` context, for redaction and the job-output check. */
  readonly #secretValues: string[];
  /** Step debug is on (ACTIONS_STEP_DEBUG): `runner.debug` is 1. */
  readonly #stepDebug: boolean;
  readonly #minuteMs: number;
  /** The notices about the workflow's text each job has given (a skipped action): once a job, not a leg. */
  readonly #jobNotices = new Map<string, Set<string>>();
  /**
   * A job of a call with a matrix runs once a leg of it (`deploy/review` as `deploy-staging/review`, …):
   * the plan's id of each such run, which events and ports name it by (the run being a leg of it there).
   */
  readonly #planOf = new Map<string, string>();
  /** The ids each job of the plan ran as, in each leg of the calls around it (its own id outside them). */
  readonly #runsOf = new Map<string, string[]>();
  /** How the ids of the plan were renamed for a run of a job in a leg of a call (`deploy/` → `deploy-staging/`). */
  readonly #renameOf = new Map<string, (id: string) => string>();
  /** The run's job ids and every leg id given so far, lower-cased: no leg takes one (see legIds). */
  readonly #takenLegIds: Set<string>;
  /** The stage ids of the legs of a job whose matrix only the run knows, made when the job starts. */
  readonly #legStages = new Map<string, string[]>();
  /** The matrix values of the leg that records each stage, where known: the plan's, then the run's. */
  readonly #stageMatrices: Map<string, MatrixLeg>;
  /** How each job's legs ended, by the job the events name (JobOutcome.legResults). */
  readonly #legEnds = new Map<string, LegEnd[]>();
  /** Why each job that ran no leg did not (JobOutcome.skipReason). */
  readonly #skipReasons = new Map<string, string>();

  constructor(plan: Plan, ports: ExecutorPorts, options: ExecuteOptions) {
    this.#plan = plan;
    this.#ports = ports;
    this.#expressions = ports.expressions;
    this.#options = options;
    this.#pool = new Semaphore(options.concurrency);
    // The run's own signals, aborted with the caller's: every running leg listens to them (and to its job's),
    // as many listeners as legs run at once, which is no leak, and must not print Node's warning into the
    // progress view (-j 11 and more). The limit is lifted on these, never on the caller's signals, which
    // keep the limit their owner gave them.
    this.#signal = AbortSignal.any(options.signal ? [options.signal] : []);
    this.#cancel = AbortSignal.any(options.cancel ? [options.cancel] : []);
    setMaxListeners(0, this.#signal, this.#cancel);
    this.#jobIds = plan.workflow.jobs.map((j) => j.id);
    this.#planned = new Map(plan.jobs.map((job) => [job.id, job]));
    this.#stageMatrices = new Map(plan.stageMatrices);
    // Every job of the workflow, run or not (--job), so that a leg's id does not depend on what runs.
    this.#takenLegIds = new Set(plan.expanded.map((job) => job.id.toLowerCase()));
    // The leg ids the plan gave (a job in a call with a matrix has legs in each leg of the call).
    for (const ids of plan.legIds.values()) for (const id of ids) this.#takenLegIds.add(id.toLowerCase());
    this.#secretValues = Object.values(options.secrets).filter((v) => v !== '');
    this.#stepDebug = stepDebugOn(options.secrets, plan.vars);
    this.#minuteMs = options.minuteMs ?? MINUTE_MS;
    this.#rootScope = {
      inputs: plan.inputs,
      secrets: options.secrets,
      env: {},
      envFailure: null,
      namePrefix: '',
      cancel: this.#cancel,
    };
  }

  async run(): Promise<ExecuteResult> {
    const started = this.#ports.now();
    this.#emit({
      type: 'run-started',
      run: this.#options.runId,
      workflow: this.#plan.workflow.name ?? this.#plan.workflow.fileName,
      jobs: this.#plan.jobs.map((job) => ({
        id: job.id,
        needs: job.needs,
        // A job of a call with a matrix: a leg for each leg of the call (`deploy-staging/review`).
        legs:
          job.legs === null
            ? null
            : job.instances === null
              ? (this.#plan.legIds.get(job.id) ?? null)
              : job.instances.flatMap((run) => this.#plan.legIds.get(run.id) ?? []),
        ...(job.stageSteps === null || job.job.uses !== null || job.job.stageWorkflow === true
          ? {}
          : { stage_steps: job.stageSteps.length > 0 }),
      })),
    });

    this.#rootScope.envFailure = this.#evaluateWorkflowEnv();
    // A call runs its jobs itself (#runCallLeg).
    await this.#runJobs(this.#plan.jobs.filter((job) => job.calledBy === null));
    const lost = (await this.#ports.settle?.()) ?? null;
    if (lost !== null) this.#emit({ type: 'notice', level: 'error', job: null, leg: null, message: lost });

    const jobs = this.#plan.jobs.map((job): JobOutcome => {
      const skipReason = this.#skipReasons.get(job.id);
      return {
        ...(this.#outcomes.get(job.id) as JobOutcome),
        legResults: this.#legEnds.get(job.id) ?? [],
        ...(skipReason === undefined ? {} : { skipReason }),
      };
    });
    // As on GitHub: a failed job fails the run; else a cancelled one (a job's timeout) cancels it.
    const status: RunStatus = this.#cancelled()
      ? 'cancelled'
      : lost !== null || jobs.some((job) => job.result === 'failure')
        ? 'failure'
        : jobs.some((job) => job.result === 'cancelled')
          ? 'cancelled'
          : 'success';
    this.#emit({
      type: 'run-finished',
      run: this.#options.runId,
      status,
      duration_ms: elapsed(started, this.#ports.now()),
    });
    return { status, reason: lost, jobs, stages: this.#recorded };
  }

  /** Values that are secrets of the run from now on (passed secrets, masks), each once; those new to it. */
  #addSecretValues(values: Iterable<string>): string[] {
    const added = [...new Set(values)].filter((v) => v !== '' && !this.#secretValues.includes(v));
    this.#secretValues.push(...added);
    return added;
  }

  /** An error as a failure of the run says it (messageOf), a limit its legs share said with `fewerJobs`. */
  #messageOf(error: unknown): string {
    return messageOf(error, this.#options.fewerJobs);
  }

  /** The workflow's `env`, evaluated once (github, inputs, vars, secrets). */
  #evaluateWorkflowEnv(): string | null {
    try {
      this.#rootScope.env = evaluateValueMap(this.#expressions, this.#plan.workflow.env, (name, value) => ({
        contexts: this.#baseContexts(null),
        where: this.#where(value, `env.${name}`),
      }));
      return null;
    } catch (error) {
      return messageOf(error);
    }
  }

  /** The scope of a job's workflow file: the run's, or its call's. */
  #scopeOf(job: PlannedJob | null): CallScope {
    return job?.calledBy ? (this.#scopes.get(job.calledBy) ?? this.#rootScope) : this.#rootScope;
  }

  #baseContexts(job: PlannedJob | null): Contexts {
    const scope = this.#scopeOf(job);
    return {
      github: this.#options.github,
      inputs: scope.inputs,
      vars: this.#plan.vars,
      secrets: scope.secrets,
    };
  }

  /** Jobs of one workflow file (the run's, or one leg of a call's), each once the jobs it needs are done. */
  async #runJobs(jobs: readonly PlannedJob[]): Promise<void> {
    const running = new Map<string, Promise<void>>();
    for (const job of jobs) {
      running.set(
        job.id,
        (async () => {
          await Promise.all(job.needs.map((id) => running.get(id)));
          this.#outcomes.set(job.id, job.call === null ? await this.#runJob(job) : await this.#runCall(job));
        })(),
      );
    }
    await Promise.all(running.values());
  }

  /**
   * A call of a local reusable workflow, as GitHub runs one: when its needs are done and its `if:` holds,
   * each leg of its matrix (the call itself without one) runs the called file's jobs (#runCallLeg). Its legs
   * run as a matrix job's (fail-fast, max-parallel), and its result is theirs as a matrix job's is; its
   * outputs are those of the legs that succeeded, the last to finish winning and an empty value never sent
   * ("the output set by the last successful completing reusable workflow of the matrix which sets a value").
   */
  async #runCall(job: PlannedJob): Promise<JobOutcome> {
    const call = job.call as NonNullable<PlannedJob['call']>;
    if (this.#options.reuse?.has(job.id)) {
      // Finished only once its called jobs' stored results are back too: a job after the call is judged on them.
      for (const id of call.jobs) {
        const inner = this.#planned.get(id) as PlannedJob;
        this.#outcomes.set(id, inner.call === null ? await this.#runJob(inner) : await this.#runCall(inner));
      }
      return this.#runJob(job);
    }
    const outcome = await this.#startCall(job);
    // Each job of the plan in the call is what its runs did, in every leg of it.
    if (!this.#planOf.has(job.id)) this.#settleCalled(call.jobs, outcome);
    return outcome;
  }

  async #startCall(job: PlannedJob): Promise<JobOutcome> {
    const decided = this.#decide(job);
    if (!('contexts' in decided)) {
      this.#skipCalled(job, job.id, `its calling job ${job.id} did not run (${decided.result})`);
      return decided;
    }
    const { contexts } = decided;
    let legs: MatrixLeg[];
    let ids: string[];
    let strategy: { failFast: boolean; maxParallel: number | null };
    try {
      legs = job.legs ?? this.#expandDynamicMatrix(job, contexts);
      strategy = this.#strategy(job, contexts);
      // The ids the legs run as, which the check names.
      ids = this.#plan.legIds.get(job.id) ?? legIds(job.id, legs, this.#takenLegIds);
      if (job.legs === null) this.#checkLegStages(job, ids);
    } catch (error) {
      const failed = this.#failBeforeLegs(job, messageOf(error));
      this.#skipCalled(job, job.id, `its calling job ${job.id} failed before the call started`);
      return failed;
    }
    if (job.legs === null) this.#emit({ type: 'job-legs', job: job.id, legs: ids });
    return this.#runLegs(
      job,
      legs,
      ids,
      strategy,
      contexts,
      { pooled: false, outputsOf: (leg) => leg.result === 'success' },
      (leg, id, index, signal) =>
        this.#runCallLeg(job, leg, id, index, legs.length, strategy, contexts, signal),
    );
  }

  /**
   * Legs known only now whose called jobs would record the same stage in each (the plan refuses it of legs
   * it knows): refused before any of them runs.
   */
  #checkLegStages(job: PlannedJob, legs: readonly string[]): void {
    if (legs.length < 2) return;
    const check = (ids: readonly string[]) => {
      for (const id of ids) {
        const planned = this.#planned.get(id) as PlannedJob;
        const stage = planned.instances === null ? planned.stages?.[0] : undefined;
        if (stage !== undefined) {
          const own = id.slice((this.#planOf.get(job.id) ?? job.id).length);
          throw new UserError(
            'stage-duplicate',
            `jobs.${job.job.id}: ${legsRecordSameStage(
              stage,
              id,
              legs.map((leg) => `${leg}${own}`),
            )}`,
            { where: where(job.workflow.fileName, job.job.position) },
          );
        }
        check(planned.call?.jobs ?? []);
      }
    };
    check(this.#planned.get(this.#planOf.get(job.id) ?? job.id)?.call?.jobs ?? []);
  }

  /**
   * One leg of a call (the call itself without a matrix): its `with:` (typed as the called file declares its
   * inputs) and `secrets:` evaluated in the calling job's contexts with the leg's `matrix` and `strategy`,
   * the called file's `env:` with them; then the file's jobs run (as `<leg>/<job>` in a call with a matrix:
   * #jobsOfLeg), and when they are done the leg's outputs are the file's `on.workflow_call.outputs`, read
   * with the `jobs` context. It fails when a called job failed, else is cancelled when one was.
   */
  async #runCallLeg(
    job: PlannedJob,
    leg: MatrixLeg,
    id: string,
    index: number,
    total: number,
    strategy: { failFast: boolean; maxParallel: number | null },
    jobContexts: Contexts,
    signal: AbortSignal,
  ): Promise<LegOutcome> {
    const call = job.call as NonNullable<PlannedJob['call']>;
    const declared = call.workflow.call as NonNullable<Workflow['call']>;
    const file = job.workflow.fileName;
    const calledFile = call.workflow.fileName;
    const begun = this.#ports.now();
    const parent = this.#scopeOf(job);
    const inMatrix = Object.keys(leg).length > 0;
    const contexts: Contexts = {
      ...jobContexts,
      matrix: matrixContext(leg),
      strategy: strategyContext(strategy, index, total),
    };
    let scope: CallScope;
    let name: string | null = null;
    try {
      if (parent.envFailure) throw new UserError('expression-invalid', parent.envFailure);
      const given = givenCallInputs(this.#expressions, job.job, declared, (name, value) => ({
        contexts: { ...contexts, secrets: {} },
        where: this.#where(value, `jobs.${job.job.id}.with.${name}`, file),
      }));
      let inputs: Record<string, string | number | boolean>;
      try {
        inputs = callInputs(declared, given, call.path);
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        throw new UserError(error.code, `jobs.${job.job.id}: ${error.message}`, {
          where: where(file, job.job.uses?.position ?? job.job.position),
        });
      }
      const secrets =
        job.job.secrets === 'inherit'
          ? parent.secrets
          : evaluateValueMap(this.#expressions, job.job.secrets, (name, value) => ({
              contexts,
              where: this.#where(value, `jobs.${job.job.id}.secrets.${name}`, file),
            }));
      // A value passed as a secret is one from now on, whatever it was made of: for the executor's checks
      // and for what the run stores and prints (the port's list).
      const added = this.#addSecretValues(Object.values(secrets));
      if (added.length > 0) this.#ports.addSecrets?.(added);
      for (const [secret, value] of Object.entries(secrets)) {
        if (!added.includes(value) || value.length >= REDACTION.minSecretLength) continue;
        this.#emit({
          type: 'notice',
          level: 'warning',
          job: job.id,
          leg: id,
          message: `secret ${secret} passed to ${call.path} is shorter than ${REDACTION.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out ordinary words)`,
        });
      }
      name = this.#jobName(job, inMatrix ? leg : null, contexts);
      // GitHub names a leg's jobs `deploy (staging) / review`.
      const shown = name ?? `${parent.namePrefix}${job.job.id}${inMatrix ? legSuffix(leg) : ''}`;
      scope = {
        inputs,
        secrets,
        env: {},
        envFailure: null,
        namePrefix: `${shown} / `,
        cancel: AbortSignal.any([parent.cancel, signal]),
      };
      // Each leg of each job in the call listens to it (see the constructor).
      setMaxListeners(0, scope.cancel);
      try {
        scope.env = evaluateValueMap(this.#expressions, call.workflow.env, (key, value) => ({
          contexts: { github: this.#options.github, inputs, vars: this.#plan.vars, secrets },
          where: this.#where(value, `env.${key}`, calledFile),
        }));
      } catch (error) {
        scope.envFailure = messageOf(error);
      }
    } catch (error) {
      const failed = this.#failedBeforeStart(job, id, messageOf(error));
      this.#skipCalled(job, id, `its calling job ${id} failed before the call started`);
      return failed;
    }
    this.#scopes.set(id, scope);
    this.#emit({ type: 'job-started', job: job.id, leg: id, name, matrix: inMatrix ? leg : null });
    const jobs = this.#jobsOfLeg(job, id);
    await this.#runJobs(jobs);

    const outcomes = jobs.map((run) => this.#outcomes.get(run.id)).filter((o) => o !== undefined);
    let result: JobResult = outcomes.some((o) => o.result === 'failure')
      ? 'failure'
      : outcomes.some((o) => o.result === 'cancelled') || this.#signal.aborted
        ? 'cancelled'
        : 'success';
    let outputs: Record<string, string> = {};
    try {
      const called = Object.fromEntries(
        jobs.map((run) => {
          const outcome = this.#outcomes.get(run.id);
          return [
            ownJobId(run.id),
            { result: outcome?.result ?? 'skipped', outputs: outcome?.outputs ?? {} },
          ];
        }),
      );
      outputs = evaluateValueMap(this.#expressions, declared.outputs, (name, value) => ({
        contexts: { github: this.#options.github, inputs: scope.inputs, vars: this.#plan.vars, jobs: called },
        where: this.#where(value, `on.workflow_call.outputs.${name}.value`, calledFile),
      }));
    } catch (error) {
      if (result === 'success') result = 'failure';
      this.#emit({ type: 'notice', level: 'error', job: job.id, leg: id, message: messageOf(error) });
    }
    this.#withoutSecretOutputs(outputs, job.id, id);
    this.#emit({
      type: 'job-finished',
      job: job.id,
      leg: id,
      result,
      duration_ms: elapsed(begun, this.#ports.now()),
    });
    return { result, outputs, stages: outcomes.flatMap((o) => o.stages) };
  }

  /**
   * The called file's jobs as one leg of a call runs them: the plan's (`deploy/review`), named
   * `<leg>/<job>` (`deploy-staging/review`) in a call with a matrix or inside one, their needs, upstream and
   * calls renamed alike, each with the stage ids the plan knows it records there; the plan's own jobs where
   * the names stay the same (a call without a matrix).
   */
  #jobsOfLeg(call: PlannedJob, leg: string): PlannedJob[] {
    const planId = this.#planOf.get(call.id) ?? call.id;
    const outer = this.#renameOf.get(call.id);
    const prefix = `${planId}/`;
    const rename = (id: string): string =>
      id.startsWith(prefix) ? `${leg}/${id.slice(prefix.length)}` : outer ? outer(id) : id;
    return (this.#planned.get(planId)?.call?.jobs ?? []).map((plannedId) => {
      const planned = this.#planned.get(plannedId) as PlannedJob;
      const id = rename(plannedId);
      this.#runsOf.set(plannedId, [...(this.#runsOf.get(plannedId) ?? []), id]);
      if (id === plannedId) return planned;
      const run: PlannedJob = {
        ...planned,
        id,
        calledBy: leg,
        needs: planned.needs.map(rename),
        upstream: planned.upstream.map(rename),
        stageUpstream: planned.stageUpstream.map(rename),
        call: planned.call && { ...planned.call, jobs: planned.call.jobs.map(rename) },
        stages: planned.instances?.find((instance) => instance.id === id)?.stages ?? null,
      };
      this.#planned.set(id, run);
      this.#planOf.set(id, plannedId);
      this.#renameOf.set(id, rename);
      return run;
    });
  }

  /** The jobs of a leg of a call that does not run (or of a call): skipped, saying why, a call's jobs too. */
  #skipCalled(call: PlannedJob, leg: string, reason: string): void {
    for (const job of this.#jobsOfLeg(call, leg)) {
      this.#emit({ type: 'job-skipped', job: job.id, result: 'skipped', reason });
      this.#outcomes.set(job.id, { id: job.id, result: 'skipped', outputs: {}, stages: [], legs: [] });
      if (job.call !== null) this.#skipCalled(job, job.id, `its calling job ${job.id} did not run (skipped)`);
    }
  }

  /**
   * The outcome of each of the plan's jobs of a call once it is done: what its runs in the legs of the calls
   * around it did, together (its legs theirs), as a matrix job's is its legs'; skipped when no leg ran it.
   */
  #settleCalled(ids: readonly string[], call: JobOutcome): void {
    for (const id of ids) {
      const planned = this.#planned.get(id) as PlannedJob;
      const runs = (this.#runsOf.get(id) ?? []).map((run) => this.#outcomes.get(run) as JobOutcome);
      if (runs.length === 0) {
        const reason = `its calling job ${planned.calledBy} did not run (${call.result})`;
        this.#emit({ type: 'job-skipped', job: id, result: 'skipped', reason });
        this.#outcomes.set(id, { id, result: 'skipped', outputs: {}, stages: [], legs: [] });
      } else if (runs.length > 1 || runs[0]?.id !== id) {
        this.#outcomes.set(id, {
          id,
          result: jobResult(runs.map((run) => run.result)),
          outputs: {},
          stages: runs.flatMap((run) => run.stages),
          legs: runs.flatMap((run) => run.legs),
        });
      }
      if (planned.call !== null) this.#settleCalled(planned.call.jobs, this.#outcomes.get(id) as JobOutcome);
    }
  }

  /** GitHub passes no job output that holds a secret ("Skip output 'x' since it may contain secret"). */
  #withoutSecretOutputs(outputs: Record<string, string>, job: string, leg: string): void {
    for (const [name, value] of Object.entries(outputs)) {
      if (!containsSecretValue(value, this.#secretValues)) continue;
      delete outputs[name];
      this.#emit({
        type: 'notice',
        level: 'warning',
        job,
        leg,
        message: `skipped output ${name}, since it may contain a secret (as GitHub does): needs.${ownJobId(job)}.outputs.${name} is empty`,
      });
    }
  }

  /**
   * The run is cancelled: gracefully (`cancel`) or at once (`signal`); for `job`, also when fail-fast
   * cancelled the leg of a call it runs in.
   */
  #cancelled(job?: PlannedJob): boolean {
    return (job ? this.#cancelOf(job) : this.#cancel).aborted || this.#signal.aborted;
  }

  /** What cancels `job` as the run's cancel does: the run's, or its call's leg's too (CallScope.cancel). */
  #cancelOf(job: PlannedJob): AbortSignal {
    return this.#scopeOf(job).cancel;
  }

  /** Why `job` is cancelled: the run was, or fail-fast of the call it runs in (`fail-fast: …`). */
  #cancelWhy(job: PlannedJob): string {
    const reason = this.#cancelOf(job).reason;
    return this.#cancel.aborted || typeof reason !== 'string' ? 'the run was cancelled' : reason;
  }

  #where(value: WorkflowValue | null, fallback: string, file = this.#plan.workflow.fileName): string {
    return value ? where(file, value.position) : fallback;
  }

  async #runJob(job: PlannedJob): Promise<JobOutcome> {
    const reused = this.#options.reuse?.get(job.id);
    if (reused) {
      for (const leg of reused.legs) this.#takenLegIds.add(leg.toLowerCase());
      this.#emit({
        type: 'notice',
        level: 'info',
        job: job.id,
        leg: null,
        message: 'reusing the stored result of this job',
      });
      // Each leg as it ended in the stored run (a run stored before that was kept: as its job did).
      const ends = reused.legResults ?? reused.legs.map((leg): LegEnd => ({ leg, result: reused.result }));
      // A job that ran no leg, as it did not in the stored run.
      if (ends.length === 0 && (reused.result === 'skipped' || reused.result === 'cancelled')) {
        this.#emit({
          type: 'job-skipped',
          job: job.id,
          result: reused.result,
          reason: reused.skipReason ?? `${reused.result} in the run replayed`,
        });
      }
      for (const { leg, result, reason, durationMs, failedStep } of ends) {
        this.#emit({
          type: 'job-finished',
          job: job.id,
          leg,
          result,
          duration_ms: durationMs ?? 0,
          ...(reason === undefined ? {} : { reason }),
          reused: true,
          ...(failedStep === undefined ? {} : { failed_step: failedStep }),
        });
      }
      return reused;
    }
    const decided = this.#decide(job);
    if (!('contexts' in decided)) return decided;
    const { needs, contexts: jobContexts } = decided;
    const fail = (message: string): JobOutcome => this.#failBeforeLegs(job, message);
    const envFailure = this.#scopeOf(job).envFailure;
    if (envFailure) return fail(envFailure);

    let legs: MatrixLeg[];
    let strategy: { failFast: boolean; maxParallel: number | null };
    try {
      legs = job.legs ?? this.#expandDynamicMatrix(job, jobContexts);
      strategy = this.#strategy(job, jobContexts);
    } catch (error) {
      return fail(messageOf(error));
    }
    // A matrix known only now: its legs' ids are given after those of every job the plan knew the legs of.
    const ids = this.#plan.legIds.get(job.id) ?? legIds(job.id, legs, this.#takenLegIds);
    if (job.legs === null) {
      this.#emit({ type: 'job-legs', job: job.id, legs: ids });
      this.#noteLegStages(job, legs, jobContexts);
    }
    for (const notice of this.#hostNotices(job, legs, strategy, jobContexts))
      this.#noticeOncePerJob(job.id, null, notice.level, notice.message);
    // As on GitHub, a matrix job's outputs are whatever its legs set, the last leg to finish winning
    // ("the last matrix job that runs will override the output value").
    return this.#runLegs(
      job,
      legs,
      ids,
      strategy,
      jobContexts,
      { pooled: true, outputsOf: () => true },
      (leg, id, index, signal) => this.#runLeg(job, leg, id, index, legs.length, strategy, needs, signal),
    );
  }

  /**
   * The legs of a job (or of a call), as GitHub runs a matrix: at most `max-parallel` at once, a job's within
   * the run's concurrency too (a call's legs take no slot: their jobs do); when one fails, fail-fast cancels
   * the others (a running one is cancelled, one not started does not start) unless continue-on-error forgives
   * it. The job's result is failure when a leg failed, else cancelled when one was; its outputs are those
   * the legs `outputsOf` takes set, the last to finish winning and an empty value never sent.
   */
  async #runLegs(
    job: PlannedJob,
    legs: MatrixLeg[],
    ids: string[],
    strategy: { failFast: boolean; maxParallel: number | null },
    jobContexts: Contexts,
    options: { pooled: boolean; outputsOf: (leg: LegOutcome) => boolean },
    runOne: (leg: MatrixLeg, id: string, index: number, signal: AbortSignal) => Promise<LegOutcome>,
  ): Promise<JobOutcome> {
    const jobAbort = new AbortController();
    setMaxListeners(0, jobAbort.signal);
    // A job started after the run was cancelled (its if: held) runs all its legs. A leg still waiting for a
    // slot when the run is cancelled runs only if the job's if: holds then (always()), as GitHub tests the
    // if: of the jobs in progress again.
    const cancel = this.#cancelOf(job);
    const startedCancelled = cancel.aborted;
    let holds: boolean | undefined;
    const holdsWhenRunCancelled = (): boolean => {
      if (holds === undefined) {
        try {
          holds = evaluateCondition(this.#expressions, job.job.if, {
            contexts: jobContexts,
            status: this.#jobStatus(job),
            where: where(job.workflow.fileName, job.job.if.position ?? job.job.position),
          });
        } catch {
          holds = false;
        }
      }
      return holds;
    };
    const jobLimit = strategy.maxParallel ? new Semaphore(strategy.maxParallel) : null;
    // The legs' outcomes in the order they finished: the job's outputs are the last one's.
    const finished: LegOutcome[] = [];
    const outcomes = await Promise.all(
      legs.map(async (leg, index) => {
        const id = ids[index]!;
        const runLeg = async (): Promise<LegOutcome> => {
          if (
            this.#signal.aborted ||
            (cancel.aborted && !startedCancelled && !holdsWhenRunCancelled()) ||
            jobAbort.signal.aborted
          ) {
            const reason = jobAbort.signal.aborted
              ? 'fail-fast: another leg of its matrix failed before it started'
              : `${this.#cancelWhy(job)} before it started`;
            this.#emit({
              type: 'job-finished',
              job: job.id,
              leg: id,
              result: 'cancelled',
              duration_ms: 0,
              reason,
            });
            return { result: 'cancelled', outputs: {}, stages: [] };
          }
          const outcome = await runOne(leg, id, index, jobAbort.signal);
          if (outcome.result !== 'failure') return outcome;
          // As on GitHub: the leg shows as failed, but its job is a success to the jobs that need it and
          // to the run, and fail-fast leaves the other legs running.
          const contexts = {
            ...jobContexts,
            matrix: matrixContext(leg),
            strategy: strategyContext(strategy, index, legs.length),
          };
          if (this.#continueOnError(job.job, contexts, job.id, id, false, job.workflow.fileName))
            return { ...outcome, result: this.#forgiven(job.id, id) };
          if (strategy.failFast && legs.length > 1)
            jobAbort.abort(
              `fail-fast: another leg of ${job.call === null ? 'its matrix' : `the call ${job.id}`} failed`,
            );
          return outcome;
        };
        const limited = () => (jobLimit ? jobLimit.run(runLeg) : runLeg());
        const outcome = await (options.pooled ? this.#pool.run(limited) : limited());
        finished.push(outcome);
        return outcome;
      }),
    );

    // An empty value is never sent.
    const outputs: Record<string, string> = {};
    for (const o of finished.filter(options.outputsOf))
      for (const [k, v] of Object.entries(o.outputs)) if (v !== '' || !(k in outputs)) outputs[k] = v;
    return {
      id: job.id,
      result: jobResult(outcomes.map((o) => o.result)),
      outputs,
      stages: outcomes.flatMap((o) => o.stages),
      legs: ids,
    };
  }

  /**
   * What the job asks of its runner that is not done here (its container, services, a Windows or macOS
   * runner), once for the job: each leg's `runs-on`, `container` and `services` evaluated as the runner
   * evaluates them (matrix, needs, strategy), as written where they cannot be.
   */
  #hostNotices(
    job: PlannedJob,
    legs: MatrixLeg[],
    strategy: { failFast: boolean; maxParallel: number | null },
    contexts: Contexts,
  ): HostNotice[] {
    const { runsOn, container, services } = job.job;
    if (runsOn === null && container === null && services === null) return [];
    const evaluated = (node: ValueNode | null, legContexts: Contexts): unknown => {
      if (node === null) return null;
      try {
        return evaluateNode(this.#expressions, node, { contexts: legContexts });
      } catch {
        return writtenNode(node);
      }
    };
    const hosts: LegHost[] = legs.map((leg, index) => {
      const legContexts = {
        ...contexts,
        matrix: matrixContext(leg),
        strategy: strategyContext(strategy, index, legs.length),
      };
      return {
        runsOn: evaluated(runsOn, legContexts),
        container: evaluated(container, legContexts),
        services: evaluated(services, legContexts),
      };
    });
    return hostNotices(hosts, this.#options.runner.os);
  }

  /**
   * A notice about what the workflow asks that is not done here (an action that cannot run, a checkout of
   * another repository): the same for every leg of a matrix, so given once for the job, by the first leg
   * that meets it, where once a leg would crowd out the notices that matter. A notice that differs from leg
   * to leg (a step's own `::warning::`, a checkout of `ref: ${{ matrix.ref }}`) is given by each. A job in a
   * call with a matrix runs once a leg of the call: once for all of them, as for the plan's job.
   */
  #noticeOncePerJob(job: string, leg: string | null, level: 'info' | 'warning', message: string): void {
    const planned = this.#shownJob(job);
    const given = this.#jobNotices.get(planned) ?? new Set<string>();
    this.#jobNotices.set(planned, given);
    if (given.has(message)) return;
    given.add(message);
    this.#emit({ type: 'notice', level, job, leg, message });
  }

  /**
   * What the project directory holds, as a checkout step would name it: this repository, at the commit
   * and refs of the `github` context (a pull request's head branch too), in the workspace.
   */
  #localCheckout(): LocalCheckout {
    const github = this.#options.github;
    return {
      repository: typeof github.repository === 'string' ? github.repository : '',
      refs: ['sha', 'ref', 'ref_name', 'head_ref'].flatMap((key) => {
        const ref = github[key];
        return typeof ref === 'string' && ref !== '' ? [ref] : [];
      }),
      workspace: this.#options.runner.workspace,
    };
  }

  /** A checkout step's `repository`, `path` and `ref`, evaluated in the step ('' for those not given). */
  #checkoutInputs(
    step: Step,
    evalInStep: (value: WorkflowValue, fallback: string) => EvaluateOptions,
  ): CheckoutInputs {
    // As the runner reads `with:`, an input's name compares without case.
    const given = (name: string): string => {
      const entry = Object.entries(step.with).find(([key]) => key.toLowerCase() === name);
      return entry
        ? evaluateValue(this.#expressions, entry[1], evalInStep(entry[1], `with.${entry[0]}`))
        : '';
    };
    const [repository, path, ref] = CHECKOUT_TARGET_INPUTS.map(given);
    return { repository: repository!, path: path!, ref: ref! };
  }

  /**
   * Whether a job runs, once its needs are done: its outcome when it does not (skipped, cancelled, or
   * failed because its `if:` could not be evaluated), else its `needs` and job-level contexts.
   */
  #decide(job: PlannedJob): JobOutcome | { needs: NeedsContext; contexts: Contexts } {
    const skip = (result: 'skipped' | 'cancelled', reason: string): JobOutcome => {
      this.#emit({ type: 'job-skipped', job: job.id, result, reason });
      return { id: job.id, result, outputs: {}, stages: [], legs: [] };
    };
    if (this.#signal.aborted) return skip('cancelled', 'the run was cancelled');
    if (job.skip !== null) return skip('skipped', job.skip);

    const needs = this.#needsContext(job);
    const contexts: Contexts = { ...this.#baseContexts(job), needs };
    let runs: boolean;
    try {
      runs = evaluateCondition(this.#expressions, job.job.if, {
        contexts,
        status: this.#jobStatus(job),
        where: where(job.workflow.fileName, job.job.if.position ?? job.job.position),
      });
    } catch (error) {
      return this.#failBeforeLegs(job, messageOf(error));
    }
    if (!runs && this.#cancelled(job)) return skip('cancelled', this.#cancelWhy(job));
    if (!runs) {
      // An if: without a status function is `success() && (…)`, as on GitHub: when success() is what was
      // false, say so rather than blame the condition as written.
      const text = job.job.if.text;
      const implicitSuccess = text === null || job.job.if.implicitSuccess === true;
      const reason =
        implicitSuccess && !this.#jobStatus(job).success([])
          ? `${this.#notSucceeded(job)}${text === null ? '' : ` (an if: without a status function, such as if: ${text}, means success() && (…))`}`
          : `if: ${text} was false`;
      return skip('skipped', reason);
    }
    return { needs, contexts };
  }

  /** A job that failed before any leg ran (its if:, env, matrix). */
  #failBeforeLegs(job: PlannedJob, message: string): JobOutcome {
    this.#emit({ type: 'notice', level: 'error', job: job.id, leg: null, message });
    this.#emit({
      type: 'job-finished',
      job: job.id,
      leg: job.id,
      result: 'failure',
      duration_ms: 0,
      reason: message,
    });
    // A job that failed before any leg ran (its if:, env or matrix) is forgiven by continue-on-error too.
    const contexts = { ...this.#baseContexts(job), needs: this.#needsContext(job) };
    const result = this.#continueOnError(job.job, contexts, job.id, job.id, false, job.workflow.fileName)
      ? this.#forgiven(job.id, job.id)
      : 'failure';
    return { id: job.id, result, outputs: {}, stages: [], legs: [job.id] };
  }

  /** `needs`, by the ids the job's own workflow gives them (`compile`, not `build/compile`). */
  #needsContext(job: PlannedJob): NeedsContext {
    const needs: NeedsContext = {};
    for (const id of job.needs) {
      const outcome = this.#outcomes.get(id);
      if (outcome) needs[ownJobId(id)] = { result: outcome.result, outputs: outcome.outputs };
    }
    return needs;
  }

  /**
   * The jobs a status function of `job` looks at (job-level status functions, as on GitHub: `success()` when
   * every job upstream, direct or not, succeeded — a skipped one counts against it, so a skip travels down
   * the chain — and `failure()` when any of them failed): the ones named (`success('a')`), else every job
   * upstream; as on GitHub, a call's jobs count as jobs upstream of the jobs after it: a skipped one makes
   * success() false after the call, though the call's result is success.
   */
  #statusScope(job: PlannedJob, jobs: string[]): string[] {
    const prefix = job.id.slice(0, job.id.length - job.job.id.length);
    return withCalledJobs(
      jobs.length > 0 ? jobs.map((id) => `${prefix}${id}`) : job.upstream,
      (id) => this.#planned.get(id)?.call,
    );
  }

  /**
   * Why success() is false for a job whose needs are done: the jobs upstream that did not succeed, said
   * as a skip's reason (`a job it needs did not succeed: a was skipped`).
   */
  #notSucceeded(job: PlannedJob): string {
    const results = { failure: 'failed', skipped: 'was skipped', cancelled: 'was cancelled' } as const;
    const missed = this.#statusScope(job, []).flatMap((id) => {
      const result = this.#outcomes.get(id)?.result;
      return result === undefined || result === 'success' ? [] : [{ id, said: `${id} ${results[result]}` }];
    });
    if (missed.length === 0) return 'a job it needs did not succeed';
    const what = missed.map((m) => m.said).join(', ');
    const direct = new Set(job.needs);
    return missed.every((m) => direct.has(m.id))
      ? `a job it needs did not succeed: ${what}`
      : `a job upstream did not succeed: ${what} (success() counts every job before this one, not only those in needs:)`;
  }

  #jobStatus(job: PlannedJob): StatusFunctions {
    const resultOf = (id: string) => this.#outcomes.get(id)?.result;
    const scope = (jobs: string[]) => this.#statusScope(job, jobs);
    return {
      success: (jobs) => !this.#cancelled(job) && scope(jobs).every((id) => resultOf(id) === 'success'),
      failure: (jobs) => scope(jobs).some((id) => resultOf(id) === 'failure'),
      cancelled: () => this.#cancelled(job),
    };
  }

  #expandDynamicMatrix(job: PlannedJob, contexts: Contexts): MatrixLeg[] {
    const node = matrixNode(job.job.strategy);
    if (!node) return [{}];
    const at = (position: Position | null) => where(job.workflow.fileName, position);
    const legs = legsOfMatrix(this.#expressions, node, contexts, at);
    checkLegIds(job.id, legs, at(node.position), this.#secretValues, { recordsStages: job.recordsStages });
    return legs;
  }

  #strategy(job: PlannedJob, contexts: Contexts): { failFast: boolean; maxParallel: number | null } {
    const strategy = job.job.strategy;
    if (strategy?.kind !== 'mapping') return { failFast: true, maxParallel: null };
    const at = where(job.workflow.fileName, strategy.position);
    const failFastNode = strategy.entries.find((e) => e.key === 'fail-fast')?.value;
    const maxNode = strategy.entries.find((e) => e.key === 'max-parallel')?.value;
    const failFast = failFastNode
      ? evaluateNode(this.#expressions, failFastNode, { contexts, where: at })
      : true;
    const max = maxNode ? Number(evaluateNode(this.#expressions, maxNode, { contexts, where: at })) : null;
    return {
      failFast: failFast !== false && failFast !== 'false',
      maxParallel: max !== null && Number.isFinite(max) && max > 0 ? max : null,
    };
  }

  /** A leg that failed before it started (its call's env, its temp dir): said, and ended as failed. */
  #failedBeforeStart(job: PlannedJob, id: string, message: string): LegOutcome {
    this.#emit({ type: 'notice', level: 'error', job: job.id, leg: id, message });
    this.#emit({
      type: 'job-finished',
      job: job.id,
      leg: id,
      result: 'failure',
      duration_ms: 0,
      reason: message,
    });
    return { result: 'failure', outputs: {}, stages: [] };
  }

  /**
   * One leg, with a temp directory of its own (`RUNNER_TEMP`, `runner.temp`) as each job on GitHub has its
   * runner's, emptied when it ends; legs running side by side never share one.
   */
  async #runLeg(...args: LegArgs): Promise<LegOutcome> {
    const legTemp = this.#ports.legTemp;
    let temp: string;
    try {
      temp = legTemp ? await legTemp.open(args[2]) : this.#options.runner.temp;
    } catch (error) {
      // No room for it (a full TMPDIR): the leg fails before it starts, saying why, as one whose call could
      // not start does; the run and the legs beside it go on.
      const [job, , id] = args;
      return this.#failedBeforeStart(job, id, this.#messageOf(error));
    }
    try {
      return await this.#runLegIn(temp, ...args);
    } finally {
      await legTemp?.close(temp);
    }
  }

  async #runLegIn(
    temp: string,
    ...[job, leg, id, index, total, strategy, needs, jobSignal]: LegArgs
  ): Promise<LegOutcome> {
    const started = this.#ports.now();
    const inMatrix = Object.keys(leg).length > 0;

    const workflow = job.workflow;
    const file = workflow.fileName;
    // As on GitHub, the job is cancelled when its timeout-minutes is up or fail-fast stops the legs of its
    // matrix: the running step is stopped unless its `if` still holds (`always()`, `cancelled()`), and a
    // step after it runs only if its `if` holds. Those steps have the job's cancel-timeout-minutes, then
    // they are stopped too. The run's cancellation (Ctrl-C) stops every step at once.
    const stop = new AbortController();
    const stopped = AbortSignal.any([this.#signal, stop.signal]);
    let running: { step: Step; abort: AbortController } | null = null;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    let cancelTimeout = DEFAULT_CANCEL_TIMEOUT_MINUTES;

    const github = {
      ...this.#options.github,
      job: job.job.id,
      ...(this.#ports.eventPath ? { event_path: this.#ports.eventPath(temp) } : {}),
    };
    const matrix = matrixContext(leg);
    const runner = runnerContext({ ...this.#options.runner, debug: this.#stepDebug }, temp);
    const defaults = githubDefaults(github, runner, this.#options.runner.workspace);

    let status: 'success' | 'failure' | 'cancelled' = 'success';
    // A called workflow does not get the calling workflow's env.
    let env: Record<string, string> = job.job.stageWorkflow ? {} : { ...this.#scopeOf(job).env };
    let path: string[] = [];
    let steps: StepsContext = {};
    const stages: string[] = [];
    const contexts = (): Contexts => ({
      ...this.#baseContexts(job),
      github,
      needs,
      matrix,
      strategy: strategyContext(strategy, index, total),
      runner,
      env,
      steps,
      job: { status },
    });
    this.#emit({
      type: 'job-started',
      job: job.id,
      leg: id,
      name: this.#jobName(job, inMatrix ? leg : null, contexts()),
      matrix: inMatrix ? leg : null,
    });
    const stepStatus: StatusFunctions = {
      success: () => status === 'success' && !this.#signal.aborted,
      failure: () => status === 'failure',
      cancelled: () => this.#signal.aborted || status === 'cancelled',
    };
    let cancelledFor: string | null = null;
    // Steps of composite actions, which test their own if: again when the job is cancelled.
    const cancelListeners = new Set<(why: string) => void>();
    const onCancel = (listener: (why: string) => void) => {
      cancelListeners.add(listener);
      return () => cancelListeners.delete(listener);
    };
    const cancelJob = (why: string) => {
      if (cancelledFor !== null || stopped.aborted) return;
      cancelledFor = why;
      status = 'cancelled';
      const minutes = cancelTimeout;
      timers.push(
        afterMinutes(minutes, this.#minuteMs, () =>
          stop.abort(
            `the job was cancelled (${why}) and its steps did not finish within its cancel-timeout-minutes (${minutesText(minutes)})`,
          ),
        ),
      );
      if (running && !this.#holdsWhenCancelled(running.step, contexts(), stepStatus, job.id, id, file))
        running.abort.abort(why);
      for (const listener of [...cancelListeners]) listener(why);
    };
    const onFailFast = () => cancelJob('fail-fast: another leg of its matrix failed');
    // The run's cancel, or fail-fast of the legs of a call the job runs in.
    const cancel = this.#cancelOf(job);
    const onRunCancelled = () => cancelJob(this.#cancelWhy(job));

    let setupFailure: string | null = null;
    let runDefaults: StepPlace['runDefaults'] = { shell: null, workingDirectory: null, shellAt: null };
    try {
      env = {
        ...env,
        ...evaluateValueMap(this.#expressions, job.job.env, (name, value) => ({
          contexts: contexts(),
          where: this.#where(value, `jobs.${job.job.id}.env.${name}`, file),
        })),
      };
      // As the runner does when the job starts (JobExtension.cs): the request's defaults overlaid in turn,
      // the workflow's then the job's, each `run` mapping replacing the one before whole; evaluated in the
      // job's contexts (matrix, needs, env …), an empty value giving no default.
      const [runMapping, owner] =
        job.job.defaults !== null
          ? [job.job.defaults, `jobs.${job.job.id}.defaults.run`]
          : [workflow.defaults, 'defaults.run'];
      const runDefault = (key: keyof RunDefaults, name: string): { text: string; at: string } | null => {
        const value = runMapping?.[key] ?? null;
        if (value === null) return null;
        const at = this.#where(value, `${owner}.${name}`, file);
        const text = evaluateValue(this.#expressions, value, { contexts: contexts(), where: at });
        return text === '' ? null : { text, at };
      };
      const shell = runDefault('shell', 'shell');
      runDefaults = {
        shell: shell?.text ?? null,
        shellAt: shell?.at ?? null,
        workingDirectory: runDefault('workingDirectory', 'working-directory')?.text ?? null,
      };
      if (job.job.cancelTimeoutMinutes) {
        cancelTimeout = timeoutMinutes(
          evaluateNode(this.#expressions, job.job.cancelTimeoutMinutes, { contexts: contexts() }),
          where(file, job.job.cancelTimeoutMinutes.position),
          'cancel-timeout-minutes',
        );
      }
      if (job.job.timeoutMinutes) {
        const at = where(file, job.job.timeoutMinutes.position);
        const minutes = timeoutMinutes(
          evaluateNode(this.#expressions, job.job.timeoutMinutes, { contexts: contexts() }),
          at,
        );
        timers.push(
          afterMinutes(minutes, this.#minuteMs, () => {
            const why = `the job exceeded its timeout-minutes (${minutesText(minutes)})`;
            if (cancelledFor === null && !stopped.aborted)
              this.#emit({
                type: 'notice',
                level: 'error',
                job: job.id,
                leg: id,
                message: `${at}: jobs.${job.id}${inMatrix ? ` (${id})` : ''} was cancelled: ${why}; steps whose if: holds when a job is cancelled (always(), cancelled()) still run`,
              });
            cancelJob(why);
          }),
        );
      }
    } catch (error) {
      setupFailure = messageOf(error);
    }

    if (setupFailure) {
      status = 'failure';
      this.#emit({ type: 'notice', level: 'error', job: job.id, leg: id, message: setupFailure });
    } else {
      if (jobSignal.aborted) onFailFast();
      else jobSignal.addEventListener('abort', onFailFast, { once: true });
      // A leg running when the run is cancelled is cancelled; one started after (its job's if: held, say
      // always()) runs its steps as any job does.
      if (!cancel.aborted) cancel.addEventListener('abort', onRunCancelled, { once: true });
      // How each step ended: whether the checkout before a stage step ran (workflowFileMissing).
      const outcomes = new Map<number, StepOutcome>();
      for (const planned of job.steps) {
        if (stopped.aborted) break;
        const abort = new AbortController();
        running = { step: planned.step, abort };
        const outcome = await this.#runStep(
          job,
          planned,
          id,
          leg,
          inMatrix,
          {
            contexts,
            stepStatus,
            defaults,
            env: () => env,
            path: () => path,
            signal: AbortSignal.any([stopped, abort.signal]),
            kill: stopped,
            onCancel,
            outcomeOf: (index) => outcomes.get(index),
          },
          { file, runDefaults, inComposite: null },
        );
        running = null;
        outcomes.set(planned.step.index, outcome.outcome);
        if (outcome.envAdded) env = { ...env, ...outcome.envAdded };
        if (outcome.pathAdded.length > 0) path = [...outcome.pathAdded, ...path];
        if (planned.step.id) {
          steps = {
            ...steps,
            [planned.step.id]: {
              outputs: outcome.outputs,
              outcome: outcome.outcome,
              conclusion: outcome.conclusion,
            },
          };
        }
        stages.push(...outcome.stages);
        // As the runner merges step results: a cancelled job stays cancelled, whatever fails after.
        if (outcome.conclusion === 'failure' && cancelledFor === null) status = 'failure';
      }
    }
    jobSignal.removeEventListener('abort', onFailFast);
    cancel.removeEventListener('abort', onRunCancelled);
    for (const timer of timers) clearTimeout(timer);

    let outputs: Record<string, string> = {};
    let outputsFailure: string | null = null;
    try {
      outputs = evaluateValueMap(this.#expressions, job.job.outputs, (name, value) => ({
        contexts: contexts(),
        where: this.#where(value, `jobs.${job.job.id}.outputs.${name}`, file),
      }));
    } catch (error) {
      status = 'failure';
      outputsFailure = messageOf(error);
      this.#emit({ type: 'notice', level: 'error', job: job.id, leg: id, message: outputsFailure });
    }
    // `needs.<job>.outputs.x` is empty downstream, and the value is never stored.
    this.#withoutSecretOutputs(outputs, job.id, id);

    const result: JobResult = this.#signal.aborted || stop.signal.aborted ? 'cancelled' : status;
    // A leg that failed outside its steps says why, as a failed step does.
    const reason = result === 'failure' ? (setupFailure ?? outputsFailure) : null;
    this.#emit({
      type: 'job-finished',
      job: job.id,
      leg: id,
      result,
      duration_ms: elapsed(started, this.#ports.now()),
      ...(reason === null ? {} : { reason }),
    });
    return { result, outputs, stages };
  }

  async #runStep(
    job: PlannedJob,
    planned: PlannedStep,
    legId: string,
    leg: MatrixLeg,
    inMatrix: boolean,
    scope: {
      contexts: () => Contexts;
      stepStatus: StatusFunctions;
      defaults: Record<string, string>;
      env: () => Record<string, string>;
      path: () => string[];
      signal: AbortSignal;
      /** The hard stop: the run's, or the job's past its cancel-timeout-minutes. */
      kill: AbortSignal;
      /** Be told when the job is cancelled (a composite action's steps test their if: again). */
      onCancel: (listener: (why: string) => void) => () => void;
      /** How the job's steps before this one ended; absent for a step inside a composite action. */
      outcomeOf?: StepOutcomeOf;
    },
    place: StepPlace,
  ): Promise<StepRun> {
    const { step, action } = planned;
    const file = place.file;
    const started = this.#ports.now();
    // As the runner does: `github.action` names the step, and the step's `env:` is evaluated first: its
    // name and its `if:` see it in the env context (an env: that cannot be evaluated fails the step).
    const actionName = step.action ?? step.id ?? '__run';
    const contextsWith = (env: Record<string, string>): Contexts => {
      const contexts = scope.contexts();
      return { ...contexts, github: { ...(contexts.github as object), action: actionName }, env };
    };
    let stepEnv: Record<string, string> = {};
    let envFailure: string | null = null;
    try {
      stepEnv = evaluateValueMap(this.#expressions, step.env, (n, v) => ({
        contexts: contextsWith(scope.env()),
        where: this.#where(v, `env.${n}`, file),
        ...this.#host(),
      }));
    } catch (error) {
      envFailure = messageOf(error);
    }
    const ownName = this.#stepName(step, contextsWith({ ...scope.env(), ...stepEnv }));
    // A composite action's step is shown, logged and numbered as the step of the job that runs it.
    const name = place.inComposite ? `${place.inComposite.name} › ${ownName}` : ownName;
    const index = place.inComposite?.index ?? step.index;
    const base = { job: job.id, leg: legId, step: index, name };
    const emitStep = (event: DistributiveOmit<RunEvent, 'at'>) => {
      if (!place.inComposite) this.#emit(event);
    };
    const finish = (
      outcome: StepOutcome,
      conclusion: StepOutcome,
      message: string | null,
      rest: {
        outputs?: Record<string, string>;
        envAdded?: Record<string, string> | null;
        pathAdded?: string[];
        stages?: string[];
        outputTail?: string | null;
      } = {},
    ) => {
      const outputTail = outcome === 'failure' ? (rest.outputTail ?? null) : null;
      emitStep({
        type: 'step-finished',
        ...base,
        outcome,
        conclusion,
        duration_ms: elapsed(started, this.#ports.now()),
        message,
        ...(outputTail === null ? {} : { output_tail: outputTail }),
      });
      return {
        outcome,
        conclusion,
        message,
        outputTail,
        outputs: rest.outputs ?? {},
        envAdded: rest.envAdded ?? null,
        pathAdded: rest.pathAdded ?? [],
        stages: rest.stages ?? [],
      };
    };

    let runs: boolean;
    try {
      if (envFailure !== null) throw new UserError('expression-invalid', envFailure);
      runs = this.#stepCondition(step, contextsWith({ ...scope.env(), ...stepEnv }), scope.stepStatus, file);
    } catch (error) {
      emitStep({ type: 'step-started', ...base });
      return { ...finish('failure', 'failure', messageOf(error)), notEvaluated: true };
    }
    if (!runs) {
      emitStep({
        type: 'step-finished',
        ...base,
        outcome: 'skipped',
        conclusion: 'skipped',
        duration_ms: 0,
        message: null,
      });
      return {
        outcome: 'skipped',
        conclusion: 'skipped',
        message: null,
        outputTail: null,
        outputs: {},
        envAdded: null,
        pathAdded: [],
        stages: [],
      };
    }

    emitStep({ type: 'step-started', ...base });
    let outcome: StepOutcome = 'success';
    let message: string | null = null;
    let outputTail: string | null = null;
    let outputs: Record<string, string> = {};
    let envAdded: Record<string, string> | null = null;
    let pathAdded: string[] = [];
    const stages: string[] = [];
    const defaults = { ...scope.defaults, GITHUB_ACTION: actionName };
    // The step's timeout-minutes: its own signal, aborted when the time is up; the step then fails.
    let signal = scope.signal;
    let timeout: { minutes: number; timer: ReturnType<typeof setTimeout>; up: boolean } | undefined;
    try {
      const env = { ...scope.env(), ...stepEnv };
      const stepContexts = () => contextsWith(env);
      // As the runner: whole minutes, none for 0 or less; a value it cannot take is an error in the log,
      // not the step's failure, and the step runs without a timeout.
      let minutes: number | null = null;
      const at = where(file, step.timeoutMinutes?.position ?? step.position);
      if (step.timeoutMinutes) {
        let problem: string | null = null;
        try {
          const value = evaluateNode(this.#expressions, step.timeoutMinutes, {
            contexts: stepContexts(),
            where: at,
            ...this.#host(),
          });
          const taken = stepMinutes(value);
          if (taken === null) problem = notMinutes(value);
          else minutes = taken.minutes;
        } catch (error) {
          problem = error instanceof UserError ? error.message : messageOf(error);
        }
        if (problem !== null)
          this.#emit({
            type: 'notice',
            level: 'warning',
            job: job.id,
            leg: legId,
            message: `${at}: step ${index + 1} (${name}): an error occurred when attempting to determine the step timeout: ${problem}; the step runs without a timeout, as on GitHub`,
          });
      }
      if (minutes !== null) {
        const stepAbort = new AbortController();
        signal = AbortSignal.any([scope.signal, stepAbort.signal]);
        const limit = { minutes, up: false, timer: undefined as unknown as ReturnType<typeof setTimeout> };
        limit.timer = afterMinutes(minutes, this.#minuteMs, () => {
          // A step already being stopped (its job or the run was cancelled first) is not timed out.
          if (signal.aborted) return;
          limit.up = true;
          // Said when it happens: a step given SIGINT may take its grace to stop, and shows as running.
          this.#emit({
            type: 'notice',
            level: 'warning',
            job: job.id,
            leg: legId,
            message: `${at}: step ${index + 1} (${name}) exceeded its timeout-minutes (${minutesText(minutes)}): stopping it`,
          });
          stepAbort.abort(`the step exceeded its timeout-minutes (${minutesText(minutes)})`);
        });
        timeout = limit;
      }
      // As the runner's InitializeFiles (FileCommandManager.cs) before it evaluates a step's inputs: a run:
      // step's files, named in the github context as in its env (github.output is GITHUB_OUTPUT).
      const files = action.kind === 'run' ? await this.#ports.createStepFiles?.() : undefined;
      const evalInStep = (value: WorkflowValue, fallback: string) => ({
        contexts: withStepFiles(stepContexts(), files),
        where: this.#where(value, fallback, file),
        ...this.#host(),
      });
      const workingDirectory =
        step.workingDirectory !== null
          ? evaluateValue(
              this.#expressions,
              step.workingDirectory,
              evalInStep(step.workingDirectory, 'working-directory'),
            )
          : place.runDefaults.workingDirectory;

      switch (action.kind) {
        case 'run': {
          const script = evaluateValue(
            this.#expressions,
            step.run as WorkflowValue,
            evalInStep(step.run as WorkflowValue, 'run'),
          );
          const shell =
            step.shell !== null
              ? evaluateValue(this.#expressions, step.shell, evalInStep(step.shell, 'shell'))
              : place.runDefaults.shell;
          // Accepted by the plan, as GitHub accepts it, but there is no such program here: fail as a Linux
          // or macOS runner fails the step, saying why.
          const windows = windowsShell(shell);
          if (windows !== null && this.#options.runner.os !== 'Windows') {
            throw new UserError('shell-unavailable', windowsShellMessage(windows, this.#options.runner.os), {
              where: step.shell ? where(file, step.shell.position) : (place.runDefaults.shellAt ?? file),
            });
          }
          const result = await this.#ports.runScript({
            job: this.#shownJob(job.id),
            leg: legId,
            step: index,
            name,
            script,
            shell,
            workingDirectory,
            defaults,
            env,
            path: scope.path(),
            files,
            signal,
            kill: scope.kill,
          });
          this.#addSecretValues(result.masks ?? []);
          // After the masks: an annotation is redacted as all the step printed.
          for (const annotation of result.annotations ?? []) {
            this.#emit({
              type: 'notice',
              level: annotation.level === 'notice' ? 'info' : annotation.level,
              job: job.id,
              leg: legId,
              message: `step ${index + 1}: ${annotation.message}`,
              ...(annotation.place ? { annotation: { step: index + 1, ...annotation.place } } : {}),
            });
          }
          // The runner reads the files after the step, over what its commands set while it ran.
          const commands = result.commands ?? { outputs: [], env: [], path: [], failures: [] };
          outputs = Object.fromEntries([
            ...commands.outputs,
            ...parseKeyValueFile(result.files.output, FILE_COMMANDS.output),
          ]);
          const envFile = parseEnvFile(result.files.env, FILE_COMMANDS.env);
          for (const refused of envFile.refused) {
            this.#emit({
              type: 'notice',
              level: 'error',
              job: job.id,
              leg: legId,
              message: `step ${index + 1}: ${refused}`,
            });
          }
          const added = [...commands.env, ...envFile.pairs];
          if (added.length > 0) envAdded = Object.fromEntries(added);
          pathAdded = [...parsePathFile(result.files.path), ...[...commands.path].reverse()];
          if (result.summaryBytes !== undefined) {
            this.#emit({
              type: 'notice',
              level: 'error',
              job: job.id,
              leg: legId,
              message: `step ${index + 1}: ${stepSummaryTooLarge(result.summaryBytes)}`,
            });
          } else if (result.files.summary.trim() !== '') {
            this.#ports.summary?.(this.#shownJob(job.id), legId, result.files.summary);
          }
          for (const failure of commands.failures) {
            this.#emit({
              type: 'notice',
              level: 'error',
              job: job.id,
              leg: legId,
              message: `step ${index + 1}: ${failure}`,
            });
          }
          if (result.exitCode === 0 && commands.failures.length > 0) {
            outcome = 'failure';
            message = commands.failures.join('; ');
          }
          if (result.exitCode !== 0) {
            outcome = scope.signal.aborted ? 'cancelled' : 'failure';
            message =
              result.exitCode === null
                ? `ended by ${result.signal ?? 'a signal'}`
                : `exited with code ${result.exitCode}`;
            // Who stopped it may say why (a timeout, a cancelled job's cancel-timeout-minutes).
            if (signal.aborted && typeof signal.reason === 'string') message += `: ${signal.reason}`;
          }
          // Why it failed is most often in what it printed last.
          if (result.output !== undefined) outputTail = shownTail(result.output);
          break;
        }
        case 'baton': {
          const missing =
            place.inComposite !== null || job.job.stageWorkflow === true
              ? null
              : workflowFileMissing(job.job.steps, step.index, scope.outcomeOf);
          // Found, in a called workflow the file is the caller's, which has no such job (#callerFileLacks).
          const lacks = missing === null ? this.#callerFileLacks(job) : null;
          // A prompt the plan would have refused with no checkout at all, whose checkout did not run: on GitHub
          // its stage knows no upstream stage and fails its render, after its agent's setup; refused here.
          const reads = missing === null ? undefined : this.#plan.checkoutNeeded.get(job.id)?.get(step.index);
          if (missing !== null && reads !== undefined) {
            const refusal = checkoutMissingProblem(file, this.#shownJob(job.id), step, reads, missing);
            outcome = 'failure';
            message = `${refusal.path}: ${refusal.message}`;
            break;
          }
          const inputs = evaluateValueMap(this.#expressions, step.with, (n, v) => evalInStep(v, `with.${n}`));
          const result = await this.#ports.runAction({
            action: action.action,
            job: this.#shownJob(job.id),
            leg: legId,
            step: index,
            stepId: step.id,
            matrix: inMatrix ? leg : null,
            inputs,
            defaults,
            env,
            path: scope.path(),
            workingDirectory,
            // As on GitHub without the workflow file: what its `needs` input names, and nothing to check it with.
            upstream: missing === null && lacks === null ? this.#upstream(job) : undefined,
            needsFacts: missing === null && lacks === null ? this.#plan.needsFacts.get(job.id) : undefined,
            ...this.#workflowJobsOf(
              lacks ??
                (missing === null
                  ? null
                  : `on GitHub this step would not find the workflow file in the workspace (${missing.why})`),
            ),
            secrets: this.#secretValues,
            addMasks: (values) => this.#addSecretValues(values),
            stageJob: ownJobId(job.id),
            signal,
          });
          outputs = result.outputs;
          if (Object.keys(result.env).length > 0) envAdded = result.env;
          if (result.summary.trim() !== '')
            this.#ports.summary?.(this.#shownJob(job.id), legId, result.summary);
          for (const { warnings = [], ...recorded } of result.recorded) {
            this.#recorded.push({ job: this.#shownJob(job.id), leg: legId, ...recorded });
            if (!stages.includes(recorded.stage)) stages.push(recorded.stage);
            this.#emit({ type: 'stage-recorded', job: job.id, leg: legId, ...recorded });
            // As the action annotates them on GitHub: a stage that was let through with a refused handoff, a
            // route removed or a file left out must not look like a clean success.
            for (const problem of warnings) this.#emit(stageWarning(job.id, legId, recorded, problem));
          }
          if (!result.ok) {
            outcome = scope.signal.aborted ? 'cancelled' : 'failure';
            message = result.message;
          }
          break;
        }
        case 'noop': {
          const notDone =
            action.action === 'checkout'
              ? checkoutNotDone(
                  step.uses?.text ?? 'actions/checkout',
                  this.#checkoutInputs(step, evalInStep),
                  this.#localCheckout(),
                )
              : null;
          if (notDone !== null) this.#noticeOncePerJob(job.id, legId, 'warning', notDone);
          message = notDone ?? `${step.uses?.text}: no-op here (${action.reason})`;
          break;
        }
        case 'local': {
          const loaded = this.#ports.loadAction ? await this.#ports.loadAction(action.path) : null;
          if (loaded?.kind !== 'composite') {
            const notice =
              `${action.path} ${loaded ? `is a ${loaded.using} action, which` : ''} cannot run locally; step skipped`.replace(
                '  ',
                ' ',
              );
            this.#noticeOncePerJob(job.id, legId, 'warning', notice);
            return finish('skipped', 'skipped', notice);
          }
          const composite = await this.#runComposite(job, legId, leg, inMatrix, loaded, {
            uses: action.path,
            depth: (place.inComposite?.depth ?? 0) + 1,
            index,
            name,
            with: evaluateValueMap(this.#expressions, step.with, (n, v) => evalInStep(v, `with.${n}`)),
            contexts: stepContexts,
            stepStatus: scope.stepStatus,
            defaults,
            env,
            overrides: stepEnv,
            path: scope.path(),
            signal,
            kill: scope.kill,
            onCancel: scope.onCancel,
          });
          outputs = composite.outputs;
          if (Object.keys(composite.envAdded).length > 0) envAdded = composite.envAdded;
          pathAdded = composite.pathAdded;
          stages.push(...composite.stages);
          if (composite.outcome !== 'success') {
            outcome = composite.outcome;
            message = composite.message;
            outputTail = composite.outputTail;
          }
          break;
        }
        case 'skip':
          this.#noticeOncePerJob(job.id, legId, 'warning', action.notice);
          return finish('skipped', 'skipped', action.notice);
        default:
          assertNever(action, 'step action');
      }
    } catch (error) {
      outcome = scope.signal.aborted ? 'cancelled' : 'failure';
      message = this.#messageOf(error);
      // The machine out of something (disk, open files, processes) is no bug: its hint says what to do.
      if (!(error instanceof UserError) && systemLimitHint(error) === null) {
        this.#emit({
          type: 'notice',
          level: 'error',
          job: job.id,
          leg: legId,
          message: `internal error: ${message}`,
        });
      }
    }

    if (timeout) {
      clearTimeout(timeout.timer);
      // Timed out, then cancelled while it stopped: cancelled, as the runner decides when the step ends
      // (StepsRunner.cs: timed out only while the job is not being cancelled).
      if (timeout.up && !scope.signal.aborted) {
        outcome = 'failure';
        message = `${where(file, step.timeoutMinutes?.position ?? step.position)}: the step timed out after ${minutesText(timeout.minutes)} (timeout-minutes)`;
      }
    }

    let conclusion = outcome;
    if (outcome === 'failure' && this.#continueOnError(step, scope.contexts(), job.id, legId, true, file))
      conclusion = 'success';
    return finish(outcome, conclusion, message, { outputs, envAdded, pathAdded, stages, outputTail });
  }

  /**
   * A composite action's steps, as the runner runs them inside the step that uses it: the action's
   * `inputs` (given in `with:`, else their defaults) and its own `steps` context; each step's `if:` as
   * in a job (a failed step skips the rest unless they say otherwise); `GITHUB_ENV` and `GITHUB_PATH` for
   * the steps after it and, after the action, for the job; `github.action_path`; its `outputs` evaluated
   * at the end. The action fails with its first failed step.
   */
  async #runComposite(
    job: PlannedJob,
    legId: string,
    leg: MatrixLeg,
    inMatrix: boolean,
    action: LocalAction & { kind: 'composite' },
    call: {
      uses: string;
      /** 1 for an action a job's step uses, 2 for one that action's step uses, … */
      depth: number;
      index: number;
      name: string;
      with: Record<string, string>;
      contexts: () => Contexts;
      stepStatus: StatusFunctions;
      defaults: Record<string, string>;
      env: Record<string, string>;
      /** The using step's own `env:`: no GITHUB_ENV line of the action's steps changes it for them. */
      overrides: Record<string, string>;
      path: string[];
      signal: AbortSignal;
      kill: AbortSignal;
      onCancel: (listener: (why: string) => void) => () => void;
    },
  ): Promise<{
    outcome: StepOutcome;
    message: string | null;
    outputTail: string | null;
    outputs: Record<string, string>;
    envAdded: Record<string, string>;
    pathAdded: string[];
    stages: string[];
  }> {
    // The runner counts a job's step's action as depth 0.
    if (call.depth - 1 > MAX_COMPOSITE_DEPTH) {
      throw new UserError(
        'action-invalid',
        `${call.uses}: composite action depth exceeded max depth ${MAX_COMPOSITE_DEPTH}, as on GitHub (does it use itself?)`,
        { where: action.file },
      );
    }
    const actionPath = action.directory;
    const outer = call.contexts();
    const github = { ...(outer.github as object), action_path: actionPath };
    const given = Object.fromEntries(Object.entries(call.with).map(([k, v]) => [k.toLowerCase(), v]));
    // As the runner does: every `with:` key is an input, and one the action does not declare is warned of.
    const inputs: Record<string, string> = { ...given };
    const declared = new Set(action.inputs.map((input) => input.id.toLowerCase()));
    const unexpected = Object.keys(given).filter((key) => !declared.has(key));
    if (unexpected.length > 0) {
      this.#noticeOncePerJob(
        job.id,
        legId,
        'warning',
        `step ${call.index + 1}: unexpected input(s) ${unexpected.map((k) => `'${k}'`).join(', ')} of ${call.uses}, valid inputs are [${[...declared].map((k) => `'${k}'`).join(', ')}]`,
      );
    }
    for (const input of action.inputs) {
      const key = input.id.toLowerCase();
      if (Object.hasOwn(given, key)) inputs[key] = given[key]!;
      else if (input.default) {
        inputs[key] = evaluateValue(this.#expressions, input.default, {
          contexts: { ...outer, github },
          where: this.#where(input.default, `inputs.${input.id}.default`, action.file),
          ...this.#host(),
        });
      } else inputs[key] = '';
    }
    let env = { ...call.env };
    let path = [...call.path];
    const envAdded: Record<string, string> = {};
    const pathAdded: string[] = [];
    let steps: StepsContext = {};
    let failed: StepRun | null = null;
    const stages: string[] = [];
    // As the runner decides for an action's steps: success() and failure() are the action's own status
    // (`github.action_status`), not the job's; cancelled() is the job's.
    const contexts = (): Contexts => ({
      ...call.contexts(),
      github: { ...github, action_status: failed === null ? 'success' : 'failure' },
      inputs,
      steps,
      env,
    });
    const status: StatusFunctions = {
      success: () => failed === null && !call.stepStatus.cancelled(),
      failure: () => failed !== null,
      cancelled: () => call.stepStatus.cancelled(),
    };
    const defaults = { ...call.defaults, GITHUB_ACTION_PATH: actionPath };
    for (const step of action.steps) {
      if (call.signal.aborted) break;
      // When the job is cancelled, the running step goes on only if its if: still holds, as on GitHub.
      const abort = new AbortController();
      const forget = call.onCancel((why) => {
        if (!this.#holdsWhenCancelled(step, contexts(), status, job.id, legId, action.file)) abort.abort(why);
      });
      let run: StepRun;
      try {
        run = await this.#runStep(
          job,
          { step, action: stepAction(step) },
          legId,
          leg,
          inMatrix,
          {
            contexts,
            stepStatus: status,
            defaults,
            env: () => env,
            path: () => path,
            signal: AbortSignal.any([call.signal, abort.signal]),
            kill: call.kill,
            onCancel: call.onCancel,
          },
          {
            file: action.file,
            runDefaults: { shell: null, workingDirectory: null, shellAt: null },
            inComposite: { index: call.index, name: call.name, depth: call.depth },
          },
        );
      } finally {
        forget();
      }
      if (run.envAdded) {
        // The using step's own env: stays over what GITHUB_ENV sets, for the action's steps.
        env = { ...env, ...run.envAdded, ...call.overrides };
        Object.assign(envAdded, run.envAdded);
      }
      if (run.pathAdded.length > 0) {
        path = [...run.pathAdded, ...path];
        pathAdded.unshift(...run.pathAdded);
      }
      if (step.id)
        steps = {
          ...steps,
          [step.id]: { outputs: run.outputs, outcome: run.outcome, conclusion: run.conclusion },
        };
      stages.push(...run.stages);
      if (run.conclusion !== 'success' && run.conclusion !== 'skipped' && failed === null) failed = run;
      // An if: that cannot be evaluated ends the action there, as on GitHub.
      if (run.notEvaluated) break;
    }
    let outputs: Record<string, string> = {};
    let outputFailure: string | null = null;
    try {
      outputs = evaluateValueMap(
        this.#expressions,
        Object.fromEntries(
          action.outputs.flatMap((o): Array<[string, WorkflowValue]> => (o.value ? [[o.id, o.value]] : [])),
        ),
        (name, value) => ({
          contexts: contexts(),
          where: this.#where(value, `outputs.${name}.value`, action.file),
          ...this.#host(),
        }),
      );
    } catch (error) {
      // What the steps set in GITHUB_ENV and GITHUB_PATH stands, as the runner applied it as they ended.
      outputFailure = messageOf(error);
    }
    const outcome: StepOutcome = call.signal.aborted
      ? 'cancelled'
      : failed !== null
        ? failed.conclusion
        : outputFailure !== null
          ? 'failure'
          : 'success';
    const message = failed
      ? `${call.uses}: ${failed.message ?? failed.conclusion}`
      : outputFailure !== null
        ? `${call.uses}: ${outputFailure}`
        : null;
    return { outcome, message, outputTail: failed?.outputTail ?? null, outputs, envAdded, pathAdded, stages };
  }

  /**
   * Whether a running step goes on when its job is cancelled: GitHub tests its `if` again, with the job's
   * status now `cancelled`, and stops it unless the `if` still holds (`always()`, `cancelled()`).
   */
  #holdsWhenCancelled(
    step: Step,
    contexts: Contexts,
    status: StatusFunctions,
    job: string,
    leg: string,
    file = this.#plan.workflow.fileName,
  ): boolean {
    try {
      return this.#stepCondition(step, contexts, status, file);
    } catch (error) {
      this.#emit({
        type: 'notice',
        level: 'error',
        job,
        leg,
        message: `${messageOf(error)}; the step is stopped with its cancelled job`,
      });
      return false;
    }
  }

  /** A step's `if:`, with the job's status functions. */
  #stepCondition(
    step: Step,
    contexts: Contexts,
    status: StatusFunctions,
    file = this.#plan.workflow.fileName,
  ): boolean {
    return evaluateCondition(this.#expressions, step.if, {
      contexts,
      status,
      where: where(file, step.if.position ?? step.position),
      ...this.#host(),
    });
  }

  /** `hashFiles()` for the expressions of a step, where GitHub has it. */
  #host(): { host?: HostFunctions } {
    return this.#ports.host ? { host: this.#ports.host } : {};
  }

  /** A failure continue-on-error forgives, as on GitHub: said, and a success to the jobs after it. */
  #forgiven(job: string, leg: string): 'success' {
    this.#emit({
      type: 'notice',
      level: 'warning',
      job,
      leg,
      forgiven: true,
      message:
        'failed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it',
    });
    return 'success';
  }

  /**
   * A step's or a job's `continue-on-error`: true, or an expression that gives true. One that gives
   * anything but true or false, or fails, forgives nothing, and says so with where it is.
   */
  #continueOnError(
    owner: Pick<Step, 'continueOnError'>,
    contexts: Contexts,
    job: string,
    leg: string,
    inStep = false,
    file = this.#plan.workflow.fileName,
  ): boolean {
    const value = owner.continueOnError;
    if (typeof value === 'boolean') return value;
    let message: string;
    try {
      const result = evaluateValue(this.#expressions, value, {
        contexts,
        where: this.#where(value, 'continue-on-error', file),
        ...(inStep ? this.#host() : {}),
      });
      if (result === 'true' || result === 'false') return result === 'true';
      message = `${this.#where(value, 'continue-on-error', file)}: continue-on-error must be true or false, got ${JSON.stringify(result)}; the failure stands`;
    } catch (error) {
      message = `${messageOf(error)}; the failure stands (continue-on-error)`;
    }
    this.#emit({ type: 'notice', level: 'error', job, leg, message });
    return false;
  }

  /** Stages of the jobs upstream of `job` (never of jobs beside it: DESIGN §5), in needs order. */
  #upstream(job: PlannedJob): ReturnType<typeof promptUpstream> {
    const planned = this.#planned;
    return promptUpstream(
      job.stageUpstream,
      (id) =>
        (planned.has(id) ? stageSources(planned.get(id) as PlannedJob, planned) : [id]).flatMap((part) => [
          planned.get(part)?.stages,
          this.#legStages.get(part),
          this.#outcomes.get(part)?.stages,
        ]),
      {
        shownJob: (id) => this.#shownJob(id),
        matrixOf: (stage) => this.#stageMatrices.get(stage),
        // As the action places them on GitHub: only what the workflow text fixes, never what the run expanded.
        placeOf: legPlacesFor(this.#plan, job),
      },
    );
  }

  /**
   * The stage ids the legs of a matrix known only now record, with their values, as the plan notes those of
   * the legs it knows: a prompt after the job then lists a leg that records nothing (its stage step skipped,
   * the leg cancelled by fail-fast) with its `matrix`, as it does for a matrix written out. Not when a stage
   * id needs what only its step knows: then only the stages recorded are listed.
   */
  #noteLegStages(job: PlannedJob, legs: MatrixLeg[], contexts: Contexts): void {
    // A stage id that cannot be evaluated or is not valid is left out: its step says why when it runs.
    const stages = legStages(this.#expressions, job, legs, contexts, this.#secretValues);
    if (stages === null) return;
    this.#legStages.set(
      job.id,
      stages.map(({ stage }) => stage),
    );
    for (const { stage, leg } of stages) if (Object.keys(leg).length > 0) this.#stageMatrices.set(stage, leg);
  }

  /**
   * The job's `name:` as GitHub shows it, evaluated in the leg's contexts, a matrix leg's values appended
   * (`Test (18, ubuntu-latest)`) unless the name uses them itself; null when the job has no `name:`. A name
   * that cannot be evaluated is shown as written, as a step's is.
   */
  #jobName(job: PlannedJob, leg: MatrixLeg | null, contexts: Contexts): string | null {
    const own = job.job.name;
    // GitHub names a called job `<caller> / <job>`, its own id when it has no name.
    const prefix = job.calledBy === null ? '' : this.#scopeOf(job).namePrefix;
    if (!own && prefix === '') return null;
    let name = job.job.id;
    let usesMatrix = false;
    if (own) {
      try {
        name = evaluateValue(this.#expressions, own, { contexts, ...this.#host() });
      } catch {
        name = own.text;
      }
      usesMatrix =
        own.expression !== null &&
        this.#expressions.facts(own.expression).paths.some((path) => path[0] === 'matrix');
    }
    if (leg && !usesMatrix) name += legSuffix(leg);
    return withMaskCommandsHidden(`${prefix}${name}`);
  }

  /**
   * A step's name as the runner gives it, with the value of an `::add-mask::` in it as `***`: the name is
   * shown (the live view, the job log, events) before the step registers that value.
   */
  #stepName(step: Step, contexts: Contexts): string {
    return withMaskCommandsHidden(this.#givenStepName(step, contexts));
  }

  #givenStepName(step: Step, contexts: Contexts): string {
    if (step.name) {
      try {
        return evaluateValue(this.#expressions, step.name, { contexts, ...this.#host() });
      } catch {
        return step.name.text;
      }
    }
    if (step.uses) return `Run ${step.uses.text}`;
    // As the runner names a `run:` step: its script's first line, evaluated (`Run echo "leg 2"` in a
    // matrix), or as written when it cannot be.
    let script = step.run?.text ?? '';
    if (step.run) {
      try {
        script = evaluateValue(this.#expressions, step.run, { contexts, ...this.#host() });
      } catch {
        // As written.
      }
    }
    return `Run ${script.trimStart().split(/\r|\n/)[0]?.trim() ?? ''}`;
  }

  #emit(event: DistributiveOmit<RunEvent, 'at'>): void {
    const at = this.#ports.now().toISOString();
    // A run of a job in a leg of a call with a matrix is a leg of the plan's job in the events
    // (`deploy/review`, leg `deploy-staging/review`): its skip that leg's, its own legs shown as they start.
    const planId = 'job' in event && event.job !== null ? this.#planOf.get(event.job) : undefined;
    let shown: RunEvent;
    if (planId === undefined) shown = { ...event, at } as RunEvent;
    else if (event.type === 'job-skipped')
      shown = { ...event, type: 'job-finished', job: planId, leg: event.job, duration_ms: 0, at };
    else if (event.type === 'notice' && event.leg === null)
      shown = { ...event, job: planId, leg: event.job, at };
    else if (event.type !== 'job-legs') shown = { ...event, job: planId, at } as RunEvent;
    else return;
    if (shown.type === 'job-skipped') this.#skipReasons.set(shown.job, shown.reason);
    else if (shown.type === 'job-finished') {
      const ends = this.#legEnds.get(shown.job) ?? [];
      ends.push({
        leg: shown.leg,
        result: shown.result,
        ...(shown.reason === undefined ? {} : { reason: shown.reason }),
      });
      this.#legEnds.set(shown.job, ends);
    }
    this.#ports.emit(shown);
  }

  /**
   * The workflow's job ids a stage step checks a handoff's `next` against. On GitHub a step of baton's action
   * from its repository (`<owner>/baton@<sha>`) reads them from the workflow file in the job's checkout;
   * with no checkout of this repository before it, or one that did not run (skipped by its `if:`, failed),
   * it cannot, and sets `next` unchecked, with a warning saying why (`unread`): so does the run (from
   * workflowFileMissing with the job's step outcomes, or #callerFileLacks for a job of a called workflow).
   * A step of this repository's action (which needs a checkout to run at all) and one inside a composite
   * action of it are given them (`unread` null).
   */
  #workflowJobsOf(unread: string | null): { jobIds: string[] } | { jobIds: null; workflowUnread: string } {
    if (unread === null) return { jobIds: this.#jobIds };
    return { jobIds: null, workflowUnread: unread };
  }

  /**
   * Why a stage step of `job` that finds the workflow file in its checkout on GitHub would not find its job
   * in it, or null when it would. In a called workflow (a local one, baton's stage workflow, or the run's own
   * file run as a call) GITHUB_WORKFLOW_REF names the calling workflow's file, while GITHUB_JOB is the called
   * job's own id (`stage` in baton's stage workflow): the action finds no such job there, and knows
   * only the stages its `needs` input names and those their records name (job-context.ts loadWorkflow), nor
   * the jobs a `next` may name. When the calling file does have a job of that id, the action takes that
   * job's `needs:` there, which the run does not predict (appliesNeedsInputRule): it is given its own.
   */
  #callerFileLacks(job: PlannedJob): string | null {
    const asCalled = this.#plan.eventName === 'workflow_call' || canOnlyBeCalled(this.#plan.workflow);
    if (job.calledBy === null && job.job.stageWorkflow !== true && !asCalled) return null;
    const id = job.job.stageWorkflow === true ? STAGE_WORKFLOW_JOB : ownJobId(job.id);
    if (asCalled)
      return `on GitHub this step reads the file of the workflow that calls this one, which has no job ${id}`;
    if (this.#jobIds.includes(id)) return null;
    return `${this.#plan.workflow.fileName} has no job ${id}: on GitHub a step in a called workflow reads the file of the workflow that calls it`;
  }
  /** The job as events and ports name it: the plan's (see #planOf). */
  #shownJob(id: string): string {
    return this.#planOf.get(id) ?? id;
  }
}

/** A matrix value as a job's name shows it: text as it is, anything else as JSON. */
function matrixValueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A leg's values as GitHub appends them to its job's name: ` (18, ubuntu-latest)`. */
function legSuffix(leg: MatrixLeg): string {
  return ` (${Object.values(leg).map(matrixValueText).join(', ')})`;
}

type NeedsContext = Record<string, { result: JobResult; outputs: Record<string, string> }>;

type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

/** What one leg of a job runs with. */
type LegArgs = [
  job: PlannedJob,
  leg: MatrixLeg,
  id: string,
  index: number,
  total: number,
  strategy: { failFast: boolean; maxParallel: number | null },
  needs: NeedsContext,
  jobSignal: AbortSignal,
];

/** Where a step is: its file, the `defaults.run` it gets, and the step of the job it is part of, if any. */
interface StepPlace {
  file: string;
  runDefaults: {
    shell: string | null;
    workingDirectory: string | null;
    /** Where the default shell is written (`wf.yml:4:12`), for a message about it. */
    shellAt: string | null;
  };
  /** For a composite action's step: the job's step that runs the action (shown, logged, numbered as it). */
  inComposite: { index: number; name: string; depth: number } | null;
}

/** What one step did. */
/** How much of a failed `run:` step's output its step-finished event carries: the last lines, within bytes. */
export const OUTPUT_TAIL = { lines: 10, bytes: 2048 } as const;

/** Workflow commands a log view shows as a line: an annotation as `Error: …`, a group by its title. */
const ANNOTATION_LEVELS: ReadonlySet<string> = new Set(['error', 'warning', 'notice']);

/**
 * The end of a failed step's output as a log view shows it: of a line rewritten with `\r` (a progress
 * bar), its last state; annotations as `Error: …`, a group by its title, other workflow commands left out
 * (GitHub folds or hides them), except between `::stop-commands::<token>` and its token, where no line is
 * a command and each is shown as printed; then the last OUTPUT_TAIL lines. Lines are read as commands as
 * the step's reader reads them (parseCommandLine).
 */
function shownTail(output: string): string {
  const lines: string[] = [];
  const stop = new CommandStop();
  for (const raw of output.split(/\r?\n/)) {
    const line = lastState(raw);
    const parsed = stop.read(line);
    if (parsed === 'resumed') continue;
    if (parsed === null) {
      lines.push(line);
      continue;
    }
    const { command, data } = parsed;
    // Any token stops them here: one the runner refuses has failed the step, and on GitHub nothing after
    // it is read as a command either.
    if (command === 'stop-commands') stop.stop(data);
    else if (ANNOTATION_LEVELS.has(command))
      lines.push(`${command[0]!.toUpperCase()}${command.slice(1)}: ${data}`);
    else if (command === 'group') lines.push(data);
  }
  return lastLines(lines.join('\n'), OUTPUT_TAIL.lines, OUTPUT_TAIL.bytes);
}

interface StepRun {
  outcome: StepOutcome;
  conclusion: StepOutcome;
  /** Its if: (or env:) could not be evaluated. */
  notEvaluated?: true;
  message: string | null;
  /** The end of a failed `run:` step's output (of the failed step inside a composite action), redacted. */
  outputTail: string | null;
  outputs: Record<string, string>;
  envAdded: Record<string, string> | null;
  pathAdded: string[];
  stages: string[];
}

/** GitHub's default environment variables for a job's steps, which the runner sets over the step's env. */
function githubDefaults(
  github: Record<string, unknown>,
  runner: Record<string, string>,
  workspace: string,
): Record<string, string> {
  const s = (key: string) => String(github[key] ?? '');
  // As GitHubContext.GetRuntimeEnvironmentVariables: a variable for each of these the context has.
  const known = (key: string) =>
    github[key] === undefined ? {} : { [`GITHUB_${key.toUpperCase()}`]: s(key) };
  return {
    ...known('event_path'),
    ...known('actor_id'),
    ...known('repository_id'),
    ...known('repository_owner_id'),
    ...known('ref_protected'),
    ...known('retention_days'),
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKFLOW: s('workflow'),
    GITHUB_WORKFLOW_REF: s('workflow_ref'),
    GITHUB_WORKFLOW_SHA: s('workflow_sha'),
    GITHUB_RUN_ID: s('run_id'),
    GITHUB_RUN_NUMBER: s('run_number'),
    GITHUB_RUN_ATTEMPT: s('run_attempt'),
    GITHUB_JOB: s('job'),
    GITHUB_REPOSITORY: s('repository'),
    GITHUB_REPOSITORY_OWNER: s('repository_owner'),
    GITHUB_SHA: s('sha'),
    GITHUB_REF: s('ref'),
    GITHUB_REF_NAME: s('ref_name'),
    GITHUB_REF_TYPE: s('ref_type'),
    GITHUB_HEAD_REF: s('head_ref'),
    GITHUB_BASE_REF: s('base_ref'),
    GITHUB_EVENT_NAME: s('event_name'),
    GITHUB_ACTOR: s('actor'),
    GITHUB_TRIGGERING_ACTOR: s('triggering_actor'),
    GITHUB_SERVER_URL: s('server_url'),
    GITHUB_API_URL: s('api_url'),
    GITHUB_GRAPHQL_URL: s('graphql_url'),
    GITHUB_WORKSPACE: workspace,
    ...runnerVariables(runner),
  };
}

/**
 * A warning of a stage's record as a warning of the run: its text names the stage (and the attempt, after
 * the first) and the JSON path, as `baton show` lists it; `problem` says which, for tools.
 */
function stageWarning(
  job: string,
  leg: string,
  recorded: Omit<RecordedStage, 'warnings'>,
  problem: Problem,
): DistributiveOmit<RunEvent, 'at'> {
  const { stage, attempt } = recorded;
  const which = `stage ${stage}${attempt > 1 ? ` attempt ${attempt}` : ''}`;
  return {
    type: 'notice',
    level: 'warning',
    job,
    leg,
    message: `${which}: ${problem.path === '$' ? problem.message : formatProblem(problem)}`,
    problem: { stage, attempt, code: problem.code, path: problem.path },
  };
}

/**
 * An error as a step's or a job's failure says it: a UserError's place and message; any other error's message,
 * with what is in the way when it is the system's saying the machine ran out of something.
 */
function messageOf(error: unknown, fewerJobs?: string): string {
  if (error instanceof UserError) return error.where ? `${error.where}: ${error.message}` : error.message;
  return withSystemHint(error, fewerJobs);
}

function elapsed(from: Date, to: Date): number {
  return Math.max(0, Math.round(to.getTime() - from.getTime()));
}
