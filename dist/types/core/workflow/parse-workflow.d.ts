import type { Problem } from '../problem.js';
import type { Position, Workflow } from './model.js';
/** Problem codes of a workflow file. */
export declare const WORKFLOW_PROBLEM: {
    readonly invalid: "workflow-invalid";
    readonly expression: "expression-invalid";
    readonly needsUnknown: "needs-unknown";
    readonly needsCycle: "needs-cycle";
};
/**
 * Parse and validate a workflow file with GitHub's own parser (`@actions/workflow-parser`): the schema,
 * expressions and the contexts each field may use are checked exactly as GitHub checks them. Never throws
 * for a bad file: everything wrong is in `problems`, each with `file:line:column`, and the model holds
 * whatever could be read. Unknown `needs` and cycles are reported by baton itself so that a cycle is
 * named (`a → b → a`) and a job that merely depends on a cycle is not blamed for it.
 */
export declare function parseWorkflow(text: string, fileName: string): Promise<Workflow>;
/** `file:line:column` of a position. */
export declare function where(fileName: string, position: Position | null): string;
/**
 * Unknown `needs` (naming the jobs that exist) and cycles (naming the whole cycle: `a → b → c → a`, at
 * the `needs` entry that closes it). Each cycle is reported once.
 */
export declare function needsProblems(workflow: Workflow): Problem[];
