import { wellFormedUses } from '../../workflow/workflow-problems.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';

/**
 * `unpinned-action`: a tag or branch can be moved to other code by whoever controls the repository; a
 * full commit sha cannot. Every `uses:` of another owner's action or reusable workflow must name a commit
 * (a Docker image, a digest). Local actions (`./…`) are this repository's own code and need no pin; GitHub's
 * own actions may name a tag or branch (REF_PINNED_OWNERS).
 */
export function checkUnpinnedActions({ workflow, file }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  const check = (uses: { text: string; position: { line: number; column: number } }) => {
    const message = unpinnedMessage(uses.text);
    if (message) findings.push({ rule: 'unpinned-action', file, ...uses.position, message });
  };
  for (const job of workflow.jobs) {
    if (job.uses) check(job.uses);
    // One GitHub refuses as written is `workflow-invalid` already (usesProblems).
    for (const step of job.steps) if (step.uses && wellFormedUses(step.uses.text)) check(step.uses);
  }
  return findings;
}

/**
 * Owners (lower case: GitHub's owner names ignore case) whose actions and workflows may be pinned to a tag
 * or branch. They are GitHub's, as is the runner that runs them: a workflow already trusts whoever can move
 * their tags. This is zizmor's default `unpinned-uses` policy from v1.6.0 through v1.19 (`actions/*`,
 * `github/*` and `dependabot/*` ref-pin, every other action hash-pin: zizmorcore/zizmor,
 * crates/zizmor/src/config.rs, `impl Default for UnpinnedUsesPolicies`, before commit 5a897e4). zizmor
 * v1.20.0 made hash-pinning the default for these too (docs/release-notes.md, "1.20.0"), and documents
 * these three owners as the configuration that keeps the former policy. GitHub's CodeQL query
 * `actions/unpinned-tag` likewise lets `actions`, `github` and `advanced-security` use tags
 * (github/codeql, actions/ql/lib/ext/config/trusted_actions_owner.yml). Requiring a sha for
 * `actions/checkout@v4` made lint fail nearly every workflow, and a check that always fails is not run.
 */
const REF_PINNED_OWNERS: ReadonlySet<string> = new Set(['actions', 'github', 'dependabot']);

/** Why `uses` is not pinned, or null when it is (or is local, or GitHub's own at a tag or branch). */
export function unpinnedMessage(uses: string): string | null {
  if (uses.startsWith('./') || uses.startsWith('../')) return null;
  if (uses.startsWith('docker://')) {
    return /@sha256:[0-9a-f]{64}$/.test(uses)
      ? null
      : `${uses}: the image is not pinned to a digest; a tag can be pushed again with other content. Use ${uses.replace(/[:@][^/:@]*$/, '')}@sha256:<digest>`;
  }
  const at = uses.lastIndexOf('@');
  if (at === -1)
    return `${uses}: no ref at all; pin the full commit sha: ${uses}@<40-hex commit sha> # <tag>`;
  const ref = uses.slice(at + 1);
  if (/^[0-9a-f]{40}$/.test(ref)) return null;
  const name = uses.slice(0, at);
  const owner = name.split('/')[0]?.toLowerCase() ?? '';
  if (ref !== '' && REF_PINNED_OWNERS.has(owner)) return null;
  return `${uses}: \`${ref}\` is not a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${name}@<40-hex commit sha> # ${ref} (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`;
}
