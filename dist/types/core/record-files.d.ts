import { Handoff } from './handoff.js';
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
export declare function encodeRecordJson(record: StageRecord): string;
/** The bytes of `handoff.json` (as text): the handoff, or `null`. Its sha256 is `record.digests.handoff`. */
export declare function encodeHandoffJson(handoff: Handoff | null): string;
/**
 * Parse `record.json` and `handoff.json` as read from a store; anything baton would not have written is
 * refused with a UserError (`record-invalid`) that names `where` (a directory or an artifact) and the file.
 */
export declare function decodeRecordFiles(files: {
    record: string;
    handoff: string | null;
}, where: string): {
    record: StageRecord;
    handoff: Handoff | null;
};
