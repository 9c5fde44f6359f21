import { HANDOFF_MARKERS, HANDOFF_PROBLEMS } from './names.js';
import { type HandoffParse, handoffError, parseHandoffText } from './parse-handoff.js';
import type { Problem } from './problem.js';
import { firstEscapedByte, notUtf8 } from './utf8.js';

/**
 * The fallback of DESIGN §2: an agent that cannot write `$BATON_HANDOFF_PATH` prints its handoff between
 * marker lines on stdout. The last complete block wins (an agent may print a draft, then the final one).
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** A marker alone on its line: surrounding spaces or tabs and a CRLF line end are tolerated. */
const MARKER_LINE = new RegExp(
  `^[ \\t]*(${escapeRegExp(HANDOFF_MARKERS.start)}|${escapeRegExp(HANDOFF_MARKERS.end)})[ \\t]*\\r?$`,
  'gm',
);

/** The JSON text of the last complete marker block in an agent's output, or null when there is none. */
export function extractHandoffFromLog(text: string): { json: string | null; warnings: Problem[] } {
  let json: string | null = null;
  /** Offset just after the line of the START marker of the block being read. */
  let openedAt = -1;
  let openedLine = -1;
  for (const match of text.matchAll(MARKER_LINE)) {
    const index = match.index;
    if (match[1] === HANDOFF_MARKERS.start) {
      // A START inside a block restarts it: the block nearest its END is the one the agent finished.
      openedAt = lineEnd(text, index);
      openedLine = index;
    } else if (openedAt !== -1) {
      json = index > openedAt ? text.slice(openedAt, index).replace(/\r?\n$/, '') : '';
      openedAt = -1;
    }
  }
  const warnings: Problem[] = [];
  if (openedAt !== -1) {
    warnings.push({
      code: HANDOFF_PROBLEMS.markersUnterminated,
      severity: 'warning',
      path: `output line ${lineNumber(text, openedLine)}`,
      message: `${HANDOFF_MARKERS.start} without a ${HANDOFF_MARKERS.end} line after it; that block was ignored${json === null ? '' : ' and the complete block before it used'}`,
    });
  }
  return { json, warnings };
}

/**
 * Parse the text of a marker block as a handoff, under the rule a handoff file is read by (DESIGN §2: a
 * handoff is UTF-8): output read with decodeUtf8Escaped keeps the bytes that were not UTF-8, and a block
 * holding one is refused as a file holding it is, with its byte and offset in the block, rather than taken
 * with U+FFFD in their place. `source` names where the block was, for the message: `the agent's stdout`.
 */
export function parseHandoffBlock(json: string, source: string): HandoffParse {
  const bad = firstEscapedByte(json);
  if (bad === null) return parseHandoffText(json);
  return {
    kind: 'invalid',
    problems: [
      handoffError(
        '$',
        `the block between the ${HANDOFF_MARKERS.start} and ${HANDOFF_MARKERS.end} lines in ${source} ${notUtf8(bad)}; a handoff is UTF-8 JSON`,
      ),
    ],
  };
}

/** Offset of the first character after the line holding `index` (after its \n), or the text's end. */
function lineEnd(text: string, index: number): number {
  const nl = text.indexOf('\n', index);
  return nl === -1 ? text.length : nl + 1;
}

function lineNumber(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
