import { segmentsOf } from './workflow/segments.js';

/**
 * The secrets inside an env value the workflow builds around them (`AUTH: "Bearer ${{ secrets.API_KEY }}"`).
 * The runner puts the built value in the step's env; redacting that whole value misses the secret alone
 * (`${AUTH#Bearer }`). The written text says where each secret sits among known literal text: matching the
 * literal parts against the value recovers each secret's value, when they fix it one way only.
 */

/** One part of a written env value: known text, a `${{ }}` whose value is a secret's (or no secret's), or one that is not. */
type Part =
  | { literal: string }
  /** Reads secrets and calls no function: its value is a secret's whole value, or text that is none. */
  | { secret: string }
  /** Reads no secret: its value is not known here, and is not redacted. */
  | { other: true };

/** At most this many steps of matching per value: past it, the secrets are said not to be recovered. */
const MAX_STEPS = 100_000;

/**
 * How a written env value reads secrets: `parts` when every `${{ }}` that reads secrets does so without a
 * function (`secrets.X`, `secrets['X']`, `secrets.A || secrets.B`, `x == 'y' && secrets.A`), so its value is
 * a secret's whole value; `opaque` when one builds text from a secret (`format(…)`, `toJSON(secrets.X)`,
 * `fromJSON(secrets.X).key`), so where the secret sits in the value is not known; null when it reads none.
 */
export function writtenEnvValue(text: string): { kind: 'parts'; parts: Part[] } | { kind: 'opaque' } | null {
  const segments = segmentsOf(text);
  if (segments === null) return null;
  const parts: Part[] = [];
  let readsSecrets = false;
  for (const segment of segments) {
    if ('literal' in segment) {
      parts.push({ literal: segment.literal });
      continue;
    }
    // Quoted strings cannot read a context nor call a function: left out of both tests.
    const code = segment.expression.replace(/'(?:[^']|'')*'/g, "''");
    if (!/(?<![\w.-])secrets\b/i.test(code)) {
      parts.push({ other: true });
      continue;
    }
    readsSecrets = true;
    if (/[A-Za-z_][\w-]*\s*\(/.test(code)) return { kind: 'opaque' };
    // The same expression has the same value wherever it is in the text.
    parts.push({ secret: segment.expression.replace(/\s+/g, '').toLowerCase() });
  }
  return readsSecrets ? { kind: 'parts', parts } : null;
}

/**
 * The values of the secrets in `value`, built as `written` says, when the literal parts fix them one way
 * only (the empty left out); null when they do not (two `${{ }}` with no text between them, a literal part
 * that also occurs inside a secret where either reading fits, a value the text does not build).
 */
export function secretsInValue(
  written: { kind: 'parts'; parts: readonly Part[] },
  value: string,
): string[] | null {
  // Adjacent literals (an expression-free run) merged, so a literal part is matched whole.
  const parts: Part[] = [];
  for (const part of written.parts) {
    const last = parts.at(-1);
    if ('literal' in part && last !== undefined && 'literal' in last)
      parts[parts.length - 1] = { literal: last.literal + part.literal };
    else if (!('literal' in part) || part.literal !== '') parts.push(part);
  }
  const found: Map<string, string>[] = [];
  let steps = 0;
  const assigned = new Map<string, string>();
  // Depth-first over where each `${{ }}` ends; stops at a second reading (the secrets are not fixed then).
  const match = (i: number, at: number): boolean => {
    if (++steps > MAX_STEPS) return false;
    if (i === parts.length) {
      if (at === value.length) found.push(new Map(assigned));
      return found.length > 1;
    }
    const part = parts[i] as Part;
    if ('literal' in part)
      return value.startsWith(part.literal, at) && match(i + 1, at + part.literal.length);
    const next = parts[i + 1];
    const ends: number[] = [];
    if (next === undefined) ends.push(value.length);
    else if ('literal' in next) {
      for (let end = value.indexOf(next.literal, at); end >= 0; end = value.indexOf(next.literal, end + 1))
        ends.push(end);
    } else for (let end = at; end <= value.length; end++) ends.push(end);
    for (const end of ends) {
      const text = value.slice(at, end);
      if ('secret' in part) {
        const known = assigned.get(part.secret);
        if (known !== undefined && known !== text) continue;
        if (known === undefined) assigned.set(part.secret, text);
        const stop = match(i + 1, end);
        if (known === undefined) assigned.delete(part.secret);
        if (stop) return true;
      } else if (match(i + 1, end)) return true;
    }
    return false;
  };
  match(0, 0);
  if (steps > MAX_STEPS || found.length !== 1) return null;
  return [...new Set((found[0] as Map<string, string>).values())].filter((text) => text !== '');
}

/**
 * Why the secrets inside a written env value can never be told apart in its value, or null when they can
 * be (or it reads none): `function` when a function builds text from a secret (`format('Bearer {0}',
 * secrets.X)`), `adjacent` when two `${{ }}`, one a secret's, have no text between them. What the action's
 * log then says it cannot do, lint says before the run. `toJSON(secrets)` alone is no such value: each
 * secret is a string inside its JSON, found there.
 */
export function untellableSecrets(text: string): 'function' | 'adjacent' | null {
  if (/^\s*\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}\s*$/i.test(text)) return null;
  const read = writtenEnvValue(text);
  if (read === null) return null;
  if (read.kind === 'opaque') return 'function';
  const parts = read.parts.filter((part) => !('literal' in part) || part.literal !== '');
  for (let i = 1; i < parts.length; i++) {
    const [before, after] = [parts[i - 1] as Part, parts[i] as Part];
    if (!('literal' in before) && !('literal' in after) && ('secret' in before || 'secret' in after))
      return 'adjacent';
  }
  return null;
}
