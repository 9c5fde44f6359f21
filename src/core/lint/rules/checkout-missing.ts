import { INPUTS } from '../../names.js';
import { inspectTemplate } from '../../template/analyze.js';
import { stepAction as classifyStep } from '../../workflow/baton-actions.js';
import type { Job, Step } from '../../workflow/index.js';
import { transitiveNeeds } from '../../workflow/index.js';
import { blankExpressions } from '../../workflow/interpolation.js';
import {
  calledNeedsMessage,
  checkoutMissingMessage,
  type UpstreamRead,
  upstreamRead,
  workflowFileMissing,
} from '../../workflow/workflow-file-checkout.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { stagesOfJob } from '../workflow-facts.js';

/**
 * `checkout-missing`: a stage step of baton's action (`<owner>/baton@<sha>`, `…/prepare@<sha>`) whose prompt
 * reads upstream stages, in a job that does not check the repository out before it, and without a `needs`
 * input. On GitHub such a stage knows no upstream stage (workflow-file-checkout.ts); `baton run`, which
 * always has the file, would run it. Said at the step.
 *
 * Not said of a step of this repository's action (`uses: ./`), which needs the checkout to run at all, nor
 * of a workflow run as a call: there the stage looks for its job in the calling workflow's file, which
 * names it otherwise, so it reads what its `needs` input names whatever is checked out. A checkout does
 * not help there, so such a step is `needs-input-missing` instead, `uses: ./` too (checkCalledStep).
 */
export function checkCheckoutMissing(context: LintContext): LintFinding[] {
  const { workflow } = context;
  const triggers = Object.keys(workflow.on);
  const called =
    (context.run !== undefined && context.run.prefix !== '') ||
    (triggers.length > 0 && triggers.every((t) => t === 'workflow_call'));
  const findings: LintFinding[] = [];
  for (const job of workflow.jobs) {
    job.steps.forEach((step, index) => {
      const found = called ? checkCalledStep(job, step, context) : checkStep(job, step, index, context);
      if (found) findings.push(found);
    });
  }
  return findings;
}

/**
 * `needs-input-missing`: a stage step of a workflow run as a call whose prompt reads upstream stages, without
 * a `needs` input. On GitHub GITHUB_WORKFLOW_REF names the calling file there, which has no job of the called
 * job's id (stage-duplicate refuses one that has), so the stage knows its upstream stages from that input
 * alone, checkout or not.
 */
function checkCalledStep(job: Job, step: Step, context: LintContext): LintFinding | null {
  const action = classifyStep(step);
  if (action.kind !== 'baton' || (action.action !== 'stage' && action.action !== 'prepare')) return null;
  if (step.uses === null) return null;
  const needs = step.with[INPUTS.needs];
  if (step.uses === null || (needs !== undefined && needs.text.trim() !== '')) return null;
  const read = readOf(step, context);
  if (read === null) return null;
  return {
    rule: 'needs-input-missing',
    file: context.file,
    ...step.uses.position,
    message: calledNeedsMessage(job.id, read.first, needsFor(job, read.named, context)),
  };
}

function checkStep(job: Job, step: Step, index: number, context: LintContext): LintFinding | null {
  const action = classifyStep(step);
  if (action.kind !== 'baton' || (action.action !== 'stage' && action.action !== 'prepare')) return null;
  const needs = step.with[INPUTS.needs];
  if (step.uses === null || (needs !== undefined && needs.text.trim() !== '')) return null;
  const read = readOf(step, context);
  if (read === null) return null;
  const missing = workflowFileMissing(job.steps, index);
  if (missing === null) return null;
  return {
    rule: 'checkout-missing',
    file: context.file,
    ...step.uses.position,
    message: checkoutMissingMessage(job.id, read.first, missing, needsFor(job, read.named, context)),
  };
}

/** What the step's prompt (or prompt file) reads of the upstream stages, and every stage or job it names. */
function readOf(
  step: Step,
  context: LintContext,
): { first: UpstreamRead; named: Array<{ kind: 'stage' | 'job'; stage: string }> } | null {
  const prompt = step.with[INPUTS.prompt];
  const file = step.with[INPUTS.promptFile];
  let source: { text: string; at: (line: number, column: number) => string } | null = null;
  if (prompt) {
    source = {
      // `${{ }}` is GitHub's, filled in before baton reads the template: blanked, places kept.
      text: blankExpressions(prompt.text),
      at: (line, column) => {
        const place = context.locator.locateLine(prompt, line, column);
        return `${place.line}:${place.column}`;
      },
    };
  } else if (file && file.expression === null && context.readFile) {
    const path = file.text.trim();
    const text = context.readFile(path);
    if (text !== null) source = { text, at: (line, column) => `${path}:${line}:${column}` };
  }
  if (source === null) return null;
  const { analysis } = inspectTemplate(source.text);
  if (!analysis) return null;
  const first = upstreamRead(analysis, source.at);
  return first === null ? null : { first, named: analysis.references };
}

/** The stages a `needs` input would name for what the prompt names: those of its job's upstream jobs. */
function needsFor(
  job: Job,
  named: ReadonlyArray<{ kind: 'stage' | 'job'; stage: string }>,
  { workflow, run }: LintContext,
): string[] {
  // In a run whose calls are expanded, the jobs before this one there (its caller's needs too), each by its
  // id in its own file, as a prompt names it.
  const jobs =
    run === undefined
      ? transitiveNeeds(workflow, job.id)
          .map((id) => workflow.jobs.find((j) => j.id === id))
          .filter((j): j is Job => j !== undefined)
      : run.stageUpstream(`${run.prefix}${job.id}`).map((j) => j.job);
  const upstream = jobs.map((j) => ({ id: j.id, ...stagesOfJob(j) }));
  const needs = new Set<string>();
  for (const ref of named) {
    if (ref.kind === 'stage') {
      const owner = upstream.some(
        (j) => j.ids.includes(ref.stage) || (j.matrix && ref.stage.startsWith(`${j.id}-`)),
      );
      if (owner) needs.add(ref.stage);
      continue;
    }
    const owner = upstream.find((j) => j.id === ref.stage);
    if (owner && !owner.matrix && !owner.unknown) for (const id of owner.ids) needs.add(id);
  }
  return [...needs];
}
