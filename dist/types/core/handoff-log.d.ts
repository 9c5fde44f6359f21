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
