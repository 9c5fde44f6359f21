import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../../core/errors.js';
import { LOCAL_RUN_FILES } from '../../core/names.js';
import { formatPath } from '../../core/parse-handoff.js';
import { type RedactedField, redactedFields } from '../../core/redacted-fields.js';
import { CLI_WORDS, type OptionWords } from '../../core/workflow/option-words.js';
import * as z from '../../core/zod.js';
import { isCode } from './record-store.js';
import { isRefused, whyNotRead } from './store-access.js';
import { parseStoredJson } from './stored-json.js';
import { whyUnreadable } from './unreadable-file.js';

/** What `invocation.json` holds: how the run was started, for `baton replay`. Secret values are never kept. */
export const Invocation = z.object({
  workflow_path: z.string(),
  job: z.nullable(z.string()),
  inputs: z.record(z.string(), z.string()),
  event_name: z.string(),
  event: z.record(z.string(), z.unknown()),
  vars: z.record(z.string(), z.string()),
  secrets: z.array(z.string()),
  /**
   * The sha256 (hex) of the workflow file's text when the run started: a replay, which runs the file as it
   * is then, says when it changed. Absent in runs stored before it existed.
   */
  workflow_sha256: z.optional(z.string()),
  /**
   * The sha256 (hex) of each local workflow it called (`uses: ./.github/workflows/x.yml`), by repository
   * path, when the run started: a replay says when one changed too. Absent in runs stored before it existed.
   */
  called_sha256: z.optional(z.record(z.string(), z.string())),
  /**
   * True when no event was given (`--event`): `event` is the default payload baton made for the trigger, so
   * a replay's template that reads a field it lacks is told so, as the run's was. Absent when one was given,
   * and in runs stored before it existed (a replay of such a run cannot tell, and says nothing of it).
   */
  event_made: z.optional(z.literal(true)),
  /** The run this one continued (`--parent`, resolved), or null. Absent in runs stored before it existed. */
  parent: z.optional(z.nullable(z.string())),
  /**
   * True when an input, var or the event held the value of a secret (a `--secret` value, or a GitHub token
   * of the user's), or an input or var held token-shaped text, stored redacted: such a run cannot be
   * replayed, as its inputs are not all kept. Absent otherwise (token-shaped text in an event is stored
   * redacted too, but does not stop a replay, which says so: see redactedStartWarning).
   */
  redacted: z.optional(z.literal(true)),
});
export type Invocation = z.infer<typeof Invocation>;

/** How a stored run was started (`invocation.json`), for a replay: a run without one cannot be replayed. */
export async function readInvocation(runDir: string, run: string): Promise<Invocation> {
  const fix = `run ${run} cannot be replayed; run it again in full`;
  const invocation = await readStoredInvocation(runDir, { code: 'replay-incomplete', fix });
  if (invocation === undefined) {
    throw new UserError('replay-incomplete', `is missing, so ${fix}`, {
      where: join(runDir, LOCAL_RUN_FILES.invocation),
    });
  }
  return invocation;
}

/**
 * How a stored run was started (`invocation.json`), or undefined when the run has none (a run stored before
 * baton kept it, or the file was removed). One that cannot be read, or does not hold what baton stores, is a
 * UserError (`code`) naming the file and why, then `fix`: never taken for a run without one.
 */
export async function readStoredInvocation(
  runDir: string,
  options: { code: string; fix: string },
): Promise<Invocation | undefined> {
  const path = join(runDir, LOCAL_RUN_FILES.invocation);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    // Refused (a run made by another user): said as the store says it, whose it is and what to do.
    if (isRefused(error)) {
      const { why, details } = whyNotRead(path, error, runDir, { dir: runDir, what: 'the run' });
      throw new UserError(options.code, `cannot be read: ${why}; ${options.fix}`, {
        where: path,
        cause: error,
        details,
      });
    }
    throw new UserError(options.code, `${whyUnreadable(error)}; ${options.fix}`, {
      where: path,
      cause: error,
    });
  }
  return parseStoredJson(text, Invocation, path, { ...options, what: 'how the run was started' });
}

/**
 * Where a stored run's start holds redacted values: its fields named as a workflow reads them
 * (`inputs.topic`, `github.event.issue.body`), the first few and how many more; or, when none can be told,
 * what a user typed (`words.typedValues`).
 */
function redactedWhere(fields: RedactedField[], words: OptionWords): string {
  const names = fields.map(({ path }) =>
    formatPath(path[0] === 'event' ? ['github', ...path] : path).slice('$.'.length),
  );
  if (names.length === 0) return words.typedValues;
  return names.length <= NAMED_FIELDS
    ? names.join(', ')
    : `${names.slice(0, NAMED_FIELDS).join(', ')} and ${names.length - NAMED_FIELDS} more fields`;
}

/** Where a stored run's start holds a secret, stored redacted (see redactedWhere): what a replay refusal names. */
export function redactedStartFields(invocation: Invocation, words: OptionWords): string {
  return redactedWhere(startFieldsRedacted(invocation), words);
}

/** The fields of how a run was started (its inputs, vars and event) that were stored redacted. */
function startFieldsRedacted(invocation: Invocation): RedactedField[] {
  return redactedFields({ inputs: invocation.inputs, vars: invocation.vars, event: invocation.event });
}

/** How many redacted fields a warning names before it says how many more there are. */
const NAMED_FIELDS = 5;

/**
 * What a stored run lost of how it was started, said where that is used again — `baton render --run`
 * (`render`) and `baton replay` (`replay`) — or null when it lost nothing: the fields stored redacted (found
 * by their redaction markers), named as a workflow reads them (`github.event.issue.body`, `inputs.topic`),
 * never with their text. A replay runs with token-shaped text of its event redacted (an input or var
 * redacted keeps a run from being replayed at all), so it says what its steps and agents get there instead.
 */
export function redactedStartWarning(
  run: string,
  invocation: Invocation,
  use: 'render' | 'replay',
  words: OptionWords = CLI_WORDS,
): string | null {
  const fields = startFieldsRedacted(invocation);
  if (fields.length === 0 && invocation.redacted !== true) return null;
  const where = redactedWhere(fields, words);
  const what =
    invocation.redacted !== true
      ? 'text shaped like a token'
      : fields.length === 0
        ? 'a secret'
        : 'a secret (or text shaped like a token)';
  const markers = [...new Set(fields.flatMap((field) => field.markers))];
  const then =
    use === 'render'
      ? 'those values render as redaction markers'
      : `this replay gives its steps and agents ${markers.join(', ')} there, not the text the run had`;
  return `run ${run} was started with ${what} in ${where}, which was stored redacted: ${then}`;
}
