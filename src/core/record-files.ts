import { SystemError, UserError } from './errors.js';
import { Handoff } from './handoff.js';
import {
  ARTIFACT_PATH_FORBIDDEN_CHARS,
  LIMITS,
  RECORD_ARTIFACTS_DIR,
  RECORD_FILES,
  SCHEMA_IDS,
  STAGE_ID_PATTERN,
} from './names.js';
import { formatPath } from './parse-handoff.js';
import type { ArtifactFile, RecordEntry } from './ports.js';
import { SHA256_HEX, StageRecord } from './record.js';

/**
 * The files of one stage attempt (DESIGN §3, §4), byte for byte the same in every store, so a record's
 * sha256 (what downstream lineage refers to) and its `digests` can be checked wherever it is read.
 *
 * - `record.json`: the record, `JSON.stringify(record, null, 2)` and a newline;
 * - `prompt.md`: the prompt as UTF-8;
 * - `handoff.json`: the validated handoff the same way, or `null` when none was captured.
 *
 * `record.digests.prompt` is the sha256 of the prompt.md bytes and `record.digests.handoff` the sha256 of
 * the handoff.json bytes (`encodeHandoffJson`), null when there is no handoff.
 *
 * Beside them, `artifacts/<path>`: the files the handoff lists in `artifacts`, as the engine kept them
 * (`artifactRecordFiles`).
 */

/**
 * A record's three files as a store read them, byte for byte: a record written elsewhere (another baton, a
 * GitHub artifact) is copied as it came, for its sha256 is what the lineage of the stages after it names.
 * `handoff` is null when the record has no handoff.json (an artifact of a stage without a handoff).
 */
export interface RecordFileBytes {
  record: Uint8Array;
  prompt: Uint8Array;
  handoff: Uint8Array | null;
}

/** The bytes of `record.json` (as text). */
export function encodeRecordJson(record: StageRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** The bytes of `handoff.json` (as text): the handoff, or `null`. Its sha256 is `record.digests.handoff`. */
export function encodeHandoffJson(handoff: Handoff | null): string {
  return `${JSON.stringify(handoff, null, 2)}\n`;
}

const utf8 = new TextEncoder();

/**
 * The files of one stage attempt, as every store writes them: record.json, prompt.md, handoff.json,
 * agent.log when there is a log (a store that does not keep it leaves it out), and `artifacts/<path>`.
 * Everything is checked first: a record or handoff baton would refuse to read back, artifact files the
 * engine would not keep, or digests that do not match the files are bugs in the caller (SystemError),
 * refused before anything is stored. `sha256` is the store's hash (core has no node:crypto).
 */
export function encodeRecordEntry(
  entry: RecordEntry,
  sha256: (bytes: Uint8Array) => string,
): { record: StageRecord; files: Map<string, Uint8Array> } {
  // The lineage names every stage upstream: in a long chain, checking it through the schema for every
  // stage would cost more than the rest of the record. A lineage the quick check does not accept goes
  // through the schema with the record, for the schema's verdict and message.
  const lineage = (entry.record as { lineage?: unknown } | undefined)?.lineage;
  const quick = Array.isArray(lineage) && lineage.every(isLineageEntry);
  const parsed = StageRecord.safeParse(quick ? { ...entry.record, lineage: [] } : entry.record);
  if (!parsed.success) {
    const stage = (entry.record as { stage?: unknown } | undefined)?.stage;
    throw new SystemError(
      `refusing to store an invalid record for stage ${String(stage)}: ${issueList(parsed.error.issues)}`,
    );
  }
  const record = quick ? { ...parsed.data, lineage: entry.record.lineage } : parsed.data;
  if (typeof entry.prompt !== 'string')
    throw new SystemError(`refusing to store stage ${record.stage}: the prompt is not text`);
  if (entry.log !== undefined && typeof entry.log !== 'string') {
    throw new SystemError(`refusing to store stage ${record.stage}: the agent log is not text`);
  }
  if (entry.handoff !== null) {
    const checked = Handoff.safeParse(entry.handoff);
    if (!checked.success) {
      throw new SystemError(
        `refusing to store an invalid handoff for stage ${record.stage}: ${issueList(checked.error.issues)}`,
      );
    }
  }

  // The documents are written as given (validated above), so the bytes are the ones the caller's digests
  // were computed from, whichever store writes them.
  const files = new Map<string, Uint8Array>();
  files.set(RECORD_FILES.record, utf8.encode(encodeRecordJson(entry.record)));
  files.set(RECORD_FILES.prompt, utf8.encode(entry.prompt));
  files.set(RECORD_FILES.handoff, utf8.encode(encodeHandoffJson(entry.handoff)));
  if (entry.log !== undefined) files.set(RECORD_FILES.log, utf8.encode(entry.log));
  const where = `stage ${record.stage} attempt ${record.attempt}`;
  for (const [file, bytes] of artifactRecordFiles(entry.files, where)) files.set(file, bytes);

  const promptDigest = sha256(files.get(RECORD_FILES.prompt)!);
  if (record.digests.prompt !== promptDigest) {
    throw new SystemError(
      `refusing to store ${where}: record.digests.prompt is ${record.digests.prompt}, but the prompt's sha256 is ${promptDigest}`,
    );
  }
  const handoffDigest = entry.handoff === null ? null : sha256(files.get(RECORD_FILES.handoff)!);
  if (record.digests.handoff !== handoffDigest) {
    throw new SystemError(
      `refusing to store ${where}: record.digests.handoff is ${record.digests.handoff}, but it must be ${handoffDigest === null ? 'null (no handoff)' : `${handoffDigest}, the sha256 of ${RECORD_FILES.handoff} (encodeHandoffJson)`}`,
    );
  }
  return { record, files };
}

/**
 * What LineageEntry accepts (record.ts), checked by hand: exactly `stage` (a stage id), `attempt` (a whole
 * number from 1), `record_sha256` (lowercase hex sha256) and, optionally, `run_attempt` (a whole number
 * from 2). Never looser than the schema.
 */
export function isLineageEntry(entry: unknown): boolean {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return false;
  if (Object.getPrototypeOf(entry) !== Object.prototype) return false;
  const keys = Object.keys(entry);
  const { stage, attempt, record_sha256 } = entry as Record<string, unknown>;
  const hasRunAttempt = Object.hasOwn(entry, 'run_attempt');
  const runAttempt = (entry as Record<string, unknown>).run_attempt;
  return (
    keys.length === (hasRunAttempt ? 4 : 3) &&
    (!hasRunAttempt ||
      (typeof runAttempt === 'number' && Number.isSafeInteger(runAttempt) && runAttempt >= 2)) &&
    typeof stage === 'string' &&
    STAGE_ID_PATTERN.test(stage) &&
    typeof attempt === 'number' &&
    Number.isSafeInteger(attempt) &&
    attempt >= 1 &&
    typeof record_sha256 === 'string' &&
    SHA256_HEX.test(record_sha256)
  );
}

function issueList(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): string {
  return issues.map((i) => `${formatPath(pathOf(i.path))}: ${i.message}`).join('; ');
}

/** The code of a record refused as likely written by a newer baton (`newerRecordError`). */
export const RECORD_NEWER = 'record-newer';

/**
 * Who reads a record, for what to do about one a newer baton wrote: a step of a GitHub workflow (the
 * artifact store), or the local CLI (the local store).
 */
export type RecordReader = 'github' | 'local';

/**
 * What to do about a record a newer baton likely wrote, as every reader says it: on GitHub, every baton
 * action of a workflow at one sha (each `uses:` is pinned on its own, so a half-done upgrade is a normal
 * state); locally, a baton as new as the one that wrote it. Never "put it back from a copy": nothing is damaged.
 */
export function newerRecordFix(reader: RecordReader): string {
  return reader === 'github'
    ? 'read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prepare, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again'
    : 'read it with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<commit sha>)';
}

/**
 * Why a record.json that fails the schema looks written by a newer baton rather than damaged: its `schema`
 * is a later version than this baton reads, or all that is wrong is fields this baton does not know (named).
 * Null when anything else is wrong with it. Records stay strict (immutable, digest-checked: misreading one
 * silently is worse than refusing it); this only says why, and what to do.
 */
function newerRecordReason(
  json: unknown,
  issues: ReadonlyArray<{ code: string; path: readonly PropertyKey[]; keys?: readonly string[] }>,
): string | null {
  const schema =
    json !== null && typeof json === 'object' ? (json as { schema?: unknown }).schema : undefined;
  if (typeof schema === 'string' && schema !== SCHEMA_IDS.record) {
    const found = RECORD_SCHEMA_VERSION.exec(schema);
    const reads = RECORD_SCHEMA_VERSION.exec(SCHEMA_IDS.record);
    if (found && reads && Number(found[1]) > Number(reads[1])) {
      return `its schema is ${JSON.stringify(schema)}, and this baton reads ${JSON.stringify(SCHEMA_IDS.record)}`;
    }
    return null;
  }
  if (issues.length === 0 || !issues.every((i) => i.code === 'unrecognized_keys')) return null;
  const fields = issues.flatMap((i) => (i.keys ?? []).map((key) => formatPath(pathOf([...i.path, key]))));
  const shown = fields.slice(0, MAX_NAMED_FIELDS).join(', ');
  const more = fields.length > MAX_NAMED_FIELDS ? ` and ${fields.length - MAX_NAMED_FIELDS} more` : '';
  return `it has ${fields.length === 1 ? 'a field' : 'fields'} this baton does not know: ${shown}${more}`;
}

const RECORD_SCHEMA_VERSION = /^baton\.record\/v([1-9][0-9]{0,5})$/;
const MAX_NAMED_FIELDS = 10;

/**
 * Parse `record.json` and `handoff.json` as read from a store; anything baton would not have written is
 * refused with a UserError that names `where` (a directory or an artifact) and the file: `record-newer`,
 * with what to do for `reader`, when a newer baton likely wrote the record (newerRecordFix), else
 * `record-invalid`.
 */
export function decodeRecordFiles(
  files: { record: string; handoff: string | null },
  where: string,
  reader: RecordReader,
): { record: StageRecord; handoff: Handoff | null } {
  const json = parseJson(files.record, RECORD_FILES.record, where);
  const record = StageRecord.safeParse(json);
  if (!record.success) {
    const newer = newerRecordReason(json, record.error.issues);
    if (newer !== null) {
      throw new UserError(
        RECORD_NEWER,
        `${RECORD_FILES.record} was likely written by a newer baton: ${newer}`,
        {
          where,
          details: [newerRecordFix(reader)],
        },
      );
    }
    throw new UserError('record-invalid', `${RECORD_FILES.record} is not a baton record`, {
      where,
      details: record.error.issues.map((i) => `${formatPath(pathOf(i.path))}: ${i.message}`),
    });
  }
  if (files.handoff === null) return { record: record.data, handoff: null };
  const handoffJson = parseJson(files.handoff, RECORD_FILES.handoff, where);
  if (handoffJson === null) return { record: record.data, handoff: null };
  const handoff = Handoff.safeParse(handoffJson);
  if (!handoff.success) {
    throw new UserError('record-invalid', `${RECORD_FILES.handoff} is not a valid handoff`, {
      where,
      details: handoff.error.issues.map((i) => `${formatPath(pathOf(i.path))}: ${i.message}`),
    });
  }
  return { record: record.data, handoff: handoff.data };
}

function parseJson(text: string, file: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UserError('record-invalid', `${file} is not valid JSON: ${(error as Error).message}`, {
      where,
    });
  }
}

function pathOf(path: readonly PropertyKey[]): Array<string | number> {
  return path.filter((p): p is string | number => typeof p !== 'symbol');
}

/**
 * A handoff's artifact path in the one form every store keeps it in: `/`-separated, without empty or `.`
 * segments (`./out//report.md` → `out/report.md`). Or why it cannot be kept: it names no file, is absolute,
 * leaves its directory (`..`), or holds a character a file in a GitHub artifact cannot have.
 */
export function normalizeArtifactPath(path: string): { path: string } | { refused: string } {
  if (path.includes('\0') || path.includes('\\')) return { refused: 'must use / separators and no NUL' };
  if (path.startsWith('/')) return { refused: 'must be relative to the working directory' };
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return { refused: 'must stay inside the working directory (no .. segment)' };
  if (segments.length === 0) return { refused: 'names no file' };
  const forbidden = ARTIFACT_PATH_FORBIDDEN_CHARS.filter((char) => path.includes(char));
  if (forbidden.length > 0) {
    return {
      refused: `holds ${forbidden.map((c) => JSON.stringify(c)).join(', ')}, which a file in a GitHub artifact cannot have`,
    };
  }
  return { path: segments.join('/') };
}

/**
 * The stored names and bytes of a record's artifact files: `artifacts/<path>`. Every path must already be
 * normalised (normalizeArtifactPath), none twice, none inside another (`a` and `a/b`), and all files
 * together at most LIMITS.artifactBytes: the engine keeps only such files, so anything else is a bug in the
 * caller (SystemError), refused before anything is stored. `where` names the attempt for the message.
 */
export function artifactRecordFiles(
  files: readonly ArtifactFile[] | undefined,
  where: string,
): Map<string, Uint8Array> {
  const stored = new Map<string, Uint8Array>();
  const refuse = (path: string, reason: string) =>
    new SystemError(`refusing to store ${where}: artifact ${JSON.stringify(path)} ${reason}`);
  let total = 0;
  for (const file of files ?? []) {
    const normal = normalizeArtifactPath(file.path);
    if ('refused' in normal) throw refuse(file.path, normal.refused);
    if (normal.path !== file.path) throw refuse(file.path, `is not normalised (${normal.path})`);
    if (!(file.bytes instanceof Uint8Array)) throw refuse(file.path, 'has no bytes');
    const name = `${RECORD_ARTIFACTS_DIR}/${file.path}`;
    if (stored.has(name)) throw refuse(file.path, 'is listed twice');
    stored.set(name, file.bytes);
    total += file.bytes.length;
  }
  for (const name of stored.keys()) {
    const parts = name.split('/');
    for (let i = 2; i < parts.length; i++) {
      const directory = parts.slice(0, i).join('/');
      if (stored.has(directory)) {
        throw refuse(
          directory.slice(RECORD_ARTIFACTS_DIR.length + 1),
          `is a file, and also a directory of ${name}`,
        );
      }
    }
  }
  if (total > LIMITS.artifactBytes) {
    throw new SystemError(
      `refusing to store ${where}: its artifacts total ${total} bytes, more than ${LIMITS.artifactBytes}`,
    );
  }
  return stored;
}
