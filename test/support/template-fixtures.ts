import { Handoff, type HandoffInput } from '../../src/core/handoff.js';
import type { StoredRecord } from '../../src/core/record.js';
import { encodeRecordJson } from '../../src/core/record-files.js';
import {
  buildPromptContext,
  type GithubContext,
  type PromptContext,
  type UpstreamStage,
} from '../../src/core/template/context.js';
import { makeEntry, type RecordOverrides, sha256Hex } from './records.js';

/** Fixtures for prompt-template tests: stored records and contexts built the way the engine builds them. */

/** A stored record of `stage` (makeEntry's facts) with `handoff` (validated, so defaults are filled in) or none. */
export function storedRecord(
  stage: string,
  handoff: HandoffInput | null,
  overrides: RecordOverrides = {},
): StoredRecord {
  const entry = makeEntry({
    handoff: handoff === null ? null : Handoff.parse(handoff),
    record: { stage, job: stage, ...overrides },
  });
  return {
    record: entry.record,
    prompt: entry.prompt,
    handoff: entry.handoff,
    recordSha256: sha256Hex(encodeRecordJson(entry.record)),
  };
}

export const GITHUB: GithubContext = {
  repository: 'octo/repo',
  ref: 'refs/heads/main',
  sha: 'abc123',
  run_id: '20261121-1305-ab12',
  actor: 'octocat',
  event_name: 'issues',
  event: { issue: { number: 7, title: 'Word count is off by one', body: 'Counting `a b` gives 3.' } },
};

/** One upstream stage of a normal job (job id = stage id) with a handoff. */
export function upstream(stage: string, handoff: HandoffInput | null, job = stage): UpstreamStage {
  return { stage, job, stored: storedRecord(stage, handoff, { job }) };
}

/** A context from upstream stages, with the fixture GitHub facts unless others are given. */
export function contextOf(
  stages: UpstreamStage[],
  options: { inputs?: Record<string, string>; github?: Partial<GithubContext> } = {},
): PromptContext {
  return buildPromptContext({
    upstream: stages,
    inputs: options.inputs ?? {},
    github: { ...GITHUB, ...options.github },
  }).context;
}

/** A minimal valid handoff with this summary (and optional detail). */
export function handoff(summary: string, more: Partial<HandoffInput> = {}): HandoffInput {
  return { version: 1, summary, ...more };
}
