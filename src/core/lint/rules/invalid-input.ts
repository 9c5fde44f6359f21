import { INPUTS, STAGE_WORKFLOW_OWN_INPUTS } from '../../names.js';
import { invalidActionInputs } from '../../workflow/action-inputs.js';
import { callsStageWorkflow } from '../../workflow/baton-actions.js';
import { transitiveNeeds, type WorkflowValue } from '../../workflow/index.js';
import { needsPath } from '../../workflow/needs.js';
import { type NeedsInputFacts, needsInputProblems } from '../../workflow/needs-input.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { promptInputsOf, stageIdsBeforeRun } from '../workflow-facts.js';

/**
 * `invalid-input`: a value under `with:` of one of baton's actions (or of a job calling its stage workflow),
 * written as it is, that the step would refuse when it runs (`handoff: requird`, `attempts: 0`, `prompt`
 * with `prompt-file`, neither `run` nor `agent`; a report's `include-detail: yes` or `mode: coment`; a call
 * without `stage`, or with an `agent` and no exact `agent-version`; a `needs` naming what is not a stage
 * upstream of the job). On GitHub the job would fail only when it runs, after the jobs before it.
 */
export function checkInvalidInputs(context: LintContext): LintFinding[] {
  const { workflow, file } = context;
  const findings: LintFinding[] = invalidActionInputs(workflow).map((input) => ({
    rule: 'invalid-input',
    file,
    ...input.position,
    message: input.message,
  }));
  return [...findings, ...checkNeedsInputs(context), ...checkBatonRefs(context)];
}

/**
 * A call of baton's stage workflow pinned to one commit whose literal `baton-ref` names another: the workflow
 * and the action it runs would be two versions of baton (an update that bumped only the `uses:` line, as a
 * bot does). Said where the literal is; a `baton-ref` given by an expression is not known here.
 */
function checkBatonRefs({ workflow, file }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const job of workflow.jobs) {
    if (!callsStageWorkflow(job) || !job.uses) continue;
    const uses = job.uses.text.trim();
    const pinned = uses.includes('@') ? uses.slice(uses.lastIndexOf('@') + 1) : '';
    const given = job.with[STAGE_WORKFLOW_OWN_INPUTS.batonRef];
    if (!/^[0-9a-f]{40}$/i.test(pinned) || !given || given.expression !== null) continue;
    const ref = given.text.trim();
    if (ref.toLowerCase() === pinned.toLowerCase()) continue;
    findings.push({
      rule: 'invalid-input',
      file,
      ...given.position,
      message: `${STAGE_WORKFLOW_OWN_INPUTS.batonRef}: ${JSON.stringify(ref)} is not the commit job ${job.id} calls baton's stage workflow at (${pinned}), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say); pass ${pinned}`,
    });
  }
  return findings;
}

/** Each word of a literal `needs` input that is not a stage upstream of its job, at the word. */
function checkNeedsInputs({ workflow, file, locator, expressions, run }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  let stages: Map<string, ReturnType<typeof stageIdsBeforeRun>> | undefined;
  for (const job of workflow.jobs) {
    const inputs = promptInputsOf(job)
      .map((given) => given[INPUTS.needs])
      .filter((value): value is WorkflowValue => value !== undefined && value.expression === null);
    if (inputs.length === 0) continue;
    stages ??= new Map(workflow.jobs.map((j) => [j.id, stageIdsBeforeRun(j, expressions)]));
    // In a run, the stages of the jobs before it in other files too (its caller's needs, a call's jobs),
    // by their own ids, as their stages are recorded.
    const runUpstream = run?.stageUpstream(`${run.prefix}${job.id}`).map((j) => j.job) ?? null;
    const known = new Map(stages);
    for (const other of runUpstream ?? [])
      if (!known.has(other.id)) known.set(other.id, stageIdsBeforeRun(other, expressions));
    const upstreamJobs = runUpstream?.map((j) => j.id) ?? transitiveNeeds(workflow, job.id);
    const upstream = (runUpstream ?? upstreamJobs.map((id) => workflow.jobs.find((j) => j.id === id)))
      .filter((j) => j !== undefined)
      .map((j) => ({ id: j.id, ...stageIdsBeforeRun(j, expressions) }));
    const facts: NeedsInputFacts = {
      job: job.id,
      upstreamStages: upstream.flatMap((j) => j.stages ?? []),
      openMatrices: upstream.filter((j) => j.stages === null && j.openMatrix).map((j) => j.id),
      unknown: upstream.some((j) => j.stages === null && !j.openMatrix),
      jobs: known,
      upstreamJobs,
      runsAfter: (other) => needsPath(workflow, other, job.id),
    };
    for (const value of inputs) {
      for (const problem of needsInputProblems(value, facts)) {
        findings.push({
          rule: 'invalid-input',
          file,
          ...locator.locate(value, problem.offset),
          message: problem.message,
        });
      }
    }
  }
  return findings;
}
