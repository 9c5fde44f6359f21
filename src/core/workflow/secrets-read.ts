import type { ExpressionEngine } from '../ports.js';
import type { ValueMap, Workflow, WorkflowValue } from './model.js';
import { where } from './workflow-problems.js';

/**
 * The secrets a workflow reads (`secrets.NAME`, `secrets['NAME']`), where GitHub lets it read them: the
 * `env:` maps, a step's `with:` and `run:`, and a call's `secrets:`. Each by its name upper-cased (GitHub
 * compares secret names without case), with where it is first read; `GITHUB_TOKEN`, which every run has,
 * is left out.
 */
export function secretsRead(workflow: Workflow, expressions: ExpressionEngine): Map<string, string> {
  const read = new Map<string, string>();
  const note = (value: WorkflowValue | null) => {
    if (value === null || value.expression === null) return;
    for (const path of expressions.facts(value.expression).paths) {
      const name = path[0] === 'secrets' ? path[1]?.toUpperCase() : undefined;
      if (name === undefined || name === '*' || name === 'GITHUB_TOKEN' || read.has(name)) continue;
      read.set(name, where(workflow.fileName, value.position));
    }
  };
  const noteAll = (map: ValueMap) => {
    for (const value of Object.values(map)) note(value);
  };
  noteAll(workflow.env);
  for (const job of workflow.jobs) {
    noteAll(job.env);
    if (job.secrets !== 'inherit') noteAll(job.secrets);
    for (const step of job.steps) {
      noteAll(step.env);
      noteAll(step.with);
      note(step.run);
    }
  }
  return read;
}
