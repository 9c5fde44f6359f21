import { type HandoffParse } from './parse-handoff.js';
import type { Problem } from './problem.js';
/** The JSON text of the last complete marker block in an agent's output, or null when there is none. */
export declare function extractHandoffFromLog(text: string): {
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
