import type { ExpressionEngine } from '../ports.js';
import type { ExpressionFallback } from './expressions.js';
import type { ValueMap, Workflow, WorkflowValue } from './model.js';
import { where } from './workflow-problems.js';

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
export function secretsNotGiven(
  workflow: Workflow,
  expressions: ExpressionEngine,
  given: ReadonlySet<string>,
  /** The variables the run has (`--var`) with a value, upper-cased: any other `vars.NAME` is empty in it. */
  givenVars: ReadonlySet<string>,
): SecretNotGiven[] {
  const missing = (name: string | undefined): name is string =>
    name !== undefined && name !== '*' && name !== 'GITHUB_TOKEN' && !given.has(name);
  // What is empty in this run: a secret not given (GITHUB_TOKEN too, unless given), a variable not given,
  // and `github.token`, which no local run has.
  const emptyHere = (path: readonly string[]) => {
    if (path[0] === 'github') return path[1] === 'token' && path.length === 2;
    if (path[0] === 'vars')
      return path[1] !== undefined && path[1] !== '*' && !givenVars.has(path[1].toUpperCase());
    if (path[0] !== 'secrets') return false;
    const name = path[1]?.toUpperCase();
    return name === 'GITHUB_TOKEN' ? !given.has(name) : missing(name);
  };
  // A fallback holds something unless it is falsy literals and what is empty here, all of them.
  const holds = (fallback: ExpressionFallback) =>
    fallback === 'other' || fallback.some((path) => !emptyHere(path));

  const read = new Map<string, SecretNotGiven>();
  const note = (value: WorkflowValue | null) => {
    if (value === null || value.expression === null) return;
    const facts = expressions.facts(value.expression);
    facts.paths.forEach((path, i) => {
      const name = path[0] === 'secrets' ? path[1]?.toUpperCase() : undefined;
      if (!missing(name)) return;
      const fallsBack = holds(facts.fallbacks[i] ?? []);
      const known = read.get(name);
      if (known === undefined)
        read.set(name, { name, where: where(workflow.fileName, value.position), fallsBack });
      else if (known.fallsBack && !fallsBack)
        read.set(name, { name, where: where(workflow.fileName, value.position), fallsBack });
    });
  };
  const noteAll = (map: ValueMap) => {
    for (const value of Object.values(map)) note(value);
  };
  noteAll(workflow.env);
  for (const job of workflow.jobs) {
    noteAll(job.env);
    if (job.secrets !== 'inherit') noteAll(job.secrets);
    for (const step of job.steps) {
      noteAll(step.env);
      noteAll(step.with);
      note(step.run);
    }
  }
  return [...read.values()];
}
