/**
 * What lint needs to know about a `${{ }}` expression, read from GitHub's own expression parser (the one
 * `baton run` evaluates with): every context path it reads (`github.event.issue.title`), and every
 * `==` / `!=` between a path and a string literal (`needs.triage.outputs.next == 'fix-now'`).
 */
export interface ExpressionFacts {
    /** Context paths read, lower-cased as GitHub compares them; `*` for a filter (`github.event.commits.*.message`). */
    paths: string[][];
    comparisons: Array<{
        path: string[];
        literal: string;
        operator: '==' | '!=';
    }>;
}
/** The facts of an expression, or empty facts when it does not parse (the workflow's problems say so). */
export declare function expressionFacts(expression: string): ExpressionFacts;
/** Whether `path` starts with `prefix` (`*` in the path matches any key). */
export declare function pathStartsWith(path: readonly string[], prefix: readonly string[]): boolean;
