import type { Position, WorkflowValue } from './model.js';
/**
 * Where a character of a scalar's value is in the file. The workflow model gives the position where the
 * scalar starts (the `|` of a block scalar, the opening quote, or the first character of a plain one); its
 * text is the YAML value, with the indentation, quotes, escapes and line folding of its style undone. A
 * message about a place inside a value (line 3, column 13 of a prompt template) has to point at that
 * place in the file, not at the scalar's start or at a column counted inside the value.
 *
 * The value is matched against its source one character at a time: what YAML only removes (indentation,
 * quotes, the backslash of an escape, the line break a fold turns into a space) is stepped over, anything
 * else must be the value's next character. When the source does not read as the value that way, the
 * position is estimated as before: the right line for a block scalar, and line 1 of a flow scalar.
 */
export declare class SourceLocator {
    #private;
    constructor(source: string);
    /** The file position of `offset` (a UTF-16 index into `value.text`; its length for just after the end). */
    locate(value: WorkflowValue, offset: number): Position;
    /** The file position of a line and column (1-based) of a template held in `value.text`. */
    locateLine(value: WorkflowValue, line: number, column: number): Position;
}
/**
 * The source offset of each character of `value` (and one more, for just after its end), for the scalar
 * whose source starts at `start`; null when the source does not read as that value.
 */
export declare function alignScalar(source: string, start: number, value: string): number[] | null;
