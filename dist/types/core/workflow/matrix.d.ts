/** GitHub's limit of legs per matrix job. */
export declare const MAX_MATRIX_LEGS = 256;
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
export declare function expandMatrix(matrix: unknown, where: string): MatrixLeg[];
/** A leg's id: the job id with its matrix values (`review-security`), or the job id outside a matrix. */
export declare function legId(jobId: string, leg: MatrixLeg): string;
/**
 * The ids of a job's legs, in order, each distinct: a leg whose id another leg before it already has gets
 * `-2`, `-3` …, as a job that records no stage may have legs that differ only in punctuation (`1.0`, `1-0`);
 * a job that records stages has its legs checked by `checkLegIds` first, and gets their plain ids.
 */
export declare function legIds(jobId: string, legs: readonly MatrixLeg[]): string[];
/**
 * Refuses the legs of one job whose ids would break: two that would get the same id (`m-a-b` from `a/b`,
 * `a-b` and `A B`), as a leg's id names its stage, its record and its log and keeps only the letters,
 * digits, `_` and `-` of its values; and a leg whose values hold a secret, as its id (lower-cased, out of
 * redaction's reach) would put it in file names, events and the terminal. Throws a UserError
 * (`matrix-invalid`) naming the first such legs, never a secret.
 */
export declare function checkLegIds(jobId: string, legs: readonly MatrixLeg[], where: string, secrets?: readonly string[], options?: {
    recordsStages?: boolean;
}): void;
