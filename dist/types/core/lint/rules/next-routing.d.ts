import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `next-unknown-job`: a stage hands off with `next`, and jobs route on it with
 * `if: needs.<job>.outputs.next == '<job>'`. A name there that is no job (a typo, a renamed job) makes the
 * route dead: the handoff goes nowhere and nothing says so. Checked where `next` is compared: job and step
 * `if:` conditions, on a baton step's `next` output or a job output carrying it.
 */
export declare function checkNextRouting({ workflow, file, expressions }: LintContext): LintFinding[];
