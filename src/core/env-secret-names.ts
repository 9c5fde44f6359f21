import { parse as parseYaml } from 'yaml';
import { STAGE_WORKFLOW_JOB } from './names.js';
import { isStageWorkflowRef } from './workflow/baton-actions.js';

/**
 * Which environment variables a workflow maps from secrets into a step (`env: TOKEN: ${{ secrets.TOKEN }}`,
 * at the workflow, the job or the step). On GitHub the runner puts their values into the step's env and
 * masks them in its log only; the action reads them from its own env and redacts them like the `redact`
 * input's values (README "Redaction"). Names only: the file never holds a value.
 */

/** What one workflow file says about the env of the steps of job `job`. */
export interface EnvSecretNames {
  /** The file has a job `job` that runs steps (not one that calls a reusable workflow). */
  jobFound: boolean;
  /** A step of that job has the `id` this step runs as (GITHUB_ACTION): only its env counts then. */
  stepFound: boolean;
  /**
   * The names for this step: the workflow's and the job's, and the step's own, or, when the step is not
   * known, those of every step of the job (a name mapped in a step this is not is then redacted too: more
   * than needed, never less). Empty when the job is not in this file.
   */
  step: string[];
  /** The names for any step of the job: the workflow's, the job's and every step's. */
  job: string[];
  /**
   * Local reusable workflows the file's jobs call (`uses: ./.github/workflows/x.yml`), as paths in the
   * repository: inside one of them GITHUB_JOB is the called job's id, and GITHUB_WORKFLOW_REF still names
   * this (the calling) file, so the caller reads them too.
   */
  calls: string[];
  /** A job of this file calls baton's reusable stage workflow (whose one job is STAGE_WORKFLOW_JOB). */
  callsStageWorkflow: boolean;
  /** A job of this file calls a reusable workflow that is not read here (of another repository). */
  callsRemote: boolean;
}

/**
 * The names a workflow file maps from secrets into the env of job `job`'s steps, `step` being the step's id
 * as GITHUB_ACTION gives it (the runner's own `__…` names match no step). Null when the text is not a
 * workflow. A plain YAML parse, as readJobGraph's: the run is executing the file, GitHub validated it.
 */
export function envSecretNames(text: string, where: { job: string; step?: string }): EnvSecretNames | null {
  let root: unknown;
  try {
    root = parseYaml(text, { maxAliasCount: 100 });
  } catch {
    return null;
  }
  const jobs = isMap(root) ? root.jobs : undefined;
  if (!isMap(root) || !isMap(jobs)) return null;
  const calls: string[] = [];
  let callsStageWorkflow = false;
  let callsRemote = false;
  for (const job of Object.values(jobs)) {
    const uses = isMap(job) && typeof job.uses === 'string' ? job.uses.trim() : undefined;
    if (uses === undefined) continue;
    if (isStageWorkflowRef(uses)) callsStageWorkflow = true;
    else if (LOCAL_WORKFLOW.test(uses)) calls.push(uses.slice(2));
    else callsRemote = true;
  }
  const others = { calls: [...new Set(calls)], callsStageWorkflow, callsRemote };
  const job = jobs[where.job];
  if (!isMap(job) || job.uses !== undefined) {
    return { jobFound: false, stepFound: false, step: [], job: [], ...others };
  }
  const shared = [...secretNamesOf(root.env), ...secretNamesOf(job.env)];
  const steps = (Array.isArray(job.steps) ? job.steps : []).filter(isMap);
  const own =
    where.step && !where.step.startsWith('__')
      ? steps.find((step) => typeof step.id === 'string' && step.id === where.step)
      : undefined;
  const everyStep = steps.flatMap((step) => secretNamesOf(step.env));
  return {
    jobFound: true,
    stepFound: own !== undefined,
    step: unique([...shared, ...(own ? secretNamesOf(own.env) : everyStep)]),
    job: unique([...shared, ...everyStep]),
    ...others,
  };
}

/** A reusable workflow of this repository, as `uses:` names it; its path is then quoted in the log. */
const LOCAL_WORKFLOW = /^\.\/\.github\/workflows\/[A-Za-z0-9_.-]+\.ya?ml$/;

/** Whether `job` may be the one job of baton's reusable stage workflow, which `callsStageWorkflow` calls. */
export function mayBeStageWorkflowJob(names: EnvSecretNames, job: string): boolean {
  return names.callsStageWorkflow && job === STAGE_WORKFLOW_JOB;
}

/**
 * The names of an `env:` map whose value reads the `secrets` context in a `${{ }}` expression
 * (`secrets.X`, `secrets['X']`, `toJSON(secrets)`, `x && secrets.X || ''`). Context names are
 * case-insensitive. A string that merely mentions `secrets` inside an expression (a literal) counts too:
 * redacting a value that is not secret is harmless, missing one is not.
 */
function secretNamesOf(env: unknown): string[] {
  if (!isMap(env)) return [];
  return Object.entries(env)
    .filter(([, value]) => typeof value === 'string' && readsSecrets(value))
    .map(([name]) => name);
}

function readsSecrets(value: string): boolean {
  for (const match of value.matchAll(/\$\{\{([\s\S]*?)\}\}/g)) {
    if (/(?<![\w.-])secrets\b/i.test(match[1] ?? '')) return true;
  }
  return false;
}

function unique(names: string[]): string[] {
  return [...new Set(names)];
}

function isMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
