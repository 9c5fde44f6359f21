import type { ActionAt, LocalAction, Workflow } from '../../core/workflow/model.js';
/**
 * Parse and validate a workflow file with GitHub's own parser (`@actions/workflow-parser`): the schema,
 * expressions and the contexts each field may use are checked exactly as GitHub checks them. Never throws
 * for a bad file: everything wrong is in `problems`, each with `file:line:column`, and the model holds
 * whatever could be read. Unknown `needs` and cycles are reported by baton itself so that a cycle is
 * named (`a → b → a`) and a job that merely depends on a cycle is not blamed for it.
 */
/** How to read a workflow or an action of a project. */
export interface ReadOptions {
    /**
     * What the project holds at the path `uses: ./path` names (see Step.ownAction, Step.actionMissing).
     * Without it, `./`, `./prepare`, `./capture` and `./report` are baton's actions, as in baton's repository.
     */
    actionAt?: (path: string) => ActionAt;
}
export declare function parseWorkflow(text: string, fileName: string, options?: ReadOptions): Promise<Workflow>;
/**
 * Read a local action's `action.yml` with GitHub's own parser and schema (`@actions/workflow-parser`): a
 * composite action's inputs, outputs and steps, read as a workflow's steps are; any other by its `using`.
 * Throws a UserError (`action-invalid`) listing, at `file:line:col`, what GitHub would refuse.
 */
export declare function parseActionFile(text: string, fileName: string, directory: string, options?: ReadOptions): LocalAction;
