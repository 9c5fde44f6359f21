import { Handoff } from './handoff.js';
import { type PathSegment } from './json-scan.js';
import type { Problem } from './problem.js';
/**
 * Reading an untrusted handoff (DESIGN §2): bytes → text → one JSON object → the zod schema, refusing at
 * each step with every problem found, each naming its JSON path and the rule broken.
 */
export type HandoffParse = {
    kind: 'valid';
    handoff: Handoff;
    warnings: Problem[];
} | {
    kind: 'invalid';
    problems: Problem[];
};
/** A `handoff-invalid` error at `path`. */
export declare function handoffError(path: string, message: string): Problem;
/** The size refusal, shared with readers that learn the size before reading (`readHandoff`). */
export declare function tooLargeProblem(bytes: number | 'more'): Problem;
/** Parse and validate a handoff file's bytes. */
export declare function parseHandoff(bytes: Uint8Array): HandoffParse;
/** Parse and validate a handoff given as text (e.g. found between markers in an agent's output). */
export declare function parseHandoffText(text: string): HandoffParse;
/** `$.data.my-key`, `$.artifacts[0].path`, `$.data["a=b"]`. */
export declare function formatPath(path: readonly PathSegment[]): string;
