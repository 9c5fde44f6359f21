import type { ExpressionEngine } from '../ports.js';
import type { Workflow } from './model.js';
/** A secret the workflow reads that the run was not given. */
export interface SecretNotGiven {
    /** Upper-cased, as GitHub compares secret names. */
    name: string;
    /** `file:line:col` of its first read that has no fallback, or of its first read when all have one. */
    where: string;
    /**
     * Whether every read falls back with `||` to something that can hold a value here
     * (`secrets.X || 'default'`, `secrets.X || vars.Y` with `--var Y`): not a falsy literal, nor only what is
     * empty in this run (secrets and variables not given, `github.token`).
     */
    fallsBack: boolean;
}
/**
 * The secrets a workflow reads (`secrets.NAME`, `secrets['NAME']`) that `given` (upper-cased names) does not
 * hold, where GitHub lets it read them: the `env:` maps, a step's `with:` and `run:`, and a call's
 * `secrets:`. In the order first read; `GITHUB_TOKEN`, which every run on GitHub has, is left out.
 */
export declare function secretsNotGiven(workflow: Workflow, expressions: ExpressionEngine, given: ReadonlySet<string>, 
/** The variables the run has (`--var`) with a value, upper-cased: any other `vars.NAME` is empty in it. */
givenVars: ReadonlySet<string>): SecretNotGiven[];
