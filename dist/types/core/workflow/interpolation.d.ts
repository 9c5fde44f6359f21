/**
 * `${{ }}` in a multi-line value. GitHub's workflow parser builds the expression of a multi-line scalar from
 * its YAML *source* (indentation and all: the language server wants source positions), while GitHub's runner
 * interpolates the YAML *value*. baton evaluates what the runner would, so for multi-line scalars it takes
 * the value from the `yaml` package and splits it the way the parser splits single-line values.
 */
export { blankExpressions, expressionsIn, interpolationExpression, isWholeExpression, type Segment, segmentsOf, } from './segments.js';
/**
 * String values of the file's multi-line scalars by the line and column where each starts (the position
 * the workflow parser gives its token). Built once per file, only when a multi-line value holds `${{`.
 */
export declare function multiLineValues(text: string): Map<string, string>;
