import type { HandoffData } from './handoff.js';
import type { Problem } from './problem.js';
import * as z from './zod.js';
/**
 * A stage's contract for its handoff's `data` (the `data-schema` input): a subset of JSON Schema for a flat
 * map of strings, every keyword of which baton enforces. A keyword outside the subset is refused, never
 * ignored, so nobody believes a rule is checked that is not. Written as YAML or JSON (data-schema-text.ts
 * reads the text; this module takes the value, so a step that checks no schema loads no YAML parser).
 */
/** The keywords of the subset, at the top and per property: anything else is refused, naming it. */
export declare const DATA_SCHEMA_KEYWORDS: {
    readonly top: readonly ["type", "properties", "required", "additionalProperties", "description", "title", "$schema"];
    readonly property: readonly ["type", "enum", "pattern", "minLength", "maxLength", "description", "title"];
};
/** One declared key of `data`, as enforced. */
export declare const DataProperty: z.ZodMiniObject<{
    enum: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    pattern: z.ZodMiniOptional<z.ZodMiniString<string>>;
    minLength: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    maxLength: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    title: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strict>;
export type DataProperty = z.infer<typeof DataProperty>;
/** A parsed `data-schema`: what a handoff's `data` is checked against after the version 1 rules. */
export declare const DataSchema: z.ZodMiniObject<{
    properties: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
        enum: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        pattern: z.ZodMiniOptional<z.ZodMiniString<string>>;
        minLength: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        maxLength: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        description: z.ZodMiniOptional<z.ZodMiniString<string>>;
        title: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    required: z.ZodMiniArray<z.ZodMiniString<string>>;
    additionalProperties: z.ZodMiniBoolean<boolean>;
    description: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strict>;
export type DataSchema = z.infer<typeof DataSchema>;
/**
 * Parse a `data-schema` input's value (a map, from YAML or JSON). Throws UserError `input-invalid` at the
 * `data-schema` input, listing every problem, each at its keyword's path (`properties.file.minimum: …`).
 */
export declare function dataSchemaFrom(value: unknown): DataSchema;
/**
 * What is wrong with a `pattern`, or null. It must compile as an ECMAScript regular expression with the `u`
 * flag, and be safe to run on what an agent writes: the agent's text is untrusted, and a pattern that
 * repeats a group that itself repeats (`(a+)+`), or refers back to a group (`\1`), can take time exponential
 * in the value's length in a backtracking engine. Those are refused. A pattern of alternatives that overlap
 * inside one repetition (`(a|aa)+`) is not detected here: each match is stopped after PATTERN_MS instead
 * (testWithin), and the value refused.
 */
export declare function patternProblem(pattern: string): string | null;
/**
 * The problems of a valid handoff's `data` against the stage's schema, as handoff problems (`handoff-invalid`,
 * each at its JSON path): a required key missing, a key not declared when additionalProperties is false, a
 * value outside its enum, not matching its pattern, or of a length outside its bounds. No message repeats a
 * value the agent wrote: they name the rule (the schema's words) and at most the value's length.
 */
export declare function dataSchemaProblems(data: HandoffData | undefined, schema: DataSchema): Problem[];
/**
 * A parsed data-schema as the JSON Schema it is a subset of, as indented JSON text: what the repair turn and a
 * preset's handoff instructions show the agent. Author text (the workflow's), never the agent's.
 */
export declare function dataSchemaJsonText(schema: DataSchema): string;
/** A Markdown code block whose fence is longer than any run of backticks inside the text. */
export declare function markdownFence(text: string, info: string): string;
