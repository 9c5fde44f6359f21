import { UserError } from '../errors.js';
import { LIMITS } from '../names.js';
import { closest } from '../suggest.js';
import { lineColumnAt } from '../text-position.js';
import { withoutBom } from '../utf8.js';
import type { Workflow } from './model.js';
import { CLI_WORDS, type OptionWords } from './option-words.js';
import { filterPatterns, matchesFilter, passesIgnoreFilter, sampleName } from './ref-filter.js';

/**
 * The `github` context of a local run: facts about this machine's checkout plus an event payload, from
 * `--event file.json` or a sensible default for the workflow's trigger. The payload is untrusted data: it
 * is only ever a value in expressions and prompts.
 */

/** Facts about the local checkout, collected by the CLI (git) or given to `runWorkflow`. */
export interface LocalFacts {
  /** `owner/name`; from the `origin` remote when there is one. */
  repository: string;
  sha: string;
  /** `refs/heads/<branch>`. */
  ref: string;
  /**
   * Who runs it: git's `user.name` (else `$USER`). Not a GitHub login, and it may hold spaces: it is the
   * actor only when the event payload names no sender (`sender.login`), and the default payloads' sender.
   */
  actor: string;
  /** Absolute path of the project directory. */
  workspace: string;
  /** The repository's default branch (`origin/HEAD`), when the clone knows it; else the checkout's branch. */
  defaultBranch?: string;
  /** HEAD's first parent, when it has one (a first commit has none) and git said. */
  parentSha?: string;
  /** The tags at HEAD (`14.1.0`), when git said. */
  tags?: string[];
  /** HEAD's commit, for a push's `head_commit`, when git said. */
  commit?: HeadCommit;
}

/** What git says of HEAD's commit. */
export interface HeadCommit {
  tree: string;
  /** The full message, as `git log --format=%B` prints it. */
  message: string;
  /** The committer's date, ISO 8601 (`2024-01-02T03:04:05+01:00`). */
  timestamp: string;
  author: { name: string; email: string };
  committer: { name: string; email: string };
}

/** A repository's `owner/name`, as GitHub's names are made: letters, digits, `_`, `.` and `-`. */
export const REPOSITORY_FULL_NAME = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** A commit's sha as git and GitHub give it: 40 hex digits, lower case (64 in a SHA-256 repository). */
export const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** A branch's name as git allows one: no space, no control character, none of `~^:?*[\`, and not a ref. */
export const BRANCH_NAME = /^(?!refs\/)[^\p{Cc}\s~^:?*[\\]+$/u;

/** A sha git never gives: GitHub's `before` of a push that created its ref. */
const NO_SHA = '0000000000000000000000000000000000000000';

/** The default facts when nothing is known. */
export const UNKNOWN_FACTS: LocalFacts = {
  repository: 'local/repository',
  sha: NO_SHA,
  ref: 'refs/heads/main',
  actor: 'local',
  workspace: '.',
};

/** Payload keys that identify an event, in the order they are tried. */
const PAYLOAD_SHAPES: Array<[string, (payload: Record<string, unknown>) => boolean]> = [
  ['issue_comment', (p) => 'comment' in p && 'issue' in p],
  ['pull_request_review_comment', (p) => 'comment' in p && 'pull_request' in p],
  ['pull_request_review', (p) => 'review' in p && 'pull_request' in p],
  ['pull_request', (p) => 'pull_request' in p],
  ['pull_request_target', (p) => 'pull_request' in p],
  ['issues', (p) => 'issue' in p],
  ['discussion_comment', (p) => 'comment' in p && 'discussion' in p],
  ['discussion', (p) => 'discussion' in p],
  ['release', (p) => 'release' in p],
  ['workflow_run', (p) => 'workflow_run' in p],
  ['push', (p) => 'pusher' in p || ('before' in p && 'after' in p)],
  ['workflow_dispatch', (p) => 'inputs' in p],
  ['schedule', (p) => 'schedule' in p],
];

/**
 * Which event a local run simulates, and why that cannot stand (null when it can; the plan is then refused).
 *
 * The event: the one named, else the trigger an event payload looks like (for a called workflow, any event
 * it looks like), else `workflow_dispatch` when the workflow has it, else the workflow's first trigger other
 * than `workflow_call` (a workflow that can only be called runs as called from a dispatch).
 *
 * The problem: `--event-name` must be a trigger of the workflow, since any other would skip the checks of
 * the real trigger (its required inputs) and give the prompts a payload GitHub never sends this workflow.
 * Without `--event-name`, a payload that looks only like events the workflow is not triggered by is
 * refused too, rather than run as the default trigger with the wrong payload. A called workflow
 * (`workflow_call`) runs with its caller's event, whatever that is.
 */
export function chooseEvent(
  workflow: Workflow,
  payload: Record<string, unknown> | null,
  named?: string,
  words: OptionWords = CLI_WORDS,
): { name: string; problem: string | null } {
  const triggers = Object.keys(workflow.on);
  const called = triggers.includes('workflow_call');
  const anyEvent = called || triggers.length === 0;
  const listed = `its triggers: ${triggers.join(', ')}`;
  if (named) {
    if (anyEvent || triggers.includes(named)) return { name: named, problem: null };
    const suggestion = closest(named, triggers);
    const hint = suggestion === undefined ? '' : `; did you mean "${suggestion}"?`;
    return {
      name: named,
      problem: `${words.eventName(named)} is not a trigger of this workflow; ${listed}${hint}`,
    };
  }
  const shapes = payload ? PAYLOAD_SHAPES.filter(([, looksLike]) => looksLike(payload)).map(([e]) => e) : [];
  const matching = shapes.find((event) => called || triggers.includes(event));
  if (matching !== undefined) return { name: matching, problem: null };
  // Never `workflow_call`: a called workflow runs with its caller's event, here a dispatch.
  const firstOwn = triggers.find((t) => t !== 'workflow_call') ?? 'workflow_dispatch';
  const name = triggers.includes('workflow_dispatch') ? 'workflow_dispatch' : firstOwn;
  if (anyEvent || shapes.length === 0) return { name, problem: null };
  const looks = shapes.length === 1 ? shapes[0]! : `${shapes.slice(0, -1).join(', ')} or ${shapes.at(-1)}`;
  return {
    name,
    problem: `${words.event}: the payload looks like ${/^[aeiou]/.test(looks) ? 'an' : 'a'} ${looks} event, which is not a trigger of this workflow; ${listed}; to use it as one of them, pass ${words.passEventName(firstOwn)}`,
  };
}

/**
 * The activity of events GitHub sends with an `action` (those a workflow can filter with `types:`), when the
 * workflow lists none: GitHub's usual one. A `repository_dispatch`'s is its `event_type`, which only the
 * sender knows: a placeholder.
 */
const USUAL_ACTIVITY: Record<string, string> = {
  branch_protection_rule: 'created',
  check_run: 'created',
  check_suite: 'completed',
  discussion: 'created',
  discussion_comment: 'created',
  issue_comment: 'created',
  issues: 'opened',
  label: 'created',
  merge_group: 'checks_requested',
  milestone: 'created',
  project: 'created',
  project_card: 'created',
  project_column: 'created',
  pull_request: 'opened',
  pull_request_review: 'submitted',
  pull_request_review_comment: 'created',
  pull_request_target: 'opened',
  registry_package: 'published',
  release: 'published',
  repository_dispatch: 'local-dispatch',
  watch: 'started',
  workflow_run: 'completed',
};

/** A notice about a default payload, for the person running it. */
export interface PayloadNotice {
  level: 'info' | 'warning';
  message: string;
}

/**
 * The ref of the default `push` payload, and what the person running it should know about it.
 *
 * A push trigger filtered on tags only (`tags:` or `tags-ignore:`, no `branches:`) never runs for a branch
 * push on GitHub, so the default push is of a tag then: HEAD's tag that passes the filter (the highest
 * version of several), else a placeholder tag that passes it (`v0.0.0`, `0.0.0`, or one made from a
 * pattern: `[0-9]+.[0-9]+.[0-9]+` gives `0.0.0`). A trigger filtered on branches too runs for either: the
 * checkout's branch it is, as for an unfiltered one.
 */
export function defaultPushRef(
  workflow: Workflow | undefined,
  facts: LocalFacts,
  words: OptionWords = CLI_WORDS,
): {
  ref: string;
  notice: PayloadNotice | null;
} {
  const push = workflow?.on.push;
  const filter = push !== null && typeof push === 'object' ? (push as Record<string, unknown>) : {};
  const onTags = 'tags' in filter || 'tags-ignore' in filter;
  if (!onTags || 'branches' in filter || 'branches-ignore' in filter) return { ref: facts.ref, notice: null };
  const include = filterPatterns(filter.tags);
  const ignore = filterPatterns(filter['tags-ignore']);
  const passes = (tag: string) =>
    (include === null || matchesFilter(tag, include)) && (ignore === null || passesIgnoreFilter(tag, ignore));
  const written =
    include === null
      ? `on.push.tags-ignore (${(ignore ?? []).join(', ')})`
      : `on.push.tags (${include.join(', ')})`;
  const atHead = (facts.tags ?? [])
    .filter(passes)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const tag = atHead.at(-1);
  if (tag !== undefined) {
    const notice: PayloadNotice | null =
      atHead.length === 1
        ? null
        : {
            level: 'info',
            message: `HEAD has ${atHead.length} tags that ${written} takes (${atHead.join(', ')}): the default push is of ${tag}, the highest; pass ${words.withEvent} with a push payload for another`,
          };
    return { ref: `refs/tags/${tag}`, notice };
  }
  const samples = (include ?? []).filter((p) => !p.startsWith('!')).map(sampleName);
  const candidates = [...new Set(['v0.0.0', '0.0.0', ...samples])].filter((name) => name !== '');
  const placeholder = candidates.find(passes);
  if (placeholder !== undefined) {
    return {
      ref: `refs/tags/${placeholder}`,
      notice: {
        level: 'info',
        message: `the workflow runs on pushes of tags only, and HEAD has no tag that ${written} takes: the default push is of the placeholder tag ${placeholder}; tag HEAD, or pass ${words.withEvent} with a push payload, for a real one`,
      },
    };
  }
  const branch = facts.ref.replace(/^refs\/heads\//, '');
  return {
    ref: facts.ref,
    notice: {
      level: 'warning',
      message: `the workflow runs on pushes of tags only, and neither HEAD nor a placeholder tag (${candidates.join(', ')}) passes ${written}: the default push is of the branch ${branch}, which GitHub never runs it for; tag HEAD with a tag that passes, or pass ${words.withEvent} with a push payload whose ref is refs/tags/<tag>`,
    },
  };
}

/** The label of a default `labeled` payload when the workflow compares none. */
export const DEFAULT_LABEL = 'local-label';

/**
 * A payload shaped like GitHub's for `event`, filled with the local facts and placeholders: its `action` is
 * the first of the trigger's `types:`, else GitHub's usual activity.
 */
export function defaultEventPayload(
  event: string,
  facts: LocalFacts,
  inputs: Record<string, string | number | boolean>,
  workflow?: Workflow,
  /** The label a `labeled` payload brings: the name the workflow's `if:` looks for, when it looks for one. */
  labelName = DEFAULT_LABEL,
): Record<string, unknown> {
  const [owner = 'local', name = 'repository'] = facts.repository.split('/');
  const user = { login: facts.actor, type: 'User' };
  const htmlUrl = `https://github.com/${facts.repository}`;
  const repository = {
    name,
    full_name: facts.repository,
    owner: { login: owner },
    // The checkout's repository is no fork here: it is the one a pull request is opened in.
    fork: false,
    html_url: htmlUrl,
    default_branch: facts.defaultBranch ?? facts.ref.replace(/^refs\/heads\//, ''),
  };
  const base = { repository, sender: user };
  const activity = firstType(workflow, event) ?? USUAL_ACTIVITY[event];
  const withAction = activity === undefined ? base : { ...base, action: activity };
  // A labelling brings its label, on the issue or pull request too, as GitHub's payload has it.
  const label = { name: labelName, color: 'ededed', description: '' };
  const labelled = activity === 'labeled' || activity === 'unlabeled';
  const labels = activity === 'labeled' ? [label] : [];
  const labelField = labelled ? { label } : {};
  const state = activity === 'closed' ? 'closed' : 'open';
  const issue = { number: 1, title: 'Local issue', body: '', state, labels, user };
  const branch = facts.ref.replace(/^refs\/heads\//, '');
  const side = (ref: string, sha: string) => ({
    label: `${owner}:${ref}`,
    ref,
    sha,
    user: { login: owner },
    repo: repository,
  });
  // Not merged, even when closed: pass --event for a merged one. The base is HEAD's parent, so a diff of
  // base.sha and head.sha has the checkout's last commit, as a push's before and after do.
  const pullRequest = {
    number: 1,
    title: 'Local pull request',
    body: '',
    state,
    draft: false,
    merged: false,
    merged_at: null,
    merge_commit_sha: null,
    locked: false,
    labels,
    assignees: [],
    requested_reviewers: [],
    user,
    html_url: `${htmlUrl}/pull/1`,
    head: side(branch, facts.sha),
    base: side(repository.default_branch, facts.parentSha ?? facts.sha),
  };
  const comment = { id: 1, body: '', user };
  switch (event) {
    case 'workflow_dispatch':
    case 'workflow_call':
      return {
        ...base,
        ref: facts.ref,
        inputs: Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, String(v)])),
      };
    case 'push':
      return { ...base, ...pushOf(workflow, facts, htmlUrl) };
    case 'issues':
      return { ...withAction, issue, ...labelField };
    case 'issue_comment':
      return { ...withAction, issue, comment };
    case 'pull_request':
    case 'pull_request_target':
      return { ...withAction, number: 1, pull_request: pullRequest, ...labelField };
    case 'pull_request_review':
      return {
        ...withAction,
        pull_request: pullRequest,
        review: { id: 1, body: '', state: 'commented', user },
      };
    case 'pull_request_review_comment':
      return { ...withAction, pull_request: pullRequest, comment };
    case 'discussion':
    case 'discussion_comment': {
      const discussion = { number: 1, title: 'Local discussion', body: '', user };
      return event === 'discussion'
        ? { ...withAction, discussion, ...labelField }
        : { ...withAction, discussion, comment };
    }
    case 'release': {
      const tag = facts.ref.startsWith('refs/tags/') ? facts.ref.slice('refs/tags/'.length) : 'v0.0.0';
      return {
        ...withAction,
        release: {
          id: 1,
          tag_name: tag,
          name: tag,
          body: '',
          draft: false,
          prerelease: false,
          target_commitish: repository.default_branch,
          author: user,
        },
      };
    }
    case 'workflow_run': {
      // A run that finished well, when it finished: what `if: …conclusion == 'success'` waits for.
      const completed = activity === 'completed';
      return {
        ...withAction,
        workflow_run: {
          id: 1,
          name: firstWorkflow(workflow) ?? 'CI',
          event: 'push',
          status: completed ? 'completed' : activity,
          conclusion: completed ? 'success' : null,
          head_branch: repository.default_branch,
          head_sha: facts.sha,
          run_number: 1,
          run_attempt: 1,
          html_url: `${htmlUrl}/actions/runs/1`,
          pull_requests: [],
          repository,
          head_repository: repository,
        },
      };
    }
    case 'check_suite':
    case 'check_run': {
      const completed = activity === 'completed';
      const suite = {
        id: 1,
        head_branch: repository.default_branch,
        head_sha: facts.sha,
        status: completed ? 'completed' : 'queued',
        conclusion: completed ? 'success' : null,
        pull_requests: [],
      };
      return event === 'check_suite'
        ? { ...withAction, check_suite: suite }
        : {
            ...withAction,
            check_run: {
              id: 1,
              name: 'local-check',
              head_sha: facts.sha,
              status: suite.status,
              conclusion: suite.conclusion,
              check_suite: suite,
              pull_requests: [],
            },
          };
    }
    case 'repository_dispatch':
      // GitHub's action is the dispatch's event_type; client_payload is whatever its sender gave.
      return { ...withAction, branch: repository.default_branch, client_payload: {} };
    case 'label':
      return { ...withAction, label };
    case 'schedule':
      return { ...base, schedule: firstCron(workflow) ?? '0 0 * * *' };
    default:
      return withAction;
  }
}

/**
 * The default `push` payload: the checkout's HEAD pushed over its first parent (`before`; all zeros for a
 * first commit, as GitHub sends for a new branch), so `git diff before after` has HEAD's changes. A push of a
 * tag (see defaultPushRef) creates it: `before` is all zeros and it brings no commits, as on GitHub.
 */
function pushOf(workflow: Workflow | undefined, facts: LocalFacts, htmlUrl: string): Record<string, unknown> {
  const { ref } = defaultPushRef(workflow, facts);
  const tag = ref.startsWith('refs/tags/');
  const before = tag ? NO_SHA : (facts.parentSha ?? NO_SHA);
  const created = before === NO_SHA;
  const commit = facts.commit;
  const headCommit = {
    id: facts.sha,
    ...(commit
      ? {
          tree_id: commit.tree,
          distinct: true,
          message: commit.message,
          timestamp: commit.timestamp,
          author: commit.author,
          committer: commit.committer,
        }
      : {}),
    url: `${htmlUrl}/commit/${facts.sha}`,
  };
  return {
    ref,
    before,
    after: facts.sha,
    // A tag pushed at a branch's head names the branch.
    base_ref: tag && facts.ref.startsWith('refs/heads/') ? facts.ref : null,
    created,
    deleted: false,
    forced: false,
    compare: created
      ? `${htmlUrl}/compare/${ref.replace(/^refs\/(heads|tags)\//, '')}`
      : `${htmlUrl}/compare/${before.slice(0, 12)}...${facts.sha.slice(0, 12)}`,
    pusher: { name: facts.actor },
    commits: tag ? [] : [headCommit],
    head_commit: headCommit,
  };
}

/** The first of `on.<event>.types`, when the workflow lists any. */
function firstType(workflow: Workflow | undefined, event: string): string | undefined {
  const types = (workflow?.on[event] as { types?: unknown } | null | undefined)?.types;
  const first = Array.isArray(types) ? types[0] : types;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** The first workflow a `workflow_run` trigger names. */
function firstWorkflow(workflow: Workflow | undefined): string | undefined {
  const names = (workflow?.on.workflow_run as { workflows?: unknown } | null | undefined)?.workflows;
  return Array.isArray(names) && typeof names[0] === 'string' ? names[0] : undefined;
}

function firstCron(workflow: Workflow | undefined): string | null {
  const schedule = workflow?.on.schedule;
  if (!Array.isArray(schedule)) return null;
  const cron = (schedule[0] as { cron?: unknown } | undefined)?.cron;
  return typeof cron === 'string' ? cron : null;
}

/**
 * The repository an event payload names (`repository.full_name`), when it is `owner/name`: on GitHub the run's
 * repository is the event's, so a local run given an event file takes it from there rather than from git.
 */
export function eventRepository(payload: Record<string, unknown> | null | undefined): string | undefined {
  const repository = payload?.repository as { full_name?: unknown } | undefined;
  const name = repository?.full_name;
  return typeof name === 'string' && REPOSITORY_FULL_NAME.test(name) ? name : undefined;
}

/**
 * Who triggered the run, as GitHub names them (`github.actor`): the event payload's `sender.login`, when it
 * has one; undefined otherwise (the checkout's user then stands in).
 */
export function eventActor(payload: Record<string, unknown>): string | undefined {
  const login = (payload.sender as { login?: unknown } | null | undefined)?.login;
  return typeof login === 'string' && login !== '' ? login : undefined;
}

/**
 * The commit GitHub runs an event at (`github.sha`), when the payload says and the checkout cannot stand
 * in for it: a push's `after`, the commit the ref was pushed to (all zeros, a deleted branch, names none).
 * Every other event runs at the checkout's HEAD here: a pull request's merge commit, GitHub's sha for it,
 * does not exist locally.
 */
export function eventSha(eventName: string, payload: Record<string, unknown>): string | undefined {
  if (eventName !== 'push') return undefined;
  const after = payload.after;
  return typeof after === 'string' && COMMIT_SHA.test(after) && /[^0]/.test(after) ? after : undefined;
}

/** A payload's numeric id at `path` (`sender.id`), as text; undefined when it has none. */
function payloadId(payload: Record<string, unknown>, ...path: string[]): string | undefined {
  let value: unknown = payload;
  for (const key of path) value = (value as Record<string, unknown> | null | undefined)?.[key];
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === 'string' && /^\d+$/.test(value) ? value : undefined;
}

/**
 * The `github` context for a local run. The ids GitHub always has (`actor_id`, `repository_id`,
 * `repository_owner_id`) are the payload's, when it gives them; otherwise they are left out, as is each
 * variable the runner makes of them (GITHUB_ACTOR_ID, …), rather than made up.
 */
export function githubContext(options: {
  eventName: string;
  payload: Record<string, unknown>;
  facts: LocalFacts;
  runId: string;
  workflow: Workflow;
  workflowPath: string;
}): Record<string, unknown> {
  const { facts, payload } = options;
  const [owner = 'local'] = facts.repository.split('/');
  const pullRequest = payload.pull_request as
    | { head?: { ref?: string }; base?: { ref?: string } }
    | undefined;
  const ref = eventRef(options.eventName, payload) ?? facts.ref;
  const sender = eventActor(payload);
  const actor = sender ?? facts.actor;
  const ids = {
    // The sender's id only with its login: the checkout's user has none.
    actor_id: sender === undefined ? undefined : payloadId(payload, 'sender', 'id'),
    repository_id: payloadId(payload, 'repository', 'id'),
    repository_owner_id: payloadId(payload, 'repository', 'owner', 'id'),
  };
  return {
    event_name: options.eventName,
    event: payload,
    repository: facts.repository,
    repository_owner: owner,
    ref,
    // `main`, `v1.2`, and for a pull request `<number>/merge`.
    ref_name: ref.replace(/^refs\/(heads|tags|pull)\//, ''),
    ref_type: ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    head_ref: pullRequest?.head?.ref ?? '',
    base_ref: pullRequest?.base?.ref ?? '',
    sha: eventSha(options.eventName, payload) ?? facts.sha,
    actor,
    triggering_actor: actor,
    ...Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== undefined)),
    // No branch protection here to say otherwise.
    ref_protected: false,
    run_id: options.runId,
    run_number: '1',
    run_attempt: '1',
    workflow: options.workflow.name ?? options.workflowPath,
    workflow_ref: `${facts.repository}/${options.workflowPath}@${ref}`,
    // The commit the workflow file is of: the checkout's HEAD (an edit not yet committed runs too).
    workflow_sha: facts.sha,
    workspace: facts.workspace,
    server_url: 'https://github.com',
    api_url: 'https://api.github.com',
    graphql_url: 'https://api.github.com/graphql',
    retention_days: '90',
    action: '',
    job: '',
    token: '',
  };
}

/** Events whose runs are on the repository's default branch, as on GitHub. */
const DEFAULT_BRANCH_EVENTS = new Set([
  'branch_protection_rule',
  'check_run',
  'check_suite',
  'delete',
  'discussion',
  'discussion_comment',
  'fork',
  'gollum',
  'issue_comment',
  'issues',
  'label',
  'milestone',
  'page_build',
  'public',
  'registry_package',
  'repository_dispatch',
  'schedule',
  'status',
  'watch',
  'workflow_run',
]);

/**
 * The ref GitHub runs an event at, from its payload: a pull request's merge ref (`refs/pull/<n>/merge`), the
 * base branch for `pull_request_target`, a release's tag, the default branch for events not about a ref (issues, comments,
 * schedules), the payload's own `ref` otherwise (push, dispatch). Undefined when the payload does not say.
 */
export function eventRef(eventName: string, payload: Record<string, unknown>): string | undefined {
  const pullRequest = payload.pull_request as { number?: unknown; base?: { ref?: unknown } } | undefined;
  const branch = (name: unknown) =>
    typeof name === 'string' && name !== '' ? `refs/heads/${name}` : undefined;
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_review':
    case 'pull_request_review_comment': {
      const number = payload.number ?? pullRequest?.number;
      if (typeof number === 'number' && Number.isSafeInteger(number) && number > 0)
        return `refs/pull/${number}/merge`;
      break;
    }
    case 'pull_request_target':
      return branch(pullRequest?.base?.ref);
    case 'release': {
      const tag = (payload.release as { tag_name?: unknown } | undefined)?.tag_name;
      if (typeof tag === 'string' && tag !== '') return `refs/tags/${tag}`;
      break;
    }
  }
  if (DEFAULT_BRANCH_EVENTS.has(eventName))
    return branch((payload.repository as { default_branch?: unknown } | undefined)?.default_branch);
  return typeof payload.ref === 'string' && payload.ref.startsWith('refs/') ? payload.ref : undefined;
}

/**
 * Parse `--event` file contents: one JSON object (after a byte order mark, if one starts it), nested at most
 * LIMITS.eventDepth deep.
 */
export function parseEventPayload(text: string, fileName: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(withoutBom(text));
  } catch (error) {
    throw new UserError(
      'event-invalid',
      `not JSON${whereUnparsed(text, error)}; an event payload is one JSON object`,
      {
        where: fileName,
      },
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new UserError('event-invalid', 'an event payload must be a JSON object', { where: fileName });
  }
  checkEventDepth(value, fileName);
  return value as Record<string, unknown>;
}

/**
 * Where JSON.parse stopped, as ` at line L, column C`, or '' when its message does not say. Only the place:
 * V8's message quotes the text around it, which may hold anything (a token, an escape sequence).
 */
function whereUnparsed(text: string, error: unknown): string {
  const at = /at position (\d+)/.exec(error instanceof Error ? error.message : '');
  if (at === null) return /end of JSON input/.test(String(error)) ? ' (it ends too soon)' : '';
  const { line, column } = lineColumnAt(text, Number(at[1]) + (text.charCodeAt(0) === 0xfeff ? 1 : 0));
  return ` at line ${line}, column ${column}`;
}

/**
 * Refuse an event payload nested deeper than LIMITS.eventDepth (the object itself is level 1): everything
 * that walks it after (redaction, the stored invocation, expressions) may recurse. Walked without recursion.
 */
export function checkEventDepth(payload: object, where: string): void {
  const stack: Array<{ value: object; depth: number }> = [{ value: payload, depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next.depth > LIMITS.eventDepth) {
      throw new UserError(
        'event-invalid',
        `an event payload nested deeper than ${LIMITS.eventDepth} levels of objects and arrays is refused (GitHub's own nest under 10)`,
        { where },
      );
    }
    for (const item of Object.values(next.value))
      if (item !== null && typeof item === 'object') stack.push({ value: item, depth: next.depth + 1 });
  }
}
