import { formatError, SystemError, UserError } from '../errors.js';
import { compareStageIds } from '../leg-order.js';
import { INPUTS, STAGE_PROBLEMS } from '../names.js';
import type { RecordKey, RecordStore, Workspace } from '../ports.js';
import { handoffInstructions } from '../presets.js';
import type { Problem } from '../problem.js';
import type { LineageEntry, ParentLink, StoredRecord } from '../record.js';
import { compareRecordKeys, describeAttempt } from '../record-key.js';
import { closest } from '../suggest.js';
import { hasRerun, newestKeys, type Supersession, supersessionOf } from '../superseded-records.js';
import type { StageReference } from '../template/analyze.js';
import { type AttemptContext, buildPromptContext } from '../template/context.js';
import { madeEventHint, prepareRender, renderPrompt, templateAnalysis } from '../template/render-prompt.js';
import { stageOutputs } from './outputs.js';
import type { PreparedStage } from './prepared-stage.js';
import { correctionPrompt } from './repair-prompt.js';
import type { StageResult } from './stage-result.js';
import type { StageSpec } from './stage-spec.js';
import { storeAttempt } from './store-attempt.js';

// The schema lives in prepared-stage.ts; this re-export keeps `import { type PreparedStage, prepareStage }`
// working for callers of prepareStage.
export type { PreparedStage };

/** The ports the stage engine works through. */
export interface StageDeps {
  store: RecordStore;
  workspace: Workspace;
  /**
   * Another run's records, read-only: the parent run a spec's `parentRun` names (and, for the chain of a
   * refusal, the runs before it). Required when the spec has a parent run.
   */
  openRun?: (runId: string) => Promise<RecordStore>;
}

/** The parent run as one stage sees it: its store and the records with its largest hop. */
export interface ParentRecords {
  run: string;
  store: RecordStore;
  /** The latest attempt of each of the parent run's stages whose hop is the parent run's largest. */
  deepest: StoredRecord[];
}

/** An upstream stage, its job, and its latest record in this run (undefined: it has none). */
export interface UpstreamRecord {
  stage: string;
  /** The job from the spec, else the job its record names, else the stage id (a job without a matrix). */
  job: string;
  stored: StoredRecord | undefined;
  /** The leg's matrix values from the spec, for a stage without a record (its record's are used otherwise). */
  matrix?: Record<string, unknown>;
  /** Only the prompt names it, under a job whose stage ids only its run knows (UpstreamStage's `open`). */
  open?: boolean;
  /** Its place among its job's stages, from the spec (UpstreamStage's `place`): the order of `jobs.<job>`. */
  place?: readonly number[];
  /** Recorded stages whose ids are this one's and `-…`, for a needed stage without a record (template context). */
  recordedLike?: readonly string[];
  /** The recorded stage whose id is closest to this one's, for a needed stage without a record (a typo, a case). */
  meant?: string;
  /**
   * Its newest record, left out (`stored` is undefined): superseded by a re-run of the stages it was rendered
   * from, which it did not run after (superseded-records.ts). The prompt's warning says so.
   */
  superseded?: Supersession;
}

export interface PrepareOptions {
  /** Which attempt this is; 1 by default. */
  attempt?: number;
  /** For a retry: `attempt` in the template (number, previous handoff, verify result). */
  attemptContext?: AttemptContext;
  /** For a repair turn: the problems to correct and the prompt of the attempt that had them. */
  repair?: { problems: Problem[]; previousPrompt: string };
  /** Upstream records already loaded by an earlier attempt (the same records: a retry never re-reads). */
  upstream?: UpstreamRecord[];
  /** The parent run's records already loaded by an earlier attempt (null: the spec has no parent run). */
  parent?: ParentRecords | null;
}

/** A prepared attempt, or a stage refused before its agent ran (the refusal is already stored). */
export type PrepareResult =
  | { kind: 'ready'; prepared: PreparedStage; upstream: UpstreamRecord[]; parent: ParentRecords | null }
  | { kind: 'refused'; result: StageResult };

/**
 * Prepare one attempt of a stage: load the upstream records (only the stages the spec lists as upstream) and
 * the parent run's records (with a parent run), refuse when the chain would exceed `max-handoffs`, render the prompt (or the correction prompt of a
 * repair turn), and write it to a fresh place with a fresh handoff path beside it. A refusal
 * (`max-handoffs`, `render-failed`) is stored as the attempt's record before this returns.
 */
export async function prepareStage(
  spec: StageSpec,
  deps: StageDeps,
  options: PrepareOptions = {},
): Promise<PrepareResult> {
  const attempt = options.attempt ?? 1;
  const startedAt = deps.workspace.now();
  // The run's records, listed once: what this attempt may not record again, and each upstream stage's newest.
  const keys = await deps.store.list();
  refuseRecorded(spec, attempt, keys);
  const upstream = options.upstream ?? (await loadUpstream(spec, deps.store, keys));
  const parent = options.parent !== undefined ? options.parent : await loadParent(spec, deps);
  const present = upstream.filter(
    (u): u is UpstreamRecord & { stored: StoredRecord } => u.stored !== undefined,
  );
  // By stage id, as the prompt's stages: one order on GitHub and in `baton run` (compareStageIds).
  const lineage = present
    .map((u) => lineageEntry(u.stored))
    .sort((a, b) => compareStageIds(a.stage, b.stage));
  // The parent run's largest hop is that of its deepest records (0 when it has none).
  const parentHop = parent?.deepest[0]?.record.hop ?? 0;
  const hop = 1 + Math.max(parentHop, ...present.map((u) => u.stored.record.hop));
  const parentLink: ParentLink | undefined = parent
    ? { run: parent.run, lineage: parent.deepest.map(lineageEntry) }
    : undefined;
  const refuse = async (outcome: StageResult['outcome'], problems: Problem[]): Promise<PrepareResult> => {
    const stored = await storeAttempt(
      spec,
      {
        attempt,
        repair: options.repair !== undefined,
        hop,
        lineage,
        ...(parentLink ? { parent: parentLink } : {}),
        prompt: '',
        handoff: null,
        agent: null,
        startedAt,
        finishedAt: deps.workspace.now(),
        usage: null,
        verify: null,
        outcome,
        problems,
      },
      deps,
    );
    return {
      kind: 'refused',
      result: {
        stage: spec.stage,
        ok: false,
        outcome: stored.outcome,
        attempts: [stored],
        final: stored,
        outputs: stageOutputs(stored.record, null, { artifactId: stored.ref.id }),
      },
    };
  };

  if (hop > spec.maxHandoffs) {
    const chain = await chainTo(spec, present, parent, deps);
    const message = `stage ${spec.stage} would be hop ${hop}, more than max-handoffs ${spec.maxHandoffs}: ${formatChain(chain)}`;
    return refuse({ reason: 'max-handoffs', message, hop, limit: spec.maxHandoffs, chain }, [
      { code: STAGE_PROBLEMS.maxHandoffs, severity: 'error', path: '$', message },
    ]);
  }

  let prompt: string;
  let warnings: Problem[] = [];
  if (options.repair) {
    prompt = correctionPrompt({
      stage: spec.stage,
      ...options.repair,
      ...(spec.dataSchema === undefined ? {} : { dataSchema: spec.dataSchema }),
    });
  } else {
    try {
      ({ prompt, warnings } = await render(spec, upstream, options.attemptContext));
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      // The problem is one line (reports list problems); the outcome keeps the details, code frame included.
      const problem: Problem = {
        code: error.code,
        severity: 'error',
        path: error.where ?? '$',
        message: error.message,
      };
      return refuse({ reason: 'render-failed', message: formatError(error), problems: [problem] }, [problem]);
    }
  }

  const paths = await deps.workspace.attemptPaths(spec.stage, attempt);
  if (spec.agent?.kind === 'preset') {
    prompt = `${prompt.trimEnd()}\n\n${handoffInstructions({
      handoffPath: paths.handoffPath,
      ...(spec.dataSchema === undefined ? {} : { dataSchema: spec.dataSchema }),
    })}\n`;
  }
  await deps.workspace.writePrompt(paths.promptPath, prompt);
  // Built from checked data, so not parsed again (the lineage grows with the chain); the capture step that
  // reads it back from the prepare step's state parses it there (prepared-state.ts).
  const prepared: PreparedStage = {
    stage: spec.stage,
    attempt,
    repair: options.repair !== undefined,
    prompt,
    promptPath: paths.promptPath,
    handoffPath: paths.handoffPath,
    lineage,
    hop,
    ...(parentLink ? { parent: parentLink } : {}),
    warnings,
    preparedAt: startedAt.toISOString(),
    ...(spec.agent?.kind === 'preset' ? { agent: spec.agent.preset } : {}),
  };
  return { kind: 'ready', prepared, upstream, parent };
}

async function render(
  spec: StageSpec,
  upstream: UpstreamRecord[],
  attempt: AttemptContext | undefined,
): Promise<{ prompt: string; warnings: Problem[] }> {
  if (spec.template === null) {
    throw new UserError('prompt-missing', 'this stage has no prompt template', { where: spec.stage });
  }
  const renderOptions = {
    source: spec.template.source,
    ...(spec.maxPromptTokens === null ? {} : { maxPromptTokens: spec.maxPromptTokens }),
    ...(spec.madeEvent === undefined
      ? {}
      : { madeEventHint: madeEventHint(spec.madeEvent, spec.madeEventRun) }),
    ...(spec.workflowUnread === undefined
      ? {}
      : { notUpstreamHint: unreadWorkflowHint(spec.workflowUnread, spec.needs) }),
  };
  // Loads the tokenizer when the template or a budget needs it; throws the same template errors as rendering.
  await prepareRender(spec.template.text, renderOptions);
  const built = buildPromptContext({
    upstream,
    inputs: spec.inputs,
    github: spec.github,
    ...(attempt ? { attempt } : {}),
    require: spec.needs,
    analysis: templateAnalysis(spec.template.text),
  });
  const rendered = renderPrompt(spec.template.text, built.context, renderOptions);
  const namesFile: Problem[] =
    spec.template.namesFile === undefined
      ? []
      : [
          {
            code: STAGE_PROBLEMS.promptNamesFile,
            severity: 'warning',
            path: INPUTS.prompt,
            message: `is the path of a file of the repository (${JSON.stringify(spec.template.namesFile)}), so the agent gets that path as its whole prompt; to render the file as the prompt, give it as \`${INPUTS.promptFile}: ${spec.template.namesFile}\` instead`,
          },
        ];
  return { prompt: rendered.prompt, warnings: [...namesFile, ...built.warnings, ...rendered.warnings] };
}

/**
 * What a prompt naming a stage that is not upstream is told when the workflow file was not read (on GitHub:
 * not in the workspace, as in a job that never checks the repository out): the upstream stages were then
 * only those of the `needs` input and the stages their records name, so the stage named is likely upstream
 * after all. Both fixes: the checkout, or the input.
 */
function unreadWorkflowHint(
  why: string,
  needs: readonly string[],
): (unknown: readonly StageReference[]) => string {
  return (unknown) => {
    const named = [...new Set(unknown.filter((ref) => ref.kind === 'stage').map((ref) => ref.stage))];
    const add = [...new Set([...needs, ...named])];
    const give =
      named.length > 0
        ? `give the step \`${INPUTS.needs}: ${add.join(', ')}\``
        : `give the step a \`${INPUTS.needs}\` input naming the stages of ${unknown.map((ref) => `job ${ref.stage}`).join(', ')}`;
    // A file that has no job of this id (a called workflow's job reads its caller's): a checkout does not help.
    const checkout = / has no job /.test(why)
      ? ''
      : 'check out this repository before this step (actions/checkout with persist-credentials: false), or ';
    return `the workflow file was not read here (${why}), so the upstream stages are only those the \`${INPUTS.needs}\` input names (${needs.length > 0 ? needs.join(', ') : 'none'}) and the stages their records name: ${checkout}${give}`;
  };
}

/**
 * Refuse an attempt that already has a record in this run attempt, before its agent runs: records are
 * immutable, so its own record could not be stored and the agent's work would be lost. Only two jobs of
 * one run attempt recording the same stage id get here; a re-run of jobs records under names of its own
 * (DESIGN §4). `keys`: the run's records, as the store lists them.
 */
function refuseRecorded(spec: StageSpec, attempt: number, keys: readonly RecordKey[]): void {
  const key: RecordKey = { stage: spec.stage, attempt, runAttempt: spec.run.attempt };
  const recorded = keys.some((k) => compareRecordKeys(k, key) === 0);
  if (!recorded) return;
  throw new UserError(
    'record-exists',
    `${describeAttempt(key)} already has a record in this run, so the agent was not run; records are immutable`,
    {
      where: `stage ${spec.stage}`,
      details: [
        `another job of this run records stage ${spec.stage}: give each job its own stage id (the \`${INPUTS.stage}\` input)`,
      ],
    },
  );
}

/**
 * The upstream records of this run that the prompt may read: exactly the stages the spec lists, and — when
 * the workflow file was not available — the stages their stored lineage names, at the attempt it names
 * (checked by digest). Never the stage itself, never a stage that merely exists in the store.
 *
 * In a run that was re-run, a stage's newest record that is superseded (superseded-records.ts: rendered
 * from a record of a stage that has since run again, in a later run attempt, while this stage did not) is
 * left out, with why: the stage did not run in the re-run, as GitHub's `needs.<job>.result` says. The
 * stages a superseded record's lineage names are still upstream; their newest records are read.
 */
export async function loadUpstream(
  spec: StageSpec,
  store: RecordStore,
  keys: readonly RecordKey[],
): Promise<UpstreamRecord[]> {
  const listed = spec.upstream.filter((u) => u.stage !== spec.stage);
  const records = await Promise.all(listed.map((u) => store.get(u.stage)));
  const newest = newestKeys(keys);
  const rerun = hasRerun(newest);
  const given = new Map(listed.map((u) => [u.stage, u]));
  const upstreamRecord = (stage: string, stored: StoredRecord | undefined): UpstreamRecord => {
    const { job = null, matrix, open, place } = given.get(stage) ?? {};
    return {
      stage,
      // By the job's own id, as github.job names it in the record on GitHub: a local run's record names a
      // job of a called workflow by its id in the run (`deploy/review`, see ownJobId), which no prompt reads.
      job:
        job ??
        (stored === undefined ? stage : stored.record.job.slice(stored.record.job.lastIndexOf('/') + 1)),
      stored,
      ...(matrix === undefined ? {} : { matrix }),
      ...(open === true ? { open: true } : {}),
      ...(place === undefined ? {} : { place }),
    };
  };
  const loaded = new Map<string, StoredRecord | undefined>();
  const superseded = new Map<string, { stored: StoredRecord; why: Supersession }>();
  const take = (stage: string, stored: StoredRecord | undefined): void => {
    const why = rerun && stored !== undefined ? supersessionOf(stored.record, newest) : undefined;
    if (why !== undefined) superseded.set(stage, { stored: stored!, why });
    loaded.set(stage, why === undefined ? stored : undefined);
  };
  for (const [i, u] of listed.entries()) take(u.stage, records[i]);
  if (spec.expandLineage) {
    const queue = records.filter((r): r is StoredRecord => r !== undefined);
    for (let next = queue.shift(); next; next = queue.shift()) {
      // A superseded record names records that were superseded too: the stages it names are read at their newest.
      const stale = superseded.get(next.record.stage)?.stored === next;
      for (const entry of next.record.lineage) {
        if (entry.stage === spec.stage || loaded.has(entry.stage)) continue;
        let match: StoredRecord | undefined;
        if (stale) match = await store.get(entry.stage);
        else {
          const found = await store.getAttempt(entry.stage, entry.attempt, entry.run_attempt);
          match = found?.recordSha256 === entry.record_sha256 ? found : undefined;
        }
        take(entry.stage, match);
        if (match) queue.push(match);
      }
    }
  }
  const like = spec.expandLineage
    ? recordedLike(spec, loaded, superseded, keys)
    : new Map<string, { like: string[]; meant?: string }>();
  return [...loaded].map(([stage, stored]) => {
    const found = like.get(stage);
    const why = superseded.get(stage)?.why;
    return {
      ...upstreamRecord(stage, stored),
      ...(found && found.like.length > 0 ? { recordedLike: found.like } : {}),
      ...(found?.meant === undefined ? {} : { meant: found.meant }),
      ...(why ? { superseded: why } : {}),
    };
  });
}

/**
 * Without the workflow file, a stage the `needs` input names has no record: the recorded stages of this run
 * whose ids are its id and `-…`, by stage id. `needs: review` for a matrix job `review` whose legs recorded
 * `review-security` and `review-docs` can then be told to name the legs, which only the file could say.
 * `keys`: the run's records, as the store lists them.
 */
function recordedLike(
  spec: StageSpec,
  loaded: ReadonlyMap<string, StoredRecord | undefined>,
  superseded: ReadonlyMap<string, unknown>,
  keys: readonly RecordKey[],
): Map<string, { like: string[]; meant?: string }> {
  const missing = spec.needs.filter(
    (stage) => loaded.has(stage) && loaded.get(stage) === undefined && !superseded.has(stage),
  );
  const like = new Map<string, { like: string[]; meant?: string }>();
  if (missing.length === 0) return like;
  const recorded = [...new Set(keys.map((key) => key.stage))]
    .filter((stage) => stage !== spec.stage)
    .sort(compareStageIds);
  for (const stage of missing) {
    const found = recorded.filter((other) => other.startsWith(`${stage}-`));
    // Else a misspelt (or mis-cased: `Investigate`) id of a stage this run recorded, as the prompt's
    // `stages.<id>` gets.
    const meant =
      found.length > 0
        ? undefined
        : closest(
            stage,
            recorded.filter((other) => !spec.needs.includes(other)),
          );
    if (found.length > 0 || meant !== undefined)
      like.set(stage, { like: found, ...(meant === undefined ? {} : { meant }) });
  }
  return like;
}

/**
 * The parent run's records: the latest attempt of each of its stages, and of those the ones with its largest
 * hop. Read-only, through `openRun`; a parent that cannot be read fails the stage before anything is stored.
 */
export async function loadParent(spec: StageSpec, deps: StageDeps): Promise<ParentRecords | null> {
  if (spec.parentRun === null) return null;
  if (!deps.openRun) {
    throw new SystemError(
      `stage ${spec.stage}: a parent run is set but no way to open another run was given`,
    );
  }
  const store = await deps.openRun(spec.parentRun);
  // The newest record of each stage: of its highest run attempt (the parent's jobs may have been re-run),
  // unless a re-run superseded it (a stage that did not run after the stages it was rendered from did).
  const latest = newestKeys(await store.list());
  const rerun = hasRerun(latest);
  const records = (
    await Promise.all(
      [...latest.values()].map((key) => store.getAttempt(key.stage, key.attempt, key.runAttempt)),
    )
  ).filter(
    (r): r is StoredRecord => r !== undefined && !(rerun && supersessionOf(r.record, latest) !== undefined),
  );
  const hop = Math.max(0, ...records.map((r) => r.record.hop));
  return { run: spec.parentRun, store, deepest: records.filter((r) => r.record.hop === hop) };
}

/** How a record is named in a lineage: its stage, attempt, run attempt when a re-run's, and digest. */
function lineageEntry(stored: StoredRecord): LineageEntry {
  const { stage, attempt, run } = stored.record;
  return {
    stage,
    attempt,
    ...(run.attempt > 1 ? { run_attempt: run.attempt } : {}),
    record_sha256: stored.recordSha256,
  };
}

/** One stage of a chain and the run it ran in (null: this run). */
interface ChainStep {
  stage: string;
  run: string | null;
}

/** A record found while walking a chain back, with the store (and run) it was read from. */
interface Found {
  stored: StoredRecord;
  store: RecordStore;
  run: string | null;
}

/**
 * The chain that led to this stage, oldest first and ending with it: from the deepest record upstream (in
 * this run or, with a parent run, the parent's), each step back to the record of largest hop that the
 * current one was rendered from (its lineage) or continued from (its parent run's records, in that run).
 * At most `maxHandoffs + 1` stages; starts with `…` when a link is missing or the walk was cut short.
 */
async function chainTo(
  spec: StageSpec,
  present: Array<{ stored: StoredRecord }>,
  parent: ParentRecords | null,
  deps: StageDeps,
): Promise<string[]> {
  const limit = spec.maxHandoffs + 1;
  const known = new Map(present.map((u) => [u.stored.recordSha256, u.stored]));
  const stores = new Map<string, Promise<RecordStore>>();
  if (parent) stores.set(parent.run, Promise.resolve(parent.store));
  const open = (run: string): Promise<RecordStore> | undefined => {
    if (!stores.has(run) && deps.openRun) stores.set(run, deps.openRun(run));
    return stores.get(run);
  };
  const deepest = (found: Found[]): Found | undefined =>
    found.reduce<Found | undefined>(
      (best, f) => (best === undefined || f.stored.record.hop > best.stored.record.hop ? f : best),
      undefined,
    );

  /** The records `entries` name in `run`'s store, those whose digest still matches. */
  const matching = async (entries: ParentLink['lineage'], store: RecordStore, run: string | null) => {
    const found: Found[] = [];
    for (const entry of entries) {
      const stored =
        (run === null ? known.get(entry.record_sha256) : undefined) ??
        (await store.getAttempt(entry.stage, entry.attempt, entry.run_attempt));
      if (stored?.recordSha256 === entry.record_sha256) found.push({ stored, store, run });
    }
    return found;
  };

  const steps: ChainStep[] = [{ stage: spec.stage, run: null }];
  let current = deepest([
    ...present.map((u) => ({ stored: u.stored, store: deps.store, run: null })),
    ...(parent?.deepest ?? []).map((stored) => ({ stored, store: parent!.store, run: parent!.run })),
  ]);
  let complete = false;
  while (current && steps.length < limit + 1) {
    steps.unshift({ stage: current.stored.record.stage, run: current.run });
    const { record } = current.stored;
    if (record.hop <= 1) {
      complete = true;
      break;
    }
    const found = await matching(record.lineage, current.store, current.run);
    if (record.parent) {
      try {
        const store = await open(record.parent.run);
        if (store) found.push(...(await matching(record.parent.lineage, store, record.parent.run)));
      } catch {
        // A run before the parent that cannot be read (expired, no access) only shortens the chain shown.
      }
    }
    current = deepest(found);
  }
  return chainEntries(steps, complete);
}

/**
 * A chain as the entries of `max-handoffs` outcomes: stage ids, with `run <id>:` before the first stage of
 * each run when the chain spans runs (`this run:` for this one), and `…` first when it is incomplete.
 */
function chainEntries(steps: ChainStep[], complete: boolean): string[] {
  const spansRuns = steps.some((s) => s.run !== null);
  const entries: string[] = complete ? [] : ['…'];
  let run: string | null | undefined;
  for (const step of steps) {
    if (spansRuns && step.run !== run) entries.push(runLabel(step.run));
    run = step.run;
    entries.push(step.stage);
  }
  return entries;
}

function runLabel(run: string | null): string {
  return run === null ? 'this run:' : `run ${run}:`;
}

/** A run label of a chain (`run 4242:`, `this run:`): stage ids never contain a space or a colon. */
function isRunLabel(entry: string): boolean {
  return entry.endsWith(':');
}

/**
 * `investigate → fix → test → fix`, or across runs `run 4242: investigate → fix → this run: fix → test`.
 * Long chains are shortened in the middle to the first and last five stages; the last part keeps the label
 * of the run it starts in.
 */
export function formatChain(chain: readonly string[]): string {
  const stages = chain.filter((e) => !isRunLabel(e) && e !== '…').length;
  const shown: string[] = [];
  let label: string | undefined;
  let labelShown = false;
  let index = 0;
  for (const entry of chain) {
    if (isRunLabel(entry)) {
      label = entry;
      labelShown = false;
    } else if (entry === '…') {
      shown.push(entry);
    } else {
      const keep = stages <= 12 || index < 5 || index >= stages - 5;
      if (keep) {
        if (label !== undefined && !labelShown) shown.push(label);
        labelShown = true;
        shown.push(entry);
      } else if (shown.at(-1) !== '…') {
        shown.push('…');
      }
      index++;
    }
  }
  let text = '';
  for (const [i, entry] of shown.entries()) {
    const previous = shown[i - 1];
    text += i === 0 ? entry : previous !== undefined && isRunLabel(previous) ? ` ${entry}` : ` → ${entry}`;
  }
  return text;
}
