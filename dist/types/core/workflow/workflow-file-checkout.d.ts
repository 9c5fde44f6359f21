import type { TemplateAnalysis } from '../template/analyze.js';
import type { StepOutcome } from './events.js';
import type { Step } from './model.js';
/**
 * On GitHub a stage step learns which stages are upstream of its job from the workflow file, read from the
 * job's checkout (adapters/github/workflow-file.ts: GITHUB_WORKSPACE/.github/workflows/<file>); without
 * it, from its `needs` input alone (and the stages their records name). A step of baton's action from
 * another repository (`<owner>/baton@<sha>`) runs without any checkout, so a job that never checks out the
 * repository gets a stage that knows no upstream stage: a prompt naming one fails to render, a prompt
 * over all of them renders none. `baton run` always has the file (the project directory), so it is told
 * from the steps before the stage, as far as the file says (DESIGN §5), and when the step starts from how
 * they ended: a checkout its `if:` skipped puts no file there.
 */
/** What a prompt reads of the upstream stages, for the message: the first reference, or a read of them all. */
export type UpstreamRead = {
    kind: 'reference';
    path: string;
    stage: string;
    refKind: 'stage' | 'job';
    at: string;
} | {
    kind: 'all';
    path: string;
    at: string;
};
/**
 * Why a stage step would not find the run's workflow file in the workspace: `why`, said in messages; `notRun`
 * when it is because the checkout before it did not run (its `if:` skipped it, or it failed and
 * continue-on-error let the job go on), which only the run knows.
 */
export interface WorkflowFileMissing {
    why: string;
    notRun: 'skipped' | 'failed' | null;
}
/**
 * How each step before the stage ended in this run, by its index in the job (undefined: not known). Without
 * it (`baton lint`, the plan), a step is taken as it may run: under an `if:` too.
 */
export type StepOutcomeOf = (index: number) => StepOutcome | undefined;
/**
 * Why no step of `steps` before the one at `index` puts the run's workflow file where the stage looks for
 * it, or null when one does or may: an `actions/checkout` of this repository into the workspace (a `path:`,
 * `repository:` or `sparse-checkout:` given as an expression may be that too), a step under an `if:` that
 * may run it, any other action (it may check out), or a script that runs git or gh to clone or check out.
 * Null too for a step of this repository's own action (`uses: ./`), which needs a checkout to run at all.
 * Given `outcomeOf` (the run's), a step that was skipped puts nothing there, nor a checkout that failed.
 */
export declare function workflowFileMissing(steps: readonly Step[], index: number, outcomeOf?: StepOutcomeOf): WorkflowFileMissing | null;
/**
 * What a prompt's analysis reads that the workflow's `needs` decide: a `stages.<id>` or `jobs.<id>` (the
 * first, which fails the render when the stage knows no upstream stage), else all of `stages` or `jobs`
 * (`{{#each stages}}`, which renders none), or null.
 *
 * @param at the file position of a place in the template (`line`, `column` of the template)
 */
export declare function upstreamRead(analysis: Pick<TemplateAnalysis, 'references' | 'paths'>, at: (line: number, column: number) => string): UpstreamRead | null;
/**
 * The message for a stage step that would know no upstream stage on GitHub, said alike by `baton lint`
 * (checkout-missing), the plan of `baton run`, which refuses a prompt that would fail to render there, and
 * the run, when the checkout before the step did not run.
 *
 * @param missing what `workflowFileMissing` said
 * @param needs the stages to give the step's `needs` input: those the prompt names
 */
export declare function checkoutMissingMessage(job: string, read: UpstreamRead, missing: WorkflowFileMissing, needs: string[]): string;
/**
 * The message for a stage step of a workflow run as a call that reads upstream stages without a `needs`
 * input (`baton lint`'s needs-input-missing): there the workflow file the action reads is the caller's,
 * which has no job of its id, so a checkout does not help.
 *
 * @param needs the stages to give the step's `needs` input: those the prompt names
 */
export declare function calledNeedsMessage(job: string, read: UpstreamRead, needs: string[]): string;
