import { resolve } from 'node:path';
import { LIMITS } from '../../core/names.js';
import { isStageWorkflowRef } from '../../core/workflow/baton-actions.js';
import { type CalledWorkflows, localWorkflowPath } from '../../core/workflow/called-workflow.js';
import type { Workflow } from '../../core/workflow/model.js';
import { readRegularFile } from './read-regular-file.js';
import { unreadableFile } from './unreadable-file.js';

/** As GitHub reads a workflow file for the action (workflow-file.ts): at most 1 MiB. */

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
      if (path.includes('\\')) {
        found.set(path, { unreadable: `${path}: a workflow path holds no \\; GitHub's paths use /` });
        continue;
      }
      let text: string;
      try {
        // Never through a link, nor a FIFO or a device, nor more than GitHub reads.
        const read = await readRegularFile(resolve(root, path), LIMITS.workflowFileBytes);
        if (read.kind === 'missing') throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
        if (read.kind === 'not-regular') {
          found.set(path, {
            unreadable: `${path}: is ${read.what}, not a regular file; a called workflow must be a file of the repository`,
          });
          continue;
        }
        if (read.kind === 'too-large') {
          found.set(path, {
            unreadable: `${path}: is ${read.size} bytes, more than the ${LIMITS.workflowFileBytes} (1 MiB) a workflow file may be`,
          });
          continue;
        }
        text = new TextDecoder().decode(read.bytes);
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
