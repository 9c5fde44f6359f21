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
    /**
     * The stage (or job) this is a mistake only if it is upstream: printing `{{stages.fix}}` is printing an
     * object when there is a stage fix; when there is none, that is the mistake, and is said instead (as "no
     * such upstream stage"). Set only for a stage or job the template names (analysis.references).
     */
    readonly ifUpstream: UpstreamCondition | undefined;
    constructor(code: string, message: string, position: Position, details?: readonly string[], ifUpstream?: UpstreamCondition);
}
/** A stage (`stages.<id>`) or job (`jobs.<id>`), as a StageReference names it. */
export interface UpstreamCondition {
    kind: 'stage' | 'job';
    stage: string;
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
