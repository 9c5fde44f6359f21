import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../../core/errors.js';
import { CAPTURE_WATCHED_ENV, PREPARED_STATE_PREFIX } from '../../core/names.js';
import { PreparedStage } from '../../core/stage/prepared-stage.js';
import * as z from '../../core/zod.js';
import type { EnvSecrets } from './env-secrets.js';
import { type ActionEnv, required } from './runner-env.js';

/**
 * What `prepare` leaves for `capture` in the same job: the prepared attempt (prompt, paths, lineage, hop)
 * and the job ids of the run's workflow (what a handoff's `next` may name), as a file under RUNNER_TEMP
 * named for the stage. Capture takes the job ids from here rather than reading and parsing the workflow
 * file again: that is work prepare already did, and a YAML parser a step that only validates and uploads
 * need not load. Action state (GITHUB_STATE) only reaches the same
 * action's post step, so two actions share through a file. It holds nothing secret: the values to redact
 * are given to each action as inputs, never written here. The prompt is saved as the record will hold it
 * (redacted, split-redact.ts), and of prepare's `redact` values only a keyed digest of each, so capture can
 * tell it was not given them all (redactNotGivenError) without learning them: the digests are HMACs keyed,
 * like the seal, from a token no `run:` step gets, so the file tells a step that reads it nothing.
 *
 * The agent runs between the two, as the same user, and can write to RUNNER_TEMP: had it rewritten the
 * file, capture would store a forged hop (escaping max-handoffs), lineage or prompt. So the file is sealed
 * with an HMAC keyed from the job's ACTIONS_RUNTIME_TOKEN, which the runner gives to JavaScript actions
 * (prepare, capture) and never to `run:` steps; capture refuses a file whose seal does not match.
 */

/** The file as written: the saved state as JSON text, and the seal over exactly that text. */
interface SealedState {
  state: string;
  seal: string;
}

/** An HMAC-SHA256, in hex. */
const Digest = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** What the sealed text holds. */
const SavedState = z.strictObject({
  prepared: PreparedStage,
  /** The job ids of the run's workflow, or null when prepare could not read it (then `next` is not checked). */
  workflowJobs: z.nullable(z.array(z.string())),
  /** Why prepare could not read it, for the warning when a handoff's `next` cannot be checked. */
  workflowUnread: z.optional(z.string()),
  /** A keyed digest (hex) of each value of prepare's `redact` input: never the values. */
  redact: z.array(Digest),
  /**
   * What prepare found of the variables the workflow maps from secrets (env-secrets.ts): the names for any
   * step of the job, whose values capture reads from its own env and redacts, and, of those set in
   * prepare's own env, the name and a keyed digest of the value (as `redact`'s), for capture to tell it
   * sees them too (envNotGivenError). Null when prepare could not read the workflow (`envSecretsUnread`
   * says why; beside names, it says why there may be more: EnvSecrets.incomplete); absent from a file
   * written by an older prepare.
   */
  envSecrets: z.optional(
    z.nullable(
      z.strictObject({
        names: z.array(z.string()),
        given: z.array(z.strictObject({ name: z.string(), digest: Digest })),
        /** What each name is written as in the workflow (EnvSecrets.written): workflow text, no value. */
        written: z.optional(z.record(z.string(), z.array(z.string()))),
      }),
    ),
  ),
  envSecretsUnread: z.optional(z.string()),
  /**
   * A keyed digest of each CAPTURE_WATCHED_ENV variable as prepare saw it (null: unset), never the value:
   * a proxy URL may hold a password.
   */
  environment: z.record(z.string(), z.nullable(Digest)),
});
export type SavedState = z.infer<typeof SavedState>;

export function preparedStatePath(tempDir: string, stage: string): string {
  return join(tempDir, `${PREPARED_STATE_PREFIX}${stage}.json`);
}

export async function savePrepared(env: ActionEnv, saved: SavedState): Promise<void> {
  const state = JSON.stringify(saved);
  const sealed: SealedState = { state, seal: seal(env, state).toString('hex') };
  await writeFile(
    preparedStatePath(required(env, 'RUNNER_TEMP'), saved.prepared.stage),
    JSON.stringify(sealed),
    {
      mode: 0o600,
    },
  );
}

export async function loadPrepared(env: ActionEnv, stage: string): Promise<SavedState> {
  const path = preparedStatePath(required(env, 'RUNNER_TEMP'), stage);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UserError(
      'prepare-missing',
      `stage ${stage} was not prepared in this job: run baton's prepare action before capture, with the same stage id`,
      { where: `stage ${stage}` },
    );
  }
  const invalid = (why: string) =>
    new UserError('prepare-invalid', `${path} ${why}; run prepare again`, { where: `stage ${stage}` });
  const sealed = parseJson(text);
  if (typeof sealed?.state !== 'string' || typeof sealed.seal !== 'string')
    throw invalid(`does not hold a prepared stage ${stage}`);
  const expected = seal(env, sealed.state);
  const given = Buffer.from(sealed.seal, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw invalid('was changed after prepare wrote it (its seal does not match)');
  const parsed = SavedState.safeParse(parseJson(sealed.state));
  if (!parsed.success || parsed.data.prepared.stage !== stage)
    throw invalid(`does not hold a prepared stage ${stage}`);
  return parsed.data;
}

function seal(env: ActionEnv, state: string): Buffer {
  return createHmac('sha256', derivedKey(env, 'baton prepared state v1')).update(state).digest();
}

/** The keyed digest of each of `values` (the `redact` input's), as SavedState.redact holds them. */
export function redactDigests(env: ActionEnv, values: readonly string[]): string[] {
  const key = derivedKey(env, 'baton redact value v1');
  return values.map((value) => createHmac('sha256', key).update(value).digest('hex'));
}

/** How many of the values prepare digested (`digests`) are among `values` (capture's `redact` input). */
export function redactValuesCovered(env: ActionEnv, digests: readonly string[], values: readonly string[]) {
  const given = new Set(redactDigests(env, values));
  return digests.filter((digest) => given.has(digest)).length;
}

/** What prepare leaves capture of the variables mapped from secrets (SavedState.envSecrets): no value. */
export function savedEnvSecrets(
  env: ActionEnv,
  found: EnvSecrets | undefined,
): Pick<SavedState, 'envSecrets' | 'envSecretsUnread'> {
  if (found === undefined) return { envSecrets: null };
  if (found.kind === 'unread') return { envSecrets: null, envSecretsUnread: found.reason };
  const given = found.names.filter((name) => env[name]);
  const digests = redactDigests(
    env,
    given.map((name) => env[name] ?? ''),
  );
  return {
    envSecrets: {
      names: found.jobNames,
      given: given.map((name, i) => ({ name, digest: digests[i] ?? '' })),
      written: found.written,
    },
    ...(found.incomplete === undefined ? {} : { envSecretsUnread: found.incomplete }),
  };
}

/**
 * The names of the secrets prepare's env held that capture does not see, and its `redact` input does not
 * give either: `absent` from capture's env, or `changed` there to another value (set after prepare ran).
 */
export function envSecretsNotSeen(
  env: ActionEnv,
  saved: SavedState,
  redactValues: readonly string[],
): { absent: string[]; changed: string[] } {
  const given = saved.envSecrets?.given ?? [];
  const redact = new Set(redactDigests(env, redactValues));
  const absent: string[] = [];
  const changed: string[] = [];
  for (const { name, digest } of given) {
    const value = env[name];
    if (redact.has(digest) || (value && redactDigests(env, [value])[0] === digest)) continue;
    (value ? changed : absent).push(name);
  }
  return { absent, changed };
}

/** How prepare saw the CAPTURE_WATCHED_ENV variables, as SavedState.environment holds it. */
export function watchedEnvironment(env: ActionEnv): Record<string, string | null> {
  const key = derivedKey(env, 'baton watched env v1');
  return Object.fromEntries(
    CAPTURE_WATCHED_ENV.map((name) => {
      const value = env[name];
      return [name, value ? createHmac('sha256', key).update(value).digest('hex') : null];
    }),
  );
}

/**
 * Refuse to go on when a CAPTURE_WATCHED_ENV variable differs from what prepare saw: a step between them
 * set it (through GITHUB_ENV), and it changes what this process loaded or where its requests would go.
 */
export function checkWatchedEnvironment(env: ActionEnv, saved: SavedState): void {
  const now = watchedEnvironment(env);
  const changed = CAPTURE_WATCHED_ENV.filter((name) => (saved.environment[name] ?? null) !== now[name]);
  if (changed.length === 0) return;
  const names =
    changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}`;
  const loader = changed.some((name) => name.startsWith('LD_'))
    ? ' A library the dynamic loader was told to load ran in this step before this check could: treat the job’s tokens as exposed.'
    : '';
  throw new UserError(
    'capture-env-changed',
    `${names} ${changed.length === 1 ? 'was' : 'were'} set or changed after prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely). They change what this step loads, which certificates it trusts or where its requests go, with the job's runtime token in them, so capture stores nothing.${loader} Set such variables before prepare (in the job's env:) when the job needs them; and run an agent you do not trust with the root action, which runs it itself, without $GITHUB_ENV.`,
    { where: `stage ${saved.prepared.stage}` },
  );
}

/** A key for one use (`label`), derived from the job's runtime token, which no `run:` step gets. */
function derivedKey(env: ActionEnv, label: string): Buffer {
  return createHmac('sha256', required(env, 'ACTIONS_RUNTIME_TOKEN')).update(label).digest();
}

function parseJson(text: string): Partial<SealedState> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Partial<SealedState>) : null;
  } catch {
    return null;
  }
}
