import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
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
export declare function checkCheckoutMissing(context: LintContext): LintFinding[];
