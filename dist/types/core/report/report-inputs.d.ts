import type { InputProblem } from '../stage/stage-spec.js';
import { type RunOfNeeds } from './needs-results.js';
/**
 * The inputs of the `report` action (report/action.yml), checked before anything is read or posted. Each
 * refusal names the input and what would be right.
 */
export declare const REPORT_MODES: readonly ["comment", "summary", "both"];
export type ReportMode = (typeof REPORT_MODES)[number];
export interface ReportInputs {
    mode: ReportMode;
    /** Which sticky report (several per workflow). */
    key: string;
    includeDetail: boolean;
    /** The issue or pull request to comment on; null in `summary` mode. */
    issueNumber: number | null;
    /** The run's state from the `needs` input (its jobs' results); null when it is not given. */
    run: RunOfNeeds | null;
}
/** The `mode` input: `both` when not given. */
export declare function parseReportMode(inputs: Readonly<Record<string, string | undefined>>): ReportMode;
/** The `key` input: `default` when not given. */
export declare function parseReportKey(text: string | undefined): string;
/** The `issue-number` input: null when not given (the triggering event's is taken then). */
export declare function parseIssueNumberInput(text: string | undefined): number | null;
/**
 * Check the inputs. `event` is the triggering event (name and payload, untrusted data): the default issue
 * number is the pull request or issue it concerns.
 */
export declare function parseReportInputs(inputs: Readonly<Record<string, string | undefined>>, event: {
    name: string;
    payload: unknown;
}): ReportInputs;
/**
 * Every input of a report step, written as it is, that the step would refuse (parseReportInputs), all of
 * them at once: what `baton lint` and the plan of `baton run` refuse before any job runs, instead of the
 * report step failing after every agent has run. `given` holds each input written, null for one written as
 * an expression, which only the run knows. A missing issue number is not said here: the event gives it.
 */
export declare function literalReportInputProblems(given: ReadonlyMap<string, string | null>): InputProblem[];
/**
 * The pull request or issue an event concerns: `pull_request*` and review events (`pull_request.number`),
 * `issues` and `issue_comment` (`issue.number`, which is the pull request's number for a comment on one),
 * and `workflow_run`, `check_run`, `check_suite` when they carry exactly one pull request.
 */
export declare function issueNumberFromEvent(payload: unknown): number | null;
/**
 * When the run is for a pull request from a fork, the fork (`owner/repo`, or null when the payload does not
 * name it: a deleted fork): GitHub gives such a `pull_request` (or review) run a read-only GITHUB_TOKEN
 * whatever the job's `permissions:` say, so no comment can be posted from it. Null otherwise, for
 * `pull_request_target` too, which runs in the base repository with its token.
 */
export declare function forkPullRequest(eventName: string, payload: unknown): {
    head: string | null;
} | null;
