import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';

/**
 * `unpinned-action`: a tag or branch can be moved to other code by whoever controls the repository; a
 * full commit sha cannot. Every `uses:` outside this repository must name a commit (a Docker image, a
 * digest). Local actions (`./…`) are this repository's own code and need no pin.
 */
export function checkUnpinnedActions({ workflow, file }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  const check = (uses: { text: string; position: { line: number; column: number } }) => {
    const message = unpinnedMessage(uses.text);
    if (message) findings.push({ rule: 'unpinned-action', file, ...uses.position, message });
  };
  for (const job of workflow.jobs) {
    if (job.uses) check(job.uses);
    for (const step of job.steps) if (step.uses) check(step.uses);
  }
  return findings;
}

/** Why `uses` is not pinned, or null when it is (or is local). */
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
  return `${uses}: \`${ref}\` is not a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${name}@<40-hex commit sha> # ${ref}`;
}
