import { BATON_ACTIONS } from '../names.js';
import type { Job, Step } from './model.js';
/** What `baton run` does with a step. */
export type StepAction = {
    kind: 'run';
}
/** One of baton's own actions, run natively. */
 | {
    kind: 'baton';
    action: keyof typeof BATON_ACTIONS;
}
/**
 * `actions/checkout`, `actions/setup-*`: the local checkout and tools are already there (a checkout asked
 * for another repository, a path or a ref says what it did not do: checkout.ts).
 */
 | {
    kind: 'noop';
    action: 'checkout' | 'setup';
    reason: string;
}
/** An action of this repository (`./.github/actions/setup`): a composite one runs its steps here. */
 | {
    kind: 'local';
    path: string;
}
/** Any other action: it cannot run here; skipped with a notice. */
 | {
    kind: 'skip';
    notice: string;
};
/**
 * Classify a step. baton's actions are recognised by `./`, `./prepare`, … (this repository, unless whoever
 * read it found an action of the project's own there, or none) or `<owner>/baton@ref`, `<owner>/baton/prepare@ref`.
 */
export declare function stepAction(step: Step): StepAction;
/** The action of baton's that `uses` names (`./prepare`, `<owner>/baton@ref`), or null. */
export declare function batonAction(uses: string): keyof typeof BATON_ACTIONS | null;
/**
 * Whether a job calls baton's reusable stage workflow (`uses: <owner>/baton/.github/workflows/baton-stage.yml@…`,
 * or `./.github/workflows/baton-stage.yml` inside baton's repository): the job is then one stage whose
 * inputs (`with:`) are mostly the root action's.
 */
export declare function callsStageWorkflow(job: Job): boolean;
/** Whether a job's `uses:` names baton's reusable stage workflow. */
export declare function isStageWorkflowRef(uses: string): boolean;
