import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { parseNeedsInput, runOfNeeds } from '../../../src/core/report/needs-results.js';
import { parseReportInputs } from '../../../src/core/report/report-inputs.js';
import { expressions } from '../../support/workflow-language.js';

/**
 * The report's `needs` input: the jobs' results as `${{ toJSON(needs) }}` gives them, read as data, and the
 * run's state derived from them as GitHub concludes a run.
 */

type Result = 'success' | 'failure' | 'cancelled' | 'skipped';

/** What GitHub passes for `needs: ${{ toJSON(needs) }}`: its own toJSON, outputs and all. */
function needsJson(jobs: Record<string, Result>, outputs: Record<string, string> = {}): string {
  const needs = Object.fromEntries(Object.entries(jobs).map(([id, result]) => [id, { result, outputs }]));
  return expressions.evaluateString('toJSON(needs)', { contexts: { needs } });
}

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

describe('the run from the needs input', () => {
  it.each<[string, Record<string, Result>, ReturnType<typeof runOfNeeds>]>([
    [
      'failure, naming every failed job, when a job failed',
      { investigate: 'success', fix: 'success', 'open-pr': 'failure', lint: 'failure' },
      { status: 'failure', failedJobs: ['open-pr', 'lint'], skippedJobs: [] },
    ],
    [
      'failure over cancelled, as GitHub concludes a run',
      { build: 'cancelled', test: 'failure' },
      { status: 'failure', failedJobs: ['test'], skippedJobs: [] },
    ],
    [
      'cancelled when a job was cancelled and none failed',
      { investigate: 'success', fix: 'cancelled', 'open-pr': 'skipped' },
      { status: 'cancelled', failedJobs: [], skippedJobs: ['open-pr'] },
    ],
    [
      'success when a job was skipped, which fails nothing',
      { investigate: 'success', 'open-pr': 'skipped' },
      { status: 'success', failedJobs: [], skippedJobs: ['open-pr'] },
    ],
    ['nothing for a job that needs none', {}, null],
  ])('%s', (_, jobs, run) => {
    const results = parseNeedsInput(needsJson(jobs));
    expect(results).not.toBeNull();
    expect(runOfNeeds(results!)).toEqual(run);
    expect(parseReportInputs({ needs: needsJson(jobs) }, pr).run).toEqual(run);
  });

  it('is not there when the input is not given', () => {
    expect(parseNeedsInput('')).toBeNull();
    expect(parseNeedsInput('  \n')).toBeNull();
    expect(parseReportInputs({}, pr).run).toBeNull();
    expect(parseReportInputs({ needs: '' }, pr).run).toBeNull();
  });

  it('reads only each job’s result, never its outputs', () => {
    const outputs = {
      status: 'success',
      data: '{"note":"{{github.token}} ${{ secrets.X }} @team fixes #1"}',
    };
    const results = parseNeedsInput(needsJson({ fix: 'success', 'open-pr': 'failure' }, outputs));
    expect(results).toEqual([
      { job: 'fix', result: 'success' },
      { job: 'open-pr', result: 'failure' },
    ]);
  });
});

describe('a needs input that is not the needs context', () => {
  const secret = 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB';
  const fix = 'must be the results of the jobs this job needs, as `needs: ${{ toJSON(needs) }}` passes them';
  it.each([
    ['a list of stages, as the stage action takes', 'investigate, fix', 'it is not JSON'],
    ['the context without toJSON', 'Object', 'it is not JSON'],
    ['an array', '["success"]', 'it is JSON, but not an object of jobs'],
    ['null', 'null', 'it is JSON, but not an object of jobs'],
    ['a string', JSON.stringify(secret), 'it is JSON, but not an object of jobs'],
    [
      'one job’s outputs (an agent’s data)',
      JSON.stringify({ fix: { result: 'success' }, [`${secret} x`]: { result: 'success' } }),
      'entry 2 of 2 is not named by a job id',
    ],
    [
      'one job, not the context',
      JSON.stringify({ result: 'success', outputs: { data: secret } }),
      'entry 1 of 2 has no result that is success, failure, cancelled or skipped',
    ],
    [
      'a result GitHub never gives',
      JSON.stringify({ fix: { result: secret } }),
      'entry 1 of 1 has no result that is success, failure, cancelled or skipped',
    ],
    [
      'a job without its result',
      JSON.stringify({ fix: { result: 'success' }, test: { outputs: {} } }),
      'entry 2 of 2 has no result that is success, failure, cancelled or skipped',
    ],
  ])('refuses %s, saying what to pass and quoting none of it', (_, text, why) => {
    for (const error of [
      refusal(() => parseNeedsInput(text)),
      refusal(() => parseReportInputs({ needs: text }, pr)),
    ]) {
      expect(error.code).toBe('input-invalid');
      expect(error.where).toBe('needs');
      expect(error.message).toBe(`${fix}; ${why}`);
      expect(error.message).not.toContain(secret);
    }
  });

  it('is refused before the issue number is looked for', () => {
    const error = refusal(() =>
      parseReportInputs({ needs: 'fix', mode: 'comment' }, { name: 'push', payload: {} }),
    );
    expect(error.where).toBe('needs');
  });
});
