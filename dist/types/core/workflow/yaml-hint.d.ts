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
export declare function yamlErrorHint(source: string, position: Position | null, message: string): string;
