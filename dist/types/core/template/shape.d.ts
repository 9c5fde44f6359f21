/**
 * The shape of what a template reads (DESIGN §5), derived from the zod schemas of its context
 * (context.ts): which names are fixed (a stage's fields, `meta`, `github`, `attempt`), which are chosen by
 * the run (stage ids, input names, `data` keys, a leg's matrix keys) and which are free-form (the event
 * payload). The analysis of a template walks its paths through it before anything is rendered, so a field
 * that no value could ever have is a mistake wherever it is written, `{{#if}}` and `default` included; the
 * render reads it to tell a typo from a value that is absent this time.
 */
export type Shape = 
/** Fixed fields: any other is a mistake. */
{
    kind: 'object';
    fields: Readonly<Record<string, Shape>>;
}
/** Keys the run chooses (stage ids, input names, data keys), each value of one shape. */
 | {
    kind: 'map';
    values: Shape;
} | {
    kind: 'list';
    items: Shape;
} | {
    kind: 'text';
} | {
    kind: 'number';
} | {
    kind: 'boolean';
}
/** Free-form: anything may be there (the event payload, a matrix value). */
 | {
    kind: 'any';
};
/** What a template sees at its top. */
export declare const PROMPT_SHAPE: Extract<Shape, {
    kind: "object";
}>;
/** `stages.<id>`, and each item of `jobs.<id>`. */
export declare const STAGE_SHAPE: Extract<Shape, {
    kind: "object";
}>;
/** The names a template sees at its top: `stages`, `jobs`, `inputs`, `github`, `attempt`. */
export declare const ROOT_NAMES: readonly string[];
export type KeyKind = 'stage' | 'job' | 'input' | 'matrix' | 'data';
/** A value a path reaches, as far as the template's shape tells it. */
export interface Resolved {
    shape: Shape;
    /** How messages name it: `stages.a.meta`, `the current item (of jobs.review)`. */
    label: string;
    /** The stage (`stages.<id>`) or job (`jobs.<id>`) whose fields it is: for a leg's matrix keys. */
    owner: {
        stage: string;
    } | {
        job: string;
    } | null;
    /** The top of the context. */
    top?: true;
    /** A block's context (`{{#each}}`, `{{#with}}`): names under it are written from it. */
    relative?: true;
}
/** A key a path reads from a map whose keys the workflow decides. */
export interface KeyRead {
    kind: KeyKind;
    key: string;
    owner: Resolved['owner'];
}
/** Where a path cannot go: the message, and details (what is there, how to get at it). */
export interface ShapeProblem {
    message: string;
    details: string[];
}
export declare const TOP: Resolved;
/**
 * Walk `parts` from `from`. Each part is checked against the shape: a field an object does not have, a
 * field of a text, number or true/false, or a field of a list, is a problem, whatever the values are at
 * render time; a key of a map the run fills is read (`keys`), for a check that knows the workflow.
 */
export declare function walkPath(from: Resolved, parts: readonly string[], written: string): {
    resolved: Resolved | null;
    keys: KeyRead[];
    problem: ShapeProblem | null;
};
/**
 * What Handlebars' `lookup` helper gives for a literal key: what the path through that key gives (an own
 * field, a list's item or length), and of a text its length and its characters, which are the string's own
 * properties to the helper (a path refuses them: its strict check asks `key in text`, which throws).
 */
export declare function lookupField(from: Resolved, key: string, written: string): ReturnType<typeof walkPath>;
/** What `{{#each}}` over a value gives each time round, or null when that is not known. */
export declare function itemOf(value: Resolved | null): Resolved | null;
/** What `{{#with}}` gives, or a section over a value (`{{#stages.x.next}}…{{/stages.x.next}}`). */
export declare function contextOf(value: Resolved | null, section: boolean): Resolved | null;
/** Whether the part of a path after `parts` is a key the run chooses rather than a fixed field. */
export declare function isFreeFormAt(parts: readonly string[]): boolean;
/**
 * What is wrong with printing a value of this shape with `{{…}}`: an object or a list has no text of its own
 * (the render refuses it rather than print `[object Object]`); null for what prints.
 */
export declare function printedProblem(shape: Shape): {
    message: string;
    details: (what: string) => string[];
} | null;
/** The message for a printed object (or list), and how to print what was meant. */
export declare function printedValue(list: boolean): {
    message: string;
    details: (what: string) => string[];
};
/** What `{{#each}}` goes round nothing in: a value that is neither a list nor an object. */
export type ScalarKind = 'text' | 'number' | 'boolean';
/** The kind of a rendered value `{{#each}}` goes round nothing in, or null for any other (null and missing too). */
export declare function scalarKindOf(value: unknown): ScalarKind | null;
/** What is wrong with `{{#each}}` over a literal (`{{#each 3}}`, `{{#each "files"}}`): it is never a list. */
export declare function eachOverLiteral(written: string, kind: ScalarKind): {
    message: string;
    details: string[];
};
/**
 * What is wrong with `{{#each}}` over a text (`stages.x.data.files`), a number or a boolean
 * (`stages.x.meta.exit_code`, a matrix value): Handlebars goes round nothing in it, so the block never
 * renders, whatever the value. Said by the analysis where the shape says the field is one, and by the render
 * of a value that turns out to be (a matrix value, a field of the event).
 */
export declare function eachOverScalar(what: string, kind: ScalarKind): {
    message: string;
    details: string[];
};
