import { INPUTS } from '../names.js';
import type { TemplateAnalysis } from '../template/analyze.js';
import type { StepOutcome } from './events.js';
import type { Position, Step } from './model.js';

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
export type UpstreamRead =
  | { kind: 'reference'; path: string; stage: string; refKind: 'stage' | 'job'; at: string }
  | { kind: 'all'; path: string; at: string };

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
export function workflowFileMissing(
  steps: readonly Step[],
  index: number,
  outcomeOf?: StepOutcomeOf,
): WorkflowFileMissing | null {
  const uses = steps[index]?.uses;
  if (uses == null || uses.text.trim().startsWith('./')) return null;
  const at = (position: Position) => `${position.line}:${position.column}`;
  let checkout: WorkflowFileMissing = { why: 'no step before it checks out this repository', notRun: null };
  for (const step of steps.slice(0, index)) {
    const outcome = outcomeOf?.(step.index);
    if (step.run !== null) {
      if (outcome !== 'skipped' && CLONE_COMMAND.test(step.run.text)) return null;
      continue;
    }
    if (step.uses === null) continue;
    const uses = step.uses.text.trim();
    const name = (uses.split('@')[0] ?? '').toLowerCase();
    if (name !== 'actions/checkout') {
      // GitHub's own actions besides checkout, and docker images, fetch no repository; anything else may.
      if (name.startsWith('actions/') || uses.startsWith('docker://') || outcome === 'skipped') continue;
      return null;
    }
    const why = checkoutLeavesOut(step);
    if (why !== null) {
      checkout = { why: `the checkout before it (${at(step.uses.position)}) ${why}`, notRun: null };
    } else if (outcome === 'skipped') {
      // A step is skipped by its own `if:`, or, with none, by GitHub's implicit success() after a failure.
      const by = step.if.text === null ? 'because a step before it failed' : 'by its `if:`';
      checkout = {
        why: `the checkout before it (${at(step.uses.position)}) was skipped ${by}`,
        notRun: 'skipped',
      };
    } else if (outcome === 'failure' || outcome === 'cancelled') {
      const how =
        outcome === 'failure' ? 'failed (its continue-on-error let the job go on)' : 'was cancelled';
      checkout = {
        why: `the checkout before it (${at(step.uses.position)}) ${how}`,
        notRun: 'failed',
      };
    } else {
      return null;
    }
  }
  return checkout;
}

/** A script that fetches a repository itself: it may put the workflow file in the workspace. */
const CLONE_COMMAND =
  /\bgit\s+(?:clone|checkout|fetch|init|worktree|sparse-checkout)\b|\bgh\s+repo\s+clone\b/;

/** Why a checkout step does not put this repository's `.github/workflows/` in the workspace, or null. */
function checkoutLeavesOut(step: Step): string | null {
  const input = (name: string) => step.with[name];
  const repository = input('repository');
  if (repository !== undefined && repository.expression === null) {
    const text = repository.text.trim();
    // `owner/name` as given; an empty one is this repository. Any other is not the one the run runs.
    if (text !== '') return `checks out ${text}, not this repository`;
  }
  const path = input('path');
  if (path !== undefined && path.expression === null) {
    const text = path.text.trim().replace(/\/+$/, '');
    if (text !== '' && text !== '.') {
      return `puts the repository in ${text}, not in the workspace where the stage looks for the workflow file`;
    }
  }
  const sparse = input('sparse-checkout');
  if (sparse !== undefined && sparse.expression === null && sparseLeavesOutGithub(sparse.text, input)) {
    return 'is sparse and leaves out .github/';
  }
  return null;
}

/**
 * Whether a literal `sparse-checkout:` list leaves `.github/workflows/` out. In cone mode (the default) each
 * line is a directory, kept with all below it (and every file at the top); otherwise the lines are patterns
 * as in .gitignore, which are only read for a line that could keep it (`.github…`, `*…`, `/*…`, `**…`).
 */
function sparseLeavesOutGithub(text: string, input: (name: string) => Step['with'][string] | undefined) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (lines.length === 0) return false;
  const cone = input('sparse-checkout-cone-mode');
  const coneMode =
    cone === undefined || cone.expression !== null || cone.text.trim().toLowerCase() !== 'false';
  if (coneMode) {
    return !lines.some((line) => {
      const dir = line.replace(/^\/+|\/+$/g, '');
      return dir === '.github' || dir === '.github/workflows' || dir.startsWith('.github/workflows/');
    });
  }
  return !lines.some((line) => !line.startsWith('!') && /^\/?(?:\.github|\*)/.test(line));
}

/**
 * What a prompt's analysis reads that the workflow's `needs` decide: a `stages.<id>` or `jobs.<id>` (the
 * first, which fails the render when the stage knows no upstream stage), else all of `stages` or `jobs`
 * (`{{#each stages}}`, which renders none), or null.
 *
 * @param at the file position of a place in the template (`line`, `column` of the template)
 */
export function upstreamRead(
  analysis: Pick<TemplateAnalysis, 'references' | 'paths'>,
  at: (line: number, column: number) => string,
): UpstreamRead | null {
  const [first] = analysis.references;
  if (first !== undefined)
    return {
      kind: 'reference',
      path: `${first.kind === 'stage' ? 'stages' : 'jobs'}.${first.stage}`,
      stage: first.stage,
      refKind: first.kind,
      at: at(first.line, first.column),
    };
  for (const [place, path] of analysis.paths) {
    const root = path.root;
    if (root?.length !== 1 || (root[0] !== 'stages' && root[0] !== 'jobs')) continue;
    // Keyed `line:column` with Handlebars' 0-based column.
    const [line = 1, column = 0] = place.split(':').map(Number);
    return { kind: 'all', path: root[0], at: at(line, column + 1) };
  }
  return null;
}

/**
 * The message for a stage step that would know no upstream stage on GitHub, said alike by `baton lint`
 * (checkout-missing), the plan of `baton run`, which refuses a prompt that would fail to render there, and
 * the run, when the checkout before the step did not run.
 *
 * @param missing what `workflowFileMissing` said
 * @param needs the stages to give the step's `needs` input: those the prompt names
 */
export function checkoutMissingMessage(
  job: string,
  read: UpstreamRead,
  missing: WorkflowFileMissing,
  needs: string[],
): string {
  const { reads, outcome, give } = upstreamReadWords(read, needs);
  const { why, notRun } = missing;
  const lacks = why.startsWith('no step')
    ? `${why}, nor does it have a \`${INPUTS.needs}\` input`
    : `${why}, and it has no \`${INPUTS.needs}\` input`;
  const checkout =
    notRun === 'skipped'
      ? "make that checkout's `if:` hold whenever this step runs (or run this step only when it does)"
      : notRun === 'failed'
        ? 'see why that checkout did not finish'
        : 'add `uses: actions/checkout` with `persist-credentials: false` before this step';
  return `job ${job}: ${reads}, and ${lacks}: on GitHub the stage reads the workflow file from the checkout to know its upstream stages, ${outcome}; ${checkout}, or ${give}`;
}

/**
 * The message for a stage step of a workflow run as a call that reads upstream stages without a `needs`
 * input (`baton lint`'s needs-input-missing): there the workflow file the action reads is the caller's,
 * which has no job of its id, so a checkout does not help.
 *
 * @param needs the stages to give the step's `needs` input: those the prompt names
 */
export function calledNeedsMessage(job: string, read: UpstreamRead, needs: string[]): string {
  const { reads, outcome, give } = upstreamReadWords(read, needs);
  return `job ${job}: ${reads}, and it has no \`${INPUTS.needs}\` input: in a workflow run as a call the stage knows its upstream stages from that input alone (the workflow file it reads on GitHub is the caller's, which has no job ${job}; a checkout does not change that), ${outcome}; ${give}`;
}

/**
 * The words both messages say of a stage that cannot know its upstream stages: what its prompt reads, what
 * would happen, and the `needs` input to give it (`needs`: the stages the prompt names).
 */
function upstreamReadWords(
  read: UpstreamRead,
  needs: string[],
): { reads: string; outcome: string; give: string } {
  const reads =
    read.kind === 'reference'
      ? `its prompt reads ${read.path} (${read.at})`
      : `its prompt reads every upstream stage ({{#each ${read.path}}} at ${read.at})`;
  const outcome =
    read.kind === 'reference'
      ? `so it would know none and fail ("${read.path}: no such upstream ${read.refKind}")`
      : 'so it would know none and render without them';
  const give =
    needs.length > 0
      ? `give the step \`${INPUTS.needs}: ${needs.join(', ')}\``
      : `give the step a \`${INPUTS.needs}\` input naming the upstream stages it reads`;
  return { reads, outcome, give };
}
