/**
 * The expression a string with `${{ }}` evaluates as, built as GitHub's parser builds it: one expression
 * alone stays itself, anything else becomes `format('literal {0} literal', expr)`. Null when the string
 * holds no `${{` or an expression is not closed (the parser has reported that already).
 */
export declare function interpolationExpression(value: string): string | null;
/**
 * String values of the file's multi-line scalars by the line and column where each starts (the position
 * the workflow parser gives its token). Built once per file, only when a multi-line value holds `${{`.
 */
export declare function multiLineValues(text: string): Map<string, string>;
