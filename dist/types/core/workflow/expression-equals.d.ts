/**
 * GitHub's `==` on plain values, as `@actions/expressions` (the evaluator baton runs `${{ }}` with) decides
 * it (`equals` and `coerceTypes` in its result.ts): JavaScript's loose equality, except that a mapping or a
 * list is never coerced to a primitive and strings compare ignoring case. Core may not import the package
 * (no `@actions/*` in core), and comparing values directly needs no expression text built from them.
 *
 * - null and a boolean compare as a number (null 0, false 0, true 1), whatever they are compared with;
 * - a string compared with a number is read as one, as JavaScript's `Number()` reads it (`' 18 '` is 18,
 *   `''` is 0, `'0x10'` is 16, `'true'` is NaN); NaN equals nothing;
 * - two strings are equal when they are in upper case (JavaScript's `toUpperCase`, which maps `ß` to `SS`),
 *   leaving `ı` (dotless i) as it is;
 * - a mapping or a list equals only itself, never a primitive.
 */
export declare function expressionEquals(left: unknown, right: unknown): boolean;
