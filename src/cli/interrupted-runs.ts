import {
  type CleanUpOptions,
  cleanUpInterruptedRuns,
  type InterruptedRunLeftovers,
} from '../adapters/local/interrupted-runs.js';
import type { LocalRunCatalog } from '../adapters/local/run-catalog.js';
import type { CliIO } from './io.js';
import { terminalSafe } from './terminal-safe.js';

/**
 * What the commands that read the project's runs (`run`, `replay`, `runs`, `show`, `history`, `report`) do
 * first: clean up after its runs that were killed (SIGKILL, a crash) and could not end themselves — their
 * temp dirs, what they left running, and their writes cut short — and say so on stderr, a line a run.
 */
export async function cleanUpAfterInterruptedRuns(
  io: CliIO,
  catalog: LocalRunCatalog,
  options?: CleanUpOptions,
): Promise<void> {
  for (const left of await cleanUpInterruptedRuns(catalog, options))
    io.stderr(`${describeLeftovers(left)}\n`);
}

/** One line: what the run had left and what became of it. */
export function describeLeftovers(left: InterruptedRunLeftovers): string {
  const dir = terminalSafe(left.tempDir);
  const pids = (list: readonly number[]) => `${list.length === 1 ? 'pid' : 'pids'} ${list.join(', ')}`;
  const processes = (count: number) => (count === 1 ? '1 process' : `${count} processes`);
  const said: string[] = [];
  if (left.stopped.length > 0)
    said.push(`stopped ${processes(left.stopped.length)} it left running (${pids(left.stopped)})`);
  if (left.running.length > 0)
    said.push(
      `${processes(left.running.length)} it left ${left.running.length === 1 ? 'is' : 'are'} still running and could not be stopped (${pids(left.running)}): its temp dir ${dir} is kept until ${left.running.length === 1 ? 'it ends' : 'they end'}`,
    );
  else if (left.removed) said.push(`removed its temp dir ${dir}`);
  else said.push(`its temp dir ${dir} could not be removed: remove it yourself`);
  if (left.partial > 0)
    said.push(
      `removed ${left.partial === 1 ? 'a write' : `${left.partial} writes`} it had not finished from its records`,
    );
  if (!left.looked)
    said.push(
      'processes it left running, if any, cannot be told apart on this system (no /proc): look for them with ps',
    );
  return `baton: run ${left.run} was interrupted (its baton process is gone): ${said.join('; ')}`;
}
