import type { ExpressionEngine } from '../ports.js';
import { type CalledWorkflows, type ExpandedJob } from '../workflow/called-workflow.js';
import type { LocalAction, Workflow } from '../workflow/index.js';
import { type LintFinding } from './finding.js';
export interface LintOptions {
    /**
     * Reads a repository file named by `prompt-file`: its text, or null when it cannot be read; or it throws an
     * Error saying why (`does not exist`, `is a symbolic link; …`), as `baton run` reads it. One that cannot be
     * read is a finding (`invalid-input`), as the run refuses it. Without it prompt files are not checked.
     */
    readFile?: (path: string) => string | null;
    /** Reads a composite action of the repository; without it the actions' steps are not checked. */
    loadAction?: (path: string) => LocalAction | null;
    /** Why the repository's action at a path is not one GitHub would run, or null (action-invalid). */
    actionProblem?: (path: string) => string | null;
}
/**
 * Every finding of `baton lint` for one workflow, in file order: the workflow's own problems (it does not
 * parse, breaks GitHub's schema, needs an unknown job) and then what baton's rules find.
 *
 * @param workflow what `parseWorkflow` made of the file (its `source` lets findings inside multi-line
 *   values point at their own line)
 * @param expressions GitHub's expression language, which tells the rules what each `${{ }}` reads
 */
export declare function lintWorkflow(workflow: Workflow, expressions: ExpressionEngine, options?: LintOptions): LintFinding[];
/**
 * Every finding of `baton lint` for a workflow and the local workflows it calls, as `baton run` runs them
 * (calls expanded by `expandCalls`): a called job may read the stages its caller's needs recorded, a job
 * after a call the called jobs' stages; a called job's token is its caller's unless it sets its own; an
 * input its call gives attacker text is attacker text in the called file. A file called more than once is
 * checked in each call, each finding said once.
 */
export declare function lintRun(root: Workflow, called: CalledWorkflows, expanded: readonly ExpandedJob[], expressions: ExpressionEngine, given?: LintOptions): LintFinding[];
/**
 * What `baton run` says before it runs, as warnings: the findings of `baton lint` that a run would not
 * otherwise show — attacker-controlled text pasted into a script or a prompt template with `${{ }}`
 * (`untrusted-expression`: the run goes on, and the text acts as shell or template), and an `if:` routing
 * on a `next` no job has (`next-unknown-job`: the job is just skipped), and an env value whose secret GitHub
 * would redact whole only (`env-secret-whole-only`: `--secret` redacts the secret itself here, so the run
 * would not show it). The workflow file's own, not its composite actions'.
 */
export declare function runWarnings(workflow: Workflow, expressions: ExpressionEngine, 
/** The local workflows it calls and the expanded jobs: their files are checked in their calls too. */
calls: {
    called: CalledWorkflows;
    expanded: readonly ExpandedJob[];
}): LintFinding[];
/**
 * `runWarnings` as a run says them, one line each: a rule's one finding in full, several of one file folded
 * into one line that says where they are (`wf.yml: 8 untrusted-expression findings, at lines 29, 31, …`):
 * eight paragraphs of the same advice would bury the run, and crowd out of the live view the warnings
 * after them. `baton lint` says each.
 */
export declare function foldedRunWarnings(findings: readonly LintFinding[]): string[];
