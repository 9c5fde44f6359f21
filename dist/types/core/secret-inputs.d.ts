import { BATON_ACTIONS } from './names.js';
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
export declare const SECRET_HOLDING_INPUTS: readonly string[];
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
export declare function secretInputsOf(action: keyof typeof BATON_ACTIONS, given: ReadonlyArray<readonly [string, string]>): SecretInput[];
/**
 * The secrets the `${{ }}` of a value read: `T` for `secrets.T` or `secrets['T']`, `secrets` for a read of
 * the whole context (`toJSON(secrets)`). Context names are case-insensitive; a word `secrets` inside a quoted
 * string of the expression, or in the text around it, is no read.
 */
export declare function secretsReadIn(text: string): string[];
/** Why an input that reads secrets is refused, and what to write instead. */
export declare function secretInputMessage(found: SecretInput): string;
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
export declare function stepSecretInputs(text: string, where: {
    job: string;
    step?: string;
    action: keyof typeof BATON_ACTIONS;
    /** `owner/name` of the action's repository (GITHUB_ACTION_REPOSITORY), when the runner gives one. */
    repository?: string;
}): StepSecretInput[] | null;
