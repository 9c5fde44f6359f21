import { ACTION_INPUTS, STAGE_WORKFLOW_INPUTS } from '../names.js';
import { closest } from '../suggest.js';
import { callsStageWorkflow, stepAction } from './baton-actions.js';
import type { Position, ValueMap, Workflow } from './model.js';

/**
 * A key under `with:` that baton's action (or its reusable stage workflow) does not declare. GitHub only
 * warns about an unexpected action input and the action never reads it, so a misspelt `handof: required`
 * would quietly leave the handoff optional; `baton lint` and `baton run` refuse it instead.
 */
export interface UnknownInput {
  name: string;
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
 * The inputs with the names the action declares: GitHub matches input names without regard to case
 * (`Handoff:` sets `handoff`), so `baton run` does too.
 */
export function declaredInputNames(
  inputs: Record<string, string>,
  declared: readonly string[],
): Record<string, string> {
  const byLower = new Map(declared.map((name) => [name.toLowerCase(), name]));
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [byLower.get(name.toLowerCase()) ?? name, value]),
  );
}

function check(given: ValueMap, declared: readonly string[], what: string, found: UnknownInput[]): void {
  const known = new Set(declared.map((name) => name.toLowerCase()));
  for (const [name, value] of Object.entries(given)) {
    if (known.has(name.toLowerCase())) continue;
    const suggestion = closest(name, declared);
    found.push({
      name,
      position: value.keyPosition ?? value.position,
      message: `unknown input "${name}" of ${what}; ${
        suggestion === undefined ? `its inputs: ${declared.join(', ')}` : `did you mean "${suggestion}"?`
      }`,
    });
  }
}
