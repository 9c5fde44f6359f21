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
