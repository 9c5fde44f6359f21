/**
 * `${{ }}` in a string, cut as GitHub's workflow parser cuts it. No YAML here: what an action reads at start
 * (the env values the workflow builds around secrets, env-secret-parts.ts) imports this without the YAML
 * parser, which interpolation.ts needs for multi-line values.
 */

const OPEN = '${{';
const CLOSE = '}}';

/** A string cut at its `${{ }}`: literal text and expressions, each with the offset it starts at. */
export type Segment =
  | { literal: string; offset: number }
  | { expression: string; offset: number; end: number };

/**
 * The segments of a string with `${{ }}`, cut as GitHub's parser cuts them (a `}}` inside a quoted string
 * does not close an expression); null when the string holds no `${{` or an expression is not closed.
 */
export function segmentsOf(value: string): Segment[] | null {
  let start = value.indexOf(OPEN);
  if (start < 0) return null;
  const segments: Segment[] = [];
  let i = 0;
  while (i < value.length) {
    if (i === start) {
      let end = -1;
      let inString = false;
      for (i += OPEN.length; i < value.length; i++) {
        // Toggling on every quote also handles escaped quotes ('it''s').
        if (value[i] === "'") inString = !inString;
        else if (!inString && value[i] === '}' && value[i - 1] === '}') {
          end = i;
          i++;
          break;
        }
      }
      if (end < 0) return null;
      segments.push({
        expression: value.slice(start + OPEN.length, end + 1 - CLOSE.length).trim(),
        offset: start,
        end: end + 1,
      });
      start = value.indexOf(OPEN, i);
    } else if (start >= 0 && i < start) {
      segments.push({ literal: value.slice(i, start), offset: i });
      i = start;
    } else {
      segments.push({ literal: value.slice(i), offset: i });
      break;
    }
  }
  return segments;
}

/** The expressions of a string's `${{ }}`, in order, as GitHub's parser cuts them; none when it holds none. */
export function expressionsIn(value: string): string[] {
  return (segmentsOf(value) ?? []).flatMap((segment) =>
    'expression' in segment ? [segment.expression] : [],
  );
}

/**
 * The expression a string with `${{ }}` evaluates as, built as GitHub's parser builds it: one expression
 * alone stays itself, anything else becomes `format('literal {0} literal', expr)`. Null when the string
 * holds no `${{` or an expression is not closed (the parser has reported that already).
 */
export function interpolationExpression(value: string): string | null {
  const segments = segmentsOf(value);
  if (segments === null) return null;
  const [only] = segments;
  if (segments.length === 1 && only && 'expression' in only) return only.expression;
  const format: string[] = [];
  const args: string[] = [];
  for (const segment of segments) {
    if ('literal' in segment) {
      format.push(segment.literal.replace(/'/g, "''").replace(/\{/g, '{{').replace(/\}/g, '}}'));
    } else {
      format.push(`{${args.length}}`);
      args.push(segment.expression);
    }
  }
  return `format('${format.join('')}'${args.map((a) => `, ${a}`).join('')})`;
}

/**
 * Whether a value is one `${{ }}` and nothing else (blanks around it aside, and the quotes of a quoted
 * scalar, which the parser leaves in the text of a value that is one expression): nothing of its text is
 * known before it is evaluated.
 */
export function isWholeExpression(value: string): boolean {
  const segments = segmentsOf(value);
  return (
    segments !== null &&
    segments.filter((s) => 'expression' in s).length === 1 &&
    segments.every((s) => !('literal' in s) || /^\s*["']?\s*$/.test(s.literal))
  );
}

/**
 * The text with each `${{ … }}` blanked out (same length, line breaks kept), for reading what is left: a
 * prompt's template around the expressions GitHub fills in before baton sees it, at the same lines and
 * columns as in the value.
 */
export function blankExpressions(text: string): string {
  const segments = segmentsOf(text);
  if (segments === null) return text;
  return segments
    .map((s) => ('literal' in s ? s.literal : text.slice(s.offset, s.end).replace(/[^\n]/g, ' ')))
    .join('');
}
