import { oneLine } from '../one-line.js';
import * as z from '../zod.js';

/**
 * What `baton lint` reports: one finding per problem, at a place in a file, under a rule whose name says
 * what is wrong. Printed as `file:line:col: rule: message`.
 */

/** The rules, each with what it checks (listed in docs/security.md, which a test keeps in step). */
export const LINT_RULES = {
  'workflow-invalid': 'the workflow file does not parse or breaks GitHub’s schema',
  'template-invalid': 'a prompt template does not parse, or uses what baton refuses',
  'template-not-upstream': 'a prompt template references a stage or job that is not upstream of its job',
  'data-key-undeclared':
    'a prompt template reads `stages.<id>.data.<key>` whose key the stage’s literal `data-schema` does not declare: an error when the schema refuses undeclared keys (`additionalProperties: false`), a warning otherwise',
  'checkout-missing':
    'a stage step of baton’s action whose prompt reads upstream stages, in a job that does not check the repository out before it, with no `needs` input: on GitHub it would know no upstream stage',
  'needs-input-missing':
    'a stage step of a workflow run as a call whose prompt reads upstream stages, with no `needs` input: on GitHub it would know no upstream stage, whatever is checked out',
  'checkout-shallow':
    'a stage step running an `agent` preset after an `actions/checkout` of another ref without `fetch-depth: 0`, and without `trust-checkout: true`: the run’s commit is not in the clone, so the agent runs with none of its project configuration',
  'untrusted-expression':
    'attacker-controlled text (a text field of `github.event`, `github.head_ref`, handoff data) interpolated with ${{ }} into a shell command or a prompt',
  'agent-job-write': 'a job that runs an agent holds write permissions',
  'agent-job-secret': 'a job that runs an agent holds a secret or token beyond its model key',
  'env-secret-whole-only':
    'an `env:` value of a baton step built around a secret in a way its value does not tell apart (by a function such as `format()`, or with no text between two `${{ }}`): on GitHub only the whole value is redacted, not the secret inside on its own',
  'unpinned-action':
    'an action or reusable workflow from another repository is not pinned to a full commit sha (GitHub’s own `actions/`, `github/`, `dependabot/` may name a tag)',
  'report-permission': 'a report job cannot post its comment with the permissions it has',
  'report-no-issue':
    'a report job that comments, in a workflow none of whose triggers names an issue or pull request, with no `issue-number`',
  'report-needs-incomplete':
    'a report job given `needs: ${{ toJSON(needs) }}` does not list in its `needs:` every job it could report on: a failure in one it does not list cannot make the report say the run failed',
  'report-skipped':
    'a report job that needs other jobs has no `always()` (nor `failure()`, `cancelled()`) in its `if:`: when one of them fails it is skipped',
  'next-unknown-job': 'a `next` routing condition names a job that does not exist',
  'unknown-input':
    'a `with:` key (or a secret) that baton’s action or reusable stage workflow does not declare',
  'invalid-input':
    'a `with:` value that baton’s action (or its reusable stage workflow) would refuse when it runs',
  'action-invalid':
    'a `uses: ./path` action of the repository whose action.yml GitHub would refuse (a composite step without `shell:`)',
  'action-missing':
    'a `uses: ./` (`./prepare`, `./capture`, `./report`) step in a repository that has no action there: GitHub fails the step; baton’s action is then `<owner>/baton@<sha>`',
  'stage-duplicate':
    'two stage steps, jobs or legs of a call would record the same stage id (their records would collide)',
  'timeout-invalid':
    'a literal `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0',
  'shell-invalid': 'a literal `shell:` that is neither a built-in shell nor a command with `{0}`',
} as const;
export type LintRule = keyof typeof LINT_RULES;

export const LintFinding = z.object({
  rule: z.enum(Object.keys(LINT_RULES) as [LintRule, ...LintRule[]]),
  /** The file the finding is in: the workflow, or a prompt file it names. */
  file: z.string(),
  /** 1-based. */
  line: z.number().check(z.int(), z.gte(1)),
  column: z.number().check(z.int(), z.gte(1)),
  message: z.string(),
  /**
   * `warning`: said, and `baton lint` still exits 0 when every finding is one (a read an open data-schema
   * does not promise, which a handoff may still fill). Absent: an error.
   */
  severity: z.optional(z.literal('warning')),
});
export type LintFinding = z.infer<typeof LintFinding>;

/**
 * `file:line:col: rule: message`, the form editors and CI annotations understand: one line, whatever the
 * workflow holds (oneLine).
 */
export function formatFinding(finding: LintFinding): string {
  const warning = finding.severity === 'warning' ? 'warning: ' : '';
  return oneLine(
    `${finding.file}:${finding.line}:${finding.column}: ${warning}${finding.rule}: ${finding.message}`,
  );
}

/** File order, then position, then rule: stable output whatever order the rules ran in. */
export function compareFindings(a: LintFinding, b: LintFinding): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

/** The file, line and column a `file:line:col` path names, or null when it names no line. */
export function placeIn(path: string): { file: string; line: number; column: number } | null {
  const match = /^(.*):(\d+):(\d+)$/.exec(path);
  return match ? { file: match[1] as string, line: Number(match[2]), column: Number(match[3]) } : null;
}
