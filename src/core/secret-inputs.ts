import { ACTION_INPUTS, BATON_ACTIONS, INPUTS } from './names.js';
import { batonAction } from './workflow/baton-actions.js';
import { expressionsIn } from './workflow/segments.js';
import { isMap, readWorkflowYaml } from './workflow-yaml.js';

/**
 * A secret written into an input of baton's actions (`prompt: "key ${{ secrets.T }}"`) is refused, by the
 * plan (`baton run`), by `baton lint` and by the action on GitHub before the agent starts. Such an input's
 * value is what baton stores and shows (the prompt, the record's command, the verify command, the vars the
 * prompt reads), and on GitHub baton never learns a secret's value from an input: the runner evaluates the
 * `${{ }}` and masks the value in the step's log only, so the artifact would hold it in clear. A secret
 * mapped into the step's env (`env: T: ${{ secrets.T }}`) and read from there is one baton finds in the
 * workflow file and redacts (env-secret-names.ts), on GitHub as in `baton run`.
 */

/**
 * The inputs meant to hold a secret: `github-token` stays in baton's process (the agent never gets it) and
 * is redacted, and the `redact` input's values are what baton redacts.
 */
export const SECRET_HOLDING_INPUTS: readonly string[] = [INPUTS.githubToken, INPUTS.redact];

/** A `with:` input of one of baton's actions that reads the `secrets` context. */
export interface SecretInput {
  input: string;
  /** The secrets it names (`T` of `secrets.T`), or `secrets` itself when it reads the whole context. */
  secrets: string[];
}

/**
 * The inputs of `with` (as written, `${{ }}` and all) that baton's action `action` stores or shows and that
 * read the `secrets` context. Only its declared inputs count: another key is never read (the plan and lint
 * refuse it as unknown).
 */
export function secretInputsOf(
  action: keyof typeof BATON_ACTIONS,
  given: ReadonlyArray<readonly [string, string]>,
): SecretInput[] {
  const stored = (ACTION_INPUTS[action] as readonly string[]).filter(
    (input) => !SECRET_HOLDING_INPUTS.includes(input),
  );
  const found: SecretInput[] = [];
  for (const [input, text] of given) {
    if (!stored.includes(input)) continue;
    const secrets = secretsReadIn(text);
    if (secrets.length > 0) found.push({ input, secrets });
  }
  return found;
}

/**
 * The secrets the `${{ }}` of a value read: `T` for `secrets.T` or `secrets['T']`, `secrets` for a read of
 * the whole context (`toJSON(secrets)`). Context names are case-insensitive; a word `secrets` inside a quoted
 * string of the expression, or in the text around it, is no read.
 */
export function secretsReadIn(text: string): string[] {
  const names = new Set<string>();
  for (const expression of expressionsIn(text)) {
    // Outside quotes only: even parts of a split at quotes ('it''s' too: its '' makes an empty code part).
    const parts = expression.split("'");
    for (let i = 0; i < parts.length; i += 2) {
      const code = parts[i] ?? '';
      for (const match of code.matchAll(/(?<![\w.-])secrets\b\s*(\.\s*([A-Za-z_][\w-]*)|\[\s*$)?/gi)) {
        if (match[2] !== undefined) names.add(match[2].toUpperCase());
        // `secrets['T']`: the name is the quoted string that follows.
        else if (match[1] !== undefined && parts[i + 1] !== undefined) names.add(parts[i + 1]!.toUpperCase());
        else names.add('secrets');
      }
    }
  }
  return [...names];
}

/** Why an input that reads secrets is refused, and what to write instead. */
export function secretInputMessage(found: SecretInput): string {
  const named = found.secrets.filter((name) => name !== 'secrets');
  const read = named.length > 0 ? named.map((name) => `secrets.${name}`).join(', ') : 'the secrets context';
  const variable = named[0] ?? 'MY_SECRET';
  return `\`${found.input}\` reads ${read}: baton stores and shows this input's value (in the record, the prompt or the job summary), and GitHub masks a secret only in the step's log, so the artifact would hold it in clear. Map the secret into the step's env (env: ${variable}: \${{ secrets.${variable} }}) and read it from the environment ($${variable} in a command; a prompt can tell the agent to read it there): baton redacts the values the workflow maps from secrets into env`;
}

/** A secret read by an input of a step of the workflow file, as the action finds it (stepSecretInputs). */
export interface StepSecretInput extends SecretInput {
  /** The step, for a message: `job a, step 2` (its place in the job's steps, from 1), with its id when it has one. */
  step: string;
}

/**
 * What the action on GitHub checks before anything runs: the inputs of its own step that read secrets, in the
 * workflow file's text (a plain YAML parse, as env-secret-names.ts reads it). The job is GITHUB_JOB; the step
 * is the one whose `id:` is GITHUB_ACTION (`step`) when one has it, else every step of the job that uses
 * this action: baton's by its name (`./`, `./prepare`, `<owner>/baton@ref`) or the repository the runner
 * says the action is from (`repository`, GITHUB_ACTION_REPOSITORY). A step of the job that is not this one
 * may then be taken for it: more refused, never a secret stored. Null when the text is not a workflow.
 */
export function stepSecretInputs(
  text: string,
  where: {
    job: string;
    step?: string;
    action: keyof typeof BATON_ACTIONS;
    /** `owner/name` of the action's repository (GITHUB_ACTION_REPOSITORY), when the runner gives one. */
    repository?: string;
  },
): StepSecretInput[] | null {
  const read = readWorkflowYaml(text);
  if (read === null) return null;
  const job = read.jobs[where.job];
  if (!isMap(job) || !Array.isArray(job.steps)) return [];
  const steps = job.steps.map((step, index) => ({ step, index })).filter(({ step }) => isMap(step)) as Array<{
    step: Record<string, unknown>;
    index: number;
  }>;
  const own =
    where.step && !where.step.startsWith('__')
      ? steps.filter(({ step }) => typeof step.id === 'string' && step.id === where.step)
      : [];
  const candidates = own.length > 0 ? own : steps.filter(({ step }) => usesThisAction(step.uses, where));
  return candidates.flatMap(({ step, index }) => {
    if (!isMap(step.with)) return [];
    const given = Object.entries(step.with).flatMap(([input, value]) =>
      typeof value === 'string' ? [[input, value] as const] : [],
    );
    const id =
      typeof step.id === 'string' && /^[A-Za-z_][\w-]{0,99}$/.test(step.id) ? ` (id ${step.id})` : '';
    return secretInputsOf(where.action, given).map((found) => ({
      ...found,
      step: `job ${where.job}, step ${index + 1}${id}`,
    }));
  });
}

function usesThisAction(
  uses: unknown,
  where: { action: keyof typeof BATON_ACTIONS; repository?: string },
): boolean {
  if (typeof uses !== 'string') return false;
  const written = uses.trim();
  if (batonAction(written) === where.action) return true;
  const repository = where.repository?.trim().toLowerCase();
  if (!repository) return false;
  const path = BATON_ACTIONS[where.action];
  return written.toLowerCase().startsWith(`${repository}${path === '' ? '' : `/${path}`}@`);
}
