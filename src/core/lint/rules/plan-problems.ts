import { PLAN_PROBLEMS } from '../../names.js';
import type { ExpressionEngine } from '../../ports.js';
import type { CalledWorkflows } from '../../workflow/called-workflow.js';
import type { Workflow } from '../../workflow/model.js';
import { type PlanOptions, planProblems } from '../../workflow/plan.js';
import type { LintFinding, LintRule } from '../finding.js';
import { placeIn } from '../finding.js';

/**
 * What `baton run`'s plan refuses a workflow for before it runs anything, and no rule of lint's own finds:
 * two steps, jobs or legs recording one stage id (`stage-duplicate`: on GitHub their records' artifacts
 * would collide when the jobs run), a stage id or prompt file the step would refuse (`invalid-input`), a
 * literal timeout or shell the run refuses, a matrix whose legs would share an id, a `uses: ./` where the
 * repository has no action (`action-missing`). The plan is made for any run (`anyRun`): lint knows no
 * event, inputs, variables or secrets, so what depends on how a run is started is neither refused nor read.
 */

type PlanProblemCode = (typeof PLAN_PROBLEMS)[keyof typeof PLAN_PROBLEMS];

/**
 * The lint rule each problem of the plan is reported under; null where lint does not report it from the
 * plan: a rule of its own finds it (named), or it is about how a run is started (its `--input`, `--secret`,
 * `--event`, `--job`), which lint does not know. Every code is here: a new one must be placed.
 */
const RULE_OF_PLAN_PROBLEM: Readonly<Record<PlanProblemCode, LintRule | null>> = {
  [PLAN_PROBLEMS.stageDuplicate]: 'stage-duplicate',
  [PLAN_PROBLEMS.stageInvalid]: 'invalid-input',
  [PLAN_PROBLEMS.promptFileMissing]: 'invalid-input',
  [PLAN_PROBLEMS.timeoutInvalid]: 'timeout-invalid',
  [PLAN_PROBLEMS.shellInvalid]: 'shell-invalid',
  [PLAN_PROBLEMS.actionMissing]: 'action-missing',
  // A matrix written out in full is checked by lint itself (matrix-invalid.ts), at the same place: said once.
  // The plan adds what it finds knowing whether the job records stages: legs whose ids would be the same.
  [PLAN_PROBLEMS.matrixInvalid]: 'workflow-invalid',
  // template-not-upstream, template-invalid
  [PLAN_PROBLEMS.templateStage]: 'template-not-upstream',
  [PLAN_PROBLEMS.templateInvalid]: null,
  // What lint's own rule does not know: the workflow's inputs, the legs' matrix keys.
  [PLAN_PROBLEMS.templateKey]: 'template-invalid',
  // What the stage upstream's data-schema declares (a schema that refuses other keys: lint's own rule warns
  // of a key an open one does not declare).
  [PLAN_PROBLEMS.templateDataKey]: 'data-key-undeclared',
  // invalid-input (a `needs` input naming what is not upstream; a value the step would refuse), unknown-input
  [PLAN_PROBLEMS.needsInput]: null,
  // checkout-missing, which says the same of a prompt over all stages, which the plan does not refuse
  [PLAN_PROBLEMS.checkoutMissing]: null,
  [PLAN_PROBLEMS.actionInputInvalid]: null,
  // The step refuses it on GitHub too, before its agent starts.
  [PLAN_PROBLEMS.actionInputSecret]: 'invalid-input',
  [PLAN_PROBLEMS.actionInputUnknown]: null,
  // workflow-invalid, from the calls `baton lint` expands itself
  [PLAN_PROBLEMS.workflowCallInvalid]: null,
  // How a run is started.
  [PLAN_PROBLEMS.inputMissing]: null,
  [PLAN_PROBLEMS.inputUnknown]: null,
  [PLAN_PROBLEMS.inputInvalid]: null,
  [PLAN_PROBLEMS.eventNotTrigger]: null,
  [PLAN_PROBLEMS.jobUnknown]: null,
};

/**
 * The findings of the plan of `root` (and the local workflows it calls) for any run, each at its
 * file:line:col; not one that `reported` (the findings of lint's own rules) already gives under its rule at
 * that place.
 */
export function checkPlanProblems(
  root: Workflow,
  called: CalledWorkflows,
  expressions: ExpressionEngine,
  options: Pick<PlanOptions, 'loadAction' | 'readFile'>,
  reported: readonly LintFinding[],
): LintFinding[] {
  const said = new Set(reported.map(placeKey));
  const findings: LintFinding[] = [];
  for (const problem of planProblems(root, expressions, {
    ...options,
    calledWorkflows: called,
    anyRun: true,
  })) {
    // The file's own problems (GitHub's parser, unknown needs) are lint's `workflow-invalid` already.
    const rule = Object.hasOwn(RULE_OF_PLAN_PROBLEM, problem.code)
      ? RULE_OF_PLAN_PROBLEM[problem.code as PlanProblemCode]
      : null;
    if (rule === null) continue;
    const place = placeIn(problem.path) ?? { file: problem.path, line: 1, column: 1 };
    const finding: LintFinding = { rule, ...place, message: problem.message };
    // (Two of the plan's at one place are two problems: a job whose two stages are each another job's.)
    if (!said.has(placeKey(finding))) findings.push(finding);
  }
  return findings;
}

function placeKey(finding: LintFinding): string {
  return JSON.stringify([finding.rule, finding.file, finding.line, finding.column]);
}
