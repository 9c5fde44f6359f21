import type HandlebarsNamespace from 'handlebars';
// The package's main entry (lib/index.js) also installs require() hooks for .hbs files and pulls in `fs`;
// the CommonJS dist file is the same engine without those side effects, and bundles cleanly to ESM.
// @ts-expect-error -- the dist path has no type declarations of its own; it is typed just below.
import handlebarsDist from 'handlebars/dist/cjs/handlebars.js';

type Handlebars = typeof HandlebarsNamespace;

/**
 * baton's one Handlebars environment (DESIGN §5). It is private: helpers registered on the global
 * Handlebars by anything else in the process never reach a prompt, and no partial is ever registered.
 * Exported so tests can watch what is compiled; nothing else should call it directly.
 */
export const handlebars: Handlebars = (handlebarsDist as Handlebars).create();

// `log` writes to the console from inside a render; core code has no console.
handlebars.unregisterHelper('log');

/** Handlebars' code generator, as far as baton extends it (documented, but not in its type declarations). */
interface CodeGenerator {
  lookupPropertyFunctionIsUsed: boolean;
  aliasable(name: string): unknown;
  source: { currentLocation?: unknown };
  popStack(): unknown;
  push(expression: unknown[]): void;
  append(): void;
}
const withCompiler = handlebars as unknown as { JavaScriptCompiler: new () => CodeGenerator };

/** What a template's `{{…}}` printed that is not text: thrown, caught and told with its place (render-prompt). */
export interface PrintedValue {
  loc: { start: { line: number; column: number }; end: { line: number; column: number } } | null;
  list: boolean;
}

/**
 * Handlebars' strict field check, for an object asking for a field of its own: anything else goes to the
 * original check as `false`, which fails it with the field's name and place (a missing field).
 */
const STRICT_OWN_FIELD =
  '(function (obj, name, loc) { return container.strict(obj !== null && typeof obj === "object" && !Object.prototype.hasOwnProperty.call(obj, name) ? false : obj, name, loc); })';

/**
 * The compiler, with four changes.
 * - A path walks through an absent value (null or undefined) as through a missing field. Handlebars'
 *   strict mode checks only the last part of a path printed by `{{…}}`; the parts before it, and every part
 *   of a path given to a helper or block (`{{#if a.b.c}}`, `{{default a.b "…"}}`), are read without a check,
 *   so `a.b.c` with `a.b` null threw a bare TypeError. Now `{{#if a.b.c}}` is false, `{{default a.b.c "…"}}`
 *   gives its fallback, and `{{a.b.c}}` is a missing field with its place (strict mode still checks the
 *   last part, and finds nothing to read it from).
 * - `{{…}}` that prints an object or a list is an error with its place, not `[object Object]` or a bare
 *   comma-joined list in the prompt: the template says which field, or `{{json …}}` / `{{join …}}`.
 * - A printed path's last part must be a field of the object's own (STRICT_OWN_FIELD).
 * - What `{{…}}` prints is text by then: Handlebars joins adjacent outputs with `+`, so without escaping
 *   (baton's prompts are not HTML) `{{@index}}{{@first}}` added 0 and true and printed 1.
 */
class BatonCompiler extends withCompiler.JavaScriptCompiler {
  /** Functions every program of a compiled template declares (only when it reads a property, so: always). */
  lookupPropertyFunctionVarDeclaration(): string {
    return [
      'lookupProperty = function(parent, propertyName) { return parent == null ? undefined : container.lookupProperty(parent, propertyName); }',
      'printable = function(value, loc) { if (value !== null && typeof value === "object") { var printed = new Error("a template printed an object"); printed.batonPrinted = { loc: loc, list: Array.isArray(value) }; throw printed; } return value == null ? value : String(value); }',
    ].join(', ');
  }

  /**
   * Strict mode's check of the last part of a printed path asks `name in obj`, which a field inherited from
   * Object.prototype passes (`{{stages.x.data.constructor}}`); Handlebars then refuses to read it, and the
   * prompt got an empty string. Here an object must have the field as its own, or it is a missing field.
   */
  override aliasable(name: string): unknown {
    return super.aliasable(name === 'container.strict' ? STRICT_OWN_FIELD : name);
  }

  override append(): void {
    this.lookupPropertyFunctionIsUsed = true;
    const loc = JSON.stringify(this.source.currentLocation ?? null);
    this.push(['printable(', this.popStack(), ', ', loc, ')']);
    super.append();
  }
}
// Nested programs (block bodies) are compiled by `new this.compiler()`.
Object.assign(BatonCompiler.prototype, { compiler: BatonCompiler });
withCompiler.JavaScriptCompiler = BatonCompiler;

/** Helpers Handlebars provides and baton keeps. */
export const BUILTIN_HELPERS = ['if', 'unless', 'each', 'with', 'lookup'] as const;

/** Helpers baton adds (src/core/template/helpers.ts). `fit` is a block helper. */
export const BATON_HELPERS = [
  'truncate',
  'tokens',
  'json',
  'indent',
  'default',
  'join',
  'lines',
  'eq',
  'ne',
  'and',
  'or',
  'not',
  'fence',
  'fit',
] as const;

/** Every helper a template may call. */
export const KNOWN_HELPERS: ReadonlySet<string> = new Set([...BUILTIN_HELPERS, ...BATON_HELPERS]);
