import { BATON_ACTIONS, BATON_REPOSITORY_NAME, BATON_STAGE_WORKFLOW } from '../names.js';
import type { Job, Step } from './model.js';

/** What `baton run` does with a step. */
export type StepAction =
  | { kind: 'run' }
  /** One of baton's own actions, run natively. */
  | { kind: 'baton'; action: keyof typeof BATON_ACTIONS }
  /**
   * `actions/checkout`, `actions/setup-*`: the local checkout and tools are already there (a checkout asked
   * for another repository, a path or a ref says what it did not do: checkout.ts).
   */
  | { kind: 'noop'; action: 'checkout' | 'setup'; reason: string }
  /** An action of this repository (`./.github/actions/setup`): a composite one runs its steps here. */
  | { kind: 'local'; path: string }
  /** Any other action: it cannot run here; skipped with a notice. */
  | { kind: 'skip'; notice: string };

/**
 * Classify a step. baton's actions are recognised by `./`, `./prepare`, … (this repository, unless whoever
 * read it found an action of the project's own there, or none) or `<owner>/baton@ref`, `<owner>/baton/prepare@ref`.
 */
export function stepAction(step: Step): StepAction {
  if (!step.uses) return { kind: 'run' };
  const uses = step.uses.text.trim();
  // The project's own action at `./path` is never baton's, whatever the path; nor is a path where the project
  // has no action (GitHub fails the step: action-missing.ts).
  if ((step.ownAction || step.actionMissing) && uses.startsWith('./'))
    return { kind: 'local', path: uses.replace(/\/+$/, '') };
  const baton = batonAction(uses);
  if (baton) return { kind: 'baton', action: baton };
  if (uses.startsWith('./')) return { kind: 'local', path: uses.replace(/\/+$/, '') };
  const [path = ''] = uses.split('@');
  const lower = path.toLowerCase();
  if (lower === 'actions/checkout')
    return { kind: 'noop', action: 'checkout', reason: 'the local checkout is used as it is' };
  if (lower.startsWith('actions/setup-'))
    return { kind: 'noop', action: 'setup', reason: 'tools on this machine are used' };
  return { kind: 'skip', notice: `${uses} cannot run locally; step skipped` };
}

/** The action of baton's that `uses` names (`./prepare`, `<owner>/baton@ref`), or null. */
export function batonAction(uses: string): keyof typeof BATON_ACTIONS | null {
  const sub = batonSubpath(uses);
  if (sub === null) return null;
  for (const [name, path] of Object.entries(BATON_ACTIONS)) {
    if (path === sub) return name as keyof typeof BATON_ACTIONS;
  }
  return null;
}

/**
 * The path inside baton's repository that `uses` names (`''` for its root), or null when it names something
 * else: `./<path>` (this repository is baton's) or `<owner>/baton[/<path>]@<ref>`.
 */
function batonSubpath(uses: string): string | null {
  if (uses.startsWith('./')) return uses.slice(2).replace(/\/+$/, '');
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)((?:\/[^@]*)?)@.+$/.exec(uses);
  if (match?.[2]?.toLowerCase() !== BATON_REPOSITORY_NAME) return null;
  return (match[3] ?? '').replace(/^\/|\/+$/g, '');
}

/**
 * Whether a job calls baton's reusable stage workflow (`uses: <owner>/baton/.github/workflows/baton-stage.yml@…`,
 * or `./.github/workflows/baton-stage.yml` inside baton's repository): the job is then one stage whose
 * inputs (`with:`) are mostly the root action's.
 */
export function callsStageWorkflow(job: Job): boolean {
  return job.uses !== null && isStageWorkflowRef(job.uses.text);
}

/** Whether a job's `uses:` names baton's reusable stage workflow. */
export function isStageWorkflowRef(uses: string): boolean {
  return batonSubpath(uses.trim()) === BATON_STAGE_WORKFLOW;
}
