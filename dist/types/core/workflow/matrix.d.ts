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
/**
 * Refuses legs of one job that would get the same id (`m-a-b` from `a/b`, `a-b` and `A B`): a leg's id
 * names its stage, its record and its log, and keeps only the letters, digits, `_` and `-` of its values.
 * Throws a UserError (`matrix-invalid`) naming the first two such legs.
 */
export declare function checkLegIds(jobId: string, legs: readonly MatrixLeg[], where: string): void;
