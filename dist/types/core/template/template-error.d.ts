import { UserError } from '../errors.js';
/**
 * A template error found at a known place, before the source label and the template text are at hand
 * (inside the analyser or a helper). `renderPrompt` turns it into a UserError with `where` and a code frame.
 */
export declare class TemplateError extends Error {
    readonly code: string;
    /** 1-based line and column within the template. */
    readonly line: number;
    readonly column: number;
    readonly details: readonly string[];
    constructor(code: string, message: string, position: Position, details?: readonly string[]);
}
/** 1-based line and column. Handlebars counts lines from 1 and columns from 0. */
export interface Position {
    line: number;
    column: number;
}
/** Handlebars' `loc` as a 1-based position. */
export declare function positionOf(loc: {
    start: {
        line: number;
        column: number;
    };
} | undefined | null): Position;
/** The template line and a caret under the column, clipped around it so long lines stay readable. */
export declare function codeFrame(template: string, position: Position): string[];
/** The UserError a person sees: `source:line:column: message`, details, then the line with a caret. */
export declare function toUserError(error: TemplateError, template: string, source: string): UserError;
