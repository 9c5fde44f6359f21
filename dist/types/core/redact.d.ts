import { Handoff } from './handoff.js';
import type { Problem } from './problem.js';
/**
 * Secret redaction (DESIGN §6): nothing leaves a job — artifact, summary, comment, local record — before
 * the values of the job's secrets and the known token shapes are replaced by `[REDACTED:<kind>]`.
 *
 * What is found:
 * - known secret values (at least REDACTION.minSecretLength characters), as written, escaped inside a JSON
 *   string, URL-encoded (any percent-encoding, `+` for spaces) and base64-encoded (standard and URL alphabets, at each of the three
 *   byte alignments, so a secret in the middle of a larger encoded blob is found too);
 * - GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghr_`, `ghs_` classic and stateless, `github_pat_`), AWS access
 *   key ids (`AKIA`, `ASIA`), OpenAI keys (`sk-`, `sk-proj-`, …), Anthropic keys (`sk-ant-`), Google API
 *   keys (`AIza`, which Gemini keys are), PEM private keys (the whole block, any key type), JWTs, and the
 *   password of `scheme://user:password@host`.
 *
 * A secret wrapped onto the next line (a line break, optionally followed by indentation, inside it) is
 * found too: every search runs over the text with single line breaks removed, and each finding is mapped
 * back onto the original text. A blank line is never joined over. Terminal escape sequences (colours) are
 * read the same way: a secret split by one, or a token right after one, is found, and the sequences inside
 * a finding go with it.
 *
 * "Allow" comments (`# gitleaks:allow`, `pragma: allowlist secret`, `baton:disable-redaction`, …) are not
 * honoured: the text comes from an agent that may have read attacker text, and so may the comment.
 *
 * Every search is linear in the text: literal `indexOf` scans and hand-written loops, no backtracking
 * regular expressions.
 */
/** What redactText finds, with the words a message uses for it. The order is precedence on overlap. */
export declare const REDACTION_KINDS: {
    readonly 'secret-value': "known secret value";
    readonly 'secret-value-url-encoded': "known secret value, URL-encoded";
    readonly 'secret-value-base64': "known secret value, base64-encoded";
    readonly 'private-key': "private key";
    readonly 'github-token': "GitHub token";
    readonly 'anthropic-key': "Anthropic API key";
    readonly 'openai-key': "OpenAI API key";
    readonly 'google-api-key': "Google API key";
    readonly 'aws-key': "AWS access key id";
    readonly jwt: "JSON Web Token";
    readonly 'url-password': "password in a URL";
};
export type RedactionKind = keyof typeof REDACTION_KINDS;
/** How many secrets of one kind were replaced. */
export interface Redaction {
    kind: RedactionKind;
    count: number;
}
/** Replace every secret in `text`; `secrets` are the values known to be secret (e.g. the job's secrets). */
export declare function redactText(text: string, secrets: readonly string[]): {
    text: string;
    redactions: Redaction[];
};
/**
 * `value` with every string in it redacted: the value itself, or every string in its arrays and object
 * values at any depth (keys are kept: they are names the workflow spelled, not data). Strings are redacted
 * one by one, never as serialized JSON, where a secret holding a quote or a backslash would be escaped.
 */
export declare function redactStrings<T>(value: T, secrets: readonly string[]): T;
/**
 * Whether `text` holds one of the `secrets` (as written, URL-encoded or base64-encoded), as GitHub's log
 * masker would find it. Token shapes baton was not told about do not count.
 */
export declare function containsSecretValue(text: string, secrets: readonly string[]): boolean;
/** A message naming what was replaced, e.g. `redacted 1 × GitHub token as [REDACTED:github-token]`. */
export declare function describeRedactions(redactions: readonly Redaction[]): string;
/**
 * Redact every text field of a validated handoff. Returns a handoff that is still valid, and one
 * `redacted` warning per field changed, whose path is the field's JSON path and whose message names the
 * kind of secret — never the secret.
 *
 * Fields whose rules a marker cannot satisfy are handled so the result stays valid: a `data` key holding a
 * secret is renamed `redacted_<n>`; a `next.stage` holding one removes the route; a field that a marker
 * pushes past its byte limit is cut to the limit (never inside a marker).
 */
export declare function redactHandoff(handoff: Handoff, secrets: readonly string[]): {
    handoff: Handoff;
    problems: Problem[];
};
/** The first private key's END line in `text` (from its dashes to after its closing dashes), or null. */
export declare function firstPrivateKeyEnd(text: string): {
    start: number;
    end: number;
} | null;
