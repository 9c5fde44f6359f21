import type { Workflow } from './model.js';
/**
 * Why GitHub would not start this workflow for this event, or null when it would: the payload's `action` is
 * not one of the trigger's `types:`; a push's branch or tag passes none of its filters (a trigger that
 * filters only tags runs for no branch push, and one that filters only branches for no tag push); a pull
 * request's base branch passes none of its `branches` filters. `paths:` filters are not checked: they need
 * the files a push or pull request changed.
 */
export declare function notTriggeredBecause(workflow: Workflow, eventName: string, event: Record<string, unknown>, 
/** The payload is baton's default: its pull request's base branch is a guess, not checked. */
defaulted?: boolean): string | null;
