import { BATON_ACTIONS } from '../names.js';
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
export declare function batonPathMissing(steps: readonly Step[], index: number): string | null;
/** Which of baton's actions its repository holds at `./path` (`./` the stage, `./prepare/` prepare), or null. */
export declare function batonActionAtPath(path: string): keyof typeof BATON_ACTIONS | null;
