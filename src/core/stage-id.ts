import { UserError } from './errors.js';
import { STAGE_ID_PATTERN } from './names.js';
import { shortHash } from './short-hash.js';

/**
 * Stage ids (DESIGN §1): the job id, and for a matrix leg the job id followed by the leg's matrix values
 * (`review` + `{ angle: 'security' }` → `review-security`). The action on GitHub and `baton run` both call
 * this, so the same leg gets the same id in both places.
 */

/** Most characters in a stage id (STAGE_ID_PATTERN allows a first character plus 99). */
export const STAGE_ID_MAX_LENGTH = 100;

/**
 * The stage id of a job, or of one leg of a matrix job.
 *
 * - Matrix keys are taken in sorted order, so the id does not depend on the order the values were
 *   assembled in (GitHub's `toJSON(matrix)` and `baton run`'s expansion agree).
 * - Each value is slugified to the stage-id alphabet: lower case, runs of anything outside `[a-z0-9_]`
 *   become one `-`, no `-` at either end. Objects contribute their values (sorted by key), arrays their
 *   items in order, `null` contributes `null`; empty parts are left out.
 * - An id longer than 100 characters is cut and ends with a hash of the whole, so long values stay distinct.
 *
 * Throws a UserError (`stage-id-invalid`) when the job id itself is not a valid stage id.
 */
export function stageIdFor(jobId: string, matrixValues?: Readonly<Record<string, unknown>> | null): string {
  if (!STAGE_ID_PATTERN.test(jobId)) {
    throw new UserError(
      'stage-id-invalid',
      `job id "${jobId}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, digits, _ or -`,
      { where: `jobs.${jobId}` },
    );
  }
  const parts = matrixValues ? matrixParts(matrixValues) : [];
  const full = [jobId, ...parts].join('-');
  if (full.length <= STAGE_ID_MAX_LENGTH) return full;
  const suffix = `-${shortHash(full)}`;
  return `${full.slice(0, STAGE_ID_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The slug parts of a leg's matrix values, in sorted key order. */
export function matrixParts(values: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(values)
    .sort(compareCodePoints)
    .flatMap((key) => valueParts(values[key]))
    .filter((part) => part.length > 0);
}

/** A value in the stage-id alphabet: `Ubuntu 22.04` → `ubuntu-22-04`. */
export function slugifyStageValue(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function valueParts(value: unknown): string[] {
  if (value === null || value === undefined) return ['null'];
  if (Array.isArray(value)) return value.flatMap(valueParts);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return Object.keys(object)
      .sort(compareCodePoints)
      .flatMap((key) => valueParts(object[key]));
  }
  return [slugifyStageValue(String(value))];
}

/**
 * Two texts compared character by character, by UTF-16 code unit: the same order on every machine and in
 * every locale (never localeCompare).
 */
export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
