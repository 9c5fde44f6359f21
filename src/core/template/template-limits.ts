import { LIMITS, TEMPLATE_CODES } from '../names.js';
import { utf8Length } from '../utf8.js';
import { BLOCK_OPENS, CLOSES, lexTemplate } from './syntax-error.js';
import { positionOf, TemplateError } from './template-error.js';

/**
 * The limits a template meets before it is parsed (`parseTemplate`, the one way in for the render, the
 * plan and `baton lint`): a template given inline (`prompt:`, `--template`) as one read from a file, in
 * `baton run`, `baton render`, `baton lint` and the action. Past them Handlebars' parser and compiler,
 * baton's analysis and the render took seconds and gigabytes (a 23 MB file) or overflowed the stack
 * (thousands of nested `{{#if}}`).
 */

/** A template over `LIMITS.templateBytes`, refused before it is parsed. */
export function sizeError(template: string): TemplateError | null {
  // A UTF-16 string is never longer in code units than its UTF-8 encoding in bytes.
  if (template.length <= LIMITS.templateBytes / 3) return null;
  const bytes = utf8Length(template);
  if (bytes <= LIMITS.templateBytes) return null;
  return new TemplateError(
    TEMPLATE_CODES.tooLarge,
    `the template is ${bytes} bytes, more than the ${LIMITS.templateBytes} (${LIMITS.templateBytes / 1024} KiB) a template may be`,
    { line: 1, column: 1 },
    ['a prompt template is instructions, not material: give large text to the agent as a file it reads'],
  );
}

/** Tokens that open a block (each a level deeper), and that end a tag (and the subexpressions left in it). */

/**
 * The first place where blocks and subexpressions nest deeper than `LIMITS.templateDepth`, or null. Found
 * from the tokens, before the template is parsed: Handlebars' parser takes time that grows with the cube of
 * the nesting (2000 nested blocks take 2 s, 4000 take 18 s), and its compiler and renderer, and baton's
 * analysis, recurse once a level.
 */
export function nestingError(template: string): TemplateError | null {
  // Nothing nests deeper than the limit without more block openings, `{{else`s and parentheses than the
  // limit; most templates have far fewer, and are not read twice.
  const marks = template.match(/\{\{~?\s*(?:[#^]|else\b)|\(/g)?.length ?? 0;
  if (marks <= LIMITS.templateDepth) return null;
  // Levels held by each open block: itself, and each `{{else if …}}` of its chain (Handlebars nests those).
  const blocks: number[] = [];
  let depth = 0;
  let subexpressions = 0;
  for (const token of lexTemplate(template).tokens) {
    if (BLOCK_OPENS.has(token.type)) {
      blocks.push(1);
      depth += 1;
    } else if (token.type === 'OPEN_INVERSE_CHAIN' && blocks.length > 0) {
      blocks[blocks.length - 1]! += 1;
      depth += 1;
    } else if (token.type === 'OPEN_ENDBLOCK') {
      depth -= blocks.pop() ?? 0;
      continue;
    } else if (token.type === 'OPEN_SEXPR') {
      subexpressions += 1;
    } else if (token.type === 'CLOSE_SEXPR') {
      subexpressions = Math.max(0, subexpressions - 1);
      continue;
    } else if (CLOSES.has(token.type)) {
      subexpressions = 0;
      continue;
    } else continue;
    if (depth + subexpressions > LIMITS.templateDepth) {
      return new TemplateError(
        TEMPLATE_CODES.tooDeep,
        `blocks and (subexpressions) nest more than ${LIMITS.templateDepth} deep here`,
        token,
        ['each block or (subexpression) inside another is a level, and so is each {{else if …}}'],
      );
    }
  }
  return null;
}

/**
 * A helper's argument written in the template past what the helper takes (`{{indent x 1000}}`), found before
 * anything renders, so `baton lint` and the plan say it too; the helper refuses the same from a field.
 */
export function literalArgumentError(
  helper: string,
  index: number,
  node: { type: string; value?: unknown; loc?: unknown },
): TemplateError | null {
  if (helper !== 'indent' || index !== 1 || node.type !== 'NumberLiteral') return null;
  const width = node.value;
  if (typeof width !== 'number' || width <= LIMITS.indentWidth) return null;
  return new TemplateError(
    TEMPLATE_CODES.helperArguments,
    `indent: the indent must be at most ${LIMITS.indentWidth} spaces, got ${width}`,
    positionOf(node.loc as Parameters<typeof positionOf>[0]),
  );
}
