import { UserError } from '../errors.js';
import type { Job, Workflow } from './model.js';

/** The job with this id, or a UserError naming the jobs that exist. */
export function findJob(workflow: Workflow, jobId: string): Job {
  const job = workflow.jobs.find((j) => j.id === jobId);
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
  const byId = new Map(workflow.jobs.map((job) => [job.id, job]));
  const found = new Set<string>();
  const pending = [...findJob(workflow, jobId).needs.map((n) => n.id)];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id) || id === jobId) continue;
    const job = byId.get(id);
    if (!job) continue;
    found.add(id);
    pending.push(...job.needs.map((n) => n.id));
  }
  return workflow.jobs.map((job) => job.id).filter((id) => found.has(id));
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
