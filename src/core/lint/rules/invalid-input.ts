import { invalidActionInputs } from '../../workflow/action-inputs.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';

/**
 * `invalid-input`: a value under `with:` of one of baton's stage actions (or of a job calling its stage
 * workflow), written as it is, that the step would refuse when it runs (`handoff: requird`, `attempts: 0`,
 * `prompt` with `prompt-file`, neither `run` nor `agent`; a call without `stage`, or with an `agent` and no
 * exact `agent-version`). On GitHub the job would fail only when it runs, after the jobs before it.
 */
export function checkInvalidInputs({ workflow, file }: LintContext): LintFinding[] {
  return invalidActionInputs(workflow).map((input) => ({
    rule: 'invalid-input',
    file,
    ...input.position,
    message: input.message,
  }));
}
