import { createHash } from 'node:crypto';
import { Handoff, type HandoffInput } from '../../src/core/handoff.js';
import { SCHEMA_IDS } from '../../src/core/names.js';
import type { RecordEntry } from '../../src/core/ports.js';
import { type AgentFacts, type RunFacts, StageRecord } from '../../src/core/record.js';
import { encodeHandoffJson } from '../../src/core/record-files.js';

/**
 * Shared fixture builders for handoffs, records and store entries. Everything they return is valid by
 * construction (each passes through its zod schema), so a test states only what it is about.
 */

/** A valid, normalised handoff; `overrides` replace top-level fields. */
export function makeHandoff(overrides: Partial<HandoffInput> = {}): Handoff {
  return Handoff.parse({
    version: 1,
    status: 'success',
    summary: 'The test fails because parseDate ignores the time zone.',
    ...overrides,
  });
}

/** Record fields to replace; `run`, `agent`, `outcome` and `digests` are merged field by field. */
export type RecordOverrides = Partial<Omit<StageRecord, 'run' | 'agent' | 'outcome' | 'digests'>> & {
  run?: Partial<RunFacts>;
  agent?: Partial<AgentFacts>;
  outcome?: Partial<StageRecord['outcome']>;
  digests?: Partial<StageRecord['digests']>;
};

/** The prompt of makeEntry (and the prompt makeRecord's default digest is of). */
export const DEFAULT_PROMPT = 'Investigate why the date test fails.\n';

/**
 * A valid stage record: stage `investigate`, attempt 1, a completed run. Its default digests are those of
 * DEFAULT_PROMPT and makeHandoff(), so `makeRecord()` fits `makeEntry()`. `job` defaults to the stage.
 */
export function makeRecord(overrides: RecordOverrides = {}): StageRecord {
  const { run, agent, outcome, digests, ...rest } = overrides;
  const stage = rest.stage ?? 'investigate';
  return StageRecord.parse({
    schema: SCHEMA_IDS.record,
    stage,
    job: stage,
    matrix: null,
    attempt: 1,
    repair: false,
    hop: 1,
    run: {
      id: '20261121-1305-ab12',
      attempt: 1,
      workflow: 'fix-issue',
      repository: 'octo-org/octo-repo',
      event_name: 'issues',
      sha: '3f786850e387550fdab836ed7e6dc881de23001b',
      ref: 'refs/heads/main',
      ...run,
    },
    agent: {
      command: 'node examples/agents/demo-agent.mjs',
      preset: null,
      exit_code: 0,
      started_at: '2026-11-21T13:05:00.000Z',
      finished_at: '2026-11-21T13:05:42.000Z',
      duration_ms: 42_000,
      usage: { input_tokens: 1200, output_tokens: 340 },
      ...agent,
    },
    verify: null,
    status: 'success',
    outcome: { reason: 'completed', message: null, ...outcome },
    present: true,
    digests: {
      handoff: sha256Hex(encodeHandoffJson(makeHandoff())),
      prompt: sha256Hex(DEFAULT_PROMPT),
      ...digests,
    },
    lineage: [],
    problems: [],
    ...rest,
  });
}

/**
 * A store entry whose record fits its files: `digests`, `present` and `status` follow the prompt and
 * handoff given (explicit `record` overrides win). `handoff: null` is a stage without a handoff.
 */
export function makeEntry(
  options: { record?: RecordOverrides; prompt?: string; handoff?: Handoff | null; log?: string } = {},
): RecordEntry {
  const prompt = options.prompt ?? DEFAULT_PROMPT;
  const handoff = options.handoff === undefined ? makeHandoff() : options.handoff;
  const record = makeRecord({
    present: handoff !== null,
    status: handoff?.status ?? 'success',
    ...options.record,
    digests: {
      prompt: sha256Hex(prompt),
      handoff: handoff === null ? null : sha256Hex(encodeHandoffJson(handoff)),
      ...options.record?.digests,
    },
  });
  return { record, prompt, handoff, ...(options.log === undefined ? {} : { log: options.log }) };
}

/** sha256 of text (as UTF-8) or bytes, as lowercase hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
