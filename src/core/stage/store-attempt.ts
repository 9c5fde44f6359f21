import type { Handoff } from '../handoff.js';
import { REDACTION, SCHEMA_IDS, STAGE_PROBLEMS } from '../names.js';
import type { ArtifactFile, CommandResult, RecordStore, Workspace } from '../ports.js';
import type { Problem } from '../problem.js';
import { type LineageEntry, type ParentLink, type StageRecord, Usage, type VerifyFacts } from '../record.js';
import { describeRedactions, redactText } from '../redact.js';
import { handoffDigest } from './digest.js';
import type { StageAttempt, StageOutcome } from './stage-result.js';
import type { StageSpec } from './stage-spec.js';

/** Everything known about one attempt when it ends, before redaction. */
export interface AttemptFacts {
  attempt: number;
  repair: boolean;
  hop: number;
  lineage: LineageEntry[];
  /** The parent run this stage continued, when it has one. */
  parent?: ParentLink;
  /** The prompt exactly as the agent got it ('' when the stage was refused before rendering). */
  prompt: string;
  /** The validated handoff, already redacted (redactHandoff), or null. */
  handoff: Handoff | null;
  /** The agent's measured run, or null when it did not run here. */
  agent: CommandResult | null;
  /** When the attempt started and ended, for a run measured elsewhere (or not at all). */
  startedAt: Date;
  finishedAt: Date;
  usage: Usage | null;
  /** Verify facts with the output tail already redacted, or null. */
  verify: VerifyFacts | null;
  outcome: StageOutcome;
  problems: Problem[];
  /** The files the handoff lists, as kept (keepArtifacts: read inside the workspace, redacted). */
  files?: ArtifactFile[];
}

/**
 * Build the record of one attempt and put it in the store. Everything stored passes through redaction
 * first — the prompt, the agent's log, the agent command, problem and outcome messages — and every
 * redaction is recorded as a problem. What baton measured (the record) and what the agent claimed (the
 * handoff) stay in separate documents.
 *
 * The record is not parsed here: it is built from data already checked, and every store checks it against
 * StageRecord (with the handoff and the digests) before writing anything (encodeRecordEntry), refusing an
 * invalid one as the bug it would be. The one part of it taken from what the agent printed, its usage, is
 * checked here first: a usage the record cannot hold costs that usage, with a warning, never the record.
 */
export async function storeAttempt(
  spec: StageSpec,
  facts: AttemptFacts,
  deps: { store: RecordStore; workspace: Pick<Workspace, 'sha256'> },
): Promise<StageAttempt & { outcome: StageOutcome }> {
  // A problem's path is text of the handoff too: a key (`$.data.<key>`) may be the secret.
  const problems: Problem[] = facts.problems.map((p) => scrubProblem(p, spec));
  const outcome = scrubOutcome(facts.outcome, spec);
  const redact = (text: string, where: string): string => {
    const result = redactWithProblems(text, spec.redact, where);
    problems.push(...result.problems);
    return result.text;
  };

  const prompt = redact(facts.prompt, 'prompt.md');
  const log = facts.agent ? redact(facts.agent.output, 'agent.log') : undefined;
  const command = spec.agent?.kind === 'command' ? redact(spec.agent.command, 'agent.command') : null;
  const verify = facts.verify
    ? { ...facts.verify, command: redact(facts.verify.command, 'verify.command') }
    : null;
  const startedAt = facts.agent?.startedAt ?? facts.startedAt;
  const finishedAt = facts.agent?.finishedAt ?? facts.finishedAt;
  const failed = facts.outcome.reason !== 'completed';
  const usage = storableUsage(facts.usage, problems);

  const sha256 = (text: string) => deps.workspace.sha256(text);
  const record: StageRecord = {
    schema: SCHEMA_IDS.record,
    stage: spec.stage,
    job: spec.job,
    matrix: spec.matrix,
    attempt: facts.attempt,
    repair: facts.repair,
    hop: facts.hop,
    run: spec.run,
    agent: {
      command,
      preset: spec.agent?.kind === 'preset' ? spec.agent.preset : null,
      exit_code: facts.agent?.exitCode ?? null,
      started_at: startedAt.toISOString(),
      finished_at: finishedAt.toISOString(),
      duration_ms: Math.max(0, finishedAt.getTime() - startedAt.getTime()),
      usage,
    },
    verify,
    status: failed ? 'failure' : (facts.handoff?.status ?? 'success'),
    outcome: { reason: outcome.reason, message: outcome.message },
    present: facts.handoff !== null,
    digests: {
      handoff: facts.handoff ? handoffDigest(facts.handoff, sha256) : null,
      prompt: sha256(prompt),
    },
    lineage: facts.lineage,
    ...(facts.parent ? { parent: facts.parent } : {}),
    problems,
  };

  const ref = await deps.store.put({
    record,
    prompt,
    handoff: facts.handoff,
    ...(log === undefined ? {} : { log }),
    ...(facts.files && facts.files.length > 0 ? { files: facts.files } : {}),
  });
  return { record, ref, handoff: facts.handoff, logged: log !== undefined, outcome };
}

/**
 * The fields of `usage` the record can hold (Usage), each checked on its own; every other field is left out
 * with a `usage-refused` warning. The preset parsers already leave out what no real run reports; this keeps
 * any usage that slips past them from making the whole record unstorable (DESIGN §3: what the agent claims
 * must not cost what baton measured).
 */
function storableUsage(usage: Usage | null, problems: Problem[]): Usage | null {
  if (usage === null) return null;
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(usage)) {
    const checked = Usage.safeParse({ [field]: value });
    if (checked.success) {
      kept[field] = value;
      continue;
    }
    const why = checked.error.issues.map((issue) => issue.message).join('; ');
    problems.push({
      code: STAGE_PROBLEMS.usageRefused,
      severity: 'warning',
      path: `agent.usage.${field}`,
      message: `the agent’s usage cannot be stored (${why}); ${field} is not recorded`,
    });
  }
  return Object.keys(kept).length === 0 ? null : (kept as Usage);
}

/** Redact `text`, with one `redacted` problem per kind of value found, located at `where`. */
export function redactWithProblems(
  text: string,
  secrets: readonly string[],
  where: string,
): { text: string; problems: Problem[] } {
  const result = redactText(text, secrets);
  return {
    text: result.text,
    problems:
      result.redactions.length === 0
        ? []
        : [
            {
              code: REDACTION.problemCode,
              severity: 'warning',
              path: where,
              message: describeRedactions(result.redactions),
            },
          ],
  };
}

/** Redact text that is not stored as a file of its own (messages): no problem is recorded for it. */
function scrub(text: string, spec: StageSpec): string {
  return redactText(text, spec.redact).text;
}

function scrubProblem(problem: Problem, spec: StageSpec): Problem {
  return { ...problem, path: scrub(problem.path, spec), message: scrub(problem.message, spec) };
}

/** The outcome as stored and returned to callers: its message and problems redacted like the record's. */
function scrubOutcome(outcome: StageOutcome, spec: StageSpec): StageOutcome {
  if (outcome.message === null) return outcome;
  const message = scrub(outcome.message, spec);
  return 'problems' in outcome
    ? { ...outcome, message, problems: outcome.problems.map((p) => scrubProblem(p, spec)) }
    : { ...outcome, message };
}
