/**
 * Stage ids (DESIGN §1): the job id, and for a matrix leg the job id followed by the leg's matrix values
 * (`review` + `{ angle: 'security' }` → `review-security`). The action on GitHub and `baton run` both call
 * this, so the same leg gets the same id in both places.
 */
/** Most characters in a stage id (STAGE_ID_PATTERN allows a first character plus 99). */
export declare const STAGE_ID_MAX_LENGTH = 100;
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
export declare function stageIdFor(jobId: string, matrixValues?: Readonly<Record<string, unknown>> | null): string;
/** The slug parts of a leg's matrix values, in sorted key order. */
export declare function matrixParts(values: Readonly<Record<string, unknown>>): string[];
/** A value in the stage-id alphabet: `Ubuntu 22.04` → `ubuntu-22-04`. */
export declare function slugifyStageValue(value: string): string;
/**
 * Two texts compared character by character, by UTF-16 code unit: the same order on every machine and in
 * every locale (never localeCompare).
 */
export declare function compareCodePoints(a: string, b: string): number;
