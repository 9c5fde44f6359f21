import type { ExpandedJob } from '../workflow/called-workflow.js';
import { ownJobId, withCalledJobs } from '../workflow/called-workflow.js';
import type { Job, Workflow } from '../workflow/index.js';
import type { EffectivePermissions } from './workflow-facts.js';

/**
 * A workflow file as `baton run` sees it inside a run whose local calls (`uses: ./.github/workflows/x.yml`)
 * are expanded: which jobs of the run come before each of its jobs (a called job after its caller's needs,
 * a job after a call after the called jobs), what token its caller gives it, and what of its inputs is
 * attacker text.
 */

/** A job of the run, as written in its file. */
export interface LintRunJob {
  /** Its id in the run: `fix` at the top, `fix/patch` in the workflow `fix` calls. */
  id: string;
  job: Job;
  workflow: Workflow;
  calledBy: string | null;
}

export interface LintRun {
  /** Where this file's jobs are in the run: `''` at the top, `fix/` in the workflow the job `fix` calls. */
  prefix: string;
  jobs: ReadonlyMap<string, LintRunJob>;
  /**
   * The jobs whose stages a prompt of the job `id` may read, as the plan has them: the jobs it needs
   * (directly or not), those its callers need, and the jobs of each call among them.
   */
  stageUpstream: (id: string) => LintRunJob[];
  /**
   * The permissions the call gives this file's jobs that set none (nor their file): the calling job's, else
   * its workflow's, else its own caller's; null at the top, or when no caller sets any.
   */
  inherited: { permissions: EffectivePermissions; from: string } | null;
  /** The top workflow's `on:` events: a called workflow runs on its caller's event. */
  triggers: ReadonlySet<string>;
  /** Inputs (lower case) of this file that its call gives attacker text (`with: { title: ${{ github.event.issue.title }} }`). */
  taintedInputs: ReadonlySet<string>;
}

/** The jobs of the run with the job of each as its own file has it (not the stage-workflow rewrite). */
export function runJobsOf(
  root: Workflow,
  expanded: readonly ExpandedJob[],
  fileOf: (path: string) => Workflow | undefined,
): Map<string, LintRunJob> {
  const jobs = new Map<string, LintRunJob>();
  for (const entry of expanded) {
    const caller = entry.calledBy === null ? undefined : expanded.find((e) => e.id === entry.calledBy);
    const workflow = caller?.call ? (fileOf(caller.call.path) ?? entry.workflow) : root;
    const job = workflow.jobs.find((j) => j.id === ownJobId(entry.id)) ?? entry.job;
    jobs.set(entry.id, { id: entry.id, job, workflow, calledBy: entry.calledBy });
  }
  return jobs;
}

/** `stageUpstream` of LintRun, from the expanded jobs. */
export function stageUpstreamOf(
  expanded: readonly ExpandedJob[],
  jobs: ReadonlyMap<string, LintRunJob>,
): (id: string) => LintRunJob[] {
  const byId = new Map(expanded.map((entry) => [entry.id, entry]));
  const upstreamIds = (id: string): string[] => {
    const entry = byId.get(id);
    if (entry === undefined) return [];
    return [...(entry.calledBy === null ? [] : upstreamIds(entry.calledBy)), ...entry.upstream];
  };
  // A call's stages are its called jobs' (and theirs, for a call inside it).
  return (id) =>
    [...new Set(withCalledJobs(upstreamIds(id), (each) => byId.get(each)?.call))]
      .map((each) => jobs.get(each))
      .filter((job): job is LintRunJob => job !== undefined);
}
