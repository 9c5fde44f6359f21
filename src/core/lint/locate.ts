export { SourceLocator } from '../workflow/source-locator.js';

/** Each `${{ … }}` in a scalar: the expression inside and the offset of its `${{`. */
export function expressionsIn(text: string): Array<{ expression: string; offset: number }> {
  const found: Array<{ expression: string; offset: number }> = [];
  const pattern = /\$\{\{([\s\S]*?)\}\}/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    found.push({ expression: (match[1] ?? '').trim(), offset: match.index });
  }
  return found;
}
