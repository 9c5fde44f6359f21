/**
 * Which fields of the event payload (`github.event.*`) can hold text that whoever triggered the workflow
 * chose. Most can: titles, bodies, branch and label names, commit messages, anything under
 * `client_payload` or `inputs`. Some cannot: GitHub fills them with a number, a boolean, a commit sha or
 * one of a fixed set of words, and such a value pasted into a script cannot break out of it.
 *
 * What is listed here as not text is what zizmor's template-injection audit classes as `fixed` in its
 * table of webhook payload fields (zizmorcore/zizmor, crates/zizmor/data/context-capabilities.csv, built
 * from GitHub's webhook schemas): every path these lists accept that the table holds is `fixed` there
 * (checked against the table at zizmor commit 11bbf7e; `action` is an exception, see eventFieldMayHoldText,
 * and so are the shas and the review state listed below).
 * GitHub's CodeQL query `actions/code-injection` (github/codeql, actions/ql/lib/ext/config/
 * untrusted_event_properties.yml) lists only text fields (titles, bodies, head refs, commit messages and
 * authors, …) and no number or id. Anything not listed here stays untrusted, so a field GitHub adds later
 * is text until shown otherwise.
 */

/**
 * Keys that hold a number or a boolean in every payload object of GitHub's that has them
 * (`github.event.pull_request.number`, `github.event.comment.id`, `github.event.workflow_run.run_attempt`).
 */
const NON_TEXT_KEYS: ReadonlySet<string> = new Set([
  'number',
  'id',
  'run_number',
  'run_attempt',
  'workflow_id',
  'check_suite_id',
  'draft',
  'merged',
  'locked',
  'fork',
  'private',
  'comments',
  'review_comments',
  'additions',
  'deletions',
  'changed_files',
]);

/**
 * Payload objects GitHub builds, whose keys are its own: a non-text key is only trusted inside these. Not
 * `client_payload` or `inputs` (keys and values chosen by whoever dispatched the run), nor a `*` (a filter
 * or a computed index could land on any key).
 */
const GITHUB_OBJECTS: ReadonlySet<string> = new Set([
  'issue',
  'pull_request',
  'discussion',
  'answer',
  'comment',
  'review',
  'label',
  'milestone',
  'release',
  'workflow_run',
  'workflow_job',
  'check_run',
  'check_suite',
  'deployment',
  'deployment_status',
  'head',
  'base',
  'repo',
  'head_repository',
  'repository',
  'organization',
  'installation',
  'team',
  'sender',
  'user',
  'assignee',
]);

/** Whole fields (after `github.event.`) that hold no text: shas, booleans, enumerations. */
const NON_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'number',
  'after',
  'before',
  'created',
  'deleted',
  'forced',
  'ref_type',
  'issue.state',
  'pull_request.state',
  'discussion.state',
  'pull_request.commits',
  'pull_request.head.sha',
  'pull_request.base.sha',
  'pull_request.author_association',
  'comment.author_association',
  'workflow_run.status',
  'workflow_run.conclusion',
  // Beyond zizmor's table, which calls these `arbitrary`: commit shas and a review's state, which GitHub
  // fills (a sha is 40 hex digits; a state one of approved, changes_requested, commented, dismissed).
  'workflow_run.head_sha',
  'workflow_run.head_commit.id',
  'head_commit.id',
  'merge_group.head_sha',
  'merge_group.base_sha',
  'check_suite.head_sha',
  'check_run.head_sha',
  'deployment.sha',
  'pull_request.merge_commit_sha',
  'review.state',
  // The cron line of the workflow's own `on.schedule` that started the run: written in the repository.
  // (Not a webhook, so not in zizmor's table.)
  'schedule',
]);

/**
 * Whether `github.event.<rest>` (lower case, `*` for any key) can hold text from whoever triggered the
 * workflow. `triggers` are the workflow's `on:` events.
 */
export function eventFieldMayHoldText(rest: readonly string[], triggers: ReadonlySet<string>): boolean {
  if (rest.length === 0) return true; // the whole payload (`toJSON(github.event)`)
  const field = rest.join('.');
  // The activity (`opened`, `labeled`, …): one of a fixed set, except in a repository_dispatch, where it is
  // the `event_type` the API caller chose. zizmor's table calls it text for that reason. A called workflow
  // (workflow_call) sees its caller's event, which may be a repository_dispatch.
  if (field === 'action') return triggers.has('repository_dispatch') || triggers.has('workflow_call');
  if (NON_TEXT_FIELDS.has(field)) return false;
  const key = rest[rest.length - 1] ?? '';
  const objects = rest.slice(0, -1);
  return !(objects.length > 0 && NON_TEXT_KEYS.has(key) && objects.every((o) => GITHUB_OBJECTS.has(o)));
}
