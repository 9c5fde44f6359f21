/** `baton lint`: baton's own checks of a workflow, beyond GitHub's schema (which actionlint covers). */
export {
  compareFindings,
  formatFinding,
  LINT_RULES,
  LintFinding,
  type LintRule,
  placeIn,
} from './finding.js';
export { foldedRunWarnings, type LintOptions, lintRun, lintWorkflow, runWarnings } from './lint-workflow.js';
