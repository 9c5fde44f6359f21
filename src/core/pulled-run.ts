import { OUTPUTS } from './names.js';
import type { ExpressionEngine } from './ports.js';
import type { PulledWorkflowRun, RunSummary, StageRecord, StoredRecord } from './record.js';
import { compareAttempts } from './record-key.js';
import { declaredOutputs, stageOutputs } from './stage/outputs.js';
import { stageSucceeded } from './stage/stage-result.js';
import { supersededStages } from './superseded-records.js';
import type { JobResult } from './workflow/events.js';
import type { JobOutcome } from './workflow/execute.js';
import type { Contexts } from './workflow/expressions.js';
import { type Plan, type PlannedJob, stageOfStep } from './workflow/plan.js';

/** Where a pulled run came from (RunSummary.pulled), as `baton pull` writes it. */
export type PulledFrom = NonNullable<RunSummary['pulled']>;

/**
 * The run.json of a run brought from GitHub (`baton pull`), from the records taken: its workflow (the name
 * the records hold: GitHub's GITHUB_WORKFLOW), its start and end (the first agent's start, the last one's
 * end), each job with the stages it recorded and a result from the newest attempt of each (failure when one
 * failed: an outcome other than completed, as its step failed; cancelled when one was cancelled; skipped
 * when each was superseded by a re-run, which it did not run in: superseded-records.ts), and the run's
 * status from its jobs'. What the records cannot
 * tell (jobs that recorded no stage, the workflow file's path) is left out, and `pulled` says where it came
 * from. `records` must not be empty.
 */
export function pulledRunSummary(
  records: readonly StageRecord[],
  pulled: PulledFrom,
): Omit<RunSummary, 'schema' | 'id'> {
  const first = records[0];
  if (first === undefined) throw new Error('pulledRunSummary: no records');
  const starts = records.map((r) => r.agent.started_at).sort();
  const ends = records.map((r) => r.agent.finished_at).sort();
  const startedAt = starts[0]!;
  const finishedAt = ends[ends.length - 1]!;
  const newest = new Map<string, StageRecord>();
  for (const record of records) {
    const seen = newest.get(record.stage);
    if (
      !seen ||
      compareAttempts(
        { attempt: record.attempt, runAttempt: record.run.attempt },
        { attempt: seen.attempt, runAttempt: seen.run.attempt },
      ) > 0
    )
      newest.set(record.stage, record);
  }
  // A stage whose newest record a re-run superseded did not run in that re-run: it gives its job no result.
  const superseded = supersededStages(records.map((record) => ({ record })));
  const jobs = new Map<
    string,
    { stages: string[]; result: RunSummary['jobs'][number]['result']; ran: boolean }
  >();
  for (const record of [...newest.values()].sort((a, b) => a.hop - b.hop || cmp(a.stage, b.stage))) {
    const job = jobs.get(record.job) ?? { stages: [], result: 'success' as const, ran: false };
    job.stages.push(record.stage);
    if (!superseded.has(record.stage)) {
      job.ran = true;
      const result = resultOf(record);
      if (result === 'failure' || (result === 'cancelled' && job.result === 'success')) job.result = result;
    }
    jobs.set(record.job, job);
  }
  const results = [...jobs.values()].filter((j) => j.ran).map((j) => j.result);
  const status = results.includes('failure')
    ? 'failure'
    : results.includes('cancelled')
      ? 'cancelled'
      : 'success';
  return {
    workflow: first.run.workflow,
    workflow_path: null,
    status,
    started_at: startedAt,
    finished_at: finishedAt,
    duration_ms: Math.max(0, Date.parse(finishedAt) - Date.parse(startedAt)),
    replay_of: null,
    pulled,
    jobs: [...jobs].map(([id, job]) => ({
      id,
      stages: job.stages,
      result: job.ran ? job.result : 'skipped',
    })),
  };
}

/**
 * A stage's newest attempt as its job's result, as the stage's step ended on GitHub and in `baton run`: failed
 * by an outcome other than `completed` (stageSucceeded), whatever status its handoff says; cancelled by the
 * run's cancel; a stage that did not run (`skipped`) fails nothing.
 */
function resultOf(record: StageRecord): 'success' | 'failure' | 'cancelled' {
  if (record.outcome.reason === 'cancelled') return 'cancelled';
  if (record.outcome.reason === 'skipped') return 'success';
  return stageSucceeded(record.outcome.reason) ? 'success' : 'failure';
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The outputs of a stage step whose values its record holds, exactly as the action sets them. */
const RECORDED_OUTPUTS: ReadonlySet<string> = new Set([
  OUTPUTS.status,
  OUTPUTS.next,
  OUTPUTS.present,
  OUTPUTS.data,
  OUTPUTS.sha256,
]);

/** A job of a pulled run as a replay reuses it (JobOutcome), and where its result came from. */
export interface PulledJob extends JobOutcome {
  /**
   * `github`: GitHub's conclusion of the job (found by its name); `records`: its stages' records (GitHub
   * lists no job by that name); `unknown`: neither (a job whose name is an expression, a job that recorded
   * no stage and that GitHub does not list): its result is not known, and a replay that needs it refuses.
   */
  resultFrom: 'github' | 'records' | 'unknown';
}

/**
 * The jobs of a pulled run as `baton replay` reuses them, each of the plan's jobs (the workflow file as it is
 * here): its result, from GitHub's jobs by name (a matrix job's from its legs, `name (a, b)`: failure when any
 * failed, cancelled when any was, skipped when all were) or else from its stages' records (a stage's newest
 * record that a re-run superseded is as none: superseded-records.ts); its stages; and its
 * `outputs:` that read only what a stage step's record holds (`steps.<id>.outputs.status`, `next`,
 * `present`, `data`, `sha256`), evaluated as the runner would. Every other output (one a `run:` step wrote to
 * GITHUB_OUTPUT, a path of the job's runner, anything of a matrix job, whose outputs are its last leg's) is
 * not known here: it is listed in `withheldOutputs`, as an output a local run did not store is.
 */
export function pulledJobs(
  plan: Pick<Plan, 'jobs' | 'legIds' | 'contexts'>,
  records: readonly StoredRecord[],
  github: PulledWorkflowRun['jobs'],
  expressions: ExpressionEngine,
): PulledJob[] {
  const newest = new Map<string, StoredRecord>();
  for (const stored of records) {
    const seen = newest.get(stored.record.stage);
    if (
      !seen ||
      compareAttempts(
        { attempt: stored.record.attempt, runAttempt: stored.record.run.attempt },
        { attempt: seen.record.attempt, runAttempt: seen.record.run.attempt },
      ) > 0
    )
      newest.set(stored.record.stage, stored);
  }
  // A stage whose newest record a re-run superseded did not run in that re-run: it is as a stage that did not
  // record, so a replay neither copies that record nor reads its job's result or outputs from it.
  for (const stage of supersededStages(records).keys()) newest.delete(stage);
  return plan.jobs.map((planned) => {
    const own = [...newest.values()]
      .filter((stored) => stored.record.job === planned.id)
      .sort((a, b) => a.record.hop - b.record.hop || cmp(a.record.stage, b.record.stage));
    const legs = plan.legIds.get(planned.id) ?? [planned.id];
    const inMatrix = planned.legs === null || planned.legs.some((leg) => Object.keys(leg).length > 0);
    const name =
      planned.job.name === null
        ? planned.id
        : planned.job.name.expression === null
          ? planned.job.name.text
          : null;
    const listed =
      name === null || planned.calledBy !== null
        ? []
        : github.filter((job) =>
            inMatrix ? job.name.startsWith(`${name} (`) && job.name.endsWith(')') : job.name === name,
          );
    let result: JobResult;
    let resultFrom: PulledJob['resultFrom'];
    if (listed.length > 0) {
      const ends = listed.map((job) => conclusionResult(job.conclusion));
      result = ends.includes('failure')
        ? 'failure'
        : ends.includes('cancelled')
          ? 'cancelled'
          : ends.every((end) => end === 'skipped')
            ? 'skipped'
            : 'success';
      resultFrom = 'github';
    } else if (own.length > 0) {
      const ends = own.map((stored) => resultOf(stored.record));
      result = ends.includes('failure') ? 'failure' : ends.includes('cancelled') ? 'cancelled' : 'success';
      resultFrom = 'records';
    } else {
      result = 'skipped';
      resultFrom = 'unknown';
    }
    const { outputs, unknown } = inMatrix
      ? { outputs: {}, unknown: Object.keys(planned.job.outputs) }
      : recordedOutputs(planned, newest, plan.contexts, expressions);
    return {
      id: planned.id,
      result,
      outputs,
      stages: own.map((stored) => stored.record.stage),
      legs,
      ...(unknown.length > 0 ? { withheldOutputs: unknown } : {}),
      resultFrom,
    };
  });
}

/** A job's `outputs:` that read only what its stage steps' records hold, evaluated; the names of the others. */
function recordedOutputs(
  planned: PlannedJob,
  records: ReadonlyMap<string, StoredRecord>,
  contexts: Contexts,
  expressions: ExpressionEngine,
): { outputs: Record<string, string>; unknown: string[] } {
  // The steps context of the job's stage steps with an id, as the action set it from each one's record.
  const steps: Record<string, { outputs: Record<string, string> }> = {};
  let prepared: string | null = null;
  for (const { step, action } of planned.steps) {
    if (action.kind !== 'baton' || action.action === 'report') continue;
    const stage: string | null =
      action.action === 'capture' ? prepared : stageOfStep(expressions, planned.job, step, {}, contexts);
    if (action.action === 'prepare') prepared = stage;
    const stored = stage === null ? undefined : records.get(stage);
    if (step.id === null || stored === undefined) continue;
    const all = stageOutputs(stored.record, stored.handoff);
    const declared = declaredOutputs(action.action, all);
    steps[step.id.toLowerCase()] = {
      outputs: Object.fromEntries(Object.entries(declared).filter(([name]) => RECORDED_OUTPUTS.has(name))),
    };
  }
  const outputs: Record<string, string> = {};
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(planned.job.outputs)) {
    if (value.expression === null) {
      outputs[name] = value.text;
      continue;
    }
    const paths = expressions.facts(value.expression).paths;
    const known =
      expressions.parseError(value.expression) === null &&
      paths.every(
        ([context, id, field, output, ...more]) =>
          context === 'steps' &&
          id !== undefined &&
          field === 'outputs' &&
          output !== undefined &&
          more.length === 0 &&
          steps[id]?.outputs[output] !== undefined,
      );
    if (!known) {
      unknown.push(name);
      continue;
    }
    try {
      outputs[name] = expressions.evaluateString(value.expression, { contexts: { steps } });
    } catch {
      unknown.push(name);
    }
  }
  return { outputs, unknown };
}

/** A job's conclusion on GitHub as a job result: one that did not end well fails its job, as on GitHub. */
function conclusionResult(conclusion: string | null): JobResult {
  switch (conclusion) {
    case 'success':
    case 'neutral':
      return 'success';
    case 'skipped':
      return 'skipped';
    case 'cancelled':
      return 'cancelled';
    default:
      // failure, timed_out, action_required, startup_failure, stale, or none (still running).
      return 'failure';
  }
}
