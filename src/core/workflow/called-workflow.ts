import { UserError } from '../errors.js';
import { PLAN_PROBLEMS } from '../names.js';
import type { ExpressionEngine } from '../ports.js';
import type { Problem } from '../problem.js';
import { didYouMeanAside } from '../suggest.js';
import { callLimit, type PermissionLimit, permissionLevels, permissionsBeyond } from './call-permissions.js';
import type { EvaluateOptions } from './expressions.js';
import type { DispatchInput, Job, Workflow, WorkflowCall, WorkflowValue } from './model.js';
import { describeNeedsPath, jobsInNeedsOrder, needsPath, upstreamOfEveryJob } from './needs.js';
import type { OptionWords } from './option-words.js';
import { withStageWorkflowJobs } from './stage-workflow.js';
import { where } from './workflow-problems.js';

/**
 * Calls of local reusable workflows (`jobs.<id>.uses: ./.github/workflows/<file>.yml`), as `baton run` runs
 * them: expanded into the run's DAG before it starts. A called workflow's jobs get ids `<caller>/<job>`
 * (`build/compile`; `/` is in no GitHub job id, so they never collide with the caller's jobs), start once
 * the call starts (its caller's needs done and its `if:` holding) and the caller finishes when they have.
 * A call with a matrix runs them once per leg, as `<leg>/<job>` (`deploy-staging/review`: execute.ts).
 */

/** What the called workflows read as: the workflow, or why it could not be read. By repository path. */
export type CalledWorkflows = ReadonlyMap<string, Workflow | { unreadable: string }>;

/** GitHub connects at most ten levels of workflows: the top-level caller and nine called ones. */
export const MAX_WORKFLOW_LEVELS = 10;

/** Where GitHub requires a local reusable workflow to be. */
const WORKFLOWS_DIRECTORY = '.github/workflows/';

/** `./.github/workflows/x.yml` → `.github/workflows/x.yml`; null for what names no path of this repository. */
export function localWorkflowPath(uses: string): string | null {
  const text = uses.trim();
  if (!text.startsWith('./')) return null;
  const parts: string[] = [];
  for (const part of text.slice(2).split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** The id a job's stages start from (`build-compile` for `build/compile`): stage ids hold no `/`. */
export function stageJobId(jobId: string): string {
  return jobId.replaceAll('/', '-');
}

/** The job id as its own workflow names it: `compile` for `build/compile`. */
export function ownJobId(jobId: string): string {
  return jobId.slice(jobId.lastIndexOf('/') + 1);
}

/**
 * Each of `ids` followed by the jobs its call runs, if it is one (and theirs, for a call inside it): where a
 * call counts, its jobs count too (a job after it is judged on them, reads their stages).
 */
export function withCalledJobs(
  ids: readonly string[],
  callOf: (id: string) => { jobs: readonly string[] } | null | undefined,
): string[] {
  return ids.flatMap((id) => [id, ...withCalledJobs(callOf(id)?.jobs ?? [], callOf)]);
}

/** One job of the run once the calls are expanded. */
export interface ExpandedJob {
  /** `build` at the top, `build/compile` in the workflow `build` calls. */
  id: string;
  job: Job;
  /** The workflow file the job is written in. */
  workflow: Workflow;
  /** The job whose call runs this job's workflow, or null at the top. */
  calledBy: string | null;
  /** Direct needs, as ids of the run. */
  needs: string[];
  /** Every job upstream inside its own workflow, as ids of the run. */
  upstream: string[];
  /** For a job that calls a local reusable workflow: that workflow, and the ids of its jobs. */
  call: { path: string; workflow: Workflow; jobs: string[] } | null;
  /** Why a `uses:` job does not run here (a workflow of another repository). */
  skip: string | null;
}

/** The names of the secrets a run has, and the words its messages name options in. */
interface RunSecrets {
  names: readonly string[];
  words: OptionWords;
}

/**
 * The run's jobs in an order where each comes after what it needs and after its caller, each caller's
 * called jobs right after it; problems of the calls (and the called files' own problems) added to
 * `problems`, each with the file:line:col it is about.
 */
export function expandCalls(
  root: Workflow,
  called: CalledWorkflows,
  /** What the run has; null when not known (lint): `secrets: inherit` is then not checked. */
  run: RunSecrets | null,
  problems: Problem[],
): ExpandedJob[] {
  const out: ExpandedJob[] = [];
  const reported = new Set<string>([root.fileName]);
  const expand = (
    workflow: Workflow,
    prefix: string,
    calledBy: string | null,
    chain: string[],
    /** What the call running `workflow` lets its jobs' tokens do (null: not bounded here). */
    limit: PermissionLimit | null,
  ) => {
    const upstream = upstreamOfEveryJob(workflow);
    const known = new Set(workflow.jobs.map((job) => job.id));
    for (const job of jobsInNeedsOrder(workflow)) {
      const id = `${prefix}${job.id}`;
      const entry: ExpandedJob = {
        id,
        job,
        workflow,
        calledBy,
        needs: job.needs.filter((n) => known.has(n.id)).map((n) => `${prefix}${n.id}`),
        upstream: (upstream.get(job.id) ?? []).map((u) => `${prefix}${u}`),
        call: null,
        skip: null,
      };
      out.push(entry);
      if (job.uses === null || job.stageWorkflow === true) continue;
      const uses = job.uses.text.trim();
      const path = localWorkflowPath(uses);
      const problem = (message: string) =>
        problems.push({
          code: PLAN_PROBLEMS.workflowCallInvalid,
          severity: 'error',
          path: where(workflow.fileName, job.uses?.position ?? job.position),
          message: `jobs.${job.id}: ${message}`,
        });
      if (path === null) {
        entry.skip = `${uses}: reusable workflows of other repositories do not run locally`;
        continue;
      }
      if (!path.startsWith(WORKFLOWS_DIRECTORY) || path.slice(WORKFLOWS_DIRECTORY.length).includes('/')) {
        problem(
          `uses: ${uses}: a reusable workflow of this repository must be a file of ${WORKFLOWS_DIRECTORY} (./${WORKFLOWS_DIRECTORY}<file>.yml), as GitHub requires`,
        );
        continue;
      }
      const seen = chain.indexOf(path);
      if (seen >= 0) {
        problem(`uses: ${uses}: calls form a cycle: ${[...chain.slice(seen), path].join(' → ')}`);
        continue;
      }
      if (chain.length >= MAX_WORKFLOW_LEVELS) {
        problem(
          `uses: ${uses}: too deep: ${[...chain, path].join(' → ')}; GitHub connects at most ${MAX_WORKFLOW_LEVELS} levels of workflows (the caller and ${MAX_WORKFLOW_LEVELS - 1} called ones)`,
        );
        continue;
      }
      const loaded = called.get(path);
      if (loaded === undefined || 'unreadable' in loaded) {
        problem(`uses: ${uses}: ${loaded?.unreadable ?? 'the workflow was not read'}`);
        continue;
      }
      if (!reported.has(loaded.fileName)) {
        reported.add(loaded.fileName);
        problems.push(...loaded.problems);
      }
      if (loaded.call === undefined) {
        // A file whose on: could not be read (not YAML, no on:) has said why above: that is its problem.
        const unread =
          Object.keys(loaded.on).length === 0 && loaded.problems.some((p) => p.severity === 'error');
        if (!unread)
          problem(
            `uses: ${uses}: ${path} is not a reusable workflow: its on: has no workflow_call, and GitHub calls only a workflow whose on: has workflow_call`,
          );
        continue;
      }
      checkCallArguments(workflow, job, path, loaded.call, run, problems);
      const callsWith = callLimit(job, workflow, limit);
      checkCalledPermissions(loaded, uses, callsWith, problems);
      const calledWorkflow = withStageWorkflowJobs(loaded);
      entry.call = { path, workflow: calledWorkflow, jobs: [] };
      const first = out.length;
      expand(calledWorkflow, `${id}/`, id, [...chain, path], callsWith);
      entry.call.jobs = out
        .slice(first)
        .filter((inner) => inner.calledBy === id)
        .map((inner) => inner.id);
    }
  };
  expand(root, '', null, [localWorkflowPath(`./${root.fileName}`) ?? root.fileName], null);
  return out;
}

/**
 * GitHub refuses a call whose workflow's `permissions:`, or a job's of it, asks for more than the call
 * allows (PermissionsHelper.ValidateEmbeddedPermissions), before any of its jobs runs: at the permissions.
 */
function checkCalledPermissions(
  called: Workflow,
  uses: string,
  limit: PermissionLimit | null,
  problems: Problem[],
): void {
  if (limit === null) return;
  const check = (node: Job['permissions'], what: string) => {
    const requested = permissionLevels(node);
    const beyond = requested === null ? null : permissionsBeyond(requested, limit.levels);
    if (node === null || beyond === null) return;
    const path = where(called.fileName, node.position);
    const message = `${what} is ${beyond} by ${limit.from}, which calls it (uses: ${uses}); GitHub refuses the call. Ask for no more than the caller allows, or give the calling job the permissions`;
    // A file called twice under one limit: said once.
    if (problems.some((p) => p.path === path && p.message === message)) return;
    problems.push({ code: PLAN_PROBLEMS.workflowCallInvalid, severity: 'error', path, message });
  };
  check(called.permissions, 'the workflow');
  for (const job of called.jobs) check(job.permissions, `the nested job '${job.id}'`);
}

/**
 * What GitHub refuses of a call before it runs: an input or a secret the called workflow does not declare,
 * a required one not given, an input written as a literal of the wrong type.
 */
function checkCallArguments(
  workflow: Workflow,
  job: Job,
  path: string,
  call: WorkflowCall,
  run: RunSecrets | null,
  problems: Problem[],
): void {
  const at = (position: { line: number; column: number } | undefined) =>
    where(workflow.fileName, position ?? job.uses?.position ?? job.position);
  const push = (path: string, message: string) =>
    problems.push({
      code: PLAN_PROBLEMS.workflowCallInvalid,
      severity: 'error',
      path,
      message: `jobs.${job.id}: ${message}`,
    });
  const declared = Object.keys(call.inputs);
  for (const [name, value] of Object.entries(job.with)) {
    const input = declaredInput(call, name);
    if (input === undefined) {
      push(
        at(value.keyPosition ?? value.position),
        `with.${name}: ${path} declares no such input (on.workflow_call.inputs)${didYouMeanAside(name, declared)}; its inputs: ${declared.join(', ') || '(none)'}`,
      );
      continue;
    }
    const refused = literalInputTypeProblem(input, name, value, path);
    if (refused !== null) push(at(value.position), refused);
  }
  for (const input of Object.values(call.inputs)) {
    // GitHub checks `required` after applying defaults: a required input with a default is still required.
    if (!input.required || givenInput(job.with, input.name) !== undefined) continue;
    push(
      at(job.uses?.position),
      `input '${input.name}' is required by ${path} (on.workflow_call.inputs.${input.name}); give it in with:${input.default === null ? '' : ' (GitHub requires it of every call, its default notwithstanding)'}`,
    );
  }
  const secrets = Object.keys(call.secrets);
  if (job.secrets === 'inherit') {
    if (run === null) return;
    const have = new Set(run.names.map((name) => name.toUpperCase()));
    for (const [name, secret] of Object.entries(call.secrets)) {
      if (!secret.required || have.has(name.toUpperCase())) continue;
      push(
        at(job.uses?.position),
        `secret ${name} is required by ${path} and passed by secrets: inherit, but this run has no ${name}; pass ${run.words.passSecret(name)} (with ${name} set in the environment)`,
      );
    }
    return;
  }
  const given = new Set(Object.keys(job.secrets).map((name) => name.toUpperCase()));
  for (const [name, value] of Object.entries(job.secrets)) {
    if (secrets.some((s) => s.toUpperCase() === name.toUpperCase())) continue;
    push(
      at(value.keyPosition ?? value.position),
      `secrets.${name}: ${path} declares no such secret (on.workflow_call.secrets)${didYouMeanAside(name, secrets)}; its secrets: ${secrets.join(', ') || '(none)'}`,
    );
  }
  for (const [name, secret] of Object.entries(call.secrets)) {
    if (!secret.required || given.has(name.toUpperCase())) continue;
    push(
      at(job.uses?.position),
      `secret ${name} is required by ${path} (on.workflow_call.secrets.${name}); pass it in secrets: (or secrets: inherit)`,
    );
  }
}

/**
 * What GitHub refuses of a `with.<name>` value written as a literal, given the called workflow's declared
 * input (`typedInput`: a string for a `number` or `boolean` input), as `with.<name>: …`; null when it takes
 * it, or when the value is an expression, whose type only its result has (the run checks it then). `path`
 * names the called workflow in the message.
 */
export function literalInputTypeProblem(
  input: Pick<DispatchInput, 'name' | 'type'>,
  name: string,
  value: WorkflowValue,
  path: string,
): string | null {
  if (value.expression !== null) return null;
  try {
    typedInput(input, literalInputValue(value), path);
    return null;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return `with.${name}: ${error.message}`;
  }
}

/** A literal `with:` value as GitHub reads it: of the YAML type it was written as (`3`, `"3"`, `true`). */
export function literalInputValue(value: WorkflowValue): string | number | boolean | null {
  switch (value.literal) {
    case 'number':
      return Number(value.text);
    case 'boolean':
      return value.text === 'true';
    case 'null':
      return null;
    default:
      return value.text;
  }
}

/**
 * A `with:` value (as written, or an expression's result) as the called workflow's `inputs` context has it,
 * checked as GitHub checks it (TemplateEvaluator): a `number` input takes only a number and a `boolean` one
 * only a boolean — a string `"3"` or `${{ '7' }}` is refused ("Unexpected value '3'"), nothing is converted
 * to them; a `string` one takes any scalar, as its text. A UserError saying what was wrong otherwise.
 */
export function typedInput(
  input: Pick<DispatchInput, 'name' | 'type'>,
  value: unknown,
  path: string,
): string | number | boolean {
  const shown =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const refuse = (want: string, example: string) => {
    const kind =
      value === null || value === undefined ? 'null' : typeof value === 'string' ? 'a string' : typeof value;
    return new UserError(
      'input-invalid',
      `input '${input.name}' of ${path} is a ${want}; got ${JSON.stringify(shown)}, ${kind === 'null' ? 'null' : kind}, which GitHub refuses ("Unexpected value '${shown}'": it converts nothing to a ${want}); write ${example}`,
    );
  };
  switch (input.type) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      throw refuse(
        'boolean',
        "true or false unquoted, or an expression whose value is a boolean (${{ x == 'true' }})",
      );
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      throw refuse(
        'number',
        'the number unquoted, or an expression whose value is a number (${{ fromJSON(x) }})',
      );
    default:
      if (value === null || value === undefined) return '';
      return typeof value === 'string' ? value : String(value);
  }
}

/** The input `with.<name>` gives: names match ignoring case, as GitHub's (OrdinalIgnoreCase). */
export function declaredInput(call: WorkflowCall, name: string): DispatchInput | undefined {
  const lower = name.toLowerCase();
  return Object.values(call.inputs).find((input) => input.name.toLowerCase() === lower);
}

/** The value `with:` gives an input, its name matched ignoring case. */
function givenInput<T>(given: Readonly<Record<string, T>>, name: string): T | undefined {
  const lower = name.toLowerCase();
  const key = Object.keys(given).find((key) => key.toLowerCase() === lower);
  return key === undefined ? undefined : given[key];
}

/**
 * A call's `with:` values as GitHub types them: a literal by its YAML type, an expression by its value's
 * (`${{ 3 }}` a number, `${{ '3' }}` or `n: ${{ x }}s` a string) where it gives a number or boolean input,
 * else as its text; `callInputs` then checks them against the declared types. Throws as the expressions do.
 */
export function givenCallInputs(
  expressions: ExpressionEngine,
  job: Job,
  call: WorkflowCall,
  options: (name: string, value: WorkflowValue) => EvaluateOptions,
): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(job.with)) {
    const type = declaredInput(call, name)?.type;
    given[name] =
      value.expression === null
        ? literalInputValue(value)
        : type === 'number' || type === 'boolean'
          ? expressions.evaluate(value.expression, options(name, value))
          : expressions.evaluateString(value.expression, options(name, value));
  }
  return given;
}

/** The inputs of a call: those given (typed), then each declared one's default, false or ''. */
export function callInputs(
  call: WorkflowCall,
  /** Each `with:` value: as written, typed by its YAML type, or its expression's result. */
  given: Record<string, unknown>,
  path: string,
): Record<string, string | number | boolean> {
  const inputs: Record<string, string | number | boolean> = {};
  for (const input of Object.values(call.inputs)) {
    const value = givenInput(given, input.name);
    if (value !== undefined) inputs[input.name] = typedInput(input, value, path);
    else if (input.default !== null) inputs[input.name] = input.default;
    else inputs[input.name] = input.type === 'boolean' ? false : '';
  }
  return inputs;
}

/** What `runOrderHint` needs of a job of the run. */
export interface RunJobFacts {
  /** The workflow file it is written in. */
  workflow: Workflow;
  /** The job whose call runs it, or null at the top. */
  calledBy: string | null;
}

/**
 * Why a prompt cannot read its own job (`jobs.<it>`) or a stage of it, another step's included: the
 * plan (`baton run`) and lint say it alike.
 */
export function readsItsOwnJob(kind: 'stage' | 'job'): string {
  return `${kind === 'stage' ? 'it is a stage of this job itself' : 'it is this job itself'}: a prompt reads only stages of jobs that finish before it; a retry's previous attempt is {{attempt.previous}}`;
}

/**
 * How job `other` stands to job `job` in the run, calls expanded (ids of the run, `fix/patch`), for a
 * message saying why a prompt of `job` cannot read `other` and what would be right — never a `needs` that
 * makes a cycle, nor one a called job cannot have (it needs only jobs of its own file):
 * - `self`: the same job;
 * - `after`: `other` runs after `job` (or after the call that runs it): `text` says by which needs;
 * - `outside`: `other` is outside `job`'s file and not after it: `text` names the call whose `needs:` to add it to;
 * - `add`: a job of the same file: add `need` to `needsOf`.
 */
export function runOrderHint(
  lookup: (id: string) => RunJobFacts | undefined,
  job: string,
  other: string,
):
  | { kind: 'self' }
  | { kind: 'after' | 'outside'; text: string }
  | { kind: 'add'; need: string; needsOf: string } {
  if (other === job) return { kind: 'self' };
  const chain = (id: string): string[] => {
    const ids = [id];
    for (let at = lookup(id)?.calledBy ?? null; at !== null; at = lookup(at)?.calledBy ?? null) ids.push(at);
    return ids;
  };
  const mine = chain(job);
  const theirs = chain(other);
  const scope = (id: string) => lookup(id)?.calledBy ?? null;
  let a = job;
  let b = other;
  outer: for (const x of mine) {
    for (const y of theirs) {
      if (scope(x) === scope(y)) {
        a = x;
        b = y;
        break outer;
      }
    }
  }
  if (a === b) {
    // One runs inside the other's call: `other` is a call that runs `job`, and finishes after it.
    return { kind: 'after', text: `job '${other}' is the call that runs this job, and finishes after it` };
  }
  const workflow = lookup(a)?.workflow;
  const prefix = a.slice(0, a.length - ownJobId(a).length);
  const path = workflow ? needsPath(workflow, ownJobId(b), ownJobId(a)) : null;
  const inCall = (id: string, end: string) => (id === end ? '' : ` (a job of the call '${id}')`);
  if (path !== null) {
    const said = describeNeedsPath(path.map((id) => `${prefix}${id}`));
    return {
      kind: 'after',
      text:
        a === job && b === other
          ? `job '${other}' runs after this job: ${said}`
          : `job '${other}'${inCall(b, other)} runs after ${a === job ? 'this job' : `the call '${a}' that runs this job`}: ${said}`,
    };
  }
  if (a === job) return { kind: 'add', need: ownJobId(b), needsOf: `jobs.${ownJobId(job)}.needs` };
  return {
    kind: 'outside',
    text: `a job of a called workflow can need only the jobs of its own file; add '${ownJobId(b)}' to jobs.${ownJobId(a)}.needs, of the call '${a}' that runs this job, to read it`,
  };
}
