import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `checkout-shallow`: a stage step of baton's root action running an `agent` preset after an
 * `actions/checkout` of another ref than the run's commit (a pull request's head) that fetches no history
 * (`fetch-depth` other than 0; actions/checkout's default is 1), without `trust-checkout: true`; and a stage
 * or prepare step reading its template from a `prompt-file` in such a checkout (checkPromptFile), on any
 * trigger but `pull_request` alone.
 *
 * The stage's agent-config guard (src/adapters/github/agent-config-guard.ts) sets the preset's project
 * configuration (src/core/agent-config.ts) to what it is at GITHUB_SHA when the checkout holding the agent's
 * directory is at another commit; a shallow clone of another ref lacks GITHUB_SHA, so the agent runs with none
 * of it, and the step only warns when it runs. The guard compares commits whatever the trigger, so any
 * trigger counts; a ref that is the run's commit (`github.sha`, `github.ref`, `github.ref_name`, and the
 * merge ref of a workflow run only on `pull_request`) does not.
 *
 * Not said when a step between the checkout and the stage may fetch or check out otherwise (a script running
 * git or gh, an action not under `actions/`), or when the checkout's `path`, `ref`, `repository` or
 * `fetch-depth`, or the step's `agent`, `trust-checkout` or `working-directory`, is an expression.
 */
export declare function checkCheckoutShallow({ workflow, file }: LintContext): LintFinding[];
