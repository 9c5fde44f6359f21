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
 * Unknown `needs` (naming the jobs that exist) and cycles (naming the whole cycle: `a → b → c → a`, at
 * the `needs` entry that closes it). Each cycle is reported once.
 */
export declare function needsProblems(workflow: Workflow): Problem[];
