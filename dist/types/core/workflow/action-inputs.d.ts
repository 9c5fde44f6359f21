import type { Position, Workflow } from './model.js';
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
export declare function unknownActionInputs(workflow: Workflow): UnknownInput[];
/**
 * Every input of a stage, prepare, capture or report step that the step would refuse when it runs, found
 * from what is written (`handoff: requird`, `prompt` and `prompt-file` together, neither `run` nor `agent`,
 * a report's `include-detail: yes`): refused before anything runs, instead of failing the run halfway, or at
 * its report after every agent has run. Inputs written as expressions wait for the run.
 */
export declare function invalidActionInputs(workflow: Workflow): UnknownInput[];
