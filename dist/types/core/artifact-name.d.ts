import type { RecordKey } from './ports.js';
/**
 * The artifact name of one stage attempt in one run attempt (1 unless the jobs were re-run). Throws a
 * UserError for names the reader could not parse back.
 */
export declare function artifactNameFor(stage: string, attempt: number, runAttempt?: number): string;
/** Why `stage` cannot name an artifact (artifactNameFor's refusal), or null when it can. */
export declare function artifactNameProblem(stage: string): string | null;
/** The record an artifact name stands for, or null for artifacts that are not baton's. */
export declare function parseArtifactName(name: string): RecordKey | null;
