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
