import { type HandoffParse } from './parse-handoff.js';
import type { Problem } from './problem.js';
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
 * `fromPrompt` tells a block the agent was given in its prompt: such a block is passed over, with a warning.
 */
export declare function extractHandoffFromLog(text: string, options?: {
    fromPrompt?: (block: string) => boolean;
}): {
    json: string | null;
    warnings: Problem[];
};
/**
 * Parse the text of a marker block as a handoff, under the rule a handoff file is read by (DESIGN §2: a
 * handoff is UTF-8): output read with decodeUtf8Escaped keeps the bytes that were not UTF-8, and a block
 * holding one is refused as a file holding it is, with its byte and offset in the block, rather than taken
 * with U+FFFD in their place. `source` names where the block was, for the message: `the agent's stdout`.
 */
export declare function parseHandoffBlock(json: string, source: string): HandoffParse;
