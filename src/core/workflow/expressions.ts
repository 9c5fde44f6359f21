import type { ExpressionEngine } from '../ports.js';
import type { Condition, ValueNode, WorkflowValue } from './model.js';

/**
 * `${{ }}` as core sees it: the contexts and status functions an expression is evaluated with, and when to
 * evaluate what. What an expression *means* (`==` case-insensitive, `fromJSON`, `format`, GitHub's string
 * coercion and truthiness) is the `ExpressionEngine`'s (src/core/ports.ts), implemented with GitHub's own
 * evaluator in src/adapters/github/expressions.ts.
 */

/** Every context a workflow expression may name. The workflow parser already checked which field may use which. */
export const CONTEXT_NAMES = [
  'github',
  'env',
  'vars',
  'job',
  'jobs',
  'steps',
  'runner',
  'secrets',
  'strategy',
  'matrix',
  'needs',
  'inputs',
] as const;
export type ContextName = (typeof CONTEXT_NAMES)[number];

/** Contexts as plain JSON values. A missing context evaluates as an empty object, a null one as null. */
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
export type HostFunctions = { hashFiles?: (patterns: string[]) => string };

export interface EvaluateOptions {
  contexts: Contexts;
  /** Without them `success()` is true and `failure()` / `cancelled()` are false. */
  status?: StatusFunctions;
  host?: HostFunctions;
  /** `file:line:col` for error messages. */
  where?: string;
}

/**
 * What lint needs to know about an expression: every context path it reads (`github.event.issue.title`),
 * those whose value can reach its result, and every `==` / `!=` between a path and a string literal
 * (`needs.triage.outputs.next == 'fix-now'`).
 */
export interface ExpressionFacts {
  /** Context paths read, lower-cased as GitHub compares them; `*` for a filter (`github.event.commits.*.message`). */
  paths: string[][];
  /**
   * The paths (of `paths`) whose value, or part of it, can be the expression's result: not those only read
   * to decide a boolean (`contains(github.event.issue.title, 'x')`, `a == 'b'`, `!a`, the left of `a && b`).
   * What `${{ }}` pastes into a script can hold text from these and from no other path.
   */
  resultPaths: string[][];
  comparisons: Array<{ path: string[]; literal: string; operator: '==' | '!=' }>;
  /**
   * One for each path of `paths`, at its index: what an `||` gives instead when that read is empty
   * (`secrets.BOT_PAT || github.token`). The context paths of the operands after it, one of which must be
   * truthy for the fallback to hold anything; `other` when one of them is more than a path (a non-empty
   * literal, `format(…)`, a comparison). None (`[]`) for a read on the left of no `||`, one whose later
   * operands are falsy literals only (`|| ''`), and one whose emptiness does not make its operand falsy
   * (`format('x{0}', secrets.X) || 'a'` is `x`).
   */
  fallbacks: ExpressionFallback[];
  /**
   * Whether the expression, as a job's `if:`, is truthy when a job it needs has failed (`success()` false,
   * `failure()` true, `cancelled()` false, `always()` true), whatever the contexts hold: `true` or `false`
   * when that alone decides it (`always()`, `!failure()`), `null` when a context, another function or a
   * status function given job names may (`always() && github.event_name == 'push'`).
   */
  afterFailure: boolean | null;
}

/** What an `||` falls back to: see ExpressionFacts.fallbacks. */
export type ExpressionFallback = 'other' | string[][];

/** The value of a scalar as a string, as GitHub interpolates it (null → '', true → 'true', 1.50 → '1.5'). */
export function evaluateValue(
  engine: ExpressionEngine,
  value: WorkflowValue,
  options: EvaluateOptions,
): string {
  if (value.expression === null) return value.text;
  return engine.evaluateString(value.expression, options);
}

/** Every value of a map, evaluated in order. */
export function evaluateValueMap(
  engine: ExpressionEngine,
  values: Record<string, WorkflowValue>,
  options: EvaluateOptions | ((name: string, value: WorkflowValue) => EvaluateOptions),
): Record<string, string> {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(values)) {
    const opts = typeof options === 'function' ? options(name, value) : options;
    entries.push([name, evaluateValue(engine, value, opts)]);
  }
  return Object.fromEntries(entries);
}

/** Whether a condition holds (GitHub's truthiness). */
export function evaluateCondition(
  engine: ExpressionEngine,
  condition: Condition,
  options: EvaluateOptions,
): boolean {
  return engine.evaluateTruthy(condition.expression, options);
}

/** A YAML tree with its expressions evaluated (strategy, runs-on), as plain JSON. */
export function evaluateNode(engine: ExpressionEngine, node: ValueNode, options: EvaluateOptions): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'expression':
      return engine.evaluate(node.expression, {
        ...options,
        where: options.where ?? `line ${node.position.line}, column ${node.position.column}`,
      });
    case 'sequence':
      return node.items.map((item) => evaluateNode(engine, item, options));
    case 'mapping':
      return Object.fromEntries(
        node.entries.map(({ key, value }) => [key, evaluateNode(engine, value, options)]),
      );
  }
}

/** Whether a tree holds an expression anywhere. */
export function hasExpression(node: ValueNode): boolean {
  switch (node.kind) {
    case 'literal':
      return false;
    case 'expression':
      return true;
    case 'sequence':
      return node.items.some(hasExpression);
    case 'mapping':
      return node.entries.some((entry) => hasExpression(entry.value));
  }
}
