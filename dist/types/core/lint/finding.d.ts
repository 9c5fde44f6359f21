import * as z from '../zod.js';
/**
 * What `baton lint` reports: one finding per problem, at a place in a file, under a rule whose name says
 * what is wrong. Printed as `file:line:col: rule: message`.
 */
/** The rules, each with what it checks (listed in docs/security.md, which a test keeps in step). */
export declare const LINT_RULES: {
    readonly 'workflow-invalid': "the workflow file does not parse or breaks GitHub’s schema";
    readonly 'template-invalid': "a prompt template does not parse, or uses what baton refuses";
    readonly 'template-not-upstream': "a prompt template references a stage or job that is not upstream of its job";
    readonly 'data-key-undeclared': "a prompt template reads `stages.<id>.data.<key>` whose key the stage’s literal `data-schema` does not declare: an error when the schema refuses undeclared keys (`additionalProperties: false`), a warning otherwise";
    readonly 'checkout-missing': "a stage step of baton’s action whose prompt reads upstream stages, in a job that does not check the repository out before it, with no `needs` input: on GitHub it would know no upstream stage";
    readonly 'needs-input-missing': "a stage step of a workflow run as a call whose prompt reads upstream stages, with no `needs` input: on GitHub it would know no upstream stage, whatever is checked out";
    readonly 'checkout-shallow': "a stage step running an `agent` preset after an `actions/checkout` of another ref without `fetch-depth: 0`, and without `trust-checkout: true`: the run’s commit is not in the clone, so the agent runs with none of its project configuration";
    readonly 'untrusted-expression': "attacker-controlled text (a text field of `github.event`, `github.head_ref`, handoff data) interpolated with ${{ }} into a shell command or a prompt";
    readonly 'agent-job-write': "a job that runs an agent holds write permissions";
    readonly 'agent-job-secret': "a job that runs an agent holds a secret or token beyond its model key";
    readonly 'env-secret-whole-only': "an `env:` value of a baton step built around a secret in a way its value does not tell apart (by a function such as `format()`, or with no text between two `${{ }}`): on GitHub only the whole value is redacted, not the secret inside on its own";
    readonly 'unpinned-action': "an action or reusable workflow from another repository is not pinned to a full commit sha (GitHub’s own `actions/`, `github/`, `dependabot/` may name a tag)";
    readonly 'report-permission': "a report job cannot post its comment with the permissions it has";
    readonly 'report-no-issue': "a report job that comments, in a workflow none of whose triggers names an issue or pull request, with no `issue-number`";
    readonly 'report-needs-incomplete': "a report job given `needs: ${{ toJSON(needs) }}` does not list in its `needs:` every job it could report on: a failure in one it does not list cannot make the report say the run failed";
    readonly 'report-skipped': "a report job that needs other jobs has no `always()` (nor `failure()`, `cancelled()`) in its `if:`: when one of them fails it is skipped";
    readonly 'next-unknown-job': "a `next` routing condition names a job that does not exist";
    readonly 'unknown-input': "a `with:` key (or a secret) that baton’s action or reusable stage workflow does not declare";
    readonly 'invalid-input': "a `with:` value that baton’s action (or its reusable stage workflow) would refuse when it runs";
    readonly 'action-invalid': "a `uses: ./path` action of the repository whose action.yml GitHub would refuse (a composite step without `shell:`)";
    readonly 'action-missing': "a `uses: ./` (`./prepare`, `./capture`, `./report`) step in a repository that has no action there: GitHub fails the step; baton’s action is then `<owner>/baton@<sha>`";
    readonly 'stage-duplicate': "two stage steps, jobs or legs of a call would record the same stage id (their records would collide)";
    readonly 'timeout-invalid': "a literal `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0";
    readonly 'shell-invalid': "a literal `shell:` that is neither a built-in shell nor a command with `{0}`";
};
export type LintRule = keyof typeof LINT_RULES;
export declare const LintFinding: z.ZodMiniObject<{
    rule: z.ZodMiniEnum<{
        "template-invalid": "template-invalid";
        "stage-duplicate": "stage-duplicate";
        "unknown-input": "unknown-input";
        "timeout-invalid": "timeout-invalid";
        "shell-invalid": "shell-invalid";
        "checkout-missing": "checkout-missing";
        "action-missing": "action-missing";
        "workflow-invalid": "workflow-invalid";
        "template-not-upstream": "template-not-upstream";
        "data-key-undeclared": "data-key-undeclared";
        "needs-input-missing": "needs-input-missing";
        "checkout-shallow": "checkout-shallow";
        "untrusted-expression": "untrusted-expression";
        "agent-job-write": "agent-job-write";
        "agent-job-secret": "agent-job-secret";
        "env-secret-whole-only": "env-secret-whole-only";
        "unpinned-action": "unpinned-action";
        "report-permission": "report-permission";
        "report-no-issue": "report-no-issue";
        "report-needs-incomplete": "report-needs-incomplete";
        "report-skipped": "report-skipped";
        "next-unknown-job": "next-unknown-job";
        "invalid-input": "invalid-input";
        "action-invalid": "action-invalid";
    }>;
    file: z.ZodMiniString<string>;
    line: z.ZodMiniNumber<number>;
    column: z.ZodMiniNumber<number>;
    message: z.ZodMiniString<string>;
    severity: z.ZodMiniOptional<z.ZodMiniLiteral<"warning">>;
}, z.core.$strip>;
export type LintFinding = z.infer<typeof LintFinding>;
/**
 * `file:line:col: rule: message`, the form editors and CI annotations understand: one line, whatever the
 * workflow holds (oneLine).
 */
export declare function formatFinding(finding: LintFinding): string;
/** File order, then position, then rule: stable output whatever order the rules ran in. */
export declare function compareFindings(a: LintFinding, b: LintFinding): number;
/** The file, line and column a `file:line:col` path names, or null when it names no line. */
export declare function placeIn(path: string): {
    file: string;
    line: number;
    column: number;
} | null;
