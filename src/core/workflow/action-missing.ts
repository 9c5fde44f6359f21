import { BATON_ACTIONS, BATON_REPOSITORY } from '../names.js';
import type { Step } from './model.js';

/**
 * A step `uses: ./`, `./prepare`, `./capture` or `./report` is baton's own action only where the project
 * holds it there (baton's repository, or a checkout of it). In a project with no action at that path,
 * GitHub fails the step: "Can't find 'action.yml', 'action.yaml' or 'Dockerfile' under …". `baton run`
 * refuses such a step before it runs anything, as the plan refuses what GitHub would fail, unless a step
 * before it in its job may put an action there on GitHub (a checkout of another repository or into a path,
 * an action, a script that clones or writes an action.yml): the run then fails the step when it starts, as
 * GitHub does when nothing did.
 */

/**
 * Why the step at `index` of `steps` would fail on GitHub for want of an action at the path it names, or
 * null: it names one of baton's paths (`./`, `./prepare`, …), the project holds nothing there
 * (`Step.actionMissing`), and no step before it may put an action there.
 */
export function batonPathMissing(steps: readonly Step[], index: number): string | null {
  const step = steps[index];
  if (step?.actionMissing !== true || step.uses === null) return null;
  const uses = step.uses.text.trim();
  const action = batonActionAtPath(uses);
  if (action === null) return null;
  const sub = BATON_ACTIONS[action];
  if (steps.slice(0, index).some(mayPutAnAction)) return null;
  const shipped = sub === '' ? BATON_REPOSITORY : `${BATON_REPOSITORY}/${sub}`;
  return (
    `uses: ${uses} names an action of this repository, and it has none there (no action.yml, action.yaml or Dockerfile in ${sub === '' ? 'its root' : sub}): ` +
    `on GitHub the step fails ("Can't find 'action.yml', 'action.yaml' or 'Dockerfile' under '<workspace>${sub === '' ? '' : `/${sub}`}'. Did you forget to run actions/checkout before running your local action?"). ` +
    `${uses} is baton's ${action} action only in baton's own repository; ` +
    `use it from there (uses: ${shipped}@<full commit sha>), or put an action of this project's own at ${uses}`
  );
}

/** Which of baton's actions its repository holds at `./path` (`./` the stage, `./prepare/` prepare), or null. */
export function batonActionAtPath(path: string): keyof typeof BATON_ACTIONS | null {
  const sub = path
    .trim()
    .replace(/^\.(?:\/|$)/, '')
    .replace(/\/+$/, '');
  const found = Object.entries(BATON_ACTIONS).find(([, at]) => at === sub);
  return found === undefined ? null : (found[0] as keyof typeof BATON_ACTIONS);
}

/**
 * Whether a step may leave an action in the workspace on GitHub: a checkout of another repository or into a
 * path, any action but GitHub's setup ones and a checkout of this repository into the workspace (which puts
 * the project there as `baton run` has it), a script that fetches a repository or writes an action file.
 */
function mayPutAnAction(step: Step): boolean {
  if (step.run !== null) return FETCH_OR_WRITE.test(step.run.text);
  if (step.uses === null) return false;
  const uses = step.uses.text.trim();
  const name = (uses.split('@')[0] ?? '').toLowerCase();
  if (name.startsWith('actions/setup-')) return false;
  if (name !== 'actions/checkout') return true;
  const repository = step.with.repository;
  const path = step.with.path;
  return (
    (repository !== undefined && repository.text.trim() !== '') ||
    (path !== undefined && !['', '.', './'].includes(path.text.trim()))
  );
}

/** A script that fetches a repository or an archive, or names an action file it may write. */
const FETCH_OR_WRITE =
  /\bgit\s+(?:clone|checkout|fetch|pull|init|worktree|sparse-checkout|archive)\b|\bgh\s+repo\s+clone\b|\baction\.ya?ml\b|\bDockerfile\b|\bcurl\b|\bwget\b|\btar\b|\bunzip\b/;
