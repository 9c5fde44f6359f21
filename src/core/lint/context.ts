import type { ExpressionEngine } from '../ports.js';
import type { LocalAction, Workflow } from '../workflow/index.js';
import type { LintFinding } from './finding.js';
import type { SourceLocator } from './locate.js';
import type { LintRun } from './run-facts.js';

/** What every lint rule is given. */
export interface LintContext {
  workflow: Workflow;
  /** The workflow file as messages name it. */
  file: string;
  locator: SourceLocator;
  /** What the rules read from `${{ }}` expressions: the context paths and comparisons in them. */
  expressions: ExpressionEngine;
  /**
   * Reads a file of the repository (a `prompt-file`), or returns null when it cannot. Absent in pure
   * callers: prompt files are then not checked.
   */
  readFile?: (path: string) => string | null;
  /**
   * Reads a composite action of the repository (`uses: ./path`), or returns null when it cannot. Absent in
   * pure callers: the actions' steps are then not checked.
   */
  loadAction?: (path: string) => LocalAction | null;
  /**
   * Why the repository's action at `path` is not one GitHub would run (its action.yml breaks GitHub's
   * schema), or null (it is one, or it could not be found). Absent in pure callers.
   */
  actionProblem?: (path: string) => string | null;
  /**
   * The workflow's place in a run whose local calls are expanded (`baton run`'s view): absent when the file
   * is checked on its own.
   */
  run?: LintRun;
}

export type LintRuleCheck = (context: LintContext) => LintFinding[];
