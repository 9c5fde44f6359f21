import type { RecordKey } from './ports.js';
/**
 * The artifact name of one stage attempt in one run attempt (1 unless the jobs were re-run). Throws a
 * UserError for names the reader could not parse back.
 */
export declare function artifactNameFor(stage: string, attempt: number, runAttempt?: number): string;
/** The record an artifact name stands for, or null for artifacts that are not baton's. */
export declare function parseArtifactName(name: string): RecordKey | null;
