import { parse as parseYaml } from 'yaml';
import { githubExpressions } from '../../src/adapters/github/expressions.js';
import type { Contexts, EvaluateOptions } from '../../src/core/workflow/expressions.js';
import { interpolationExpression } from '../../src/core/workflow/interpolation.js';
import { type ActionName, JOB_SECRETS, type Job, type StepResult } from './actions-runner.js';

/**
 * Drive one job of a workflow file through the actions runner (actions-runner.ts) as GitHub's runner would:
 * the job's `if:` against `needs`, then each step — `uses: ./`, `./prepare`, `./capture`, `./report` run
 * as bundled actions, `run:` steps in bash, `actions/checkout` through the caller — with `${{ }}` in `if:`,
 * `with:`, `env:`, `run:` and the job's `outputs:` evaluated by GitHub's own expression evaluator
 * (@actions/expressions). It exists to prove a workflow file (the repository's e2e.yml, a routing
 * recipe) works end to end against baton's bundles; anything it does not model fails loudly rather than being
 * skipped.
 */

/** What a job left: its result, its `outputs:`, and each step's result by step index. */
export interface DrivenJob {
  result: 'success' | 'failure' | 'skipped';
  outputs: Record<string, string>;
  steps: StepResult[];
}

interface StepDefinition {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  [other: string]: unknown;
}

interface JobDefinition {
  needs?: string | string[];
  if?: string;
  outputs?: Record<string, string>;
  env?: Record<string, unknown>;
  steps: StepDefinition[];
}

const LOCAL_ACTIONS: Record<string, ActionName> = {
  './': 'stage',
  '.': 'stage',
  './prepare': 'prepare',
  './capture': 'capture',
  './report': 'report',
};

const STEP_KEYS = new Set(['id', 'name', 'if', 'uses', 'run', 'with', 'env']);

export interface DriveOptions {
  /** The workflow file's text. */
  workflow: string;
  jobId: string;
  /** Results of the jobs this one needs. */
  needs: Record<string, DrivenJob>;
  /** Creates the job's runner (only when the job runs). */
  newJob: () => Promise<Job>;
  /** What `actions/checkout` does: fill the workspace. */
  checkout?: (workspace: string) => Promise<void>;
  /**
   * The run's event as the expressions see it: its name (`github.event_name`, default `workflow_dispatch`),
   * payload (`github.event`) and `inputs` context (a dispatch's inputs, typed as declared). The job's runner
   * (`newJob`) must be given the same name and payload, for the bundled actions to read.
   */
  event?: { name: string; payload: Record<string, unknown>; inputs?: Record<string, unknown> };
  /** Run only the job's first steps, when those after them need GitHub itself (an upload, a push). */
  stepCount?: number;
  /** The `secrets` context: the runner evaluates `${{ secrets.X }}` in `env:`, `with:`, … into the value. */
  secrets?: Record<string, string>;
  /**
   * Variables the runner sets for every step, over the job runner's own (`GITHUB_API_URL` of a local API
   * server, for the report's comment): what a JavaScript action's artifact variables would otherwise set.
   */
  runnerEnv?: Record<string, string>;
}

export function workflowJobs(workflow: string): Record<string, JobDefinition> {
  return (parseYaml(workflow) as { jobs: Record<string, JobDefinition> }).jobs;
}

/** The workflow's own `env:`, under every job's. */
function workflowEnv(workflow: string): Record<string, unknown> | undefined {
  return (parseYaml(workflow) as { env?: Record<string, unknown> }).env;
}

export async function driveJob(options: DriveOptions): Promise<DrivenJob> {
  const definition = workflowJobs(options.workflow)[options.jobId];
  if (!definition) throw new Error(`driver: no job ${options.jobId}`);
  const needed = typeof definition.needs === 'string' ? [definition.needs] : (definition.needs ?? []);
  for (const need of needed) {
    if (!options.needs[need])
      throw new Error(`driver: job ${options.jobId} needs ${need}, which was not given`);
  }
  const needs = Object.fromEntries(
    needed.map((id) => [id, { result: options.needs[id]!.result, outputs: options.needs[id]!.outputs }]),
  );
  const needsSucceeded = needed.every((id) => options.needs[id]!.result === 'success');
  const jobContexts: Contexts = {
    github: githubContext(options.jobId, options.event),
    needs,
    matrix: null,
    inputs: options.event?.inputs ?? {},
    secrets: options.secrets ?? {},
  };
  if (!condition(definition.if, jobContexts, () => needsSucceeded)) {
    return { result: 'skipped', outputs: {}, steps: [] };
  }

  const job = await options.newJob();
  const steps: Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }> = {};
  const results: StepResult[] = [];
  let failed = false;
  const env = { ...workflowEnv(options.workflow), ...definition.env };
  for (const [index, step] of definition.steps.slice(0, options.stepCount).entries()) {
    const unknown = Object.keys(step).filter((key) => !STEP_KEYS.has(key));
    if (unknown.length > 0)
      throw new Error(`driver: step ${index + 1} uses ${unknown.join(', ')}, not modelled`);
    const contexts: Contexts = {
      ...jobContexts,
      steps,
      runner: { temp: job.runnerTemp, os: 'Linux' },
      env: stringMap(env, jobContexts),
    };
    if (!condition(step.if, contexts, () => !failed)) continue;
    // GITHUB_ACTION is the step's id when it has one (the runner makes up a `__…` name otherwise).
    const stepEnv = {
      GITHUB_ACTION: step.id ?? (step.uses === undefined ? '__run' : '__self'),
      ...stringMap(env, contexts),
      // What an earlier step set through GITHUB_ENV is over the job's and the workflow's env:, and under the
      // step's own, as on GitHub (the runner keeps both in one table of the job's variables).
      ...job.exported,
      ...stringMap(step.env, contexts),
      ...options.runnerEnv,
    };
    let result: StepResult;
    if (step.uses?.startsWith('actions/checkout@')) {
      await options.checkout?.(job.workspace);
      continue;
    } else if (step.uses !== undefined) {
      const action = LOCAL_ACTIONS[step.uses];
      if (!action) throw new Error(`driver: uses: ${step.uses} is not modelled`);
      result = await job.uses(action, stringMap(step.with, contexts), stepEnv);
    } else if (step.run !== undefined) {
      result = await job.run(interpolate(step.run, contexts), stepEnv);
    } else {
      throw new Error(`driver: step ${index + 1} has neither uses nor run`);
    }
    results.push(result);
    const outcome = result.exitCode === 0 ? 'success' : 'failure';
    if (outcome === 'failure') failed = true;
    if (step.id) steps[step.id] = { outputs: result.outputs, outcome, conclusion: outcome };
  }
  const contexts: Contexts = { ...jobContexts, steps };
  return {
    result: failed ? 'failure' : 'success',
    outputs: stringMap(definition.outputs, contexts),
    steps: results,
  };
}

function githubContext(job: string, event: DriveOptions['event']): Record<string, unknown> {
  return {
    run_id: '4242',
    run_attempt: '1',
    job,
    ref: 'refs/heads/main',
    repository: 'octo/demo',
    event_name: event?.name ?? 'workflow_dispatch',
    event: event?.payload ?? {},
    token: JOB_SECRETS.GITHUB_TOKEN,
  };
}

function evaluateOptions(contexts: Contexts, succeeded: () => boolean): EvaluateOptions {
  return {
    contexts,
    status: { success: () => succeeded(), failure: () => !succeeded(), cancelled: () => false },
  };
}

/** An `if:` (with or without `${{ }}`); GitHub's default is `success()`. */
function condition(text: string | undefined, contexts: Contexts, succeeded: () => boolean): boolean {
  if (text === undefined) return succeeded();
  const expression = interpolationExpression(String(text)) ?? String(text);
  return githubExpressions.evaluateTruthy(expression, evaluateOptions(contexts, succeeded));
}

function interpolate(text: string, contexts: Contexts): string {
  const expression = interpolationExpression(text);
  if (expression === null) return text;
  return githubExpressions.evaluateString(
    expression,
    evaluateOptions(contexts, () => true),
  );
}

/** A `with:`/`env:`/`outputs:` map as the runner passes it: every value a string, `${{ }}` evaluated. */
function stringMap(values: Record<string, unknown> | undefined, contexts: Contexts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [name, interpolate(String(value), contexts)]),
  );
}
