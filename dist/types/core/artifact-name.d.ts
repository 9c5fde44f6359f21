/** The artifact name of one stage attempt. Throws a UserError for names the reader could not parse back. */
export declare function artifactNameFor(stage: string, attempt: number): string;
/** The stage and attempt an artifact name stands for, or null for artifacts that are not baton's. */
export declare function parseArtifactName(name: string): {
    stage: string;
    attempt: number;
} | null;
