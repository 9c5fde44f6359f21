import { TEMPLATE_CODES } from '../names.js';
import type { Problem } from '../problem.js';
import { didYouMean } from '../suggest.js';
import { analyzeTemplate, inspectTemplate, type StageReference } from './analyze.js';
import { TemplateError, toUserError } from './template-error.js';

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
export function stageReferences(template: string, options: { source?: string } = {}): StageReference[] {
  try {
    return analyzeTemplate(template).references;
  } catch (error) {
    if (error instanceof TemplateError) throw toUserError(error, template, options.source ?? 'template');
    throw error;
  }
}

/**
 * Everything wrong with a template that can be known without rendering it, as problems in reading order,
 * each at its own line and column: the template's own errors (an unknown helper, a field stages do not
 * have, a partial; or the one syntax error that stops the parser), and each reference to a stage or job
 * that is not upstream (`stages` and `jobs` list the upstream ones). For `baton lint` and the planner, which
 * report every problem of a workflow at once.
 */
export function checkTemplate(
  template: string,
  options: { source?: string; stages: readonly string[]; jobs: readonly string[] },
): Problem[] {
  const source = options.source ?? 'template';
  const { analysis, problems: errors } = inspectTemplate(template);
  const found: Array<Problem & { line: number; column: number }> = errors.map((error) => ({
    code: error.code,
    severity: 'error',
    path: `${source}:${error.line}:${error.column}`,
    message: [error.message, ...error.details].join('; '),
    line: error.line,
    column: error.column,
  }));
  for (const ref of analysis?.references ?? []) {
    const known = ref.kind === 'stage' ? options.stages : options.jobs;
    if (known.includes(ref.stage)) continue;
    const what = ref.kind === 'stage' ? 'stage' : 'job';
    found.push({
      code: TEMPLATE_CODES.unknownStage,
      severity: 'error',
      path: `${source}:${ref.line}:${ref.column}`,
      message: `${ref.kind === 'stage' ? 'stages' : 'jobs'}.${ref.stage}: no such upstream ${what}${didYouMean(ref.stage, known)}; upstream ${what}s: ${known.length > 0 ? known.join(', ') : '(none)'}`,
      line: ref.line,
      column: ref.column,
    });
  }
  return found
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(({ line: _line, column: _column, ...problem }) => problem);
}
