import { readFileSync, statSync } from 'node:fs';
import * as core from '@actions/core';
import { GitHubRecordStore } from '../../adapters/github/artifact-store.js';
import { setOutputs, writeSummary } from '../../adapters/github/outputs.js';
import { GitHubReporter } from '../../adapters/github/reporter.js';
import { formatError, UserError } from '../../core/errors.js';
import { INPUTS, OUTPUTS } from '../../core/names.js';
import { gatherRecords } from '../../core/report/gather-records.js';
import { renderReport, reportMarker } from '../../core/report/render-report.js';
import { forkPullRequest, parseReportInputs } from '../../core/report/report-inputs.js';
import { type ActionDeps, processDeps } from '../shared/action-deps.js';
import { required, secretsWithToken } from '../shared/runner-env.js';

/**
 * `report`: gather every baton record of this run (failed stages included), render the report, write it
 * to the job summary and/or create or update the sticky comment on the pull request or issue.
 */
async function reportStep(deps: ActionDeps): Promise<void> {
  const { env } = deps;
  const reporter = new GitHubReporter();
  const token = core.getInput(INPUTS.githubToken);
  if (token) core.setSecret(token);
  const inputs = {
    [INPUTS.mode]: core.getInput(INPUTS.mode),
    [INPUTS.key]: core.getInput(INPUTS.key),
    [INPUTS.includeDetail]: core.getInput(INPUTS.includeDetail),
    [INPUTS.issueNumber]: core.getInput(INPUTS.issueNumber),
  };
  // Every input is checked before a record is read or a request is made.
  const event = { name: env.GITHUB_EVENT_NAME ?? '', payload: readEvent(env.GITHUB_EVENT_PATH) };
  const options = parseReportInputs(inputs, event);
  const repository = required(env, 'GITHUB_REPOSITORY');
  const runId = required(env, 'GITHUB_RUN_ID');
  const workflow = required(env, 'GITHUB_WORKFLOW');
  // The runner sets it for every step; without it the comment would go to api.github.com whatever the
  // server, and fail there as a DNS or token error that does not say why.
  if (options.mode !== 'summary' && !env.GITHUB_API_URL) {
    throw new UserError(
      'runner-env-missing',
      'GITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone',
    );
  }
  const secrets = secretsWithToken(env, token);

  const store = new GitHubRecordStore({ tempDir: required(env, 'RUNNER_TEMP'), reporter });
  const { records, unreadable } = await gatherRecords(store);
  for (const u of unreadable)
    reporter.warning(`record of stage ${u.stage} attempt ${u.attempt} could not be read: ${u.reason}`);
  reporter.info(
    `report: ${records.length} records of run ${runId}${unreadable.length ? `, ${unreadable.length} unreadable` : ''}`,
  );

  const runUrl = `${(env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`;
  const markdown = renderReport(records, {
    workflow,
    key: options.key,
    runId,
    runUrl,
    recordsLocation: `[the run's artifacts](${runUrl}#artifacts)`,
    includeDetail: options.includeDetail,
    secrets,
    unreadable,
  });

  if (options.mode !== 'comment') await writeSummary(markdown, secrets);
  if (options.mode === 'summary') {
    setOutputs({ [OUTPUTS.commentId]: '', [OUTPUTS.commentUrl]: '' });
    return;
  }
  // Octokit is loaded only when a comment is posted.
  const { GitHubCommentSink } = await import('../../adapters/github/comment-sink.js');
  const sink = new GitHubCommentSink({
    token,
    repository,
    baseUrl: env.GITHUB_API_URL,
    reporter,
    forkPullRequest: forkPullRequest(event.name, event.payload),
  });
  const comment = await sink.upsert({
    issueNumber: options.issueNumber!,
    marker: reportMarker(workflow, options.key),
    body: markdown,
  });
  setOutputs({ [OUTPUTS.commentId]: String(comment.id), [OUTPUTS.commentUrl]: comment.url });
  reporter.info(`report: ${comment.action} comment ${comment.url}`);
}

const MAX_EVENT_BYTES = 16 * 1024 * 1024;

/** The event payload, or {} when there is none or it cannot be read (then the issue number must be given). */
function readEvent(path: string | undefined): unknown {
  if (!path) return {};
  try {
    if (statSync(path).size > MAX_EVENT_BYTES) return {};
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
}

/** The only place `report` catches. */
export async function run(deps: ActionDeps = processDeps()): Promise<void> {
  try {
    await reportStep(deps);
  } catch (error) {
    core.setFailed(formatError(error));
  }
}
