import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `report-permission`: the report action posts its sticky comment with the job's token, which needs
 * `issues: write` (on an issue) or `pull-requests: write` (on a pull request). Without it the comment
 * fails with a 403 at the end of a long run. `mode: summary` posts no comment and needs nothing.
 */
export declare function checkReportPermissions({ workflow, file }: LintContext): LintFinding[];
