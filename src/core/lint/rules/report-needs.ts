import { INPUTS } from '../../names.js';
import type { ExpressionEngine } from '../../ports.js';
import type { Job, Step } from '../../workflow/index.js';
import { transitiveNeeds } from '../../workflow/index.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { stepAction } from '../workflow-facts.js';

/**
 * Two ways a report job misses a failure of the run it reports on (src/core/report/needs-results.ts):
 *
 * - `report-needs-incomplete`: its `needs: ${{ toJSON(needs) }}` input holds GitHub's `needs` context, which
 *   has only the jobs its job lists in `needs:`, not the jobs those need. A failure in a job it does not list
 *   skips the jobs after it, and a skipped job fails nothing, so the report says the run succeeded. Every
 *   other job of its file it could report on must be listed: all but the jobs that need the report job
 *   (directly or not), which cannot run before it, and other report jobs (each reports; listing each other
 *   would be a cycle).
 * - `report-skipped`: a report job that needs jobs, whose `if:` is false after a job it needs failed whatever
 *   the contexts hold: one that calls none of `always()`, `failure()` and `cancelled()` runs only when every
 *   job it needs succeeded (GitHub adds `success()`), and one such as `!failure()` or `success() ||
 *   cancelled()` is false then too: the run that failed gets no report.
 *
 * Both are said of a report step's job once, for its first report step.
 */
export function checkReportNeeds({ workflow, file, expressions }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const job of workflow.jobs) {
    const report = job.steps.find((step) => stepAction(step) === 'report' && step.uses !== null);
    if (report === undefined) continue;
    const incomplete = needsIncomplete(job, report, workflow.jobs, (id) => transitiveNeeds(workflow, id));
    if (incomplete) findings.push({ rule: 'report-needs-incomplete', file, ...incomplete });
    const skipped = skippedOnFailure(job, report, expressions);
    if (skipped) findings.push({ rule: 'report-skipped', file, ...skipped });
  }
  return findings;
}

type Located = { line: number; column: number; message: string };

/** Whether the step's `needs` input is the `needs` context as JSON, as the report action asks for it. */
function readsNeedsContext(step: Step): boolean {
  const given = step.with[INPUTS.needs];
  if (given?.expression == null) return false;
  // GitHub's function names compare ignoring case (`toJson`); spaces inside the call are free.
  return given.expression.replace(/\s+/g, '').toLowerCase() === 'tojson(needs)';
}

function needsIncomplete(
  job: Job,
  report: Step,
  jobs: readonly Job[],
  upstreamOf: (id: string) => string[],
): Located | null {
  if (!readsNeedsContext(report)) return null;
  // A need is spelled as the job it names is (withNeedsResolved), whatever case the file wrote it in.
  const listed = new Set(job.needs.map((need) => need.id));
  // Another report job is not one to list: two reports listing each other would be a cycle GitHub refuses.
  const missing = jobs
    .filter((other) => other.id !== job.id && !listed.has(other.id))
    .filter((other) => !upstreamOf(other.id).includes(job.id))
    .filter((other) => !other.steps.some((step) => stepAction(step) === 'report' && step.uses !== null))
    .map((other) => other.id);
  if (missing.length === 0) return null;
  const written = job.needs.map((need) => need.id);
  const place = job.needs[0]?.position ?? job.position;
  return {
    ...place,
    message: `job ${job.id} passes \`${INPUTS.needs}: \${{ toJSON(needs) }}\` to ${report.uses!.text.trim()}, but GitHub's \`needs\` context holds only the jobs a job lists in its own \`needs:\`, and it does not list ${missing.join(', ')}: a failure of one of them is not in that context (a job it lists that runs after it is skipped, and a skipped job fails nothing), so the report would not say the run failed; list them in its \`needs:\` (needs: [${[...written, ...missing].join(', ')}])`,
  };
}

function skippedOnFailure(job: Job, report: Step, expressions: ExpressionEngine): Located | null {
  if (job.needs.length === 0) return null;
  const condition = job.if;
  // Only an `if:` false after a failure whatever the contexts hold: one that reads a context may be meant.
  if (expressions.facts(condition.expression).afterFailure !== false) return null;
  // String literals may hold any word; GitHub's are '…' with '' for a quote.
  const calls = condition.expression.replace(/'(?:[^']|'')*'/g, "''");
  const handlesFailure = /\b(?:always|failure|cancelled)\s*\(/i.test(calls);
  const written = (condition.text ?? '')
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .trim();
  const runs =
    'so GitHub runs it only when every job it needs succeeded: when one fails or is cancelled, the report job is skipped and no report says so';
  let why: string;
  if (condition.text === null || written === '') why = `it has no \`if:\`, ${runs}; give it \`if: always()\``;
  else if (handlesFailure)
    why = `its \`if:\` (\`${written}\`) is false whenever a job it needs has failed, so the report job is skipped when one fails and no report says so; make it \`if: always()\``;
  else if (condition.implicitSuccess)
    why = `its \`if:\` calls no status function, ${runs}; make it \`if: always() && (${written})\``;
  else why = `its \`if:\` calls \`success()\`, ${runs}; call \`always()\` in its place`;
  return {
    ...(condition.position ?? job.position),
    message: `job ${job.id} runs ${report.uses!.text.trim()} and needs ${job.needs.map((need) => need.id).join(', ')}, but ${why}`,
  };
}
