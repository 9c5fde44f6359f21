import { ENV, HANDOFF_MARKERS, HANDOFF_PROBLEMS } from './names.js';
import { type HandoffParse, handoffError, parseHandoffText } from './parse-handoff.js';
import type { Problem } from './problem.js';
import { firstEscapedByte, notUtf8 } from './utf8.js';

/**
 * The fallback of DESIGN §2: an agent that cannot write `$BATON_HANDOFF_PATH` prints its handoff between
 * marker lines on stdout. The last complete block wins (an agent may print a draft, then the final one),
 * except a block the caller says someone else wrote: one of the agent's prompt or of the event
 * (foreign-blocks.ts).
 */

/**
 * Where a marker block of an agent's output was found written by someone else (foreign-blocks.ts tells it):
 * its prompt, or the payload of the event that started the run. In the order they are looked in, so a block
 * the prompt shows from the event is named the prompt's, which is where the agent read it.
 */
export const FOREIGN_SOURCES = ['prompt', 'event'] as const;
export type ForeignSource = (typeof FOREIGN_SOURCES)[number];

/** A block of an agent's output someone else wrote: where it was, and (the event's) the string that held it. */
export interface ForeignBlock {
  source: ForeignSource;
  /** Where in the source, as a warning names it: `github.event.issue.body`. */
  at?: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** A marker alone on its line: surrounding spaces or tabs and a CRLF line end are tolerated. */
const MARKER_LINE = new RegExp(
  `^[ \\t]*(${escapeRegExp(HANDOFF_MARKERS.start)}|${escapeRegExp(HANDOFF_MARKERS.end)})[ \\t]*\\r?$`,
  'gm',
);

/** A complete block: the text between its marker lines, and the line (from 1) of its START marker. */
export interface MarkerBlock {
  text: string;
  line: number;
}

/**
 * Every complete marker block of `text`, in order, and the line of a START marker left open at its end
 * (null when none is). A START inside a block restarts it: the block nearest its END is the one finished.
 */
export function markerBlocks(text: string): { blocks: MarkerBlock[]; unterminated: number | null } {
  const blocks: MarkerBlock[] = [];
  /** Offset just after the line of the START marker of the block being read. */
  let openedAt = -1;
  let openedLine = -1;
  // Lines are counted as the matches go, once over the text, however many blocks it holds.
  let line = 1;
  let counted = 0;
  for (const match of text.matchAll(MARKER_LINE)) {
    const index = match.index;
    for (let i = text.indexOf('\n', counted); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
    counted = index;
    if (match[1] === HANDOFF_MARKERS.start) {
      openedAt = lineEnd(text, index);
      openedLine = line;
    } else if (openedAt !== -1) {
      const inside = index > openedAt ? text.slice(openedAt, index).replace(/\r?\n$/, '') : '';
      blocks.push({ text: inside, line: openedLine });
      openedAt = -1;
    }
  }
  return { blocks, unterminated: openedAt === -1 ? null : openedLine };
}

/**
 * The JSON text of the last complete marker block in an agent's output, or null when there is none.
 * `foreign` tells a block someone else wrote, and where (foreign-blocks.ts): such a block is passed over,
 * with a warning per place it was found.
 */
export function extractHandoffFromLog(
  text: string,
  options: { foreign?: (block: string) => ForeignBlock | null } = {},
): { json: string | null; warnings: Problem[] } {
  const { blocks, unterminated } = markerBlocks(text);
  let taken: MarkerBlock | undefined;
  /** The blocks passed over, the last first, by where they were found. */
  const passed = new Map<ForeignSource, Array<MarkerBlock & { at?: string }>>();
  for (let i = blocks.length - 1; i >= 0 && taken === undefined; i--) {
    const block = blocks[i] as MarkerBlock;
    const foreign = options.foreign?.(block.text) ?? null;
    if (foreign === null) taken = block;
    else {
      const list = passed.get(foreign.source) ?? [];
      list.push({ ...block, at: foreign.at });
      passed.set(foreign.source, list);
    }
  }
  const warnings: Problem[] = [];
  if (unterminated !== null) {
    warnings.push({
      code: HANDOFF_PROBLEMS.markersUnterminated,
      severity: 'warning',
      path: `output line ${unterminated}`,
      message: `${HANDOFF_MARKERS.start} without a ${HANDOFF_MARKERS.end} line after it; that block was ignored${taken === undefined ? '' : ' and the complete block before it used'}`,
    });
  }
  for (const source of FOREIGN_SOURCES) {
    const [last, ...before] = passed.get(source) ?? [];
    if (last === undefined) continue;
    const said = FOREIGN_SAID[source];
    warnings.push({
      code: said.code,
      severity: 'warning',
      path: `output line ${last.line}`,
      message: `this block between the markers${before.length > 0 ? ` (and ${before.length} more before it)` : ''} is also in ${said.where(last.at)}, so it is not taken as the agent's handoff (${said.why}); ${taken === undefined ? `no handoff was taken from the output: a block the same as one in ${said.short} is never taken, wherever it is printed, so the agent's own handoff goes to the file at $${ENV.handoffPath}` : `the block at output line ${taken.line}, before it, was used`}`,
    });
  }
  return { json: taken?.text ?? null, warnings };
}

/**
 * The places the blocks passed over as someone else's were found, by their warnings among `problems`
 * (`handoff-markers-from-prompt`, `-event`), in FOREIGN_SOURCES' order.
 */
export function foreignSourcesWarned(problems: readonly Pick<Problem, 'code'>[]): ForeignSource[] {
  return FOREIGN_SOURCES.filter((source) => problems.some((p) => p.code === FOREIGN_SAID[source].code));
}

/** How the warning of a block passed over names where it was found, and how it likely got into the output. */
const FOREIGN_SAID = {
  prompt: {
    code: HANDOFF_PROBLEMS.markersFromPrompt,
    where: () => "the agent's prompt",
    why: "an agent that prints its prompt back prints it, and an upstream stage's text or the event may have written it",
    short: 'its prompt',
  },
  event: {
    code: HANDOFF_PROBLEMS.markersFromEvent,
    where: (at) =>
      at === undefined
        ? "the event that started the run (a string of its payload, such as an issue's or a comment's body)"
        : `the event that started the run, in ${at}`,
    why: 'an agent that prints what a tool read, such as `gh issue view`, prints it, and whoever wrote that text chose it',
    short: 'the event',
  },
} as const satisfies Record<
  ForeignSource,
  { code: string; where: (at: string | undefined) => string; why: string; short: string }
>;

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
