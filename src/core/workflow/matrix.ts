import { UserError } from '../errors.js';
import { redactText } from '../redact.js';
import { stageIdFor } from '../stage-id.js';
import { didYouMeanAside } from '../suggest.js';
import { expressionEquals } from './expression-equals.js';

/** GitHub's limit of legs per matrix job. */
export const MAX_MATRIX_LEGS = 256;

/** One combination of matrix values. */
export type MatrixLeg = Record<string, unknown>;

/**
 * The `matrix` context of a leg: its values, or null for a job without a matrix (its one leg is `{}`), as
 * GitHub gives it there (`toJSON(matrix)` is `null`, `if: matrix` is false).
 */
export function matrixContext(leg: MatrixLeg): MatrixLeg | null {
  return Object.keys(leg).length > 0 ? leg : null;
}

/** Where a part of a matrix is written, by its path (`['exclude', 1, 'nodee']`); undefined when unknown. */
export type MatrixWhereOf = (path: ReadonlyArray<string | number>) => string | undefined;

/**
 * Expand an evaluated `strategy.matrix` as GitHub does (MatrixBuilder.cs in actions/runner):
 * 1. every key but `include`/`exclude` is a vector; the legs are their cartesian product, in key order;
 * 2. an `exclude` entry removes every leg it matches; its keys must be keys of the matrix (in any case);
 * 3. each `include` entry's keys that are keys of the matrix are its filter, the others its extra values:
 *    the extra values are added to every leg the filter matches (an earlier entry's extra values may be
 *    overwritten; the leg's own values never are), and an entry that matches no leg becomes a leg of its own.
 * An entry matches a leg as GitHub's `==` decides, one comparison per value it holds, nested ones too
 * (`matrix['os'] == 'macos-latest'`, `matrix['cfg']['v'] == 1`): strings ignoring case, `'18'` equal to `18`,
 * a mapping or list by the values it gives (so partially), never as a whole.
 * Throws a UserError (`matrix-invalid`) naming where (`whereOf` of the offending part, else `where`) for a
 * malformed matrix, an empty one, an entry GitHub refuses, or more than 256 legs.
 */
export function expandMatrix(
  matrix: unknown,
  where: string,
  options: { whereOf?: MatrixWhereOf } = {},
): MatrixLeg[] {
  const whereOf = (path: ReadonlyArray<string | number>) => options.whereOf?.(path) ?? where;
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
        throw new UserError('matrix-invalid', `strategy.matrix.${key} must be a list of mappings`, {
          where: whereOf([key]),
        });
      }
      if (key === 'include') include = value;
      else exclude = value;
      continue;
    }
    if (!Array.isArray(value)) {
      throw new UserError('matrix-invalid', `strategy.matrix.${key} must be a list, got ${describe(value)}`, {
        where: whereOf([key]),
      });
    }
    if (value.length === 0) {
      throw new UserError('matrix-invalid', `strategy.matrix.${key} is an empty list`, {
        where: whereOf([key]),
      });
    }
    vectors.push([key, value]);
  }
  // A leg's keys compare as the expression's `matrix[…]` reads them: ignoring case.
  const keys = vectors.map(([key]) => key);
  const isVectorKey = (key: string) => keys.some((k) => k.toLowerCase() === key.toLowerCase());

  const excludes = exclude.map((entry, i) => {
    const filter = asMapping(entry, 'exclude', whereOf(['exclude', i]));
    const names = Object.keys(filter);
    if (names.length === 0) {
      throw new UserError(
        'matrix-invalid',
        'strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty exclude filter; give it the values of the legs to leave out',
        { where: whereOf(['exclude', i]) },
      );
    }
    // As GitHub: "Matrix exclude key 'nodee' does not match any key within the matrix". An include entry may
    // add keys; an exclude entry can only ever name the matrix's own.
    const unknown = names.find((name) => !isVectorKey(name));
    if (unknown !== undefined) {
      throw new UserError(
        'matrix-invalid',
        `strategy.matrix.exclude: key '${unknown}' does not match any key within the matrix${didYouMeanAside(unknown, keys)}; GitHub refuses the workflow; matrix keys: ${keys.join(', ') || 'none'}`,
        { where: whereOf(['exclude', i, unknown]) },
      );
    }
    return filterLeaves(filter);
  });
  const includes = include.map((entry, i) => {
    const mapping = asMapping(entry, 'include', whereOf(['include', i]));
    if (Object.keys(mapping).length === 0) {
      throw new UserError(
        'matrix-invalid',
        'strategy.matrix.include: an entry is empty, and GitHub refuses an include mapping without values; give it values to add to the legs it matches, or the values of a leg of its own',
        { where: whereOf(['include', i]) },
      );
    }
    const filter = Object.fromEntries(Object.entries(mapping).filter(([key]) => isVectorKey(key)));
    const extra = Object.fromEntries(Object.entries(mapping).filter(([key]) => !isVectorKey(key)));
    return { filter, extra, condition: filterLeaves(filter), matched: false };
  });
  const holds = (leaves: readonly FilterLeaf[], leg: MatrixLeg) =>
    leaves.every(({ path, value }) => expressionEquals(valueAt(leg, path), value));

  let product: MatrixLeg[] = vectors.length > 0 ? [{}] : [];
  for (const [key, values] of vectors) {
    product = product.flatMap((leg) => values.map((value) => ({ ...leg, [key]: value })));
  }
  const legs: MatrixLeg[] = [];
  for (const leg of product) {
    if (excludes.some((condition) => holds(condition, leg))) continue;
    // Matched against the leg's own values: GitHub adds the extra values after every entry is matched.
    let extra: MatrixLeg = {};
    for (const entry of includes) {
      if (!holds(entry.condition, leg)) continue;
      entry.matched = true;
      extra = assignIgnoringCase(extra, entry.extra);
    }
    legs.push({ ...leg, ...extra });
  }
  // An entry that matched no leg: its filter values, then its extra ones, as written.
  for (const entry of includes) if (!entry.matched) legs.push({ ...entry.filter, ...entry.extra });

  if (legs.length === 0) {
    throw new UserError(
      'matrix-invalid',
      'strategy.matrix produces no legs (every combination is excluded)',
      {
        where,
      },
    );
  }
  if (legs.length > MAX_MATRIX_LEGS) {
    throw new UserError(
      'matrix-invalid',
      `strategy.matrix produces ${legs.length} legs; GitHub allows at most ${MAX_MATRIX_LEGS} per job`,
      { where },
    );
  }
  return legs;
}

/**
 * The stage ids a written-out `strategy.matrix` gives its job's legs by default (`review-security`,
 * `review-perf-deep` …): its legs expanded as GitHub expands them, each named as the action names its stage
 * on GitHub (stageIdFor of the job id and the leg's values). What the plan knows of a job's stages before a
 * run, and what the action checks a prompt's stage ids against when it can read the workflow file. Throws
 * as expandMatrix does for a matrix GitHub refuses.
 */
export function matrixStageIds(jobId: string, matrix: unknown): string[] {
  return expandMatrix(matrix, jobId).map((leg) => stageIdFor(jobId, leg));
}

/** A leg's id: the job id with its matrix values (`review-security`), or the job id outside a matrix. */
export function legId(jobId: string, leg: MatrixLeg): string {
  // A called workflow's job (`build/compile`): its own id's leg, under its caller's (`build/compile-linux`).
  const slash = jobId.lastIndexOf('/');
  if (slash >= 0) return `${jobId.slice(0, slash + 1)}${legId(jobId.slice(slash + 1), leg)}`;
  return stageIdFor(jobId, Object.keys(leg).length > 0 ? leg : null);
}

/**
 * The ids of a job's legs, in order, each distinct from every id in `taken` (the run's job ids and the legs
 * given ids before, compared ignoring case as `needs:` names jobs and as some file systems name files),
 * which it adds them to. A job without a matrix has one leg, the job itself. A matrix leg whose id is taken
 * gets `-2`, `-3` …: another leg of its job has it (a job that records no stage may have legs that differ
 * only in punctuation, `1.0` and `1-0`), another job is named so (`build` with `target: docs` beside a job
 * `build-docs`), its own job is (values with no letter or digit it keeps, `v: 日本`), or another job's leg
 * has it. A leg's stage id is made from its values alone (`stageIdFor`) and never numbered: a job that
 * records stages has its legs checked by `checkLegIds` first, and the plan refuses a stage two jobs record.
 */
export function legIds(
  jobId: string,
  legs: readonly MatrixLeg[],
  taken: Set<string> = new Set([jobId.toLowerCase()]),
): string[] {
  return legs.map((leg) => {
    const base = legId(jobId, leg);
    let id = base;
    if (Object.keys(leg).length > 0) for (let n = 2; taken.has(id.toLowerCase()); n++) id = `${base}-${n}`;
    taken.add(id.toLowerCase());
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

/** A value an include or exclude entry holds, and its path in a leg (`['cfg', 'v', 0]`). */
interface FilterLeaf {
  path: ReadonlyArray<string | number>;
  value: unknown;
}

/**
 * The comparisons GitHub makes for an include or exclude entry (MatrixBuilder.MatrixFilter), all of which
 * must hold: one `==` per scalar it holds, at that scalar's path in the leg (`matrix['cfg']['os'] == 'linux'`,
 * `matrix['v'][0] == 1`); none when it holds no scalar (it matches every leg). Compared directly rather than
 * as expression text GitHub would write: a long value, many keys or deep nesting make no expression to
 * exceed a limit, and no error quotes an expression nobody wrote.
 */
function filterLeaves(filter: Record<string, unknown>): FilterLeaf[] {
  const leaves: FilterLeaf[] = [];
  // Depth first, in the order the values are written, without recursion: nesting may be deep.
  const stack: FilterLeaf[] = Object.entries(filter)
    .reverse()
    .map(([key, value]) => ({ path: [key], value }));
  for (let leaf = stack.pop(); leaf !== undefined; leaf = stack.pop()) {
    const { path, value } = leaf;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ path: [...path, i], value: value[i] });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ path: [...path, key], value: item });
      }
    } else {
      leaves.push({ path, value: literalValue(value) });
    }
  }
  return leaves;
}

/**
 * A scalar as GitHub writes it into the filter's expression and reads it back: a number with 15 significant
 * digits (so 0.30000000000000004 is 0.3), anything but a string, a number or a boolean as null.
 */
function literalValue(value: unknown): unknown {
  if (typeof value === 'number') return Number(value.toPrecision(15));
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return null;
}

/**
 * The value at `path` in a leg, as `matrix['cfg']['v'][0]` reads it: a mapping's key ignoring case (the first
 * key so spelled), a list's item by a whole number from 0 (a key too, as `Number()` reads it: `'1'` is item
 * 1), and null where there is nothing.
 */
function valueAt(leg: MatrixLeg, path: ReadonlyArray<string | number>): unknown {
  let current: unknown = leg;
  for (const part of path) {
    if (Array.isArray(current)) {
      const index = Number(part);
      current = Number.isFinite(index) && index >= 0 ? current[Math.floor(index)] : undefined;
    } else if (current !== null && typeof current === 'object') {
      const key = String(part).toLowerCase();
      const found = Object.keys(current).find((k) => k.toLowerCase() === key);
      current = found === undefined ? undefined : (current as Record<string, unknown>)[found];
    } else {
      return null;
    }
    if (current === undefined) return null;
  }
  return current;
}

/** `target` with `values` set, a key already there in another case keeping its spelling (as GitHub's dictionary). */
function assignIgnoringCase(target: MatrixLeg, values: MatrixLeg): MatrixLeg {
  const result = { ...target };
  for (const [key, value] of Object.entries(values)) {
    const existing = Object.keys(result).find((k) => k.toLowerCase() === key.toLowerCase());
    result[existing ?? key] = value;
  }
  return result;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a mapping' : `${typeof value} ${JSON.stringify(value)}`;
}
