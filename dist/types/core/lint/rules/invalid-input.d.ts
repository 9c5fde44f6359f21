import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `invalid-input`: a value under `with:` of one of baton's actions (or of a job calling its stage workflow),
 * written as it is, that the step would refuse when it runs (`handoff: requird`, `attempts: 0`, `prompt`
 * with `prompt-file`, neither `run` nor `agent`; a report's `include-detail: yes` or `mode: coment`; a call
 * without `stage`, or with an `agent` and no exact `agent-version`; a `needs` naming what is not a stage
 * upstream of the job). On GitHub the job would fail only when it runs, after the jobs before it.
 */
export declare function checkInvalidInputs(context: LintContext): LintFinding[];
