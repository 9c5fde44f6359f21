import { testWithin } from './bounded-match.js';
import { UserError } from './errors.js';
import type { HandoffData } from './handoff.js';
import { DATA_KEY_PATTERN, FORBIDDEN_KEYS, INPUTS, LIMITS } from './names.js';
import { formatPath, handoffError } from './parse-handoff.js';
import type { Problem } from './problem.js';
import { closest } from './suggest.js';
import { utf8Length } from './utf8.js';
import * as z from './zod.js';

/**
 * A stage's contract for its handoff's `data` (the `data-schema` input): a subset of JSON Schema for a flat
 * map of strings, every keyword of which baton enforces. A keyword outside the subset is refused, never
 * ignored, so nobody believes a rule is checked that is not. Written as YAML or JSON (data-schema-text.ts
 * reads the text; this module takes the value, so a step that checks no schema loads no YAML parser).
 */

/** The keywords of the subset, at the top and per property: anything else is refused, naming it. */
export const DATA_SCHEMA_KEYWORDS = {
  top: ['type', 'properties', 'required', 'additionalProperties', 'description', 'title', '$schema'],
  property: ['type', 'enum', 'pattern', 'minLength', 'maxLength', 'description', 'title'],
} as const;

/** One declared key of `data`, as enforced. */
export const DataProperty = z.strictObject({
  /** The values allowed, as the strings the handoff normalises data values to. */
  enum: z.optional(z.array(z.string())),
  /** An ECMAScript regular expression (compiled with the `u` flag) the value must match somewhere. */
  pattern: z.optional(z.string()),
  /** Least length of the value, in UTF-8 bytes (as every handoff limit). */
  minLength: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Greatest length of the value, in UTF-8 bytes. */
  maxLength: z.optional(z.number().check(z.int(), z.nonnegative())),
  description: z.optional(z.string()),
  title: z.optional(z.string()),
});
export type DataProperty = z.infer<typeof DataProperty>;

/** A parsed `data-schema`: what a handoff's `data` is checked against after the version 1 rules. */
export const DataSchema = z.strictObject({
  /** The declared keys, in the order written. */
  properties: z.record(z.string(), DataProperty),
  /** Keys the handoff's data must have; each is declared. */
  required: z.array(z.string()),
  /** False: a key not declared is refused. True (JSON Schema's default): it is let through. */
  additionalProperties: z.boolean(),
  description: z.optional(z.string()),
});
export type DataSchema = z.infer<typeof DataSchema>;

const TEXT = 'must be a text';
const LENGTH = 'must be a whole number from 0';

/** The input as written: every keyword of the subset, and no other (refused in `unsupported`). */
const PropertyInput = z.nullable(
  z.strictObject(
    {
      type: z.optional(
        z.literal('string', {
          error:
            'must be string: data values are strings (numbers and booleans become strings); to constrain a number, use a pattern such as ^[0-9]+$',
        }),
      ),
      enum: z.optional(
        z
          .array(
            z.union([z.string(), z.number(), z.boolean()], {
              error: 'must be a string, number or boolean',
            }),
            { error: 'must be a list of values' },
          )
          .check(z.minLength(1, { message: 'must list at least one value' })),
      ),
      pattern: z.optional(z.string({ error: 'must be a text: an ECMAScript regular expression' })),
      minLength: z.optional(z.number({ error: LENGTH }).check(z.int({ error: LENGTH }), z.gte(0, LENGTH))),
      maxLength: z.optional(z.number({ error: LENGTH }).check(z.int({ error: LENGTH }), z.gte(0, LENGTH))),
      description: z.optional(z.string({ error: TEXT })),
      title: z.optional(z.string({ error: TEXT })),
    },
    { error: 'must be a map of keywords (enum, pattern, minLength, maxLength …), or empty for any string' },
  ),
);

const DataSchemaInput = z.strictObject(
  {
    $schema: z.optional(z.string({ error: TEXT })),
    title: z.optional(z.string({ error: TEXT })),
    description: z.optional(z.string({ error: TEXT })),
    type: z.optional(
      z.literal('object', {
        error: 'must be object: data is an object, a flat map of keys to strings',
      }),
    ),
    properties: z.optional(
      z.record(z.string(), PropertyInput, { error: 'must be a map of data keys to their rules' }),
    ),
    required: z.optional(
      z.array(z.string({ error: 'must be a data key' }), { error: 'must be a list of data keys' }),
    ),
    additionalProperties: z.optional(
      z.boolean({
        error: 'must be true or false (a schema for the other keys is not supported)',
      }),
    ),
  },
  { error: 'must be a map of JSON Schema keywords (required, additionalProperties, properties …)' },
);

/** Why a keyword outside the subset is refused, by keyword: what to write instead. */
const INSTEAD: Readonly<Record<string, string>> = {
  properties: 'data values are strings, never nested objects',
  items: 'data values are strings, never lists',
  minimum: 'data values are strings; use a pattern',
  maximum: 'data values are strings; use a pattern',
  exclusiveMinimum: 'data values are strings; use a pattern',
  exclusiveMaximum: 'data values are strings; use a pattern',
  multipleOf: 'data values are strings; use a pattern',
  format: 'use a pattern',
  const: 'use enum with one value',
  default: 'a default is not filled in; say it in the prompt',
  minProperties: 'use required',
  maxProperties: 'data has at most 64 keys; use additionalProperties: false',
};

/**
 * Parse a `data-schema` input's value (a map, from YAML or JSON). Throws UserError `input-invalid` at the
 * `data-schema` input, listing every problem, each at its keyword's path (`properties.file.minimum: …`).
 */
export function dataSchemaFrom(value: unknown): DataSchema {
  const parsed = DataSchemaInput.safeParse(value);
  const problems = parsed.success ? [] : parsed.error.issues.flatMap(issueLines);
  // What the keywords say together, said with what zod found of each alone: every problem at once.
  const raw = isMap(value) ? value : {};
  const given = isMap(raw.properties) ? raw.properties : {};
  const names = Object.keys(given);
  if (names.length > LIMITS.dataKeys)
    problems.push(
      `properties: declares ${names.length} keys; a handoff's data holds at most ${LIMITS.dataKeys}`,
    );
  for (const [name, rule] of Object.entries(given)) {
    if (!DATA_KEY_PATTERN.test(name) || (FORBIDDEN_KEYS as readonly string[]).includes(name)) {
      problems.push(
        `properties: ${JSON.stringify(name)} is not a data key: a letter or _, then up to 63 letters, digits, _ or - (and not ${FORBIDDEN_KEYS.join(', ')})`,
      );
      continue;
    }
    if (!isMap(rule)) continue;
    if (typeof rule.pattern === 'string') {
      const problem = patternProblem(rule.pattern);
      if (problem !== null) problems.push(`properties.${name}.pattern: ${problem}`);
    }
    const { minLength: min, maxLength: max } = rule;
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      problems.push(`properties.${name}: minLength ${min} is more than maxLength ${max}, so no value fits`);
  }
  for (const [index, name] of (Array.isArray(raw.required) ? raw.required : []).entries()) {
    if (typeof name !== 'string' || Object.hasOwn(given, name)) continue;
    const hint = closest(name, names);
    problems.push(
      `required[${index}]: ${JSON.stringify(name)} is not declared under properties${
        hint !== undefined
          ? `; did you mean ${hint}?`
          : names.length > 0
            ? `; declared: ${names.join(', ')}`
            : '; declare each required key under properties'
      }`,
    );
  }
  if (!parsed.success || problems.length > 0) throw schemaError(problems);
  const input = parsed.data;
  const properties: Record<string, DataProperty> = {};
  for (const [name, rule] of Object.entries(input.properties ?? {})) {
    properties[name] = {
      ...(rule?.enum === undefined ? {} : { enum: [...new Set(rule.enum.map((v) => String(v)))] }),
      ...(rule?.pattern === undefined ? {} : { pattern: rule.pattern }),
      ...(rule?.minLength === undefined ? {} : { minLength: rule.minLength }),
      ...(rule?.maxLength === undefined ? {} : { maxLength: rule.maxLength }),
      ...(rule?.description === undefined ? {} : { description: rule.description }),
      ...(rule?.title === undefined ? {} : { title: rule.title }),
    };
  }
  return {
    properties,
    required: [...new Set(input.required ?? [])],
    additionalProperties: input.additionalProperties ?? true,
    ...(input.description === undefined ? {} : { description: input.description }),
  };
}

function isMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function schemaError(problems: readonly string[]): UserError {
  return new UserError('input-invalid', problems.join('; '), { where: INPUTS.dataSchema });
}

/** One zod issue of the input as `path: message` lines; a keyword outside the subset names itself. */
function issueLines(issue: z.core.$ZodIssue): string[] {
  const path = issue.path.map(String);
  const at = (segments: readonly string[]) => segments.join('.');
  if (issue.code === 'unrecognized_keys') {
    const property = path.length === 2;
    const supported = property ? DATA_SCHEMA_KEYWORDS.property : DATA_SCHEMA_KEYWORDS.top;
    return issue.keys.map((keyword) => {
      const why = Object.hasOwn(INSTEAD, keyword) ? INSTEAD[keyword] : undefined;
      const hint = closest(keyword, supported);
      return `${at([...path, keyword])}: ${keyword} is not supported by ${INPUTS.dataSchema}, which enforces every keyword it takes${
        why !== undefined && !(keyword === 'properties' && !property) ? ` (${why})` : ''
      }${hint !== undefined ? `; did you mean ${hint}?` : ''}; its keywords${property ? ' for a key' : ''}: ${supported.join(', ')}`;
    });
  }
  return [path.length === 0 ? issue.message : `${at(path)}: ${issue.message}`];
}

/**
 * What is wrong with a `pattern`, or null. It must compile as an ECMAScript regular expression with the `u`
 * flag, and be safe to run on what an agent writes: the agent's text is untrusted, and a pattern that
 * repeats a group that itself repeats (`(a+)+`), or refers back to a group (`\1`), can take time exponential
 * in the value's length in a backtracking engine. Those are refused. A pattern of alternatives that overlap
 * inside one repetition (`(a|aa)+`) is not detected here: each match is stopped after PATTERN_MS instead
 * (testWithin), and the value refused.
 */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > LIMITS.dataSchemaPatternChars)
    return `is ${pattern.length} characters; a pattern may be at most ${LIMITS.dataSchemaPatternChars}`;
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `is not a valid ECMAScript regular expression (with the u flag): ${reason}`;
  }
  const unsafe = unsafeConstruct(pattern);
  if (unsafe === 'backreference')
    return 'refers back to a group (\\1, \\k<name>): such a pattern can take time exponential in the length of the value an agent writes; write it without the back-reference';
  if (unsafe === 'nested')
    return 'repeats a group that itself repeats, like (a+)+ or (\\w*)*: such a pattern can take time exponential in the length of the value an agent writes; write it without the nested repetition: [a-z,]* in place of ([a-z]+,)*';
  return null;
}

/** A quantifier at `i`: its length and whether it repeats (more than once), or null when there is none. */
function quantifierAt(pattern: string, i: number): { length: number; repeats: boolean } | null {
  const c = pattern[i];
  let length: number;
  let repeats: boolean;
  if (c === '*' || c === '+') [length, repeats] = [1, true];
  else if (c === '?') [length, repeats] = [1, false];
  else if (c === '{') {
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
    if (braces === null) return null;
    length = braces[0].length;
    const max = braces[2] === undefined ? Number(braces[1]) : braces[3] === '' ? Infinity : Number(braces[3]);
    repeats = max > 1;
  } else return null;
  // A lazy quantifier (`*?`) is the same repetition.
  if (pattern[i + length] === '?') length++;
  return { length, repeats };
}

/**
 * Finds a back-reference or a repeated group that holds a repetition, in a pattern that compiles (so its
 * groups and classes are balanced). Escapes and classes are skipped whole; `(?:`, `(?=`, `(?<name>` open a
 * group like `(`.
 */
function unsafeConstruct(pattern: string): 'backreference' | 'nested' | null {
  // Whether each open group (and the whole, at 0) holds a repetition so far.
  const groups: boolean[] = [false];
  // Whether the atom just read is a group holding a repetition: a quantifier after it nests.
  let groupRepeats = false;
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    const quantifier = quantifierAt(pattern, i);
    if (quantifier !== null) {
      if (quantifier.repeats) {
        if (groupRepeats) return 'nested';
        groups[groups.length - 1] = true;
      }
      groupRepeats = false;
      i += quantifier.length;
      continue;
    }
    groupRepeats = false;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && pattern[i + 2] === '<')) return 'backreference';
      // `\p{…}`, `\u{…}`: the braces are the escape's, not a quantifier.
      if ((next === 'p' || next === 'P' || next === 'u') && pattern[i + 2] === '{') {
        i = pattern.indexOf('}', i) + 1;
      } else i += 2;
      continue;
    }
    if (c === '[') {
      i++;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (c === '(') {
      groups.push(false);
      i++;
      if (pattern[i] === '?') {
        // `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?<name>`.
        if (pattern[i + 1] === '<' && pattern[i + 2] !== '=' && pattern[i + 2] !== '!')
          i = pattern.indexOf('>', i) + 1;
        else i += pattern[i + 1] === '<' ? 3 : 2;
      }
      continue;
    }
    if (c === ')') {
      const inner = groups.pop() ?? false;
      if (inner) groups[groups.length - 1] = true;
      groupRepeats = inner;
      i++;
      continue;
    }
    i++;
  }
  return null;
}

/**
 * How long one value may take to match its pattern. A pattern that cannot backtrack matches 64 KiB in well
 * under a millisecond; one that can may take hours on 40 characters an agent chose.
 */
const PATTERN_MS = 250;

/** Each compiled pattern once per process: a stage checks many values against a few patterns. */
const compiled = new Map<string, RegExp>();
function compile(pattern: string): RegExp {
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    regex = new RegExp(pattern, 'u');
    compiled.set(pattern, regex);
  }
  return regex;
}

/** `low, medium, high`: a value as it is when that is unambiguous in a list, else quoted. */
function listed(values: readonly string[]): string {
  return values.map((v) => (/^[A-Za-z0-9_./:+-]+$/.test(v) ? v : JSON.stringify(v))).join(', ');
}

/**
 * The problems of a valid handoff's `data` against the stage's schema, as handoff problems (`handoff-invalid`,
 * each at its JSON path): a required key missing, a key not declared when additionalProperties is false, a
 * value outside its enum, not matching its pattern, or of a length outside its bounds. No message repeats a
 * value the agent wrote: they name the rule (the schema's words) and at most the value's length.
 */
export function dataSchemaProblems(data: HandoffData | undefined, schema: DataSchema): Problem[] {
  const given = data ?? {};
  const problems: Problem[] = [];
  const at = (key: string) => formatPath(['data', key]);
  const declared = Object.keys(schema.properties);
  for (const key of schema.required) {
    if (!Object.hasOwn(given, key))
      problems.push(handoffError(at(key), `required by this stage's data-schema`));
  }
  for (const [key, value] of Object.entries(given)) {
    const rule = Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (rule === undefined) {
      if (schema.additionalProperties) continue;
      const hint = closest(key, declared);
      problems.push(
        handoffError(
          at(key),
          `not in this stage's data-schema (additionalProperties is false)${
            hint !== undefined
              ? `; did you mean \`${hint}\`?`
              : declared.length > 0
                ? `; its keys: ${declared.join(', ')}`
                : '; it declares no keys'
          }`,
        ),
      );
      continue;
    }
    if (rule.enum !== undefined && !rule.enum.includes(value)) {
      const hint = closest(value, rule.enum);
      problems.push(
        handoffError(
          at(key),
          `must be one of ${listed(rule.enum)}${hint !== undefined ? `; did you mean \`${hint}\`?` : ''}`,
        ),
      );
    }
    const matched = rule.pattern === undefined ? true : testWithin(compile(rule.pattern), value, PATTERN_MS);
    if (matched === false)
      problems.push(
        handoffError(at(key), `must match the pattern ${rule.pattern} of this stage's data-schema`),
      );
    else if (matched === null)
      problems.push(
        handoffError(
          at(key),
          `could not be checked, so it is refused: the pattern ${rule.pattern} of this stage's data-schema ran over ${PATTERN_MS} ms on it (a pattern that backtracks, as a repetition of alternatives that overlap does: (\\d|[0-9a-f])+); write it with a character class instead ([0-9a-f]+)`,
        ),
      );
    const bytes = rule.minLength !== undefined || rule.maxLength !== undefined ? utf8Length(value) : 0;
    if (rule.minLength !== undefined && bytes < rule.minLength)
      problems.push(handoffError(at(key), `must be at least ${rule.minLength} UTF-8 bytes, is ${bytes}`));
    if (rule.maxLength !== undefined && bytes > rule.maxLength)
      problems.push(handoffError(at(key), `must be at most ${rule.maxLength} UTF-8 bytes, is ${bytes}`));
  }
  return problems;
}

/**
 * A parsed data-schema as the JSON Schema it is a subset of, as indented JSON text: what the repair turn and a
 * preset's handoff instructions show the agent. Author text (the workflow's), never the agent's.
 */
export function dataSchemaJsonText(schema: DataSchema): string {
  const json = {
    type: 'object',
    ...(schema.description === undefined ? {} : { description: schema.description }),
    properties: Object.fromEntries(
      Object.entries(schema.properties).map(([key, rule]) => [key, { type: 'string', ...rule }]),
    ),
    required: schema.required,
    additionalProperties: schema.additionalProperties ? { type: 'string' } : false,
  };
  return JSON.stringify(json, null, 2);
}

/** A Markdown code block whose fence is longer than any run of backticks inside the text. */
export function markdownFence(text: string, info: string): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const bar = '`'.repeat(Math.max(3, longest + 1));
  return `${bar}${info}\n${text.replace(/\n$/, '')}\n${bar}`;
}
