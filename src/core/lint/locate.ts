import type { Position, WorkflowValue } from '../workflow/index.js';

/**
 * Where a character of a scalar's value is in the file. The workflow model gives the position where the
 * scalar starts; for a block scalar (`run: |`) that is the `|`, and the value begins on the next line,
 * indented. A finding inside a twenty-line script should point at its own line, not at the `|`.
 */
export class SourceLocator {
  readonly #lines: string[];

  constructor(source: string) {
    this.#lines = source.split(/\r\n|\r|\n/);
  }

  /** The file position of `offset` (a UTF-16 index into `value.text`). */
  locate(value: WorkflowValue, offset: number): Position {
    const { line, column } = value.position;
    const before = value.text.slice(0, offset);
    const lineIndex = before.split('\n').length - 1;
    const columnInLine = before.length - (before.lastIndexOf('\n') + 1);
    const start = this.#lines[line - 1]?.slice(column - 1) ?? '';
    if (/^[|>]/.test(start)) {
      // Block scalar: content from the next line, at the indentation of its first non-blank line.
      const contentLines = this.#lines.slice(line);
      const first = contentLines.find((l) => l.trim() !== '') ?? '';
      const indent = first.length - first.trimStart().length;
      // The workflow parser keeps a block scalar's indentation in the text when it holds an expression.
      const keepsIndent = value.text.startsWith(first.slice(0, indent)) && indent > 0;
      return { line: line + 1 + lineIndex, column: (keepsIndent ? 0 : indent) + columnInLine + 1 };
    }
    const quoted = /^["']/.test(start) ? 1 : 0;
    if (lineIndex === 0) return { line, column: column + quoted + columnInLine };
    // A plain or quoted scalar folded over several lines: the line is right, the column approximate.
    return { line: line + lineIndex, column: columnInLine + 1 };
  }
}

/** Each `${{ … }}` in a scalar: the expression inside and the offset of its `${{`. */
export function expressionsIn(text: string): Array<{ expression: string; offset: number }> {
  const found: Array<{ expression: string; offset: number }> = [];
  const pattern = /\$\{\{([\s\S]*?)\}\}/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    found.push({ expression: (match[1] ?? '').trim(), offset: match.index });
  }
  return found;
}

/** The text with each `${{ … }}` blanked out (same length, newlines kept), for analysing what is left. */
export function blankExpressions(text: string): string {
  return text.replace(/\$\{\{[\s\S]*?\}\}/g, (span) => span.replace(/[^\n]/g, ' '));
}
