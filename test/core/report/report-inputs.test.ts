import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import {
  forkPullRequest,
  issueNumberFromEvent,
  parseReportInputs,
} from '../../../src/core/report/report-inputs.js';

const pr = { name: 'pull_request', payload: { number: 7, pull_request: { number: 7 } } };

function refusal(fn: () => unknown): UserError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return error as UserError;
  }
  throw new Error('expected a refusal');
}

describe('parseReportInputs', () => {
  it('defaults to both, key default, no detail, and the event’s pull request', () => {
    expect(parseReportInputs({}, pr)).toEqual({
      mode: 'both',
      key: 'default',
      includeDetail: false,
      issueNumber: 7,
      run: null,
    });
  });

  it('takes an explicit issue number over the event', () => {
    expect(
      parseReportInputs({ 'issue-number': ' 42 ', 'include-detail': 'true', key: 'nightly' }, pr),
    ).toEqual({
      mode: 'both',
      key: 'nightly',
      includeDetail: true,
      issueNumber: 42,
      run: null,
    });
  });

  it('needs no issue in summary mode', () => {
    expect(parseReportInputs({ mode: 'summary' }, { name: 'push', payload: {} }).issueNumber).toBeNull();
  });

  it.each([
    [{ mode: 'all' }, 'mode', 'must be one of comment, summary, both; got "all"'],
    [
      { key: 'a b' },
      'key',
      `must be 1 to 64 letters, digits, '.', '_' or '-' (it names the sticky comment); got "a b"`,
    ],
    [
      { key: '-->' },
      'key',
      `must be 1 to 64 letters, digits, '.', '_' or '-' (it names the sticky comment); got "-->"`,
    ],
    [
      { 'include-detail': 'yes' },
      'include-detail',
      '"yes" is not one of true, True, TRUE, false, False, FALSE',
    ],
    [
      { 'issue-number': '#7' },
      'issue-number',
      'must be the number of an issue or pull request, like 42; got "#7"',
    ],
    [
      { 'issue-number': '0' },
      'issue-number',
      'must be the number of an issue or pull request, like 42; got "0"',
    ],
  ])('refuses %j, naming the input', (inputs, where, message) => {
    const error = refusal(() => parseReportInputs(inputs, pr));
    expect(error.where).toBe(where);
    expect(error.message).toBe(message);
  });

  it('says clearly when the event has no issue or pull request', () => {
    const error = refusal(() =>
      parseReportInputs({ mode: 'comment' }, { name: 'push', payload: { ref: 'refs/heads/main' } }),
    );
    expect(error.code).toBe('issue-number-missing');
    expect(error.where).toBe('issue-number');
    expect(error.message).toBe(
      'there is no issue or pull request to comment on: the triggering event (push) is not about one. Set the issue-number input, or use mode: summary',
    );
  });
});

describe('issueNumberFromEvent', () => {
  it.each([
    ['pull_request', { pull_request: { number: 3 } }, 3],
    ['issues', { issue: { number: 4 } }, 4],
    ['issue_comment on a pull request', { issue: { number: 5, pull_request: { url: 'x' } } }, 5],
    ['workflow_run with one pull request', { workflow_run: { pull_requests: [{ number: 6 }] } }, 6],
    ['workflow_run with two', { workflow_run: { pull_requests: [{ number: 6 }, { number: 8 }] } }, null],
    ['push', { ref: 'refs/heads/main' }, null],
    ['a forged number', { issue: { number: '7; rm -rf' } }, null],
    ['not an object', 'text', null],
  ])('%s', (_, payload, expected) => {
    expect(issueNumberFromEvent(payload)).toBe(expected);
  });
});

describe('forkPullRequest', () => {
  const pull = (head: unknown, base: unknown = { full_name: 'octo/demo', fork: false }) => ({
    pull_request: { number: 7, head: { repo: head }, base: { repo: base } },
  });
  it.each([
    [
      'pull_request from a fork',
      'pull_request',
      pull({ full_name: 'someone/demo', fork: true }),
      { head: 'someone/demo' },
    ],
    [
      'review of one',
      'pull_request_review',
      pull({ full_name: 'someone/demo', fork: true }),
      { head: 'someone/demo' },
    ],
    [
      'review comment on one',
      'pull_request_review_comment',
      pull({ full_name: 'x/demo', fork: true }),
      { head: 'x/demo' },
    ],
    [
      'with only the fork flag',
      'pull_request',
      { pull_request: { head: { repo: { fork: true } } } },
      { head: null },
    ],
    ['whose fork was deleted', 'pull_request', pull(null), { head: null }],
    ['from a branch of the repository', 'pull_request', pull({ full_name: 'octo/demo', fork: false }), null],
    [
      'inside a fork, branch to branch',
      'pull_request',
      pull({ full_name: 'x/demo', fork: true }, { full_name: 'x/demo', fork: true }),
      null,
    ],
    [
      'pull_request_target (runs with the base’s token)',
      'pull_request_target',
      pull({ full_name: 'someone/demo', fork: true }),
      null,
    ],
    ['issue_comment', 'issue_comment', { issue: { number: 7, pull_request: {} } }, null],
    ['a payload that is not one', 'pull_request', 'text', null],
  ])('%s', (_, name, payload, expected) => {
    expect(forkPullRequest(name, payload)).toEqual(expected);
  });
});
