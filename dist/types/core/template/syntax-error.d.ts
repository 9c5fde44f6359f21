import { type Position, TemplateError } from './template-error.js';
/**
 * What is wrong with a template Handlebars' parser refused, said at a place inside the template. The parser
 * says "unexpected end of template" at the end of the text for a block never closed, and "if doesn't match
 * each" for a close it did not expect; neither names the tag to fix or points at it. So after a refusal the
 * template is read again token by token with Handlebars' own lexer (its escapes, comments and strings
 * included), following which blocks and tags are open, to say which one is never closed, or which close
 * matches nothing, at its own place.
 */
/**
 * A syntax error (one mistake; several blocks left open at the end are one error each), and, when a simple
 * edit that keeps every other position lets the parser read on, the template with it made.
 */
export interface SyntaxProblem {
    errors: TemplateError[];
    /** The template with this mistake mended for reading on (a tag blanked, or closed at the end), or null. */
    repaired: string | null;
    /**
     * Where the mend guessed what the text after it means, as an offset in the template, or null: from a `{{`
     * never closed (is `{{foo bar` a call of foo, or `{{foo}} bar`?), and from the end of the opening of a block
     * never closed that changes the context (`{{#each}}`, `{{#with}}`, a section), whose end the mend put at
     * the template's end. What is found there in the mended template is the guess's, not the template's.
     */
    guessedFrom: number | null;
}
/** The parser's refusal of `template` as a syntax problem: which tag is at fault, where, and a repair. */
export declare function syntaxProblem(error: unknown, template: string): SyntaxProblem;
export interface Token {
    type: string;
    text: string;
    /** 1-based line and column of the token's first character. */
    line: number;
    column: number;
    /** UTF-16 offset of its first character, and just after its last. */
    start: number;
    end: number;
}
interface Lexed {
    tokens: Token[];
    /** Where the lexer found text no rule reads, and in which of its states (`com`: inside `{{!--`). */
    unreadable: {
        line: number;
        column: number;
        state: string;
        offset: number;
    } | null;
}
/** The tokens that end a tag (`}}`, `}}}`, `}}}}`), and those that open a block (template-limits.ts too). */
export declare const CLOSES: ReadonlySet<string>;
export declare const BLOCK_OPENS: ReadonlySet<string>;
/** Every token of `template`, with its place, from a lexer of its own (the parser's keeps its state). */
export declare function lexTemplate(template: string): Lexed;
/** Raw blocks print their content without reading it as a template: baton has no helper to run one. */
export declare function rawBlockError(at: Position): TemplateError;
/**
 * A helper's argument written like a number that Handlebars does not read as one (`1e3`, `2k`, `1_000`): it
 * reads numbers only in digits (`200`, `-1.5`), and anything else starting with a digit as the name of a
 * field, which is never there, so the helper got nothing. Null for anything else.
 */
export declare function misreadNumber(node: {
    type: string;
    original?: unknown;
    parts?: unknown;
    loc?: unknown;
}, helper: string): TemplateError | null;
export {};
