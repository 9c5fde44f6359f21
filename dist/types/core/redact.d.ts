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
/** Where, in a text, redaction reads a secret: see redactionSpans. */
export interface RedactionSpan {
    start: number;
    end: number;
}
/**
 * Where redactText reads a secret in `text`, in its indices, in order, overlapping ones merged: each from
 * where reading it starts (a URL's password from the end of its scheme) to the end of what is replaced. A
 * text cut outside every span still holds each secret whole on one side of the cut, read from its start.
 *
 * This is redaction's first reading: a text with terminal escape sequences may be read again, and a part
 * read alone may read differently at its start (a token is read after a letter there, where the whole has
 * none). A caller that must be exact checks a cut by redacting the parts and the whole.
 */
export declare function redactionSpans(text: string, secrets: readonly string[]): RedactionSpan[];
/**
 * Whether `text` redacts the same cut at `at` as whole: its head and its tail, each redacted alone, joined,
 * are `whole` (`text` redacted, when the caller has it already).
 */
export declare function cutReadsTheSame(text: string, at: number, secrets: readonly string[], whole?: string): boolean;
/**
 * Whether redactText leaves every run of consecutive lines of `text` (its lines parted by line feeds; a run
 * read alone, its lines joined by `\n`) as it is: none holds a secret or a token. A reader that redacts each
 * line with the ones beside it (a live view) may then show them as they are, having read the whole once.
 * Conservative: false whenever it cannot tell, e.g. for a text with carriage returns or a terminal title.
 *
 * Why a run reads nothing when the whole does: each reading of a run (joinLines, as written and without
 * escape sequences) is a part of the whole's, but for the blanks the run's first line starts with (kept in
 * the run, left out after a removed break in the whole) and the line break before a blank last line (left
 * out in the run, kept in the whole before a blank line). So whatever a search needs to begin with — a
 * needle, a token's prefix where a token may start, `-----BEGIN `, a URL's `://` with `:` and `@` after it
 * in its authority, a `%XX` escape to decode — is in the whole's reading too, where it is looked for here;
 * but a needle that begins with blanks (found in those blanks): then false. Colour codes (CSI) end on their
 * line; a title or a link (OSC) may not, and a run may end inside one: then false.
 */
export declare function lineRunsRedactNothing(text: string, secrets: readonly string[]): boolean;
/**
 * Whether a secret may start in the last line of `text` (whole lines: its last line break is where the next
 * line would join) and go on onto a line that comes after it: redaction reads a secret across a single line
 * break, so the last line, redacted alone, could then read otherwise than with the next one — part of a
 * secret left in it. Conservative: true when the line's end may begin a known value (as written, escaped
 * or encoded), a token of a known shape, a URL's password or a private key block, whether or not what comes
 * next completes it, or when a base64 value's marker to come would take in a character of it. A writer that
 * must never hold a part of a secret (a job log) holds such a line until the next one comes.
 */
export declare function mayGoOnOntoNextLine(text: string, secrets: readonly string[]): boolean;
/**
 * Where a part of a secret the text ends in may begin, when what comes after the text could go on with it
 * (redaction reads a secret across line breaks: a token or a value wrapped over several lines), or -1: the
 * index (in `text`) from which no part may be written before what comes next is read with it. Reads the
 * text as mayGoOnOntoNextLine does, but only for a part of a secret, not for whether a marker to come would
 * take in a character next to one. Conservative: where it cannot tell where such a part begins, the start
 * of the run of token characters the text ends in, or of its last line.
 */
export declare function openSecretStart(text: string, secrets: readonly string[]): number;
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
/**
 * Whether a private key block is open after `text` (a BEGIN line whose END line has not come: redaction
 * takes everything from one to the other), when one was (`open`) before it. The BEGIN and END lines that
 * end at or before `from` were read already (the end of the text read before, read again to find a line
 * it cut through). Read as written and without terminal escape sequences, as redaction reads it: open when
 * either reading says so (a colour code inside a BEGIN line, a BEGIN line inside a title).
 */
export declare function privateKeyOpenAfter(text: string, open: boolean, from?: number): boolean;
/** Whether `line` holds a private key's BEGIN or END line, as written (not without escape sequences). */
export declare function hasPrivateKeyMark(line: string): boolean;
/** Whether `line` opens a private key block (a colour code inside its BEGIN line too). */
export declare function opensPrivateKey(line: string): boolean;
