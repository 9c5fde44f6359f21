import { UserError } from '../../core/errors.js';
import { AGENT_ENV_REMOVED, AGENT_ENV_REMOVED_PREFIXES } from '../../core/names.js';
import { presetKeyValues } from '../../core/presets.js';

/**
 * The runner's variables every baton action reads. Apart from job-context.ts so that `report`, which
 * builds no stage, does not load the stage spec (and with it the YAML parser and the template context).
 */

/** The runner's environment, as the action sees it. */
export type ActionEnv = Readonly<Record<string, string | undefined>>;

/** A required runner variable, or a UserError saying the step is not running where it should. */
export function required(env: ActionEnv, name: string): string {
  const value = env[name];
  if (!value) {
    throw new UserError(
      'runner-env-missing',
      `${name} is not set: baton's actions run as steps of a GitHub Actions job`,
    );
  }
  return value;
}

/** The run attempt the job runs in (GITHUB_RUN_ATTEMPT: 2, 3, … in a re-run of jobs), 1 when not given. */
export function runAttempt(env: ActionEnv): number {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
  return Number.isInteger(attempt) && attempt >= 1 ? attempt : 1;
}

/**
 * Refuse a Windows runner before anything runs: the stage action runs its agent and `verify` in bash, in a
 * process group it stops when the step is cancelled or out of time, and Windows has neither (a process
 * group cannot be signalled there: a cancelled agent would keep running, and its record would be lost).
 * The runner says its OS in RUNNER_OS; a runner that does not is looked at by the process's platform.
 */
export function refuseWindowsRunner(env: ActionEnv, platform: NodeJS.Platform = process.platform): void {
  if (env.RUNNER_OS !== 'Windows' && platform !== 'win32') return;
  throw new UserError(
    'runner-unsupported',
    "baton's stage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agent in bash, in a process group it can stop when the job is cancelled, which Windows has neither of",
    { details: ['give the job runs-on: ubuntu-latest (or a macOS runner)'] },
  );
}

/** `visibleSecrets`, and the token a step was given (it reads records or posts comments in this process). */
export function secretsWithToken(env: ActionEnv, token: string): string[] {
  return [...visibleSecrets(env), ...(token ? [token] : [])];
}

/**
 * Values of the job's secrets that baton can see: its tokens (the runtime token, the OIDC request token,
 * GITHUB_TOKEN) and every agent preset's model key in the step's env (`GEMINI_API_KEY`, `OPENAI_API_KEY`,
 * …, whichever preset runs): redacted from everything stored or shown, like the `redact` input's values.
 */
function visibleSecrets(env: ActionEnv): string[] {
  const values: string[] = presetKeyValues(env);
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    const removed =
      (AGENT_ENV_REMOVED as readonly string[]).includes(name) ||
      AGENT_ENV_REMOVED_PREFIXES.some((p) => name.startsWith(p));
    // Of the variables kept from the agent, the tokens are secret; the URLs beside them are not.
    if (removed && /TOKEN/.test(name)) values.push(value);
  }
  return values;
}
