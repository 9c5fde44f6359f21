import { allRecords } from '../../adapters/local/local-executor.js';
import { LocalRunCatalog, shownRunStatus } from '../../adapters/local/run-catalog.js';
import { shorten } from '../../core/cut-text.js';
import { type ShownStatus, shownStatus } from '../../core/record.js';
import { type HandoffLink, handoffChain } from '../../core/workflow/chain.js';
import { type CliIO, EXIT } from '../io.js';
import { formatDuration } from '../progress.js';
import { terminalLine, terminalSafe } from './run-options.js';

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
 * failed; then the jobs that recorded no stage (skipped, failed before their agent, …).
 */
export async function historyCommand(
  io: CliIO,
  run: string,
  options: { json?: boolean } = {},
): Promise<number> {
  const catalog = LocalRunCatalog.forProject(io.cwd);
  const id = await catalog.resolve(run);
  const summary = await catalog.readSummary(id);
  const records = await allRecords(await catalog.open(id));
  const chain = handoffChain(records);
  if (options.json) {
    io.stdout(
      `${JSON.stringify({ run: { ...summary, status: shownRunStatus(summary) }, chain }, null, 2)}\n`,
    );
    return EXIT.ok;
  }
  const duration = summary.duration_ms === null ? '' : ` · ${formatDuration(summary.duration_ms)}`;
  io.stdout(`run ${id} · ${terminalSafe(summary.workflow)} · ${shownRunStatus(summary)}${duration}\n`);
  if (summary.replay_of) io.stdout(`replay of ${summary.replay_of}\n`);
  const parents = [...new Set(records.flatMap((r) => (r.record.parent ? [r.record.parent.run] : [])))];
  if (parents.length > 0) io.stdout(`continues run ${parents.join(', ')}: hops count on from there\n`);
  io.stdout('\n');
  if (chain.length === 0) io.stdout('no stage recorded a handoff in this run\n');
  // A run that continues another starts at a later hop; it is drawn from its own first hop.
  const first = Math.min(...chain.map((link) => link.hop));
  for (const link of chain) io.stdout(drawLink(link, first));

  const withoutStage = summary.jobs.filter((job) => job.stages.length === 0);
  if (withoutStage.length > 0) {
    io.stdout('\njobs without a stage record:\n');
    for (const job of withoutStage) io.stdout(`  ${job.id}: ${job.result}\n`);
  }
  return EXIT.ok;
}

function drawLink(link: HandoffLink, first: number): string {
  // Each hop one step to the right: the chain reads down and across.
  const head = link.hop > first ? `${'    '.repeat(link.hop - first - 1)}└─▶ ` : '';
  const pad = ' '.repeat(head.length);
  const from = link.from.length > 0 ? `  ← ${link.from.join(', ')}` : '';
  const status = shownStatus(link.status, link.reason);
  // The time is the agent's over every attempt: said so, as show and the report give the last one's.
  const attempts = link.attempts > 1 ? ` in ${link.attempts} attempts` : '';
  const lines = [
    `${head}${link.stage}${from}  ${MARK[status]} ${status} (${formatDuration(link.duration_ms)}${attempts})`,
  ];
  if (link.summary !== null) lines.push(`${pad}│ ${terminalLine(link.summary, 160)}`);
  else lines.push(`${pad}│ (no handoff)`);
  if (link.next) lines.push(`${pad}│ next → ${link.next}`);
  if (link.reason !== 'completed' && link.message) {
    lines.push(`${pad}│ ${link.reason}: ${shorten(terminalSafe(link.message), 200)}`);
  }
  return `${lines.join('\n')}\n`;
}
