/**
 * `hashFiles(…)` in `baton run`, as the runner computes it (its hashFiles script over `@actions/glob`):
 * the patterns (`**`, `*`, `?`, `[…]`, `!` to exclude; hidden files match; a directory stands for
 * everything in it) are relative to the workspace; the files they match, walked depth first in name
 * order, each give the sha256 of their bytes, and the result is the sha256 of those digests in turn, in
 * hex. Directories and anything outside the workspace are left out; no file at all gives ''. A link to a
 * file counts as the file; a link to a directory is walked into only after `--follow-symbolic-links` (in
 * any case) as the first argument, which may be no other `--` option.
 *
 * `leaveOut` names directories that are not hashed, nor walked into: baton's run store (`.baton/runs`),
 * which has no place in the checkout GitHub hashes and changes with every run. What is in it is left out
 * however a pattern reaches it (named, by a wildcard, through a link).
 *
 * Synchronous, as the expression evaluator is: a step that hashes a large tree waits for it, as on GitHub.
 */
export declare function hashFiles(workspace: string, args: readonly string[], options?: {
    leaveOut?: readonly string[];
}): string;
