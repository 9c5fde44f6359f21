import {
  describedRunStatus,
  LocalRunCatalog,
  shownRunStatus,
  unreadableRunJson,
} from '../../adapters/local/run-catalog.js';
import { readShownSummary } from '../../adapters/local/run-jobs.js';
import { gatherRunRecords } from '../../adapters/local/run-records.js';
import { shorten } from '../../core/cut-text.js';
import { UserError } from '../../core/errors.js';
import { RUN_FILE } from '../../core/names.js';
import { refusedHandoffText, type ShownStatus, type StoredRecord, shownStatus } from '../../core/record.js';
import { compareAttempts, recordKeyOf } from '../../core/record-key.js';
import type { UnreadableRecord } from '../../core/report/gather-records.js';
import { newestKeys, supersededText } from '../../core/superseded-records.js';
import { type HandoffLink, handoffChain } from '../../core/workflow/chain.js';
import { cleanUpAfterInterruptedRuns } from '../interrupted-runs.js';
import type { CliIO } from '../io.js';
import { formatDuration } from '../plain-progress.js';
import { shortList } from '../stage-list.js';
import { printJson } from '../stored-output.js';
import { sayUnreadable, terminalField, terminalLine } from './run-options.js';

/** Past this many hops the chain is drawn no further right: a long chain would grow wider than a terminal. */
const MAX_DEPTH = 8;

/** A stage a re-run of jobs did not run, as the report marks it. */
const NOT_RUN = '⏭️';

const MARK: Record<ShownStatus, string> = {
  success: '✓',
  partial: '◐',
  blocked: '■',
  failure: '✗',
  cancelled: '⊘',
};

/**
 * `baton history <run>`: the run's handoff chain drawn in the terminal: each stage indented by its hop,
 * the stages it read, its status, duration and attempts, the summary it handed on, where it routed, why it
 * failed; then the jobs that recorded no stage (skipped, failed before their agent, …). A stage whose last
 * record cannot be read is drawn as unreadable where the stages that read it put it, the rest as stored,
 * an earlier attempt that cannot be read is said under its stage, and the reasons follow on stderr (exit
 * 1), as `baton show` does.
 */
export async function historyCommand(
  io: CliIO,
  run: string,
  options: { json?: boolean } = {},
): Promise<number> {
  const catalog = LocalRunCatalog.forProject(io.cwd);
  await cleanUpAfterInterruptedRuns(io, catalog);
  const id = await catalog.resolve(run);
  // A run.json that cannot be read keeps no record from being drawn: said after the chain (exit 1).
  const read = await readShownSummary(catalog, id);
  const summary = read instanceof UserError ? null : read;
  // A stage run.json lists whose record is gone is among those that cannot be read; one the run never
  // stored is said apart.
  const gathered = await gatherRunRecords(await catalog.open(id), summary);
  const { records, lost } = withoutLostStages(gathered.records, gathered.unreadable);
  // A record of a later run attempt that cannot be read still says its stage ran again.
  const chain = handoffChain(records, gathered.unreadable);
  const notStored = gathered.notStored?.records ?? [];
  const unreadable = (): number =>
    sayUnreadable(
      io,
      id,
      read instanceof UserError ? read : null,
      gathered.unreadable.map((u) => u.reason),
      gathered.notStored,
    );
  if (options.json) {
    // With its run attempt, as the chain's entries have theirs: a run pulled after a re-run on GitHub has a
    // stage's attempt 1 in each run attempt (known from its directory's name, though its record is not read).
    const unreadableJson = gathered.unreadable.map(({ stage, attempt, runAttempt, reason }) => ({
      stage,
      attempt,
      run_attempt: runAttempt,
      reason,
    }));
    // The records the run never stored, apart from those that cannot be read: nothing of them is gone.
    const notStoredJson = notStored.map(({ job, stage, attempt, why }) => ({
      stage,
      attempt,
      job,
      reason: why,
    }));
    printJson(
      io,
      `${JSON.stringify({ run: summary === null ? unreadableRunJson(id, read) : { ...summary, status: shownRunStatus(summary) }, chain, unreadable: unreadableJson, ...(notStoredJson.length === 0 ? {} : { not_stored: notStoredJson }) }, null, 2)}\n`,
    );
    return unreadable();
  }
  if (summary === null) io.stdout(`run ${id} · its ${RUN_FILE} cannot be read (see below)\n`);
  else {
    const duration = summary.duration_ms === null ? '' : ` · ${formatDuration(summary.duration_ms)}`;
    io.stdout(`run ${id} · ${terminalField(summary.workflow)} · ${describedRunStatus(summary)}${duration}\n`);
    if (summary.replay_of) io.stdout(`replay of ${terminalField(summary.replay_of)}\n`);
  }
  const parents = [...new Set(records.flatMap((r) => (r.record.parent ? [r.record.parent.run] : [])))];
  if (parents.length > 0)
    io.stdout(`continues run ${terminalField(parents.join(', '))}: hops count on from there\n`);
  io.stdout('\n');
  // The stages never stored, none of whose attempts was: drawn last, as no stored stage read them.
  const unstored = [...new Set(notStored.map((r) => r.stage))].filter(
    (stage) => !records.some((r) => r.record.stage === stage) && !lost.includes(stage),
  );
  if (chain.length === 0 && lost.length === 0 && unstored.length === 0)
    io.stdout('no stage recorded a handoff in this run\n');
  // A run that continues another starts at a later hop; it is drawn from its own first hop, which may be a
  // stage that cannot be read (drawn one hop above the first stage that read it).
  // Each such stage with the first link of the chain that read it (-1: none did).
  const readers = lost.map((stage) => ({
    stage,
    reader: chain.findIndex((link) => link.from.includes(stage)),
  }));
  const readHops = readers.flatMap(({ reader }) => (reader === -1 ? [] : [chain[reader]!.hop]));
  const first =
    chain.length === 0
      ? 1
      : Math.min(...chain.map((link) => link.hop), ...readHops.map((hop) => Math.max(1, hop - 1)));
  // A stage that cannot be read: just before the first stage that read it, one hop above it; else last.
  const placed = new Map<number, string[]>();
  const last: string[] = [];
  const gone = new Set(gathered.missing.map((m) => m.stage));
  for (const { stage, reader } of readers) {
    if (reader === -1) last.push(drawUnreadable(stage, first, first, gone.has(stage)));
    else
      placed.set(reader, [
        ...(placed.get(reader) ?? []),
        drawUnreadable(stage, chain[reader]!.hop - 1, first, gone.has(stage)),
      ]);
  }
  // A replay's stages taken from the run it replayed: their records, copied whole, name the run that made them.
  // A pulled run's records name the GitHub run they were made in.
  const own = summary?.pulled ? String(summary.pulled.run_id) : id;
  const reused = new Set(records.filter((r) => r.record.run.id !== own).map((r) => r.record.stage));
  // The stages each read, in the order the chain draws them (those it does not, after them).
  const place = new Map(chain.map((link, index) => [link.stage, index]));
  const drawnOrder = (stage: string) => place.get(stage) ?? chain.length;
  chain.forEach((link, index) => {
    for (const text of placed.get(index) ?? []) io.stdout(text);
    // Its earlier attempts that cannot be read: said under it (its last one is what is drawn).
    const earlier = gathered.unreadable
      .filter((u) => u.stage === link.stage)
      .map((u) => (u.runAttempt === 1 ? String(u.attempt) : `${u.attempt} of run attempt ${u.runAttempt}`));
    const from = [...link.from].sort((a, b) => drawnOrder(a) - drawnOrder(b));
    io.stdout(drawLink({ ...link, from }, first, earlier, reused.has(link.stage), id));
  });
  for (const text of last) io.stdout(text);
  for (const stage of unstored) io.stdout(drawNotStored(stage, first));
  // Without run.json, the jobs that recorded no stage are not known.
  if (summary === null) return unreadable();

  const withoutStage = summary.jobs.filter((job) => job.stages.length === 0);
  if (withoutStage.length > 0) {
    io.stdout('\njobs without a stage record:\n');
    // A replay's job taken from the run replayed is said to be, as its stages are above; a job whose stage
    // was never stored, to have recorded it.
    for (const job of withoutStage) {
      const made = [...new Set(notStored.filter((r) => r.job === job.id).map((r) => r.stage))];
      const note =
        made.length === 0
          ? ''
          : ` (its ${made.length === 1 ? 'stage' : 'stages'} ${made.join(', ')} ${made.length === 1 ? 'was' : 'were'} never stored: see below)`;
      io.stdout(`  ${terminalField(job.id)}: ${job.result}${job.reused ? ' (reused)' : ''}${note}\n`);
    }
  }
  return unreadable();
}

/**
 * The records to draw the chain from, and the stages whose last attempt cannot be read (`lost`): such a
 * stage is not drawn from an earlier attempt, which would show a result it did not end with.
 */
function withoutLostStages(
  records: readonly StoredRecord[],
  unreadable: readonly UnreadableRecord[],
): { records: StoredRecord[]; lost: string[] } {
  // Of a run re-run on GitHub and pulled, by run attempt first: a re-run's attempt 1 is newer than attempt 2 before it.
  const lastRead = newestKeys(records.map((r) => recordKeyOf(r.record)));
  const lost = [
    ...new Set(
      unreadable
        .filter((u) => {
          const read = lastRead.get(u.stage);
          return read === undefined || compareAttempts(u, read) > 0;
        })
        .map((u) => u.stage),
    ),
  ];
  return { records: records.filter((r) => !lost.includes(r.record.stage)), lost };
}

/** Each hop one step to the right, up to MAX_DEPTH: the chain reads down and across. */
function headOf(hop: number, first: number): string {
  return hop > first ? `${'    '.repeat(Math.min(hop - first, MAX_DEPTH) - 1)}└─▶ ` : '';
}

/** A hop drawn no further right than the one before it says its number. */
function hopNote(hop: number, first: number): string {
  return hop - first > MAX_DEPTH ? ` · hop ${hop}` : '';
}

/** A stage whose last record cannot be read, or (`gone`) whose record run.json lists is not there at all. */
function drawUnreadable(stage: string, hop: number, first: number, gone = false): string {
  const head = headOf(hop, first);
  const pad = ' '.repeat(head.length);
  const [what, why] = gone ? ['missing', 'is gone'] : ['unreadable', 'cannot be read'];
  return `${head}${terminalField(stage)}${hopNote(hop, first)}  ? ${what}\n${pad}│ its record ${why} (see below)\n`;
}

/** A stage the run recorded and never stored (its record could not be written, or came after one). */
function drawNotStored(stage: string, first: number): string {
  const head = headOf(first, first);
  const pad = ' '.repeat(head.length);
  return `${head}${terminalField(stage)}  ? not stored\n${pad}│ its record was never stored (see below)\n`;
}

function drawLink(
  link: HandoffLink,
  first: number,
  unreadable: readonly string[] = [],
  /** Taken from the run a replay replayed: drawn as it was there, said to be reused. */
  reused = false,
  /** The run drawn, for where a refused handoff's problems are. */
  run = '',
): string {
  const head = headOf(link.hop, first);
  const pad = ' '.repeat(head.length);
  const from = `${link.from.length > 0 ? `  ← ${shortList(link.from)}` : ''}${hopNote(link.hop, first)}`;
  const status = shownStatus(link.status, link.reason);
  // The time is the agent's over every attempt of the run attempt shown: said so, as show and the report
  // give the last one's. An earlier run attempt that ran the stage too is said apart (show lists its
  // records), never added in: a re-run ran the stage afresh.
  const attempts = link.attempts > 1 ? ` in ${link.attempts} attempts` : '';
  const earlierRuns = link.earlier_run_attempts ?? [];
  const alsoRan =
    earlierRuns.length === 0
      ? ''
      : `; also ran in run attempt${earlierRuns.length === 1 ? '' : 's'} ${earlierRuns.join(', ')}`;
  const ran = `${MARK[status]} ${status} (${formatDuration(link.duration_ms)}${attempts}${reused ? ', reused' : ''}${alsoRan})`;
  const superseded = link.superseded;
  // A stage a re-run did not run: said as the report says it, its last record shown as what it was then.
  const lines =
    superseded === undefined
      ? [`${head}${link.stage}${from}  ${ran}`]
      : [
          `${head}${link.stage}${from}  ${NOT_RUN} not run in run attempt ${superseded.not_run_in_run_attempt} (last ran in run attempt ${link.run_attempt}: ${MARK[status]} ${status}, ${formatDuration(link.duration_ms)}${attempts})`,
          `${pad}│ superseded: ${supersededText({
            record: { stage: link.stage, attempt: link.attempt, runAttempt: link.run_attempt },
            upstream: superseded.upstream,
            readRunAttempt: superseded.read_run_attempt,
            newerRunAttempt: superseded.not_run_in_run_attempt,
          })}`,
        ];
  const then = superseded === undefined ? '' : `in run attempt ${link.run_attempt}: `;
  if (link.summary !== null) lines.push(`${pad}│ ${then}${terminalLine(link.summary, 160)}`);
  // A handoff refused (the stage went on without it under on-invalid: warn) is not one never written: said
  // as `baton show` says it, with where its problems are.
  else if (link.refused > 0)
    lines.push(`${pad}│ ${then}(${refusedHandoffText(link.refused)}: baton show ${run} ${link.stage})`);
  else lines.push(`${pad}│ ${then}(no handoff)`);
  if (link.next) lines.push(`${pad}│ next → ${link.next}`);
  if (link.reason !== 'completed' && link.message) {
    lines.push(`${pad}│ ${link.reason}: ${shorten(terminalField(link.message), 200)}`);
  }
  if (unreadable.length > 0)
    lines.push(
      `${pad}│ attempt${unreadable.length === 1 ? '' : 's'} ${unreadable.join(', ')} cannot be read (see below)`,
    );
  return `${lines.join('\n')}\n`;
}
