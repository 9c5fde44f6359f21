import { parse as parseYaml } from 'yaml';

/**
 * A workflow file read with a plain YAML parse, as a step on GitHub reads the run's own: the run is executing
 * it, so GitHub has validated it already, and a step does not pay for loading the full workflow parser.
 * Its top mapping and its `jobs:` mapping; null when the text is not a workflow.
 */
export function readWorkflowYaml(
  text: string,
): { root: Record<string, unknown>; jobs: Record<string, unknown> } | null {
  let root: unknown;
  try {
    root = parseYaml(text, { maxAliasCount: 100 });
  } catch {
    return null;
  }
  if (!isMap(root) || !isMap(root.jobs)) return null;
  return { root, jobs: root.jobs };
}

/** A YAML mapping, as the plain parse gives it. */
export function isMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
