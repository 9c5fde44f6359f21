import type { ExpressionEngine } from '../../core/ports.js';
import { type EvaluateOptions, type ExpressionFacts } from '../../core/workflow/expressions.js';
/**
 * `${{ }}` with GitHub's own parser and evaluator (`@actions/expressions`): `==` is case-insensitive,
 * `fromJSON`, `format`, `contains`, … behave as on GitHub. baton supplies what the package leaves to the
 * host: the contexts and the status functions.
 */
export declare class GitHubExpressionEngine implements ExpressionEngine {
    #private;
    evaluate(expression: string, options: EvaluateOptions): unknown;
    evaluateString(expression: string, options: EvaluateOptions): string;
    evaluateTruthy(expression: string, options: EvaluateOptions): boolean;
    parseError(expression: string): string | null;
    facts(expression: string): ExpressionFacts;
}
/** The engine `baton run`, `baton lint` and the library use: one, so its parse cache is shared. */
export declare const githubExpressions: ExpressionEngine;
