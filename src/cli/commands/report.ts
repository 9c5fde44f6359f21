import { LocalRunCatalog } from '../../adapters/local/run-catalog.js';
import { renderLocalRunReport } from '../../adapters/local/run-report.js';
import { cleanUpAfterInterruptedRuns } from '../interrupted-runs.js';
import { type CliIO, EXIT } from '../io.js';
import { printStored } from '../stored-output.js';
import { unreadableRun } from './run-options.js';

export interface ReportOptions {
  includeDetail?: boolean;
}

/**
 * `baton report <run>`: print the run's report as Markdown, the same the `report` action posts as its
 * sticky comment on GitHub (run id or `latest`).
 */
export async function reportCommand(io: CliIO, run: string, options: ReportOptions = {}): Promise<number> {
  const catalog = LocalRunCatalog.forProject(io.cwd);
  await cleanUpAfterInterruptedRuns(io, catalog);
  const { markdown, unreadable, neverStored, runUnreadable, readFromEvents } = await renderLocalRunReport(
    catalog,
    run,
    {
      includeDetail: options.includeDetail ?? false,
      cwd: io.cwd,
    },
  );
  // Markdown to post (`baton report > report.md`, then `gh pr comment -F`): printed as a stored file is,
  // as rendered where nothing reads workflow commands in it, escaped where a GitHub step's log would.
  printStored(io, markdown);
  // The report is still the run's, to post: it names what it left out in a warning, said here too.
  if (runUnreadable !== null)
    io.stderr(
      `${unreadableRun(runUnreadable)}baton: the report is built from the run's records ${readFromEvents ? 'and its events.jsonl' : 'alone'} (see its warning)\n`,
    );
  if (unreadable > 0) {
    io.stderr(
      `baton: ${unreadable === 1 ? 'a record' : `${unreadable} records`} of the run cannot be read and ${unreadable === 1 ? 'is' : 'are'} not in the report (see its warning)\n`,
    );
  }
  if (neverStored > 0) {
    io.stderr(
      `baton: ${neverStored === 1 ? 'a record' : `${neverStored} records`} of the run ${neverStored === 1 ? 'was' : 'were'} never stored and ${neverStored === 1 ? 'is' : 'are'} not in the report (see its warning)\n`,
    );
  }
  return EXIT.ok;
}
