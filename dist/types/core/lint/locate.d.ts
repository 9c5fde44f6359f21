import type { Position, WorkflowValue } from '../workflow/index.js';
/**
 * Where a character of a scalar's value is in the file. The workflow model gives the position where the
 * scalar starts; for a block scalar (`run: |`) that is the `|`, and the value begins on the next line,
 * indented. A finding inside a twenty-line script should point at its own line, not at the `|`.
 */
export declare class SourceLocator {
    #private;
    constructor(source: string);
    /** The file position of `offset` (a UTF-16 index into `value.text`). */
    locate(value: WorkflowValue, offset: number): Position;
}
/** Each `${{ … }}` in a scalar: the expression inside and the offset of its `${{`. */
export declare function expressionsIn(text: string): Array<{
    expression: string;
    offset: number;
}>;
/** The text with each `${{ … }}` blanked out (same length, newlines kept), for analysing what is left. */
export declare function blankExpressions(text: string): string;
