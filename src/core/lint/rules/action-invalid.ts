import { stepAction } from '../../workflow/baton-actions.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';

/**
 * `action-invalid`: a step's `uses: ./path` names an action of the repository whose action.yml GitHub would
 * refuse (a composite step without `shell:`, an unknown key): the step fails when it runs. An action that
 * cannot be found is not a finding here: lint may run away from the repository root, where the path
 * resolves (the CLI notes it instead).
 */
export function checkLocalActions(context: LintContext): LintFinding[] {
  const { workflow, file, actionProblem } = context;
  if (!actionProblem) return [];
  const findings: LintFinding[] = [];
  for (const job of workflow.jobs) {
    for (const step of job.steps) {
      const action = stepAction(step);
      if (action.kind !== 'local' || !step.uses) continue;
      const problem = actionProblem(action.path);
      if (problem !== null)
        findings.push({ rule: 'action-invalid', file, ...step.uses.position, message: problem });
    }
  }
  return findings;
}
