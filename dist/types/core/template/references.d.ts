import type { Problem } from '../problem.js';
import { type StageReference } from './analyze.js';
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
 * that is not upstream (`stages` and `jobs` list the upstream ones). For `baton lint` and the planner, which
 * report every problem of a workflow at once.
 */
export declare function checkTemplate(template: string, options: {
    source?: string;
    stages: readonly string[];
    jobs: readonly string[];
}): Problem[];
