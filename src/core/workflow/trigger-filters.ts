import type { Workflow } from './model.js';
import { filterPatterns, matchesFilter, passesIgnoreFilter } from './ref-filter.js';
import { skipInstruction } from './skip-instruction.js';

/**
 * Why GitHub would not start this workflow for this event, or null when it would: the payload's `action` is
 * not one of the trigger's `types:`; a push's branch or tag passes none of its filters (a trigger that
 * filters only tags runs for no branch push, and one that filters only branches for no tag push); a pull
 * request's base branch passes none of its `branches` filters; the head commit's message of a push or a
 * pull request holds a skip instruction (skip-instruction.ts). `paths:` filters are not checked: they need
 * the files a push or pull request changed.
 */
export function notTriggeredBecause(
  workflow: Workflow,
  eventName: string,
  event: Record<string, unknown>,
  /** The payload is baton's default: its pull request's base branch is a guess, not checked. */
  defaulted = false,
  /**
   * The checkout's HEAD commit, when git said: a pull request's payload does not carry its head commit's
   * message, so it is known only when that commit is HEAD (as in baton's default payload).
   */
  head?: { sha: string; message: string },
): string | null {
  return (
    filteredOut(workflow, eventName, event, defaulted) ?? skippedByCommit(workflow, eventName, event, head)
  );
}

/** Why the trigger's `types:` or branch and tag filters do not take the event, or null. */
function filteredOut(
  workflow: Workflow,
  eventName: string,
  event: Record<string, unknown>,
  defaulted: boolean,
): string | null {
  const trigger = workflow.on[eventName];
  if (trigger === null || typeof trigger !== 'object' || Array.isArray(trigger)) return null;
  const filters = trigger as Record<string, unknown>;

  const types = filterPatterns(filters.types);
  const action = event.action;
  if (types !== null && types.length > 0 && typeof action === 'string' && !types.includes(action))
    return `the event's action ${action} is none of on.${eventName}.types (${types.join(', ')}): GitHub would not run this workflow for it`;

  if (eventName === 'push') {
    const ref = typeof event.ref === 'string' ? event.ref : '';
    if (ref.startsWith('refs/tags/'))
      return refFiltered(filters, 'push', 'tags', 'branches', ref.slice('refs/tags/'.length), 'tag');
    if (ref.startsWith('refs/heads/'))
      return refFiltered(filters, 'push', 'branches', 'tags', ref.slice('refs/heads/'.length), 'branch');
    return null;
  }
  if ((eventName === 'pull_request' || eventName === 'pull_request_target') && !defaulted) {
    const base = (event.pull_request as { base?: { ref?: unknown } } | undefined)?.base?.ref;
    return typeof base === 'string'
      ? refFiltered(filters, eventName, 'branches', null, base, 'base branch')
      : null;
  }
  return null;
}

/**
 * Why the commit a push or pull request brings makes GitHub skip its runs, or null. GitHub reads the message
 * of a push's head commit (`head_commit`, the payload's own) and of a pull request's head commit (which its
 * payload does not carry: HEAD's, when it is that commit). Only `push` and `pull_request`: GitHub's docs say
 * a `pull_request_target` run is not skipped.
 */
function skippedByCommit(
  workflow: Workflow,
  eventName: string,
  event: Record<string, unknown>,
  head: { sha: string; message: string } | undefined,
): string | null {
  if (!Object.hasOwn(workflow.on, eventName)) return null;
  let message: unknown;
  let commit: string;
  if (eventName === 'push') {
    message = (event.head_commit as { message?: unknown } | null | undefined)?.message;
    commit = "the push's head commit";
  } else if (eventName === 'pull_request') {
    const sha = (event.pull_request as { head?: { sha?: unknown } } | undefined)?.head?.sha;
    if (head === undefined || sha !== head.sha) return null;
    message = head.message;
    commit = `the pull request's head commit (${head.sha.slice(0, 7)}, HEAD here)`;
  } else return null;
  const skip = typeof message === 'string' ? skipInstruction(message) : null;
  if (skip === null) return null;
  const holds = skip.kind === 'trailer' ? `ends with the trailer ${skip.text}` : `holds ${skip.text}`;
  return `${commit} message ${holds}: GitHub would not run this workflow for it`;
}

/** Why a ref's name does not pass the trigger's `<kind>` / `<kind>-ignore` filters, or null. */
function refFiltered(
  filters: Record<string, unknown>,
  trigger: string,
  kind: 'branches' | 'tags',
  other: 'branches' | 'tags' | null,
  name: string,
  what: string,
): string | null {
  const include = filterPatterns(filters[kind]);
  const ignore = filterPatterns(filters[`${kind}-ignore`]);
  const notRun = 'GitHub would not run this workflow for it';
  if (include !== null)
    return matchesFilter(name, include)
      ? null
      : `the ${what} ${name} matches none of on.${trigger}.${kind} (${include.join(', ')}): ${notRun}`;
  if (ignore !== null)
    return passesIgnoreFilter(name, ignore)
      ? null
      : `the ${what} ${name} matches on.${trigger}.${kind}-ignore (${ignore.join(', ')}): ${notRun}`;
  // Filtered by the other kind of ref only: a ref of this kind never starts it.
  if (other !== null && (filters[other] !== undefined || filters[`${other}-ignore`] !== undefined))
    return `on.${trigger} filters ${other} only, so a push of a ${what} (${name}) does not start it: ${notRun}`;
  return null;
}
