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
}): string;
