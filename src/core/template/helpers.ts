import { graphemePrefix } from '../graphemes.js';
import { LIMITS, TEMPLATE_CODES } from '../names.js';
import { countTokens, cutToTokens, tokenPrefix } from '../tokens.js';
import { utf8Length } from '../utf8.js';
import type { SectionSite } from './analyze.js';
import { BATON_HELPERS, handlebars } from './environment.js';
import { FENCE_OPEN, fenceParts } from './fence.js';
import { activeRender } from './render-state.js';
import { eachOverScalar, scalarKindOf } from './shape.js';
import { arityProblem, asCount, countProblem, signatureOf } from './signatures.js';
import { positionOf, TemplateError } from './template-error.js';

/**
 * baton's template helpers. Every one treats its arguments as data: they are printed, cut, fenced or
 * compared, never compiled or looked up as templates.
 */

interface Loc {
  start: { line: number; column: number };
  end: { line: number; column: number };
}
interface HelperOptions {
  name: string;
  hash: Record<string, unknown>;
  loc?: Loc;
  fn?: (context: unknown) => string;
}

function split(args: unknown[]): { params: unknown[]; options: HelperOptions } {
  return { params: args.slice(0, -1), options: args[args.length - 1] as HelperOptions };
}

function fail(options: HelperOptions, message: string): never {
  const usage = signatureOf(options.name)?.usage;
  throw new TemplateError(
    TEMPLATE_CODES.helperArguments,
    `${options.name}: ${message}`,
    positionOf(options.loc),
    usage ? [`usage: ${usage}`] : [],
  );
}

/** As many arguments as the helper's signature takes (signatures.ts). */
function arity(params: unknown[], options: HelperOptions): void {
  const problem = arityProblem(options.name, params.length);
  if (problem !== null) fail(options, problem);
}

/** A whole number of at least 0; inputs arrive as strings, so `"200"` counts. */
function count(value: unknown, options: HelperOptions, what: string): number {
  const n = asCount(value);
  if (n === null) fail(options, countProblem(what, value));
  return n;
}

/** The argument at `index`, which the helper's signature says is a count, as a number. */
function countArgument(params: unknown[], options: HelperOptions, index: number): number {
  return count(params[index], options, signatureOf(options.name)?.counts?.[index]?.what ?? 'the number');
}

/**
 * Refuse to make text longer than a prompt may be (`LIMITS.promptBytes`), counted before it is made: a wide
 * prefix on every line of a long text would take gigabytes, or more than a string can hold.
 */
function bounded(options: HelperOptions, bytes: number): void {
  if (bytes > LIMITS.promptBytes) {
    fail(
      options,
      `the text would be ${bytes} bytes, more than the ${LIMITS.promptBytes} (${LIMITS.promptBytes / 1024 / 1024} MiB) a prompt may be`,
    );
  }
}

/** The UTF-8 size of `parts` joined with `separator` between them and `prefix` before each. */
function joinedBytes(parts: string[], separator: string, prefix = ''): number {
  const each = utf8Length(prefix);
  return parts.reduce(
    (sum, part, i) => sum + utf8Length(part) + each + (i > 0 ? utf8Length(separator) : 0),
    0,
  );
}

/** How a value prints: text as is, nothing for null/undefined, JSON for lists and objects. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

/** Values compare as text, so `(eq stages.x.data.count 3)` holds when the handoff says `"3"`. */
function same(a: unknown, b: unknown): boolean {
  const plain = (v: unknown) => v === null || v === undefined || typeof v !== 'object';
  if (plain(a) && plain(b))
    return (
      (a === undefined || a === null ? null : String(a)) ===
      (b === undefined || b === null ? null : String(b))
    );
  return a === b;
}

function items(value: unknown, options: HelperOptions): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value === '' ? [] : value.split(/\r\n|\r|\n/);
  if (!Array.isArray(value)) fail(options, 'needs a list (or text, taken line by line)');
  const key = options.hash.key;
  return value.map((item) =>
    typeof key === 'string' && item !== null && typeof item === 'object'
      ? textOf((item as Record<string, unknown>)[key])
      : textOf(item),
  );
}

function siteOf(options: HelperOptions): SectionSite | undefined {
  const loc = options.loc;
  return loc ? activeRender().analysis.sections.get(`${loc.start.line}:${loc.start.column}`) : undefined;
}

/** `[… 1234 tokens cut; the full text is in the record of stage investigate]` */
export function cutMarker(cut: number, origin: string | undefined, why?: string): string {
  const reason = why ? ` ${why}` : '';
  return origin === undefined
    ? `[… ${cut} tokens cut${reason}]`
    : `[… ${cut} tokens cut${reason}; the full text is in ${origin}]`;
}

/**
 * `text` cut to at most `limit` tokens with a marker line after it, or `text` when it fits. A fence block
 * left open by the cut is closed, its closing line counted in the `limit`, so what follows the section
 * stays outside it. `openers` are the opening lines `fence` wrote in this render: only those open a block.
 */
export function cutWithMarker(
  text: string,
  limit: number,
  marker: (cut: number) => string,
  openers: ReadonlySet<string>,
): string {
  const first = cutToTokens(text, limit);
  if (first.kept === first.total) return text;
  let keep = limit;
  let kept: { text: string; kept: number } = first;
  for (;;) {
    const whole = dropPartialFenceLine(kept.text);
    const body = closeOpenFence(whole, openers);
    // A closing line is a dozen tokens: keep that many fewer of the text. Each round keeps fewer, and with
    // nothing kept nothing is open, so this ends; it takes one round more than the first at most, in practice.
    const over = body === whole ? 0 : countTokens(body) - limit;
    if (over <= 0 || keep === 0) return `${body}\n${marker(first.total - kept.kept)}`;
    keep = Math.max(0, keep - over);
    // Fewer tokens than the first round kept: the text is cut again, and its whole is counted already.
    kept = tokenPrefix(text, keep);
  }
}

/** A cut can end inside a fence's opening or closing line (`<data id="12`); such a stub says nothing. */
function dropPartialFenceLine(text: string): string {
  const start = text.lastIndexOf('\n') + 1;
  return /^<\/?(?:d(?:a(?:t(?:a(?: [^>\n]*)?)?)?)?)?$/.test(text.slice(start))
    ? text.slice(0, Math.max(0, start - 1))
    : text;
}

/**
 * `text` with a closing line for the fence block the cut left open, if any. The text is read from its start
 * as a reader of the prompt reads it: an opening line `fence` wrote (one of `openers`) starts a block, and
 * what follows up to that block's own closing line is the block's data, read no further. The id of a block
 * never occurs in its data (fenceId), so its data cannot end it early, and nothing in the data (a forged
 * opening line, a copy of another block's) can open anything: at most one block is open at the cut, and at
 * most one closing line is added, whatever the text holds. A block inside another's data (`fence (fence x)`)
 * is data: closing the outer block ends both.
 */
function closeOpenFence(text: string, openers: ReadonlySet<string>): string {
  if (openers.size === 0) return text;
  const opener = new RegExp(FENCE_OPEN.source, 'g');
  for (;;) {
    const match = opener.exec(text);
    if (match === null) return text;
    if (!openers.has(match[0])) {
      // Not an opening line of this render's (text the template printed unfenced): look on after its start.
      opener.lastIndex = match.index + 1;
      continue;
    }
    const close = `</data id="${match[1]!}">`;
    const end = text.indexOf(close, opener.lastIndex);
    if (end < 0) return `${text}${text.endsWith('\n') ? '' : '\n'}${close}`;
    opener.lastIndex = end + close.length;
  }
}

const helpers: Record<(typeof BATON_HELPERS)[number], (this: unknown, ...args: unknown[]) => unknown> = {
  truncate(...args) {
    const { params, options } = split(args);
    arity(params, options);
    const text = textOf(params[0]);
    const max = countArgument(params, options, 1);
    const kept = graphemePrefix(text, max);
    if (kept.whole) return text;
    const suffix = options.hash.suffix === undefined ? '…' : textOf(options.hash.suffix);
    return kept.text + suffix;
  },

  tokens(this: unknown, ...args) {
    const { params, options } = split(args);
    arity(params, options);
    const text = textOf(params[0]);
    const limit = countArgument(params, options, 1);
    const state = activeRender();
    const site = siteOf(options);
    const origin = () => state.originOf(text, this, site);
    if (state.setsAside(site)) return state.setAside({ site, full: text, limit, origin: origin() });
    return cutWithMarker(text, limit, (cut) => cutMarker(cut, origin()), state.fenceOpeners);
  },

  json(...args) {
    const { params, options } = split(args);
    arity(params, options);
    const indent = options.hash.indent === undefined ? 2 : count(options.hash.indent, options, 'indent');
    return JSON.stringify(params[0] ?? null, null, indent);
  },

  indent(...args) {
    const { params, options } = split(args);
    arity(params, options);
    const by = params[1];
    let prefix: string;
    if (typeof by === 'string' && !/^\d+$/.test(by)) prefix = by;
    else {
      const width = countArgument(params, options, 1);
      if (width > LIMITS.indentWidth)
        fail(options, `the indent must be at most ${LIMITS.indentWidth} spaces, got ${width}`);
      prefix = ' '.repeat(width);
    }
    const lines = textOf(params[0]).split('\n');
    const indented = lines.filter((line) => line.trim() !== '').length;
    bounded(options, joinedBytes(lines, '\n') + indented * utf8Length(prefix));
    return lines.map((line) => (line.trim() === '' ? line : prefix + line)).join('\n');
  },

  default(...args) {
    const { params, options } = split(args);
    arity(params, options);
    const empty = (v: unknown) =>
      v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    return params.find((value) => !empty(value)) ?? params[params.length - 1];
  },

  join(...args) {
    const { params, options } = split(args);
    arity(params, options);
    const separator = params.length === 2 ? textOf(params[1]) : ', ';
    const list = items(params[0], options);
    bounded(options, joinedBytes(list, separator));
    return list.join(separator);
  },

  lines(...args) {
    const { params, options } = split(args);
    arity(params, options);
    const prefix = params.length === 2 ? textOf(params[1]) : '';
    const list = items(params[0], options);
    bounded(options, joinedBytes(list, '\n', prefix));
    return list.map((item) => prefix + item).join('\n');
  },

  eq(...args) {
    const { params, options } = split(args);
    arity(params, options);
    return same(params[0], params[1]);
  },

  ne(...args) {
    const { params, options } = split(args);
    arity(params, options);
    return !same(params[0], params[1]);
  },

  and(...args) {
    const { params, options } = split(args);
    arity(params, options);
    return params.every(truthy);
  },

  or(...args) {
    const { params, options } = split(args);
    arity(params, options);
    return params.some(truthy);
  },

  not(...args) {
    const { params, options } = split(args);
    arity(params, options);
    return !truthy(params[0]);
  },

  fence(...args) {
    const { params, options } = split(args);
    arity(params, options);
    const label = params.length === 2 ? textOf(params[1]) : options.hash.label;
    const { open, block } = fenceParts(textOf(params[0]), label === undefined ? undefined : textOf(label));
    // Noted so a cut closes only blocks opened here, never one a text inside a block pretends to open.
    activeRender().fenceOpeners.add(open);
    return block;
  },

  fit(this: unknown, ...args) {
    const { params, options } = split(args);
    arity(params, options);
    if (!options.fn) fail(options, 'is a block helper');
    const state = activeRender();
    const site = siteOf(options);
    if (!state.setsAside(site)) return options.fn(this);
    state.fitDepth += 1;
    let full: string;
    try {
      full = options.fn(this);
    } finally {
      state.fitDepth -= 1;
    }
    return state.setAside({ site, full, limit: undefined, origin: state.recordsOf(site, this) });
  },
};

for (const name of BATON_HELPERS) handlebars.registerHelper(name, helpers[name]);

/**
 * Handlebars' `each`, refusing a text, a number or a boolean: it goes round nothing in one, so the block
 * would never render, silently. The analysis says so where the shape tells what the value is; this is for a
 * value the shape does not know (a matrix value, an input, a field of the event). A missing value (undefined
 * or null) renders the `{{else}}`, as for an empty list: that is how a template says "none".
 */
const builtinEach = handlebars.helpers.each as (this: unknown, ...args: unknown[]) => unknown;
handlebars.registerHelper('each', function (this: unknown, ...args: unknown[]) {
  const { params, options } = split(args);
  const kind = scalarKindOf(params[0]);
  if (kind !== null) {
    const loc = options.loc;
    const what = loc && activeRender().analysis.eachOver.get(`${loc.start.line}:${loc.start.column}`);
    const { message, details } = eachOverScalar(what ?? 'a value', kind);
    throw new TemplateError(TEMPLATE_CODES.helperArguments, message, positionOf(loc), details);
  }
  return builtinEach.apply(this, args);
});
