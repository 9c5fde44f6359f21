import { type CalledWorkflows } from '../../core/workflow/called-workflow.js';
import type { Workflow } from '../../core/workflow/model.js';
/**
 * Every local reusable workflow a workflow calls (`uses: ./.github/workflows/<file>.yml`), and those they
 * call, read from the repository at `root` and parsed, each once: what `buildPlan` expands the calls with.
 * One that cannot be read is kept as why, for the plan to say at the call.
 */
export declare function readCalledWorkflows(root: string, workflow: Workflow, parse: (text: string, fileName: string) => Promise<Workflow>): Promise<CalledWorkflows>;
