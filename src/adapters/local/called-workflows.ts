import { resolve } from 'node:path';
import { LIMITS } from '../../core/names.js';
import { isStageWorkflowRef } from '../../core/workflow/baton-actions.js';
import { type CalledWorkflows, localWorkflowPath } from '../../core/workflow/called-workflow.js';
import type { Workflow } from '../../core/workflow/model.js';
import { readRegularFileSync } from './read-regular-file.js';
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
      if (path.includes('\\')) {
        found.set(path, { unreadable: `${path}: a workflow path holds no \\; GitHub's paths use /` });
        continue;
      }
      const text = readCalledText(root, path);
      if (typeof text !== 'string') {
        found.set(path, text);
        continue;
      }
      const parsed = await parse(text, path);
      found.set(path, parsed);
      pending.push(parsed);
    }
  }
  return found;
}

/**
 * A called workflow's text, read as GitHub reads a workflow file (workflow-file.ts): never through a link,
 * nor a FIFO or a device, nor more than 1 MiB; else why it cannot be read, said at the call.
 */
function readCalledText(root: string, path: string): string | { unreadable: string } {
  try {
    const read = readRegularFileSync(resolve(root, path), LIMITS.workflowFileBytes);
    switch (read.kind) {
      case 'file':
        return new TextDecoder().decode(read.bytes);
      case 'missing':
        // Said with the root it was looked for in: a caller's root (runWorkflow's repositoryRoot) may not be
        // where they think.
        return { unreadable: `${path}: no such file in ${resolve(root)}` };
      case 'not-regular':
        return {
          unreadable: `${path}: is ${read.what}, not a regular file; a called workflow must be a file of the repository`,
        };
      case 'too-large':
        return {
          unreadable: `${path}: is ${read.size} bytes, more than the ${LIMITS.workflowFileBytes} (1 MiB) a workflow file may be`,
        };
    }
  } catch (error) {
    return { unreadable: `${path}: ${unreadableFile(path, error).message}` };
  }
}
