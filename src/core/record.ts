import { type Handoff, HandoffStatus, StageId } from './handoff.js';
import { HANDOFF_PROBLEMS, SCHEMA_IDS } from './names.js';
import { Problem } from './problem.js';
import * as z from './zod.js';

/**
 * The record (DESIGN §3): what baton keeps about one stage attempt. What the agent claims (`handoff.json`,
 * stored beside this document) and what baton measured (everything here) stay apart. Immutable once written.
 */

/** A sha256 digest as records hold it: 64 lowercase hex digits. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;
const Sha256 = z.string().check(z.regex(SHA256_HEX, { message: 'must be a lowercase hex sha256' }));

/**
 * Why a stage ended as it did (STYLE #7). `completed` is the good case; every other reason is a failure a
 * report must be able to name exactly.
 */
export const OutcomeReason = z.enum([
  'completed',
  'exit-nonzero',
  'handoff-invalid',
  'handoff-missing',
  'verify-failed',
  'max-handoffs',
  'render-failed',
  'skipped',
  'cancelled',
]);
export type OutcomeReason = z.infer<typeof OutcomeReason>;

export const Usage = z.strictObject({
  input_tokens: z.optional(z.number().check(z.int(), z.nonnegative())),
  output_tokens: z.optional(z.number().check(z.int(), z.nonnegative())),
  cost_usd: z.optional(z.number().check(z.nonnegative())),
});
export type Usage = z.infer<typeof Usage>;

export const RunFacts = z.strictObject({
  /** GitHub run id, or a local id such as `20261121-1305-ab12`. */
  id: z.string(),
  attempt: z.number().check(z.int(), z.gte(1)),
  workflow: z.string(),
  repository: z.string(),
  event_name: z.string(),
  sha: z.string(),
  ref: z.string(),
});
export type RunFacts = z.infer<typeof RunFacts>;

export const AgentFacts = z.strictObject({
  /** The shell command run, or null when the agent ran in another step (prepare/capture split). */
  command: z.nullable(z.string()),
  /** The agent preset (`claude`, `codex`, …) when one was used. */
  preset: z.nullable(z.string()),
  exit_code: z.nullable(z.number().check(z.int())),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime(),
  duration_ms: z.number().check(z.int(), z.nonnegative()),
  usage: z.nullable(Usage),
});
export type AgentFacts = z.infer<typeof AgentFacts>;

export const VerifyFacts = z.strictObject({
  command: z.string(),
  exit_code: z.nullable(z.number().check(z.int())),
  /** The last 4 KiB of the verify command's output, redacted. */
  output_tail: z.string(),
  duration_ms: z.number().check(z.int(), z.nonnegative()),
});
export type VerifyFacts = z.infer<typeof VerifyFacts>;

/** One upstream record the prompt was rendered from. */
export const LineageEntry = z.strictObject({
  stage: StageId,
  attempt: z.number().check(z.int(), z.gte(1)),
  /**
   * The run attempt the upstream record was written in, when it is a re-run's (2 or more); absent for run
   * attempt 1, so the records of a run that was never re-run read as they always did.
   */
  run_attempt: z.optional(z.number().check(z.int(), z.gte(2))),
  /** sha256 of the upstream `record.json` bytes. */
  record_sha256: Sha256,
});
export type LineageEntry = z.infer<typeof LineageEntry>;

/**
 * The run a stage's run continues (the `parent-run` input, `baton run --parent`): a routing loop that starts
 * a new run keeps counting hops from where its parent run got to.
 */
export const ParentLink = z.strictObject({
  /** The parent run's id (a GitHub run id, or a local run id). */
  run: z.string().check(z.minLength(1)),
  /** The parent run's records this stage continued from: those with the parent run's largest hop. */
  lineage: z.array(LineageEntry),
});
export type ParentLink = z.infer<typeof ParentLink>;

export const StageRecord = z.strictObject({
  schema: z.literal(SCHEMA_IDS.record),
  stage: StageId,
  job: z.string(),
  /** Matrix values of this leg, or null outside a matrix. */
  matrix: z.nullable(z.record(z.string(), z.unknown())),
  /** 1 for the first agent run of the stage; each retry or repair turn is one more. */
  attempt: z.number().check(z.int(), z.gte(1)),
  /** True when this attempt was a repair turn for a missing or invalid handoff. */
  repair: z.boolean(),
  /**
   * Position in the handoff chain: one more than the largest hop among the upstream records and, with a
   * parent run, the parent run's records (1 with neither).
   */
  hop: z.number().check(z.int(), z.gte(1)),
  run: RunFacts,
  agent: AgentFacts,
  verify: z.nullable(VerifyFacts),
  /** Effective status: the handoff's status, or `failure` when baton measured a failure. */
  status: HandoffStatus,
  outcome: z.strictObject({
    reason: OutcomeReason,
    message: z.nullable(z.string()),
  }),
  /** Whether a valid handoff was captured. */
  present: z.boolean(),
  /** Digests of the files stored beside this record, checked when they are read (src/core/record-files.ts). */
  digests: z.strictObject({
    /** sha256 of the handoff.json bytes (`encodeHandoffJson`), null when no handoff was captured. */
    handoff: z.nullable(Sha256),
    /** sha256 of the prompt.md bytes: the prompt as UTF-8. */
    prompt: Sha256,
  }),
  lineage: z.array(LineageEntry),
  /** Absent unless the stage ran with a parent run; its hop then counts from the parent run's records. */
  parent: z.optional(ParentLink),
  problems: z.array(Problem),
});
export type StageRecord = z.infer<typeof StageRecord>;

/**
 * How a stage attempt ended, as people read it (the final stage line of `baton run`, `baton history`,
 * reports): its status, except that a stage stopped by the run's cancellation reads `cancelled`. Its record
 * keeps status `failure` with reason `cancelled` (a handoff status has no `cancelled`), so this is the one
 * place that says how to show it.
 */
export type ShownStatus = HandoffStatus | 'cancelled';

export function shownStatus(status: HandoffStatus, reason: OutcomeReason): ShownStatus {
  return reason === 'cancelled' ? 'cancelled' : status;
}

/**
 * The problems of a handoff the attempt wrote and baton refused, so none was kept (`present` false): under
 * `on-invalid: fail` the errors that failed the stage (reason `handoff-invalid`), else the `handoff-invalid`
 * problems the record keeps (as warnings under `on-invalid: warn`). Empty when a handoff was kept, or none
 * was written: a reader says "refused" only where the record knows it, never "wrote no handoff" of one refused.
 */
export function refusedHandoffProblems(record: StageRecord): Problem[] {
  if (record.present) return [];
  return record.outcome.reason === 'handoff-invalid'
    ? record.problems.filter((p) => p.severity === 'error')
    : record.problems.filter((p) => p.code === HANDOFF_PROBLEMS.invalid);
}

/**
 * A handoff refused, in the few words a table cell or a chain line has for it (`handoff refused (2
 * problems)`), from its `refusedHandoffProblems` count: what `baton show` says at length.
 */
export function refusedHandoffText(problems: number): string {
  return `handoff refused (${problems} ${problems === 1 ? 'problem' : 'problems'})`;
}

/** One stage attempt as stored: the three files of DESIGN §4, parsed. */
export interface StoredRecord {
  record: StageRecord;
  /** The exact prompt the agent got. */
  prompt: string;
  /** The handoff as validated, or null when none was captured. */
  handoff: Handoff | null;
  /** sha256 of the `record.json` bytes as stored (what downstream lineage refers to). */
  recordSha256: string;
}

/** What GitHub says of a pulled run besides its records (RunSummary.pulled.workflow_run). */
export const PulledWorkflowRun = z.strictObject({
  /** The workflow file, relative to the repository's root (`.github/workflows/fix.yml`). */
  path: z.string().check(z.minLength(1)),
  /** The event that triggered it (`issues`, `workflow_dispatch` …). Its payload is not given by the API. */
  event: z.string().check(z.minLength(1)),
  /** The commit it ran (`head_sha`): the workflow file's text there is what GitHub ran. */
  head_sha: z.string(),
  head_branch: z.nullable(z.string()),
  /** The run attempt whose jobs are listed in `jobs` (the newest when every attempt was pulled). */
  run_attempt: z.number().check(z.int(), z.positive()),
  display_title: z.string(),
  /**
   * Each job of that attempt as GitHub lists it: its name (the job's `name:` or id; a matrix leg's
   * `job (a, b)`) and conclusion (null while it runs).
   */
  jobs: z.array(z.strictObject({ name: z.string(), conclusion: z.nullable(z.string()) })),
});
export type PulledWorkflowRun = z.infer<typeof PulledWorkflowRun>;

/** Run-level summary (`run.json` in the local store). */
export const RunSummary = z.strictObject({
  schema: z.literal(SCHEMA_IDS.run),
  id: z.string(),
  workflow: z.string(),
  /** Path of the workflow file, relative to the project. */
  workflow_path: z.nullable(z.string()),
  status: z.enum(['running', 'success', 'failure', 'cancelled']),
  started_at: z.iso.datetime(),
  finished_at: z.nullable(z.iso.datetime()),
  duration_ms: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** The run this one replays, when it is a replay. */
  replay_of: z.nullable(z.string()),
  /**
   * A run brought from GitHub by `baton pull`: which run, and when. It holds the run's baton records as
   * GitHub stored them (read as the report action reads them), and nothing else: no job logs, no events, no
   * invocation (it did not run here). Absent for a run made here.
   */
  pulled: z.optional(
    z.strictObject({
      /** The run's page on GitHub. */
      url: z.string(),
      /** `owner/repo`. */
      repository: z.string(),
      run_id: z.number().check(z.int(), z.positive()),
      /** The run attempt pulled (`/attempts/<n>`), or null: every attempt's records. */
      run_attempt: z.nullable(z.number().check(z.int(), z.positive())),
      pulled_at: z.iso.datetime(),
      /** The `baton-*` artifacts that were not records baton can read, each with why: none of them was taken. */
      skipped: z.array(z.strictObject({ artifact: z.string(), reason: z.string() })),
      /**
       * What GitHub says of the run besides its records (`GET …/actions/runs/{id}` and its jobs), for
       * `baton replay`: the workflow file it ran, how it was triggered, and each job's conclusion by name.
       * Absent in runs pulled before baton read it (they cannot be replayed; pulling again reads it).
       */
      workflow_run: z.optional(PulledWorkflowRun),
    }),
  ),
  /**
   * Why the run failed when no job's result says it: a file of the run that could not be written (a job
   * log, events.jsonl, jobs.json), or what stopped it after it was created and before its jobs started.
   * Absent otherwise. An end stored on a full disk without its jobs (`jobs` empty) says so here too.
   */
  reason: z.optional(z.string()),
  /**
   * While the run is `running`: the process running it and its machine, so a run whose process was killed
   * (SIGKILL, a crash) is shown as interrupted rather than running for ever. Absent once it has ended.
   */
  process: z.optional(
    z.strictObject({
      pid: z.number().check(z.int(), z.positive()),
      host: z.string(),
      /** Where the system says (Linux): the boot and the start time of that process, so a reused id is not it. */
      start: z.optional(z.string()),
      /**
       * The run's temp dir (`$TMPDIR/baton-run-<run-id>-XXXXXX`: its step scripts, file commands, prompts),
       * once made: what a killed run leaves, for a later baton command to clean up (and to tell apart from
       * the temp dir of a run of the same id in another project).
       */
      temp: z.optional(z.string()),
    }),
  ),
  jobs: z.array(
    z.strictObject({
      id: z.string(),
      stages: z.array(StageId),
      result: z.enum(['success', 'failure', 'cancelled', 'skipped']),
      /**
       * A replay's job taken from the run it replayed (`replay_of`), as it ended there: it did not run
       * again. Absent for a job that ran, and in runs stored before it existed.
       */
      reused: z.optional(z.literal(true)),
    }),
  ),
  /**
   * The stage attempts the run's jobs recorded whose record was never stored: the first one's could not be
   * written (`failed`, with why), and no record after it was (`after`, in the order they came: its store
   * stops there, as a later record could point at one that is not there). A stage none of whose attempts
   * was stored is not among its job's `stages`. `replay_from` is the stage or job a replay runs again from
   * to record them all again (`--from`), or null when no replay can: the run's jobs.json could not be
   * written either, or no one job comes before them all. Absent when every record the run made was stored.
   */
  unstored: z.optional(
    z.strictObject({
      failed: z.strictObject({
        job: z.string(),
        stage: StageId,
        attempt: z.number().check(z.int(), z.positive()),
        /** The system's error, with what is in the way (`ENOSPC: … (the disk is full)`). */
        cause: z.string(),
      }),
      after: z.array(
        z.strictObject({
          job: z.string(),
          stage: StageId,
          attempt: z.number().check(z.int(), z.positive()),
        }),
      ),
      replay_from: z.nullable(z.string()),
    }),
  ),
});
export type RunSummary = z.infer<typeof RunSummary>;
