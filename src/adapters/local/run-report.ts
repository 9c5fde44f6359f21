import { join, relative } from 'node:path';
import { formatError, UserError } from '../../core/errors.js';
import { LOCAL_RUN_FILES } from '../../core/names.js';
import { type RenderReportOptions, renderReport } from '../../core/report/render-report.js';
import { runFromEvents } from '../../core/workflow/jobs-so-far.js';
import { writeFileAtomic } from './atomic-write.js';
import { type LocalRunCatalog, shownRunStatus } from './run-catalog.js';
import { readEventsText, readShownSummary } from './run-jobs.js';
import { gatherRunRecords } from './run-records.js';

/**
 * The run report of a local run: the same Markdown the `report` action posts on GitHub, built from the
 * run's records in `.baton/runs/<run-id>/`. `baton report` prints it; the local runner writes it to the run
 * directory as `report.md` when a run ends.
 */

export interface LocalReportOptions {
  /** Include each handoff's `detail` (the action's `include-detail`). */
  includeDetail?: boolean;
  /** Which sticky report (the action's `key`); only the hidden marker shows it. */
  key?: string;
  /** Secret values to redact besides known token shapes (records are redacted when stored already). */
  secrets?: readonly string[];
  /** Directory paths in the report are shown relative to this one (the project); absolute otherwise. */
  cwd?: string;
}

/** Render the report of `runId` (an exact id or `latest`). */
export async function renderLocalRunReport(
  catalog: LocalRunCatalog,
  runIdOrLatest: string,
  options: LocalReportOptions = {},
): Promise<{
  runId: string;
  markdown: string;
  unreadable: number;
  /** How many records the run made and never stored (named in a warning of the report's). */
  neverStored: number;
  runUnreadable: UserError | null;
  /** With `runUnreadable`: whether what the report says of the run came from its events.jsonl. */
  readFromEvents: boolean;
}> {
  const runId = await catalog.resolve(runIdOrLatest);
  const [read, store] = await Promise.all([readShownSummary(catalog, runId), catalog.open(runId)]);
  // A run.json that cannot be read is named in a warning, as a record that cannot be read is: the report
  // of the records is still the run's, to post.
  const runUnreadable = read instanceof UserError ? read : null;
  const summary = read instanceof UserError ? null : read;
  const gathered = await gatherRunRecords(store, summary);
  const { records } = gathered;
  const { unreadable } = gathered;
  // A record the run never stored is not in the report either: named in a warning of its own, why and what
  // to do said with it.
  const neverStored = (gathered.notStored?.records ?? []).map(({ stage, attempt, why }) => ({
    stage,
    attempt,
    runAttempt: 1,
    reason: `${why}\n  ${gathered.notStored!.fix}`,
  }));
  const runDir = catalog.runDir(runId);
  const shown = options.cwd ? relative(options.cwd, runDir) || runDir : runDir;
  // What the report says of the run from its run.json; when that cannot be read, why, and what its events
  // say of the run (how it ended, the jobs that failed): never a success they do not say.
  const ofRun =
    summary === null
      ? ofUnreadableRun(
          formatError(runUnreadable).split('\n')[0]!,
          runFromEvents(await readEventsText(catalog, runId)),
        )
      : {
          workflow: summary.workflow,
          run: {
            status: shownRunStatus(summary),
            failedJobs: summary.jobs.filter((job) => job.result === 'failure').map((job) => job.id),
            unfinishedJobs: summary.jobs
              .filter((job) => job.result === 'running' || job.result === 'interrupted')
              .map((job) => job.id),
          },
        };
  const markdown = renderReport(records, {
    runId,
    ...(options.key === undefined ? {} : { key: options.key }),
    includeDetail: options.includeDetail ?? false,
    secrets: options.secrets ?? [],
    recordsLocation: `the run directory \`${shown.replace(/`/g, "'")}\``,
    unreadable,
    neverStored,
    ...ofRun,
  });
  return {
    runId,
    markdown,
    unreadable: unreadable.length,
    neverStored: neverStored.length,
    runUnreadable,
    readFromEvents: 'runReadFromEvents' in ofRun && ofRun.runReadFromEvents === true,
  };
}

/**
 * What the report says of a run whose run.json cannot be read (`why`): what its events say of it (`said`),
 * its end when they say it, else an end not known; without them, an end not known and no job named.
 */
function ofUnreadableRun(
  why: string,
  said: ReturnType<typeof runFromEvents>,
): Pick<RenderReportOptions, 'runUnreadable' | 'runReadFromEvents' | 'workflow' | 'run'> {
  if (said === null) return { runUnreadable: why, run: { status: 'unknown', failedJobs: [] } };
  const ids = (result: string) => said.jobs.filter((job) => job.result === result).map((job) => job.id);
  return {
    runUnreadable: why,
    runReadFromEvents: true,
    workflow: said.workflow,
    run: {
      status: said.end ?? 'unknown',
      failedJobs: ids('failure'),
      ...(said.end === null ? { unfinishedJobs: ids('running') } : {}),
    },
  };
}

/**
 * Write the report of a finished run to `<run dir>/report.md` (atomically: a reader sees the old report or
 * the new one). Returns the path written.
 */
export async function writeRunReport(
  catalog: LocalRunCatalog,
  runId: string,
  options: LocalReportOptions = {},
): Promise<string> {
  const { runId: id, markdown } = await renderLocalRunReport(catalog, runId, options);
  const path = join(catalog.runDir(id), LOCAL_RUN_FILES.report);
  await writeFileAtomic(path, markdown);
  return path;
}
