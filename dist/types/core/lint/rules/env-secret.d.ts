import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
/**
 * `env-secret-whole-only`: an `env:` value of a baton step (the workflow's, its job's or its own) built
 * around a secret in a way its value does not tell apart (`format('Bearer {0}', secrets.X)`, two `${{ }}` with
 * no text between). On GitHub baton redacts such a value whole, not the secret inside it on its own, and its
 * log says so; `baton run --secret X` redacts the secret itself, so a local run would hide the difference.
 */
export declare function checkEnvSecrets({ workflow, file }: LintContext): LintFinding[];
