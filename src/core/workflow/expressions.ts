import { data, Evaluator, type Expr, Lexer, Parser } from '@actions/expressions';
import type { FunctionDefinition, FunctionInfo } from '@actions/expressions/funcs/info';
import { TokenType } from '@actions/expressions/lexer';
import { truthy } from '@actions/expressions/result';
import { UserError } from '../errors.js';
import type { Condition, ValueNode, WorkflowValue } from './model.js';

/**
 * `${{ }}` evaluation with GitHub's own evaluator (`@actions/expressions`): `==` is case-insensitive,
 * `fromJSON`, `format`, `contains`, … behave as on GitHub. baton supplies what the package leaves to the
 * host: the contexts and the status functions.
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
export type HostFunctions = { hashFiles?: (patterns: string[]) => string };

const STATUS_FUNCTIONS: FunctionInfo[] = [
  { name: 'success', minArgs: 0, maxArgs: 255 },
  { name: 'failure', minArgs: 0, maxArgs: 255 },
  { name: 'cancelled', minArgs: 0, maxArgs: 0 },
  { name: 'always', minArgs: 0, maxArgs: 0 },
  { name: 'hashFiles', minArgs: 1, maxArgs: 255 },
];

const parsedCache = new Map<string, Expr>();

/** Parse an expression (cached: a 256-leg matrix evaluates the same expressions 256 times). */
export function parseExpression(expression: string): Expr {
  let tree = parsedCache.get(expression);
  if (!tree) {
    const lexed = new Lexer(expression).lex();
    // The package's lexer unescapes only the first '' of a string literal ('a''b''c' → a'b''c); GitHub
    // unescapes them all. Take string values from the lexemes instead.
    for (const token of lexed.tokens) {
      if (token.type === TokenType.STRING) token.value = token.lexeme.slice(1, -1).replaceAll("''", "'");
    }
    tree = new Parser(lexed.tokens, [...CONTEXT_NAMES], STATUS_FUNCTIONS).parse();
    if (parsedCache.size > 10_000) parsedCache.clear();
    parsedCache.set(expression, tree);
  }
  return tree;
}

/** The parse error of an expression, or null when it parses. */
export function expressionError(expression: string): string | null {
  try {
    parseExpression(expression);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export interface EvaluateOptions {
  contexts: Contexts;
  status?: StatusFunctions;
  host?: HostFunctions;
  /** `file:line:col` for error messages. */
  where?: string;
}

/** Evaluate an expression to a plain JSON value. Throws a UserError (`expression-failed`) naming where. */
export function evaluateExpression(expression: string, options: EvaluateOptions): unknown {
  return toPlain(evaluateData(expression, options));
}

function evaluateData(expression: string, options: EvaluateOptions): data.ExpressionData {
  try {
    const tree = parseExpression(expression);
    const context = new data.Dictionary();
    for (const name of CONTEXT_NAMES) context.add(name, contextData(options.contexts[name]));
    return new Evaluator(tree, context, hostFunctions(options)).evaluate();
  } catch (error) {
    if (error instanceof UserError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new UserError('expression-failed', `\${{ ${expression} }}: ${message}`, {
      ...(options.where ? { where: options.where } : {}),
      cause: error,
    });
  }
}

/** The value of a scalar as a string, as GitHub interpolates it (null → '', true → 'true', 1.50 → '1.5'). */
export function evaluateValue(value: WorkflowValue, options: EvaluateOptions): string {
  if (value.expression === null) return value.text;
  return evaluateData(value.expression, options).coerceString();
}

/** Every value of a map, evaluated in order. */
export function evaluateValueMap(
  values: Record<string, WorkflowValue>,
  options: EvaluateOptions | ((name: string, value: WorkflowValue) => EvaluateOptions),
): Record<string, string> {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(values)) {
    const opts = typeof options === 'function' ? options(name, value) : options;
    entries.push([name, evaluateValue(value, opts)]);
  }
  return Object.fromEntries(entries);
}

/** Whether a condition holds (GitHub's truthiness). */
export function evaluateCondition(condition: Condition, options: EvaluateOptions): boolean {
  return truthy(evaluateData(condition.expression, options));
}

/** A YAML tree with its expressions evaluated (strategy, runs-on), as plain JSON. */
export function evaluateNode(node: ValueNode, options: EvaluateOptions): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'expression':
      return evaluateExpression(node.expression, {
        ...options,
        where: options.where ?? `line ${node.position.line}, column ${node.position.column}`,
      });
    case 'sequence':
      return node.items.map((item) => evaluateNode(item, options));
    case 'mapping':
      return Object.fromEntries(node.entries.map(({ key, value }) => [key, evaluateNode(value, options)]));
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

function hostFunctions(options: EvaluateOptions): Map<string, FunctionDefinition> {
  const status = options.status;
  const names = (args: data.ExpressionData[]) => args.map((a) => a.coerceString());
  const define = (
    name: string,
    minArgs: number,
    maxArgs: number,
    call: (...args: data.ExpressionData[]) => data.ExpressionData,
  ): [string, FunctionDefinition] => [name.toLowerCase(), { name, minArgs, maxArgs, call }];
  return new Map([
    define('success', 0, 255, (...args) => new data.BooleanData(status ? status.success(names(args)) : true)),
    define(
      'failure',
      0,
      255,
      (...args) => new data.BooleanData(status ? status.failure(names(args)) : false),
    ),
    define('cancelled', 0, 0, () => new data.BooleanData(status ? status.cancelled() : false)),
    define('always', 0, 0, () => new data.BooleanData(true)),
    define('hashFiles', 1, 255, (...args) => {
      if (!options.host?.hashFiles) {
        throw new UserError('expression-failed', 'hashFiles() is not available here', {
          ...(options.where ? { where: options.where } : {}),
        });
      }
      return new data.StringData(options.host.hashFiles(names(args)));
    }),
  ]);
}

/**
 * Context objects converted once: the same `github` object (event payload included) serves every
 * expression of a run, so it is not converted again for each one. Contexts are never mutated in place.
 */
const converted = new WeakMap<object, data.ExpressionData>();
function contextData(value: unknown): data.ExpressionData {
  if (value === undefined || value === null) return new data.Dictionary();
  if (typeof value !== 'object') return toData(value);
  let result = converted.get(value);
  if (!result) {
    result = toData(value);
    converted.set(value, result);
  }
  return result;
}

/** A plain JSON value as expression data (objects keep their key order; keys compare case-insensitively). */
export function toData(value: unknown): data.ExpressionData {
  if (value === null || value === undefined) return new data.Null();
  if (typeof value === 'string') return new data.StringData(value);
  if (typeof value === 'number') return new data.NumberData(value);
  if (typeof value === 'boolean') return new data.BooleanData(value);
  if (Array.isArray(value)) return new data.Array(...value.map(toData));
  if (typeof value === 'object') {
    const dictionary = new data.Dictionary();
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      dictionary.add(key, toData(item));
    return dictionary;
  }
  return new data.StringData(String(value));
}

/** Expression data as a plain JSON value. */
export function toPlain(value: data.ExpressionData): unknown {
  switch (value.kind) {
    case data.Kind.Null:
      return null;
    case data.Kind.String:
      return (value as data.StringData).value;
    case data.Kind.Number:
      return (value as data.NumberData).value;
    case data.Kind.Boolean:
      return (value as data.BooleanData).value;
    case data.Kind.Array:
      return (value as data.Array).values().map(toPlain);
    default: {
      const entries = (value as data.Dictionary)
        .pairs()
        .map(({ key, value: v }) => [key, toPlain(v)] as const);
      return Object.fromEntries(entries);
    }
  }
}
