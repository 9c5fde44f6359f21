import { INPUTS } from '../../names.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { canWrite, effectivePermissions, literalReportMode, stepAction } from '../workflow-facts.js';

/** Triggers whose report comment goes on a pull request. */
const PULL_REQUEST_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'issue_comment',
]);

/**
 * `report-permission`: the report action posts its sticky comment with the job's token, which needs
 * `issues: write` (on an issue) or `pull-requests: write` (on a pull request). Without it the comment
 * fails with a 403 at the end of a long run. `mode: summary` posts no comment and needs nothing.
 */
export function checkReportPermissions({ workflow, file }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  const onPullRequests = Object.keys(workflow.on).some((event) => PULL_REQUEST_EVENTS.has(event));
  const scope = onPullRequests ? 'pull-requests' : 'issues';
  for (const job of workflow.jobs) {
    for (const step of job.steps) {
      if (stepAction(step) !== 'report' || !step.uses) continue;
      // No comment, or a mode the step refuses (`invalid-input` says so): no permission to ask for.
      const mode = literalReportMode(step);
      if (mode === 'summary' || mode === 'invalid') continue;
      const permissions = effectivePermissions(job, workflow);
      if (permissions.kind === 'expression') continue;
      if (canWrite(permissions, 'issues') || canWrite(permissions, 'pull-requests')) continue;
      const has =
        permissions.kind === 'unset'
          ? 'neither the job nor the workflow sets `permissions:` (the repository default may be read-only)'
          : 'its token has neither `issues: write` nor `pull-requests: write`';
      findings.push({
        rule: 'report-permission',
        file,
        ...step.uses.position,
        message: `job ${job.id} posts the report comment with ${step.uses.text}, but ${has}; add \`${scope}: write\` to the job's \`permissions:\` (or set \`${INPUTS.mode}: summary\`)`,
      });
    }
  }
  return findings;
}
