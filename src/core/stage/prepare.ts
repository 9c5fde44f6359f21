import { formatError, UserError } from '../errors.js';
import { STAGE_PROBLEMS } from '../names.js';
import type { RecordStore, Workspace } from '../ports.js';
import { handoffInstructions } from '../presets.js';
import type { Problem } from '../problem.js';
import type { StoredRecord } from '../record.js';
import { type AttemptContext, buildPromptContext } from '../template/context.js';
import { prepareRender, renderPrompt } from '../template/render-prompt.js';
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
}

/** An upstream stage, its job, and its latest record in this run (undefined: it has none). */
export interface UpstreamRecord {
  stage: string;
  /** The job from the spec, else the job its record names, else the stage id (a job without a matrix). */
  job: string;
  stored: StoredRecord | undefined;
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
}

/** A prepared attempt, or a stage refused before its agent ran (the refusal is already stored). */
export type PrepareResult =
  | { kind: 'ready'; prepared: PreparedStage; upstream: UpstreamRecord[] }
  | { kind: 'refused'; result: StageResult };

/**
 * Prepare one attempt of a stage: load the upstream records (only the stages the spec lists as upstream),
 * refuse when the chain would exceed `max-handoffs`, render the prompt (or the correction prompt of a
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
  const upstream = options.upstream ?? (await loadUpstream(spec, deps.store));
  const present = upstream.filter(
    (u): u is UpstreamRecord & { stored: StoredRecord } => u.stored !== undefined,
  );
  const lineage = present.map((u) => ({
    stage: u.stage,
    attempt: u.stored.record.attempt,
    record_sha256: u.stored.recordSha256,
  }));
  const hop = 1 + Math.max(0, ...present.map((u) => u.stored.record.hop));
  const refuse = async (outcome: StageResult['outcome'], problems: Problem[]): Promise<PrepareResult> => {
    const stored = await storeAttempt(
      spec,
      {
        attempt,
        repair: options.repair !== undefined,
        hop,
        lineage,
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
    const chain = [...(await chainTo(present, deps.store, spec.maxHandoffs + 1)), spec.stage];
    const message = `stage ${spec.stage} would be hop ${hop}, more than max-handoffs ${spec.maxHandoffs}: ${formatChain(chain)}`;
    return refuse({ reason: 'max-handoffs', message, hop, limit: spec.maxHandoffs, chain }, [
      { code: STAGE_PROBLEMS.maxHandoffs, severity: 'error', path: '$', message },
    ]);
  }

  let prompt: string;
  let warnings: Problem[] = [];
  if (options.repair) {
    prompt = correctionPrompt({ stage: spec.stage, ...options.repair });
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
    prompt = `${prompt.replace(/\s+$/, '')}\n\n${handoffInstructions({ handoffPath: paths.handoffPath })}\n`;
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
    warnings,
    preparedAt: startedAt.toISOString(),
  };
  return { kind: 'ready', prepared, upstream };
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
  };
  // Loads the tokenizer when the template or a budget needs it; throws the same template errors as rendering.
  await prepareRender(spec.template.text, renderOptions);
  const built = buildPromptContext({
    upstream,
    inputs: spec.inputs,
    github: spec.github,
    ...(attempt ? { attempt } : {}),
    require: spec.needs,
  });
  const rendered = renderPrompt(spec.template.text, built.context, renderOptions);
  return { prompt: rendered.prompt, warnings: [...built.warnings, ...rendered.warnings] };
}

/**
 * The upstream records of this run that the prompt may read: exactly the stages the spec lists, and — when
 * the workflow file was not available — the stages their stored lineage names, at the attempt it names
 * (checked by digest). Never the stage itself, never a stage that merely exists in the store.
 */
export async function loadUpstream(spec: StageSpec, store: RecordStore): Promise<UpstreamRecord[]> {
  const listed = spec.upstream.filter((u) => u.stage !== spec.stage);
  const records = await Promise.all(listed.map((u) => store.get(u.stage)));
  const upstreamRecord = (stage: string, job: string | null, stored: StoredRecord | undefined) => ({
    stage,
    job: job ?? stored?.record.job ?? stage,
    stored,
  });
  // The usual case, kept free of maps: every stage of a long chain loads all the stages before it.
  if (!spec.expandLineage && new Set(listed.map((u) => u.stage)).size === listed.length) {
    return listed.map((u, i) => upstreamRecord(u.stage, u.job, records[i]));
  }
  const jobs = new Map(listed.map((u) => [u.stage, u.job]));
  const loaded = new Map<string, StoredRecord | undefined>();
  for (const [i, u] of listed.entries()) loaded.set(u.stage, records[i]);
  if (spec.expandLineage) {
    const queue = [...loaded.values()].filter((r): r is StoredRecord => r !== undefined);
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const entry of next.record.lineage) {
        if (entry.stage === spec.stage || loaded.has(entry.stage)) continue;
        const found = await store.getAttempt(entry.stage, entry.attempt);
        const match = found?.recordSha256 === entry.record_sha256 ? found : undefined;
        loaded.set(entry.stage, match);
        if (match) queue.push(match);
      }
    }
  }
  return [...loaded].map(([stage, stored]) => upstreamRecord(stage, jobs.get(stage) ?? null, stored));
}

/**
 * The chain of stages that led to the deepest upstream record, oldest first, followed through lineage
 * (each step to the upstream record with the largest hop). Starts with `…` when a link is not in the store.
 */
async function chainTo(
  present: Array<{ stored: StoredRecord }>,
  store: RecordStore,
  limit: number,
): Promise<string[]> {
  let current = present.reduce<StoredRecord | undefined>(
    (best, u) => (best === undefined || u.stored.record.hop > best.record.hop ? u.stored : best),
    undefined,
  );
  const chain: string[] = [];
  const known = new Map(present.map((u) => [u.stored.recordSha256, u.stored]));
  while (current && chain.length < limit) {
    chain.unshift(current.record.stage);
    if (current.record.hop <= 1) return chain;
    let best: StoredRecord | undefined;
    for (const entry of current.record.lineage) {
      const found = known.get(entry.record_sha256) ?? (await store.getAttempt(entry.stage, entry.attempt));
      if (found?.recordSha256 !== entry.record_sha256) continue;
      if (best === undefined || found.record.hop > best.record.hop) best = found;
    }
    current = best;
  }
  return ['…', ...chain];
}

/** `investigate → fix → test → fix`, shortened in the middle when long. */
export function formatChain(chain: readonly string[]): string {
  const shown = chain.length > 12 ? [...chain.slice(0, 5), '…', ...chain.slice(-5)] : chain;
  return shown.join(' → ');
}
