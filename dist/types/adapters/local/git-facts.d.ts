import { type LocalFacts } from '../../core/workflow/github-context.js';
/** The checkout `baton run` starts in: the facts for the `github` context, and the work tree's top directory. */
export interface Checkout {
    facts: LocalFacts;
    /** The top directory of the git work tree holding `cwd`, or null outside one (or without git). */
    root: string | null;
}
/**
 * Facts about the local checkout for the `github` context: the repository from the `origin` remote (else
 * `local/` and the name of the work tree's top directory, or outside git of `cwd`), the
 * commit and branch, the actor; and the work tree's top directory. Best effort: outside a git repository,
 * or without git, the defaults stand. Never rejects. git runs with `env`, the run's, as its steps do: the
 * actor and remote they would see (GIT_CONFIG_*, HOME), the git on its PATH.
 *
 * Four git processes, run at once (a fifth only on a branch with no commit yet): each is a fork of baton's
 * process, which costs milliseconds of its main thread at the start of every run.
 */
export declare function gitCheckout(cwd: string, env: Record<string, string | undefined>): Promise<Checkout>;
/** The facts of HEAD's commit from `git log --format=COMMIT_FORMAT`; none when it is not that shape. */
export declare function headFacts(stdout: string): Pick<LocalFacts, 'parentSha' | 'tags' | 'commit'>;
/**
 * `owner/name` from `git@github.com:owner/name.git` or `https://github.com/owner/name`; null when the remote
 * names none GitHub allows (`/home/me/My Repos/app`).
 */
export declare function repositoryFromRemote(url: string): string | null;
/**
 * The text of `path` (relative to the repository's root) at commit `sha` in the git repository at `cwd`, or
 * null: no git, no such commit, no such file. At most `maxBytes` (a larger file is null too). git runs with
 * `env`, the run's (its PATH, GIT_DIR, config), as the run's steps do.
 */
export declare function fileAtCommit(cwd: string, env: Record<string, string | undefined>, sha: string, path: string, maxBytes: number): Promise<string | null>;
