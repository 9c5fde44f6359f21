import { LocalRunCatalog } from '../../adapters/local/run-catalog.js';
import { renderLocalRunReport } from '../../adapters/local/run-report.js';
import { type CliIO, EXIT } from '../io.js';

export interface ReportOptions {
  includeDetail?: boolean;
}

/**
 * `baton report <run>`: print the run's report as Markdown, the same the `report` action posts as its
 * sticky comment on GitHub (run id or `latest`).
 */
export async function reportCommand(io: CliIO, run: string, options: ReportOptions = {}): Promise<number> {
  const catalog = LocalRunCatalog.forProject(io.cwd);
  const { markdown, unreadable } = await renderLocalRunReport(catalog, run, {
    includeDetail: options.includeDetail ?? false,
    cwd: io.cwd,
  });
  io.stdout(markdown);
  if (unreadable === 0) return EXIT.ok;
  // The report says which, as a warning in it; the exit says the run's records are not all there, as show's.
  io.stderr(
    `baton: ${unreadable === 1 ? 'a record' : `${unreadable} records`} of the run cannot be read and ${unreadable === 1 ? 'is' : 'are'} not in the report (see its warning)\n`,
  );
  return EXIT.failure;
}
