import { TemplateError } from './template-error.js';
/**
 * The limits a template meets before it is parsed (`parseTemplate`, the one way in for the render, the
 * plan and `baton lint`): a template given inline (`prompt:`, `--template`) as one read from a file, in
 * `baton run`, `baton render`, `baton lint` and the action. Past them Handlebars' parser and compiler,
 * baton's analysis and the render took seconds and gigabytes (a 23 MB file) or overflowed the stack
 * (thousands of nested `{{#if}}`).
 */
/** A template over `LIMITS.templateBytes`, refused before it is parsed. */
export declare function sizeError(template: string): TemplateError | null;
/** Tokens that open a block (each a level deeper), and that end a tag (and the subexpressions left in it). */
/**
 * The first place where blocks and subexpressions nest deeper than `LIMITS.templateDepth`, or null. Found
 * from the tokens, before the template is parsed: Handlebars' parser takes time that grows with the cube of
 * the nesting (2000 nested blocks take 2 s, 4000 take 18 s), and its compiler and renderer, and baton's
 * analysis, recurse once a level.
 */
export declare function nestingError(template: string): TemplateError | null;
/**
 * A helper's argument written in the template past what the helper takes (`{{indent x 1000}}`), found before
 * anything renders, so `baton lint` and the plan say it too; the helper refuses the same from a field.
 */
export declare function literalArgumentError(helper: string, index: number, node: {
    type: string;
    value?: unknown;
    loc?: unknown;
}): TemplateError | null;
