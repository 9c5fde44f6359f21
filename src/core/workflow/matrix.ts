import { UserError } from '../errors.js';
import { redactText } from '../redact.js';
import { stageIdFor } from '../stage-id.js';

/** GitHub's limit of legs per matrix job. */
export const MAX_MATRIX_LEGS = 256;

/** One combination of matrix values. */
export type MatrixLeg = Record<string, unknown>;

/**
 * Expand an evaluated `strategy.matrix` by GitHub's rules:
 * 1. every key but `include`/`exclude` is a vector; the legs are their cartesian product, in key order;
 * 2. an `exclude` entry removes every leg it matches (all of its key/value pairs, partially for objects);
 * 3. each `include` entry is merged into every leg whose original values it does not change (values
 *    added by an earlier include may be overwritten); an entry that fits no leg becomes a leg of its own.
 * Throws a UserError (`matrix-invalid`) naming `where` for a malformed matrix, an empty one, or more than 256 legs.
 */
export function expandMatrix(matrix: unknown, where: string): MatrixLeg[] {
  if (matrix === null || typeof matrix !== 'object' || Array.isArray(matrix)) {
    throw new UserError('matrix-invalid', `strategy.matrix must be a mapping, got ${describe(matrix)}`, {
      where,
    });
  }
  const vectors: Array<[string, unknown[]]> = [];
  let include: unknown[] = [];
  let exclude: unknown[] = [];
  for (const [key, value] of Object.entries(matrix as Record<string, unknown>)) {
    if (key === 'include' || key === 'exclude') {
      if (!Array.isArray(value)) {
        throw new UserError('matrix-invalid', `strategy.matrix.${key} must be a list of mappings`, { where });
      }
      if (key === 'include') include = value;
      else exclude = value;
      continue;
    }
    if (!Array.isArray(value)) {
      throw new UserError('matrix-invalid', `strategy.matrix.${key} must be a list, got ${describe(value)}`, {
        where,
      });
    }
    if (value.length === 0) {
      throw new UserError('matrix-invalid', `strategy.matrix.${key} is an empty list`, { where });
    }
    vectors.push([key, value]);
  }

  let legs: MatrixLeg[] = vectors.length > 0 ? [{}] : [];
  for (const [key, values] of vectors) {
    legs = legs.flatMap((leg) => values.map((value) => ({ ...leg, [key]: value })));
  }
  for (const entry of exclude) {
    const filter = asMapping(entry, 'exclude', where);
    legs = legs.filter(
      (leg) => !Object.entries(filter).every(([key, value]) => key in leg && matches(leg[key], value)),
    );
  }

  const originalKeys = new Set(vectors.map(([key]) => key));
  const originals = legs.length;
  const added: MatrixLeg[] = [];
  for (const entry of include) {
    const extra = asMapping(entry, 'include', where);
    let merged = false;
    for (let i = 0; i < originals; i += 1) {
      const leg = legs[i] as MatrixLeg;
      const fits = Object.entries(extra).every(
        ([key, value]) => !originalKeys.has(key) || deepEqual(leg[key], value),
      );
      if (fits) {
        legs[i] = { ...leg, ...extra };
        merged = true;
      }
    }
    if (!merged) added.push({ ...extra });
  }
  const all = [...legs, ...added];
  if (all.length === 0) {
    throw new UserError(
      'matrix-invalid',
      'strategy.matrix produces no legs (every combination is excluded)',
      {
        where,
      },
    );
  }
  if (all.length > MAX_MATRIX_LEGS) {
    throw new UserError(
      'matrix-invalid',
      `strategy.matrix produces ${all.length} legs; GitHub allows at most ${MAX_MATRIX_LEGS} per job`,
      { where },
    );
  }
  return all;
}

/** A leg's id: the job id with its matrix values (`review-security`), or the job id outside a matrix. */
export function legId(jobId: string, leg: MatrixLeg): string {
  // A called workflow's job (`build/compile`): its own id's leg, under its caller's (`build/compile-linux`).
  const slash = jobId.lastIndexOf('/');
  if (slash >= 0) return `${jobId.slice(0, slash + 1)}${legId(jobId.slice(slash + 1), leg)}`;
  return stageIdFor(jobId, Object.keys(leg).length > 0 ? leg : null);
}

/**
 * The ids of a job's legs, in order, each distinct: a leg whose id another leg before it already has gets
 * `-2`, `-3` …, as a job that records no stage may have legs that differ only in punctuation (`1.0`, `1-0`);
 * a job that records stages has its legs checked by `checkLegIds` first, and gets their plain ids.
 */
export function legIds(jobId: string, legs: readonly MatrixLeg[]): string[] {
  const taken = new Set<string>();
  return legs.map((leg) => {
    const base = legId(jobId, leg);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

/**
 * Refuses the legs of one job whose ids would break: two that would get the same id (`m-a-b` from `a/b`,
 * `a-b` and `A B`), as a leg's id names its stage, its record and its log and keeps only the letters,
 * digits, `_` and `-` of its values; and a leg whose values hold a secret, as its id (lower-cased, out of
 * redaction's reach) would put it in file names, events and the terminal. Throws a UserError
 * (`matrix-invalid`) naming the first such legs, never a secret.
 */
export function checkLegIds(
  jobId: string,
  legs: readonly MatrixLeg[],
  where: string,
  secrets: readonly string[] = [],
  options: { recordsStages?: boolean } = {},
): void {
  const seen = new Map<string, MatrixLeg>();
  for (const leg of legs) {
    const texts = Object.values(leg).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
    // Token-shaped text too: a leg's id names its log file, which redaction (of contents) never reaches.
    if (texts.some((text) => redactText(text, secrets).redactions.length > 0)) {
      throw new UserError(
        'matrix-invalid',
        `a matrix value of job ${jobId} holds the value of a secret (or text shaped like a token); a leg's id is made of its values and names its log and events, which are not redacted`,
        { where },
      );
    }
    // Only a leg's stage must have the id its values make: a prompt names it.
    if (options.recordsStages === false) continue;
    const id = legId(jobId, leg);
    const first = seen.get(id);
    if (first !== undefined) {
      throw new UserError(
        'matrix-invalid',
        `matrix legs ${JSON.stringify(first)} and ${JSON.stringify(leg)} of job ${jobId} would both be ${id}: a leg's id keeps only the letters, digits, _ and - of its values, so make them differ there`,
        { where },
      );
    }
    seen.set(id, leg);
  }
}

function asMapping(entry: unknown, key: string, where: string): Record<string, unknown> {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    throw new UserError(
      'matrix-invalid',
      `each strategy.matrix.${key} entry must be a mapping, got ${describe(entry)}`,
      {
        where,
      },
    );
  }
  return entry as Record<string, unknown>;
}

/** Exclude matching: objects match when the filter's keys match (partial), everything else by equality. */
function matches(value: unknown, filter: unknown): boolean {
  if (filter !== null && typeof filter === 'object' && !Array.isArray(filter)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    return Object.entries(filter as Record<string, unknown>).every(([k, v]) =>
      matches((value as Record<string, unknown>)[k], v),
    );
  }
  return deepEqual(value, filter);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a mapping' : `${typeof value} ${JSON.stringify(value)}`;
}
