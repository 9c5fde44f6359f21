import { data } from '@actions/expressions';
import {
  type Binary,
  ContextAccess,
  type Expr,
  type ExprVisitor,
  FunctionCall,
  Grouping,
  IndexAccess,
  Literal,
  Logical,
  Star,
  Unary,
} from '@actions/expressions/ast';
import { TokenType } from '@actions/expressions/lexer';
import { truthy } from '@actions/expressions/result';
import type { ExpressionFacts, ExpressionFallback } from '../../core/workflow/expressions.js';

/**
 * The facts `baton lint` reads from an expression, taken from the tree GitHub's own expression parser built
 * (the one `baton run` evaluates with): every context path it reads, the paths whose value can reach its
 * result, every `==` / `!=` between a path and a string literal, and what an `||` gives for an empty read.
 */
export function expressionFacts(tree: Expr): ExpressionFacts {
  const facts: ExpressionFacts = {
    paths: [],
    resultPaths: [],
    comparisons: [],
    fallbacks: [],
    afterFailure: truthAfterFailure(tree),
  };
  const collector = new FactCollector(facts);
  const top = tree.accept(collector);
  collector.record(top);
  facts.resultPaths = top.flows;
  return facts;
}

/** The status functions' values when a job needed has failed: see ExpressionFacts.afterFailure. */
const AFTER_FAILURE: ReadonlyMap<string, boolean> = new Map([
  ['success', false],
  ['failure', true],
  ['cancelled', false],
  ['always', true],
]);

/**
 * Whether `tree` is truthy after a failure whatever the contexts hold, or null when it depends on more: a
 * literal and a status function called without arguments are known; `!` of a known value is known; `&&` is
 * false when an operand is known falsy and true when all are known truthy, `||` the other way round (an
 * operand's value is its own truthiness there, so this is the truthiness of the whole). Anything else (a
 * context, a comparison, another function, `failure(job)`) is not known.
 */
function truthAfterFailure(tree: Expr): boolean | null {
  if (tree instanceof Grouping) return truthAfterFailure(tree.group);
  if (tree instanceof Literal) return truthy(tree.literal);
  if (tree instanceof FunctionCall)
    return tree.args.length === 0
      ? (AFTER_FAILURE.get(tree.functionName.lexeme.toLowerCase()) ?? null)
      : null;
  if (tree instanceof Unary) {
    const operand = truthAfterFailure(tree.expr);
    return operand === null ? null : !operand;
  }
  if (tree instanceof Logical) {
    const operands = tree.args.map(truthAfterFailure);
    const and = tree.operator.type === TokenType.AND;
    // `&&` is decided by a falsy operand, `||` by a truthy one; otherwise it is what all of them are.
    if (operands.includes(!and)) return !and;
    return operands.includes(null) ? null : and;
  }
  return null;
}

/**
 * A node's value for the collector: a context path, a string literal, or something else; and, whatever it
 * is, the context paths whose value can be (or be part of) what the node evaluates to.
 */
type Value = ({ path: string[] } | { literal: string } | { other: true }) & { flows: string[][] };

const NOTHING: Value = { other: true, flows: [] };

/**
 * Functions whose result is a boolean or a digest whatever their arguments hold (`contains`, the status
 * functions, `hashFiles`): an argument decides the result but none of its text reaches it. Every other
 * function (`format`, `join`, `toJSON`, `fromJSON`, one GitHub adds later) is taken to pass its
 * arguments' text on.
 */
const OPAQUE_FUNCTIONS: ReadonlySet<string> = new Set([
  'contains',
  'startswith',
  'endswith',
  'success',
  'failure',
  'cancelled',
  'always',
  'hashfiles',
]);

class FactCollector implements ExprVisitor<Value> {
  readonly #facts: ExpressionFacts;
  /**
   * What the expression gives when the node being visited is falsy: the later operands of the `||`s it is
   * on the left of. Only groups and `||` / `&&` operands pass it down (an empty operand makes an `&&`
   * falsy); any other node's value is not falsy just because a read inside it is empty, so it has none.
   */
  #fallback: ExpressionFallback = [];

  constructor(facts: ExpressionFacts) {
    this.#facts = facts;
  }

  record(value: Value): Value {
    if ('path' in value) {
      this.#facts.paths.push(value.path);
      this.#facts.fallbacks.push(this.#fallback);
    }
    return value;
  }

  /** Visit a node whose value an empty read inside does not make falsy (see #fallback). */
  #within<T>(visit: () => T): T {
    const outer = this.#fallback;
    this.#fallback = [];
    try {
      return visit();
    } finally {
      this.#fallback = outer;
    }
  }

  visitLiteral(literal: Literal): Value {
    // Strings, and the property names of `a.b` (the parser makes `b` a string literal too).
    return literal.literal instanceof data.StringData
      ? { literal: literal.literal.value, flows: [] }
      : NOTHING;
  }

  visitUnary(unary: Unary): Value {
    // `!` is the only unary operator: a boolean.
    return this.#within(() => {
      this.record(unary.expr.accept(this));
      return NOTHING;
    });
  }

  visitBinary(binary: Binary): Value {
    return this.#within(() => this.#binary(binary));
  }

  #binary(binary: Binary): Value {
    const left = binary.left.accept(this);
    const right = binary.right.accept(this);
    this.record(left);
    this.record(right);
    const operator =
      binary.operator.type === TokenType.EQUAL_EQUAL
        ? '=='
        : binary.operator.type === TokenType.BANG_EQUAL
          ? '!='
          : null;
    if (operator) {
      if ('path' in left && 'literal' in right)
        this.#facts.comparisons.push({ path: left.path, literal: right.literal, operator });
      if ('literal' in left && 'path' in right)
        this.#facts.comparisons.push({ path: right.path, literal: left.literal, operator });
    }
    // Every binary operator (`==`, `!=`, `<`, `<=`, `>`, `>=`) evaluates to a boolean.
    return NOTHING;
  }

  visitLogical(logical: Logical): Value {
    const outer = this.#fallback;
    const or = logical.operator.type === TokenType.OR;
    const args = logical.args.map((arg, i) => {
      // An operand of `a || b || c` falls back to the operands after it, then to what the whole does.
      this.#fallback =
        or && i < logical.args.length - 1
          ? joinFallbacks(fallbackOf(logical.args.slice(i + 1)), outer)
          : outer;
      return this.record(arg.accept(this));
    });
    this.#fallback = outer;
    // `a && b` is its first falsy operand (false, 0, '', null: no text) or its last one; `a || b` is its
    // first truthy operand, any of them.
    const flowing = logical.operator.type === TokenType.AND ? args.slice(-1) : args;
    return { other: true, flows: flowing.flatMap((arg) => arg.flows) };
  }

  visitGrouping(grouping: Grouping): Value {
    return grouping.group.accept(this);
  }

  visitContextAccess(access: ContextAccess): Value {
    const path = [access.name.lexeme.toLowerCase()];
    return { path, flows: [path] };
  }

  visitIndexAccess(access: IndexAccess): Value {
    return this.#within(() => this.#indexAccess(access));
  }

  #indexAccess(access: IndexAccess): Value {
    const target = access.expr.accept(this);
    // `a.*` is a filter over every key; the parser's Star node has no visitor method.
    const index = access.index instanceof Star ? null : access.index.accept(this);
    if ('path' in target) {
      if (index && 'literal' in index) {
        const path = [...target.path, index.literal.toLowerCase()];
        return { path, flows: [path] };
      }
      // `a.*` (a filter) or `a[expr]`: the path goes on through any key.
      if (index) this.record(index);
      const path = [...target.path, '*'];
      return { path, flows: [path] };
    }
    if (index) this.record(index);
    // `fromJSON(x).key`, `(a || b).key`: a part of the target's value.
    return { other: true, flows: target.flows };
  }

  visitFunctionCall(call: FunctionCall): Value {
    return this.#within(() => this.#functionCall(call));
  }

  #functionCall(call: FunctionCall): Value {
    // The arguments are read whatever the function does with them (`fromJSON(needs.x.outputs.data)`).
    const args = call.args.map((arg) => this.record(arg.accept(this)));
    const name = call.functionName.lexeme.toLowerCase();
    if (OPAQUE_FUNCTIONS.has(name)) return NOTHING;
    // `case(pred1, value1, pred2, value2, …, default)`: a predicate must be a boolean; a value or the
    // default is the result.
    const flowing = name === 'case' ? args.filter((_, i) => i % 2 === 1 || i === args.length - 1) : args;
    return { other: true, flows: flowing.flatMap((arg) => arg.flows) };
  }
}

/** What operands give when they are tried in turn, as the later operands of an `||`. */
function fallbackOf(operands: Expr[]): ExpressionFallback {
  return operands.reduce<ExpressionFallback>(
    (fallback, operand) => joinFallbacks(fallback, operandFallback(operand)),
    [],
  );
}

function operandFallback(operand: Expr): ExpressionFallback {
  if (operand instanceof Grouping) return operandFallback(operand.group);
  // `''`, `0`, `false`, `null` give nothing; any other literal is a value of its own.
  if (operand instanceof Literal) return truthy(operand.literal) ? 'other' : [];
  if (operand instanceof Logical && operand.operator.type === TokenType.OR) return fallbackOf(operand.args);
  const path = pathOf(operand);
  return path ? [path] : 'other';
}

function joinFallbacks(a: ExpressionFallback, b: ExpressionFallback): ExpressionFallback {
  return a === 'other' || b === 'other' ? 'other' : [...a, ...b];
}

/** The context path an expression is, as the collector names it (`secrets['X']` is `secrets.x`), or null. */
function pathOf(expr: Expr): string[] | null {
  if (expr instanceof ContextAccess) return [expr.name.lexeme.toLowerCase()];
  if (!(expr instanceof IndexAccess)) return null;
  const target = pathOf(expr.expr);
  if (target === null) return null;
  const index = expr.index;
  return index instanceof Literal && index.literal instanceof data.StringData
    ? [...target, index.literal.value.toLowerCase()]
    : [...target, '*'];
}
