/**
 * `${{ }}` in a string, cut as GitHub's workflow parser cuts it. No YAML here: what an action reads at start
 * (the env values the workflow builds around secrets, env-secret-parts.ts) imports this without the YAML
 * parser, which interpolation.ts needs for multi-line values.
 */
/** A string cut at its `${{ }}`: literal text and expressions, each with the offset it starts at. */
export type Segment = {
    literal: string;
    offset: number;
} | {
    expression: string;
    offset: number;
    end: number;
};
/**
 * The segments of a string with `${{ }}`, cut as GitHub's parser cuts them (a `}}` inside a quoted string
 * does not close an expression); null when the string holds no `${{` or an expression is not closed.
 */
export declare function segmentsOf(value: string): Segment[] | null;
/** The expressions of a string's `${{ }}`, in order, as GitHub's parser cuts them; none when it holds none. */
export declare function expressionsIn(value: string): string[];
/**
 * The expression a string with `${{ }}` evaluates as, built as GitHub's parser builds it: one expression
 * alone stays itself, anything else becomes `format('literal {0} literal', expr)`. Null when the string
 * holds no `${{` or an expression is not closed (the parser has reported that already).
 */
export declare function interpolationExpression(value: string): string | null;
/**
 * Whether a value is one `${{ }}` and nothing else (blanks around it aside, and the quotes of a quoted
 * scalar, which the parser leaves in the text of a value that is one expression): nothing of its text is
 * known before it is evaluated.
 */
export declare function isWholeExpression(value: string): boolean;
/**
 * The text with each `${{ … }}` blanked out (same length, line breaks kept), for reading what is left: a
 * prompt's template around the expressions GitHub fills in before baton sees it, at the same lines and
 * columns as in the value.
 */
export declare function blankExpressions(text: string): string;
