import type { Handoff } from '../handoff.js';
import { LIMITS, RECORD_ARTIFACTS_DIR, REDACTION, STAGE_PROBLEMS } from '../names.js';
import { formatPath } from '../parse-handoff.js';
import type { ArtifactFile, Workspace } from '../ports.js';
import type { Problem } from '../problem.js';
import { normalizeArtifactPath } from '../record-files.js';
import { redactText } from '../redact.js';
import { decodeUtf16, encodeUtf16, utf16Order } from '../utf8.js';
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

/**
 * A file's bytes as stored: UTF-16 text (what Windows PowerShell 5 writes with `>`; with a byte order mark
 * or, without one, starting with ASCII text) and UTF-8 text redacted, in their own encoding (a BOM kept);
 * other bytes kept only when they hold nothing to redact. Whatever is to be stored is then read as bytes
 * and as UTF-16 of either byte order, the way a binary file is: a secret found in a reading that is not the
 * text's own (UTF-16 inside UTF-8 text, whose NULs are valid UTF-8 and part a secret from itself; a binary
 * file) cannot be redacted, and the file is not kept.
 */
export function redactFile(
  bytes: Uint8Array,
  secrets: readonly string[],
  where: string,
): { bytes: Uint8Array; problems: Problem[] } | { refused: string } {
  const order = utf16Order(bytes);
  let stored: { bytes: Uint8Array; problems: Problem[] } = { bytes, problems: [] };
  let text: 'UTF-8' | 'UTF-16' | null = null;
  if (order !== null) {
    text = 'UTF-16';
    const redacted = redactWithProblems(decodeUtf16(bytes, order), secrets, where);
    if (redacted.problems.length > 0) {
      const encoded = encodeUtf16(redacted.text, order);
      // An odd last byte is no character: kept as it was.
      const odd = bytes.length % 2 === 1 ? bytes.subarray(bytes.length - 1) : new Uint8Array(0);
      const out = new Uint8Array(encoded.length + odd.length);
      out.set(encoded);
      out.set(odd, encoded.length);
      stored = { bytes: out, problems: redacted.problems };
    }
  } else {
    let decoded: string | undefined;
    try {
      decoded = strictUtf8.decode(bytes);
    } catch {
      decoded = undefined;
    }
    if (decoded !== undefined) {
      text = 'UTF-8';
      const redacted = redactWithProblems(decoded, secrets, where);
      if (redacted.problems.length > 0)
        stored = { bytes: utf8.encode(redacted.text), problems: redacted.problems };
    }
  }
  if (holdsSecret(stored.bytes, secrets, text))
    return {
      refused:
        text === null
          ? 'is not UTF-8 or UTF-16 text and holds a secret, which cannot be redacted from a binary file'
          : `is ${text} text holding a secret encoded otherwise (as ${text === 'UTF-8' ? 'UTF-16' : 'single bytes or UTF-16 of the other byte order'}), which cannot be redacted`,
    };
  return stored;
}

/**
 * Whether `bytes` hold a secret read as single bytes (latin1: each byte one character, so the ASCII of token
 * shapes and most secrets is found) or as UTF-16 of either byte order (at either byte offset). UTF-8 text is
 * not read as single bytes: its ASCII reads the same both ways, and its own redaction has read it.
 */
function holdsSecret(
  bytes: Uint8Array,
  secrets: readonly string[],
  text: 'UTF-8' | 'UTF-16' | null,
): boolean {
  // Read as UTF-16, a character below U+0100 has a NUL byte: bytes without one can hold a secret there
  // only when it is made of higher characters alone (no token shape is), so most files skip these readings.
  const utf16 = bytes.includes(0) || secrets.some((secret) => /^[^\u0000-\u00ff]+$/u.test(secret));
  const readings = utf16
    ? [0, 1].flatMap((offset) =>
        (['little-endian', 'big-endian'] as const).map(
          (order) => () => decodeUtf16(bytes.subarray(offset), order),
        ),
      )
    : [];
  if (text !== 'UTF-8') readings.push(() => latin1.decode(bytes));
  return readings.some((read) => redactText(read(), secrets).redactions.length > 0);
}
