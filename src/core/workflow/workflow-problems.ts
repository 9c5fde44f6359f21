import type { Problem } from '../problem.js';
import type { Position, Workflow } from './model.js';

/** Problem codes of a workflow file. */
export const WORKFLOW_PROBLEM = {
  invalid: 'workflow-invalid',
  expression: 'expression-invalid',
  needsUnknown: 'needs-unknown',
  needsCycle: 'needs-cycle',
} as const;

/** `file:line:column` of a position. */
export function where(fileName: string, position: Position | null): string {
  return position && position.line > 0 ? `${fileName}:${position.line}:${position.column}` : fileName;
}

/**
 * A step's `uses:` GitHub refuses the file for (its workflow parser, WorkflowTemplateConverter.cs): other
 * than `docker://…`, `./path` or `.\\path`, it must be `{org}/{repo}[/path]@ref` — one `@`, an owner, a
 * repository and a ref. `uses: actions/checkout` is not run without a ref there; said as GitHub says it.
 */
export function usesProblems(workflow: Workflow): Problem[] {
  const problems: Problem[] = [];
  for (const job of workflow.jobs) {
    for (const step of job.steps) {
      const uses = step.uses?.text;
      if (uses === undefined || wellFormedUses(uses)) continue;
      const [name = '', ...refs] = uses.split('@');
      const fix =
        refs.length <= 1 && name.split(/[/\\]/).filter((segment) => segment !== '').length >= 2
          ? `name the commit it runs: ${name}@<40-hex commit sha>`
          : 'an action is {owner}/{repo}[/path]@ref, ./path (one of this repository) or docker://image';
      problems.push({
        code: WORKFLOW_PROBLEM.invalid,
        severity: 'error',
        path: where(workflow.fileName, step.uses?.position ?? step.position),
        message: `Expected format {org}/{repo}[/path]@ref. Actual '${uses}': GitHub refuses the workflow; ${fix}`,
      });
    }
  }
  return problems;
}

/** Whether GitHub takes a step's `uses:` as written (see usesProblems). */
export function wellFormedUses(uses: string): boolean {
  if (uses.startsWith('docker://') || uses.startsWith('./') || uses.startsWith('.\\')) return true;
  const parts = uses.split('@');
  const path = (parts[0] ?? '').split(/[/\\]/).filter((segment) => segment !== '');
  return parts.length === 2 && path.length >= 2 && parts[1] !== '';
}

/**
 * Unknown `needs` (naming the jobs that exist) and cycles (naming the whole cycle: `a → b → c → a`, at
 * the `needs` entry that closes it). Each cycle is reported once.
 */
export function needsProblems(workflow: Workflow): Problem[] {
  const problems: Problem[] = [];
  const jobs = new Map(workflow.jobs.map((job) => [job.id, job]));
  const known = workflow.jobs.map((job) => job.id);
  for (const job of workflow.jobs) {
    for (const need of job.needs) {
      if (!jobs.has(need.id)) {
        problems.push({
          code: WORKFLOW_PROBLEM.needsUnknown,
          severity: 'error',
          path: where(workflow.fileName, need.position),
          message: `job '${job.id}' needs '${need.id}', which is not a job in this workflow; jobs: ${known.join(', ')}`,
        });
      }
    }
  }

  const state = new Map<string, 'active' | 'done'>();
  const stack: string[] = [];
  const reported = new Set<string>();
  const visit = (id: string): void => {
    state.set(id, 'active');
    stack.push(id);
    const job = jobs.get(id);
    for (const need of job?.needs ?? []) {
      if (!jobs.has(need.id)) continue;
      const seen = state.get(need.id);
      if (seen === 'active') {
        const cycle = stack.slice(stack.indexOf(need.id));
        const key = canonicalCycle(cycle);
        if (!reported.has(key)) {
          reported.add(key);
          const chain = cycle.map((from, i) => `${from} needs ${cycle[(i + 1) % cycle.length]}`);
          problems.push({
            code: WORKFLOW_PROBLEM.needsCycle,
            severity: 'error',
            path: where(workflow.fileName, need.position),
            message: `needs form a cycle: ${[...cycle, cycle[0]].join(' → ')} (${chain.join(', ')}); remove one of these needs`,
          });
        }
      } else if (seen === undefined) {
        visit(need.id);
      }
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const job of workflow.jobs) if (!state.has(job.id)) visit(job.id);
  return problems;
}

function canonicalCycle(cycle: string[]): string {
  const sorted = [...cycle].sort();
  return sorted.join('\0');
}
