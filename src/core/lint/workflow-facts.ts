import { type BATON_ACTIONS, INPUTS } from '../names.js';
import type { ExpressionEngine } from '../ports.js';
import { AGENT_PRESETS } from '../presets.js';
import { REPORT_MODES, type ReportMode } from '../report/report-inputs.js';
import { callsStageWorkflow, stepAction as classifyStep } from '../workflow/baton-actions.js';
import { evaluateNode, hasExpression } from '../workflow/expressions.js';
import type { Job, Position, Step, ValueMap, ValueNode, Workflow } from '../workflow/index.js';
import { matrixStageIds } from '../workflow/matrix.js';
import { matrixNode } from '../workflow/plan.js';

/**
 * Facts about a workflow that several lint rules share: which steps are baton's actions, which jobs run an
 * agent, and what token permissions a job ends up with.
 */

export type BatonAction = keyof typeof BATON_ACTIONS;

/**
 * The `mode` of a report step as written: the mode (`both` when not given), `expression` when only the run
 * knows it, or `invalid` for a literal the step refuses (which `invalid-input` reports).
 */
export function literalReportMode(step: Step): ReportMode | 'expression' | 'invalid' {
  const mode = step.with[INPUTS.mode];
  if (mode && mode.expression !== null) return 'expression';
  const text = mode?.text.trim() || 'both';
  return (REPORT_MODES as readonly string[]).includes(text) ? (text as ReportMode) : 'invalid';
}

/** Which of baton's actions a step runs (as `baton run` recognises them), or null. */
export function stepAction(step: Step): BatonAction | null {
  const action = classifyStep(step);
  return action.kind === 'baton' ? action.action : null;
}

/**
 * A job runs an agent when it has a baton stage step (the agent runs inside it) or a `prepare` step (the
 * agent runs in the steps after it).
 */
export function isAgentJob(job: Job): boolean {
  return job.steps.some((step) => {
    const action = stepAction(step);
    return action === 'stage' || action === 'prepare';
  });
}

/**
 * The inputs of each place a job renders a prompt: its baton stage and prepare steps, or the job itself
 * when it calls the reusable stage workflow.
 */
export function promptInputsOf(job: Job): ValueMap[] {
  const found: ValueMap[] = [];
  for (const step of job.steps) {
    const action = stepAction(step);
    if (action === 'stage' || action === 'prepare') found.push(step.with);
  }
  if (callsStageWorkflow(job)) found.push(job.with);
  return found;
}

/** Ids (lower case) of a job's baton stage and capture steps: the steps whose outputs carry a handoff's. */
export function batonStepIds(job: Job): Set<string> {
  const ids = new Set<string>();
  for (const step of job.steps) {
    const action = stepAction(step);
    if (step.id && (action === 'stage' || action === 'capture')) ids.add(step.id.toLowerCase());
  }
  return ids;
}

/**
 * Names (lower case) of a job's outputs set from the output `output` of one of its baton steps (say
 * `route: ${{ steps.stage.outputs.next }}`), as `needs.<job>.outputs.<name>` reads them downstream; for a
 * job calling the reusable stage workflow, the workflow's own output of that name.
 */
export function jobOutputsCarrying(job: Job, output: string, expressions: ExpressionEngine): Set<string> {
  // The reusable stage workflow has the root action's outputs, under the same names.
  if (callsStageWorkflow(job)) return new Set([output]);
  const steps = batonStepIds(job);
  const names = new Set<string>();
  for (const [name, value] of Object.entries(job.outputs)) {
    if (value.expression === null) continue;
    const carries = expressions
      .facts(value.expression)
      .paths.some((p) => p[0] === 'steps' && p[2] === 'outputs' && p[3] === output && steps.has(p[1] ?? ''));
    if (carries) names.add(name.toLowerCase());
  }
  return names;
}

/** Env var and secret names of the presets' model credentials: what an agent job may hold. */
export const MODEL_KEY_NAMES: ReadonlySet<string> = new Set(
  Object.values(AGENT_PRESETS).flatMap((preset) => preset.keyEnv.map((name) => name.toUpperCase())),
);

/** The stage ids a job's baton steps record under: their `stage` input, else the job id. */
export function stagesOfJob(job: Job): { ids: string[]; matrix: boolean; unknown: boolean } {
  const ids = new Set<string>();
  let unknown = false;
  for (const inputs of promptInputsOf(job)) {
    const stage = inputs[INPUTS.stage];
    if (!stage) ids.add(job.id);
    else if (stage.expression === null) ids.add(stage.text.trim());
    else unknown = true;
  }
  return { ids: [...ids], matrix: job.strategy !== null && hasMatrix(job.strategy), unknown };
}

/**
 * The stage ids a job records, as far as the file says before the run: its matrix legs when the matrix is
 * written out (`angle: [security, perf]` → `review-security`, `review-perf`); null with `openMatrix` when
 * the matrix is an expression (the legs are `<job>-<values>`, known when the run expands them); null alone
 * when a `stage:` expression or an action of the repository could record any id.
 */
export function stageIdsBeforeRun(
  job: Job,
  expressions: ExpressionEngine,
): { stages: string[] | null; openMatrix: boolean; matrix: boolean } {
  const { ids, matrix, unknown } = stagesOfJob(job);
  if (unknown || job.steps.some((step) => classifyStep(step).kind === 'local'))
    return { stages: null, openMatrix: false, matrix };
  if (!matrix) return { stages: ids, openMatrix: false, matrix };
  const node = matrixNode(job.strategy);
  const defaults = ids.includes(job.id);
  if (node === null || hasExpression(node)) return { stages: null, openMatrix: defaults, matrix };
  try {
    const legs = matrixStageIds(job.id, evaluateNode(expressions, node, { contexts: {} }));
    return {
      stages: ids.flatMap((id) => (id === job.id ? legs : [id])),
      openMatrix: false,
      matrix,
    };
  } catch {
    // A matrix GitHub would refuse: workflow-invalid says so; its legs are not known.
    return { stages: null, openMatrix: defaults, matrix };
  }
}

function hasMatrix(strategy: ValueNode): boolean {
  return strategy.kind !== 'mapping' || strategy.entries.some((entry) => entry.key === 'matrix');
}

/** The token permissions a job runs with, and where they were set. */
export type EffectivePermissions =
  | { kind: 'unset' }
  | { kind: 'all'; level: string; position: Position; from: 'job' | 'workflow' }
  | { kind: 'scopes'; scopes: Map<string, string>; position: Position; from: 'job' | 'workflow' }
  | { kind: 'expression'; position: Position; from: 'job' | 'workflow' };

/** A job's `permissions:`, else the workflow's, else unset (the repository's default, maybe write-all). */
export function effectivePermissions(job: Job, workflow: Workflow): EffectivePermissions {
  const from = job.permissions ? 'job' : 'workflow';
  const node = job.permissions ?? workflow.permissions;
  if (node === null) return { kind: 'unset' };
  if (node.kind === 'literal')
    return { kind: 'all', level: String(node.value), position: node.position, from };
  if (node.kind === 'mapping') {
    const scopes = new Map<string, string>();
    for (const entry of node.entries) {
      if (entry.value.kind === 'literal') scopes.set(entry.key, String(entry.value.value));
      else return { kind: 'expression', position: node.position, from };
    }
    return { kind: 'scopes', scopes, position: node.position, from };
  }
  return { kind: 'expression', position: node.position, from };
}

/** The scopes granted `write` (every scope for `write-all`). */
export function writeScopes(permissions: EffectivePermissions): string[] {
  if (permissions.kind === 'all') return permissions.level === 'write-all' ? ['write-all'] : [];
  if (permissions.kind === 'scopes') {
    return [...permissions.scopes].filter(([, level]) => level === 'write').map(([scope]) => scope);
  }
  return [];
}

/** Whether the token may write `scope`. */
export function canWrite(permissions: EffectivePermissions, scope: string): boolean {
  if (permissions.kind === 'all') return permissions.level === 'write-all';
  if (permissions.kind === 'scopes') return permissions.scopes.get(scope) === 'write';
  return false;
}
