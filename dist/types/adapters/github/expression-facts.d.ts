import { type Expr } from '@actions/expressions/ast';
import type { ExpressionFacts } from '../../core/workflow/expressions.js';
/**
 * The facts `baton lint` reads from an expression, taken from the tree GitHub's own expression parser built
 * (the one `baton run` evaluates with): every context path it reads, the paths whose value can reach its
 * result, every `==` / `!=` between a path and a string literal, and what an `||` gives for an empty read.
 */
export declare function expressionFacts(tree: Expr): ExpressionFacts;
