import { UserError } from '../errors.js';
import type { PreparedStage } from './prepared-stage.js';
/**
 * Redaction across a split stage (`prepare`, the agent's own step, `capture`). Each action is given its
 * own `redact` input and what prepare was given is never written anywhere, so capture — which stores the
 * prompt, the handoff and the job summary — redacts only what it is given. A user who gives `redact` to
 * prepare alone would lose it without a word; so prepare leaves the prompt for the record already redacted,
 * and capture refuses, before it stores anything, when it was not given every value prepare was.
 */
/** The values of a `redact` input: one per line, trimmed, blank lines left out, each once. */
export declare function redactInputValues(text: string): string[];
/**
 * The prepared attempt as `capture` will store it: its prompt redacted with `secrets` (the agent still
 * reads the prompt file as rendered), the redaction recorded as a warning at `prompt.md`, as the root
 * action's record has it. Redacting the stored prompt again finds nothing more with the same values.
 */
export declare function preparedForRecord(prepared: PreparedStage, secrets: readonly string[]): PreparedStage;
/**
 * The refusal of a capture that was given only `covered` of the `given` values prepare was given to redact
 * (null when it was given all of them). Said before anything is stored: what capture stores would hold
 * those values unredacted.
 */
export declare function redactNotGivenError(given: number, covered: number): UserError | null;
/**
 * The refusal of a capture that does not see secrets prepare's env held (`names`: variables the workflow
 * maps from secrets, env-secrets.ts): each action sees its own step's env, and prepare's step mapped them
 * where capture's does not. Null when there are none. Names only (they are the workflow's, not secret).
 */
export declare function envNotGivenError(names: readonly string[]): UserError | null;
/**
 * The refusal of a capture whose env holds, under a name the workflow maps from secrets, another value than
 * prepare's env held (`names`): a step between them set it, through $GITHUB_ENV, so the value prepare saw
 * (the secret, which the agent may have read) is not one capture can redact. Null when there are none.
 */
export declare function envChangedError(names: readonly string[]): UserError | null;
