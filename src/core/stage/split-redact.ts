import { UserError } from '../errors.js';
import { INPUTS } from '../names.js';
import { shownNames } from '../shown-names.js';
import type { PreparedStage } from './prepared-stage.js';
import { redactWithProblems } from './store-attempt.js';

/**
 * Redaction across a split stage (`prepare`, the agent's own step, `capture`). Each action is given its
 * own `redact` input and what prepare was given is never written anywhere, so capture — which stores the
 * prompt, the handoff and the job summary — redacts only what it is given. A user who gives `redact` to
 * prepare alone would lose it without a word; so prepare leaves the prompt for the record already redacted,
 * and capture refuses, before it stores anything, when it was not given every value prepare was.
 */

/** The values of a `redact` input: one per line, trimmed, blank lines left out, each once. */
export function redactInputValues(text: string): string[] {
  const values = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return [...new Set(values)];
}

/**
 * The prepared attempt as `capture` will store it: its prompt redacted with `secrets` (the agent still
 * reads the prompt file as rendered), the redaction recorded as a warning at `prompt.md`, as the root
 * action's record has it. Redacting the stored prompt again finds nothing more with the same values.
 */
export function preparedForRecord(prepared: PreparedStage, secrets: readonly string[]): PreparedStage {
  const redacted = redactWithProblems(prepared.prompt, secrets, 'prompt.md');
  if (redacted.problems.length === 0) return prepared;
  return { ...prepared, prompt: redacted.text, warnings: [...prepared.warnings, ...redacted.problems] };
}

/**
 * The refusal of a capture that was given only `covered` of the `given` values prepare was given to redact
 * (null when it was given all of them). Said before anything is stored: what capture stores would hold
 * those values unredacted.
 */
export function redactNotGivenError(given: number, covered: number): UserError | null {
  if (covered >= given) return null;
  const values = `${given} ${given === 1 ? 'value' : 'values'} to redact`;
  const which = covered === 0 ? `none of ${given === 1 ? 'it' : 'them'}` : `${covered} of them`;
  return new UserError(
    'redact-not-given',
    `prepare was given ${values} and capture was given ${which}: give capture the same ${INPUTS.redact} input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; nothing was stored`,
    { where: INPUTS.redact },
  );
}

/**
 * The refusal of a capture that does not see secrets prepare's env held (`names`: variables the workflow
 * maps from secrets, env-secrets.ts): each action sees its own step's env, and prepare's step mapped them
 * where capture's does not. Null when there are none. Names only (they are the workflow's, not secret).
 */
export function envNotGivenError(names: readonly string[]): UserError | null {
  if (names.length === 0) return null;
  const one = names.length === 1;
  return new UserError(
    'redact-not-given',
    `prepare's env held the secret${one ? '' : 's'} ${shownNames(names)} (mapped from secrets in its step's env:) and capture's does not: map ${one ? 'it' : 'them'} into capture's env: too, or into the job's env:, which every step gets, or give capture the value${one ? '' : 's'} in its ${INPUTS.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only the values it sees; nothing was stored`,
    { where: INPUTS.redact },
  );
}

/**
 * The refusal of a capture whose env holds, under a name the workflow maps from secrets, another value than
 * prepare's env held (`names`): a step between them set it, through $GITHUB_ENV, so the value prepare saw
 * (the secret, which the agent may have read) is not one capture can redact. Null when there are none.
 */
export function envChangedError(names: readonly string[]): UserError | null {
  if (names.length === 0) return null;
  const one = names.length === 1;
  return new UserError(
    'redact-not-given',
    `${shownNames(names)}, mapped from secrets by the workflow, ${one ? 'was' : 'were'} set to another value after prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture does not hold the value${one ? '' : 's'} prepare's env did and cannot redact ${one ? 'it' : 'them'}: give capture the secret${one ? '' : 's'} in its ${INPUTS.redact} input (${INPUTS.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action, which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stored`,
    { where: INPUTS.redact },
  );
}
