import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `template-not-upstream` and `template-invalid`: a prompt may use the handoffs of the stages its job
 * needs, directly or not (DESIGN §5). A stage beside it or after it has not run yet when the prompt is
 * rendered; naming one is a mistake the render would only catch at run time, after the upstream agents
 * have spent their tokens.
 */
export declare function checkTemplates(context: LintContext): LintFinding[];
