import type { Handoff } from '../handoff.js';
import type { StageRecord } from '../record.js';
/** The outputs a stage sets: fixed names only, never a name taken from handoff data (DESIGN §6). */
export declare const STAGE_OUTPUT_NAMES: readonly ["status", "next", "present", "data", "sha256", "artifact-id", "prompt-path", "handoff-path"];
export type StageOutputName = (typeof STAGE_OUTPUT_NAMES)[number];
export type StageOutputs = Record<StageOutputName, string>;
/** The actions that set a stage's outputs, each those its action.yml declares (ACTION_OUTPUTS). */
export type StageAction = 'stage' | 'prepare' | 'capture';
/**
 * Of a stage's outputs, those `action` declares: a step sets no output its action.yml does not, so what a
 * workflow reads of it is what the tables of docs/actions.md say (capture's paths are prepare's).
 */
export declare function declaredOutputs(action: StageAction, outputs: StageOutputs): Partial<StageOutputs>;
/** Where the record and the attempt's files are, for the outputs that point at them. */
export interface OutputLocations {
    /** The store's id of the record: the artifact id on GitHub, the directory locally. */
    artifactId?: string;
    promptPath?: string;
    handoffPath?: string;
}
/**
 * A stage's outputs from its stored record and handoff. No free text an attacker could shape: `status` is
 * one of four words, `next` a stage id that names a job of the workflow (empty otherwise), `data` the
 * validated, redacted map as JSON, `sha256` the stored handoff's digest (empty without one).
 */
export declare function stageOutputs(record: StageRecord, handoff: Handoff | null, locations?: OutputLocations): StageOutputs;
/**
 * The outputs of a stage refused before its agent ran (an input that names no upstream stage, a template
 * that cannot render): `status` failure, no handoff, `data` `{}` — as documented, so an `if: always()` step's
 * `fromJSON(steps.<id>.outputs.data)` reads an empty map rather than failing on an empty string.
 */
export declare function refusedStageOutputs(): StageOutputs;
