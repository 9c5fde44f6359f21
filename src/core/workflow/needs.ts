import { UserError } from '../errors.js';
import type { Job, Workflow } from './model.js';

/**
 * The id among `ids` that `name` names, ignoring case, or undefined. GitHub resolves `needs:` so
 * (WorkflowTemplateConverter.ConvertToJobs compares with OrdinalIgnoreCase): `needs: build` is job `Build`.
 * Job ids are ASCII letters, digits, `_` and `-`, and GitHub's parser refuses two that differ only in case.
 */
export function jobIdNamed(ids: Iterable<string>, name: string): string | undefined {
  const folded = foldAscii(name);
  for (const id of ids) if (id === name) return id;
  for (const id of ids) if (foldAscii(id) === folded) return id;
  return undefined;
}

/**
 * The jobs with each `needs` entry spelled as the id of the job it names (`needs: build` → `Build`), so that
 * everything after compares job ids exactly; an entry that names no job is left as written.
 */
export function withNeedsResolved(jobs: readonly Job[]): Job[] {
  const ids = jobs.map((job) => job.id);
  return jobs.map((job) => {
    if (job.needs.every((need) => ids.includes(need.id))) return job;
    return { ...job, needs: job.needs.map((need) => ({ ...need, id: jobIdNamed(ids, need.id) ?? need.id })) };
  });
}

/** ASCII letters in lower case, nothing else changed: as .NET's OrdinalIgnoreCase treats a job id. */
function foldAscii(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The job with this id (ignoring case, as GitHub's `needs:`), or a UserError naming the jobs that exist. */
export function findJob(workflow: Workflow, jobId: string): Job {
  const id = jobIdNamed(
    workflow.jobs.map((j) => j.id),
    jobId,
  );
  const job = workflow.jobs.find((j) => j.id === id);
  if (!job) {
    throw new UserError(
      'job-unknown',
      `no job '${jobId}' in ${workflow.fileName}; jobs: ${workflow.jobs.map((j) => j.id).join(', ')}`,
    );
  }
  return job;
}

/**
 * Every job `jobId` needs, directly or not, in file order. This is what "upstream" means (DESIGN §5):
 * decided by the workflow, never by timing. Unknown needs are left out (the workflow's problems name
 * them) and a cycle does not loop.
 */
export function transitiveNeeds(workflow: Workflow, jobId: string): string[] {
  const target = findJob(workflow, jobId).id;
  const found = walkNeeds(new Map(workflow.jobs.map((job) => [job.id, job])), target);
  return workflow.jobs.map((job) => job.id).filter((id) => found.has(id));
}

/**
 * `transitiveNeeds` of every job at once, by job id. In needs order, each job's set is made from those of
 * the jobs it needs: a long chain costs one pass, not a walk per job. A job on or after a cycle (a workflow
 * the plan rejects) is left out of that order and walked on its own.
 */
export function upstreamOfEveryJob(workflow: Workflow): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const job of jobsInNeedsOrder(workflow)) {
    const found = new Set<string>();
    for (const need of job.needs) {
      // Everything a job in this order needs came before it; an unknown need has no set.
      const up = sets.get(need.id);
      if (!up) continue;
      found.add(need.id);
      for (const id of up) found.add(id);
    }
    sets.set(job.id, found);
  }
  const byId = new Map(workflow.jobs.map((job) => [job.id, job]));
  const ids = workflow.jobs.map((job) => job.id);
  return new Map(
    ids.map((id) => {
      const found = sets.get(id) ?? walkNeeds(byId, id);
      return [id, ids.filter((other) => found.has(other))];
    }),
  );
}

/** The jobs `jobId` needs, directly or not: unknown ones left out, `jobId` itself never in it. */
function walkNeeds(byId: Map<string, Job>, jobId: string): Set<string> {
  const found = new Set<string>();
  const pending = [...(byId.get(jobId)?.needs.map((n) => n.id) ?? [])];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id) || id === jobId) continue;
    const job = byId.get(id);
    if (!job) continue;
    found.add(id);
    pending.push(...job.needs.map((n) => n.id));
  }
  return found;
}

/** Jobs in an order where each comes after everything it needs (file order among equals). */
export function jobsInNeedsOrder(workflow: Workflow): Job[] {
  const done = new Set<string>();
  const ordered: Job[] = [];
  const known = new Set(workflow.jobs.map((job) => job.id));
  let progress = true;
  while (progress && ordered.length < workflow.jobs.length) {
    progress = false;
    for (const job of workflow.jobs) {
      if (done.has(job.id)) continue;
      if (job.needs.every((n) => done.has(n.id) || !known.has(n.id))) {
        done.add(job.id);
        ordered.push(job);
        progress = true;
      }
    }
  }
  return ordered;
}

/**
 * How job `from` comes after job `to`: the needs that say so, `[from, …, to]`, each needing the next (the
 * fewest); null when `from` does not need `to`, directly or not. A prompt of `to` cannot read `from`, and
 * adding `from` to `to`'s needs would make a cycle.
 */
export function needsPath(
  workflow: { jobs: ReadonlyArray<{ id: string; needs: ReadonlyArray<{ id: string }> }> },
  from: string,
  to: string,
): string[] | null {
  const byId = new Map(workflow.jobs.map((job) => [job.id, job]));
  const previous = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const need of byId.get(id)?.needs ?? []) {
      if (previous.has(need.id) || !byId.has(need.id)) continue;
      previous.set(need.id, id);
      if (need.id === to) {
        const path = [to];
        for (let at = id; at !== from; at = previous.get(at) as string) path.unshift(at);
        return [from, ...path];
      }
      queue.push(need.id);
    }
  }
  return null;
}

/** `fix needs build, build needs investigate`: a needsPath said as the needs that make it. */
export function describeNeedsPath(path: readonly string[]): string {
  return path
    .slice(0, -1)
    .map((id, i) => `${id} needs ${path[i + 1]}`)
    .join(', ');
}
