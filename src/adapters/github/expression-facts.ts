import { data } from '@actions/expressions';
import {
  type Binary,
  type ContextAccess,
  type Expr,
  type ExprVisitor,
  type FunctionCall,
  type Grouping,
  type IndexAccess,
  type Literal,
  type Logical,
  Star,
  type Unary,
} from '@actions/expressions/ast';
import { TokenType } from '@actions/expressions/lexer';
import type { ExpressionFacts } from '../../core/workflow/expressions.js';

/**
 * The facts `baton lint` reads from an expression, taken from the tree GitHub's own expression parser built
 * (the one `baton run` evaluates with): every context path it reads and every `==` / `!=` between a path and
 * a string literal.
 */
export function expressionFacts(tree: Expr): ExpressionFacts {
  const facts: ExpressionFacts = { paths: [], comparisons: [] };
  const collector = new FactCollector(facts);
  collector.record(tree.accept(collector));
  return facts;
}

/** A node's value for the collector: a context path, a string literal, or something else. */
type Value = { path: string[] } | { literal: string } | null;

class FactCollector implements ExprVisitor<Value> {
  readonly #facts: ExpressionFacts;

  constructor(facts: ExpressionFacts) {
    this.#facts = facts;
  }

  record(value: Value): Value {
    if (value && 'path' in value) this.#facts.paths.push(value.path);
    return value;
  }

  visitLiteral(literal: Literal): Value {
    // Strings, and the property names of `a.b` (the parser makes `b` a string literal too).
    return literal.literal instanceof data.StringData ? { literal: literal.literal.value } : null;
  }

  visitUnary(unary: Unary): Value {
    this.record(unary.expr.accept(this));
    return null;
  }

  visitBinary(binary: Binary): Value {
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
    if (operator && left && right) {
      if ('path' in left && 'literal' in right)
        this.#facts.comparisons.push({ path: left.path, literal: right.literal, operator });
      if ('literal' in left && 'path' in right)
        this.#facts.comparisons.push({ path: right.path, literal: left.literal, operator });
    }
    return null;
  }

  visitLogical(logical: Logical): Value {
    for (const arg of logical.args) this.record(arg.accept(this));
    return null;
  }

  visitGrouping(grouping: Grouping): Value {
    return grouping.group.accept(this);
  }

  visitContextAccess(access: ContextAccess): Value {
    return { path: [access.name.lexeme.toLowerCase()] };
  }

  visitIndexAccess(access: IndexAccess): Value {
    const target = access.expr.accept(this);
    // `a.*` is a filter over every key; the parser's Star node has no visitor method.
    const index = access.index instanceof Star ? null : access.index.accept(this);
    if (target && 'path' in target) {
      if (index && 'literal' in index) return { path: [...target.path, index.literal.toLowerCase()] };
      // `a.*` (a filter) or `a[expr]`: the path goes on through any key.
      this.record(index);
      return { path: [...target.path, '*'] };
    }
    this.record(index);
    return null;
  }

  visitFunctionCall(call: FunctionCall): Value {
    // The arguments are read whatever the function does with them (`fromJSON(needs.x.outputs.data)`).
    for (const arg of call.args) this.record(arg.accept(this));
    return null;
  }
}
