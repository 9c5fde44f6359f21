import type { Handoff } from '../handoff.js';
import type { ArtifactFile, Workspace } from '../ports.js';
import type { Problem } from '../problem.js';
import type { StageSpec } from './stage-spec.js';
/**
 * The files a valid (already redacted) handoff lists in `artifacts`, to keep with its record (DESIGN §2):
 * each read through the Workspace from the stage's working directory — never outside the workspace, never
 * through a link, regular files only, LIMITS.artifactBytes for all together — and redacted like everything
 * else stored. A text file is stored redacted; a binary file cannot be, so one holding a secret is not
 * kept. A file that is not kept is a `artifact-refused` warning at its `$.artifacts[i].path`: the handoff
 * itself stands, and the stage's outcome does not change.
 */
export declare function keepArtifacts(spec: StageSpec, handoff: Handoff, workspace: Workspace): Promise<{
    files: ArtifactFile[];
    problems: Problem[];
}>;
/**
 * A file's bytes as stored: UTF-16 text (what Windows PowerShell 5 writes with `>`; with a byte order mark
 * or, without one, starting with ASCII text) and UTF-8 text redacted, in their own encoding (a BOM kept);
 * other bytes kept only when they hold nothing to redact. Whatever is to be stored is then read as bytes
 * and as UTF-16 of either byte order, the way a binary file is: a secret found in a reading that is not the
 * text's own (UTF-16 inside UTF-8 text, whose NULs are valid UTF-8 and part a secret from itself; a binary
 * file) cannot be redacted, and the file is not kept.
 */
export declare function redactFile(bytes: Uint8Array, secrets: readonly string[], where: string): {
    bytes: Uint8Array;
    problems: Problem[];
} | {
    refused: string;
};
