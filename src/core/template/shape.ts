import { didYouMean } from '../suggest.js';
import { PromptContext, StageContext } from './context.js';

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
  | { kind: 'object'; fields: Readonly<Record<string, Shape>> }
  /** Keys the run chooses (stage ids, input names, data keys), each value of one shape. */
  | { kind: 'map'; values: Shape }
  | { kind: 'list'; items: Shape }
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  /** Free-form: anything may be there (the event payload, a matrix value). */
  | { kind: 'any' };

/** A zod schema, as far as its shape is read (zod's `_zod.def`: the same in zod and zod/mini). */
interface Schema {
  _zod: { def: unknown };
}
interface SchemaDef {
  type: string;
  shape?: Readonly<Record<string, Schema>>;
  valueType?: Schema;
  element?: Schema;
  innerType?: Schema;
  options?: readonly Schema[];
  in?: Schema;
  values?: readonly unknown[];
}

const shapes = new WeakMap<SchemaDef, Shape>();
const ANY: Shape = { kind: 'any' };

/** The shape of a zod schema (one shape per schema: `stages.<id>` and an item of `jobs.<id>` are one). */
function shapeOf(schema: Schema): Shape {
  const def = schema._zod.def as SchemaDef;
  const known = shapes.get(def);
  if (known !== undefined) return known;
  const shape = shapeOfDef(def);
  shapes.set(def, shape);
  return shape;
}

function shapeOfDef(def: SchemaDef): Shape {
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([name, field]) => [name, shapeOf(field)]),
        ),
      };
    case 'record':
      return { kind: 'map', values: def.valueType ? shapeOf(def.valueType) : ANY };
    case 'array':
      return { kind: 'list', items: def.element ? shapeOf(def.element) : ANY };
    // May be absent: the shape of what it is when it is there.
    case 'nullable':
    case 'optional':
    case 'default':
      return def.innerType ? shapeOf(def.innerType) : ANY;
    case 'pipe':
      return def.in ? shapeOf(def.in) : ANY;
    case 'string':
    case 'enum':
      return { kind: 'text' };
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'literal':
      return scalarOf(def.values ?? []);
    case 'union': {
      const options = (def.options ?? []).map(shapeOf);
      const [first] = options;
      return first !== undefined && options.every((o) => o.kind === first.kind && isScalar(o)) ? first : ANY;
    }
    default:
      return ANY;
  }
}

function scalarOf(values: readonly unknown[]): Shape {
  const kinds = new Set(values.map((v) => typeof v));
  if (kinds.size !== 1) return ANY;
  if (kinds.has('string')) return { kind: 'text' };
  if (kinds.has('number')) return { kind: 'number' };
  if (kinds.has('boolean')) return { kind: 'boolean' };
  return ANY;
}

function isScalar(shape: Shape): boolean {
  return shape.kind === 'text' || shape.kind === 'number' || shape.kind === 'boolean';
}

/** What a template sees at its top. */
export const PROMPT_SHAPE = shapeOf(PromptContext) as Extract<Shape, { kind: 'object' }>;
/** `stages.<id>`, and each item of `jobs.<id>`. */
export const STAGE_SHAPE = shapeOf(StageContext) as Extract<Shape, { kind: 'object' }>;

/** The names a template sees at its top: `stages`, `jobs`, `inputs`, `github`, `attempt`. */
export const ROOT_NAMES: readonly string[] = Object.keys(PROMPT_SHAPE.fields);

/** Maps whose keys a workflow decides, and which a check that knows the workflow may close. */
const KEYED = new Map<Shape, KeyKind>([
  [PROMPT_SHAPE.fields.stages!, 'stage'],
  [PROMPT_SHAPE.fields.jobs!, 'job'],
  [PROMPT_SHAPE.fields.inputs!, 'input'],
  [STAGE_SHAPE.fields.matrix!, 'matrix'],
  [STAGE_SHAPE.fields.data!, 'data'],
]);

export type KeyKind = 'stage' | 'job' | 'input' | 'matrix' | 'data';

/** A value a path reaches, as far as the template's shape tells it. */
export interface Resolved {
  shape: Shape;
  /** How messages name it: `stages.a.meta`, `the current item (of jobs.review)`. */
  label: string;
  /** The stage (`stages.<id>`) or job (`jobs.<id>`) whose fields it is: for a leg's matrix keys. */
  owner: { stage: string } | { job: string } | null;
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

export const TOP: Resolved = { shape: PROMPT_SHAPE, label: '', owner: null, top: true };

/** Contexts of the workflow's `${{ }}` a template might reach for: their values reach it through `vars:`. */
const WORKFLOW_CONTEXTS = new Set(['env', 'vars', 'matrix', 'needs', 'steps', 'runner', 'job', 'strategy']);

/**
 * Walk `parts` from `from`. Each part is checked against the shape: a field an object does not have, a
 * field of a text, number or true/false, or a field of a list, is a problem, whatever the values are at
 * render time; a key of a map the run fills is read (`keys`), for a check that knows the workflow.
 */
export function walkPath(
  from: Resolved,
  parts: readonly string[],
  written: string,
): { resolved: Resolved | null; keys: KeyRead[]; problem: ShapeProblem | null } {
  const keys: KeyRead[] = [];
  let here = from;
  for (const part of parts) {
    const { shape } = here;
    const label = here.label;
    const name = (next: string) => (here.top || here.relative ? next : `${label}.${next}`);
    switch (shape.kind) {
      case 'any':
        return { resolved: here, keys, problem: null };
      case 'object': {
        if (Object.hasOwn(shape.fields, part)) {
          here = { shape: shape.fields[part]!, label: name(part), owner: here.owner };
          break;
        }
        return { resolved: null, keys, problem: missingField(here, part, written) };
      }
      case 'map': {
        const kind = KEYED.get(shape);
        if (kind !== undefined) keys.push({ kind, key: part, owner: here.owner });
        const owner = kind === 'stage' ? { stage: part } : kind === 'job' ? { job: part } : here.owner;
        here = { shape: shape.values, label: name(part), owner };
        break;
      }
      case 'list': {
        if (/^\d+$/.test(part)) here = { shape: shape.items, label: name(part), owner: here.owner };
        else if (part === 'length') here = { shape: { kind: 'number' }, label: name(part), owner: null };
        else return { resolved: null, keys, problem: fieldOfList(here, part, written) };
        break;
      }
      default:
        return {
          resolved: null,
          keys,
          problem: {
            message: `${written}: ${label || 'it'} is ${shape.kind === 'text' ? 'a text' : shape.kind === 'number' ? 'a number' : 'true or false'}, so it has no field ${part}`,
            details: ['text, numbers and true/false have no fields'],
          },
        };
    }
  }
  return { resolved: here, keys, problem: null };
}

/**
 * What Handlebars' `lookup` helper gives for a literal key: what the path through that key gives (an own
 * field, a list's item or length), and of a text its length and its characters, which are the string's own
 * properties to the helper (a path refuses them: its strict check asks `key in text`, which throws).
 */
export function lookupField(from: Resolved, key: string, written: string): ReturnType<typeof walkPath> {
  if (from.shape.kind === 'text' && (key === 'length' || /^\d+$/.test(key))) {
    const shape: Shape = key === 'length' ? { kind: 'number' } : { kind: 'text' };
    return { resolved: { shape, label: written, owner: null }, keys: [], problem: null };
  }
  return walkPath(from, [key], written);
}

/** What `{{#each}}` over a value gives each time round, or null when that is not known. */
export function itemOf(value: Resolved | null): Resolved | null {
  if (value === null) return null;
  const { shape } = value;
  const label = `the current item (of ${value.label || 'the top'})`;
  if (shape.kind === 'list') return { shape: shape.items, label, owner: value.owner, relative: true };
  if (shape.kind === 'map') {
    const kind = KEYED.get(shape);
    const owner = kind === 'stage' || kind === 'job' ? null : value.owner;
    return { shape: shape.values, label, owner, relative: true };
  }
  if (shape.kind === 'any') return { shape, label, owner: null, relative: true };
  return null;
}

/** What `{{#with}}` gives, or a section over a value (`{{#stages.x.next}}…{{/stages.x.next}}`). */
export function contextOf(value: Resolved | null, section: boolean): Resolved | null {
  if (value === null) return null;
  if (section && value.shape.kind === 'list') return itemOf(value);
  if (value.top) return value;
  if (value.shape.kind === 'object' || value.shape.kind === 'map' || value.shape.kind === 'any') {
    const label = `the current context (${value.label})`;
    return { shape: value.shape, label, owner: value.owner, relative: true };
  }
  return null;
}

function missingField(here: Resolved, part: string, written: string): ShapeProblem {
  const fields = Object.keys((here.shape as Extract<Shape, { kind: 'object' }>).fields);
  if (here.top) {
    // Passed as data (vars: becomes inputs), not pasted into the template, where it would be compiled.
    const name = /^[A-Za-z_][A-Za-z0-9_-]*$/.test(written.split('.').at(-1) ?? '')
      ? written.split('.').at(-1)!
      : 'name';
    const workflowContext = WORKFLOW_CONTEXTS.has(part)
      ? [
          `${part} is a context of the workflow's \${{ }}, not of the template: give the value to the step in vars: (${name}: \${{ ${written} }}) and read it as {{inputs.${name}}}`,
        ]
      : [];
    return {
      message: `${written}: no root ${part}${didYouMean(part, fields)}`,
      details: [`a template sees ${fields.join(', ')}`, ...workflowContext],
    };
  }
  if (here.shape === STAGE_SHAPE && here.label.startsWith('stages.')) {
    return {
      message: `${written}: stages have no field ${part}${didYouMean(part, fields)}`,
      details: [`fields: ${fields.join(', ')}`],
    };
  }
  // A name of the top written inside a block: the hint says how to reach it, not which field is near.
  const top = here.relative === true && ROOT_NAMES.includes(part);
  return {
    message: `${written}: no field ${part} in ${here.label}${top ? '' : didYouMean(part, fields)}`,
    details: [
      `fields there: ${fields.join(', ')}`,
      ...(top
        ? [
            `inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.${written}`,
          ]
        : []),
    ],
  };
}

function fieldOfList(here: Resolved, part: string, written: string): ShapeProblem {
  const [top, id] = here.label.split('.');
  if (top === 'jobs' && id !== undefined && here.label === `jobs.${id}`) {
    return {
      message: `${written}: jobs.${id} is the list of that job's stages, not one stage`,
      details: [
        `iterate it with {{#each jobs.${id}}}…{{${part}}}…{{/each}}, or name one leg as stages.<stage-id>.${part}`,
      ],
    };
  }
  return {
    message: `${written}: ${here.label} is a list, so it has no field ${part}`,
    details: [`go over its items with {{#each ${here.label}}}…{{/each}}, or read one as ${here.label}.0`],
  };
}

/** Whether the part of a path after `parts` is a key the run chooses rather than a fixed field. */
export function isFreeFormAt(parts: readonly string[]): boolean {
  const { resolved } = walkPath(TOP, parts, parts.join('.'));
  return resolved === null || resolved.shape.kind !== 'object';
}

/**
 * What is wrong with printing a value of this shape with `{{…}}`: an object or a list has no text of its own
 * (the render refuses it rather than print `[object Object]`); null for what prints.
 */
export function printedProblem(
  shape: Shape,
): { message: string; details: (what: string) => string[] } | null {
  if (shape.kind !== 'object' && shape.kind !== 'map' && shape.kind !== 'list') return null;
  return printedValue(shape.kind === 'list');
}

/** The message for a printed object (or list), and how to print what was meant. */
export function printedValue(list: boolean): { message: string; details: (what: string) => string[] } {
  return {
    message: `is ${list ? 'a list' : 'an object'}, which has no text of its own`,
    details: (what) => [
      list
        ? `print its items with {{join ${what} ", "}} or {{#each ${what}}}…{{/each}}, or all of it with {{json ${what}}}`
        : `print one of its fields (${what}.<field>), or all of it with {{json ${what}}}`,
    ],
  };
}

/** What `{{#each}}` goes round nothing in: a value that is neither a list nor an object. */
export type ScalarKind = 'text' | 'number' | 'boolean';

/** The kind of a rendered value `{{#each}}` goes round nothing in, or null for any other (null and missing too). */
export function scalarKindOf(value: unknown): ScalarKind | null {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return null;
}

/** What is wrong with `{{#each}}` over a literal (`{{#each 3}}`, `{{#each "files"}}`): it is never a list. */
export function eachOverLiteral(written: string, kind: ScalarKind): { message: string; details: string[] } {
  const what = kind === 'text' ? 'a text' : kind === 'number' ? 'a number' : 'true or false';
  return {
    message: `#each over ${written}: it is ${what} written in the template, not a list: {{#each}} never goes round it, so its block renders nothing`,
    details: [
      '{{#each}} goes round a list or an object of the context: jobs.<job-id> (the stages of a job, one per matrix leg), stages (every stage upstream), or a field that is a list, such as stages.<id>.artifacts',
    ],
  };
}

/**
 * What is wrong with `{{#each}}` over a text (`stages.x.data.files`), a number or a boolean
 * (`stages.x.meta.exit_code`, a matrix value): Handlebars goes round nothing in it, so the block never
 * renders, whatever the value. Said by the analysis where the shape says the field is one, and by the render
 * of a value that turns out to be (a matrix value, a field of the event).
 */
export function eachOverScalar(what: string, kind: ScalarKind): { message: string; details: string[] } {
  if (kind === 'text')
    return {
      message: `#each over ${what}: it is text, not a list: {{#each}} never goes round it, so its block renders nothing`,
      details: [
        `print it as it is with {{${what}}}, or a line at a time with {{lines ${what} "- "}}`,
        "a handoff's summary, detail and data values are always text: for a list, have the agent split it in its handoff (one data key each), or hand it over in detail or as artifacts",
      ],
    };
  return {
    message: `#each over ${what}: it is ${kind === 'number' ? 'a number' : 'true or false'}, not a list: {{#each}} never goes round it, so its block renders nothing`,
    details: [
      kind === 'number'
        ? `print it as it is with {{${what}}}, or compare it with {{#if (eq ${what} 0)}}…{{/if}}`
        : `print it as it is with {{${what}}}, or test it with {{#if ${what}}}…{{/if}}`,
    ],
  };
}
