import type HandlebarsNamespace from 'handlebars';
type Handlebars = typeof HandlebarsNamespace;
/**
 * baton's one Handlebars environment (DESIGN §5). It is private: helpers registered on the global
 * Handlebars by anything else in the process never reach a prompt, and no partial is ever registered.
 * Exported so tests can watch what is compiled; nothing else should call it directly.
 */
export declare const handlebars: Handlebars;
/** What a template's `{{…}}` printed that is not text: thrown, caught and told with its place (render-prompt). */
export interface PrintedValue {
    loc: {
        start: {
            line: number;
            column: number;
        };
        end: {
            line: number;
            column: number;
        };
    } | null;
    list: boolean;
}
/** Helpers Handlebars provides and baton keeps. */
export declare const BUILTIN_HELPERS: readonly ["if", "unless", "each", "with", "lookup"];
/** Helpers baton adds (src/core/template/helpers.ts). `fit` is a block helper. */
export declare const BATON_HELPERS: readonly ["truncate", "tokens", "json", "indent", "default", "join", "lines", "eq", "ne", "and", "or", "not", "fence", "fit"];
/** Every helper a template may call. */
export declare const KNOWN_HELPERS: ReadonlySet<string>;
export {};
