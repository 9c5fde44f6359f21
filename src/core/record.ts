import { z } from 'zod';
import { type Handoff, HandoffStatus, StageId } from './handoff.js';
import { SCHEMA_IDS } from './names.js';
import { Problem } from './problem.js';

/**
 * The record (DESIGN §3): what baton keeps about one stage attempt. What the agent claims (`handoff.json`,
 * stored beside this document) and what baton measured (everything here) stay apart. Immutable once written.
 */

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, { message: 'must be a lowercase hex sha256' });

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

export const Usage = z
  .object({
    input_tokens: z.number().int().nonnegative().optional(),
    output_tokens: z.number().int().nonnegative().optional(),
    cost_usd: z.number().nonnegative().optional(),
  })
  .strict();
export type Usage = z.infer<typeof Usage>;

export const RunFacts = z
  .object({
    /** GitHub run id, or a local id such as `20261121-1305-ab12`. */
    id: z.string(),
    attempt: z.number().int().min(1),
    workflow: z.string(),
    repository: z.string(),
    event_name: z.string(),
    sha: z.string(),
    ref: z.string(),
  })
  .strict();
export type RunFacts = z.infer<typeof RunFacts>;

export const AgentFacts = z
  .object({
    /** The shell command run, or null when the agent ran in another step (prepare/capture split). */
    command: z.string().nullable(),
    /** The agent preset (`claude`, `codex`, …) when one was used. */
    preset: z.string().nullable(),
    exit_code: z.number().int().nullable(),
    started_at: z.iso.datetime(),
    finished_at: z.iso.datetime(),
    duration_ms: z.number().int().nonnegative(),
    usage: Usage.nullable(),
  })
  .strict();
export type AgentFacts = z.infer<typeof AgentFacts>;

export const VerifyFacts = z
  .object({
    command: z.string(),
    exit_code: z.number().int().nullable(),
    /** The last 4 KiB of the verify command's output, redacted. */
    output_tail: z.string(),
    duration_ms: z.number().int().nonnegative(),
  })
  .strict();
export type VerifyFacts = z.infer<typeof VerifyFacts>;

/** One upstream record the prompt was rendered from. */
export const LineageEntry = z
  .object({
    stage: StageId,
    attempt: z.number().int().min(1),
    /** sha256 of the upstream `record.json` bytes. */
    record_sha256: Sha256,
  })
  .strict();
export type LineageEntry = z.infer<typeof LineageEntry>;

/**
 * The run a stage's run continues (the `parent-run` input, `baton run --parent`): a routing loop that starts
 * a new run keeps counting hops from where its parent run got to.
 */
export const ParentLink = z
  .object({
    /** The parent run's id (a GitHub run id, or a local run id). */
    run: z.string().min(1),
    /** The parent run's records this stage continued from: those with the parent run's largest hop. */
    lineage: z.array(LineageEntry),
  })
  .strict();
export type ParentLink = z.infer<typeof ParentLink>;

export const StageRecord = z
  .object({
    schema: z.literal(SCHEMA_IDS.record),
    stage: StageId,
    job: z.string(),
    /** Matrix values of this leg, or null outside a matrix. */
    matrix: z.record(z.string(), z.unknown()).nullable(),
    /** 1 for the first agent run of the stage; each retry or repair turn is one more. */
    attempt: z.number().int().min(1),
    /** True when this attempt was a repair turn for a missing or invalid handoff. */
    repair: z.boolean(),
    /**
     * Position in the handoff chain: one more than the largest hop among the upstream records and, with a
     * parent run, the parent run's records (1 with neither).
     */
    hop: z.number().int().min(1),
    run: RunFacts,
    agent: AgentFacts,
    verify: VerifyFacts.nullable(),
    /** Effective status: the handoff's status, or `failure` when baton measured a failure. */
    status: HandoffStatus,
    outcome: z
      .object({
        reason: OutcomeReason,
        message: z.string().nullable(),
      })
      .strict(),
    /** Whether a valid handoff was captured. */
    present: z.boolean(),
    /** Digests of the files stored beside this record, checked when they are read (src/core/record-files.ts). */
    digests: z
      .object({
        /** sha256 of the handoff.json bytes (`encodeHandoffJson`), null when no handoff was captured. */
        handoff: Sha256.nullable(),
        /** sha256 of the prompt.md bytes: the prompt as UTF-8. */
        prompt: Sha256,
      })
      .strict(),
    lineage: z.array(LineageEntry),
    /** Absent unless the stage ran with a parent run; its hop then counts from the parent run's records. */
    parent: ParentLink.optional(),
    problems: z.array(Problem),
  })
  .strict();
export type StageRecord = z.infer<typeof StageRecord>;

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

/** Run-level summary (`run.json` in the local store). */
export const RunSummary = z
  .object({
    schema: z.literal(SCHEMA_IDS.run),
    id: z.string(),
    workflow: z.string(),
    /** Path of the workflow file, relative to the project. */
    workflow_path: z.string().nullable(),
    status: z.enum(['running', 'success', 'failure', 'cancelled']),
    started_at: z.iso.datetime(),
    finished_at: z.iso.datetime().nullable(),
    duration_ms: z.number().int().nonnegative().nullable(),
    /** The run this one replays, when it is a replay. */
    replay_of: z.string().nullable(),
    jobs: z.array(
      z
        .object({
          id: z.string(),
          stages: z.array(StageId),
          result: z.enum(['success', 'failure', 'cancelled', 'skipped']),
        })
        .strict(),
    ),
  })
  .strict();
export type RunSummary = z.infer<typeof RunSummary>;
