import { INPUTS, PRESET_ENV, STAGE_WORKFLOW_JOB, STAGE_WORKFLOW_OWN_INPUTS } from '../names.js';
import { AGENT_PRESET_NAMES, AGENT_PRESETS } from '../presets.js';
import { callsStageWorkflow } from './baton-actions.js';
import type { Job, Position, Step, ValueMap, ValueNode, Workflow, WorkflowValue } from './model.js';

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
export function withStageWorkflowJobs(workflow: Workflow): Workflow {
  if (!workflow.jobs.some(callsStageWorkflow)) return workflow;
  return {
    ...workflow,
    jobs: workflow.jobs.map((job) => (callsStageWorkflow(job) ? stageWorkflowJob(job) : job)),
  };
}

/** An exact version, as baton-stage.yml's install step requires of `agent-version` (a test compares them). */
export const EXACT_VERSION = /^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/;

/** The secrets baton-stage.yml declares: each preset's credentials (a test compares them). */
export const STAGE_WORKFLOW_SECRETS: readonly string[] = AGENT_PRESET_NAMES.flatMap((name) => [
  ...AGENT_PRESETS[name].keyEnv,
]);

/** The step id of the stage inside baton-stage.yml, whose outputs are the workflow's. */
const STAGE_STEP_ID = 'stage';
/** baton-stage.yml's default `timeout-minutes`. */
const DEFAULT_TIMEOUT_MINUTES = 60;
/** The workflow's outputs, each the stage step's output of the same name. */
const STAGE_WORKFLOW_OUTPUTS = ['status', 'next', 'present', 'data', 'sha256', 'artifact-id'] as const;
/** The root action's inputs the workflow passes on, under the same name (a test keeps them in step). */
export const STAGE_WORKFLOW_PASSED_INPUTS = [
  INPUTS.stage,
  INPUTS.prompt,
  INPUTS.promptFile,
  INPUTS.agent,
  INPUTS.run,
  INPUTS.needs,
  INPUTS.handoff,
  INPUTS.onInvalid,
  INPUTS.dataSchema,
  INPUTS.vars,
  INPUTS.verify,
  INPUTS.attempts,
  INPUTS.maxHandoffs,
  INPUTS.maxPromptTokens,
  INPUTS.redact,
  INPUTS.retentionDays,
  INPUTS.workingDirectory,
] as const;

function stageWorkflowJob(job: Job): Job {
  const uses = job.uses as NonNullable<Job['uses']>;
  const at = uses.position;
  const given = job.with;
  const stepWith: ValueMap = {};
  for (const name of STAGE_WORKFLOW_PASSED_INPUTS) {
    const value = given[name];
    if (value !== undefined) stepWith[name] = value;
  }
  const env: ValueMap = {};
  const model = given.model;
  if (model !== undefined) env[PRESET_ENV.model] = model;
  const agentArgs = given[STAGE_WORKFLOW_OWN_INPUTS.agentArgs];
  if (agentArgs !== undefined) env[PRESET_ENV.args] = agentArgs;
  const agent = given[INPUTS.agent];
  for (const preset of AGENT_PRESET_NAMES) {
    for (const key of AGENT_PRESETS[preset].keyEnv) {
      const secret = passedSecret(job, key);
      if (secret === null || agent === undefined) continue;
      // `${{ inputs.agent == '<preset>' && secrets.<key> || '' }}`, with the calling job's values.
      const expression = `(${expressionOf(agent)}) == '${preset}' && (${secret}) || ''`;
      env[key] = { text: `\${{ ${expression} }}`, expression, position: at };
    }
  }
  const step: Step = {
    index: 0,
    id: STAGE_STEP_ID,
    name: null,
    if: { expression: 'success()', text: null, position: null },
    run: null,
    // Its root action, at the ref the workflow was called at: `baton-dev/baton@<sha>`, or `./` inside baton.
    uses: { text: rootActionOf(uses.text.trim()), position: at },
    with: stepWith,
    env,
    shell: null,
    workingDirectory: null,
    continueOnError: false,
    timeoutMinutes: null,
    position: at,
  };
  const outputs: ValueMap = {};
  for (const name of STAGE_WORKFLOW_OUTPUTS) {
    const expression = `steps.${STAGE_STEP_ID}.outputs['${name}']`;
    outputs[name] = { text: `\${{ ${expression} }}`, expression, position: at };
  }
  return {
    ...job,
    env: {},
    outputs,
    timeoutMinutes: timeoutOf(given['timeout-minutes'], at),
    defaults: null,
    steps: [step],
    stageWorkflow: true,
  };
}

/** The expression a secret passed to the workflow has in the calling job, or null when it is not passed. */
function passedSecret(job: Job, name: string): string | null {
  if (job.secrets === 'inherit') return `secrets.${name}`;
  const value = job.secrets[name];
  return value === undefined ? null : expressionOf(value);
}

/** A value as an expression: its own, or its literal text as a string. */
function expressionOf(value: WorkflowValue): string {
  return value.expression ?? `'${value.text.replaceAll("'", "''")}'`;
}

function timeoutOf(value: WorkflowValue | undefined, at: Position): ValueNode {
  if (value === undefined) return { kind: 'literal', value: DEFAULT_TIMEOUT_MINUTES, position: at };
  if (value.expression !== null)
    return { kind: 'expression', expression: value.expression, text: value.text, position: value.position };
  const text = value.text.trim();
  // A `type: number` input: a number as written, anything else as text (refused as a timeout by the plan).
  const number = text === '' ? Number.NaN : Number(text);
  return { kind: 'literal', value: Number.isFinite(number) ? number : text, position: value.position };
}

/** `<owner>/baton/.github/workflows/baton-stage.yml@<ref>` → `<owner>/baton@<ref>`; `./.github/…` → `./`. */
function rootActionOf(uses: string): string {
  if (uses.startsWith('./')) return './';
  const at = uses.indexOf('@');
  const [owner = '', repo = ''] = uses.slice(0, at).split('/');
  return `${owner}/${repo}${uses.slice(at)}`;
}

/**
 * Whether a job's prompt is held to what its `needs` input reaches: it calls the stage workflow, and no job
 * of the calling workflow is named as the workflow's own job (`stage`). Inside the called workflow the
 * action looks for its job (`stage`) in the calling workflow's file; when a job there has that name, it
 * takes that job's `needs:` instead of the input, which this does not predict.
 */
export function appliesNeedsInputRule(workflow: Workflow, job: Job): boolean {
  return callsStageWorkflow(job) && !workflow.jobs.some((j) => j.id === STAGE_WORKFLOW_JOB);
}

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
export function readableInStageWorkflow(
  needsInput: WorkflowValue | undefined,
  ownerOf: (stage: string) => StageOwnerFacts | undefined,
): Set<string> | null {
  const named = (value: WorkflowValue | undefined): string[] | null =>
    value === undefined ? [] : value.expression !== null ? null : value.text.split(/[\s,]+/).filter(Boolean);
  const first = named(needsInput);
  if (first === null) return null;
  const readable = new Set<string>();
  const queue = [...first];
  for (let stage = queue.pop(); stage !== undefined; stage = queue.pop()) {
    if (readable.has(stage)) continue;
    readable.add(stage);
    const owner = ownerOf(stage);
    if (owner === undefined) continue;
    const more = owner.callsStageWorkflow ? named(owner.needsInput) : owner.upstreamStages;
    if (more === null) return null;
    queue.push(...more);
  }
  return readable;
}

/** The message for a stage (or `jobs.<id>`) a stage run by the stage workflow names and cannot read on GitHub. */
export function unreadableInStageWorkflow(
  what: string,
  add: string,
  job: string,
  needsInput: WorkflowValue | undefined,
): string {
  return `${what}: on GitHub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add ${add} to with.needs of job '${job}' (now: ${needsInput?.text.trim() || 'none'})`;
}
