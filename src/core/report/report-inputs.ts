import { parseBooleanInput } from '../boolean-input.js';
import { UserError } from '../errors.js';
import { INPUTS } from '../names.js';
import type { InputProblem } from '../stage/stage-spec.js';
import { parseNeedsInput, type RunOfNeeds, runOfNeeds } from './needs-results.js';
import { DEFAULT_REPORT_KEY } from './render-report.js';

/**
 * The inputs of the `report` action (report/action.yml), checked before anything is read or posted. Each
 * refusal names the input and what would be right.
 */

export const REPORT_MODES = ['comment', 'summary', 'both'] as const;
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

/** A `key`: short and plain, since it goes into the hidden marker. */
const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** The `mode` input: `both` when not given. */
export function parseReportMode(inputs: Readonly<Record<string, string | undefined>>): ReportMode {
  const modeText = (inputs[INPUTS.mode] ?? '').trim() || 'both';
  if (!(REPORT_MODES as readonly string[]).includes(modeText)) {
    throw new UserError('input-invalid', `must be one of ${REPORT_MODES.join(', ')}; got "${modeText}"`, {
      where: INPUTS.mode,
    });
  }
  return modeText as ReportMode;
}

/** The `key` input: `default` when not given. */
export function parseReportKey(text: string | undefined): string {
  const key = (text ?? '').trim() || DEFAULT_REPORT_KEY;
  if (!KEY_PATTERN.test(key)) {
    throw new UserError(
      'input-invalid',
      `must be 1 to 64 letters, digits, '.', '_' or '-' (it names the sticky comment); got "${key}"`,
      { where: INPUTS.key },
    );
  }
  return key;
}

/** The `issue-number` input: null when not given (the triggering event's is taken then). */
export function parseIssueNumberInput(text: string | undefined): number | null {
  const given = (text ?? '').trim();
  if (given === '') return null;
  if (!/^[1-9]\d{0,9}$/.test(given)) {
    throw new UserError(
      'input-invalid',
      `must be the number of an issue or pull request, like 42; got "${given}"`,
      { where: INPUTS.issueNumber },
    );
  }
  return Number(given);
}

/**
 * Check the inputs. `event` is the triggering event (name and payload, untrusted data): the default issue
 * number is the pull request or issue it concerns.
 */
export function parseReportInputs(
  inputs: Readonly<Record<string, string | undefined>>,
  event: { name: string; payload: unknown },
): ReportInputs {
  const mode = parseReportMode(inputs);
  const key = parseReportKey(inputs[INPUTS.key]);
  const includeDetail = parseBooleanInput(INPUTS.includeDetail, inputs[INPUTS.includeDetail], false);
  const needs = parseNeedsInput(inputs[INPUTS.needs]);
  const run = needs === null ? null : runOfNeeds(needs);

  let issueNumber: number | null = null;
  if (mode !== 'summary') {
    issueNumber = parseIssueNumberInput(inputs[INPUTS.issueNumber]) ?? issueNumberFromEvent(event.payload);
    if (issueNumber === null) {
      throw new UserError(
        'issue-number-missing',
        `there is no issue or pull request to comment on: the triggering event (${event.name || 'unknown'}) is not about one. Set the issue-number input, or use mode: summary`,
        { where: INPUTS.issueNumber },
      );
    }
  }
  return { mode, key, includeDetail, issueNumber, run };
}

/**
 * Every input of a report step, written as it is, that the step would refuse (parseReportInputs), all of
 * them at once: what `baton lint` and the plan of `baton run` refuse before any job runs, instead of the
 * report step failing after every agent has run. `given` holds each input written, null for one written as
 * an expression, which only the run knows. A missing issue number is not said here: the event gives it.
 */
export function literalReportInputProblems(given: ReadonlyMap<string, string | null>): InputProblem[] {
  const problems: InputProblem[] = [];
  const refused = <T>(input: string, parse: (text: string | undefined) => T): T | null => {
    const text = given.get(input);
    if (text === null) return null;
    try {
      return parse(text);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      problems.push({ input: error.where ?? input, message: error.message });
      return null;
    }
  };
  const mode = refused(INPUTS.mode, (text) => parseReportMode({ [INPUTS.mode]: text }));
  refused(INPUTS.key, parseReportKey);
  refused(INPUTS.includeDetail, (text) => parseBooleanInput(INPUTS.includeDetail, text, false));
  refused(INPUTS.needs, parseNeedsInput);
  // The step reads the number only when it posts a comment: with a mode refused or known only in the run,
  // whether it would is not known.
  if (mode !== null && mode !== 'summary') refused(INPUTS.issueNumber, parseIssueNumberInput);
  return problems;
}

/**
 * The pull request or issue an event concerns: `pull_request*` and review events (`pull_request.number`),
 * `issues` and `issue_comment` (`issue.number`, which is the pull request's number for a comment on one),
 * and `workflow_run`, `check_run`, `check_suite` when they carry exactly one pull request.
 */
export function issueNumberFromEvent(payload: unknown): number | null {
  const event = asObject(payload);
  if (!event) return null;
  const direct = numberOf(asObject(event.pull_request)?.number) ?? numberOf(asObject(event.issue)?.number);
  if (direct !== null) return direct;
  for (const holder of ['workflow_run', 'check_run', 'check_suite']) {
    const pulls = asObject(event[holder])?.pull_requests;
    if (Array.isArray(pulls) && pulls.length === 1) {
      const number = numberOf(asObject(pulls[0])?.number);
      if (number !== null) return number;
    }
  }
  return null;
}

/** The events whose runs GitHub starts with a read-only GITHUB_TOKEN when the pull request is from a fork. */
const FORK_READ_ONLY_EVENTS: readonly string[] = [
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
];

/**
 * When the run is for a pull request from a fork, the fork (`owner/repo`, or null when the payload does not
 * name it: a deleted fork): GitHub gives such a `pull_request` (or review) run a read-only GITHUB_TOKEN
 * whatever the job's `permissions:` say, so no comment can be posted from it. Null otherwise, for
 * `pull_request_target` too, which runs in the base repository with its token.
 */
export function forkPullRequest(eventName: string, payload: unknown): { head: string | null } | null {
  if (!FORK_READ_ONLY_EVENTS.includes(eventName)) return null;
  const pull = asObject(asObject(payload)?.pull_request);
  const head = asObject(pull?.head);
  if (!head) return null;
  // A fork deleted since the pull request was opened is sent as `repo: null`.
  if (head.repo === null) return { head: null };
  const repo = asObject(head.repo);
  if (!repo) return null;
  const name = typeof repo.full_name === 'string' ? repo.full_name : null;
  const base = asObject(asObject(pull?.base)?.repo)?.full_name;
  // A pull request between two branches of one repository (a fork itself) is not from a fork.
  if (name !== null && typeof base === 'string') return name === base ? null : { head: name };
  return repo.fork === true ? { head: name } : null;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}
