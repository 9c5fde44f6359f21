import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * Two ways a report job misses a failure of the run it reports on (src/core/report/needs-results.ts):
 *
 * - `report-needs-incomplete`: its `needs: ${{ toJSON(needs) }}` input holds GitHub's `needs` context, which
 *   has only the jobs its job lists in `needs:`, not the jobs those need. A failure in a job it does not list
 *   skips the jobs after it, and a skipped job fails nothing, so the report says the run succeeded. Every
 *   other job of its file it could report on must be listed: all but the jobs that need the report job
 *   (directly or not), which cannot run before it, and other report jobs (each reports; listing each other
 *   would be a cycle).
 * - `report-skipped`: a report job that needs jobs, whose `if:` is false after a job it needs failed whatever
 *   the contexts hold: one that calls none of `always()`, `failure()` and `cancelled()` runs only when every
 *   job it needs succeeded (GitHub adds `success()`), and one such as `!failure()` or `success() ||
 *   cancelled()` is false then too: the run that failed gets no report.
 *
 * Both are said of a report step's job once, for its first report step.
 */
export declare function checkReportNeeds({ workflow, file, expressions }: LintContext): LintFinding[];
