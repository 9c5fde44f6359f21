import type { CalledWorkflows } from '../../core/workflow/called-workflow.js';
import { type LocalFacts } from '../../core/workflow/github-context.js';
import type { ActionAt, Workflow } from '../../core/workflow/model.js';
import type { PlanOptions } from '../../core/workflow/plan.js';
import { type Checkout } from './git-facts.js';
/**
 * Git's facts of the checkout at `cwd`, unless `known` holds every one git tells (then undefined: git is not
 * asked). Never rejects: outside git, or without it, the defaults stand.
 */
export declare function askGit(cwd: string, env: Record<string, string | undefined>, known: Partial<LocalFacts>): Promise<Checkout> | undefined;
/**
 * The local reusable workflows a workflow calls (and those they call), read from the repository's root as
 * GitHub reads them, each parsed as the run parses it: `uses: ./path` naming the project's own action runs
 * as that action.
 */
export declare function readProjectCalls(root: string, workflow: Workflow, actionAt: (path: string) => ActionAt): Promise<CalledWorkflows>;
/** The facts and readers `buildPlan` takes from the project (see localPlanOptions). */
export interface LocalPlanOptions extends Pick<PlanOptions, 'loadAction' | 'calledWorkflows' | 'readFile'> {
    facts: LocalFacts;
}
/**
 * The plan's options that come from the project, as `baton run` gives them: the facts (git's, under those
 * the caller knows, under the repository the event payload names; the workspace is `cwd`), and how the plan
 * reads the composite actions of the repository, its prompt files and the workflows it calls.
 *
 * @param known facts the caller knows (a stored run's sha, say), over git's
 * @param checkout what askGit said (undefined when it was not asked)
 * @param payload the event payload given (null for the trigger's default one)
 */
export declare function localPlanOptions({ cwd, known, checkout, payload, actionAt, calledWorkflows, }: {
    cwd: string;
    known: Partial<LocalFacts>;
    checkout: Checkout | undefined;
    payload: Record<string, unknown> | null;
    actionAt: (path: string) => ActionAt;
    calledWorkflows: CalledWorkflows;
}): LocalPlanOptions;
