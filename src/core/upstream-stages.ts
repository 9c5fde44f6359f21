import type { UpstreamStage } from './stage/stage-spec.js';
import type { Workflow } from './workflow/model.js';
import { transitiveNeeds } from './workflow/needs.js';

/**
 * Which stages are upstream of a job on GitHub (DESIGN §5): those of the jobs it transitively `needs`,
 * decided by the workflow file, never by which artifacts happen to exist. A job's stages are its job id, its
 * matrix legs (`review-security`: the job id, `-`, the leg's values) and any literal `stage:` its steps give.
 *
 * The action cannot expand a matrix whose values come from expressions, so the candidates are what the
 * run's records and the prompt template name; each is kept only when the workflow says an upstream job
 * owns it. A record read later must also name that job (`record.job`), which the caller checks.
 */
export function upstreamStagesOf(options: {
  workflow: Workflow;
  /** The job this stage runs in (GITHUB_JOB). */
  job: string;
  /** Stage ids that have records in this run. */
  recorded: readonly string[];
  /** Stage ids the prompt template refers to (`stages.<id>`). */
  referenced: readonly string[];
}): UpstreamStage[] {
  const { workflow } = options;
  const upstreamJobs = new Set(transitiveNeeds(workflow, options.job));
  const jobIds = workflow.jobs.map((j) => j.id);

  // Literal `stage:` inputs say outright which job a stage belongs to.
  const declared = new Map<string, string>();
  for (const job of workflow.jobs) {
    for (const step of job.steps) {
      const stage = step.with.stage;
      if (stage && stage.expression === null && stage.text.trim() !== '') declared.set(stage.text.trim(), job.id);
    }
  }

  /** The job owning a stage: declared, else the longest job id it equals or extends with `-`. */
  const ownerOf = (stage: string): string | undefined => {
    const owner = declared.get(stage);
    if (owner !== undefined) return owner;
    let best: string | undefined;
    for (const id of jobIds) {
      if ((stage === id || stage.startsWith(`${id}-`)) && (best === undefined || id.length > best.length)) best = id;
    }
    return best;
  };

  const candidates = new Set<string>();
  for (const job of workflow.jobs) {
    if (!upstreamJobs.has(job.id)) continue;
    const own = [...declared].filter(([, owner]) => owner === job.id).map(([stage]) => stage);
    // A job without a matrix and without a declared stage id is the stage named after it, record or not,
    // so a skipped upstream job still shows as absent rather than unknown.
    if (own.length > 0) for (const stage of own) candidates.add(stage);
    else if (job.strategy === null) candidates.add(job.id);
  }
  for (const stage of [...options.recorded, ...options.referenced]) candidates.add(stage);

  const upstream: UpstreamStage[] = [];
  for (const stage of [...candidates].sort()) {
    const owner = ownerOf(stage);
    if (owner !== undefined && upstreamJobs.has(owner)) upstream.push({ stage, job: owner });
  }
  return upstream;
}
