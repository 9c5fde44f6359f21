import { readFileSync, statSync } from 'node:fs';
import * as core from '@actions/core';
import { GitHubRecordStore, timeoutFromEnv } from '../../adapters/github/artifact-store.js';
import { setOutputs, writeSummary } from '../../adapters/github/outputs.js';
import { GitHubReporter } from '../../adapters/github/reporter.js';
import { artifactNameFor } from '../../core/artifact-name.js';
import { formatError, UserError } from '../../core/errors.js';
import { ARTIFACT_PREFIX, INPUTS, LIMITS, OUTPUTS, RECORD_FILES } from '../../core/names.js';
import type { CommentSink } from '../../core/ports.js';
import { gatherRecords } from '../../core/report/gather-records.js';
import { type ReportFit, renderReport, reportMarker } from '../../core/report/render-report.js';
import { forkPullRequest, parseReportInputs, type ReportMode } from '../../core/report/report-inputs.js';
import { type ActionDeps, processDeps, type StopSignal } from '../shared/action-deps.js';
import { required, runAttempt, secretsWithToken } from '../shared/runner-env.js';
import {
  endIfHeldOpen,
  runUntilStopped,
  STOP_BUDGET_MS,
  type StepStop,
  stopReason,
  unlessStopped,
} from '../shared/step-stop.js';

/** What `report` has posted so far: what a stopped step says it did and did not. */
interface ReportState {
  mode?: ReportMode;
  issueNumber?: number | null;
  summaryWritten: boolean;
  /** The comment's sink, once made: its write in flight, if any. */
  sink?: { readonly inFlight: 'create' | 'update' | undefined };
  /** Stopped before the report was posted whole: the step has said so and fails. */
  cancelled: boolean;
}

/**
 * `report`: gather every baton record of this run (failed stages included), render the report, write it
 * to the job summary and/or create or update the sticky comment on the pull request or issue. Stopped by the
 * runner, it reads and sends nothing more and posts no part of the report it has not posted yet; a comment
 * write already sent is awaited (GitHub may have applied it), so the step can say what was posted.
 */
async function reportStep(deps: ActionDeps, state: ReportState, stop: StepStop): Promise<void> {
  const { env } = deps;
  const reporter = new GitHubReporter();
  const token = core.getInput(INPUTS.githubToken);
  if (token) core.setSecret(token);
  const inputs = {
    [INPUTS.mode]: core.getInput(INPUTS.mode),
    [INPUTS.key]: core.getInput(INPUTS.key),
    [INPUTS.includeDetail]: core.getInput(INPUTS.includeDetail),
    [INPUTS.issueNumber]: core.getInput(INPUTS.issueNumber),
    [INPUTS.needs]: core.getInput(INPUTS.needs),
  };
  // Every input is checked before a record is read or a request is made.
  const event = { name: env.GITHUB_EVENT_NAME ?? '', payload: readEvent(env.GITHUB_EVENT_PATH) };
  const options = parseReportInputs(inputs, event);
  state.mode = options.mode;
  state.issueNumber = options.issueNumber;
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

  const store = new GitHubRecordStore({
    tempDir: required(env, 'RUNNER_TEMP'),
    reporter,
    ...timeoutFromEnv(env),
  });
  // The artifact client takes no signal: at the stop the records still coming are left unread, and a
  // report of some of them is never posted.
  const gathered = await unlessStopped(gatherRecords(store), stop).catch((error: unknown) => {
    if (stop.received) return undefined;
    throw error;
  });
  if (!gathered || stop.received) return cancel(state, stop, reporter);
  const { records, unreadable, notRecords } = gathered;
  // Another step's artifact under a name of baton's is no stage of the run: said once, here only.
  if (notRecords.length > 0) {
    const names = notRecords.map((k) => artifactNameFor(k.stage, k.attempt, k.runAttempt));
    const [what, they] =
      names.length === 1
        ? [
            'artifact',
            `it holds no ${RECORD_FILES.record}, so it is not a baton record but another step's upload`,
          ]
        : [
            'artifacts',
            `they hold no ${RECORD_FILES.record}, so they are not baton records but other steps' uploads`,
          ];
    reporter.info(
      `report: skipped ${what} ${names.join(', ')}: ${they}; names that start with ${ARTIFACT_PREFIX} are baton's: give your own artifacts other names`,
    );
  }
  for (const u of unreadable)
    reporter.warning(`record of stage ${u.stage} attempt ${u.attempt} could not be read: ${u.reason}`);
  reporter.info(
    `report: ${records.length} record${records.length === 1 ? '' : 's'} of run ${runId}${unreadable.length ? `, ${unreadable.length} unreadable` : ''}`,
  );

  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runUrl = `${serverUrl.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`;
  // The job summary and the comment are cut, when too long, each to its own limit.
  const render = (fit: ReportFit) =>
    renderReport(records, {
      fit,
      workflow,
      key: options.key,
      runId,
      runUrl,
      recordsLocation: `[the run's artifacts](${runUrl}#artifacts)`,
      includeDetail: options.includeDetail,
      secrets,
      // Handoff images show only from GitHub's hosts and this server's (a GitHub Enterprise Server).
      serverUrl,
      unreadable,
      // What the jobs it needs say of the run (the `needs` input): a job of no stage that failed fails it,
      // and in a re-run a stage whose job was skipped in it, with records of earlier run attempts only, did
      // not run.
      ...(options.run === null
        ? {}
        : {
            run: options.run,
            skippedJobs: { runAttempt: runAttempt(env), jobs: options.run.skippedJobs },
          }),
    });

  if (options.mode !== 'comment') {
    await writeSummary(render('job-summary'), secrets);
    state.summaryWritten = true;
  }
  if (options.mode === 'summary') {
    setOutputs({ [OUTPUTS.commentId]: '', [OUTPUTS.commentUrl]: '' });
    if (stop.received)
      reporter.info(
        `report: ${stopReason(stop.received)} while the job summary was being written; it was written, and is left as it is`,
      );
    return;
  }
  // Octokit is loaded only when a comment is posted.
  const { GitHubCommentSink } = await import('../../adapters/github/comment-sink.js');
  if (stop.received) return cancel(state, stop, reporter);
  const sink = new GitHubCommentSink({
    token,
    repository,
    baseUrl: env.GITHUB_API_URL,
    reporter,
    forkPullRequest: forkPullRequest(event.name, event.payload),
    signal: stop.signal,
  });
  state.sink = sink;
  let comment: Awaited<ReturnType<typeof sink.upsert>>;
  try {
    comment = await unlessStopped(
      sink.upsert({
        issueNumber: options.issueNumber!,
        marker: reportMarker(workflow, options.key),
        body: render('comment'),
      }),
      stop,
      () => sink.inFlight !== undefined,
    );
  } catch (error) {
    if (stop.received) return cancel(state, stop, reporter);
    throw error;
  }
  setOutputs({ [OUTPUTS.commentId]: String(comment.id), [OUTPUTS.commentUrl]: comment.url });
  reporter.info(postedLine(comment, stop));
}

/** What the step did with the comment, in one line: created, updated, or left as it was (nothing sent). */
function postedLine(comment: Awaited<ReturnType<CommentSink['upsert']>>, stop: StepStop): string {
  if (comment.action === 'unchanged')
    return stop.received
      ? `report: ${stopReason(stop.received)} while the comment was being checked; it already held this report, and is left as it is: ${comment.url}`
      : `report: comment ${comment.url} unchanged`;
  return stop.received
    ? `report: ${stopReason(stop.received)} while the comment was being ${comment.action}; it was ${comment.action}, and is left as it is: ${comment.url}`
    : `report: ${comment.action} comment ${comment.url}`;
}

/** Stopped before the report was posted whole: say in one line what was posted and what was not. */
function cancel(state: ReportState, stop: StepStop, reporter: GitHubReporter): void {
  state.cancelled = true;
  reporter.warning(`report: cancelled: ${stopReason(stop.received!)}; ${posted(state)}`);
}

/** What of the report was posted, and what was not, as far as the step knows. */
function posted(state: ReportState, outOfTime = false): string {
  const inFlight = state.sink?.inFlight;
  const parts: string[] = [];
  if (state.mode !== undefined && state.mode !== 'summary') {
    const why = outOfTime
      ? `GitHub did not answer within the ${STOP_BUDGET_MS.deadline / 1000} s a stopped step has`
      : 'its request got no answer before the step stopped';
    parts.push(
      inFlight === undefined
        ? 'no comment was created or updated'
        : `the comment on #${state.issueNumber} may have been ${inFlight === 'create' ? 'created' : 'updated'}: ${why}; look for it there`,
    );
  }
  if (state.mode !== undefined && state.mode !== 'comment')
    parts.push(`the job summary was ${state.summaryWritten ? '' : 'not '}written`);
  if (state.summaryWritten || inFlight !== undefined) return parts.join('; ');
  return `nothing was posted${parts.length ? `: ${parts.join(', and ')}` : ''}`;
}

/** As `baton run` reads `--event`: GitHub caps a webhook payload at 25 MB, so every payload it sends is read. */
const MAX_EVENT_BYTES = LIMITS.eventBytes;

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

/**
 * The only place `report` catches. Stopped by the runner, it ends as soon as it has said what was posted,
 * without waiting for the artifact requests it left; a comment write still unanswered at the stop's deadline
 * ends it there (runUntilStopped).
 */
export async function run(deps: ActionDeps = processDeps()): Promise<void> {
  const state: ReportState = { summaryWritten: false, cancelled: false };
  await runUntilStopped(deps, (stop) => reportStep(deps, state, stop), {
    async failed(error) {
      core.setFailed(formatError(error));
    },
    async outOfTime(signal: StopSignal) {
      core.setFailed(`report: ${stopReason(signal)}; ${posted(state, true)}`);
    },
  });
  if (state.cancelled) {
    // A cancel is the run's doing, not the report's error: no error of its own (the runner shows the step
    // cancelled), and no wait for the artifact requests left behind, which would hold the process open.
    deps.exit(core.ExitCode.Failure);
  } else endIfHeldOpen(deps);
}
