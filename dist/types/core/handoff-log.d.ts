import { type HandoffParse } from './parse-handoff.js';
import type { Problem } from './problem.js';
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
export declare const FOREIGN_SOURCES: readonly ["prompt", "event"];
export type ForeignSource = (typeof FOREIGN_SOURCES)[number];
/** A block of an agent's output someone else wrote: where it was, and (the event's) the string that held it. */
export interface ForeignBlock {
    source: ForeignSource;
    /** Where in the source, as a warning names it: `github.event.issue.body`. */
    at?: string;
}
/** A complete block: the text between its marker lines, and the line (from 1) of its START marker. */
export interface MarkerBlock {
    text: string;
    line: number;
}
/**
 * Every complete marker block of `text`, in order, and the line of a START marker left open at its end
 * (null when none is). A START inside a block restarts it: the block nearest its END is the one finished.
 */
export declare function markerBlocks(text: string): {
    blocks: MarkerBlock[];
    unterminated: number | null;
};
/**
 * The JSON text of the last complete marker block in an agent's output, or null when there is none.
 * `foreign` tells a block someone else wrote, and where (foreign-blocks.ts): such a block is passed over,
 * with a warning per place it was found.
 */
export declare function extractHandoffFromLog(text: string, options?: {
    foreign?: (block: string) => ForeignBlock | null;
}): {
    json: string | null;
    warnings: Problem[];
};
/**
 * The places the blocks passed over as someone else's were found, by their warnings among `problems`
 * (`handoff-markers-from-prompt`, `-event`), in FOREIGN_SOURCES' order.
 */
export declare function foreignSourcesWarned(problems: readonly Pick<Problem, 'code'>[]): ForeignSource[];
/**
 * Parse the text of a marker block as a handoff, under the rule a handoff file is read by (DESIGN §2: a
 * handoff is UTF-8): output read with decodeUtf8Escaped keeps the bytes that were not UTF-8, and a block
 * holding one is refused as a file holding it is, with its byte and offset in the block, rather than taken
 * with U+FFFD in their place. `source` names where the block was, for the message: `the agent's stdout`.
 */
export declare function parseHandoffBlock(json: string, source: string): HandoffParse;
