import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type LintFinding, lintRun, lintWorkflow, runWarnings } from '../../src/core/lint/index.js';
import { expandCalls } from '../../src/core/workflow/called-workflow.js';
import type { Workflow } from '../../src/core/workflow/index.js';
import { expressions, parseWorkflow } from './workflow-language.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/lint/', import.meta.url));

/** Lint `test/fixtures/lint/<name>` as `baton lint` would; findings name the file as `<name>`. */
export async function lintFixture(
  name: string,
  options: { readFile?: (path: string) => string | null } = {},
) {
  const source = await readFile(`${FIXTURES}${name}`, 'utf8');
  return lintWorkflow(await parseWorkflow(source, name), expressions, options);
}

/** Lint workflow text given inline. */
export async function lintText(source: string, name = 'workflow.yml'): Promise<LintFinding[]> {
  return lintWorkflow(await parseWorkflow(source, name), expressions);
}

/** `line:column rule` of each finding: compact enough to assert a whole file's findings at once. */
export function where(findings: LintFinding[]): string[] {
  return findings.map((f) => `${f.line}:${f.column} ${f.rule}`);
}

/** One read-only job holding `steps` (YAML, indented for a job's steps), so only the rule under test speaks. */
export function workflowWith(steps: string): string {
  return `on: workflow_dispatch
permissions:
  contents: read
jobs:
  fix:
    runs-on: ubuntu-latest
    steps:
${steps}`;
}

/** Lint a workflow and the local workflows it calls (by repository path) as `baton lint` does: calls expanded. */
export async function lintCalls(
  caller: string,
  called: Record<string, string>,
  /** `run`: the warnings `baton run` gives before it starts (runWarnings), not every finding. */
  as: 'lint' | 'run' = 'lint',
): Promise<LintFinding[]> {
  const root = await parseWorkflow(caller, '.github/workflows/ci.yml');
  const files = new Map<string, Workflow>();
  for (const [path, text] of Object.entries(called)) files.set(path, await parseWorkflow(text, path));
  const expanded = expandCalls(root, files, null, []);
  return as === 'run'
    ? runWarnings(root, expressions, { called: files, expanded })
    : lintRun(root, files, expanded, expressions);
}
