import { UserError } from './errors.js';
import { Handoff } from './handoff.js';
import { RECORD_FILES } from './names.js';
import { formatPath } from './parse-handoff.js';
import { StageRecord } from './record.js';

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
 */

/** The bytes of `record.json` (as text). */
export function encodeRecordJson(record: StageRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** The bytes of `handoff.json` (as text): the handoff, or `null`. Its sha256 is `record.digests.handoff`. */
export function encodeHandoffJson(handoff: Handoff | null): string {
  return `${JSON.stringify(handoff, null, 2)}\n`;
}

/**
 * Parse `record.json` and `handoff.json` as read from a store; anything baton would not have written is
 * refused with a UserError (`record-invalid`) that names `where` (a directory or an artifact) and the file.
 */
export function decodeRecordFiles(
  files: { record: string; handoff: string | null },
  where: string,
): { record: StageRecord; handoff: Handoff | null } {
  const record = StageRecord.safeParse(parseJson(files.record, RECORD_FILES.record, where));
  if (!record.success) {
    throw new UserError('record-invalid', `${RECORD_FILES.record} is not a baton record`, {
      where,
      details: record.error.issues.map((i) => `${formatPath(pathOf(i.path))}: ${i.message}`),
    });
  }
  if (files.handoff === null) return { record: record.data, handoff: null };
  const json = parseJson(files.handoff, RECORD_FILES.handoff, where);
  if (json === null) return { record: record.data, handoff: null };
  const handoff = Handoff.safeParse(json);
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
