import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `action-invalid`: a step's `uses: ./path` names an action of the repository whose action.yml GitHub would
 * refuse (a composite step without `shell:`, an unknown key): the step fails when it runs. An action that
 * cannot be found is not a finding here: lint may run away from the repository root, where the path
 * resolves (the CLI notes it instead).
 */
export declare function checkLocalActions(context: LintContext): LintFinding[];
