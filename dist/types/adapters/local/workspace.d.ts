import type { ArtifactRead, HandoffRead, Workspace } from '../../core/ports.js';
export interface LocalWorkspaceOptions {
    /** The workspace root: GITHUB_WORKSPACE on GitHub, the project directory locally. */
    root: string;
    /** Where attempt directories are made: RUNNER_TEMP on GitHub; the OS temp dir by default. Never the repository. */
    tempDir?: string;
    /** The clock; `new Date()` by default. */
    now?: () => Date;
}
/**
 * The stage engine's files on this machine (or runner). Each attempt gets its own directory, made with
 * mkdtemp (mode 0700), holding the prompt and the path where the agent writes its handoff: a fresh path no
 * earlier attempt or other stage could have left a file at.
 */
export declare class LocalWorkspace implements Workspace {
    #private;
    constructor(options: LocalWorkspaceOptions);
    attemptPaths(stage: string, attempt: number): Promise<{
        promptPath: string;
        handoffPath: string;
    }>;
    writePrompt(path: string, text: string): Promise<void>;
    readHandoff(path: string): Promise<HandoffRead>;
    resolveDirectory(workingDirectory: string): string;
    /**
     * The agent wrote the workspace and may have planted links anywhere in it, so every directory from the
     * workspace root down is checked with lstat, and the file itself is read without following a link.
     */
    readArtifact(workingDirectory: string, path: string, maxBytes: number): Promise<ArtifactRead>;
    now(): Date;
    sha256(text: string): string;
}
