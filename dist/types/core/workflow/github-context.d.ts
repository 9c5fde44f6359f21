import type { Workflow } from './model.js';
import { type OptionWords } from './option-words.js';
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
    author: {
        name: string;
        email: string;
    };
    committer: {
        name: string;
        email: string;
    };
}
/** A repository's `owner/name`, as GitHub's names are made: letters, digits, `_`, `.` and `-`. */
export declare const REPOSITORY_FULL_NAME: RegExp;
/** A commit's sha as git and GitHub give it: 40 hex digits, lower case (64 in a SHA-256 repository). */
export declare const COMMIT_SHA: RegExp;
/** A branch's name as git allows one: no space, no control character, none of `~^:?*[\`, and not a ref. */
export declare const BRANCH_NAME: RegExp;
/** The default facts when nothing is known. */
export declare const UNKNOWN_FACTS: LocalFacts;
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
export declare function chooseEvent(workflow: Workflow, payload: Record<string, unknown> | null, named?: string, words?: OptionWords): {
    name: string;
    problem: string | null;
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
export declare function defaultPushRef(workflow: Workflow | undefined, facts: LocalFacts, words?: OptionWords): {
    ref: string;
    notice: PayloadNotice | null;
};
/** The label of a default `labeled` payload when the workflow compares none. */
export declare const DEFAULT_LABEL = "local-label";
/**
 * A payload shaped like GitHub's for `event`, filled with the local facts and placeholders: its `action` is
 * the first of the trigger's `types:`, else GitHub's usual activity.
 */
export declare function defaultEventPayload(event: string, facts: LocalFacts, inputs: Record<string, string | number | boolean>, workflow?: Workflow, 
/** The label a `labeled` payload brings: the name the workflow's `if:` looks for, when it looks for one. */
labelName?: string): Record<string, unknown>;
/**
 * The repository an event payload names (`repository.full_name`), when it is `owner/name`: on GitHub the run's
 * repository is the event's, so a local run given an event file takes it from there rather than from git.
 */
export declare function eventRepository(payload: Record<string, unknown> | null | undefined): string | undefined;
/**
 * Who triggered the run, as GitHub names them (`github.actor`): the event payload's `sender.login`, when it
 * has one; undefined otherwise (the checkout's user then stands in).
 */
export declare function eventActor(payload: Record<string, unknown>): string | undefined;
/**
 * The commit GitHub runs an event at (`github.sha`), when the payload says and the checkout cannot stand
 * in for it: a push's `after`, the commit the ref was pushed to (all zeros, a deleted branch, names none).
 * Every other event runs at the checkout's HEAD here: a pull request's merge commit, GitHub's sha for it,
 * does not exist locally.
 */
export declare function eventSha(eventName: string, payload: Record<string, unknown>): string | undefined;
/**
 * The `github` context for a local run. The ids GitHub always has (`actor_id`, `repository_id`,
 * `repository_owner_id`) are the payload's, when it gives them; otherwise they are left out, as is each
 * variable the runner makes of them (GITHUB_ACTOR_ID, …), rather than made up.
 */
export declare function githubContext(options: {
    eventName: string;
    payload: Record<string, unknown>;
    facts: LocalFacts;
    runId: string;
    workflow: Workflow;
    workflowPath: string;
}): Record<string, unknown>;
/**
 * The ref GitHub runs an event at, from its payload: a pull request's merge ref (`refs/pull/<n>/merge`), the
 * base branch for `pull_request_target`, a release's tag, the default branch for events not about a ref (issues, comments,
 * schedules), the payload's own `ref` otherwise (push, dispatch). Undefined when the payload does not say.
 */
export declare function eventRef(eventName: string, payload: Record<string, unknown>): string | undefined;
/**
 * Parse `--event` file contents: one JSON object (after a byte order mark, if one starts it), nested at most
 * LIMITS.eventDepth deep.
 */
export declare function parseEventPayload(text: string, fileName: string): Record<string, unknown>;
/**
 * Refuse an event payload nested deeper than LIMITS.eventDepth (the object itself is level 1): everything
 * that walks it after (redaction, the stored invocation, expressions) may recurse. Walked without recursion.
 */
export declare function checkEventDepth(payload: object, where: string): void;
