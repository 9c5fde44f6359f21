import { removeAbandonedPulls } from '../adapters/local/abandoned-pulls.js';
import {
  type CleanUpOptions,
  cleanUpInterruptedRuns,
  describeLeftovers,
} from '../adapters/local/interrupted-runs.js';
import type { LocalRunCatalog } from '../adapters/local/run-catalog.js';
import type { CliIO } from './io.js';
import { terminalSafe } from './terminal-safe.js';

/**
 * What the commands that read the project's runs (`run`, `replay`, `runs`, `show`, `history`, `report`) do
 * first: clean up after its runs that were killed (SIGKILL, a crash) and could not end themselves — their
 * temp dirs, what they left running, and their writes cut short — and say so on stderr, a line a run; and
 * after pulls killed so (cleanUpAfterKilledPulls).
 * `run` and `replay` do it here, before anything, and tell the run not to do it again (runWorkflow does it
 * for a library's caller, saying so in the run's notices).
 */
export async function cleanUpAfterInterruptedRuns(
  io: CliIO,
  catalog: LocalRunCatalog,
  options?: CleanUpOptions,
): Promise<void> {
  for (const left of await cleanUpInterruptedRuns(catalog, options))
    io.stderr(`baton: ${terminalSafe(describeLeftovers(left))}\n`);
  await cleanUpAfterKilledPulls(io, catalog, options);
}

/** Remove what `baton pull`s killed with SIGKILL left (removeAbandonedPulls), saying so on stderr. */
export async function cleanUpAfterKilledPulls(
  io: CliIO,
  catalog: LocalRunCatalog,
  options?: CleanUpOptions,
): Promise<void> {
  for (const dir of await removeAbandonedPulls(catalog.rootDir, options?.tempRoot))
    io.stderr(`baton: removed ${terminalSafe(dir)}, left by a baton pull that was killed before it ended\n`);
}
