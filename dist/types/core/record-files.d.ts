import { Handoff } from './handoff.js';
import type { ArtifactFile, RecordEntry } from './ports.js';
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
export declare function encodeRecordJson(record: StageRecord): string;
/** The bytes of `handoff.json` (as text): the handoff, or `null`. Its sha256 is `record.digests.handoff`. */
export declare function encodeHandoffJson(handoff: Handoff | null): string;
/**
 * The files of one stage attempt, as every store writes them: record.json, prompt.md, handoff.json,
 * agent.log when there is a log (a store that does not keep it leaves it out), and `artifacts/<path>`.
 * Everything is checked first: a record or handoff baton would refuse to read back, artifact files the
 * engine would not keep, or digests that do not match the files are bugs in the caller (SystemError),
 * refused before anything is stored. `sha256` is the store's hash (core has no node:crypto).
 */
export declare function encodeRecordEntry(entry: RecordEntry, sha256: (bytes: Uint8Array) => string): {
    record: StageRecord;
    files: Map<string, Uint8Array>;
};
/**
 * What LineageEntry accepts (record.ts), checked by hand: exactly `stage` (a stage id), `attempt` (a whole
 * number from 1), `record_sha256` (lowercase hex sha256) and, optionally, `run_attempt` (a whole number
 * from 2). Never looser than the schema.
 */
export declare function isLineageEntry(entry: unknown): boolean;
/** The code of a record refused as likely written by a newer baton (`newerRecordError`). */
export declare const RECORD_NEWER = "record-newer";
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
export declare function newerRecordFix(reader: RecordReader): string;
/**
 * Parse `record.json` and `handoff.json` as read from a store; anything baton would not have written is
 * refused with a UserError that names `where` (a directory or an artifact) and the file: `record-newer`,
 * with what to do for `reader`, when a newer baton likely wrote the record (newerRecordFix), else
 * `record-invalid`.
 */
export declare function decodeRecordFiles(files: {
    record: string;
    handoff: string | null;
}, where: string, reader: RecordReader): {
    record: StageRecord;
    handoff: Handoff | null;
};
/**
 * A handoff's artifact path in the one form every store keeps it in: `/`-separated, without empty or `.`
 * segments (`./out//report.md` → `out/report.md`). Or why it cannot be kept: it names no file, is absolute,
 * leaves its directory (`..`), or holds a character a file in a GitHub artifact cannot have.
 */
export declare function normalizeArtifactPath(path: string): {
    path: string;
} | {
    refused: string;
};
/**
 * The stored names and bytes of a record's artifact files: `artifacts/<path>`. Every path must already be
 * normalised (normalizeArtifactPath), none twice, none inside another (`a` and `a/b`), and all files
 * together at most LIMITS.artifactBytes: the engine keeps only such files, so anything else is a bug in the
 * caller (SystemError), refused before anything is stored. `where` names the attempt for the message.
 */
export declare function artifactRecordFiles(files: readonly ArtifactFile[] | undefined, where: string): Map<string, Uint8Array>;
