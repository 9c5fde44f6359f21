import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { isRunId } from '../../core/run-id.js';
import { isAtomicTemp } from './atomic-write.js';
import { isStoreTemp } from './record-store.js';
import { ownDirectory, removeTree } from './remove-tree.js';
import { type LocalRunCatalog, shownRunStatus } from './run-catalog.js';

/** `baton-run-<run id>-XXXXXX`: a run's temp dir, as `baton run` makes it (mkdtemp's six characters). */
const RUN_TEMP_NAME = /^baton-run-(.+)-[A-Za-z0-9]{6}$/;
/** How long what a killed run left running has between SIGTERM and SIGKILL. */
const STOP_GRACE_MS = 2000;
/** How long processes still there after SIGKILL are waited for (one stuck in the kernel is let be). */
const KILL_WAIT_MS = 1000;
const POLL_MS = 50;

/** What a run killed with SIGKILL (or a crash) had left, and what was done with it. */
export interface InterruptedRunLeftovers {
  run: string;
  /** Its temp dir: its step scripts (with the secrets they read), file commands, prompts. */
  tempDir: string;
  /** Whether the temp dir is gone now. */
  removed: boolean;
  /** Its processes that were still running, and were stopped (SIGTERM, then SIGKILL). */
  stopped: number[];
  /** Its processes still running all the same (they may not be signalled, or outlived SIGKILL). */
  running: number[];
  /** False where the system cannot say which processes are the run's (no /proc): none were looked for. */
  looked: boolean;
  /** How many writes cut short (a record, a file) were removed from its directory in the store. */
  partial: number;
}

export interface CleanUpOptions {
  /** Where run temp dirs are made: the system's temp dir (TMPDIR) unless given. */
  tempRoot?: string;
  /** Between SIGTERM and SIGKILL (for tests). */
  graceMs?: number;
}

/** The cleanups under way in this process, by store: one at a time per store (see cleanUpInterruptedRuns). */
const cleaning = new Map<string, Promise<unknown>>();

/**
 * Clean up after the runs of `catalog` that were interrupted (their baton process is gone: killed with
 * SIGKILL, crashed, the machine lost power) and so could not end themselves: each one's temp dir, found in
 * the temp root by its name, and the processes its steps and agents left running, found by that temp dir.
 *
 * Only what is surely that run's is touched. A temp dir is one `baton run` made for a run of this store
 * (`baton-run-<id>-XXXXXX`, the id a run here whose run.json says it is interrupted, and the one that run
 * recorded, when it did: a run of the same id in another project has its own), a directory (never a link)
 * of this user. A process is one of this user whose environment names that temp dir (`RUNNER_TEMP`,
 * `GITHUB_OUTPUT`, `BATON_HANDOFF_PATH`, … as baton gave them to every step and agent of the run, and their
 * children inherit): a path no other process is given, which a process id reused since cannot have. The
 * processes are stopped before the dir is removed; while one still runs, the dir is kept (a later command
 * tries again). Where there is no /proc to read environments from, none are looked for, and the dir is
 * removed. Returns what was found, for the caller to say (describeLeftovers).
 *
 * A run of this process (runWorkflow called again while a run goes on) is alive, never interrupted. Two
 * cleanups of one store in this process run one after the other: the second finds what the first left (a
 * run's dir it removed is gone), rather than both stopping the same processes and saying so.
 */
export function cleanUpInterruptedRuns(
  catalog: LocalRunCatalog,
  options: CleanUpOptions = {},
): Promise<InterruptedRunLeftovers[]> {
  const key = resolve(catalog.rootDir);
  const found = (cleaning.get(key) ?? Promise.resolve()).then(() => cleanUp(catalog, options));
  const settled = found.catch(() => {});
  cleaning.set(key, settled);
  void settled.then(() => {
    if (cleaning.get(key) === settled) cleaning.delete(key);
  });
  return found;
}

async function cleanUp(
  catalog: LocalRunCatalog,
  options: CleanUpOptions,
): Promise<InterruptedRunLeftovers[]> {
  const root = options.tempRoot ?? tmpdir();
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const found: InterruptedRunLeftovers[] = [];
  for (const name of names) {
    const id = RUN_TEMP_NAME.exec(name)?.[1];
    if (id === undefined || !isRunId(id)) continue;
    // A run of another project (its temp dirs are in the same TMPDIR): not looked at further.
    if ((await lstat(catalog.runDir(id)).catch(() => null))?.isDirectory() !== true) continue;
    const tempDir = join(root, name);
    if (!(await ownDirectory(tempDir))) continue;
    const recorded = await interruptedHere(catalog, id, name);
    if (recorded === false) continue;
    // The dir as the run named it too (its TMPDIR may have been spelt otherwise): what its steps were given.
    const spellings = [...new Set([tempDir, ...(recorded === null ? [] : [recorded])])];
    const { stopped, running, looked } = await stopProcessesUsing(
      spellings,
      options.graceMs ?? STOP_GRACE_MS,
    );
    const removed = running.length === 0 && (await removeTree(tempDir));
    // Its writes cut short, once nothing of the run can still be writing them.
    const partial = running.length === 0 ? await removePartialWrites(catalog.runDir(id)) : 0;
    found.push({ run: id, tempDir, removed, stopped, running, looked, partial });
  }
  return found;
}

/**
 * One line: what an interrupted run had left and what became of it, as the commands say it on stderr (after
 * `baton: `) and runWorkflow in its run's notices (`run … was interrupted (its baton process is gone): stopped
 * 2 processes it left running (pids 4242, 4243); removed its temp dir /tmp/baton-run-…`). The temp dir is
 * as found: a terminal shows it made safe.
 */
export function describeLeftovers(left: InterruptedRunLeftovers): string {
  const dir = left.tempDir;
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
  return `run ${left.run} was interrupted (its baton process is gone): ${said.join('; ')}`;
}

/**
 * Remove what writes cut short left in a run's directory: a stage attempt being built (isStoreTemp), a file
 * being written before its rename (isAtomicTemp: run.json, jobs.json, a job's log). Hidden, never read as a
 * record or a file of the run, only taking room. Returns how many were removed.
 */
async function removePartialWrites(runDir: string): Promise<number> {
  const entries = await readdir(runDir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!(isStoreTemp(entry.name) || isAtomicTemp(entry.name)) || entry.isSymbolicLink()) continue;
    if (await removeTree(join(runDir, entry.name))) removed++;
  }
  return removed;
}

/**
 * Whether run `id` of the catalog is interrupted, and `tempName` is its temp dir: the one its run.json
 * recorded (returned, as the run spelt it), or, for a run of an earlier baton that did not record it (null),
 * one named after it. False otherwise.
 */
async function interruptedHere(
  catalog: LocalRunCatalog,
  id: string,
  tempName: string,
): Promise<string | null | false> {
  try {
    const summary = await catalog.readSummary(id);
    if (shownRunStatus(summary) !== 'interrupted') return false;
    const recorded = summary.process?.temp;
    if (recorded === undefined) return null;
    return basename(recorded) === tempName ? recorded : false;
  } catch {
    // Not a run of this store, or one whose run.json cannot be read: not this command's to clean.
    return false;
  }
}

/**
 * Stop the processes whose environment names the dir (`dirs`, its spellings): SIGTERM, then, after
 * `graceMs`, SIGKILL to those still there; a process one of them starts meanwhile is found at the next look
 * and stopped too.
 */
async function stopProcessesUsing(
  dirs: readonly string[],
  graceMs: number,
): Promise<{ stopped: number[]; running: number[]; looked: boolean }> {
  const first = await processesUsing(dirs);
  if (first === null) return { stopped: [], running: [], looked: false };
  let living = first;
  const signalled = new Set<number>();
  const refused = new Set<number>();
  const send = (pids: readonly number[], signal: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
        signalled.add(pid);
      } catch (error) {
        // ESRCH: gone since it was looked at. EPERM: not this user's to stop (a setuid program).
        if ((error as NodeJS.ErrnoException).code === 'EPERM') refused.add(pid);
      }
    }
  };
  const waitFor = async (ms: number, signal: NodeJS.Signals) => {
    for (const end = Date.now() + ms; living.length > 0 && Date.now() < end; ) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      living = (await processesUsing(dirs)) ?? [];
      send(
        living.filter((pid) => !signalled.has(pid) && !refused.has(pid)),
        signal,
      );
    }
  };
  send(living, 'SIGTERM');
  await waitFor(graceMs, 'SIGTERM');
  if (living.length > 0) {
    // Looked at again just before: only what still names the dir is killed.
    living = (await processesUsing(dirs)) ?? [];
    send(living, 'SIGKILL');
    await waitFor(KILL_WAIT_MS, 'SIGKILL');
  }
  return {
    stopped: [...signalled].filter((pid) => !living.includes(pid)).sort((a, b) => a - b),
    running: [...living].sort((a, b) => a - b),
    looked: true,
  };
}

/**
 * The processes of this user (this one aside) whose environment has a value that is one of `dirs` or a
 * path in it, from /proc; null where there is no /proc. A zombie, which has no environment left, is none.
 */
async function processesUsing(dirs: readonly string[]): Promise<number[] | null> {
  let entries: string[];
  try {
    await stat('/proc/self/environ');
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  const uid = process.getuid?.();
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^[1-9][0-9]*$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    try {
      if (uid !== undefined && (await stat(`/proc/${entry}`)).uid !== uid) continue;
      const environ = await readFile(`/proc/${entry}/environ`, 'utf8');
      if (dirs.some((dir) => names(environ, dir))) found.push(pid);
    } catch {
      // Gone since the list was read, or not ours to read.
    }
  }
  return found;
}

/** Whether an environment (`NAME=value` entries, NUL-separated) has a value that is `dir` or under it. */
function names(environ: string, dir: string): boolean {
  for (const entry of environ.split('\0')) {
    const value = entry.slice(entry.indexOf('=') + 1);
    if (value === dir || value.startsWith(`${dir}/`)) return true;
  }
  return false;
}
