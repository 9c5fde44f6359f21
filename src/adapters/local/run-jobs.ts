import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../../core/errors.js';
import { LOCAL_RUN_FILES } from '../../core/names.js';
import type { RunSummary } from '../../core/record.js';
import { type JobSoFar, jobsSoFar } from '../../core/workflow/jobs-so-far.js';
import { type LocalRunCatalog, shownRunStatus } from './run-catalog.js';

/**
 * A run's summary as the run views show it (`show`, `history`, `report`): its jobs are run.json's, and for a
 * run that has not stored its end — still running, or interrupted (killed, crashed), when run.json lists no
 * jobs — the jobs its events.jsonl says so far (jobsSoFar): those that ended with their result, those that
 * started as `running` or `interrupted`.
 */
export interface ShownRunSummary extends Omit<RunSummary, 'jobs'> {
  jobs: (JobSoFar & Pick<RunSummary['jobs'][number], 'reused'>)[];
}

/** The text of a run's events.jsonl; empty when it cannot be read. */
export function readEventsText(catalog: LocalRunCatalog, runId: string): Promise<string> {
  return readFile(join(catalog.runDir(runId), LOCAL_RUN_FILES.events), 'utf8').catch(() => '');
}

/**
 * The summary of `runId` (an exact id, as resolved), with the jobs so far of a run that has not ended; the
 * problem when its run.json cannot be read (readSummaryOrProblem). `eventsText` gives the run's events when
 * the caller reads them too (once, and only when asked for); else they are read here when needed.
 */
export async function readShownSummary(
  catalog: LocalRunCatalog,
  runId: string,
  eventsText: () => Promise<string> = () => readEventsText(catalog, runId),
): Promise<ShownRunSummary | UserError> {
  const summary = await catalog.readSummaryOrProblem(runId);
  if (summary instanceof UserError || summary.status !== 'running' || summary.jobs.length > 0) return summary;
  const status = shownRunStatus(summary);
  const text = await eventsText();
  return { ...summary, jobs: jobsSoFar(text, status === 'interrupted' ? 'interrupted' : 'running') };
}
