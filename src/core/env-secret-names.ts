import { BATON_REPOSITORY, BATON_STAGE_WORKFLOW, STAGE_WORKFLOW_JOB } from './names.js';
import { interpolationExpression } from './workflow/interpolation.js';
import { isMap, readWorkflowYaml } from './workflow-yaml.js';

/**
 * Which environment variables a workflow maps from secrets into a step (`env: TOKEN: ${{ secrets.TOKEN }}`,
 * at the workflow, the job or the step). On GitHub the runner puts their values into the step's env and
 * masks them in its log only; the action reads them from its own env and redacts them like the `redact`
 * input's values (docs/security.md, "Redaction"). Names only: the file never holds a value.
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
   * What each of `job` is written as (`Bearer ${{ secrets.API_KEY }}`), every text it has in the workflow's,
   * the job's and the steps' env: the secrets inside a value built around them are found from it
   * (env-secret-parts.ts). Workflow text only, never a value.
   */
  written: Record<string, string[]>;
  /**
   * The `env:` of the job's steps given as one expression that reads secrets (`env: ${{ fromJSON(secrets.X) }}`),
   * by where it is (`job a's env:`): the names it sets are known only when it is evaluated, so these lists
   * miss them.
   */
  opaque: string[];
  /**
   * Local reusable workflows the file's jobs call (`uses: ./.github/workflows/x.yml`), as paths in the
   * repository: inside one of them GITHUB_JOB is the called job's id, and GITHUB_WORKFLOW_REF still names
   * this (the calling) file, so the caller reads them too.
   */
  calls: string[];
  /**
   * A job of this file calls baton's reusable stage workflow from baton's own repository (whose one job is
   * STAGE_WORKFLOW_JOB). A copy of it in this or another repository is a workflow like any other.
   */
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
  const read = readWorkflowYaml(text);
  if (read === null) return null;
  const { root, jobs } = read;
  const calls: string[] = [];
  let callsStageWorkflow = false;
  let callsRemote = false;
  for (const job of Object.values(jobs)) {
    const uses = isMap(job) && typeof job.uses === 'string' ? job.uses.trim() : undefined;
    if (uses === undefined) continue;
    if (LOCAL_WORKFLOW.test(uses)) calls.push(uses.slice(2));
    else if (uses.toLowerCase().startsWith(STAGE_WORKFLOW_REF)) callsStageWorkflow = true;
    else callsRemote = true;
  }
  const others = { calls: [...new Set(calls)], callsStageWorkflow, callsRemote };
  const job = jobs[where.job];
  if (!isMap(job) || job.uses !== undefined) {
    return { jobFound: false, stepFound: false, step: [], job: [], written: {}, opaque: [], ...others };
  }
  const shared = [...secretNamesOf(root.env), ...secretNamesOf(job.env)];
  const steps = (Array.isArray(job.steps) ? job.steps : []).filter(isMap);
  const own =
    where.step && !where.step.startsWith('__')
      ? steps.find((step) => typeof step.id === 'string' && step.id === where.step)
      : undefined;
  const everyStep = steps.flatMap((step) => secretNamesOf(step.env));
  // Any step's, not only this one's: capture takes the names of the job's every step (prepared-state.ts).
  const opaque = [
    ...(isSecretExpression(root.env) ? ["the workflow's env:"] : []),
    ...(isSecretExpression(job.env) ? [`job ${where.job}'s env:`] : []),
    ...steps.flatMap((step, i) =>
      // Named by its id only when that reads as one (it goes into a log line), else by its place.
      isSecretExpression(step.env)
        ? [
            `step ${typeof step.id === 'string' && /^[A-Za-z_][\w-]{0,99}$/.test(step.id) ? step.id : i + 1}'s env:`,
          ]
        : [],
    ),
  ];
  return {
    jobFound: true,
    stepFound: own !== undefined,
    step: unique([...shared, ...(own ? secretNamesOf(own.env) : everyStep)]),
    job: unique([...shared, ...everyStep]),
    written: writtenOf([root.env, job.env, ...steps.map((step) => step.env)]),
    opaque,
    ...others,
  };
}

/** A reusable workflow of this repository, as `uses:` names it; its path is then quoted in the log. */
const LOCAL_WORKFLOW = /^\.\/\.github\/workflows\/[A-Za-z0-9_.-]+\.ya?ml$/;

/**
 * baton's stage workflow in baton's own repository, at any ref, as a lower-cased `uses:` starts: what it maps
 * into its step is known (the presets' model keys, redacted anyway: runner-env.ts), so it is not read.
 */
const STAGE_WORKFLOW_REF = `${BATON_REPOSITORY}/${BATON_STAGE_WORKFLOW}@`.toLowerCase();

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

/** The texts of the `env:` values that read secrets, by name, in the maps given. */
function writtenOf(envs: unknown[]): Record<string, string[]> {
  const written = new Map<string, string[]>();
  for (const env of envs) {
    if (!isMap(env)) continue;
    for (const [name, value] of Object.entries(env)) {
      if (typeof value !== 'string' || !readsSecrets(value)) continue;
      const texts = written.get(name) ?? [];
      if (!texts.includes(value)) written.set(name, [...texts, value]);
    }
  }
  return Object.fromEntries(written);
}

/** An `env:` that is not a map but one expression (GitHub allows it at the job and the step) reading secrets. */
function isSecretExpression(env: unknown): boolean {
  return typeof env === 'string' && readsSecrets(env);
}

function readsSecrets(value: string): boolean {
  // Cut as GitHub cuts it: a `}}` inside a quoted string does not end the expression. One left unclosed
  // (GitHub refuses the file) is read to the end.
  const expression = interpolationExpression(value) ?? (value.includes('${{') ? value : '');
  return /(?<![\w.-])secrets\b/i.test(expression);
}

function unique(names: string[]): string[] {
  return [...new Set(names)];
}
