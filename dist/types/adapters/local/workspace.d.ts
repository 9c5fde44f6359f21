import type { ArtifactRead, HandoffRead, Workspace } from '../../core/ports.js';
import { type TempPlace } from './temp-failure.js';
export interface LocalWorkspaceOptions {
    /** The workspace root: GITHUB_WORKSPACE on GitHub, the project directory locally. */
    root: string;
    /** Where attempt directories are made: RUNNER_TEMP on GitHub; the OS temp dir by default. Never the repository. */
    tempDir?: string;
    /**
     * `tempDir` is this run's own, made private (mkdtemp, mode 0700) by the caller, who removes it at the end,
     * as `baton run` does. Each attempt's two files then go straight into it under a random name, with no
     * directory of their own: creating a file system object is most of a trivial stage's cost on a slow disk,
     * and a directory per attempt adds nothing a private run directory does not already give.
     */
    privateTempDir?: boolean;
    /** `tempDir` as a prompt that cannot be written there says it; the directory itself by default. */
    tempPlace?: TempPlace;
    /** The clock; `new Date()` by default. */
    now?: () => Date;
}
/**
 * The stage engine's files on this machine (or runner). Each attempt gets its own directory, made with
 * mkdtemp (mode 0700), holding the prompt and the path where the agent writes its handoff: a fresh path no
 * earlier attempt or other stage could have left a file at. In a private run directory (`privateTempDir`)
 * the attempt's files take a random name in it instead, which is as fresh and as private.
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
/**
 * A text file the workflow names by a path in the workspace (`prompt-file`), read as `readArtifact` reads:
 * inside the workspace, through no link, a regular file of at most `maxBytes`. A pull request's head may be
 * the checkout, so the file and the directories above it are the author's to plant links in; a link to a
 * file elsewhere on the runner (or to /proc/self/environ) would put that file in the prompt. The text is
 * UTF-8, without a byte order mark; UTF-16 and other encodings are refused, not garbled into the prompt.
 * Throws an Error saying why, for the input's message.
 */
export declare function readWorkspaceTextSync(root: string, path: string, maxBytes: number): string;
