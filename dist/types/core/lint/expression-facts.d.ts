/**
 * Lint reads what a `${{ }}` expression reads from the `ExpressionEngine` (`facts`, src/core/ports.ts):
 * GitHub's own parser, the one `baton run` evaluates with. This is how the rules match those paths.
 */
/** Whether `path` starts with `prefix` (`*` in the path matches any key). */
export declare function pathStartsWith(path: readonly string[], prefix: readonly string[]): boolean;
