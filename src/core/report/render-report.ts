import { cutAt } from '../cut-text.js';
import { DATA_KEY_PATTERN, LIMITS, REPORT_MARKER_PREFIX, STAGE_ID_PATTERN } from '../names.js';
import {
  refusedHandoffProblems,
  refusedHandoffText,
  type ShownStatus,
  type StageRecord,
  type StoredRecord,
  shownStatus,
} from '../record.js';
import { attemptName, compareAttempts, recordKeyOf } from '../record-key.js';
import { compareCodePoints } from '../stage-id.js';
import { type Supersession, supersededStages } from '../superseded-records.js';
import { utf8Length } from '../utf8.js';
import type { UnreadableRecord } from './gather-records.js';
import {
  inlineCode,
  type SanitizeOptions,
  sanitizeInline,
  sanitizeMarkdown,
  sanitizeTableCell,
} from './sanitize.js';

/**
 * The run report (issue 5): one Markdown document built in code from a run's records, for the sticky
 * comment, the job summary and `baton report`. Pure and deterministic: the same records and options give
 * the same bytes (no clock, no locale, sorted everywhere).
 *
 * Everything taken from a handoff or a record's free text goes through `sanitize.ts`; what this module
 * writes itself (stage ids, which match the stage-id pattern, enums, numbers, and the marker) is built from
 * checked parts.
 */

export interface RenderReportOptions {
  /** The workflow's name, for the title and the marker; defaults to the records' `run.workflow`. */
  workflow?: string;
  /** Which sticky report this is, for several per workflow (the `key` input). Default `default`. */
  key?: string;
  /** The run's id, shown in the report; defaults to the records' `run.id`. */
  runId?: string;
  /** Link to the run (GitHub's run page); none for a local run. */
  runUrl?: string | null;
  /**
   * Where the full records are, as Markdown written by the caller (not from a handoff): a link to the run's
   * artifacts, or the local run directory. Shown in the note when the report had to be shortened.
   */
  recordsLocation?: string | null;
  /** Include each stage's `detail` (the `include-detail` input). */
  includeDetail?: boolean;
  /** Secret values to redact besides known token shapes. */
  secrets?: readonly string[];
  /**
   * The GitHub server the report is posted to (the runner's `GITHUB_SERVER_URL`): handoff images on its host
   * are shown, besides those on github.com and githubusercontent.com; any other image becomes a link (see
   * sanitize.ts). Absent for a local run, which shows GitHub's alone.
   */
  serverUrl?: string;
  /**
   * The run was cancelled (a local run's run.json says so): the heading says cancelled even when no stage's
   * record does, as when the run was stopped between stages.
   */
  cancelled?: boolean;
  /**
   * The run's own state: a local run's from its run.json, or, in a report step, what the jobs it needs say
   * (the `needs` input, needs-results.ts). A run still `running`, or `interrupted` (run.json alone), says so
   * in the heading, and names the jobs that failed so far and those that had not finished; a run that
   * `failure` failed in a job whose stages did not (a test job) is headed `failure`, naming the failed jobs;
   * a `cancelled` one is headed `cancelled`. Absent when a report step is given no `needs` input.
   */
  run?: {
    /**
     * `unknown`: a run whose run.json cannot be read and whose events.jsonl says no end (or cannot be read
     * either): the heading says no status, and a line says so, with the jobs they say failed or had not
     * finished.
     */
    status: 'running' | 'interrupted' | 'success' | 'failure' | 'cancelled' | 'unknown';
    failedJobs: readonly string[];
    /** Of a run `running`, `interrupted` or `unknown`: the jobs that started and had not finished. */
    unfinishedJobs?: readonly string[];
  };
  /**
   * Of a report step: its run attempt (`GITHUB_RUN_ATTEMPT`) and the jobs the `needs` input says were skipped.
   * A stage of such a job whose records are all of earlier run attempts did not run in this one (its job was
   * skipped in a re-run): it is shown as not run, with its newest record as it was, and fails nothing.
   * Without it, a stage is shown so only when its newest record is superseded (superseded-records.ts).
   */
  skippedJobs?: { runAttempt: number; jobs: readonly string[] };
  /**
   * Records that could not be read (a corrupt artifact, a digest mismatch, a local record whose directory is
   * gone): named, not hidden.
   */
  unreadable?: readonly UnreadableRecord[];
  /**
   * Records a local run made and never stored (its record could not be written, or came after one that could
   * not): named in a warning of their own, each with why and what to do; nothing of them is damaged or gone.
   */
  neverStored?: readonly UnreadableRecord[];
  /**
   * Why a local run's own summary (its run.json) could not be read: said in a warning, the report then built
   * from the records alone (its heading from theirs, as on GitHub), or with `runReadFromEvents` from its
   * records and what its events.jsonl says of the run (`run`).
   */
  runUnreadable?: string;
  /** With `runUnreadable`: `run` is what the run's events.jsonl says of it. */
  runReadFromEvents?: boolean;
  /**
   * Where the report goes, which sets how long it may be (REPORT_LIMITS): `comment` (the default), under
   * GitHub's 65,536-character limit of a comment; `job-summary`, under its 1 MiB limit of a step's summary.
   * The note of a shortened report names the limit it was cut to.
   */
  fit?: ReportFit;
}

/** Where a report goes: a comment, or a job summary. */
export type ReportFit = 'comment' | 'job-summary';

/**
 * How long a report may be where it goes, measured as GitHub measures it there, and the limit as its note
 * says it.
 */
export const REPORT_LIMITS: Readonly<
  Record<ReportFit, { max: number; measure: (text: string) => number; named: string }>
> = {
  // Characters with each newline counted twice (GitHub may store `\r\n`), less a margin.
  comment: {
    max: LIMITS.commentChars - 512,
    measure: reportLength,
    named: `GitHub's ${formatInteger(LIMITS.commentChars)}-character limit of a comment`,
  },
  // UTF-8 bytes, with the margin every job summary baton writes keeps under the 1 MiB a step may write.
  'job-summary': {
    max: LIMITS.stepSummaryBytes,
    measure: utf8Length,
    named: `GitHub's 1 MiB limit of a job summary`,
  },
};

/** The default `key`. */
export const DEFAULT_REPORT_KEY = 'default';

/** Longest first line of a summary in the table. */
const TABLE_SUMMARY_CHARS = 160;

/**
 * The hidden marker of a sticky report: `<!-- baton:report:<workflow>:<key> -->`. Workflow and key are
 * percent-encoded (and `--` broken up), so neither can end the comment early or collide with another pair.
 */
export function reportMarker(workflow: string, key: string = DEFAULT_REPORT_KEY): string {
  return `<!-- ${REPORT_MARKER_PREFIX}${encodeMarkerPart(workflow)}:${encodeMarkerPart(key)} -->`;
}

function encodeMarkerPart(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, percent)
    .replace(/-(?=-)/g, '%2D');
}

function percent(c: string): string {
  return `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Length as GitHub may count it: characters, with each newline counted twice. */
export function reportLength(text: string): number {
  let newlines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) newlines++;
  return text.length + newlines;
}

/**
 * Why a stage's newest record is not its result as the run stands: the stage did not run in a re-run of
 * jobs. Its job was `skipped` in the report's run attempt (the `needs` input), or its record is superseded
 * (superseded-records.ts).
 */
type NotRun =
  | { kind: 'skipped'; job: string; runAttempt: number }
  | { kind: 'superseded'; why: Supersession };

/** The run attempt a stage did not run in. */
function notRunAttempt(notRun: NotRun): number {
  return notRun.kind === 'skipped' ? notRun.runAttempt : notRun.why.newerRunAttempt;
}

/** One stage: its latest attempt and the ones before it. */
interface StageGroup {
  stage: string;
  latest: StoredRecord;
  earlier: StoredRecord[];
  /** The stage did not run in a re-run: its latest record is shown as it was, and is not its result. */
  notRun?: NotRun;
  /** The stage's place in the order sections and rows are kept, when not all of them fit: see setKeepPlaces. */
  keepPlace: number;
}

/** What was shortened to fit, for the note. */
interface Cut {
  /** Characters each free-text field (a list's entries too) was cut to, or null when nothing was cut. */
  fieldChars: number | null;
  /** `stage.field` of every field that was cut (filled in while composing). */
  fieldsCut: Set<string>;
  /** Entries shown of each list (a section's lists, data rows, artifacts, problems), or null for all. */
  entriesKept: number | null;
  /** `stage.list` of every list that shows fewer entries than it has (filled in while composing). */
  listsCut: Set<string>;
  /** How many stage sections are kept: those of the stages whose `keepPlace` is below it. */
  sectionsKept: number;
  /** Whether the flowchart is drawn. */
  flowchart: boolean;
  /** How many table rows are kept: those of the stages whose `keepPlace` is below it. */
  rowsKept: number;
}

/** Mermaid refuses diagrams longer than this (its default `maxTextSize`). */
const MERMAID_MAX_TEXT = 50_000;

/** Render the report of a run from its records (every attempt of every stage, in any order). */
export function renderReport(records: readonly StoredRecord[], options: RenderReportOptions = {}): string {
  const groups = groupStages(records, options);
  const { max, measure } = REPORT_LIMITS[options.fit ?? 'comment'];
  const n = groups.length;
  const make = (
    fieldChars: number | null,
    entriesKept: number | null = null,
    sectionsKept = n,
    flowchart = true,
    rowsKept = n,
  ) => {
    const text = compose(groups, options, {
      fieldChars,
      fieldsCut: new Set(),
      entriesKept,
      listsCut: new Set(),
      sectionsKept,
      flowchart,
      rowsKept,
    });
    return { text, ok: measure(text) <= max };
  };
  const full = make(null);
  if (full.ok) return full.text;

  // Too long. Shorten in steps, each a binary search (O(log n) renders), until the report fits:
  // 1. cut every free-text field, each entry of a list too, to the longest length that fits (cut before
  //    sanitising, so each cut field is still balanced Markdown);
  // 2. show as many entries of each list as fit, the same number in every list, with a line saying how
  //    many more there are;
  // 3. keep as many stage sections as fit, what a reader came for first (setKeepPlaces), shown in the chain's
  //    order;
  // 4. leave out the diagram;
  // 5. keep as many table rows as fit, chosen as the sections are.
  // Each step starts where the one before it ended (the fields at their shortest), so no section is left out
  // while a list could be shorter; once the lists fit, the fields get back what room is left. The note says
  // what was cut and where the full records are.
  const floor = 64;
  // Close enough is enough: stop when the range is within 1/64 of the answer (a few renders fewer).
  const largest = (low: number, high: number, fits: (value: number) => { text: string; ok: boolean }) => {
    let best = { value: low, ...fits(low) };
    if (!best.ok) return null;
    while (high - low > Math.max(0, high >> 6)) {
      const mid = Math.ceil((low + high) / 2);
      const tried = fits(mid);
      if (tried.ok) {
        low = mid;
        best = { value: mid, ...tried };
      } else high = mid - 1;
    }
    return best;
  };
  const longest = Math.max(floor, longestField(groups));
  const fields = largest(floor, longest, (chars) => make(chars));
  if (fields) return fields.text;
  const entries = largest(0, longestList(groups), (kept) => make(floor, kept));
  // The fields, at their shortest for the lists to shrink, may take the room the shorter lists left.
  if (entries) return largest(floor, longest, (chars) => make(chars, entries.value))?.text ?? entries.text;
  return (
    largest(0, n, (kept) => make(floor, 0, kept))?.text ??
    largest(0, n, (rows) => make(floor, 0, 0, false, rows))?.text ??
    make(floor, 0, 0, false, 0).text
  );
}

/** The free text of a stage's latest attempt that the report cuts to the same length. */
function cutTexts(stored: StoredRecord): (string | null | undefined)[] {
  const h = stored.handoff;
  return [
    h?.summary,
    h?.detail,
    h?.failure?.reason,
    h?.next?.reason,
    stored.record.outcome.message,
    ...recordLists(stored).flat(),
  ];
}

function longestField(groups: readonly StageGroup[]): number {
  let longest = 0;
  for (const { latest } of groups) {
    for (const text of cutTexts(latest)) longest = Math.max(longest, text?.length ?? 0);
  }
  return longest;
}

/** The most entries of any list a section shows: its lists, data rows, artifacts, problems. */
function longestList(groups: readonly StageGroup[]): number {
  let longest = 0;
  for (const { latest } of groups) {
    for (const entries of recordLists(latest)) longest = Math.max(longest, entries.length);
  }
  return longest;
}

/**
 * The lists a stage's section shows, each as the free text of its entries: the handoff's lists, its data
 * values, its artifacts' descriptions, the record's problems.
 */
function recordLists(stored: StoredRecord): (readonly (string | null | undefined)[])[] {
  const h = stored.handoff;
  return [
    ...sectionLists(stored).map(([, , entries]) => entries),
    Object.values(h?.data ?? {}),
    (h?.artifacts ?? []).map((a) => a.description),
    stored.record.problems.map((p) => p.message),
  ];
}

/**
 * The handoff's lists of text, by the name the cut note uses and the title the section shows them under:
 * failure's, then the expectations.
 */
function sectionLists(stored: StoredRecord): [string, string, readonly string[]][] {
  const h = stored.handoff;
  const lists: [string, string, readonly string[] | undefined][] = [
    ['failure.blockers', 'Blockers', h?.failure?.blockers],
    ['failure.questions', 'Questions', h?.failure?.questions],
    ['expectations.deliverables', 'Deliverables', h?.expectations?.deliverables],
    ['expectations.acceptance', 'Acceptance', h?.expectations?.acceptance],
    ['expectations.constraints', 'Constraints', h?.expectations?.constraints],
  ];
  return lists.filter((entry): entry is [string, string, readonly string[]] => (entry[2]?.length ?? 0) > 0);
}

function groupStages(records: readonly StoredRecord[], options: RenderReportOptions): StageGroup[] {
  // A stage whose record of a later run attempt cannot be read ran again all the same.
  const superseded = supersededStages(records, options.unreadable ?? []);
  const skipped = options.skippedJobs;
  const byStage = new Map<string, StoredRecord[]>();
  for (const stored of records) {
    const list = byStage.get(stored.record.stage) ?? [];
    list.push(stored);
    byStage.set(stored.record.stage, list);
  }
  const groups = [...byStage.entries()].map(([stage, list]) => {
    // Oldest first, the newest last: by run attempt (a re-run's records are newer), then attempt.
    const sorted = [...list].sort((a, b) => compareAttempts(recordKeyOf(a.record), recordKeyOf(b.record)));
    const latest = sorted[sorted.length - 1]!;
    const { job } = latest.record;
    const why = superseded.get(stage);
    const notRun: NotRun | undefined =
      skipped?.jobs.includes(job) && latest.record.run.attempt < skipped.runAttempt
        ? { kind: 'skipped', job, runAttempt: skipped.runAttempt }
        : why !== undefined
          ? { kind: 'superseded', why }
          : undefined;
    return { stage, latest, earlier: sorted.slice(0, -1), keepPlace: 0, ...(notRun ? { notRun } : {}) };
  });
  // The chain's order: hop first, then when the stage started, then the id.
  groups.sort(
    (a, b) =>
      a.latest.record.hop - b.latest.record.hop ||
      compareCodePoints(firstStart(a), firstStart(b)) ||
      compareCodePoints(a.stage, b.stage),
  );
  setKeepPlaces(groups);
  return groups;
}

/**
 * The attempts of the run attempt the stage's latest record is of. In a run re-run on GitHub, a re-run's
 * attempts are not added to those of the run attempt before it, which ran the stage apart: they are said
 * apart (alsoRan), as `baton history` says them, and listed under the earlier attempts.
 */
function attemptsShown(group: StageGroup): StoredRecord[] {
  const runAttempt = group.latest.record.run.attempt;
  return [group.latest, ...group.earlier.filter((r) => r.record.run.attempt === runAttempt)];
}

/** `; also ran in run attempt 1` when an earlier run attempt ran the stage too, else ''. */
function alsoRan(group: StageGroup): string {
  const runAttempt = group.latest.record.run.attempt;
  const earlier = [
    ...new Set(group.earlier.map((r) => r.record.run.attempt).filter((n) => n < runAttempt)),
  ].sort((a, b) => a - b);
  if (earlier.length === 0) return '';
  return `; also ran in run attempt${earlier.length === 1 ? '' : 's'} ${earlier.join(', ')}`;
}

/**
 * Which attempt a stage's heading shows: `attempt 2 of 3`; in a re-run, `attempt 1 of run attempt 2`, with
 * that run attempt's count (`, 2 attempts`) and the earlier run attempts that ran it too.
 */
function attemptHeading(group: StageGroup): string {
  const { record } = group.latest;
  const attempts = attemptsShown(group).length;
  if (record.run.attempt === 1) return attempts > 1 ? `attempt ${record.attempt} of ${attempts}` : '';
  const name = attemptName(recordKeyOf(record));
  return `${attempts > 1 ? `${name}, ${attempts} attempts` : name}${alsoRan(group)}`;
}

function firstStart(group: StageGroup): string {
  return (group.earlier[0] ?? group.latest).record.agent.started_at;
}

const STATUS_ICON: Record<ShownStatus, string> = {
  success: '✅',
  partial: '🟡',
  blocked: '⛔',
  failure: '❌',
  cancelled: '🚫',
};

/** A stage's status in the report: its latest record's, or `not run` when that is not its result (NotRun). */
type GroupStatus = ShownStatus | 'not run';
const GROUP_ICON: Record<GroupStatus, string> = { ...STATUS_ICON, 'not run': '⏭️' };

function groupStatus(group: StageGroup): GroupStatus {
  return group.notRun ? 'not run' : statusOf(group.latest.record);
}

/** What a report's heading may say: a stage's status, or a local run's own state. */
type HeadingStatus = ShownStatus | 'running' | 'interrupted';
const HEADING_ICON: Record<HeadingStatus, string> = { ...STATUS_ICON, running: '⏳', interrupted: '⚠️' };

/**
 * Worst first: the run's status is the worst of its stages' latest attempts, as GitHub concludes a run: a
 * failure outranks a stage that was cancelled on the way (fail-fast stopped the other legs of a matrix after
 * one failed, a job ran out of time). A run that was itself cancelled says so first (`cancelled`, or the
 * run's own status), as GitHub's does.
 */
const STATUS_RANK: readonly ShownStatus[] = ['failure', 'cancelled', 'blocked', 'partial', 'success'];

/**
 * Which stages' sections, and then table rows, a report too long for all of them keeps first: what a reader
 * came for. Failed stages, then blocked ones (waiting for a person), then cancelled ones (stopped on the way,
 * as often as not by another stage's failure), then partial, then passed ones; a skipped stage, or one that
 * did not run in a re-run, which did nothing, last.
 */
const KEEP_RANK: readonly ShownStatus[] = ['failure', 'blocked', 'cancelled', 'partial', 'success'];

/**
 * Each stage's place in the order sections and rows are kept (its `keepPlace`), for groups in the chain's
 * order: by KEEP_RANK, and within a status the earliest in the chain first. Keeping the first `k` places
 * leaves out passed stages before a failed one, wherever in the chain it is.
 */
function setKeepPlaces(groups: readonly StageGroup[]): void {
  const rank = (group: StageGroup) =>
    group.notRun !== undefined || group.latest.record.outcome.reason === 'skipped'
      ? KEEP_RANK.length
      : KEEP_RANK.indexOf(statusOf(group.latest.record));
  groups
    .map((group, index) => ({ group, index, rank: rank(group) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .forEach(({ group }, place) => {
      group.keepPlace = place;
    });
}

/** The stages of `groups` whose sections, or rows, are left out when the first `kept` places are kept. */
function leftOut(groups: readonly StageGroup[], kept: number): StageGroup[] {
  return groups.filter((group) => group.keepPlace >= kept);
}

function statusOf(record: StageRecord): ShownStatus {
  return shownStatus(record.status, record.outcome.reason);
}

/** A status with its icon, and the outcome's reason when it adds something (`❌ failure (exit-nonzero)`). */
function statusText(record: StageRecord, reason: (reason: string) => string): string {
  const status = statusOf(record);
  const why =
    record.outcome.reason === 'completed' || status === 'cancelled'
      ? ''
      : ` ${reason(record.outcome.reason)}`;
  return `${STATUS_ICON[status]} ${status}${why}`;
}

/** The worst status of the stages' latest records; a stage that did not run in a re-run fails nothing. */
function overallStatus(groups: readonly StageGroup[]): ShownStatus | null {
  let worst: ShownStatus | null = null;
  for (const { latest, notRun } of groups) {
    if (notRun !== undefined) continue;
    const status = statusOf(latest.record);
    if (worst === null || STATUS_RANK.indexOf(status) < STATUS_RANK.indexOf(worst)) worst = status;
  }
  return worst;
}

function compose(groups: readonly StageGroup[], options: RenderReportOptions, cut: Cut): string {
  const workflow = options.workflow ?? groups[0]?.latest.record.run.workflow ?? 'workflow';
  const first = groups[0]?.latest.record.run;
  const parts: string[] = [reportMarker(workflow, options.key)];
  const stages =
    options.cancelled || options.run?.status === 'cancelled' ? 'cancelled' : overallStatus(groups);
  // A failed run whose stages did not fail failed in another job: the heading says the run's status. A run
  // that was itself cancelled (a local run's Ctrl-C) says so first, whatever its jobs say.
  const failedElsewhere = !options.cancelled && options.run?.status === 'failure' && stages !== 'failure';
  const status: HeadingStatus | null =
    options.run?.status === 'unknown'
      ? // Neither its run.json nor its events say how it ended: the heading claims nothing.
        null
      : options.run?.status === 'running' || options.run?.status === 'interrupted'
        ? options.run.status
        : failedElsewhere
          ? 'failure'
          : // A run of no stage has its own status, where it is known.
            (stages ?? options.run?.status ?? null);
  const title = sanitizeInline(workflow, options) || 'workflow';
  parts.push(
    status === null
      ? `## baton report · ${title}`
      : `## ${HEADING_ICON[status]} baton report · ${title} · ${status}`,
  );
  parts.push(overviewLine(groups, options.runId ?? first?.id ?? null, options));
  if (failedElsewhere && options.run && options.run.failedJobs.length > 0) {
    parts.push(`The run failed: ${namedJobs(options.run.failedJobs, options)} failed.`);
  } else if (!options.cancelled && options.run?.status === 'failure') {
    // A failed stage says why the run failed, but not that a job of no stage failed too (the one opening
    // the pull request, a test job): named after it. A job whose stage failed is said by its stage.
    const said = new Set(groups.filter((g) => groupStatus(g) === 'failure').map((g) => g.latest.record.job));
    const also = options.run.failedJobs.filter((job) => !said.has(job));
    if (also.length > 0) parts.push(`Also failed: ${namedJobs(also, options)}.`);
  }
  if (options.runUnreadable !== undefined) {
    parts.push(
      [
        '> [!WARNING]',
        `> The run's summary could not be read, so this report is built from its records ${options.runReadFromEvents ? 'and its events.jsonl' : 'alone'}: ${sanitizeInline(options.runUnreadable, options)}`,
      ].join('\n'),
    );
  }
  const sofar = runSoFar(options);
  if (sofar !== null) parts.push(sofar);
  const unreadable = [
    missingNote(options.unreadable, 'could not be read', options),
    missingNote(options.neverStored, 'were never stored', options),
  ]
    .filter((note) => note !== null)
    .join('\n\n');
  if (groups.length === 0) {
    parts.push(
      options.unreadable?.length
        ? // Records there are: none of them could be read, and the warning says why.
          'No baton record of this run could be read (see below).'
        : options.neverStored?.length
          ? 'No baton record of this run was stored (see below).'
          : // A local run not ended: its stages may still record (or were cut short before they could).
            options.run?.status === 'running'
            ? 'No stage of this run has recorded yet: a stage’s record is stored when its attempt ends.'
            : options.run?.status === 'interrupted'
              ? 'No stage of this run recorded before it was interrupted: a stage’s record is stored when its attempt ends.'
              : 'No baton records were found for this run. A stage that failed before it recorded (an input it refused, say) leaves none: its job’s log says why.',
    );
    if (unreadable) parts.push(unreadable);
  } else {
    parts.push(stageTable(groups, options, cut));
    if (unreadable) parts.push(unreadable);
    const chart = cut.flowchart ? flowchart(groups, options.unreadable ?? [], options.neverStored ?? []) : '';
    if (chart !== '' && chart.length <= MERMAID_MAX_TEXT) parts.push(chart);
    else cut.flowchart = false;
    for (const group of groups)
      if (group.keepPlace < cut.sectionsKept) parts.push(stageSection(group, options, cut));
  }
  const note = cutNote(groups, cut, options);
  if (note) parts.push(note);
  parts.push('<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>');
  return `${parts.join('\n\n')}\n`;
}

/** Jobs named in the report's words: `job `a``, `jobs `a`, `b``. */
function namedJobs(ids: readonly string[], options: RenderReportOptions): string {
  return `${ids.length === 1 ? 'job' : 'jobs'} ${ids.map((job) => inlineCode(job, options)).join(', ')}`;
}

/**
 * Of a local run still `running` or `interrupted`: the jobs that failed so far and those not finished, as a
 * run that ended names its failed jobs (`The run was interrupted: job `test` failed; job `slow` did not
 * finish.`); null when there are none, or the run has ended.
 */
function runSoFar(options: RenderReportOptions): string | null {
  const run = options.run;
  if (run?.status !== 'running' && run?.status !== 'interrupted' && run?.status !== 'unknown') return null;
  const named = (ids: readonly string[]) => namedJobs(ids, options);
  const unfinished = run.unfinishedJobs ?? [];
  const said = [
    ...(run.failedJobs.length === 0 ? [] : [`${named(run.failedJobs)} failed`]),
    ...(unfinished.length === 0
      ? []
      : [
          run.status === 'running'
            ? `${named(unfinished)} ${unfinished.length === 1 ? 'is' : 'are'} running`
            : run.status === 'interrupted'
              ? `${named(unfinished)} did not finish`
              : `${named(unfinished)} had not finished where its events end`,
        ]),
  ];
  if (run.status === 'unknown') {
    const unknown = "The run's end is not known";
    const why = 'neither its run.json nor its events.jsonl says it';
    return said.length === 0 ? `${unknown}: ${why}.` : `${unknown} (${why}): ${said.join('; ')}.`;
  }
  if (said.length === 0) return null;
  return `${run.status === 'running' ? 'The run is still going' : 'The run was interrupted'}: ${said.join('; ')}.`;
}

/**
 * A warning naming the records of the run that are not in the report, each with why: those that `could not be
 * read`, or (a local run's) those that `were never stored`.
 */
function missingNote(
  records: readonly UnreadableRecord[] | undefined,
  what: 'could not be read' | 'were never stored',
  options: RenderReportOptions,
): string | null {
  const list = [...(records ?? [])].sort(
    (a, b) => compareCodePoints(a.stage, b.stage) || compareAttempts(a, b),
  );
  if (list.length === 0) return null;
  const shown = list
    .slice(0, 20)
    .map(
      (u) =>
        `> - ${inlineCode(stageText(u.stage))} ${attemptName(u)}: ${sanitizeInline(reasonClauses(u.reason), options)}`,
    );
  if (list.length > shown.length) shown.push(`> - and ${list.length - shown.length} more`);
  const one = list.length === 1;
  const count = `${list.length} ${one ? 'record' : 'records'}`;
  const said = what === 'could not be read' ? what : one ? 'was never stored' : what;
  return [
    '> [!WARNING]',
    `> ${count} of this run ${said} and ${one ? 'is' : 'are'} not in this report:`,
    ...shown,
  ].join('\n');
}

/**
 * A record's reason on one line: its why, then each detail under it (what to do), as clauses of their own
 * (`…; make the run yours …`), where a line break alone would run them together.
 */
function reasonClauses(reason: string): string {
  return reason
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('; ');
}

function overviewLine(
  groups: readonly StageGroup[],
  runId: string | null,
  options: RenderReportOptions,
): string {
  const attempts = groups.reduce((n, g) => n + attemptsShown(g).length, 0);
  const tally = statusTally(groups);
  const stages = `${groups.length} ${groups.length === 1 ? 'stage' : 'stages'}`;
  const attemptText = attempts > groups.length ? ` in ${attempts} attempts` : '';
  const run = runLink(runId, options);
  return [`${stages}${attemptText}${tally.length ? ` (${tally.join(', ')})` : ''}`, spend(groups), run]
    .filter(Boolean)
    .join(' · ');
}

/** Tokens and cost of every attempt (failed ones cost too), when any agent reported them. */
function spend(groups: readonly StageGroup[]): string {
  let input = 0;
  let output = 0;
  let cost = 0;
  let tokensKnown = false;
  let costKnown = false;
  for (const group of groups) {
    for (const { record } of [...group.earlier, group.latest]) {
      const usage = record.agent.usage;
      if (!usage) continue;
      if (usage.input_tokens !== undefined || usage.output_tokens !== undefined) tokensKnown = true;
      input += usage.input_tokens ?? 0;
      output += usage.output_tokens ?? 0;
      if (usage.cost_usd !== undefined) {
        costKnown = true;
        cost += usage.cost_usd;
      }
    }
  }
  const parts: string[] = [];
  if (tokensKnown) parts.push(`${formatInteger(input)} tokens in, ${formatInteger(output)} out`);
  if (costKnown) parts.push(formatCost(cost));
  return parts.join(', ');
}

/** How many stages have each status, worst first, those that did not run last: `2 failure, 1 not run`. */
function statusTally(groups: readonly StageGroup[]): string[] {
  const counts = new Map<GroupStatus, number>();
  for (const group of groups) {
    const status = groupStatus(group);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const order: readonly GroupStatus[] = [...STATUS_RANK, 'not run'];
  return order.filter((s) => counts.has(s)).map((s) => `${counts.get(s)} ${s}`);
}

function runLink(runId: string | null, options: RenderReportOptions): string {
  const label = runId === null ? 'the run' : `run ${sanitizeInline(runId)}`;
  if (options.runUrl) return `[View ${label}](${options.runUrl})`;
  return runId === null ? '' : `local ${label}`;
}

// ——— table ————————————————————————————————————————————————————————————————————————————————

function stageTable(groups: readonly StageGroup[], sanitizing: SanitizeOptions, cut: Cut): string {
  const withTokens = groups.some(({ latest }) => tokensOf(latest) !== null);
  const withCost = groups.some(({ latest }) => latest.record.agent.usage?.cost_usd !== undefined);
  const head = ['Stage', 'Status', 'Summary', 'Duration'];
  if (withTokens) head.push('Tokens');
  if (withCost) head.push('Cost');
  const rows = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  // Rows left out may be anywhere in the chain (setKeepPlaces): each run of them is one row saying how many.
  let gap = 0;
  const gapRow = () => {
    if (gap > 0)
      rows.push(`| … | ${gap} more ${gap === 1 ? 'stage' : 'stages'} |${' |'.repeat(head.length - 2)}`);
    gap = 0;
  };
  for (const group of groups) {
    if (group.keepPlace >= cut.rowsKept) {
      gap++;
      continue;
    }
    gapRow();
    const { record, handoff } = group.latest;
    if (group.notRun !== undefined) {
      // Its latest record is not what it did in the run as it stands: its section shows that record.
      const cells = [
        `\`${stageText(record.stage)}\``,
        statusCell(group),
        `_last ran in run attempt ${record.run.attempt}_`,
        '—',
      ];
      if (withTokens) cells.push('—');
      if (withCost) cells.push('—');
      rows.push(`| ${cells.join(' | ')} |`);
      continue;
    }
    const cells = [
      `\`${stageText(record.stage)}\``,
      statusCell(group),
      handoff
        ? sanitizeTableCell(firstLine(handoff.summary, cut.fieldChars), sanitizing) || '—'
        : `_${noHandoffText(record)}_`,
      durationCell(group),
    ];
    if (withTokens) cells.push(tokensOf(group.latest) ?? '—');
    if (withCost) {
      const cost = record.agent.usage?.cost_usd;
      cells.push(cost === undefined ? '—' : formatCost(cost));
    }
    rows.push(`| ${cells.join(' | ')} |`);
  }
  gapRow();
  return rows.join('\n');
}

function statusCell(group: StageGroup): string {
  const { record } = group.latest;
  if (group.notRun !== undefined) return `${GROUP_ICON['not run']} ${notRunText(group.notRun)}`;
  const parts = [statusText(record, (reason) => `(${reason})`)];
  const attempts = attemptsShown(group).length;
  const also = alsoRan(group);
  if (attempts > 1 || also !== '')
    parts.push(`· ${attemptName(recordKeyOf(record))}${attempts > 1 ? `, ${attempts} attempts` : ''}${also}`);
  return parts.join(' ');
}

/** `skipped in run attempt 2` (its job was, as the `needs` input says), else `not run in run attempt 2`. */
function notRunText(notRun: NotRun): string {
  return `${notRun.kind === 'skipped' ? 'skipped' : 'not run'} in run attempt ${notRunAttempt(notRun)}`;
}

/**
 * What the table says of an attempt without a handoff: that the one it wrote was refused, and how many
 * problems refused it (as `baton show` and the next stage's warning say it), or that it wrote none.
 */
function noHandoffText(record: StageRecord): string {
  const refused = refusedHandoffProblems(record).length;
  return refused > 0 ? refusedHandoffText(refused) : 'no handoff';
}

/** The first non-empty line, cut for the table (the full summary is in the stage's section). */
function firstLine(text: string, fieldChars: number | null): string {
  const width = Math.min(TABLE_SUMMARY_CHARS, fieldChars ?? TABLE_SUMMARY_CHARS);
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > width ? `${cutAt(trimmed, width - 1)}…` : trimmed;
}

function tokensOf(stored: StoredRecord): string | null {
  const usage = stored.record.agent.usage;
  if (!usage || (usage.input_tokens === undefined && usage.output_tokens === undefined)) return null;
  const parts: string[] = [];
  if (usage.input_tokens !== undefined) parts.push(`${formatInteger(usage.input_tokens)} in`);
  if (usage.output_tokens !== undefined) parts.push(`${formatInteger(usage.output_tokens)} out`);
  return parts.join(' / ');
}

/** Thousands separated by commas, independent of the locale. */
export function formatInteger(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatCost(usd: number): string {
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min ${String(s).padStart(2, '0')} s`;
}

// ——— flowchart ————————————————————————————————————————————————————————————————————————————

/**
 * The handoff chain as a Mermaid flowchart. Node ids are `s<index>` (never the stage id, which could be a
 * Mermaid keyword such as `end`); labels are entity-encoded. Solid edges come from each record's lineage
 * (what its prompt was rendered from), dashed ones from a handoff's `next` (where it routed). Stages named
 * by lineage or `next` without a record of their own are drawn dotted.
 */
function flowchart(
  groups: readonly StageGroup[],
  unreadable: readonly UnreadableRecord[],
  neverStored: readonly UnreadableRecord[],
): string {
  const ids = new Map<string, string>();
  const nodeId = (stage: string) => {
    let id = ids.get(stage);
    if (id === undefined) {
      id = `s${ids.size}`;
      ids.set(stage, id);
    }
    return id;
  };
  for (const group of groups) nodeId(group.stage);
  const edges = new Set<string>();
  const lines: string[] = [];
  // A stage that did not run in a re-run handed nothing on in it: no arrow into it or out of it.
  for (const { stage, latest, notRun } of groups) {
    if (notRun !== undefined) continue;
    const upstream = [...new Set(latest.record.lineage.map((l) => l.stage))].sort(compareCodePoints);
    for (const from of upstream) edges.add(`${nodeId(from)} --> ${nodeId(stage)}`);
  }
  for (const { stage, latest, notRun } of groups) {
    if (notRun !== undefined) continue;
    const next = latest.handoff?.next?.stage;
    if (next !== undefined) edges.add(`${nodeId(stage)} -.->|next| ${nodeId(next)}`);
  }
  for (const [stage, id] of ids) {
    const group = groups.find((g) => g.stage === stage);
    if (!group) {
      // All the records say is that there is none: a routed-to job may have run without a stage (a plain
      // `run:` job opening the pull request), been skipped, or not exist; unless its record cannot be read.
      const why = unreadable.some((u) => u.stage === stage)
        ? 'record cannot be read'
        : neverStored.some((u) => u.stage === stage)
          ? 'record never stored'
          : 'no stage record';
      lines.push(`  ${id}["${mermaidText(stageText(stage))}<br/>${mermaidText(why)}"]:::absent`);
      continue;
    }
    if (group.notRun !== undefined) {
      const said = `${GROUP_ICON['not run']} ${notRunText(group.notRun)}`;
      lines.push(`  ${id}["${mermaidText(stageText(stage))}<br/>${mermaidText(said)}"]:::absent`);
      continue;
    }
    const { record } = group.latest;
    const attempts = attemptsShown(group).length;
    const status = statusOf(record);
    // A handoff refused is said as the table says it: the status alone (a success under on-invalid: warn)
    // would read as a stage that handed on.
    const refused = refusedHandoffProblems(record).length > 0 ? '<br/>handoff refused' : '';
    const detail = `${STATUS_ICON[status]} ${status}${attempts > 1 ? ` ×${attempts}` : ''}`;
    const cls = status === 'failure' || status === 'blocked' ? `:::${status}` : '';
    lines.push(`  ${id}["${mermaidText(stageText(stage))}<br/>${mermaidText(detail)}${refused}"]${cls}`);
  }
  for (const edge of edges) lines.push(`  ${edge}`);
  const used = (cls: string) => lines.some((l) => l.endsWith(`:::${cls}`));
  const classes = [
    used('failure') ? '  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328' : '',
    used('blocked') ? '  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328' : '',
    used('absent') ? '  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e' : '',
  ].filter(Boolean);
  return ['```mermaid', 'flowchart LR', ...lines, ...classes, '```'].join('\n');
}

/** Text for a quoted Mermaid label: anything but plain letters, digits and a few marks as `#<code>;`. */
function mermaidText(text: string): string {
  let out = '';
  for (const char of text) {
    out += /[A-Za-z0-9 _.,:/()-]/.test(char) ? char : `#${char.codePointAt(0)};`;
  }
  return out;
}

// ——— stage sections ————————————————————————————————————————————————————————————————————————

/**
 * The last attempt's time, and for a stage of several attempts all of theirs (`74 ms (149 ms in 2
 * attempts)`), as `baton history` gives it: one figure alone would read as either. In a re-run, the attempts
 * of the latest record's run attempt only (attemptsShown).
 */
function durationCell(group: StageGroup): string {
  const last = formatDuration(group.latest.record.agent.duration_ms);
  const shown = attemptsShown(group);
  if (shown.length === 1) return last;
  const total = shown.reduce((sum, r) => sum + r.record.agent.duration_ms, 0);
  return `${last} (${formatDuration(total)} in ${shown.length} attempts)`;
}

function stageSection(group: StageGroup, options: RenderReportOptions, cut: Cut): string {
  const { record, handoff } = group.latest;
  const field = (name: string, text: string) =>
    sanitizeMarkdown(cutField(group.stage, name, text, cut), options);
  const notRun = group.notRun;
  const heading = (
    notRun === undefined
      ? [
          `${STATUS_ICON[statusOf(record)]} <b>${stageText(record.stage)}</b>`,
          statusOf(record),
          formatDuration(record.agent.duration_ms),
          attemptHeading(group),
        ]
      : [
          `${GROUP_ICON['not run']} <b>${stageText(record.stage)}</b>`,
          notRunText(notRun),
          `last ran in run attempt ${record.run.attempt}`,
        ]
  )
    .filter(Boolean)
    .join(' · ');
  const body: string[] = [];
  if (notRun !== undefined) body.push(notRunNote(group, notRun, options));

  if (record.outcome.reason !== 'completed') {
    const message = record.outcome.message
      ? `: ${sanitizeInline(cutField(group.stage, 'outcome', record.outcome.message, cut), options)}`
      : '';
    body.push(`**Outcome:** \`${record.outcome.reason}\`${message}`);
  }
  if (handoff === null) {
    const refused = refusedHandoffProblems(record).length;
    body.push(
      refused > 0
        ? `_The handoff it wrote was refused (${refused} ${refused === 1 ? 'problem' : 'problems'}, under Problems), so none was kept._`
        : '_No handoff was captured for this attempt._',
    );
  } else {
    body.push('**Summary**', field('summary', handoff.summary) || '—');
    const data = Object.entries(handoff.data ?? {}).sort(([a], [b]) => compareCodePoints(a, b));
    if (data.length > 0) {
      const { shown, more } = keptEntries(group.stage, 'data', data, cut);
      const rows = shown.map(
        ([key, value]) =>
          `| ${DATA_KEY_PATTERN.test(key) ? `\`${key}\`` : sanitizeTableCell(key)} | ${sanitizeTableCell(cutField(group.stage, `data.${key}`, value, cut), options) || '—'} |`,
      );
      if (more > 0) rows.push(`| … | ${formatInteger(more)} more ${more === 1 ? 'key' : 'keys'} |`);
      body.push(['**Data**', '', '| Key | Value |', '|---|---|', ...rows].join('\n'));
    }
    // The handoff's lists (sectionLists), failure's under it, the expectations under their own heading.
    const lists = (part: string) =>
      sectionLists(group.latest)
        .filter(([name]) => name.startsWith(`${part}.`))
        .map(([name, title, entries]) => list(group.stage, name, title, entries, cut, options));
    if (handoff.failure) {
      body.push(
        `**Failure:** ${sanitizeInline(cutField(group.stage, 'failure', handoff.failure.reason, cut), options)}`,
      );
      body.push(...lists('failure'));
    }
    const expectations = lists('expectations');
    if (expectations.length > 0)
      body.push(['**Expectations** for the next stage', ...expectations].join('\n\n'));
    if (handoff.next) {
      const reason = handoff.next.reason
        ? ` — ${sanitizeInline(cutField(group.stage, 'next.reason', handoff.next.reason, cut), options)}`
        : '';
      body.push(`**Next:** \`${stageText(handoff.next.stage)}\`${reason}`);
    }
    if (handoff.artifacts?.length) {
      const { shown, more } = keptEntries(group.stage, 'artifacts', handoff.artifacts, cut);
      const items = shown.map((a, i) => {
        const description = a.description
          ? ` — ${sanitizeInline(cutField(group.stage, `artifacts.${i}`, a.description, cut), options)}`
          : '';
        return `- ${codeText(a.path, options)}${description}`;
      });
      body.push(['**Artifacts**', '', ...items, ...moreLine(more)].join('\n'));
    }
    if (options.includeDetail && handoff.detail)
      body.push('**Detail**', field('detail', handoff.detail) || '—');
  }
  const problems = record.problems;
  if (problems.length > 0) {
    const { shown, more } = keptEntries(group.stage, 'problems', problems, cut);
    const items = shown.map(
      (p, i) =>
        `- ${p.severity === 'error' ? '❌' : '⚠️'} ${codeText(p.code)} ${codeText(p.path)}: ${sanitizeInline(cutField(group.stage, `problems.${i}`, p.message, cut), options)}`,
    );
    body.push(['**Problems**', '', ...items, ...moreLine(more)].join('\n'));
  }
  if (group.earlier.length > 0) {
    const items = group.earlier.map(
      ({ record: r }) =>
        `- ${attemptName(recordKeyOf(r))}: ${statusText(r, (reason) => `(\`${reason}\`)`)}, ${formatDuration(r.agent.duration_ms)}`,
    );
    body.push(['**Earlier attempts**', '', ...items].join('\n'));
  }
  // What failed or is blocked is open from the start: it is what a reader came for.
  const open =
    notRun === undefined && (record.status === 'failure' || record.status === 'blocked')
      ? '<details open>'
      : '<details>';
  return [open, `<summary>${heading}</summary>`, '', body.join('\n\n'), '', '</details>'].join('\n');
}

/**
 * The first lines of the section of a stage that did not run in a re-run: why, and that the record shown is
 * its newest as it was (its status then), not its result in the run as it stands.
 */
function notRunNote(group: StageGroup, notRun: NotRun, options: RenderReportOptions): string {
  const { record } = group.latest;
  const runAttempt = notRunAttempt(notRun);
  const newest = `Its newest record, attempt ${record.attempt} of run attempt ${record.run.attempt} (${statusText(record, (reason) => `\`${reason}\``)})`;
  const why =
    notRun.kind === 'skipped'
      ? `${namedJobs([notRun.job], options)} was skipped in it, as the \`needs\` input says. ${newest}, is`
      : `stage \`${stageText(notRun.why.upstream)}\` ran again in it and this stage did not (its job was skipped, or stopped before it recorded). ${newest}, was rendered from \`${stageText(notRun.why.upstream)}\`'s record of run attempt ${notRun.why.readRunAttempt}; it is`;
  return `**Not run in run attempt ${runAttempt}:** ${why} shown below as it was, and is not the stage's result in run attempt ${runAttempt}: it fails nothing.`;
}

/** A list of handoff text under its title, each entry and the number of entries cut to the current budget. */
function list(
  stage: string,
  name: string,
  title: string,
  entries: readonly string[],
  cut: Cut,
  sanitizing: SanitizeOptions,
): string {
  const { shown, more } = keptEntries(stage, name, entries, cut);
  const items = shown.map(
    (entry, i) => `- ${sanitizeInline(cutField(stage, `${name}.${i}`, entry, cut), sanitizing) || '—'}`,
  );
  return `${title}:\n\n${[...items, ...moreLine(more)].join('\n')}`;
}

/** The entries of a list the current budget shows (the first ones), and how many are left out. */
function keptEntries<T>(
  stage: string,
  name: string,
  entries: readonly T[],
  cut: Cut,
): { shown: readonly T[]; more: number } {
  if (cut.entriesKept === null || entries.length <= cut.entriesKept) return { shown: entries, more: 0 };
  cut.listsCut.add(`${stage}.${name}`);
  return { shown: entries.slice(0, cut.entriesKept), more: entries.length - cut.entriesKept };
}

/** The line after a list's shown entries that says how many more it has, if any. */
function moreLine(more: number): string[] {
  return more > 0 ? [`- … ${formatInteger(more)} more`] : [];
}

/** A path or JSON path as inline code. */
function codeText(text: string, sanitizing: SanitizeOptions = {}): string {
  return inlineCode(text, sanitizing);
}

/** A stage id as written in the report; ids are checked against the pattern, anything else is encoded. */
function stageText(stage: string): string {
  return STAGE_ID_PATTERN.test(stage) ? stage : encodeURIComponent(stage).replace(/[!'()*]/g, percent);
}

/** A free-text field, cut to the current budget (before sanitising, so the result stays balanced). */
function cutField(stage: string, name: string, text: string, cut: Cut): string {
  if (cut.fieldChars === null || text.length <= cut.fieldChars) return text;
  cut.fieldsCut.add(`${stage}.${name}`);
  const kept = cutAt(text, cut.fieldChars);
  return `${kept}\n\n… (${formatInteger(text.length - kept.length)} more characters cut)`;
}

/** Stage ids for the cut note: the first few, then how many more. */
function nameList(stages: readonly string[]): string {
  const shown = stages.slice(0, 10).map((s) => `\`${stageText(s)}\``);
  return stages.length > shown.length
    ? `${shown.join(', ')} and ${stages.length - shown.length} more`
    : shown.join(', ');
}

/** Stages left out, for the cut note: how many have each status, then their ids, as `2 success: <ids>`. */
function leftOutList(groups: readonly StageGroup[]): string {
  return `${statusTally(groups).join(', ')}: ${nameList(groups.map((g) => g.stage))}`;
}

/** The stages of cut fields' or lists' keys (`<stage>.<name>`), each once, in the order first cut. */
function stagesOf(keys: ReadonlySet<string>): string[] {
  return [...new Set([...keys].map((key) => key.slice(0, key.indexOf('.'))))];
}

function cutNote(groups: readonly StageGroup[], cut: Cut, options: RenderReportOptions): string | null {
  const what: string[] = [];
  if (cut.fieldsCut.size > 0) {
    const stages = stagesOf(cut.fieldsCut);
    what.push(
      `${cut.fieldsCut.size} ${cut.fieldsCut.size === 1 ? 'field was' : 'fields were'} cut to ${formatInteger(cut.fieldChars ?? 0)} characters (${nameList(stages)})`,
    );
  }
  if (cut.listsCut.size > 0) {
    const stages = stagesOf(cut.listsCut);
    const kept = cut.entriesKept ?? 0;
    const lists = `${cut.listsCut.size} ${cut.listsCut.size === 1 ? 'list shows' : 'lists show'}`;
    what.push(
      kept === 0
        ? `${lists} none of ${cut.listsCut.size === 1 ? 'its' : 'their'} entries, only how many there are (${nameList(stages)})`
        : `${lists} ${cut.listsCut.size === 1 ? 'its' : 'their'} first ${formatInteger(kept)} ${kept === 1 ? 'entry' : 'entries'} (${nameList(stages)})`,
    );
  }
  const dropped = leftOut(groups, cut.sectionsKept);
  if (dropped.length > 0) {
    what.push(
      `the sections of ${dropped.length} ${dropped.length === 1 ? 'stage were' : 'stages were'} left out (${leftOutList(dropped)})`,
    );
  }
  if (!cut.flowchart && groups.length > 0) what.push('the diagram was left out');
  const rowsOut = leftOut(groups, cut.rowsKept);
  if (rowsOut.length > 0) {
    what.push(
      `the ${rowsOut.length === 1 ? 'row' : 'rows'} of ${rowsOut.length} of ${groups.length} stages ${rowsOut.length === 1 ? 'was' : 'were'} left out of the table (${leftOutList(rowsOut)})`,
    );
  }
  if (what.length === 0) return null;
  const where = options.recordsLocation ?? options.runUrl ?? null;
  const whereText = where ? ` The full records are in ${where}.` : '';
  return `> [!NOTE]\n> This report was shortened to fit ${REPORT_LIMITS[options.fit ?? 'comment'].named}: ${what.join('; ')}.${whereText}`;
}
