import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `unpinned-action`: a tag or branch can be moved to other code by whoever controls the repository; a
 * full commit sha cannot. Every `uses:` of another owner's action or reusable workflow must name a commit
 * (a Docker image, a digest). Local actions (`./…`) are this repository's own code and need no pin; GitHub's
 * own actions may name a tag or branch (REF_PINNED_OWNERS).
 */
export declare function checkUnpinnedActions({ workflow, file }: LintContext): LintFinding[];
/** Why `uses` is not pinned, or null when it is (or is local, or GitHub's own at a tag or branch). */
export declare function unpinnedMessage(uses: string): string | null;
