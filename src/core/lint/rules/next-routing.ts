import { OUTPUTS } from '../../names.js';
import { closest } from '../../suggest.js';
import { callsStageWorkflow } from '../../workflow/baton-actions.js';
import type { Condition, Job } from '../../workflow/index.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { batonStepIds, jobOutputsCarrying, stagesOfJob } from '../workflow-facts.js';

/**
 * `next-unknown-job`: a stage hands off with `next`, and jobs route on it with
 * `if: needs.<job>.outputs.next == '<job>'`. A name there that is no job (a typo, a renamed job) makes the
 * route dead: the handoff goes nowhere and nothing says so. Checked where `next` is compared: job and step
 * `if:` conditions, on a baton step's `next` output or a job output carrying it.
 */
export function checkNextRouting({ workflow, file, expressions }: LintContext): LintFinding[] {
  const jobIds = workflow.jobs.map((job) => job.id);
  const targets = new Set<string>();
  for (const job of workflow.jobs) {
    targets.add(job.id.toLowerCase());
    for (const stage of stagesOfJob(job).ids) targets.add(stage.toLowerCase());
  }
  // Job outputs that carry a stage's `next`, and an output named `next` of a job that runs a stage (a call
  // of the stage workflow gives one). A job of no stage with an output `next` of its own routes on
  // something else: its values are no job's.
  const nextOutputs = new Map(
    workflow.jobs.map((job) => {
      const carrying = jobOutputsCarrying(job, OUTPUTS.next, expressions);
      if (callsStageWorkflow(job) || stagesOfJob(job).ids.length > 0) carrying.add(OUTPUTS.next);
      return [job.id.toLowerCase(), carrying];
    }),
  );

  const findings: LintFinding[] = [];
  const check = (condition: Condition, job: Job) => {
    if (condition.text === null || condition.position === null) return;
    for (const comparison of expressions.facts(condition.expression).comparisons) {
      const [context, id, outputs, name] = comparison.path;
      if (outputs !== 'outputs' || id === undefined || name === undefined) continue;
      const routes =
        (context === 'needs' && nextOutputs.get(id)?.has(name)) ||
        (context === 'steps' && name === OUTPUTS.next && batonStepIds(job).has(id));
      if (!routes || comparison.literal === '' || targets.has(comparison.literal.toLowerCase())) continue;
      findings.push({
        rule: 'next-unknown-job',
        file,
        ...condition.position,
        message: `\`${comparison.path.join('.')} ${comparison.operator} '${comparison.literal}'\`: there is no job ${comparison.literal} in this workflow, so no handoff can take this route; jobs: ${jobIds.join(', ')}${hint(comparison.literal, jobIds)}`,
      });
    }
  };
  for (const job of workflow.jobs) {
    check(job.if, job);
    for (const step of job.steps) check(step.if, job);
  }
  return findings;
}

function hint(name: string, known: readonly string[]): string {
  const match = closest(name, known);
  return match === undefined ? '' : ` (did you mean ${match}?)`;
}
