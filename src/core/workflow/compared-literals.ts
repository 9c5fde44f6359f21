import type { ExpressionEngine } from '../ports.js';
import type { Workflow } from './model.js';

/**
 * The first text a job's or step's `if:` compares a context path with (`github.event.label.name ==
 * 'agent'` gives `agent` for `['github', 'event', 'label', 'name']`), or undefined: what a default payload
 * can hold so that the workflow's own gate lets it through.
 */
export function comparedLiteral(
  workflow: Workflow,
  expressions: ExpressionEngine,
  path: readonly string[],
): string | undefined {
  const conditions = workflow.jobs.flatMap((job) => [job.if, ...job.steps.map((step) => step.if)]);
  for (const condition of conditions) {
    for (const comparison of expressions.facts(condition.expression).comparisons) {
      if (comparison.operator !== '==') continue;
      if (comparison.path.length !== path.length) continue;
      if (comparison.path.every((part, i) => part === path[i])) return comparison.literal;
    }
  }
  return undefined;
}
