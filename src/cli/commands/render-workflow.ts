import { githubExpressions } from '../../adapters/github/expressions.js';
import { parseWorkflow } from '../../adapters/github/workflow-parser.js';
import type { Checkout } from '../../adapters/local/git-facts.js';
import { actionAtIn } from '../../adapters/local/local-action.js';
import { localPlanOptions, readProjectCalls } from '../../adapters/local/plan-options.js';
import { readWorkspaceTextSync } from '../../adapters/local/workspace.js';
import { UserError } from '../../core/errors.js';
import type { LegPlace } from '../../core/leg-order.js';
import { stageIdsBeforeRun } from '../../core/lint/workflow-facts.js';
import { INPUTS, LIMITS, PLAN_PROBLEMS } from '../../core/names.js';
import { oneLine } from '../../core/one-line.js';
import type { RunFacts } from '../../core/record.js';
import { parseVars } from '../../core/stage/vars.js';
import { didYouMeanAside } from '../../core/suggest.js';
import { batonPathMissing } from '../../core/workflow/action-missing.js';
import { callsStageWorkflow, stepAction } from '../../core/workflow/baton-actions.js';
import { type Contexts, evaluateValue } from '../../core/workflow/expressions.js';
import {
  blankExpressions,
  interpolationExpression,
  isWholeExpression,
} from '../../core/workflow/interpolation.js';
import { matrixContext } from '../../core/workflow/matrix.js';
import type { ActionAt, Job, ValueMap, Workflow, WorkflowValue } from '../../core/workflow/model.js';
import { jobIdNamed, transitiveNeeds } from '../../core/workflow/needs.js';
import {
  buildPlan,
  knownBeforeRun,
  legPlacesFor,
  namesOpenStage,
  openStageIds,
  type Plan,
  type PlannedJob,
  planEvent,
  stageSources,
  stepPlanProblems,
} from '../../core/workflow/plan.js';
import { promptUpstream } from '../../core/workflow/prompt-upstream.js';
import { where } from '../../core/workflow/workflow-problems.js';
import type { CliIO } from '../io.js';
import type { RenderOptions } from './render.js';

// `baton render --workflow`: loaded only when asked for, so a plain `baton render` loads no workflow parser.

/**
 * The prompt of a job's stage step in a workflow file, as the stage would render it: its `prompt` (or the
 * file its `prompt-file` names), said in messages as the run says it (`wf.yml:12:15 jobs.fix prompt`), and
 * its `max-prompt-tokens`. A prompt that is one expression is GitHub's to evaluate: refused; one holding `${{ }}` is
 * rendered with them evaluated as the run evaluates them.
 */
export async function workflowPrompt(
  io: CliIO,
  file: string | undefined,
  options: RenderOptions,
  read: {
    text: (io: CliIO, file: string) => Promise<string>;
  },
): Promise<WorkflowPrompt> {
  const workflowFile = options.workflow as string;
  if (file !== undefined || options.template !== undefined)
    throw new UserError('usage', 'give a template file, --template or --workflow, one of them');
  if (options.job === undefined)
    throw new UserError(
      'usage',
      'is required with --workflow: the job whose prompt to render (--workflow <file> --job <id>)',
      {
        where: '--job',
      },
    );
  const actionAt = actionAtIn(io.cwd);
  // As `baton run` reads it (not there: with the project's workflow file it most likely meant).
  const text = await read.text(io, workflowFile);
  const workflow = await parseWorkflow(text, workflowFile, { actionAt });
  const jobIds = workflow.jobs.map((j) => j.id);
  // As `needs:` names a job: ignoring case.
  const named = jobIdNamed(jobIds, options.job);
  const job = workflow.jobs.find((j) => j.id === named);
  // A file GitHub cannot read (not YAML, no jobs: map) has no jobs to look in: why is what to say.
  if (job === undefined && jobIds.length === 0 && workflow.problems.length > 0) {
    const n = workflow.problems.length;
    throw new UserError(
      'plan-rejected',
      `${workflowFile}: ${n} problem${n === 1 ? '' : 's'}; no prompt can be rendered from it`,
      { details: workflow.problems.map((p) => oneLine(`${p.path}: ${p.message}`)) },
    );
  }
  if (job === undefined)
    throw new UserError(
      'usage',
      `${workflowFile} has no job ${options.job}${didYouMeanAside(options.job, jobIds)}; jobs: ${jobIds.join(', ')}`,
      { where: '--job' },
    );
  // A call of baton's stage workflow passes the inputs its one stage step gets.
  const steps = callsStageWorkflow(job)
    ? [{ id: null, index: 0, with: job.with }]
    : job.steps.filter((step) => {
        const action = stepAction(step);
        return action.kind === 'baton' && (action.action === 'stage' || action.action === 'prepare');
      });
  const label = (step: { id: string | null }, i: number) => step.id ?? String(i + 1);
  let chosen: { id: string | null; index: number; with: ValueMap } | undefined;
  if (options.step !== undefined) {
    const n = /^[1-9][0-9]*$/.test(options.step) ? Number(options.step) : null;
    chosen = steps.find((step) => step.id === options.step) ?? (n === null ? undefined : steps[n - 1]);
  } else if (steps.length === 1) chosen = steps[0];
  if (chosen === undefined) {
    // `uses: ./` where the project has no action is not baton's stage: say so, as baton run refuses it.
    const missing =
      steps.length === 0 ? job.steps.find((s) => batonPathMissing(job.steps, s.index)) : undefined;
    if (missing?.uses)
      throw new UserError(
        'action-missing',
        `${workflowFile}:${missing.uses.position.line}:${missing.uses.position.column}: ${batonPathMissing(job.steps, missing.index)}`,
      );
    const which =
      steps.length === 0
        ? job.uses?.text.trim().startsWith('./')
          ? `job ${job.id} calls ${job.uses.text.trim()}: render a job of it (--workflow ${job.uses.text.trim().slice(2).replace(/@.*$/, '')} --job <job>)`
          : `job ${job.id} has no step of baton's stage (uses: <owner>/baton@… or …/prepare@…)`
        : options.step === undefined
          ? `job ${job.id} has ${steps.length} stage steps: choose one with --step (${steps.map(label).join(', ')})`
          : `job ${job.id} has no stage step ${options.step}; its stage steps: ${steps.map(label).join(', ')}`;
    throw new UserError('usage', which, { where: options.step === undefined ? '--job' : '--step' });
  }
  // What the stage would read besides the prompt: its `vars:` (inputs.<key>, evaluated with the plan of the
  // run: see jobUpstream), and the stages of the jobs it needs, each rendered empty, with the warning a run
  // gives, when neither --run nor --handoff gives it.
  const varsInput = chosen.with[INPUTS.vars];
  // Refused as the stage refuses it, before anything else is read.
  if (varsInput && varsInput.expression === null) parseVars(varsInput.text);
  const step = { index: chosen.index, vars: varsInput };
  const upstream = (given: UpstreamGiven) => jobUpstream(io, { workflow, job, step, actionAt }, given);
  const budgetInput = chosen.with[INPUTS.maxPromptTokens];
  const maxPromptTokens = budgetInput && budgetInput.expression === null ? budgetInput.text : undefined;
  const prompt = chosen.with[INPUTS.prompt];
  const promptFile = chosen.with[INPUTS.promptFile];
  const given = prompt ?? promptFile;
  if (given === undefined)
    throw new UserError('usage', `the stage step of job ${job.id} has no prompt or prompt-file`, {
      where: '--job',
    });
  // A prompt that is one expression is only known once GitHub has evaluated it; one holding ${{ }} is a
  // template around them, whose ${{ }} the run fills in before it renders.
  if (given.expression !== null && (prompt === undefined || isWholeExpression(prompt.text)))
    throw new UserError(
      'usage',
      `the ${prompt ? 'prompt' : 'prompt-file'} of job ${job.id} is an expression (${given.text.trim()}), which GitHub evaluates before baton sees it: render the text it gives with --template`,
      { where: where(workflowFile, given.position) },
    );
  if (prompt === undefined)
    return {
      text: promptFileText(io.cwd, given.text.trim(), where(workflowFile, given.position)),
      source: given.text,
      maxPromptTokens,
      upstream,
    };
  const source = `${where(workflowFile, prompt.position)} jobs.${job.id} prompt`;
  if (prompt.expression === null) return { text: prompt.text, source, maxPromptTokens, upstream };
  return {
    // What is known of the template before its ${{ }} are evaluated: the rest of it, at the same places.
    text: blankExpressions(prompt.text),
    source,
    maxPromptTokens,
    upstream,
    evaluate: (known) => evaluatePrompt(prompt, known, { job, file: workflowFile }),
  };
}

/**
 * The template of a prompt holding `${{ }}`, as the run makes it: its expressions evaluated, as a step's
 * `with:` is, in the contexts the plan knows before the run (the event and git's facts in `github`,
 * `inputs`, `vars`, and `matrix` outside a matrix or in one of one leg: knownToPlan). What only the run
 * knows (`needs`, `steps`, `env`, `secrets`, a leg's `matrix` among several, `github.run_id` …) cannot be
 * filled in here: said, with what to do.
 */
function evaluatePrompt(
  prompt: WorkflowValue,
  { plan, refused }: JobUpstream,
  { job, file }: { job: Job; file: string },
): string {
  const at = where(file, prompt.position);
  const expression = prompt.expression as string;
  const known = plan === undefined ? undefined : knownToPlan(plan, job.id);
  if (known === undefined) {
    throw new UserError(
      'usage',
      `the prompt of job ${job.id} holds \${{ }}, which the render fills in as the run does, from the plan of the run; baton run would refuse ${file}${refused ? ` (${refused})` : ''}`,
      { where: at },
    );
  }
  const unknown = known.unknown(expression);
  if (unknown.length > 0) {
    throw new UserError(
      'usage',
      `the prompt of job ${job.id} reads ${unknown.join(', ')} in \${{ }}, which only a run knows: ${KNOWN_TO_PLAN}; render the text it gives with --template`,
      { where: at },
    );
  }
  return evaluateValue(githubExpressions, prompt, { contexts: known.contexts, where: at });
}

/** What a render fills in of `${{ }}`, said when one reads what it cannot. */
const KNOWN_TO_PLAN =
  "the render fills in what the plan of the run knows before it starts (github's event, repository, ref, sha and actor, inputs, vars, and matrix outside a matrix or in a matrix of one leg)";

/**
 * What the plan of the run knows before it starts, for the `${{ }}` of a step of job `id`: its contexts
 * (knownBeforeRun), and `matrix` when the job has one leg (none outside a matrix), the leg every run of it
 * has; `unknown` lists what an expression reads beyond that.
 */
function knownToPlan(
  plan: Plan,
  id: string,
): { contexts: Contexts; unknown: (expression: string) => string[] } {
  const legs = plan.jobs.find((j) => j.id === id)?.legs;
  const leg = legs !== null && legs !== undefined && legs.length === 1 ? legs[0]! : undefined;
  const contexts = { ...plan.contexts, ...(leg === undefined ? {} : { matrix: matrixContext(leg) }) };
  return {
    contexts,
    unknown: (expression) => [
      ...new Set(
        githubExpressions
          .facts(expression)
          .paths.filter(
            (path) => !(path[0] === 'matrix' ? leg !== undefined : knownBeforeRun(path, contexts)),
          )
          .map((path) => path.join('.')),
      ),
    ],
  };
}

/**
 * A step's `vars:` as its stage reads them (inputs.<key>), `${{ }}` evaluated as the run evaluates them:
 * the whole value first, then read as YAML, when every expression in it is known before the run
 * (knownToPlan); else each key on its own, those whose value reads what only a run knows (or every key, when
 * the plan is not known) left out, each with what it reads (`leftOut`; null when the keys cannot be told
 * before the value is evaluated).
 */
function stepVars(
  value: WorkflowValue | undefined,
  known: ReturnType<typeof knownToPlan> | undefined,
  at: string,
): { vars: Record<string, string>; leftOut: Array<{ key: string; reads: string[] }> | null } {
  if (value === undefined) return { vars: {}, leftOut: [] };
  if (value.expression === null) return { vars: parseVars(value.text), leftOut: [] };
  const evaluate = (each: WorkflowValue) =>
    evaluateValue(githubExpressions, each, { contexts: known!.contexts, where: at });
  if (known !== undefined && known.unknown(value.expression).length === 0)
    return { vars: parseVars(evaluate(value)), leftOut: [] };
  const keys = varsKeys(value.text);
  if (keys === null) return { vars: {}, leftOut: null };
  const vars: Record<string, string> = {};
  const leftOut: Array<{ key: string; reads: string[] }> = [];
  for (const [key, text] of Object.entries(keys)) {
    const expression = interpolationExpression(text);
    const reads = expression === null ? [] : (known?.unknown(expression) ?? []);
    if (expression === null) vars[key] = text;
    else if (known !== undefined && reads.length === 0)
      vars[key] = evaluate({ text, expression, position: value.position });
    else leftOut.push({ key, reads });
  }
  return { vars, leftOut };
}

/** The keys of a `vars:` holding `${{ }}`, read before they are evaluated; null when they cannot be. */
function varsKeys(text: string): Record<string, string> | null {
  try {
    const keys = parseVars(text);
    return Object.keys(keys).some((key) => key.includes('${{')) ? null : keys;
  } catch {
    return null;
  }
}

/** What `--workflow --job` takes from the workflow file: the prompt and what its stage step gives it. */
interface WorkflowPrompt {
  /** The template; for a prompt holding `${{ }}`, what is around them (blanked, at the same places). */
  text: string;
  /** For a prompt holding `${{ }}`: the template, with them evaluated as the run evaluates them. */
  evaluate?: (upstream: JobUpstream) => string;
  source: string;
  maxPromptTokens: string | undefined;
  /** The stages of the jobs the job needs, as its stage would read them (see jobUpstream). */
  upstream: (given: UpstreamGiven) => Promise<JobUpstream>;
}

/** What the render knows of the run whose prompt it renders: what a stored run (--run) was started with, under what is given here. */
export interface UpstreamGiven {
  /** `--input` values, over a stored run's. */
  inputs: Record<string, string>;
  /** The names `--input` gives (a stored run's others are what that run was started with). */
  asked: readonly string[];
  /** A stored run's `--var` values. */
  vars: Record<string, string>;
  /** The event's payload: --event's, else a stored run's; null for the trigger's default one. */
  event: Record<string, unknown> | null;
  eventName: string | undefined;
  /** The facts of a stored run (its repository, sha, ref). */
  facts: RunFacts | undefined;
  /** What git says of the checkout, as `baton run` asks it. */
  checkout: Checkout;
  /** The stage ids each job of a stored run recorded (its run.json), by job id; undefined without --run. */
  ran: ReadonlyMap<string, readonly string[]> | undefined;
  /** The stage ids the prompt names (`stages.<id>`): those a job upstream whose stages are open could record are its. */
  named: readonly string[];
}

/** The stages a prompt of a job reads, each under the job it reads it by, and the jobs upstream whose stages are open. */
export interface JobUpstream {
  /**
   * With a leg's matrix values when the plan knows them (for a leg no record gives), and its place among its
   * job's stages where the workflow text fixes one (the order of `jobs.<id>`).
   */
  stages: Array<{ stage: string; job: string; matrix?: Record<string, unknown>; place?: LegPlace }>;
  /** Jobs upstream whose stages only their run knows, and no stored run gives. */
  open: string[];
  /** The plan `baton run` would make of the file; undefined when it would refuse the file, saying why. */
  plan: Plan | undefined;
  refused?: string;
  /**
   * The workflow's inputs as a run gives them to the prompt (defaults applied, an optional one not given
   * empty, `false` for a boolean), as text; null when the run would refuse the workflow.
   */
  inputs: Record<string, string> | null;
  /** Inputs a run is always given (required, without a default) that were not: where each is declared, and the run's refusal. */
  missingInputs: Array<{ name: string; where: string; message: string }>;
  /** The step's `vars:`, as `inputs.<key>`, over the run's inputs: those the render can know (see stepVars). */
  vars: Record<string, string>;
  /**
   * The event the run is and its payload, as the run gives them to its prompt (`github.event_name`,
   * `github.event`): the one given (--event, a stored run's), else the one made for the trigger (`made`).
   */
  event: { name: string; payload: Record<string, unknown>; made: boolean };
}

/**
 * The stages a prompt of `job` reads, as the run gives them to it (promptUpstream, as the executor): the
 * stages of the jobs it needs, direct or not, by the plan of the workflow (a call's are its called jobs', one
 * per leg of a call with a matrix, read as `jobs.<caller>`), and those a stored run recorded. The plan is
 * made as `baton run` makes it (localPlanOptions: git's facts, a stored run's over them, the files the run
 * reads), with nothing run; when the run would refuse the file, what the file alone tells (no stages of a
 * call), said in a note when a call's are then not known.
 */
async function jobUpstream(
  io: CliIO,
  {
    workflow,
    job,
    step,
    actionAt,
  }: {
    workflow: Workflow;
    job: Job;
    /** The stage step: its index in the job's steps, its `vars:`. */
    step: { index: number; vars: WorkflowValue | undefined };
    actionAt: (path: string) => ActionAt;
  },
  given: UpstreamGiven,
): Promise<JobUpstream> {
  // Git's facts, as `baton run` takes them: for the github context, and for the root the calls are read from.
  const { checkout } = given;
  // The workflows it calls, as the run reads them: the stages of a call are its called jobs'.
  const called = await readProjectCalls(checkout.root ?? io.cwd, workflow, actionAt);
  const files = [workflow, ...[...called.values()].filter((w): w is Workflow => !('unreadable' in w))];
  const project = localPlanOptions({
    cwd: io.cwd,
    // A stored run's facts, over what git says now.
    known: given.facts
      ? { repository: given.facts.repository, sha: given.facts.sha, ref: given.facts.ref }
      : {},
    checkout,
    payload: given.event,
    actionAt,
    calledWorkflows: called,
  });
  // The keys of vars: a run evaluates: all of them when they cannot be told before.
  const varsAt = step.vars === undefined ? '' : where(workflow.fileName, step.vars.position);
  const keys = step.vars?.expression == null ? {} : varsKeys(step.vars.text);
  const isOpenVar = (name: string) => keys === null || keys[name]?.includes('${{') === true;
  let plan: Plan | undefined;
  let refused: UserError | undefined;
  const planOptions = {
    // An --input that gives a key of the step's vars: whose value holds ${{ }} (known only to a run) is no
    // input of the workflow: not the plan's to refuse. The run's refusal of any other is the render's (a
    // stored run's were taken by that run: those its event's payload holds that it does not declare, ignored).
    inputs: Object.fromEntries(
      Object.entries(given.inputs).filter(
        ([name]) => Object.hasOwn(workflow.inputs, name) || (given.asked.includes(name) && !isOpenVar(name)),
      ),
    ),
    event: given.event,
    eventName: given.eventName,
    vars: given.vars,
    // Nothing runs: every secret the files declare is taken as given.
    secretNames: files.flatMap((file) => Object.keys(file.call?.secrets ?? {})),
    ...project,
  };
  try {
    plan = buildPlan(workflow, githubExpressions, planOptions);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    refused = error;
  }
  // The payload is the plan's; when the run would refuse the file, the one it would have been.
  const event =
    plan === undefined
      ? planEvent(workflow, githubExpressions, planOptions)
      : { name: plan.eventName, payload: plan.event, made: given.event === null };
  const problems =
    refused === undefined
      ? { errors: [], step: [] }
      : stepPlanProblems(workflow, githubExpressions, planOptions, { job: job.id, step: step.index });
  // What the run would refuse of the render's own options (its event, its inputs) and of the prompt itself
  // (its template, as baton run and baton lint check it): said as the run says it, and nothing rendered.
  const stops = problems.errors.filter(
    (problem) =>
      RENDER_STOPS.includes(problem.code) ||
      (PROMPT_CHECKS.includes(problem.code) && problems.step.includes(problem)),
  );
  if (stops.length > 0) {
    const n = stops.length;
    throw new UserError(
      'plan-rejected',
      `${workflow.fileName}: ${n} problem${n === 1 ? '' : 's'}; baton run would refuse it, so no prompt of job ${job.id} is rendered`,
      { details: stops.map((p) => oneLine(`${p.path}: ${p.message}`)) },
    );
  }
  // The inputs a run is always given that were not (required, without a default), as the plan says them;
  // what the prompt reads of them is the render's to say.
  const missing =
    refused === undefined
      ? []
      : problems.errors
          .filter((problem) => problem.code === PLAN_PROBLEMS.inputMissing)
          .flatMap((problem) => {
            const input = Object.values(workflow.inputs).find(
              (each) => where(workflow.fileName, each.position) === problem.path,
            );
            return input === undefined
              ? []
              : [{ name: input.name, where: problem.path, message: problem.message }];
          });
  const planned = plan?.jobs.find((j) => j.id === job.id);
  const jobs = planned?.stageUpstream ?? transitiveNeeds(workflow, job.id);
  const stagesOf = (id: string): string[] | null => {
    if (plan !== undefined) return plan.jobs.find((j) => j.id === id)?.stages ?? null;
    const each = workflow.jobs.find((j) => j.id === id);
    return each === undefined ? null : stageIdsBeforeRun(each, githubExpressions).stages;
  };
  const calls = jobs.filter((id) => {
    const each = workflow.jobs.find((j) => j.id === id);
    return each?.uses != null && !callsStageWorkflow(each);
  });
  if (refused !== undefined && given.ran === undefined && calls.length > 0) {
    const [first = refused.message, ...more] = refused.details;
    io.stderr(
      `note: the stages of the jobs that ${calls.join(', ')} call${calls.length === 1 ? 's' : ''} are not known here: baton run would refuse ${workflow.fileName} (${first}${more.length > 0 ? `; and ${more.length} more` : ''}); give them with --handoff <stage>@${calls[0]}=<file>, or --run <run>\n`,
    );
  }
  const byId = new Map((plan?.jobs ?? []).map((j) => [j.id, j]));
  // A call whose stages are not all known: those of its jobs that are (stageSources), as the run reads them.
  const sourcesOf = (id: string) => {
    const job = byId.get(id);
    return job === undefined ? [id] : stageSources(job, byId);
  };
  const upstream = promptUpstream(
    jobs,
    (id) => sourcesOf(id).flatMap((part) => [stagesOf(part), given.ran?.get(part)]),
    {
      matrixOf: (stage) => plan?.stageMatrices.get(stage),
      // In the order of jobs.<id> the run gives the prompt (legPlacesFor, as the executor).
      ...(plan !== undefined && planned !== undefined ? { placeOf: legPlacesFor(plan, planned) } : {}),
    },
  );
  // A job whose stages only its run knows (a call whose matrix comes from a needs output, say), which --run
  // does not give: open, as the plan takes it. A stage the prompt names that it could record is read as its,
  // as a stage that did not run, and `jobs.<id>` is there.
  const open = jobs
    .filter((id) => given.ran?.get(id) === undefined && stagesOf(id) === null)
    .map((id) => ({ id, job: byId.get(id) }))
    .filter(
      (each): each is { id: string; job: PlannedJob } => each.job !== undefined && each.job.skip === null,
    )
    .map(({ id, job }) => ({ id, startsFrom: openStageIds(job, byId) }))
    .filter((each) => each.startsFrom.length > 0);
  for (const { id } of open)
    io.stderr(
      `note: stages of ${id} are known only when it runs: give --run, or --handoff <stage>@${id}=<file>\n`,
    );
  const listed = new Set(upstream.map((u) => u.stage));
  for (const stage of given.named) {
    const owner = open.find((each) => namesOpenStage(each.startsFrom, stage));
    if (owner === undefined || listed.has(stage)) continue;
    listed.add(stage);
    upstream.push({ stage, job: owner.id });
  }
  // The keys of vars: only a run knows, unless --input (or a stored run) gives them: said, with what to do.
  const vars = stepVars(step.vars, plan === undefined ? undefined : knownToPlan(plan, job.id), varsAt);
  const leftOut = vars.leftOut?.filter(({ key }) => !Object.hasOwn(given.inputs, key)) ?? null;
  if (leftOut === null || leftOut.length > 0) {
    const why =
      plan === undefined
        ? `baton run would refuse ${workflow.fileName}${refused === undefined ? '' : ` (${refused.details[0] ?? refused.message})`}, so the plan a render evaluates \${{ }} in is not known`
        : `only a run knows what ${leftOut?.length === 1 ? 'its' : 'their'} \${{ }} read${leftOut?.length === 1 ? 's' : ''}`;
    io.stderr(
      leftOut === null
        ? `warning: ${varsAt}: the keys of the step's vars: are left out here, which cannot be told before its \${{ }} are evaluated: ${why}; give them with --input <key>=<value>\n`
        : `warning: ${varsAt}: the step's vars: ${leftOut.map(({ key, reads }) => (reads.length === 0 ? key : `${key} (reads ${reads.join(', ')})`)).join(', ')} left out here: ${why}; give ${leftOut.length === 1 ? 'it' : 'them'} with --input ${leftOut[0]!.key}=<value>\n`,
    );
  }
  return {
    stages: upstream,
    vars: vars.vars,
    open: open.map((each) => each.id),
    plan,
    ...(refused === undefined ? {} : { refused: refused.details[0] ?? refused.message }),
    // As the run gives them to the prompt: typed, then as text.
    inputs:
      plan === undefined
        ? null
        : Object.fromEntries(Object.entries(plan.inputs).map(([name, value]) => [name, String(value)])),
    missingInputs: missing,
    event,
  };
}

/**
 * What the plan refuses a run for that a render refuses too, wherever the prompt is: how the run is started
 * (an event that is not a trigger of the workflow, an input it does not take or would refuse).
 */
const RENDER_STOPS: readonly string[] = [
  PLAN_PROBLEMS.eventNotTrigger,
  PLAN_PROBLEMS.inputUnknown,
  PLAN_PROBLEMS.inputInvalid,
];

/**
 * What the plan refuses in the prompt of the step rendered that a render refuses too: what its template
 * reads (as baton run and baton lint check it) and a prompt-file that is not there. Not what the step lacks
 * on GitHub around the prompt (a checkout, a `needs` input): baton lint says that.
 */
const PROMPT_CHECKS: readonly string[] = [
  PLAN_PROBLEMS.templateInvalid,
  PLAN_PROBLEMS.templateKey,
  PLAN_PROBLEMS.templateDataKey,
  PLAN_PROBLEMS.templateStage,
  PLAN_PROBLEMS.promptFileMissing,
];

/**
 * A step's `prompt-file`, read as the run reads it (local-executor.ts): inside the project, through no link,
 * a regular file of at most LIMITS.templateBytes, UTF-8. Said at the input, as the run's refusal is, and
 * with its exit (1): the file is what is checked, and at fault (too large, UTF-16, a link), as a template
 * file given to `baton render` is.
 */
function promptFileText(projectDir: string, file: string, at: string): string {
  try {
    return readWorkspaceTextSync(projectDir, file, LIMITS.templateBytes);
  } catch (error) {
    if (!(error instanceof Error) || error instanceof UserError) throw error;
    throw new UserError(PLAN_PROBLEMS.actionInputInvalid, `prompt-file ${file}: ${error.message}`, {
      where: at,
    });
  }
}
