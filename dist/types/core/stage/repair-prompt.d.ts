import { type DataSchema } from '../data-schema.js';
import { type Problem } from '../problem.js';
/**
 * The prompt of a repair turn (issue 7): the agent's handoff was missing or refused, and it gets one more run
 * to write it correctly. Built by concatenation, never compiled as a template: the problems quote the
 * agent's own (untrusted) text.
 */
export declare function correctionPrompt(options: {
    stage: string;
    problems: Problem[];
    previousPrompt: string;
    /** The stage's `data-schema`, which `data` must also follow: shown after the handoff's schema. */
    dataSchema?: DataSchema;
}): string;
