import {
  describedRunStatus,
  LocalRunCatalog,
  otherHost,
  otherHostAdvice,
  runningOnOtherHost,
  shownRunStatus,
  unreadableRunJson,
} from '../../adapters/local/run-catalog.js';
import { readShownSummary, type ShownRunSummary } from '../../adapters/local/run-jobs.js';
import { formatError, UserError } from '../../core/errors.js';
import { cleanUpAfterInterruptedRuns } from '../interrupted-runs.js';
import { type CliIO, EXIT } from '../io.js';
import { formatDuration } from '../plain-progress.js';
import { printJson } from '../stored-output.js';
import { terminalField, terminalSafe } from './run-options.js';

/** `baton runs`: the local runs, newest first: id, workflow, status, duration. */
export async function runsCommand(io: CliIO, options: { json?: boolean } = {}): Promise<number> {
  const catalog = LocalRunCatalog.forProject(io.cwd);
  await cleanUpAfterInterruptedRuns(io, catalog);
  const ids = await catalog.listRuns();
  // A run still going, or killed, has its jobs so far (from its events), as `show` and `history` give them.
  const summaries: Array<ShownRunSummary | { id: string; said: string }> = [];
  for (const id of ids) {
    try {
      const read = await readShownSummary(catalog, id);
      summaries.push(read instanceof UserError ? { id, said: formatError(read) } : read);
    } catch (error) {
      // `<path>: <what is wrong>`, then what to do: the file's path names the run.
      summaries.push({ id, said: formatError(error) });
    }
  }
  // Why a run is unreadable, and of a run running on another host what to do when that host is gone, apart
  // from the table or the JSON that a script may read.
  const sayUnreadable = () => {
    for (const s of summaries) {
      if ('said' in s) io.stderr(`baton: ${s.said.split('\n').map(terminalSafe).join('\n')}\n`);
      const host = 'said' in s ? null : otherHost(s);
      if (host !== null)
        io.stderr(
          `baton: ${runningOnOtherHost(s.id, host)}\n  ${otherHostAdvice(host, catalog.runDir(s.id))}\n`,
        );
    }
  };
  if (options.json) {
    // A run whose process is gone while run.json still says running reads `interrupted`, as in the table;
    // one whose run.json cannot be read, `unreadable`.
    const shown = summaries.map((s) =>
      'said' in s ? unreadableRunJson(s.id, s.said) : { ...s, status: shownRunStatus(s) },
    );
    printJson(io, `${JSON.stringify(shown, null, 2)}\n`);
    sayUnreadable();
    return EXIT.ok;
  }
  if (summaries.length === 0) {
    const above = await catalog.runsAbove();
    io.stdout(
      above === null
        ? `no runs yet in ${catalog.rootDir}; start one with: baton run <workflow.yml>\n`
        : `no runs yet in ${catalog.rootDir}\n${above}\n`,
    );
    return EXIT.ok;
  }
  const rows = summaries.map((s) =>
    'said' in s
      ? [s.id, '?', 'unreadable', '', '']
      : [
          s.id,
          terminalField(s.workflow),
          s.replay_of
            ? `${describedRunStatus(s)} (replay of ${terminalField(s.replay_of)})`
            : describedRunStatus(s),
          s.duration_ms === null
            ? shownRunStatus(s) === 'running'
              ? 'running'
              : ''
            : formatDuration(s.duration_ms),
          s.started_at.replace('T', ' ').slice(0, 19),
        ],
  );
  io.stdout(table(['RUN', 'WORKFLOW', 'STATUS', 'DURATION', 'STARTED (UTC)'], rows));
  sayUnreadable();
  return EXIT.ok;
}

/** Columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
