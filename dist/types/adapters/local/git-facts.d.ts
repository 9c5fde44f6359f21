import type { LocalFacts } from '../../core/workflow/github-context.js';
/**
 * Facts about the local checkout for the `github` context: the repository from the `origin` remote, the
 * commit and branch, the actor. Best effort: outside a git repository, or without git, the defaults stand.
 */
export declare function gitFacts(cwd: string, env: Record<string, string | undefined>): Promise<LocalFacts>;
/** The top directory of the git work tree holding `cwd`, or null outside one (or without git). */
export declare function gitRoot(cwd: string): Promise<string | null>;
/** `owner/name` from `git@github.com:owner/name.git` or `https://github.com/owner/name`. */
export declare function repositoryFromRemote(url: string): string | null;
