import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isStageWorkflowRef } from '../../core/workflow/baton-actions.js';
import { type CalledWorkflows, localWorkflowPath } from '../../core/workflow/called-workflow.js';
import type { Workflow } from '../../core/workflow/model.js';
import { unreadableFile } from './unreadable-file.js';

/**
 * Every local reusable workflow a workflow calls (`uses: ./.github/workflows/<file>.yml`), and those they
 * call, read from the repository at `root` and parsed, each once: what `buildPlan` expands the calls with.
 * One that cannot be read is kept as why, for the plan to say at the call.
 */
export async function readCalledWorkflows(
  root: string,
  workflow: Workflow,
  parse: (text: string, fileName: string) => Promise<Workflow>,
): Promise<CalledWorkflows> {
  const found = new Map<string, Workflow | { unreadable: string }>();
  const pending = [workflow];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const job of next.jobs) {
      if (job.uses === null || isStageWorkflowRef(job.uses.text)) continue;
      const path = localWorkflowPath(job.uses.text);
      // Not a file GitHub would call: the plan says so at the call.
      if (path === null || found.has(path) || !path.startsWith('.github/workflows/')) continue;
      let text: string;
      try {
        text = await readFile(resolve(root, path), 'utf8');
      } catch (error) {
        found.set(path, { unreadable: `${path}: ${unreadableFile(path, error).message}` });
        continue;
      }
      const parsed = await parse(text, path);
      found.set(path, parsed);
      pending.push(parsed);
    }
  }
  return found;
}
