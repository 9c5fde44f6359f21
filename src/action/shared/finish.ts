import { setOutputs, writeSummary } from '../../adapters/github/outputs.js';
import { artifactNameFor } from '../../core/artifact-name.js';
import { ENV, FILE_COMMANDS, OUTPUTS } from '../../core/names.js';
import type { RecordEntry, Reporter } from '../../core/ports.js';
import type { StageRecord } from '../../core/record.js';
import { renderStageSummary } from '../../core/report/stage-summary.js';
import {
  declaredOutputs,
  refusedStageOutputs,
  type StageAction,
  type StageOutputs,
  stageOutputs,
} from '../../core/stage/outputs.js';
import { recordedWarnings, type StageAttempt } from '../../core/stage/stage-result.js';
import type { StopSignal } from './action-deps.js';
import type { ActionEnv } from './runner-env.js';
import { STOP_BUDGET_MS, stopReason } from './step-stop.js';
import type { WatchedStore } from './watched-store.js';

/**
 * Set the step's outputs (those `action` declares), annotate the attempt's warnings, and add the stage to
 * the job summary. Render warnings were annotated when the prompt was prepared; the handoff's own (a refused
 * handoff under `on-invalid: warn`, a redaction) are annotated here. Errors end the step through its failure
 * message.
 */
export async function publishAttempt(
  action: StageAction,
  attempt: StageAttempt,
  outputs: StageOutputs,
  shown: SummaryContext,
  reporter: Reporter,
): Promise<void> {
  setOutputs(declaredOutputs(action, outputs));
  const stage = attempt.record.stage;
  for (const problem of recordedWarnings(attempt.record)) {
    reporter.warning(
      problem.message,
      problem.path === '$' ? `stage ${stage}` : `stage ${stage} ${problem.path}`,
    );
  }
  const summary = renderStageSummary({
    record: attempt.record,
    handoff: attempt.handoff,
    artifactName: artifactNameOf(attempt.record),
    secrets: shown.secrets,
    serverUrl: shown.serverUrl,
  });
  await writeSummary(summary, shown.secrets);
}

/**
 * What the job summary is written with: the values to redact, and the GitHub server it is shown on (the
 * runner's `GITHUB_SERVER_URL`, whose images a handoff may show besides github.com's).
 */
export interface SummaryContext {
  secrets: readonly string[];
  serverUrl?: string;
}

/** The artifact a stage attempt's record is stored as on GitHub. */
export function artifactNameOf(record: Pick<StageRecord, 'stage' | 'attempt' | 'run'>): string {
  return artifactNameFor(record.stage, record.attempt, record.run.attempt);
}

/**
 * An attempt whose record could not be stored (the artifact service failed, or a stopped step ran out of
 * time while it uploaded): its outputs and job summary still come from it, so a valid handoff is shown, not
 * lost with the error. `present` is `false` and `sha256` and `artifact-id` are empty — no later stage can
 * read it — while `status`, `next` and `data` are what the attempt's record says. The step still fails.
 */
export async function publishUnstored(
  action: StageAction,
  entry: RecordEntry,
  why: string,
  shown: SummaryContext,
): Promise<void> {
  setOutputs(
    declaredOutputs(action, {
      ...stageOutputs(entry.record, entry.handoff),
      [OUTPUTS.present]: 'false',
      [OUTPUTS.sha256]: '',
    }),
  );
  await writeSummary(
    renderStageSummary({
      record: entry.record,
      handoff: entry.handoff,
      notStored: why,
      secrets: shown.secrets,
      serverUrl: shown.serverUrl,
    }),
    shown.secrets,
  );
}

/**
 * The environment the agent and verify commands start from: the step's own, without what only this action
 * should use. The engine then removes the tokens (AGENT_ENV_REMOVED*); here go the action's inputs
 * (`INPUT_*`, which hold the `redact` values), its state, and the file commands — with GITHUB_OUTPUT or
 * GITHUB_ENV an agent could set this step's outputs or plant variables (NODE_OPTIONS) in later steps.
 */
export function commandBaseEnv(env: ActionEnv): Record<string, string> {
  const fileCommands = new Set<string>(Object.values(FILE_COMMANDS));
  const base: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (name.startsWith('INPUT_') || name.startsWith('STATE_') || fileCommands.has(name)) continue;
    if ((Object.values(ENV) as string[]).includes(name)) continue;
    base[name] = value;
  }
  return base;
}

/** What a stage step knows as it goes: enough to say what the stage left when the step must end early. */
export interface StepState extends SummaryContext {
  /** The stage id, once the inputs were read. */
  stage?: string;
  store?: WatchedStore;
  /** The outputs and summary were written, or are being: nothing more is written. */
  settled: boolean;
}

/** A step's state as it starts: no secrets known yet, the runner's GitHub server, nothing written. */
export function newStepState(env: ActionEnv): StepState {
  return { secrets: [], serverUrl: env.GITHUB_SERVER_URL, settled: false };
}

/** How a step ends early, besides with an attempt's record. */
export interface EndOptions {
  /** The action the step runs: it sets only the outputs that action declares. */
  action: StageAction;
  /** Set every stage output (`status` failure, `data` `{}` …) when there is no attempt to set them from. */
  refusedOutputs: boolean;
  /** What was not done when a stopped step ran out of time with no record to store. */
  unfinished: string;
}

/**
 * The step is failing with `error`. An attempt the store failed to take still gives the outputs and the
 * summary (its handoff shows, marked as not stored); with none, `refusedOutputs` decides.
 */
export async function publishFailure(state: StepState, error: unknown, options: EndOptions): Promise<void> {
  if (state.settled) return;
  state.settled = true;
  const unstored = state.store?.failed;
  if (unstored)
    await publishUnstored(
      options.action,
      unstored,
      error instanceof Error ? error.message : String(error),
      state,
    );
  else if (options.refusedOutputs) setOutputs(refusedStageOutputs());
}

/**
 * A stopped step whose deadline came first: the outputs and summary of the record it was still storing,
 * marked as not stored (or, with nothing to store yet, as `refusedOutputs` decides), unless they were
 * written already. Returns the step's error.
 */
export async function publishOutOfTime(
  state: StepState,
  signal: StopSignal,
  options: EndOptions,
): Promise<string> {
  const pending = state.store?.pending;
  const what = pending
    ? `the record of attempt ${pending.record.attempt} was not stored: ${notUploadedInTime(pending)}`
    : options.unfinished;
  const message = `${state.stage === undefined ? '' : `stage ${state.stage}: `}${stopReason(signal)}; ${what}`;
  if (state.settled) return message;
  state.settled = true;
  if (pending) {
    await publishUnstored(options.action, pending, notUploadedInTime(pending), state);
  } else if (options.refusedOutputs) {
    setOutputs(refusedStageOutputs());
    if (state.stage !== undefined)
      await writeSummary(`### ❌ baton stage \`${state.stage}\`\n\n${message}\n`, state.secrets);
  }
  return message;
}

function notUploadedInTime(pending: RecordEntry): string {
  return `artifact ${artifactNameOf(pending.record)} could not be uploaded in the ${STOP_BUDGET_MS.deadline / 1000} s a stopped step has before the runner ends it`;
}
