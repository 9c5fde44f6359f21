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
/**
 * The stage ids a written-out `strategy.matrix` gives its job's legs by default (`review-security`,
 * `review-perf-deep` …): its legs expanded as GitHub expands them, each named as the action names its stage
 * on GitHub (stageIdFor of the job id and the leg's values). What the plan knows of a job's stages before a
 * run, and what the action checks a prompt's stage ids against when it can read the workflow file. Throws
 * as expandMatrix does for a matrix GitHub refuses.
 */
export declare function matrixStageIds(jobId: string, matrix: unknown): string[];
/** A leg's id: the job id with its matrix values (`review-security`), or the job id outside a matrix. */
export declare function legId(jobId: string, leg: MatrixLeg): string;
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
export declare function legIds(jobId: string, legs: readonly MatrixLeg[], taken?: Set<string>): string[];
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
