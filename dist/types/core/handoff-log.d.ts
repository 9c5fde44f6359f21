import type { Problem } from './problem.js';
/** The JSON text of the last complete marker block in an agent's output, or null when there is none. */
export declare function extractHandoffFromLog(text: string): {
    json: string | null;
    warnings: Problem[];
};
