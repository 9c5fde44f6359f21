import { data, type Expr } from '@actions/expressions';
import type { Condition, ValueNode, WorkflowValue } from './model.js';
/**
 * `${{ }}` evaluation with GitHub's own evaluator (`@actions/expressions`): `==` is case-insensitive,
 * `fromJSON`, `format`, `contains`, … behave as on GitHub. baton supplies what the package leaves to the
 * host: the contexts and the status functions.
 */
/** Every context a workflow expression may name. The workflow parser already checked which field may use which. */
export declare const CONTEXT_NAMES: readonly ["github", "env", "vars", "job", "jobs", "steps", "runner", "secrets", "strategy", "matrix", "needs", "inputs"];
export type ContextName = (typeof CONTEXT_NAMES)[number];
/** Contexts as plain JSON values. A missing context evaluates as an empty object. */
export type Contexts = Partial<Record<ContextName, unknown>>;
/**
 * Status functions of the place an expression is evaluated. Job level: `success()` is true when every
 * direct need succeeded, `failure()` when any job upstream failed. Step level: they follow the job's
 * status so far. `always()` is always true; `cancelled()` once the run is cancelled.
 */
export interface StatusFunctions {
    success(jobs: string[]): boolean;
    failure(jobs: string[]): boolean;
    cancelled(): boolean;
}
/** Functions that need the host (files): `hashFiles`. Optional; without it, calling it fails clearly. */
export type HostFunctions = {
    hashFiles?: (patterns: string[]) => string;
};
/** Parse an expression (cached: a 256-leg matrix evaluates the same expressions 256 times). */
export declare function parseExpression(expression: string): Expr;
/** The parse error of an expression, or null when it parses. */
export declare function expressionError(expression: string): string | null;
export interface EvaluateOptions {
    contexts: Contexts;
    status?: StatusFunctions;
    host?: HostFunctions;
    /** `file:line:col` for error messages. */
    where?: string;
}
/** Evaluate an expression to a plain JSON value. Throws a UserError (`expression-failed`) naming where. */
export declare function evaluateExpression(expression: string, options: EvaluateOptions): unknown;
/** The value of a scalar as a string, as GitHub interpolates it (null → '', true → 'true', 1.50 → '1.5'). */
export declare function evaluateValue(value: WorkflowValue, options: EvaluateOptions): string;
/** Every value of a map, evaluated in order. */
export declare function evaluateValueMap(values: Record<string, WorkflowValue>, options: EvaluateOptions | ((name: string, value: WorkflowValue) => EvaluateOptions)): Record<string, string>;
/** Whether a condition holds (GitHub's truthiness). */
export declare function evaluateCondition(condition: Condition, options: EvaluateOptions): boolean;
/** A YAML tree with its expressions evaluated (strategy, runs-on), as plain JSON. */
export declare function evaluateNode(node: ValueNode, options: EvaluateOptions): unknown;
/** Whether a tree holds an expression anywhere. */
export declare function hasExpression(node: ValueNode): boolean;
/** A plain JSON value as expression data (objects keep their key order; keys compare case-insensitively). */
export declare function toData(value: unknown): data.ExpressionData;
/** Expression data as a plain JSON value. */
export declare function toPlain(value: data.ExpressionData): unknown;
