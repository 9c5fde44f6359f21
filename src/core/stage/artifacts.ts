import type { Handoff } from '../handoff.js';
import { LIMITS, RECORD_ARTIFACTS_DIR, REDACTION, STAGE_PROBLEMS } from '../names.js';
import { formatPath } from '../parse-handoff.js';
import type { ArtifactFile, Workspace } from '../ports.js';
import type { Problem } from '../problem.js';
import { normalizeArtifactPath } from '../record-files.js';
import { redactText } from '../redact.js';
import type { StageSpec } from './stage-spec.js';
import { redactWithProblems } from './store-attempt.js';

const utf8 = new TextEncoder();
// fatal: a file that is not UTF-8 is not text, and is not rewritten as text. ignoreBOM: a BOM is kept.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// Every byte to one character, so the token shapes and secrets redactText looks for (ASCII) are found.
const latin1 = new TextDecoder('latin1');

/**
 * The files a valid (already redacted) handoff lists in `artifacts`, to keep with its record (DESIGN §2):
 * each read through the Workspace from the stage's working directory — never outside the workspace, never
 * through a link, regular files only, LIMITS.artifactBytes for all together — and redacted like everything
 * else stored. A text file is stored redacted; a binary file cannot be, so one holding a secret is not
 * kept. A file that is not kept is a `artifact-refused` warning at its `$.artifacts[i].path`: the handoff
 * itself stands, and the stage's outcome does not change.
 */
export async function keepArtifacts(
  spec: StageSpec,
  handoff: Handoff,
  workspace: Workspace,
): Promise<{ files: ArtifactFile[]; problems: Problem[] }> {
  const files: ArtifactFile[] = [];
  const problems: Problem[] = [];
  const kept = new Set<string>();
  let left = LIMITS.artifactBytes;

  for (const [i, artifact] of (handoff.artifacts ?? []).entries()) {
    const refuse = (reason: string) =>
      problems.push({
        code: STAGE_PROBLEMS.artifactRefused,
        severity: 'warning',
        path: formatPath(['artifacts', i, 'path']),
        message: `${artifact.path} ${reason}; it was not kept`,
      });
    if (artifact.path.includes(REDACTION.markerPrefix)) {
      refuse('held a secret (its path was redacted)');
      continue;
    }
    const normal = normalizeArtifactPath(artifact.path);
    if ('refused' in normal) {
      refuse(normal.refused);
      continue;
    }
    // Listed twice (perhaps spelled differently): kept once.
    if (kept.has(normal.path)) continue;

    const read = await workspace.readArtifact(spec.workingDirectory, normal.path, left);
    if (read.kind === 'refused') {
      refuse(read.reason);
      continue;
    }
    const stored = redactFile(read.bytes, spec.redact, `${RECORD_ARTIFACTS_DIR}/${normal.path}`);
    if ('refused' in stored) {
      refuse(stored.refused);
      continue;
    }
    // Markers can be longer than what they replace: the limit holds for the bytes stored.
    if (stored.bytes.length > left) {
      refuse(
        `is ${stored.bytes.length} bytes once redacted, more than the ${left} bytes left of the ${LIMITS.artifactBytes}-byte limit for one record's artifacts`,
      );
      continue;
    }
    problems.push(...stored.problems);
    files.push({ path: normal.path, bytes: stored.bytes });
    kept.add(normal.path);
    left -= stored.bytes.length;
  }
  return { files, problems };
}

/** A file's bytes as stored: UTF-8 text redacted, binary kept only when it holds nothing to redact. */
function redactFile(
  bytes: Uint8Array,
  secrets: readonly string[],
  where: string,
): { bytes: Uint8Array; problems: Problem[] } | { refused: string } {
  let text: string | undefined;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = undefined;
  }
  if (text !== undefined) {
    const redacted = redactWithProblems(text, secrets, where);
    return redacted.problems.length === 0
      ? { bytes, problems: [] }
      : { bytes: utf8.encode(redacted.text), problems: redacted.problems };
  }
  if (redactText(latin1.decode(bytes), secrets).redactions.length > 0) {
    return { refused: 'is not UTF-8 text and holds a secret, which cannot be redacted from a binary file' };
  }
  return { bytes, problems: [] };
}
