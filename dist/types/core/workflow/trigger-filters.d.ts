import type { Workflow } from './model.js';
/**
 * Why GitHub would not start this workflow for this event, or null when it would: the payload's `action` is
 * not one of the trigger's `types:`; a push's branch or tag passes none of its filters (a trigger that
 * filters only tags runs for no branch push, and one that filters only branches for no tag push); a pull
 * request's base branch passes none of its `branches` filters; the head commit's message of a push or a
 * pull request holds a skip instruction (skip-instruction.ts). `paths:` filters are not checked: they need
 * the files a push or pull request changed.
 */
export declare function notTriggeredBecause(workflow: Workflow, eventName: string, event: Record<string, unknown>, 
/** The payload is baton's default: its pull request's base branch is a guess, not checked. */
defaulted?: boolean, 
/**
 * The checkout's HEAD commit, when git said: a pull request's payload does not carry its head commit's
 * message, so it is known only when that commit is HEAD (as in baton's default payload).
 */
head?: {
    sha: string;
    message: string;
}): string | null;
