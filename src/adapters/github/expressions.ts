import { data, Evaluator, type Expr, Lexer, Parser } from '@actions/expressions';
import type { FunctionDefinition, FunctionInfo } from '@actions/expressions/funcs/info';
import { TokenType } from '@actions/expressions/lexer';
import { truthy } from '@actions/expressions/result';
import { UserError } from '../../core/errors.js';
import type { ExpressionEngine } from '../../core/ports.js';
import {
  CONTEXT_NAMES,
  type ContextName,
  type EvaluateOptions,
  type ExpressionFacts,
} from '../../core/workflow/expressions.js';
import { expressionFacts } from './expression-facts.js';

/**
 * `${{ }}` with GitHub's own parser and evaluator (`@actions/expressions`): `==` is case-insensitive,
 * `fromJSON`, `format`, `contains`, … behave as on GitHub. baton supplies what the package leaves to the
 * host: the contexts and the status functions.
 */
export class GitHubExpressionEngine implements ExpressionEngine {
  /** Parsed expressions: a 256-leg matrix evaluates the same expressions 256 times. */
  readonly #parsed = new Map<string, Parsed>();

  evaluate(expression: string, options: EvaluateOptions): unknown {
    return toPlain(this.#evaluateData(expression, options));
  }

  evaluateString(expression: string, options: EvaluateOptions): string {
    return this.#evaluateData(expression, options).coerceString();
  }

  evaluateTruthy(expression: string, options: EvaluateOptions): boolean {
    return truthy(this.#evaluateData(expression, options));
  }

  parseError(expression: string): string | null {
    try {
      this.#parse(expression);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  facts(expression: string): ExpressionFacts {
    try {
      return this.#parse(expression).facts;
    } catch {
      return { paths: [], resultPaths: [], comparisons: [], fallbacks: [], afterFailure: null };
    }
  }

  #parse(expression: string): Parsed {
    let parsed = this.#parsed.get(expression);
    if (!parsed) {
      const lexed = new Lexer(expression).lex();
      // The package's lexer unescapes only the first '' of a string literal ('a''b''c' → a'b''c); GitHub
      // unescapes them all. Take string values from the lexemes instead.
      for (const token of lexed.tokens) {
        if (token.type === TokenType.STRING) token.value = token.lexeme.slice(1, -1).replaceAll("''", "'");
      }
      const tree = new Parser(lexed.tokens, [...CONTEXT_NAMES], STATUS_FUNCTIONS).parse();
      const facts = expressionFacts(tree);
      // A path's first segment is the context it reads, lowercased.
      const named = new Set(facts.paths.map((path) => path[0]));
      parsed = { tree, facts, contexts: CONTEXT_NAMES.filter((name) => named.has(name)) };
      if (this.#parsed.size > 10_000) this.#parsed.clear();
      this.#parsed.set(expression, parsed);
    }
    return parsed;
  }

  #evaluateData(expression: string, options: EvaluateOptions): data.ExpressionData {
    try {
      const { tree, contexts } = this.#parse(expression);
      // Only the contexts the expression names: the evaluator reads contexts by name and nothing else, and
      // converting the others (a job's github context holds the whole event payload) would be wasted on
      // the `success()` every job and step evaluates.
      const context = new data.Dictionary();
      for (const name of contexts)
        context.add(
          name,
          name === 'env' ? envData(options.contexts.env) : contextData(options.contexts[name]),
        );
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
}

/** A parsed expression, what lint reads from it, and the contexts it names (in CONTEXT_NAMES order). */
interface Parsed {
  tree: Expr;
  /** Shared by every caller of `facts`: read, never changed. */
  facts: ExpressionFacts;
  contexts: ContextName[];
}

/** The engine `baton run`, `baton lint` and the library use: one, so its parse cache is shared. */
export const githubExpressions: ExpressionEngine = new GitHubExpressionEngine();

const STATUS_FUNCTIONS: FunctionInfo[] = [
  { name: 'success', minArgs: 0, maxArgs: 255 },
  { name: 'failure', minArgs: 0, maxArgs: 255 },
  { name: 'cancelled', minArgs: 0, maxArgs: 0 },
  { name: 'always', minArgs: 0, maxArgs: 0 },
  { name: 'hashFiles', minArgs: 1, maxArgs: 255 },
];

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
      try {
        return new data.StringData(options.host.hashFiles(names(args)));
      } catch (error) {
        // Where the call is written: the host knows the files, not the workflow.
        if (error instanceof UserError && error.where === undefined && options.where) {
          throw new UserError(error.code, error.message, { where: options.where, cause: error });
        }
        throw error;
      }
    }),
  ]);
}

/**
 * Context objects converted once: the same `github` object (event payload included) serves every
 * expression of a run, so it is not converted again for each one. Contexts are never mutated in place.
 */
const converted = new WeakMap<object, data.ExpressionData>();
function contextData(value: unknown): data.ExpressionData {
  if (value === undefined) return new data.Dictionary();
  // A context that is null on GitHub (matrix outside a matrix) is null here too.
  if (value === null) return new data.Null();
  if (typeof value !== 'object') return toData(value);
  let result = converted.get(value);
  if (!result) {
    result = toData(value);
    converted.set(value, result);
  }
  return result;
}

/**
 * The `env` context: its names compare exactly, as the runner's do on Linux and macOS
 * (CaseSensitiveDictionaryContextData in StepsRunner.cs and ExecutionContext.cs): `env.foo` is not `FOO`,
 * and `Baz` from GITHUB_ENV does not hide a step's `baz`.
 */
const convertedEnv = new WeakMap<object, data.ExpressionData>();
function envData(value: unknown): data.ExpressionData {
  if (value === undefined || value === null || typeof value !== 'object') return contextData(value);
  let result = convertedEnv.get(value);
  if (!result) {
    const dictionary = new CaseSensitiveDictionary();
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      dictionary.add(key, toData(item));
    result = dictionary;
    convertedEnv.set(value, result);
  }
  return result;
}

/** A dictionary of expression data whose keys compare exactly (the evaluator reads one through get()). */
class CaseSensitiveDictionary extends data.Dictionary {
  readonly #entries = new Map<string, data.ExpressionData>();
  override add(key: string, value: data.ExpressionData): void {
    if (!this.#entries.has(key)) this.#entries.set(key, value);
  }
  override get(key: string): data.ExpressionData | undefined {
    return this.#entries.get(key);
  }
  override values(): data.ExpressionData[] {
    return [...this.#entries.values()];
  }
  override pairs(): Array<{ key: string; value: data.ExpressionData }> {
    return [...this.#entries].map(([key, value]) => ({ key, value }));
  }
}

/** A plain JSON value as expression data (objects keep their key order; keys compare case-insensitively). */
function toData(value: unknown): data.ExpressionData {
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
function toPlain(value: data.ExpressionData): unknown {
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
