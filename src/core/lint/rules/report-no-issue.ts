import { INPUTS } from '../../names.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { literalReportMode, stepAction } from '../workflow-facts.js';

/**
 * Triggers whose payload may name the issue or pull request the report comments on (`issueNumberFromEvent`
 * reads it from these), and `workflow_call`, whose event is the caller's.
 */
const EVENTS_WITH_AN_ISSUE = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'issues',
  'issue_comment',
  'workflow_run',
  'check_run',
  'check_suite',
  'workflow_call',
]);

/**
 * `report-no-issue`: a report step that comments (`mode` `comment` or `both`, the default) with no
 * `issue-number`, in a workflow none of whose triggers names an issue or pull request (`push`,
 * `workflow_dispatch`, `schedule`): the step finds nothing to comment on and fails, at the end of the run,
 * after every agent has run.
 */
export function checkReportIssue({ workflow, file }: LintContext): LintFinding[] {
  const triggers = Object.keys(workflow.on);
  if (triggers.length === 0 || triggers.some((event) => EVENTS_WITH_AN_ISSUE.has(event))) return [];
  const findings: LintFinding[] = [];
  for (const job of workflow.jobs) {
    for (const step of job.steps) {
      if (stepAction(step) !== 'report' || !step.uses) continue;
      const mode = literalReportMode(step);
      if (mode !== 'comment' && mode !== 'both') continue;
      const issue = step.with[INPUTS.issueNumber];
      if (issue && (issue.expression !== null || issue.text.trim() !== '')) continue;
      findings.push({
        rule: 'report-no-issue',
        file,
        ...step.uses.position,
        message: `job ${job.id} posts the report comment with ${step.uses.text}, but no trigger of this workflow (${triggers.join(', ')}) names an issue or pull request and the step gives no \`${INPUTS.issueNumber}\`: it would fail after the stages have run. Give \`${INPUTS.issueNumber}:\` (from an input, \`\${{ inputs.issue }}\`), or set \`${INPUTS.mode}: summary\``,
      });
    }
  }
  return findings;
}
