import type { MatrixLeg } from './workflow/matrix.js';
/**
 * The order of a job's stages in `jobs.<id>` (docs/prompts.md, "The order of the legs"): one order wherever
 * the prompt is rendered — by the action on GitHub, which lists a run's records by artifact name, and by `baton run` and
 * `baton render`, which expand the matrices themselves — so that one workflow file renders one prompt.
 *
 * What orders the legs is what the workflow text fixes, which both know alike: the legs of a `strategy.matrix`
 * written out in the file (no `${{ }}` in it) come in the order GitHub expands it (include and exclude
 * applied); what no text fixes — the legs of a matrix made by an expression, which the action cannot know
 * before they run — comes by stage id.
 */
/**
 * Where a stage stands among its job's stages: the index of the leg that records it in each matrix written
 * out in the workflow on the way to it, outermost first. `[2]` is the third leg of the job's matrix; `[1, 0]`
 * the first leg of a called job's matrix inside the second leg of a call's. Empty or absent where the text
 * fixes no place (a matrix made by an expression, a stage id no leg gives by default).
 */
export type LegPlace = readonly number[];
/**
 * Two stage ids compared character by character, by character code: stage ids are ASCII, so this is ASCII
 * order (`-`, digits, upper case, `_`, lower case; `shard-10` before `shard-2`), the same on every machine
 * and in every locale.
 */
export declare const compareStageIds: (a: string, b: string) => number;
/**
 * A job's stages in the order `jobs.<id>` lists them: by place (see LegPlace), then by stage id. A new list;
 * the one given is not changed. The one ordering both the action and `baton run` use (buildPromptContext).
 */
export declare function orderLegs<T extends {
    readonly stage: string;
    readonly place?: LegPlace | undefined;
}>(stages: readonly T[]): T[];
/**
 * The place each leg of a matrix written out in the workflow gives the stage it records by default (its stage
 * id: the job id and the leg's values, `review-security`), by stage id: the leg's index in GitHub's expansion
 * (`legs`, as expandMatrix made them). How the action (from the file it reads) and the plan of `baton run`
 * both place the legs of a job's own matrix.
 */
export declare function writtenLegPlaces(jobId: string, legs: readonly MatrixLeg[]): Map<string, number>;
