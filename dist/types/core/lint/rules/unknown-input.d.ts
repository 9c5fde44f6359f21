import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `unknown-input`: a key under `with:` of one of baton's actions (or of a job calling its reusable stage
 * workflow) that it does not declare. The action never reads it, so a typo silently keeps the default:
 * `handof: required` leaves a missing handoff allowed.
 */
export declare function checkUnknownInputs({ workflow, file }: LintContext): LintFinding[];
