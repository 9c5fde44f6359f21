import type { Problem } from '../problem.js';
import type { DataContract } from '../workflow/data-contract.js';
import { type KeyReference, type StageReference } from './analyze.js';
import { TemplateError } from './template-error.js';
export type { StageReference } from './analyze.js';
/**
 * Every `stages.<id>` and `jobs.<id>` a template uses, with its line and column: in mustaches, block
 * parameters, subexpressions and hash values, and `@root.stages.<id>` / `../stages.<id>` inside blocks.
 * Paths relative to a block's own context (`{{#each jobs.review}}{{summary}}{{/each}}`) are not references.
 *
 * The workflow planner and `baton lint` use it to refuse a template that names a stage that is not upstream,
 * before anything runs. Throws a UserError (code `template-*`) for a template that does not parse or that
 * uses what baton refuses (partials, decorators, unknown helpers, fields stages do not have).
 */
export declare function stageReferences(template: string, options?: {
    source?: string;
}): StageReference[];
/**
 * Everything wrong with a template that can be known without rendering it, as problems in reading order,
 * each at its own line and column: the template's own errors (an unknown helper, a field stages do not
 * have, a partial; or the one syntax error that stops the parser), and each reference to a stage or job
 * that is not upstream (`stages` and `jobs` list the upstream ones), said in place of printing it as an
 * object. For `baton lint` and the planner, which report every problem of a workflow at once.
 */
export declare function checkTemplate(template: string, options: {
    source?: string;
    stages: readonly string[];
    jobs: readonly string[];
}): Problem[];
/** What a check that knows the workflow knows of the names a template's `inputs` and legs' `matrix` hold. */
export interface KeyFacts {
    /**
     * Every name `inputs` can hold (the workflow's declared inputs and a literal `vars:`), with where each
     * comes from for the message; undefined when the run decides (a `vars:` made by an expression).
     */
    inputs?: {
        names: readonly string[];
        from: string;
    } | undefined;
    /**
     * The matrix keys of a stage's (or each stage of a job's) leg: `[]` for a job without a matrix; undefined
     * when only the run knows them (a matrix made by an expression). The stages of a job calling a reusable
     * workflow are its called jobs', each leg with its own job's matrix.
     */
    matrix?: (owner: KeyOwner) => readonly string[] | undefined;
    /**
     * For a job calling a reusable workflow of the repository, and a stage or job in one: the calling job, the
     * file it calls and the keys of the call's own matrix (`[]` for none), which its stages do not record.
     */
    call?: (owner: KeyOwner) => {
        job: string;
        file: string;
        keys: readonly string[];
    } | undefined;
    /**
     * The `data` keys a stage's (or each stage of a job's) `data-schema` declares, and whether it refuses any
     * other (`closed`: additionalProperties is false); undefined when no literal schema says (data-contract.ts).
     */
    data?: (owner: KeyOwner) => DataContract | undefined;
}
type KeyOwner = {
    stage: string;
} | {
    job: string;
};
/**
 * The reads of `inputs.<name>` and `matrix.<key>` that no run of the workflow could fill, each at its place
 * (as the analysis's own problems are): an input neither declared nor in a literal `vars:`, a matrix key
 * no leg has. For the planner and `baton lint`; a name the run decides is not checked.
 */
export declare function keyProblems(keys: readonly KeyReference[], facts: KeyFacts): TemplateError[];
/**
 * The reads of `stages.<id>.data.<key>` (and of `data.<key>` of each stage of `jobs.<id>`) whose key that
 * stage's `data-schema` does not declare, each with whether the schema is closed (additionalProperties
 * false: no handoff can have the key, so the read never renders, and the plan refuses it) or open (a
 * handoff may have it: `baton lint` warns).
 */
export declare function dataKeyProblems(keys: readonly KeyReference[], facts: KeyFacts): Array<{
    closed: boolean;
    error: TemplateError;
}>;
