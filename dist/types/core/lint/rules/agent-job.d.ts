import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `agent-job-write` and `agent-job-secret`: an agent reads text an attacker may have written (an issue, a
 * pull request, a web page) and then runs commands. Whatever its job holds, a prompt injection holds too.
 * So an agent's job gets read permissions and its model key, nothing else; writing (a comment, a pull
 * request) happens in a job without an agent, from the validated handoff.
 */
export declare function checkAgentJobs(context: LintContext): LintFinding[];
