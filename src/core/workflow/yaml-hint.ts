import type { Position } from './model.js';

/**
 * What most likely caused a YAML error in a workflow, read from the lines at its position, for the two
 * mistakes a workflow's author makes most: a `: ` inside an unquoted value (`run: echo a: b`), and a line of
 * a block scalar (`run: |`) written less indented than the lines before it, which ends the block there and
 * leaves the line to be read as a key. The parser's message names neither; a hint for the wrong one sends
 * the reader after a colon that is not there.
 *
 * @returns `; <hint>` to append to the parser's message, or `''` when neither fits
 */
export function yamlErrorHint(source: string, position: Position | null, message: string): string {
  if (position === null || position.line < 1) return '';
  const lines = source.split(/\r\n|\r|\n/);
  if (lines[position.line - 1] === undefined) return '';
  if (holdsColonInPlainValue(lines, position, message))
    return "; a value that holds ': ' must be quoted (run: \"echo 'a: b'\") or written as a block (run: |)";
  const block = blockScalarEndedAt(lines, position.line);
  if (block !== null) {
    return `; line ${position.line} is less indented than the text of the block scalar above it (${block.header} on line ${block.line}, text from column ${block.indent + 1}), which ends the block there and makes YAML read the line as a key: indent it to column ${block.indent + 1} or more to keep it in the block`;
  }
  return '';
}

const COLON_MESSAGES =
  /Nested mappings are not allowed in compact mappings|Implicit map keys need to be followed by map values/;

/**
 * Whether the plain (unquoted) value at the error holds `: `: from the error's column on, and on the lines
 * that continue it (more indented than its own). Where the parser points at a key (`Implicit map keys …`),
 * the key's own `: ` does not count.
 */
function holdsColonInPlainValue(lines: string[], position: Position, message: string): boolean {
  if (!COLON_MESSAGES.test(message)) return false;
  const first = lines[position.line - 1] as string;
  const indent = indentOf(first);
  const texts = [first.slice(Math.max(0, position.column - 1))];
  for (let i = position.line; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    if (indentOf(line) <= indent) break;
    texts.push(line.trim());
  }
  const atKey = /^Implicit map keys/.test(message);
  return texts.some((text, i) => {
    let value = text;
    if (i === 0) {
      if (atKey) value = value.replace(/^\s*(?:-\s+)?[^\s:][^:]*:(\s|$)/, '');
      // A value that starts quoted may hold ': ' inside its quotes; quotes later in a value are plain text.
      value = value.replace(/^\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/, '""');
    }
    // A comment is not the value.
    return /\S:(\s|$)/.test(value.replace(/(^|\s)#.*$/, ''));
  });
}

/**
 * The block scalar a line comes right after, when the line is less indented than that block's text: the
 * block's header (`verify: |`), its line, and the indentation of its text. Null when the line does not
 * follow one so.
 */
function blockScalarEndedAt(
  lines: string[],
  line: number,
): { header: string; line: number; indent: number } | null {
  const indent = indentOf(lines[line - 1] as string);
  // Up over the block's text (blank lines, and lines more indented than the offending one) to its header:
  // a `key: |` line less indented than all the text below it.
  let least = Number.POSITIVE_INFINITY;
  for (let i = line - 2; i >= 0; i--) {
    const above = lines[i] as string;
    if (above.trim() === '') continue;
    const at = indentOf(above);
    const header = above.replace(/\s+#.*$/, '').trimEnd();
    if (at < least && least !== Number.POSITIVE_INFINITY && BLOCK_HEADER.test(header)) {
      const text = lines.slice(i + 1, line - 1).find((l) => l.trim() !== '') as string;
      const textIndent = indentOf(text);
      return indent < textIndent ? { header: header.trim(), line: i + 1, indent: textIndent } : null;
    }
    if (at <= indent) return null;
    least = Math.min(least, at);
  }
  return null;
}

/** A line that starts a block scalar: `key: |`, `- >-`, `run: |2`. */
const BLOCK_HEADER = /^\s*(?:-\s+)?(?:[^\s#][^#]*?:\s+)?[|>][-+1-9]{0,2}$/;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}
