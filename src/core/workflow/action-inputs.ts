import { ACTION_INPUTS, STAGE_WORKFLOW_INPUTS } from '../names.js';
import { literalInputProblems } from '../stage/stage-spec.js';
import { closest } from '../suggest.js';
import { callsStageWorkflow, stepAction } from './baton-actions.js';
import type { Position, ValueMap, Workflow } from './model.js';

/**
 * A key under `with:` that baton's action (or its reusable stage workflow) does not declare. GitHub only
 * warns about an unexpected action input and the action never reads it, so a misspelt `handof: required`
 * would quietly leave the handoff optional; `baton lint` and `baton run` refuse it instead.
 */
export interface UnknownInput {
  /** Where the key is written. */
  position: Position;
  message: string;
}

/** Every key given to one of baton's actions, or to a job calling its stage workflow, that it does not declare. */
export function unknownActionInputs(workflow: Workflow): UnknownInput[] {
  const found: UnknownInput[] = [];
  for (const job of workflow.jobs) {
    if (callsStageWorkflow(job)) check(job.with, STAGE_WORKFLOW_INPUTS, "baton's stage workflow", found);
    for (const step of job.steps) {
      const action = stepAction(step);
      if (action.kind === 'baton') check(step.with, ACTION_INPUTS[action.action], "baton's action", found);
    }
  }
  return found;
}

/**
 * Keys must be written as declared. GitHub matches input names without regard to case, but the plan, lint
 * and the run read `stage`, `prompt` and the rest by their declared names, so `Stage:` is refused here
 * (with the spelling to use) rather than read one way by the checks and another by the run.
 */
function check(given: ValueMap, declared: readonly string[], what: string, found: UnknownInput[]): void {
  const known = new Set(declared);
  for (const [name, value] of Object.entries(given)) {
    if (known.has(name)) continue;
    const suggestion =
      declared.find((input) => input.toLowerCase() === name.toLowerCase()) ?? closest(name, declared);
    found.push({
      position: value.keyPosition ?? value.position,
      message: `unknown input "${name}" of ${what}; ${
        suggestion === undefined ? `its inputs: ${declared.join(', ')}` : `did you mean "${suggestion}"?`
      }`,
    });
  }
}

/**
 * Every input of a stage, prepare or capture step that the step would refuse when it runs, found from what
 * is written (`handoff: requird`, `prompt` and `prompt-file` together, neither `run` nor `agent`): refused
 * before anything runs, instead of failing the run halfway. Inputs written as expressions wait for the run.
 */
export function invalidActionInputs(workflow: Workflow): UnknownInput[] {
  const found: UnknownInput[] = [];
  for (const job of workflow.jobs) {
    for (const step of job.steps) {
      const action = stepAction(step);
      if (action.kind !== 'baton' || action.action === 'report') continue;
      const given = new Map(
        Object.entries(step.with).map(([name, value]) => [
          name,
          value.expression === null ? value.text : null,
        ]),
      );
      for (const problem of literalInputProblems(given, action.action)) {
        found.push({
          position: step.with[problem.input]?.position ?? step.position,
          message: `${problem.input}: ${problem.message}`,
        });
      }
    }
  }
  return found;
}
