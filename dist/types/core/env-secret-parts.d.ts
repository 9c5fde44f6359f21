/**
 * The secrets inside an env value the workflow builds around them (`AUTH: "Bearer ${{ secrets.API_KEY }}"`).
 * The runner puts the built value in the step's env; redacting that whole value misses the secret alone
 * (`${AUTH#Bearer }`). The written text says where each secret sits among known literal text: matching the
 * literal parts against the value recovers each secret's value, when they fix it one way only.
 */
/** One part of a written env value: known text, a `${{ }}` whose value is a secret's (or no secret's), or one that is not. */
type Part = {
    literal: string;
}
/** Reads secrets and calls no function: its value is a secret's whole value, or text that is none. */
 | {
    secret: string;
}
/** Reads no secret: its value is not known here, and is not redacted. */
 | {
    other: true;
};
/**
 * How a written env value reads secrets: `parts` when every `${{ }}` that reads secrets does so without a
 * function (`secrets.X`, `secrets['X']`, `secrets.A || secrets.B`, `x == 'y' && secrets.A`), so its value is
 * a secret's whole value; `opaque` when one builds text from a secret (`format(…)`, `toJSON(secrets.X)`,
 * `fromJSON(secrets.X).key`), so where the secret sits in the value is not known; null when it reads none.
 */
export declare function writtenEnvValue(text: string): {
    kind: 'parts';
    parts: Part[];
} | {
    kind: 'opaque';
} | null;
/**
 * The values of the secrets in `value`, built as `written` says, when the literal parts fix them one way
 * only (the empty left out); null when they do not (two `${{ }}` with no text between them, a literal part
 * that also occurs inside a secret where either reading fits, a value the text does not build).
 */
export declare function secretsInValue(written: {
    kind: 'parts';
    parts: readonly Part[];
}, value: string): string[] | null;
/**
 * Why the secrets inside a written env value can never be told apart in its value, or null when they can
 * be (or it reads none): `function` when a function builds text from a secret (`format('Bearer {0}',
 * secrets.X)`), `adjacent` when two `${{ }}`, one a secret's, have no text between them. What the action's
 * log then says it cannot do, lint says before the run. `toJSON(secrets)` alone is no such value: each
 * secret is a string inside its JSON, found there.
 */
export declare function untellableSecrets(text: string): 'function' | 'adjacent' | null;
export {};
