import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorLines, UserError } from '../../core/errors.js';
import { RUN_FILE } from '../../core/names.js';
import type { OptionWords } from '../../core/workflow/option-words.js';
import { isCode } from './record-store.js';
import {
  type LocalRunCatalog,
  otherHost,
  otherHostAdvice,
  runningOnOtherHost,
  shownRunStatus,
} from './run-catalog.js';
import { gatherRunRecords, isDamagedRecord } from './run-records.js';
import { shellQuoted } from './store-access.js';

/**
 * `--parent` (the library's `parent`): the id of the stored run this run continues, checked before this run
 * is made, as the `parent-run` input's run is on GitHub before the agent runs: its stages' hops count on from
 * that run's records, so a parent is never taken for a run without records. Refused, naming the option and
 * what to do:
 * - a run that does not exist (the catalog's error, which lists the recent runs);
 * - a directory that holds no run (no run.json: left by a run that could not start), or whose run.json
 *   cannot be read;
 * - a run one of whose records cannot be read (a run made by another user, a record cut short, or gone: its
 *   run.json says a job recorded it): the hop it holds is not known, so neither is this run's — as on GitHub,
 *   where a parent run the token cannot read fails the step;
 * - a run still running, whose last records may not be stored yet — unless this run was started by one of
 *   its steps (`GITHUB_RUN_ID` in `env` names it), as a workflow dispatches the run that continues it on
 *   GitHub while it still runs: the records of the jobs before that step are stored then.
 *
 * A run that ended with no record at all is taken, as on GitHub: this run's hops then start at 1. An
 * interrupted run (its process killed) is taken with the records it stored: it will never store more.
 */
export async function resolveParent(
  catalog: LocalRunCatalog,
  parent: string,
  words: OptionWords,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string> {
  let id: string;
  try {
    id = await catalog.resolve(parent);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new UserError(error.code, error.message, { where: words.parent, details: error.details });
  }
  const another = `give ${words.parent} another run`;
  const refused = (why: string, details: string[], code = 'parent-invalid') =>
    new UserError(code, `run ${id} ${why}`, { where: words.parent, details });

  const runDir = catalog.runDir(id);
  const summaryFile = join(runDir, RUN_FILE);
  if (
    await lstat(summaryFile).then(
      () => false,
      (error: unknown) => isCode(error, 'ENOENT'),
    )
  ) {
    throw refused(
      `cannot be continued: it has no ${RUN_FILE}, so it holds no run (a run that could not start leaves such a directory)`,
      [`remove it (rmdir ${shellQuoted(runDir)}) if it is empty, then start this run again; or ${another}`],
    );
  }
  const summary = await catalog.readSummary(id).catch((error: unknown) => {
    if (!(error instanceof UserError)) throw error;
    throw refused(`cannot be continued: its ${RUN_FILE} cannot be read`, [...errorLines(error), another]);
  });
  if (shownRunStatus(summary) === 'running' && env.GITHUB_RUN_ID !== id) {
    // On another host (a container, say), whose processes cannot be seen from here: said, with what to do
    // when that host is gone.
    const host = otherHost(summary);
    const running = host === null ? `run ${id} is still running` : runningOnOtherHost(id, host);
    throw new UserError(
      'parent-running',
      `${running}: its last records may not be stored yet, and this run's hops count on from them`,
      {
        where: words.parent,
        details: [
          `wait for it to end${host === null ? '' : ' there'}, then start this run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,
          ...(host === null
            ? []
            : [otherHostAdvice(host, runDir, `give ${words.parent} another run, or remove it`)]),
        ],
      },
    );
  }
  // A record gone (run.json says a job recorded it) is one that cannot be read, as show and replay say it;
  // one the run never stored (a write that failed) is not there either.
  const { unreadable, notStored } = await gatherRunRecords(await catalog.open(id), summary);
  if (notStored !== null) {
    const count = notStored.records.length;
    throw refused(
      `cannot be continued: ${count === 1 ? 'a record' : `${count} records`} of its jobs ${count === 1 ? 'was' : 'were'} never stored, and this run's hops count on from them`,
      [
        ...notStored.records.map((record) => record.reason),
        ...unreadable.map((u) => u.reason.split('\n')[0]!),
        notStored.fix,
        `then give ${words.parent} that run, or ${another}`,
      ],
    );
  }
  if (unreadable.length > 0) {
    // Each record's why, then what to do, said once: a record refused to this user, or likely written by a
    // newer baton, says it (each such cause has one fix for every record of the run); one damaged or gone is
    // put back, or recorded again by a replay, which this run then continues instead.
    const refusedTo = unreadable.filter((u) => !isDamagedRecord(u.code));
    const todo = [...new Set(refusedTo.flatMap((u) => errorLines(u.reason).slice(1)))];
    const order = summary.jobs.flatMap((job) => job.stages);
    const damaged = [...new Set(unreadable.filter((u) => isDamagedRecord(u.code)).map((u) => u.stage))].sort(
      (a, b) => rank(order, a) - rank(order, b),
    );
    if (damaged.length > 0) {
      const [first] = damaged as [string, ...string[]];
      const one = damaged.length === 1;
      todo.push(
        `put the ${one ? 'record of stage' : 'records of stages'} ${damaged.join(', ')} back from a copy, or record ${one ? 'it' : 'them'} again in a new run and give ${words.parent} that run instead: ${words.replay(id, first)}`,
      );
    }
    throw refused(
      `cannot be continued: ${unreadable.length} of its records cannot be read, and this run's hops count on from them`,
      [
        ...unreadable.map((u) => u.reason.split('\n')[0]!),
        ...todo,
        `then start this run again, or ${another}`,
      ],
    );
  }
  return id;
}

/** Where a stage is in the run's jobs: a stage they do not list (their run.json is older) comes last. */
function rank(order: readonly string[], stage: string): number {
  const at = order.indexOf(stage);
  return at === -1 ? order.length : at;
}
