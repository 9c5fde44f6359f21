/** GitHub's limit of legs per matrix job. */
export declare const MAX_MATRIX_LEGS = 256;
/** One combination of matrix values. */
export type MatrixLeg = Record<string, unknown>;
/**
 * The `matrix` context of a leg: its values, or null for a job without a matrix (its one leg is `{}`), as
 * GitHub gives it there (`toJSON(matrix)` is `null`, `if: matrix` is false).
 */
export declare function matrixContext(leg: MatrixLeg): MatrixLeg | null;
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
export declare function expandMatrix(matrix: unknown, where: string, options?: {
    whereOf?: MatrixWhereOf;
}): MatrixLeg[];
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
