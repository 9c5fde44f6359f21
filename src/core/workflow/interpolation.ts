import { isScalar, parseDocument, visit } from 'yaml';

/**
 * `${{ }}` in a multi-line value. GitHub's workflow parser builds the expression of a multi-line scalar from
 * its YAML *source* (indentation and all: the language server wants source positions), while GitHub's runner
 * interpolates the YAML *value*. baton evaluates what the runner would, so for multi-line scalars it takes
 * the value from the `yaml` package and splits it the way the parser splits single-line values.
 */

export {
  blankExpressions,
  expressionsIn,
  interpolationExpression,
  isWholeExpression,
  type Segment,
  segmentsOf,
} from './segments.js';

/**
 * String values of the file's multi-line scalars by the line and column where each starts (the position
 * the workflow parser gives its token). Built once per file, only when a multi-line value holds `${{`.
 */
export function multiLineValues(text: string): Map<string, string> {
  const values = new Map<string, string>();
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return `${low + 1}:${offset - (lineStarts[low] as number) + 1}`;
  };
  const document = parseDocument(text, { uniqueKeys: false });
  visit(document, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'string' && node.range)
        values.set(positionOf(node.range[0]), node.value);
    },
  });
  return values;
}
