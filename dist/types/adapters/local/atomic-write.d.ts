/**
 * Write a file so that readers see either the old content or the new, never a part: the data goes to a
 * fresh temp file in the same directory (a rename is only atomic within one file system), is flushed to
 * disk, and is then renamed over `path`. On any failure the temp file is removed and `path` is untouched.
 */
export declare function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void>;
/**
 * A fresh hidden path in `dir` to write a file at before it is renamed into place: `.<prefix><12 hex>.tmp`.
 * `prefix` is the file's name and a dot (`run.json.`), or, where that name may be too long to take more, a
 * shorter one ending in `-` (`job-`): what a write cut short leaves is known by that (isAtomicTemp).
 */
export declare function tempPathFor(dir: string, prefix: string): string;
/** Whether `name` is a temp file's as tempPathFor names it: a write not renamed into place (yet). */
export declare function isAtomicTemp(name: string): boolean;
/**
 * Flush a directory's entries (a rename into it) to disk. Best effort: some platforms and file systems
 * cannot open or sync a directory, and the rename itself has happened either way.
 */
export declare function syncDirectory(dir: string): Promise<void>;
/**
 * `mkdtempSync(prefix)` (a new directory, mode 0700, at a name nothing else has), making the parent directory
 * first only when it is missing: checking it before every call would be a wasted file-system call per stage.
 */
export declare function mkdtempMakingParent(prefix: string): string;
/** `mkdtempMakingParent`, through the thread pool: for writes that run in the background. */
export declare function mkdtempMakingParentAsync(prefix: string): Promise<string>;
