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
export function expressionEquals(left: unknown, right: unknown): boolean {
  let l = asExpressionValue(left);
  let r = asExpressionValue(right);
  if (typeof l !== typeof r || l === null || r === null) {
    // Null and booleans first become numbers, then a string meeting a number becomes one too.
    if (l === null || typeof l === 'boolean') l = Number(l);
    if (r === null || typeof r === 'boolean') r = Number(r);
    if (typeof l === 'number' && typeof r === 'string') r = Number(r);
    else if (typeof l === 'string' && typeof r === 'number') l = Number(l);
  }
  if (typeof l !== typeof r) return false;
  if (typeof l === 'number') return l === r; // NaN === NaN is false, as the package's isNaN check.
  if (typeof l === 'string') return upperSpecial(l) === upperSpecial(r as string);
  // Booleans, and mappings and lists by reference.
  return l === r;
}

/** A plain value as the expression data the evaluator makes of it: undefined is null, a bigint text. */
function asExpressionValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'object') return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** Upper case but for the dotless i, which stays (the package's toUpperSpecial: `ı` would become `I`). */
function upperSpecial(text: string): string {
  return text.includes('ı')
    ? text
        .split('ı')
        .map((part) => part.toUpperCase())
        .join('ı')
    : text.toUpperCase();
}
