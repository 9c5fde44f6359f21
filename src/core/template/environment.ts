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

/** Handlebars' documented hook for its code generator, which its type declarations leave out. */
const withCompiler = handlebars as unknown as { JavaScriptCompiler: new () => object };

/**
 * The compiler, with one change: a path walks through an absent value (null or undefined) as through a
 * missing field. Handlebars' strict mode checks only the last part of a path printed by `{{…}}`; the parts
 * before it, and every part of a path given to a helper or block (`{{#if a.b.c}}`, `{{default a.b "…"}}`),
 * are read without a check, so `a.b.c` with `a.b` null threw a bare TypeError. Now `{{#if a.b.c}}` is
 * false, `{{default a.b.c "…"}}` gives its fallback, and `{{a.b.c}}` is a missing field with its place
 * (strict mode still checks the last part, and finds nothing to read it from).
 */
class NullSafeCompiler extends withCompiler.JavaScriptCompiler {
  /** The one function every property read of a compiled template goes through, declared in each program. */
  lookupPropertyFunctionVarDeclaration(): string {
    return 'lookupProperty = function(parent, propertyName) { return parent == null ? undefined : container.lookupProperty(parent, propertyName); }';
  }
}
// Nested programs (block bodies) are compiled by `new this.compiler()`.
Object.assign(NullSafeCompiler.prototype, { compiler: NullSafeCompiler });
withCompiler.JavaScriptCompiler = NullSafeCompiler;

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
