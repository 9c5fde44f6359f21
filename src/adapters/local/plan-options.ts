import { LIMITS } from '../../core/names.js';
import type { CalledWorkflows } from '../../core/workflow/called-workflow.js';
import { eventRepository, type LocalFacts, UNKNOWN_FACTS } from '../../core/workflow/github-context.js';
import type { ActionAt, Workflow } from '../../core/workflow/model.js';
import type { PlanOptions } from '../../core/workflow/plan.js';
import { parseActionFile, parseWorkflow } from '../github/workflow-parser.js';
import { readCalledWorkflows } from './called-workflows.js';
import { type Checkout, gitCheckout } from './git-facts.js';
import { localActions } from './local-action.js';
import { readWorkspaceTextSync } from './workspace.js';

/**
 * What `buildPlan` reads of the project and of this machine, read as `baton run` reads it: `baton run`
 * (run-workflow.ts) and `baton render --workflow` both plan with these, so that what the render says a job's
 * upstream stages are is what the run records.
 */

/** What git tells about the checkout; `workspace` is always the run's directory. */
const FACT_KEYS = ['repository', 'sha', 'ref', 'actor'] as const;

/**
 * Git's facts of the checkout at `cwd`, unless `known` holds every one git tells (then undefined: git is not
 * asked). Never rejects: outside git, or without it, the defaults stand.
 */
export function askGit(
  cwd: string,
  env: Record<string, string | undefined>,
  known: Partial<LocalFacts>,
): Promise<Checkout> | undefined {
  return FACT_KEYS.every((key) => known[key] !== undefined) ? undefined : gitCheckout(cwd, env);
}

/**
 * The local reusable workflows a workflow calls (and those they call), read from the repository's root as
 * GitHub reads them, each parsed as the run parses it: `uses: ./path` naming the project's own action runs
 * as that action.
 */
export function readProjectCalls(
  root: string,
  workflow: Workflow,
  actionAt: (path: string) => ActionAt,
): Promise<CalledWorkflows> {
  return readCalledWorkflows(root, workflow, (source, name) => parseWorkflow(source, name, { actionAt }));
}

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
export function localPlanOptions({
  cwd,
  known,
  checkout,
  payload,
  actionAt,
  calledWorkflows,
}: {
  cwd: string;
  known: Partial<LocalFacts>;
  checkout: Checkout | undefined;
  payload: Record<string, unknown> | null;
  actionAt: (path: string) => ActionAt;
  calledWorkflows: CalledWorkflows;
}): LocalPlanOptions {
  const fromGit = checkout?.facts;
  const repository = eventRepository(payload);
  return {
    facts: {
      ...UNKNOWN_FACTS,
      // What git says of its HEAD (parent, tags, message) is not of another commit the caller names.
      ...(known.sha === undefined || known.sha === fromGit?.sha ? fromGit : withoutHeadFacts(fromGit)),
      ...known,
      ...(repository ? { repository } : {}),
      workspace: cwd,
    },
    // As the run reads it when the step starts; one that cannot be read leaves its job's stages open.
    loadAction: localActions(cwd, (source, file, directory) =>
      parseActionFile(source, file, directory, { actionAt }),
    ),
    calledWorkflows,
    // As the run reads it (local-executor.ts): inside the workspace, through no link, at most 1 MiB.
    readFile: (file) => readWorkspaceTextSync(cwd, file, LIMITS.templateBytes),
  };
}

/** Git's facts without those of its HEAD commit, when the caller names another commit. */
function withoutHeadFacts(facts: LocalFacts | undefined): Partial<LocalFacts> | undefined {
  if (facts === undefined) return undefined;
  const { parentSha: _parent, tags: _tags, commit: _commit, ...rest } = facts;
  return rest;
}
