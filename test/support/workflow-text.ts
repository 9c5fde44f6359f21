/** Line and column (one-based) of the n-th occurrence of `needle` in `text`: positions in tests are computed, never counted by hand. */
export function positionIn(text: string, needle: string, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < nth; i += 1) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`${JSON.stringify(needle)} occurs fewer than ${nth} times`);
  }
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

/** `file:line:col` of the n-th occurrence of `needle`, shifted right by `offset` columns. */
export function whereIn(file: string, text: string, needle: string, offset = 0, nth = 1): string {
  const { line, column } = positionIn(text, needle, nth);
  return `${file}:${line}:${column + offset}`;
}
