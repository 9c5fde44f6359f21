import type { WorkflowFileResult } from '../../adapters/github/workflow-file.js';
import { secretsInValue, writtenEnvValue } from '../../core/env-secret-parts.js';
import type { BATON_ACTIONS } from '../../core/names.js';
import { INPUTS, REDACTION } from '../../core/names.js';
import type { StepSecretInput } from '../../core/secret-inputs.js';
import { shownNames } from '../../core/shown-names.js';
import type { ActionEnv } from './runner-env.js';

/**
 * The environment variables the run's workflow maps from secrets into this step (`env:` at the workflow,
 * the job or the step, `TOKEN: ${{ secrets.TOKEN }}`). The runner evaluates them into the step's env and
 * masks them in its own log only; baton redacts their values (read from this process's env) from everything
 * it stores or shows, like the `redact` input's. Found in the workflow file of the checkout
 * (workflow-file.ts); without it, nothing is added and the step's log says to use `redact`.
 */
export type EnvSecrets =
  | {
      kind: 'read';
      /** The names for this step (every step's of the job when this one is not known). */
      names: string[];
      /** The names for any step of the job: what `capture` is left by `prepare` (prepared-state.ts). */
      jobNames: string[];
      /** What each of `jobNames` is written as in the workflow (EnvSecretNames.written). */
      written: Record<string, string[]>;
      /**
       * Why there may be more than these (an `env:` given as one expression, a job of a remote workflow that
       * may be the one running): the log then says to use `redact` as well.
       */
      incomplete?: string;
      /**
       * The inputs of this step (each step of the job using this action, when it is not known) that read
       * secrets, where the caller asked for them (`action`): the step refuses to run (secret-inputs.ts).
       */
      secretInputs?: Array<StepSecretInput & { file: string }>;
    }
  | { kind: 'unread'; reason: string };

/** A workflow calls reusable ones at most this deep (GitHub's limit is 10). */
const MAX_CALLED_FILES = 20;

/**
 * Find the names. The job is GITHUB_JOB (a matrix leg's too); the step, GITHUB_ACTION when the step has an
 * `id:`. Inside a reusable workflow GITHUB_WORKFLOW_REF still names the calling file, and GITHUB_JOB the
 * called job: the local workflows the file calls (`uses: ./.github/workflows/x.yml`) are read as well, and
 * every job of that id in any of them counts.
 */
export async function findEnvSecrets(
  env: ActionEnv,
  runWorkflow?: WorkflowFileResult,
  /** The action this step runs, to find the inputs of its step that read secrets (`secretInputs`). */
  action?: keyof typeof BATON_ACTIONS,
): Promise<EnvSecrets> {
  // Loaded here, as job-context.ts loads the workflow reader: only the steps that read the workflow.
  const [
    { findRunWorkflow, readRepositoryWorkflow },
    { envSecretNames, mayBeStageWorkflowJob },
    { stepSecretInputs },
  ] = await Promise.all([
    import('../../adapters/github/workflow-file.js'),
    import('../../core/env-secret-names.js'),
    import('../../core/secret-inputs.js'),
  ]);
  // The run's own file as the caller read it already (for the upstream stages), else read here.
  const first = runWorkflow ?? (await findRunWorkflow(env));
  const job = env.GITHUB_JOB ?? '';
  const step = env.GITHUB_ACTION;
  if (first.kind === 'unavailable') return { kind: 'unread', reason: first.reason };

  const names = new Set<string>();
  const jobNames = new Set<string>();
  const written = new Map<string, Set<string>>();
  let jobFound = false;
  let stepFound = false;
  let stageWorkflow = false;
  let remote = false;
  const unread: string[] = [];
  const opaque: string[] = [];
  const secretInputs: Array<StepSecretInput & { file: string }> = [];
  const pending = [first.file];
  const seen = new Set([first.file.path]);
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    const found = envSecretNames(file.text, { job, ...(step ? { step } : {}) });
    if (!found) {
      if (file === first.file) return { kind: 'unread', reason: `${file.path} is not a workflow` };
      unread.push(`${file.path} is not a workflow`);
      continue;
    }
    if (found.jobFound) jobFound = true;
    if (action !== undefined && found.jobFound) {
      const repository = env.GITHUB_ACTION_REPOSITORY;
      const where = { job, action, ...(step ? { step } : {}), ...(repository ? { repository } : {}) };
      for (const read of stepSecretInputs(file.text, where) ?? [])
        secretInputs.push({ ...read, file: file.path });
    }
    if (found.stepFound) stepFound = true;
    for (const where of found.opaque) {
      opaque.push(
        `${file.path}: ${where} is one expression that reads secrets, so the names it sets are not known`,
      );
    }
    for (const name of found.step) names.add(name);
    for (const name of found.job) jobNames.add(name);
    for (const [name, texts] of Object.entries(found.written)) {
      const known = written.get(name) ?? new Set<string>();
      for (const text of texts) known.add(text);
      written.set(name, known);
    }
    if (mayBeStageWorkflowJob(found, job)) stageWorkflow = true;
    if (found.callsRemote) remote = true;
    for (const path of found.calls) {
      if (seen.has(path)) continue;
      seen.add(path);
      if (seen.size > MAX_CALLED_FILES) {
        unread.push(`more than ${MAX_CALLED_FILES} workflow files are called`);
        break;
      }
      const called = await readRepositoryWorkflow(env, path);
      if (called.kind === 'found') pending.push(called.file);
      else unread.push(called.reason);
    }
  }
  if (!jobFound && !(stageWorkflow && !remote && unread.length === 0)) {
    // A job of a reusable workflow not read here runs this step. baton's own stage workflow maps only the
    // presets' model keys into its step, which are redacted anyway (runner-env.ts).
    const why = [
      `${first.file.path} has no job ${job} that runs steps`,
      ...(remote ? ['it calls a reusable workflow of another repository'] : []),
      ...unread,
    ];
    return { kind: 'unread', reason: why.join('; ') };
  }
  // Inside a called remote workflow GITHUB_JOB is its job's id, which a job of this file may share: without
  // this step's id to tell them apart, the names found are redacted (more, never less) and the log says so.
  const elsewhere =
    stepFound || (!remote && unread.length === 0)
      ? []
      : [
          `${first.file.path} calls ${remote ? 'a reusable workflow of another repository' : 'a workflow not read here'}, whose job ${job} may be the one this step runs in (no step of job ${job} here has this step’s id)`,
          ...unread,
        ];
  const incomplete = [...opaque, ...elsewhere];
  return {
    kind: 'read',
    names: [...names],
    jobNames: [...jobNames],
    ...(action === undefined ? {} : { secretInputs }),
    written: Object.fromEntries([...written].map(([name, texts]) => [name, [...texts]])),
    ...(incomplete.length > 0 ? { incomplete: incomplete.join('; ') } : {}),
  };
}

/**
 * The values of `names` in this process's env (where the runner puts the step's env), the empty left out.
 * A value that is a JSON object or array (`${{ toJSON(secrets) }}`) also gives each string inside it long
 * enough to redact: an agent may copy one out of it, and the whole would not match that.
 */
export function envValuesOf(env: ActionEnv, names: readonly string[]): string[] {
  const values = names.map((name) => env[name] ?? '').filter((value) => value !== '');
  return [...new Set(values.flatMap((value) => [value, ...stringsInside(value)]))];
}

/**
 * The values to redact of `names` (envValuesOf's), and the secrets inside each value the workflow builds
 * around them (`AUTH: "Bearer ${{ secrets.API_KEY }}"` gives API_KEY's value too: an agent may print it
 * alone). `unrecovered`: the names set here whose secrets could not be told apart in the value (built by a
 * function, `format(…)`; two `${{ }}` with no text between them), redacted whole only, which the log says.
 */
export function envSecretValues(
  env: ActionEnv,
  names: readonly string[],
  written: Readonly<Record<string, readonly string[]>>,
): { values: string[]; unrecovered: string[] } {
  const values = envValuesOf(env, names);
  const unrecovered: string[] = [];
  for (const name of names) {
    const value = env[name] ?? '';
    if (value === '') continue;
    const texts = Object.hasOwn(written, name) ? (written[name] ?? []) : [];
    // No text known (a state file of an older prepare): redacted whole, as before, and nothing more said.
    if (texts.length === 0) continue;
    let recovered = false;
    for (const text of texts) {
      const read = writtenEnvValue(text);
      const inside = read?.kind === 'parts' ? secretsInValue(read, value) : null;
      if (inside === null) continue;
      recovered = true;
      values.push(...inside);
    }
    // A JSON value (`toJSON(secrets)`) gives the strings inside it (envValuesOf): those are the secrets.
    if (!recovered && stringsInside(value).length === 0) unrecovered.push(name);
  }
  return { values: [...new Set(values)], unrecovered };
}

/** The strings inside a JSON object or array (at any depth), or none when `value` is not one. */
function stringsInside(value: string): string[] {
  if (!/^\s*[[{]/.test(value)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  const strings: string[] = [];
  // A loop, not recursion: the nesting is the value's, as deep as it likes.
  const pending: unknown[] = [parsed];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item === 'string') {
      if (item.trim().length >= REDACTION.minSecretLength) strings.push(item);
    } else if (item !== null && typeof item === 'object') {
      pending.push(...Object.values(item).reverse());
    }
  }
  return strings;
}

/** The step log's line for what was found: names only (never a value), or why nothing was. */
export function envSecretsLine(found: EnvSecrets, unrecovered: readonly string[] = []): string | undefined {
  const hint = `give it to the \`${INPUTS.redact}\` input (${INPUTS.redact}: \${{ secrets.NAME }})`;
  if (found.kind === 'unread') {
    return `env secrets: the workflow's env mappings from secrets were not read (${found.reason}); to redact a secret this step's env holds, ${hint}`;
  }
  const named =
    found.names.length > 0
      ? `the values of ${shownNames(found.names)}, mapped from secrets by the workflow, are redacted where set${unrecoveredClause(unrecovered, hint)}`
      : undefined;
  if (found.incomplete === undefined) return named && `env secrets: ${named}`;
  return `env secrets: ${named ? `${named}; ` : ''}not every mapping from secrets could be named (${found.incomplete}); to redact a secret this step's env holds${named ? ' that is not named here' : ''}, ${hint}`;
}

/**
 * What the line says of the values whose secrets were not told apart: they are redacted whole, and a secret
 * inside one, printed alone, would not be.
 */
function unrecoveredClause(names: readonly string[], hint: string): string {
  if (names.length === 0) return '';
  const one = names.length === 1;
  return ` (${shownNames(names)} ${one ? 'is' : 'are'} built around a secret that its value does not let baton tell apart (a function such as format() builds it, two \${{ }} have no text between them, or the value is not built as written), so only ${one ? 'its' : 'their'} whole value is redacted, not the secret inside on its own: ${hint})`;
}
