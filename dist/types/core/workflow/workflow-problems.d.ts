import type { Problem } from '../problem.js';
import type { Position, Workflow } from './model.js';
/** Problem codes of a workflow file. */
export declare const WORKFLOW_PROBLEM: {
    readonly invalid: "workflow-invalid";
    readonly expression: "expression-invalid";
    readonly needsUnknown: "needs-unknown";
    readonly needsCycle: "needs-cycle";
};
/** `file:line:column` of a position. */
export declare function where(fileName: string, position: Position | null): string;
/**
 * A step's `uses:` GitHub refuses the file for (its workflow parser, WorkflowTemplateConverter.cs): other
 * than `docker://…`, `./path` or `.\\path`, it must be `{org}/{repo}[/path]@ref` — one `@`, an owner, a
 * repository and a ref. `uses: actions/checkout` is not run without a ref there; said as GitHub says it.
 */
export declare function usesProblems(workflow: Workflow): Problem[];
/** Whether GitHub takes a step's `uses:` as written (see usesProblems). */
export declare function wellFormedUses(uses: string): boolean;
/**
 * Unknown `needs` (naming the jobs that exist) and cycles (naming the whole cycle: `a → b → c → a`, at
 * the `needs` entry that closes it). Each cycle is reported once.
 */
export declare function needsProblems(workflow: Workflow): Problem[];
