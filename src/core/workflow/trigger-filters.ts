import type { Workflow } from './model.js';
import { filterPatterns, matchesFilter, passesIgnoreFilter } from './ref-filter.js';

/**
 * Why GitHub would not start this workflow for this event, or null when it would: the payload's `action` is
 * not one of the trigger's `types:`; a push's branch or tag passes none of its filters (a trigger that
 * filters only tags runs for no branch push, and one that filters only branches for no tag push); a pull
 * request's base branch passes none of its `branches` filters. `paths:` filters are not checked: they need
 * the files a push or pull request changed.
 */
export function notTriggeredBecause(
  workflow: Workflow,
  eventName: string,
  event: Record<string, unknown>,
  /** The payload is baton's default: its pull request's base branch is a guess, not checked. */
  defaulted = false,
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
