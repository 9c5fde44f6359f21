import type { ExpressionEngine } from '../../ports.js';
import type { CalledWorkflows } from '../../workflow/called-workflow.js';
import type { Workflow } from '../../workflow/model.js';
import { type PlanOptions } from '../../workflow/plan.js';
import type { LintFinding } from '../finding.js';
/**
 * The findings of the plan of `root` (and the local workflows it calls) for any run, each at its
 * file:line:col; not one that `reported` (the findings of lint's own rules) already gives under its rule at
 * that place.
 */
export declare function checkPlanProblems(root: Workflow, called: CalledWorkflows, expressions: ExpressionEngine, options: Pick<PlanOptions, 'loadAction' | 'readFile'>, reported: readonly LintFinding[]): LintFinding[];
