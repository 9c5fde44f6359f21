import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `report-no-issue`: a report step that comments (`mode` `comment` or `both`, the default) with no
 * `issue-number`, in a workflow none of whose triggers names an issue or pull request (`push`,
 * `workflow_dispatch`, `schedule`): the step finds nothing to comment on and fails, at the end of the run,
 * after every agent has run.
 */
export declare function checkReportIssue({ workflow, file }: LintContext): LintFinding[];
