import { artifactNameProblem } from '../artifact-name.js';
import { UserError } from '../errors.js';
import { type LegPlace, writtenLegPlaces } from '../leg-order.js';
import { INPUTS, PLAN_PROBLEMS, STAGE_ID_PATTERN } from '../names.js';
import { oneLine } from '../one-line.js';
import type { ExpressionEngine } from '../ports.js';
import type { Problem } from '../problem.js';
import { containsSecretValue } from '../redact.js';
import { secretInputMessage, secretInputsOf } from '../secret-inputs.js';
import { checkWorkflowShell } from '../stage/shell.js';
import { SECRET_IN_STAGE_ID } from '../stage/stage-spec.js';
import { parseVars } from '../stage/vars.js';
import { stageIdFor } from '../stage-id.js';
import { closest, didYouMeanAside } from '../suggest.js';
import { inspectTemplate } from '../template/analyze.js';
import { dataKeyProblems, type KeyFacts, keyProblems } from '../template/references.js';
import { invalidActionInputs, unknownActionInputs } from './action-inputs.js';
import { batonPathMissing } from './action-missing.js';
import { type StepAction, stepAction } from './baton-actions.js';
import {
  type CalledWorkflows,
  callInputs,
  type ExpandedJob,
  expandCalls,
  givenCallInputs,
  ownJobId,
  readsItsOwnJob,
  runOrderHint,
  stageJobId,
  withCalledJobs,
} from './called-workflow.js';
import { comparedLiteral } from './compared-literals.js';
import { dataContractOf } from './data-contract.js';
import { type Contexts, evaluateNode, evaluateValue, hasExpression } from './expressions.js';
import {
  chooseEvent,
  defaultEventPayload,
  defaultPushRef,
  eventActor,
  eventRef,
  eventSha,
  type LocalFacts,
  type PayloadNotice,
  UNKNOWN_FACTS,
} from './github-context.js';
import { blankExpressions, isWholeExpression } from './interpolation.js';
import { checkLegIds, expandMatrix, legIds, type MatrixLeg, matrixContext } from './matrix.js';
import type { Job, LocalAction, Position, Step, ValueNode, Workflow, WorkflowValue } from './model.js';
import { jobIdNamed, needsPath } from './needs.js';
import { type NeedsInputFacts, needsInputProblems } from './needs-input.js';
import { CLI_WORDS, type OptionWords } from './option-words.js';
import { SourceLocator } from './source-locator.js';
import {
  appliesNeedsInputRule,
  readableInStageWorkflow,
  unreadableInStageWorkflow,
  withStageWorkflowJobs,
} from './stage-workflow.js';
import { jobMinutes, notMinutes, stepMinutes } from './timeout-minutes.js';
import {
  checkoutMissingMessage,
  type UpstreamRead,
  upstreamRead,
  type WorkflowFileMissing,
  workflowFileMissing,
} from './workflow-file-checkout.js';
import { where } from './workflow-problems.js';

/**
 * The plan (STYLE #3): everything `baton run` will do, checked before anything starts. `buildPlan` either
 * returns a Plan or throws one UserError listing every problem with its file:line:column. The executor
 * accepts only a Plan, and only `buildPlan` makes one.
 */

const PLAN = Symbol('baton.plan');

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
  call: { path: string; workflow: Workflow; jobs: string[] } | null;
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
  instances: Array<{ id: string; stages: string[] | null }> | null;
  steps: PlannedStep[];
  /**
   * The steps that run baton's stage (its own, and those of the composite actions of the repository it uses),
   * null when an action it uses cannot be read before the run: the run makes the stage ids of a matrix known
   * only when the job starts from them (legStages).
   */
  stageSteps: ReadonlyArray<{ step: Step; inAction: boolean }> | null;
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
export function isPlan(value: unknown): value is Plan {
  return typeof value === 'object' && value !== null && (value as Partial<Plan>)[PLAN] === true;
}

/**
 * Check everything, then return the plan; or throw one UserError (`plan-rejected`) listing every problem
 * (those `planProblems` returns).
 *
 * @param expressions evaluates the matrices and `stage` inputs known before the run
 */
export function buildPlan(written: Workflow, expressions: ExpressionEngine, options: PlanOptions = {}): Plan {
  const checked = checkPlan(written, expressions, options, false);
  if (checked.plan === null) {
    const { errors } = checked;
    throw new UserError(
      'plan-rejected',
      `${written.fileName}: ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was run`,
      // One line each, whatever the file quotes (a needs:, a uses:): see oneLine.
      { details: errors.map((p) => oneLine(`${p.path}: ${p.message}`)) },
    );
  }
  return checked.plan;
}

/**
 * Every problem `buildPlan` refuses the workflow for, in file order (none when it would make the plan), as
 * data: each with its `PLAN_PROBLEMS` code and its file:line:column. With `anyRun`, those of any run of it
 * (`baton lint`).
 */
export function planProblems(
  written: Workflow,
  expressions: ExpressionEngine,
  options: PlanProblemOptions = {},
): Problem[] {
  return checkPlan(written, expressions, options, options.anyRun === true).errors;
}

/**
 * The problems `buildPlan` refuses a run of the workflow for (planProblems), and those of them found in the
 * prompt of one stage step of job `job` (the step at `step`, its index in the job's steps; 0 for a job
 * calling baton's stage workflow): its template, its `prompt-file`, its `needs` input, the checkout it lacks.
 */
export function stepPlanProblems(
  written: Workflow,
  expressions: ExpressionEngine,
  options: PlanOptions,
  at: { job: string; step: number },
): { errors: Problem[]; step: Problem[] } {
  const stepProblems = new Map<string, Problem[]>();
  const { errors } = checkPlan(written, expressions, options, false, stepProblems);
  const found = stepProblems.get(stepKey(at.job, at.step)) ?? [];
  return { errors, step: errors.filter((problem) => found.includes(problem)) };
}

/** The key of a stage step in checkPlan's `stepProblems`. */
function stepKey(job: string, step: number): string {
  return `${job}\n${step}`;
}

/** The plan, or the errors that refuse it (in file order); see `PlanProblemOptions.anyRun`. */
function checkPlan(
  written: Workflow,
  expressions: ExpressionEngine,
  options: PlanOptions,
  anyRun: boolean,
  /** Filled with the problems checkTemplates finds in each stage step, by stepKey. */
  stepProblems?: Map<string, Problem[]>,
): { plan: Plan; errors: [] } | { plan: null; errors: Problem[] } {
  // Calls of baton's stage workflow run as the one stage they run; the rest of the plan sees such a job.
  const workflow = withStageWorkflowJobs(written);
  const problems: Problem[] = [...workflow.problems];
  const facts = options.facts ?? UNKNOWN_FACTS;
  const vars = options.vars ?? {};
  const words = options.words ?? CLI_WORDS;
  const { eventName, inputs, labelName, event } = simulatedEvent(
    workflow,
    expressions,
    options,
    words,
    anyRun,
    problems,
  );
  if (!anyRun) checkCalledSecrets(workflow, eventName, options.secretNames ?? [], words, problems);
  const pushNotice =
    !options.event && eventName === 'push' ? defaultPushRef(workflow, facts, words).notice : null;
  const labelNotice: PayloadNotice | null =
    !options.event && labelName !== undefined && hasLabel(event)
      ? {
          level: 'info',
          message: `the default ${eventName} payload brings the label ${JSON.stringify(labelName)}, the name the workflow's if: compares github.event.label.name with; pass ${words.withEvent} with a payload for another label`,
        }
      : null;
  // What the plan knows of the run before it starts, for the matrices, stage ids and call inputs made of it:
  // for any run, nothing (knownBeforeRun).
  const planContexts: Contexts = anyRun
    ? {}
    : {
        github: {
          event_name: eventName,
          event,
          repository: facts.repository,
          ref: eventRef(eventName, event) ?? facts.ref,
          sha: eventSha(eventName, event) ?? facts.sha,
          actor: eventActor(event) ?? facts.actor,
        },
        inputs,
        vars,
      };

  const expanded = expandCalls(
    workflow,
    options.calledWorkflows ?? new Map(),
    // For any run, the secrets it has are not known: `secrets: inherit` is not checked.
    anyRun ? null : { names: options.secretNames ?? [], words },
    problems,
  );
  let target: string | null = null;
  if (options.job !== undefined) {
    const jobIds = workflow.jobs.map((j) => j.id);
    // As `needs:` names a job: ignoring case.
    const named = jobIdNamed(jobIds, options.job);
    const inCall = expanded.find((job) => job.id === options.job && job.calledBy !== null);
    if (named !== undefined) {
      target = named;
    } else if (inCall) {
      problems.push({
        code: PLAN_PROBLEMS.jobUnknown,
        severity: 'error',
        path: workflow.fileName,
        message: `${words.job(options.job)}: a job of a called workflow runs only in its call; name the calling job: ${words.passJob(options.job.split('/')[0]!)}`,
      });
    } else {
      problems.push({
        code: PLAN_PROBLEMS.jobUnknown,
        severity: 'error',
        path: workflow.fileName,
        message: `${words.job(options.job)}: no such job${didYouMeanAside(options.job, jobIds)}; jobs: ${jobIds.join(', ')}`,
      });
    }
  }

  const planned = new Map<string, PlannedJob>();
  // Where each call runs its jobs: once a leg of it, as `<leg>/<job>`, with the inputs that leg gives them
  // when they are known before the run (its stage ids may be made of them); the run's own jobs at the top.
  const callLegs = new Map<string, CallLeg[] | null>();
  const top: CallLeg[] = [{ id: null, inputs: anyRun ? null : inputs }];
  const takenLegIds = new Set(expanded.map((entry) => entry.id.toLowerCase()));
  const legIdsOf = new Map<string, string[]>();
  const stageMatrices = new Map<string, MatrixLeg>();
  for (const entry of expanded) {
    const { job, calledBy } = entry;
    const atJob = (position: Position | null) => where(entry.workflow.fileName, position);
    // `uses: ./` where the project has no action: GitHub fails the step (said once for a file called twice).
    for (const step of job.steps) {
      const missing = batonPathMissing(job.steps, step.index);
      if (missing === null || step.uses === null) continue;
      const path = atJob(step.uses.position);
      if (!problems.some((p) => p.path === path && p.code === PLAN_PROBLEMS.actionMissing))
        problems.push({ code: PLAN_PROBLEMS.actionMissing, severity: 'error', path, message: missing });
    }
    const stageStepsOfJob = stageSteps(job.steps, options.loadAction);
    const records = job.stageWorkflow === true || (stageStepsOfJob !== null && stageStepsOfJob.length > 0);
    // A called job's matrix and stage ids may read the call's inputs: known when the call starts.
    const contexts = calledBy === null ? planContexts : { ...planContexts, inputs: {} };
    // For any run, a matrix built by an expression is known only when a run expands it.
    const legs =
      (calledBy !== null || anyRun) &&
      matrixNode(job.strategy) !== null &&
      hasExpression(matrixNode(job.strategy)!)
        ? null
        : staticLegs(expressions, job, contexts, atJob, problems, options.secretValues ?? [], records);
    const callerUpstream = calledBy === null ? [] : (planned.get(calledBy)?.stageUpstream ?? []);
    // The job's stage ids where the call around it gives it `given` as inputs (null: not known before the run).
    const stagesWith = (given: CallLeg['inputs']): string[] | null => {
      if (legs === null || stageStepsOfJob === null) return null;
      // (The run's own jobs read the plan's contexts, whatever it knows of them.)
      if (
        calledBy !== null &&
        given === null &&
        stageStepsOfJob.some(({ step }) => step.with[INPUTS.stage]?.expression)
      )
        return null;
      const found: Problem[] = [];
      const stages = jobStages(
        expressions,
        // A called job's stage ids start from its own id (`scan`), as `github.job` does on GitHub.
        job,
        stageStepsOfJob,
        legs,
        calledBy === null ? contexts : { ...contexts, inputs: given ?? {} },
        atJob,
        found,
        options.secretValues ?? [],
      );
      // Each leg of a call says a problem of its file again: said once.
      for (const problem of found)
        if (!problems.some((p) => p.path === problem.path && p.message === problem.message))
          problems.push(problem);
      if (stages === null) return null;
      for (const { stage, leg } of stages) if (Object.keys(leg).length > 0) stageMatrices.set(stage, leg);
      return stages.map(({ stage }) => stage);
    };
    const around = calledBy === null ? top : (callLegs.get(calledBy) ?? null);
    const instances =
      around?.map((leg) => ({
        id: leg.id === null ? entry.id : `${leg.id}/${job.id}`,
        stages: stagesWith(leg.inputs),
      })) ?? null;
    // Not for a job in a call whose legs only the run knows: the ids it runs as are made then.
    if (legs !== null && instances !== null)
      for (const run of instances) legIdsOf.set(run.id, legIds(run.id, legs, takenLegIds));
    if (entry.call !== null) {
      const call = entry.call;
      callLegs.set(
        entry.id,
        around === null || instances === null || legs === null
          ? null
          : instances.flatMap((instance, i) => {
              const given = around[i]!.inputs;
              const ids = legIdsOf.get(instance.id) ?? [];
              return legs.map((leg, n) => ({
                id: ids[n]!,
                // What its `with:` reads of inputs not known before the run leaves them unknown.
                inputs: plannedCallInputs(expressions, job, call, {
                  ...withInputs(planContexts, given),
                  matrix: matrixContext(leg),
                }),
              }));
            }),
      );
    }
    planned.set(entry.id, {
      id: entry.id,
      job,
      workflow: entry.workflow,
      needs: entry.needs,
      upstream: entry.upstream,
      stageUpstream: [...callerUpstream, ...entry.upstream],
      calledBy,
      call: entry.call,
      skip: entry.skip,
      legs,
      stages:
        instances === null
          ? stagesWith(null)
          : instances.some((run) => run.stages === null)
            ? null
            : instances.flatMap((run) => run.stages ?? []),
      instances,
      steps: job.steps.map((step) => ({ step, action: stepAction(step) })),
      stageSteps: stageStepsOfJob,
      recordsStages: records,
    });
  }
  // A caller's stages are those of its called jobs (jobs after it read them as its), each run of it those its
  // legs' jobs record.
  for (const job of [...planned.values()].reverse()) {
    if (job.call === null) continue;
    const inner = job.call.jobs.map((id) => planned.get(id));
    job.stages = inner.some((j) => j?.stages == null) ? null : inner.flatMap((j) => j?.stages ?? []);
    const legs = job.legs;
    if (job.instances === null || legs === null) continue;
    job.instances = job.instances.map(({ id }) => {
      const mine = new Set(legIdsOf.get(id));
      const runs = inner.flatMap(
        (j) => j?.instances?.filter((run) => mine.has(run.id.slice(0, run.id.lastIndexOf('/')))) ?? [null],
      );
      return {
        id,
        stages: runs.some((run) => run?.stages == null) ? null : runs.flatMap((run) => run?.stages ?? []),
      };
    });
  }

  const calledFiles = [
    ...new Map(
      expanded.filter((job) => job.call !== null).map((job) => [job.call!.path, job.call!.workflow]),
    ).values(),
  ];
  for (const file of [workflow, ...calledFiles]) checkWorkflowValues(file, problems);
  const stageOwner = checkDuplicateStages(planned, problems);
  // The jobs recording each job's stages, asked by every job downstream of it: found once per job, not once
  // per pair (a chain of n jobs asks n²/2 times). `planned` no longer changes here, so each answer stands.
  const recording = new Map<string, PlannedJob[]>();
  const recordingOf = (job: PlannedJob): PlannedJob[] => {
    const found = recording.get(job.id);
    if (found !== undefined) return found;
    const jobs = recordingJobs(job, planned);
    recording.set(job.id, jobs);
    return jobs;
  };
  const needsFacts = new Map<string, NeedsInputFacts>();
  const checkoutNeeded = new Map<string, Map<number, CheckoutRead>>();
  for (const job of planned.values()) {
    const checked = checkTemplates(
      job.workflow,
      job,
      planned,
      stageOwner,
      options.readFile,
      problems,
      recordingOf,
      (step, found) => stepProblems?.set(stepKey(job.id, step.index), found),
    );
    needsFacts.set(job.id, checked.needsFacts);
    if (checked.checkoutNeeded.size > 0) checkoutNeeded.set(job.id, checked.checkoutNeeded);
  }

  const errors = problems.filter((p) => p.severity === 'error').sort(byPosition);
  if (errors.length > 0) return { plan: null, errors };

  const selected = new Set(target ? [target, ...(planned.get(target)?.upstream ?? [])] : planned.keys());
  // A selected call runs its called jobs (which come after it).
  for (const job of planned.values())
    if (job.calledBy !== null && selected.has(job.calledBy)) selected.add(job.id);
  const jobs = [...planned.values()].filter((job) => selected.has(job.id));
  const notices = [pushNotice, labelNotice].filter((n): n is PayloadNotice => n !== null);
  const plan: Plan = {
    [PLAN]: true,
    workflow,
    eventName,
    event,
    inputs,
    vars,
    contexts: planContexts,
    jobs,
    target,
    notices,
    expanded,
    legIds: legIdsOf,
    stageMatrices,
    // A workflow run as called is, on GitHub, always run inside its caller's, where the action reads no
    // workflow file of its own: every job's stages by stage id (legPlacesFor).
    legPlaces:
      eventName === 'workflow_call' || canOnlyBeCalled(workflow) ? new Map() : legPlacesOf(planned, legIdsOf),
    needsFacts,
    checkoutNeeded,
  };
  return { plan, errors: [] };
}

/**
 * Where the workflow text places each stage among the stages of the job holding it (LegPlace), by that job's
 * id in the run: for a job's own matrix written out (no `${{ }}` in it), each stage id a leg gives by default
 * at that leg's place in the expansion (writtenLegPlaces), as the action places it on GitHub from the file; for
 * a call, its called jobs' stages, under a matrix of the call written out first by the leg of the call that
 * records them (as the plan knows them), then by their place in their own job. A matrix made by an
 * expression places nothing, whatever the plan knows of it: the action could not know it.
 */
function legPlacesOf(
  planned: ReadonlyMap<string, PlannedJob>,
  legIdsOf: ReadonlyMap<string, string[]>,
): Map<string, Map<string, LegPlace>> {
  const places = new Map<string, Map<string, LegPlace>>();
  // A call's jobs come after it: they are placed before it.
  for (const job of [...planned.values()].reverse()) {
    const matrix = matrixNode(job.job.strategy);
    const legs = matrix !== null && !hasExpression(matrix) ? job.legs : null;
    const mine = new Map<string, LegPlace>();
    if (job.call === null) {
      if (legs !== null) for (const [stage, i] of writtenLegPlaces(job.job.id, legs)) mine.set(stage, [i]);
    } else if (matrix === null) {
      for (const id of job.call.jobs)
        for (const [stage, place] of places.get(id) ?? []) mine.set(stage, place);
    } else if (legs !== null) {
      // The legs of each run of the call (one, unless a call around it has a matrix too), in their order.
      const callLegs = (job.instances ?? []).map((run) => legIdsOf.get(run.id) ?? []);
      for (const id of job.call.jobs) {
        const inner = places.get(id);
        for (const run of planned.get(id)?.instances ?? []) {
          const leg = run.id.slice(0, run.id.lastIndexOf('/'));
          const n = callLegs.map((ids) => ids.indexOf(leg)).find((i) => i >= 0);
          if (n === undefined) continue;
          for (const stage of run.stages ?? []) mine.set(stage, [n, ...(inner?.get(stage) ?? [])]);
        }
      }
    }
    if (mine.size > 0) places.set(job.id, mine);
  }
  return places;
}

/**
 * The places of the stages `job`'s prompt reads, by the id of the upstream job holding them (promptUpstream's
 * `placeOf`). None for a job of a called workflow (the plan of a workflow run as called has none either), or
 * one calling baton's stage workflow: on GitHub the action there reads its upstream stages without the
 * workflow file (the one it finds is the caller's), so its `jobs.<id>` lists them by stage id, and so does
 * the run.
 */
export function legPlacesFor(
  plan: Pick<Plan, 'legPlaces'>,
  job: Pick<PlannedJob, 'calledBy' | 'job'>,
): (id: string, stage: string) => LegPlace | undefined {
  if (job.calledBy !== null || job.job.stageWorkflow === true) return () => undefined;
  return (id, stage) => plan.legPlaces.get(id)?.get(stage);
}

/** The contexts with `given` as their inputs; without any when the inputs are not known (null). */
function withInputs(contexts: Contexts, given: CallLeg['inputs']): Contexts {
  const { inputs: _, ...rest } = contexts;
  return given === null ? rest : { ...rest, inputs: given };
}

/**
 * What a workflow file's values GitHub (or the step) would refuse, checked before anything runs: the
 * inputs of baton's actions, literal timeouts, literal shells.
 */
function checkWorkflowValues(workflow: Workflow, problems: Problem[]): void {
  const at = (position: Position | null) => where(workflow.fileName, position);
  // The inputs as written: a call's `with:` against the stage workflow's inputs.
  for (const input of unknownActionInputs(workflow)) {
    problems.push({
      code: PLAN_PROBLEMS.actionInputUnknown,
      severity: 'error',
      path: at(input.position),
      message: input.message,
    });
  }
  const invalidInputs = invalidActionInputs(workflow);
  for (const input of invalidInputs) {
    problems.push({
      code: PLAN_PROBLEMS.actionInputInvalid,
      severity: 'error',
      path: at(input.position),
      message: input.message,
    });
  }
  // A secret in an input baton stores: GitHub would not let baton redact it (secret-inputs.ts), so no run has it.
  for (const job of workflow.jobs) {
    for (const step of job.steps) {
      const action = stepAction(step);
      if (action.kind !== 'baton') continue;
      const given = Object.entries(step.with).map(([input, value]) => [input, value.text] as const);
      for (const found of secretInputsOf(action.action, given)) {
        problems.push({
          code: PLAN_PROBLEMS.actionInputSecret,
          severity: 'error',
          path: at(step.with[found.input]?.position ?? step.position),
          message: secretInputMessage(found),
        });
      }
    }
  }
  // A timeout written as a literal is checked now, not when its job starts after others have run. A job's
  // must be whole minutes above 0; a step's any number (0 or less, or under a minute, is no timeout there).
  const timeouts = workflow.jobs.flatMap((job) => [
    { key: 'timeout-minutes', node: job.timeoutMinutes, step: false },
    { key: 'cancel-timeout-minutes', node: job.cancelTimeoutMinutes, step: false },
    ...job.steps.map((step) => ({ key: 'timeout-minutes', node: step.timeoutMinutes, step: true })),
  ]);
  // Where GitHub's parser already refused the value (`timeout-minutes: abc`), or its call of baton's stage
  // workflow did (`timeout-minutes: "5"`, a string for a number input), once is enough.
  const reported = new Set([
    ...workflow.problems.map((problem) => problem.path),
    ...invalidInputs.map((input) => at(input.position)),
  ]);
  for (const { key, node, step } of timeouts) {
    if (node?.kind !== 'literal' || reported.has(at(node.position))) continue;
    const checked = step ? stepMinutes(node.value) : jobMinutes(node.value, key);
    const problem =
      checked === null
        ? `${key} must be a number of minutes, ${notMinutes(node.value)}`
        : 'problem' in checked
          ? checked.problem
          : null;
    if (problem === null) continue;
    problems.push({
      code: PLAN_PROBLEMS.timeoutInvalid,
      severity: 'error',
      path: at(node.position),
      message: problem,
    });
  }
  // A shell written as a literal is checked now too: `shell: zsh -e` would fail only when its step starts.
  const literal = (shell: WorkflowValue | null) =>
    shell !== null && !shell.text.includes('${{') ? shell : null;
  const shells = [
    { shell: literal(workflow.defaults?.shell ?? null), key: 'defaults.run.shell' },
    ...workflow.jobs.flatMap((job) => [
      { shell: literal(job.defaults?.shell ?? null), key: `jobs.${job.id}.defaults.run.shell` },
      ...job.steps
        .filter((step) => step.run !== null)
        .map((step) => ({ shell: literal(step.shell), key: 'shell' })),
    ]),
  ];
  for (const { shell: value, key } of shells) {
    if (value === null) continue;
    const { text: shell, position } = value;
    try {
      checkWorkflowShell(shell);
    } catch (error) {
      problems.push({
        code: PLAN_PROBLEMS.shellInvalid,
        severity: 'error',
        path: at(position),
        message: `${key}: ${error instanceof UserError ? error.message : String(error)}`,
      });
    }
  }
}

/** Problems in file order; those without a line (command-line options) first. Stable otherwise. */
function byPosition(a: Problem, b: Problem): number {
  const key = (p: Problem) => {
    const match = /:(\d+):(\d+)$/.exec(p.path);
    return match ? Number(match[1]) * 1e6 + Number(match[2]) : 0;
  };
  return key(a) - key(b);
}

/**
 * The event a run of the workflow simulates and its payload, as `buildPlan` takes them (the plan's
 * `eventName` and `event`), also when it would refuse the workflow: the payload given, else the default one
 * it makes for the trigger (`made`).
 */
export function planEvent(
  written: Workflow,
  expressions: ExpressionEngine,
  options: PlanOptions = {},
): { name: string; payload: Record<string, unknown>; made: boolean } {
  const { eventName, event } = simulatedEvent(
    withStageWorkflowJobs(written),
    expressions,
    options,
    options.words ?? CLI_WORDS,
    false,
    [],
  );
  return { name: eventName, payload: event, made: !options.event };
}

/**
 * The event the run is (`--event-name`, else chosen from the payload and the triggers), the inputs it is
 * given, and its payload: the one given, with the run's inputs for a dispatch, else one made for the trigger.
 * What is wrong with the event or the inputs is added to `problems`.
 */
function simulatedEvent(
  workflow: Workflow,
  expressions: ExpressionEngine,
  options: PlanOptions,
  words: OptionWords,
  anyRun: boolean,
  problems: Problem[],
): {
  eventName: string;
  inputs: Record<string, string | number | boolean>;
  labelName: string | undefined;
  event: Record<string, unknown>;
} {
  const facts = options.facts ?? UNKNOWN_FACTS;
  const { name: eventName, problem: eventProblem } = chooseEvent(
    workflow,
    options.event ?? null,
    options.eventName,
    words,
  );
  if (eventProblem !== null) {
    problems.push({
      code: PLAN_PROBLEMS.eventNotTrigger,
      severity: 'error',
      path: workflow.fileName,
      message: eventProblem,
    });
  }
  // For any run, no inputs are given, and none is refused for it: what reads them is known only in a run.
  const given = anyRun
    ? {}
    : { ...dispatchInputsOf(workflow, eventName, options.event ?? null), ...options.inputs };
  const inputs = anyRun ? {} : resolveInputs(workflow, eventName, given, words, problems);
  // A `labeled` default brings the label the workflow's gate looks for (`if: github.event.label.name == …`).
  const labelName = options.event
    ? undefined
    : comparedLiteral(workflow, expressions, ['github', 'event', 'label', 'name']);
  const event = options.event
    ? withGivenInputs(options.event, eventName, payloadInputs(inputs, given))
    : defaultEventPayload(eventName, facts, payloadInputs(inputs, given), workflow, labelName);
  return { eventName, inputs, labelName, event };
}

/**
 * A dispatch event file with the run's inputs in its `inputs` (the `--input` values, the defaults of those
 * it leaves out), as GitHub's payload holds the inputs the run was dispatched with, defaults filled in:
 * `github.event.inputs.x` and `inputs.x` agree, and a prompt's `inputs` (read from the payload, as the
 * action reads it on GitHub: dispatchInputsOf) are the run's. A run as called (`--event-name workflow_call`)
 * has its call's inputs there, as its default payload does.
 */
function withGivenInputs(
  event: Record<string, unknown>,
  eventName: string,
  given: Record<string, string>,
): Record<string, unknown> {
  const dispatched = eventName === 'workflow_dispatch' || eventName === 'workflow_call';
  if (!dispatched || Object.keys(given).length === 0) return event;
  const inputs = event.inputs !== null && typeof event.inputs === 'object' ? event.inputs : {};
  return { ...event, inputs: { ...inputs, ...given } };
}

/**
 * The inputs as a payload has them: the text each was given as (`--input n=1.50` stays `1.50`, as GitHub's
 * payload keeps what was dispatched), the rest, defaults, as text; the `inputs` context alone is typed.
 */
function payloadInputs(
  inputs: Record<string, string | number | boolean>,
  given: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      name,
      Object.hasOwn(given, name) ? given[name]! : String(value),
    ]),
  );
}

/**
 * The declared inputs a `workflow_dispatch` payload carries (`event.inputs`, as GitHub sends them), so a
 * sample event file is enough to run a dispatch workflow; `--input` wins over them.
 */
function dispatchInputsOf(
  workflow: Workflow,
  eventName: string,
  event: Record<string, unknown> | null,
): Record<string, string> {
  const inputs = event?.inputs;
  if (eventName !== 'workflow_dispatch' || inputs === null || typeof inputs !== 'object') return {};
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs)) {
    if (!Object.hasOwn(workflow.inputs, name)) continue;
    // An input the run was not given, without a default, is '' in the payload GitHub sends (and in the one
    // baton makes, which a replay gives back): not given, rather than a number or choice that is empty.
    if (value === '' && workflow.inputs[name]!.default === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      given[name] = String(value);
    }
  }
  return given;
}

/** Whether the workflow's one trigger is `workflow_call`: it then always runs as called, whatever the event. */
export function canOnlyBeCalled(workflow: Workflow): boolean {
  const triggers = Object.keys(workflow.on);
  return triggers.length > 0 && triggers.every((t) => t === 'workflow_call');
}

/**
 * A workflow run as called (it can only be called, or `--event-name workflow_call`) gets the secrets its
 * caller passes; GitHub refuses a call without a secret declared `required: true`, so the plan does too.
 */
function checkCalledSecrets(
  workflow: Workflow,
  eventName: string,
  given: readonly string[],
  words: OptionWords,
  problems: Problem[],
): void {
  if (eventName !== 'workflow_call' && !canOnlyBeCalled(workflow)) return;
  const declared = (workflow.on.workflow_call as { secrets?: unknown } | null | undefined)?.secrets;
  if (declared === null || typeof declared !== 'object') return;
  const have = new Set(given.map((name) => name.toUpperCase()));
  for (const [name, definition] of Object.entries(declared)) {
    if ((definition as { required?: unknown } | null)?.required !== true || have.has(name.toUpperCase()))
      continue;
    problems.push({
      code: PLAN_PROBLEMS.inputMissing,
      severity: 'error',
      path: workflow.fileName,
      message: `secret ${name} is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass ${words.passSecret(name)} (with ${name} set in the environment)`,
    });
  }
}

/** Inputs as the `inputs` context has them: declared type, defaults applied; problems for the rest. */
function resolveInputs(
  workflow: Workflow,
  eventName: string,
  given: Record<string, string>,
  words: OptionWords,
  problems: Problem[],
): Record<string, string | number | boolean> {
  const resolved: Record<string, string | number | boolean> = {};
  // Required inputs are given when the run is dispatched, and always when the workflow can only be called
  // (whatever event its caller had). Any other event has no inputs on GitHub: the context is empty.
  const calledOnly = canOnlyBeCalled(workflow);
  const dispatched = eventName === 'workflow_dispatch' || eventName === 'workflow_call' || calledOnly;
  // The inputs of the trigger the run is: a dispatch has its own, not those a caller would give.
  const trigger = eventName === 'workflow_dispatch' && !calledOnly ? 'workflow_dispatch' : 'workflow_call';
  const ofTrigger = (workflow.on[trigger] as { inputs?: unknown } | null | undefined)?.inputs;
  const declared = Object.fromEntries(
    Object.entries(workflow.inputs).filter(
      ([name]) => ofTrigger !== null && typeof ofTrigger === 'object' && Object.hasOwn(ofTrigger, name),
    ),
  );
  const names = Object.keys(declared);
  if (!dispatched) {
    for (const name of Object.keys(given)) {
      problems.push({
        code: PLAN_PROBLEMS.inputUnknown,
        severity: 'error',
        path: workflow.fileName,
        message: `${words.input(name)}: ${eventName} runs have no inputs (on GitHub, inputs are for workflow_dispatch and workflow_call); ${
          'workflow_dispatch' in workflow.on
            ? `pass ${words.passEventName('workflow_dispatch')} to dispatch it`
            : `give the event's payload with ${words.withEvent} instead (this workflow is not triggered by workflow_dispatch)`
        }`,
      });
    }
    return resolved;
  }
  for (const [name, value] of Object.entries(given)) {
    const input = declared[name];
    if (!input) {
      problems.push({
        code: PLAN_PROBLEMS.inputUnknown,
        severity: 'error',
        path: workflow.fileName,
        message: `${words.input(name)}: on.${trigger} declares no such input${didYouMeanAside(name, names)}; its inputs: ${names.length > 0 ? names.join(', ') : '(none)'}`,
      });
      continue;
    }
    const path = where(workflow.fileName, input.position);
    switch (input.type) {
      case 'boolean':
        if (value !== 'true' && value !== 'false') {
          problems.push({
            code: PLAN_PROBLEMS.inputInvalid,
            severity: 'error',
            path,
            message: `${words.input(name, value)}: input '${name}' is a boolean; use true or false`,
          });
        } else resolved[name] = value === 'true';
        break;
      case 'number':
        if (value.trim() === '' || !Number.isFinite(Number(value))) {
          problems.push({
            code: PLAN_PROBLEMS.inputInvalid,
            severity: 'error',
            path,
            message: `${words.input(name, value)}: input '${name}' is a number`,
          });
        } else resolved[name] = Number(value);
        break;
      case 'choice':
        if (input.options && !input.options.includes(value)) {
          problems.push({
            code: PLAN_PROBLEMS.inputInvalid,
            severity: 'error',
            path,
            message: `${words.input(name, value)}: not one of the options: ${input.options.join(', ')}`,
          });
        } else resolved[name] = value;
        break;
      default:
        resolved[name] = value;
    }
  }
  for (const input of Object.values(declared)) {
    if (input.name in given) continue;
    if (input.default !== null) {
      resolved[input.name] = input.default;
    } else if (input.required && dispatched) {
      problems.push({
        code: PLAN_PROBLEMS.inputMissing,
        severity: 'error',
        path: where(workflow.fileName, input.position),
        message: `input '${input.name}' is required and has no default; pass ${words.passInput(input.name)}`,
      });
    } else if (input.type === 'boolean') {
      resolved[input.name] = false;
    } else {
      resolved[input.name] = '';
    }
  }
  return resolved;
}

/** One leg of a call (the run's own jobs: the top), as the plan knows it. */
interface CallLeg {
  /** `deploy-staging` for the leg `{ env: staging }` of the call `deploy`; null at the top. */
  id: string | null;
  /** The `inputs` its jobs see; null when only the run knows them. */
  inputs: Record<string, string | number | boolean> | null;
}

/**
 * Whether the plan knows what a context path reads before the run: `matrix`, `inputs` and `vars` when the
 * contexts hold them (for any run they do not, nor inside a call whose inputs only the run knows), and the
 * parts of `github` the plan's context holds (`github.event`, `github.ref` …, not `github.ref_name` or
 * `github.run_id`, which only the run has). What it does not know, an id made of it is only known when the
 * job runs.
 */
export function knownBeforeRun(path: readonly string[], contexts: Contexts): boolean {
  const [name, key] = path;
  if (name === 'matrix') return true;
  // Not given at all when the plan does not know them (any run's, or those of a call only the run knows).
  if (name === 'inputs' || name === 'vars') return Object.hasOwn(contexts, name);
  if (name !== 'github' || key === undefined || key === '*') return false;
  const github = contexts.github;
  return (
    typeof github === 'object' &&
    github !== null &&
    !Array.isArray(github) &&
    Object.keys(github).some((k) => k.toLowerCase() === key)
  );
}

/**
 * The inputs one leg of a call gives the called workflow, as the run will type them (callInputs), when its
 * `with:` reads nothing only the run knows (`needs`, `strategy`); null otherwise, and when the run would
 * refuse them (it says why then). The stage ids its jobs make of them are then checked before the run.
 */
function plannedCallInputs(
  expressions: ExpressionEngine,
  job: Job,
  call: NonNullable<ExpandedJob['call']>,
  contexts: Contexts,
): Record<string, string | number | boolean> | null {
  const declared = call.workflow.call;
  if (declared === undefined) return null;
  const readsRun = Object.values(job.with).some(
    (value) =>
      value.expression !== null &&
      expressions.facts(value.expression).paths.some((path) => !knownBeforeRun(path, contexts)),
  );
  if (readsRun) return null;
  try {
    return callInputs(
      declared,
      givenCallInputs(expressions, job, declared, () => ({ contexts })),
      call.path,
    );
  } catch (error) {
    if (error instanceof UserError) return null;
    throw error;
  }
}

/** The legs of a job whose matrix needs nothing from upstream jobs; null when it does. */
function staticLegs(
  expressions: ExpressionEngine,
  job: Job,
  contexts: Contexts,
  at: (p: Position | null) => string,
  problems: Problem[],
  secretValues: readonly string[],
  records: boolean,
): MatrixLeg[] | null {
  const matrix = matrixNode(job.strategy);
  if (!matrix) return [{}];
  if (mentionsNeeds(matrix)) return null;
  const refused = (error: unknown, fallback: MatrixLeg[] | null): MatrixLeg[] | null => {
    if (!(error instanceof UserError)) throw error;
    problems.push({
      code: PLAN_PROBLEMS.matrixInvalid,
      severity: 'error',
      path: error.where ?? at(matrix.position),
      message: `jobs.${job.id}: ${error.message}`,
    });
    return fallback;
  };
  let legs: MatrixLeg[];
  try {
    legs = legsOfMatrix(expressions, matrix, contexts, at);
  } catch (error) {
    return refused(error, [{}]);
  }
  try {
    checkLegIds(job.id, legs, at(matrix.position), secretValues, { recordsStages: records });
  } catch (error) {
    // Its stages are not known: they are not checked for duplicates or references again.
    return refused(error, null);
  }
  return legs;
}

/** `strategy.matrix` of a job, or null. */
export function matrixNode(strategy: ValueNode | null): ValueNode | null {
  if (!strategy) return null;
  if (strategy.kind === 'expression') return strategy;
  if (strategy.kind !== 'mapping') return null;
  return strategy.entries.find((e) => e.key === 'matrix')?.value ?? null;
}

/**
 * A job's `strategy.matrix` evaluated and expanded (see expandMatrix). A part of it that is wrong is named
 * where it is written (the key `nodee` of an exclude entry), as far as the matrix is written out.
 */
export function legsOfMatrix(
  expressions: ExpressionEngine,
  matrix: ValueNode,
  contexts: Contexts,
  at: (p: Position | null) => string,
): MatrixLeg[] {
  const value = evaluateNode(expressions, matrix, { contexts, where: at(matrix.position) });
  return expandMatrix(value, at(matrix.position), {
    whereOf: (path) => at(positionIn(matrix, path)),
  });
}

/** Where the part at `path` of a tree is written: its key, or item; else the nearest part above it that is. */
function positionIn(node: ValueNode, path: ReadonlyArray<string | number>): Position {
  let current = node;
  let position = node.position;
  for (const part of path) {
    if (current.kind === 'mapping' && typeof part === 'string') {
      const entry = current.entries.find((e) => e.key === part);
      if (!entry) break;
      position = entry.keyPosition ?? entry.value.position;
      current = entry.value;
    } else if (current.kind === 'sequence' && typeof part === 'number') {
      const item = current.items[part];
      if (!item) break;
      position = item.position;
      current = item;
    } else {
      break;
    }
  }
  return position;
}

function mentionsNeeds(node: ValueNode): boolean {
  if (!hasExpression(node)) return false;
  switch (node.kind) {
    case 'expression':
      return /\bneeds\b/i.test(node.expression);
    case 'sequence':
      return node.items.some(mentionsNeeds);
    case 'mapping':
      return node.entries.some((e) => mentionsNeeds(e.value));
    default:
      return false;
  }
}

/** The stage id a baton step has in one leg; null when its `stage` input needs run-time values. */
export function stageOfStep(
  expressions: ExpressionEngine,
  job: Job,
  step: Step,
  leg: MatrixLeg,
  contexts: Contexts,
): string | null {
  const input = step.with[INPUTS.stage];
  if (input && input.text.trim() !== '') {
    // What only the running job knows; `inputs.env` is an input, not the env context.
    const paths = input.expression === null ? [] : expressions.facts(input.expression).paths;
    if (paths.some((path) => !knownBeforeRun(path, contexts))) return null;
    return evaluateValue(expressions, input, {
      contexts: { ...contexts, matrix: matrixContext(leg) },
    }).trim();
  }
  return stageIdFor(job.id, Object.keys(leg).length > 0 ? leg : null);
}

/** Steps that define a stage: the root action and prepare (capture completes prepare's stage). */
export function isStageStep(planned: PlannedStep): boolean {
  return (
    planned.action.kind === 'baton' &&
    (planned.action.action === 'stage' || planned.action.action === 'prepare')
  );
}

/** How deep composite actions nest, as on GitHub (a job's step's action is depth 0). */
export const MAX_COMPOSITE_DEPTH = 9;

/**
 * The steps that run baton's stage in a job: its own, and those of the composite actions of the repository
 * it uses (`uses: ./path`, read with `load`, nested as GitHub nests them), each marked when it is inside an
 * action. Null when an action it uses cannot be read before the run: its stages are then known only then.
 */
function stageSteps(
  steps: readonly Step[],
  load: PlanOptions['loadAction'],
  depth = 0,
): Array<{ step: Step; inAction: boolean }> | null {
  const found: Array<{ step: Step; inAction: boolean }> = [];
  for (const step of steps) {
    const action = stepAction(step);
    if (isStageStep({ step, action })) found.push({ step, inAction: depth > 0 });
    if (action.kind !== 'local') continue;
    if (load === undefined || depth > MAX_COMPOSITE_DEPTH) return null;
    const loaded = load(action.path);
    if (loaded === undefined) return null;
    if (loaded.kind !== 'composite') continue;
    const inner = stageSteps(loaded.steps, load, depth + 1);
    if (inner === null) return null;
    found.push(...inner);
  }
  return found;
}

/**
 * The stage ids a job's legs record, each with its leg, as the run makes them when the job starts from legs
 * only it knows (a matrix from a needs output); null when a stage id needs what only its step knows. A stage
 * id its step would refuse is left out: the step says why when it runs.
 */
export function legStages(
  expressions: ExpressionEngine,
  job: PlannedJob,
  legs: MatrixLeg[],
  contexts: Contexts,
  secretValues: readonly string[],
): Array<{ stage: string; leg: MatrixLeg }> | null {
  if (job.stageSteps === null) return null;
  return jobStages(expressions, job.job, job.stageSteps, legs, contexts, () => '', [], secretValues);
}

function jobStages(
  expressions: ExpressionEngine,
  job: Job,
  steps: ReadonlyArray<{ step: Step; inAction: boolean }>,
  legs: MatrixLeg[],
  contexts: Contexts,
  at: (p: Position | null) => string,
  problems: Problem[],
  secretValues: readonly string[],
): Array<{ stage: string; leg: MatrixLeg }> | null {
  const stages: Array<{ stage: string; leg: MatrixLeg }> = [];
  for (const { step, inAction } of steps) {
    // Inside an action, a stage's expression reads the action's inputs: known only when it runs.
    if (inAction && step.with[INPUTS.stage]?.expression) return null;
    for (const leg of legs) {
      let stage: string | null;
      try {
        stage = stageOfStep(expressions, job, step, leg, contexts);
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        problems.push({
          code: PLAN_PROBLEMS.stageInvalid,
          severity: 'error',
          path: at(step.with[INPUTS.stage]?.position ?? step.position),
          message: error.message,
        });
        continue;
      }
      if (stage === null) return null;
      // As the step would refuse it (stage-spec.ts), without quoting it: ids name files and events.
      if (containsSecretValue(stage, secretValues)) {
        problems.push({
          code: PLAN_PROBLEMS.stageInvalid,
          severity: 'error',
          path: at(step.with[INPUTS.stage]?.position ?? step.position),
          message: SECRET_IN_STAGE_ID,
        });
        continue;
      }
      if (!STAGE_ID_PATTERN.test(stage)) {
        problems.push({
          code: PLAN_PROBLEMS.stageInvalid,
          severity: 'error',
          path: at(step.with[INPUTS.stage]?.position ?? step.position),
          message: `stage "${stage}" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -`,
        });
        continue;
      }
      // An id its artifact's name could not be read back from (`-attempt-2`, `-run-2` at its end), which the
      // step refuses when it runs.
      const unnamed = artifactNameProblem(stage);
      if (unnamed !== null) {
        problems.push({
          code: PLAN_PROBLEMS.stageInvalid,
          severity: 'error',
          path: at(step.with[INPUTS.stage]?.position ?? step.position),
          message: unnamed,
        });
        continue;
      }
      stages.push({ stage, leg });
    }
  }
  return stages;
}

/** Refuses a stage id two steps would record; returns the job of each stage (the first, for a duplicate). */
function checkDuplicateStages(planned: Map<string, PlannedJob>, problems: Problem[]): Map<string, string> {
  const owner = new Map<string, string>();
  for (const job of planned.values()) {
    // A caller's stages are its called jobs': each is checked there.
    if (job.call !== null) continue;
    const at = (position: Position | null) => where(job.workflow.fileName, position);
    const reported = new Set<string>();
    // The run of this job that records each stage first: it runs once, or once a leg of a call around it.
    const firstRun = new Map<string, string>();
    const runs = job.stages === null ? [] : (job.instances ?? [{ id: job.id, stages: job.stages }]);
    for (const run of runs) {
      const seenInRun = new Set<string>();
      for (const stage of run.stages ?? []) {
        const first = owner.get(stage);
        const sibling = firstRun.get(stage);
        const message = seenInRun.has(stage)
          ? `job '${job.id}' runs stage '${stage}' more than once; give each baton step its own \`stage\` input`
          : sibling !== undefined
            ? legsRecordSameStage(stage, job.id, [sibling, run.id])
            : first !== undefined
              ? `stage '${stage}' of job '${job.id}' is also a stage of job '${first}'; set a different \`stage\` input${
                  job.calledBy !== null || planned.get(first)?.calledBy
                    ? " (a called workflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, so two calls of one file, or a called job and a job of the same id, record the same stage; give the called file's stage a `stage:` input made from one of its inputs)"
                    : ''
                }`
              : null;
        if (message !== null && !reported.has(stage)) {
          reported.add(stage);
          problems.push({
            code: PLAN_PROBLEMS.stageDuplicate,
            severity: 'error',
            path: at(job.job.position),
            message,
          });
        }
        seenInRun.add(stage);
        firstRun.set(stage, firstRun.get(stage) ?? run.id);
        owner.set(stage, owner.get(stage) ?? job.id);
      }
    }
  }
  return owner;
}

/**
 * What the plan knows of the names a template of `step` reads from `inputs` and from legs' `matrix`: the
 * inputs of a job of the run's own file are its declared inputs and the step's literal `vars:` (a run
 * gives no others; a called job's are its caller's, not known here); a stage's matrix keys are its job's
 * legs', when they are known before the run.
 */
function templateKeyFacts(
  workflow: Workflow,
  job: PlannedJob,
  step: Step,
  planned: ReadonlyMap<string, PlannedJob>,
  stageOwner: ReadonlyMap<string, string>,
): KeyFacts {
  const vars = step.with[INPUTS.vars];
  let inputs: KeyFacts['inputs'];
  if (job.calledBy === null && (vars === undefined || vars.expression === null)) {
    try {
      const given = vars === undefined ? [] : Object.keys(parseVars(vars.text));
      const declared = Object.keys(workflow.inputs);
      inputs = {
        names: [...new Set([...declared, ...given])],
        from: "the workflow's declared inputs and the keys of the step's vars",
      };
    } catch {
      // vars: that the step would refuse is said as such (invalid-input); its names are not known.
    }
  }
  // A stage's job; the jobs upstream a prompt reads as `jobs.<name>` (two, when a called file's job has the id
  // of one upstream of its caller).
  const jobsOf = (owner: { stage: string } | { job: string }): PlannedJob[] =>
    ('stage' in owner ? [stageOwner.get(owner.stage) ?? ''] : upstreamNamed(job, owner.job))
      .map((id) => planned.get(id))
      .filter((j): j is PlannedJob => j !== undefined);
  const keysOf = (jobs: readonly PlannedJob[]): string[] | undefined =>
    jobs.some((j) => j.legs === null) ? undefined : matrixKeys(jobs.flatMap((j) => j.legs ?? []));
  return {
    inputs,
    // A job's schema holds for every leg of it; a call of a local workflow, whose stages are its jobs', is
    // not checked.
    data: (owner) => {
      const jobs = jobsOf(owner);
      if (jobs.length === 0 || jobs.some((j) => j.skip !== null || j.call !== null)) return undefined;
      const found = jobs.map((j) => dataContractOf(j.job));
      if (found.some((c) => c === undefined)) return undefined;
      return {
        keys: [...new Set(found.flatMap((c) => c!.keys))],
        closed: found.every((c) => c!.closed),
      };
    },
    matrix: (owner) => {
      const jobs = jobsOf(owner);
      // A workflow of another repository: what its jobs record is not known here.
      if (jobs.length === 0 || jobs.some((j) => j.skip !== null)) return undefined;
      // A call's stages are its called jobs' (those of the calls inside it too), each leg recording the
      // matrix of its own job: the call's own matrix reaches them only as inputs.
      return keysOf(
        jobs.flatMap((j) =>
          j.call === null
            ? [j]
            : recordingJobs(j, planned).filter((each) => each.recordsStages || each.stageSteps === null),
        ),
      );
    },
    call: (owner) => {
      for (const found of jobsOf(owner)) {
        const call = found.call !== null ? found : planned.get(found.calledBy ?? '');
        if (call?.call == null) continue;
        // The call read as `jobs.<name>` is named as the prompt names it.
        const named = call === found && 'job' in owner ? owner.job : call.id;
        return { job: named, file: call.call.path, keys: matrixKeys(call.legs ?? []) };
      }
      return undefined;
    },
  };
}

/** Every key the legs of a matrix have (a leg of `include:` may add its own). */
function matrixKeys(legs: readonly MatrixLeg[]): string[] {
  return [...new Set(legs.flatMap((leg) => Object.keys(leg)))];
}

/**
 * Why the legs of a call with a matrix cannot run a called job whose stage id is the same in each (its own
 * job id, or a `stage:` that reads no input): they would record one stage, as on GitHub, where they would
 * collide. `runs` are the ids of the job in two legs or more (`deploy-staging/review`).
 */
export function legsRecordSameStage(stage: string, job: string, runs: readonly string[]): string {
  return `stage '${stage}' of job '${job}' would be recorded by every leg of the call around it (${runs.join(', ')}): a called workflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's matrix does not reach the called workflow; give the stage a \`stage:\` input made from the inputs its legs give it (stage: ${ownJobId(job)}-\${{ inputs.<name> }}), so that each leg records its own`;
}

/**
 * Every prompt template of the job may only name stages upstream of it (DESIGN §5), and a literal `needs`
 * input only such stages. Returns what that input is checked against (Plan.needsFacts), and the steps a
 * checkout that may not run leaves to the run to check (Plan.checkoutNeeded).
 */
function checkTemplates(
  workflow: Workflow,
  job: PlannedJob,
  planned: Map<string, PlannedJob>,
  /** The job of each stage (checkDuplicateStages). */
  stageOwner: ReadonlyMap<string, string>,
  readFile: PlanOptions['readFile'],
  problems: Problem[],
  /** recordingJobs of a job of `planned`. */
  recordingOf: (job: PlannedJob) => PlannedJob[],
  /** Told the problems found in each stage step. */
  ofStep: (step: Step, problems: Problem[]) => void,
): { needsFacts: NeedsInputFacts; checkoutNeeded: Map<number, CheckoutRead> } {
  const at = (position: Position | null) => where(workflow.fileName, position);
  const upstream = job.stageUpstream
    .map((id) => planned.get(id))
    .filter((j): j is PlannedJob => j !== undefined);
  // Each job that records, a call's own jobs for it: a called job whose stages only the run knows leaves
  // the others' known (a call's own stage list is null then).
  const recording = [...new Set(upstream.flatMap(recordingOf))];
  const known = [...new Set(recording.flatMap((j) => j.stages ?? []))];
  // Jobs whose legs or stage ids are only known at run time: any id they could produce is accepted, by the
  // id their stages start from (a called job's own, as github.job).
  const openJobs = recording.filter((j) => j.stages === null);
  // As openStageIds has them, of every job upstream.
  const open = [...new Set(openJobs.map((j) => ownJobId(j.id)))];

  // What the `needs` input may name: the stages of the jobs upstream, as far as they are known now.
  const needsFacts: NeedsInputFacts = {
    job: job.id,
    upstreamStages: known,
    openMatrices: [...new Set(openJobs.filter(isOpenMatrix).map((j) => ownJobId(j.id)))],
    unknown: openJobs.some((j) => !isOpenMatrix(j)),
    jobs: jobStageFacts(planned),
    upstreamJobs: job.upstream,
    runsAfter: (other) => needsPath(workflow, other, job.id),
  };
  const checkoutNeeded = new Map<number, CheckoutRead>();

  for (const { step, action } of job.steps) {
    if (!isStageStep({ step, action })) continue;
    const first = problems.length;
    // What the stage could read on GitHub, where it runs inside baton's stage workflow (null: not known here).
    const needsInput = step.with[INPUTS.needs];
    if (needsInput) {
      for (const problem of needsInputProblems(needsInput, needsFacts)) {
        problems.push({
          code: PLAN_PROBLEMS.needsInput,
          severity: 'error',
          path: at(locatorOf(workflow).locate(needsInput, problem.offset)),
          message: problem.message,
        });
      }
    }
    const onGitHub = appliesNeedsInputRule(workflow, job.job)
      ? readableInStageWorkflow(needsInput, (stage) => {
          const owner = planned.get(stageOwner.get(stage) ?? '');
          if (owner === undefined) return undefined;
          const upstream = owner.upstream.map((id) => planned.get(id)?.stages ?? null);
          return {
            callsStageWorkflow: owner.job.stageWorkflow === true,
            needsInput: owner.job.steps[0]?.with[INPUTS.needs],
            upstreamStages: upstream.includes(null) ? null : upstream.flatMap((stages) => stages ?? []),
          };
        })
      : null;
    const notOnGitHub = (what: string, add: string) => ({
      code: PLAN_PROBLEMS.templateStage,
      severity: 'error' as const,
      message: unreadableInStageWorkflow(what, add, job.id, needsInput),
    });
    const sources: Array<{ template: string; locate: (line: number, column: number) => string }> = [];
    const prompt = step.with[INPUTS.prompt];
    // A prompt holding `${{ }}` is a template once GitHub has filled them in: what is around them is read
    // (blanked, so places stay the same); a prompt that is one expression is not known before the run.
    if (prompt && (prompt.expression === null || !isWholeExpression(prompt.text))) {
      const template = prompt.expression === null ? prompt.text : blankExpressions(prompt.text);
      sources.push({ template, locate: (l, c) => templateWhere(workflow, prompt, l, c) });
    }
    const file = step.with[INPUTS.promptFile];
    if (file && file.expression === null && readFile) {
      let text: string | undefined;
      let why = 'does not exist';
      try {
        text = readFile(file.text);
      } catch (error) {
        why = error instanceof Error ? error.message : String(error);
      }
      if (text === undefined) {
        problems.push({
          code: PLAN_PROBLEMS.promptFileMissing,
          severity: 'error',
          path: at(file.position),
          message: `prompt-file ${file.text}: ${why}`,
        });
      } else {
        sources.push({ template: text, locate: (l, c) => `${file.text}:${l}:${c}` });
      }
    }
    const keyFacts = templateKeyFacts(workflow, job, step, planned, stageOwner);
    // The first stage or job the prompt names, and all it names: what the stage could not read on GitHub
    // without the workflow file (checkoutMissing, below).
    let read: UpstreamRead | null = null;
    const named: Array<{ kind: 'stage' | 'job'; stage: string }> = [];
    const isUpstream = (ref: { kind: 'stage' | 'job'; stage: string }) =>
      ref.kind === 'job'
        ? upstreamNamed(job, ref.stage).length > 0
        : known.includes(ref.stage) || namesOpenStage(open, ref.stage);
    for (const { template, locate } of sources) {
      // Every problem of the template at its own place: its own errors, then what it names.
      const { analysis, problems: ownErrors } = inspectTemplate(template);
      if (analysis) {
        named.push(...analysis.references);
        read ??= upstreamRead(analysis, (l, c) => locate(l, c).replace(`${workflow.fileName}:`, ''));
      }
      const keyErrors = keyProblems(analysis?.keys ?? [], keyFacts);
      const dataErrors = dataKeyProblems(analysis?.keys ?? [], keyFacts)
        .filter((p) => p.closed)
        .map((p) => p.error);
      // Printing a stage that is not upstream as an object is not said: that it is not upstream is (below).
      const standing = ownErrors.filter((e) => e.ifUpstream === undefined || isUpstream(e.ifUpstream));
      for (const error of [...standing, ...keyErrors, ...dataErrors]) {
        problems.push({
          code: dataErrors.includes(error)
            ? PLAN_PROBLEMS.templateDataKey
            : keyErrors.includes(error)
              ? PLAN_PROBLEMS.templateKey
              : PLAN_PROBLEMS.templateInvalid,
          severity: 'error',
          path: locate(error.line, error.column),
          message: [error.message, ...error.details].join('; '),
        });
      }
      for (const ref of analysis?.references ?? []) {
        if (ref.kind === 'job') {
          const named = upstreamNamed(job, ref.stage).map((id) => planned.get(id)?.stages);
          if (named.length > 0) {
            const legs = named.includes(null) ? null : named.flatMap((stages) => stages ?? []);
            if (recordsNoStage(upstreamNamed(job, ref.stage), planned, recordingOf)) {
              // Its list would be empty in every run, here and on GitHub, where no record of it is found:
              // a mistake to say before anything runs, not a render that fails after the jobs before it.
              const recording = [
                ...new Set(
                  job.stageUpstream.filter((id) => !recordsNoStage([id], planned, recordingOf)).map(ownJobId),
                ),
              ];
              problems.push({
                code: PLAN_PROBLEMS.templateStage,
                severity: 'error',
                path: locate(ref.line, ref.column),
                message: `jobs.${ref.stage}: job ${ref.stage} records no stage (none of its steps runs baton's stage), so a prompt has no stage of it to read; upstream jobs that record stages: ${recording.length > 0 ? recording.join(', ') : '(none)'}`,
              });
              continue;
            }
            if (onGitHub && legs && legs.length > 0 && !legs.some((leg) => onGitHub.has(leg)))
              problems.push({
                ...notOnGitHub(`jobs.${ref.stage}`, `its stages (${legs.join(', ')})`),
                path: locate(ref.line, ref.column),
              });
            continue;
          }
          const names = [...new Set(job.stageUpstream.map(ownJobId))];
          const suggestion = closest(ref.stage, names);
          // The job of its own file (or of a file calling it) the name would be, for why it is not upstream.
          const other = scopesOf(job.id)
            .map((scope) => `${scope}${ref.stage}`)
            .find((id) => planned.has(id));
          problems.push({
            code: PLAN_PROBLEMS.templateStage,
            severity: 'error',
            path: locate(ref.line, ref.column),
            message: `jobs.${ref.stage}: not a job upstream of job '${job.id}'${
              job.stageUpstream.includes(ref.stage)
                ? ` (did you mean ${ownJobId(ref.stage)}? a called workflow reads its own jobs by their ids in its file, as GitHub's records name them: github.job is the called file's own job id)`
                : other !== undefined
                  ? notUpstreamHint(planned, job.id, other, 'job')
                  : suggestion
                    ? ` (did you mean ${suggestion}?)`
                    : ''
            }; upstream jobs: ${names.length > 0 ? names.join(', ') : '(none)'}`,
          });
          continue;
        }
        if (known.includes(ref.stage)) {
          if (onGitHub && !onGitHub.has(ref.stage))
            problems.push({
              ...notOnGitHub(`stages.${ref.stage}`, ref.stage),
              path: locate(ref.line, ref.column),
            });
          continue;
        }
        if (namesOpenStage(open, ref.stage)) continue;
        const elsewhere = stageOwner.get(ref.stage) ?? openOwnerOf(ref.stage, planned);
        const suggestion = closest(ref.stage, known);
        const ownId = calledStageId(ref.stage, planned);
        const hint = elsewhere
          ? notUpstreamHint(planned, job.id, elsewhere, 'stage')
          : ownId !== null
            ? ` (did you mean ${ownId}? a called workflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub)`
            : suggestion
              ? ` (did you mean ${suggestion}?)`
              : '';
        problems.push({
          code: PLAN_PROBLEMS.templateStage,
          severity: 'error',
          path: locate(ref.line, ref.column),
          message: `stages.${ref.stage}: not a stage upstream of job '${job.id}'${hint}; upstream stages: ${
            known.length > 0 || open.length > 0
              ? [...known, ...open.map((id) => `${id}-*`)].join(', ')
              : '(none)'
          }`,
        });
      }
    }
    // Refused only where GitHub fails the stage: a prompt naming a stage or job, which it would not know.
    // One over all of them renders none there, and is baton lint's to say (checkout-missing).
    const reads =
      read?.kind === 'reference' ? checkoutReads(workflow, job, step, read, named, known, planned) : null;
    const missing = reads === null ? null : workflowFileMissing(job.job.steps, step.index);
    if (reads !== null && missing !== null)
      problems.push(checkoutMissingProblem(workflow.fileName, job.id, step, reads, missing));
    // A checkout before it may not run (its `if:` skips it, it fails under continue-on-error): the run
    // checks the step when it gets there, from how the steps before it ended.
    else if (reads !== null) checkoutNeeded.set(step.index, reads);
    ofStep(step, problems.slice(first));
  }
  return { needsFacts, checkoutNeeded };
}

/**
 * What a stage step reads of its upstream stages that it could not read on GitHub without the workflow file
 * in its job's checkout (CheckoutRead), when it would know none there: a step of baton's action from its
 * repository whose prompt names an upstream stage, in a job of the run's own workflow, with no `needs`
 * input; null for any other. A job of a called workflow reads what its `needs` input names on GitHub
 * whatever is checked out; a step of this repository's action (`uses: ./`) cannot run there without a
 * checkout at all.
 */
function checkoutReads(
  workflow: Workflow,
  job: PlannedJob,
  step: Step,
  read: UpstreamRead,
  named: ReadonlyArray<{ kind: 'stage' | 'job'; stage: string }>,
  known: readonly string[],
  planned: ReadonlyMap<string, PlannedJob>,
): CheckoutRead | null {
  if (job.calledBy !== null || job.job.stageWorkflow === true || canOnlyBeCalled(workflow)) return null;
  if (step.uses === null || (step.with[INPUTS.needs]?.text.trim() ?? '') !== '') return null;
  // The job's own step (not one inside a composite action of the repository, which needed a checkout).
  const own = job.job.steps[step.index]?.position;
  if (own?.line !== step.position.line || own.column !== step.position.column) return null;
  const needs = new Set<string>();
  for (const ref of named) {
    if (ref.kind === 'stage') {
      if (known.includes(ref.stage)) needs.add(ref.stage);
      continue;
    }
    for (const id of upstreamNamed(job, ref.stage))
      for (const stage of planned.get(id)?.stages ?? []) needs.add(stage);
  }
  return { read, needs: [...needs] };
}

/**
 * The refusal of a stage step that would know no upstream stage on GitHub and fail its render there
 * (workflow-file-checkout.ts), in baton lint's words: by the plan, before any agent spends tokens, when no
 * step before it checks out the workflow file; by the run, when the checkout before it did not run.
 */
export function checkoutMissingProblem(
  file: string,
  job: string,
  step: Step,
  { read, needs }: CheckoutRead,
  missing: WorkflowFileMissing,
): Problem {
  return {
    code: PLAN_PROBLEMS.checkoutMissing,
    severity: 'error',
    path: where(file, step.uses?.position ?? step.position),
    message: checkoutMissingMessage(job, read, missing, needs),
  };
}

/** The jobs upstream of `job` whose stages a prompt of it reads as `jobs.<name>` (ownJobId). */
function upstreamNamed(job: PlannedJob, name: string): string[] {
  return job.stageUpstream.filter((id) => ownJobId(id) === name);
}

/**
 * Whether the upstream jobs `ids` (those `jobs.<id>` names) are known before the run to record no stage: jobs
 * of `run:` steps only, calls whose jobs record none. False when any of them records or may record one (a
 * matrix or a call known only at run time, a workflow of another repository, which runs on GitHub only).
 */
function recordsNoStage(
  ids: readonly string[],
  planned: ReadonlyMap<string, PlannedJob>,
  recordingOf: (job: PlannedJob) => PlannedJob[],
): boolean {
  if (ids.length === 0) return false;
  return ids.every((id) => {
    const job = planned.get(id);
    return (
      job !== undefined &&
      job.skip === null &&
      recordingOf(job).every((j) => j.skip === null && j.stages !== null && j.stages.length === 0)
    );
  });
}

/** The prefixes of the files a job is in, its own first: `deploy/` then `` for `deploy/sum`. */
function scopesOf(id: string): string[] {
  const scopes: string[] = [];
  for (let at = id.lastIndexOf('/'); at >= 0; at = id.lastIndexOf('/', at - 1))
    scopes.push(id.slice(0, at + 1));
  return [...scopes, ''];
}

/** The jobs that record a job's stages: itself; for a call, which records none of its own, its jobs (those of the calls inside it too). */
function recordingJobs(job: PlannedJob, planned: ReadonlyMap<string, PlannedJob>): PlannedJob[] {
  const jobOf = (id: string) => (id === job.id ? job : planned.get(id));
  return withCalledJobs([job.id], (id) => jobOf(id)?.call)
    .map(jobOf)
    .filter((j): j is PlannedJob => j !== undefined && j.call === null);
}

/**
 * The jobs whose stage lists a prompt reads a job upstream's stages from, in order: the job itself; for a call
 * whose stages are not all known before the run (a job it calls has a matrix made by an expression, say),
 * each job it calls that records, so that the others' stages are known, and then the call, for what its run
 * recorded (execute.ts and `baton render --workflow`, as the plan checks them).
 */
export function stageSources(job: PlannedJob, planned: ReadonlyMap<string, PlannedJob>): string[] {
  if (job.call === null || job.stages !== null) return [job.id];
  return [...recordingJobs(job, planned).map((j) => j.id), job.id];
}

/**
 * The ids the stages of a job upstream start from when only the run knows them (its legs come from a needs
 * output, its `stage:` reads what the run has): its own, or for a call those of its jobs whose stages are so,
 * each as its own file names it (as github.job). A prompt after it may name such a stage (namesOpenStage);
 * none when its stages are known before the run.
 */
export function openStageIds(job: PlannedJob, planned: ReadonlyMap<string, PlannedJob>): string[] {
  const open = recordingJobs(job, planned).filter((j) => j.stages === null);
  return [...new Set(open.map((j) => ownJobId(j.id)))];
}

/** Whether a stage id is one a job whose stages start from one of `open` (openStageIds) could record: `<id>` or `<id>-…`. */
export function namesOpenStage(open: readonly string[], stage: string): boolean {
  return open.some((id) => stage === id || stage.startsWith(`${id}-`));
}

/**
 * `build-compile-x` as a stage of the called job `build/compile`: the id it records, `compile-x` (stages of
 * a called job start from its own id); null when the stage names no called job so.
 */
function calledStageId(stage: string, planned: ReadonlyMap<string, PlannedJob>): string | null {
  for (const job of planned.values()) {
    if (job.calledBy === null) continue;
    const prefix = stageJobId(job.id);
    if (stage === prefix || stage.startsWith(`${prefix}-`))
      return `${ownJobId(job.id)}${stage.slice(prefix.length)}`;
  }
  return null;
}

/**
 * Why a prompt of job `job` cannot read job `other` (its stage, or `jobs.<other>`), and what would be
 * right: never a `needs` that would make a cycle. By the run's ids (`fix/patch`), calls expanded: a called
 * job can need only the jobs of its own file; one after its call runs after it.
 */
function notUpstreamHint(
  planned: ReadonlyMap<string, PlannedJob>,
  job: string,
  other: string,
  kind: 'stage' | 'job',
): string {
  const reason = 'a prompt reads only stages of jobs that finish before it';
  const hint = runOrderHint(
    (id) => {
      const found = planned.get(id);
      return found ? { workflow: found.workflow, calledBy: found.calledBy } : undefined;
    },
    job,
    other,
  );
  if (hint.kind === 'self') return ` (${readsItsOwnJob(kind)})`;
  if (hint.kind === 'after') return ` (${hint.text}; ${reason})`;
  if (hint.kind !== 'add')
    return ` (${kind === 'stage' ? `it is a stage of job '${other}'; ` : ''}${hint.text})`;
  return kind === 'stage'
    ? ` (it is a stage of job '${other}'; add '${hint.need}' to ${hint.needsOf})`
    : ` (add '${hint.need}' to ${hint.needsOf})`;
}

/** Each job's stage ids and whether it has a matrix, made once per plan (every job's check reads them). */
const stageFacts = new WeakMap<Map<string, PlannedJob>, NeedsInputFacts['jobs']>();
function jobStageFacts(planned: Map<string, PlannedJob>): NeedsInputFacts['jobs'] {
  let facts = stageFacts.get(planned);
  if (facts === undefined) {
    facts = new Map(
      [...planned.values()].map((j) => [
        j.id,
        { stages: j.stages, matrix: matrixNode(j.job.strategy) !== null },
      ]),
    );
    stageFacts.set(planned, facts);
  }
  return facts;
}

/**
 * A job whose stage ids are `<job>-<matrix values>`, its matrix only expanded at run time: its own stage
 * steps take the default id, and no action of the repository could add others.
 */
function isOpenMatrix(job: PlannedJob): boolean {
  return (
    job.legs === null &&
    job.call === null &&
    job.steps.every(
      ({ step, action }) =>
        action.kind !== 'local' &&
        (!isStageStep({ step, action }) || (step.with[INPUTS.stage]?.text.trim() ?? '') === ''),
    )
  );
}

/** The job whose legs, known only at run time, a stage id could be (the longest job id it extends). */
function openOwnerOf(stage: string, planned: ReadonlyMap<string, PlannedJob>): string | undefined {
  let owner: string | undefined;
  for (const job of planned.values()) {
    const base = ownJobId(job.id);
    if (job.stages !== null || job.call !== null || !(stage === base || stage.startsWith(`${base}-`)))
      continue;
    if (owner === undefined || base.length > ownJobId(owner).length) owner = job.id;
  }
  return owner;
}

/** One locator per workflow file: it keeps what it matched of each value it was asked about. */
const locators = new WeakMap<Workflow, SourceLocator>();

/**
 * `file:line:col` of a line and column of a template held in a `with:` value: in the file, through the
 * value's block scalar indentation, quotes, escapes and folded lines (source-locator.ts).
 */
export function templateWhere(
  workflow: Workflow,
  value: WorkflowValue,
  line: number,
  column: number,
): string {
  const position = locatorOf(workflow).locateLine(value, line, column);
  return `${workflow.fileName}:${position.line}:${position.column}`;
}

function locatorOf(workflow: Workflow): SourceLocator {
  let locator = locators.get(workflow);
  if (locator === undefined) {
    locator = new SourceLocator(workflow.source);
    locators.set(workflow, locator);
  }
  return locator;
}

/** Whether a payload brings a label (`labeled`, `unlabeled`). */
function hasLabel(event: Record<string, unknown>): boolean {
  return event.label !== null && typeof event.label === 'object';
}
