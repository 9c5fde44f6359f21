import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `unpinned-action`: a tag or branch can be moved to other code by whoever controls the repository; a
 * full commit sha cannot. Every `uses:` outside this repository must name a commit (a Docker image, a
 * digest). Local actions (`./…`) are this repository's own code and need no pin.
 */
export declare function checkUnpinnedActions({ workflow, file }: LintContext): LintFinding[];
/** Why `uses` is not pinned, or null when it is (or is local). */
export declare function unpinnedMessage(uses: string): string | null;
