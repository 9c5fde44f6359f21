import { UserError } from '../../errors.js';
import { hasExpression } from '../../workflow/expressions.js';
import type { Position } from '../../workflow/model.js';
import { legsOfMatrix, matrixNode } from '../../workflow/plan.js';
import { where } from '../../workflow/workflow-problems.js';
import type { LintContext } from '../context.js';
import { type LintFinding, placeIn } from '../finding.js';

/**
 * A matrix written out in full that GitHub refuses (an `exclude` key no vector has, an empty vector or
 * entry, more than 256 legs): `workflow-invalid`, at the place `baton run`'s plan names. A matrix built by
 * an expression is known only when the run expands it.
 */
export function checkMatrices({ workflow, file, expressions }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  const at = (position: Position | null) => where(workflow.fileName, position);
  for (const job of workflow.jobs) {
    const node = matrixNode(job.strategy);
    if (node === null || hasExpression(node)) continue;
    try {
      legsOfMatrix(expressions, node, {}, at);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      const place = placeIn(error.where ?? '') ?? node.position;
      findings.push({
        rule: 'workflow-invalid',
        file,
        line: place.line,
        column: place.column,
        message: `jobs.${job.id}: ${error.message}`,
      });
    }
  }
  return findings;
}
