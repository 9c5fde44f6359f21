import { shorten } from '../cut-text.js';
import { dataSchemaProblems } from '../data-schema.js';
import { foreignBlockTest } from '../foreign-blocks.js';
import type { Handoff } from '../handoff.js';
import {
  extractHandoffFromLog,
  type ForeignSource,
  foreignSourcesWarned,
  parseHandoffBlock,
} from '../handoff-log.js';
import { ENV, INPUTS, STAGE_PROBLEMS } from '../names.js';
import { oneLine } from '../one-line.js';
import type { HandoffParse } from '../parse-handoff.js';
import type { CommandResult } from '../ports.js';
import {
  type AgentOutputFailure,
  type AgentPresetName,
  agentOutputFailure,
  type PresetOutput,
  presetFailure,
  readAgentOutputFile,
  readPresetOutput,
} from '../presets.js';
import { formatProblem, type Problem } from '../problem.js';
import type { VerifyFacts } from '../record.js';
import { redactHandoff, redactText } from '../redact.js';
import { namesLikelyFix } from '../suggest.js';
import { withoutTerminalSequences } from '../terminal-sequences.js';
import { withEscapedBytesReplaced } from '../utf8.js';
import { keepArtifacts } from './artifacts.js';
import { type StageOutputs, stageOutputs } from './outputs.js';
import type { StageDeps } from './prepare.js';
import type { PreparedStage } from './prepared-stage.js';
import { NOT_STARTED_PREFIX, type StageAttempt, type StageOutcome } from './stage-result.js';
import type { StageSpec } from './stage-spec.js';
import { storeAttempt } from './store-attempt.js';

export interface CaptureOptions {
  /**
   * Runs the stage's verify command. Called only when the agent exited 0 and the handoff is acceptable;
   * returns the facts with the output tail already redacted.
   */
  verify?: () => Promise<{ facts: VerifyFacts; problems: Problem[] }>;
  /** The agent's run was stopped by a cancellation. */
  cancelled?: boolean;
  /** The stage's cancellation signal: checked before and after verify, so a cancelled verify is no failure. */
  signal?: AbortSignal;
  /**
   * What the agent's own step wrote of its CLI's machine-readable output (capture's `agent-output`), when
   * the agent ran in another step: read as the output of the preset the spec names (`agent`), for its usage
   * and its final message (the markers fallback), as the preset path reads the CLI's stdout.
   */
  agentOutput?: AgentOutputFile;
}

/** The file a split stage's agent step wrote its CLI's output to, as the caller read it (bounded). */
export interface AgentOutputFile {
  /** The `agent-output` input as given, for messages. */
  path: string;
  /**
   * Its text: the whole file, or, when it is longer than the caller reads (the tail of output the preset path
   * keeps), its last bytes from the first whole line on. Untrusted: the agent wrote it.
   */
  text: string;
  /** The file's size in bytes. */
  bytes: number;
  /** Bytes of its start that were not read: 0 when the whole file was. */
  cut: number;
}

/** One captured attempt: its stored record and handoff, how it ended, and its outputs. */
export interface CaptureResult extends StageAttempt {
  outcome: StageOutcome;
  outputs: StageOutputs;
  /**
   * When the handoff was missing or refused and the stage requires one: the problems a repair turn must
   * fix. Empty otherwise.
   */
  repairProblems: Problem[];
}

/** The handoff as found: accepted (redacted), refused, or not written. */
type Found =
  | { kind: 'valid'; handoff: Handoff; problems: Problem[] }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'missing'; problems: Problem[] };

/**
 * Capture one attempt after its agent ran: read the handoff (the file at the prepared path, else the last
 * block between the markers in the agent's stdout), validate it, redact it, check its `next.stage` against
 * the workflow's jobs, run verify when given, and store the attempt's record. A refused handoff is never
 * stored — the record keeps its problems and `handoff.json` is null. `agent` is null when the agent ran in
 * another step (the `capture` action): exit code and output are then unknown.
 */
export async function captureStage(
  spec: StageSpec,
  prepared: PreparedStage,
  agent: CommandResult | null,
  deps: StageDeps,
  options: CaptureOptions = {},
): Promise<CaptureResult> {
  // A preset's CLI output is parsed once, for its final message (the markers fallback) and its usage: its
  // stdout when baton ran it, else the file its own step wrote it to (capture's `agent-output`).
  const preset = spec.agent?.kind === 'preset' ? spec.agent.preset : null;
  const fromFile = agent === null ? options.agentOutput : undefined;
  const presetOutput =
    preset === null
      ? null
      : agent
        ? readPresetOutput(preset, agent.stdout)
        : fromFile
          ? readAgentOutputFile(preset, fromFile.text)
          : null;
  const output = agent ? agent.stdout : (fromFile?.text ?? null);
  // The run its own step made, failed as the file says: what a preset's run that exits non-zero is here.
  const fileFailure =
    preset !== null && fromFile !== undefined ? agentOutputFailure(preset, fromFile.text) : null;
  // Where the markers were looked for, as a refusal of the block names it.
  const source = agent ? "the agent's stdout" : fromFile ? `${INPUTS.agentOutput} ${fromFile.path}` : '';
  const found = await findHandoff(spec, prepared, output, presetOutput?.finalText ?? null, source, deps);
  const handoff = found.kind === 'valid' ? found.handoff : null;
  // The files the handoff lists are kept with it, whatever the outcome; a refused handoff keeps none.
  const artifacts = handoff
    ? await keepArtifacts(spec, handoff, deps.workspace)
    : { files: [], problems: [] };
  const problems = [
    ...prepared.warnings,
    ...found.problems,
    ...artifacts.problems,
    ...(presetOutput?.problems ?? []),
    ...(preset !== null && agent === null ? usageMissing(preset, fromFile, presetOutput) : []),
  ];
  const refused = found.kind === 'invalid';
  const strict = spec.onInvalid === 'fail' || spec.handoff === 'required';
  let verify: VerifyFacts | null = null;
  let outcome: StageOutcome;

  // Whoever stopped the stage may say why, as the abort's reason (a step's or a job's timeout, the file
  // command guard): read when the outcome is made, as verify may be stopped after this point.
  const why = () => (typeof options.signal?.reason === 'string' ? `: ${options.signal.reason}` : '');
  const cancelled: StageOutcome = {
    reason: 'cancelled',
    message: `the stage was cancelled while its agent ran${why()}`,
  };
  if (options.cancelled || options.signal?.aborted) {
    outcome = cancelled;
  } else if (agent && agent.exitCode !== 0) {
    const why = spec.agent?.kind === 'preset' ? presetSaid(spec.agent.preset, agent, spec.redact) : '';
    outcome = {
      reason: 'exit-nonzero',
      message:
        agent.exitCode !== null
          ? `the agent exited with code ${agent.exitCode}${why}`
          : agent.signal !== null
            ? `the agent was ended by ${agent.signal}`
            : `the agent could not start: ${agent.output.replace(NOT_STARTED_PREFIX, '').trim()}`,
      exitCode: agent.exitCode,
      signal: agent.signal,
    };
  } else if (fromFile && fileFailure) {
    // As the preset's non-zero exit: the stage fails, a valid handoff still kept in the record.
    outcome = {
      reason: 'exit-nonzero',
      message: `the agent's output (${fromFile.path}) ends with an error result${fileFailureSaid(preset as AgentPresetName, fileFailure, spec.redact)}`,
      exitCode: null,
      signal: null,
    };
  } else if (refused && strict) {
    const errors = found.problems.filter((p) => p.severity === 'error');
    outcome = {
      reason: 'handoff-invalid',
      message: `the handoff was refused (${count(errors.length, 'problem')}): ${listProblems(errors)}`,
      problems: errors,
    };
  } else if (handoff === null && spec.handoff === 'required') {
    // A block passed over as someone else's is named: "no block" alone would send the reader looking for one
    // that is there.
    const message = `no handoff: nothing at $${ENV.handoffPath} and no block between the markers in the agent's output${passedOver(found.problems)}, and this stage requires one (handoff: required)`;
    problems.push({ code: STAGE_PROBLEMS.handoffMissing, severity: 'error', path: '$', message });
    outcome = { reason: 'handoff-missing', message };
  } else if (options.verify) {
    const verified = await options.verify();
    verify = verified.facts;
    problems.push(...verified.problems);
    outcome = options.signal?.aborted
      ? { reason: 'cancelled', message: `the stage was cancelled while verify ran${why()}` }
      : verify.exit_code === 0
        ? { reason: 'completed', message: null }
        : {
            reason: 'verify-failed',
            message: `verify failed with ${verify.exit_code === null ? 'no exit code (ended by a signal)' : `exit code ${verify.exit_code}`}`,
            exitCode: verify.exit_code,
          };
  } else {
    outcome = { reason: 'completed', message: null };
  }

  // Under on-invalid: warn an optional handoff's refusal does not fail the stage: its problems are warnings.
  const kept = refused && !strict ? problems.map((p) => ({ ...p, severity: 'warning' as const })) : problems;
  const finishedAt = deps.workspace.now();
  const stored = await storeAttempt(
    spec,
    {
      attempt: prepared.attempt,
      repair: prepared.repair,
      hop: prepared.hop,
      lineage: prepared.lineage,
      ...(prepared.parent ? { parent: prepared.parent } : {}),
      prompt: prepared.prompt,
      handoff,
      agent,
      startedAt: new Date(prepared.preparedAt),
      finishedAt,
      usage: presetOutput?.usage ?? null,
      verify,
      outcome,
      problems: kept,
      files: artifacts.files,
    },
    deps,
  );
  const repairable =
    spec.handoff === 'required' &&
    (outcome.reason === 'handoff-invalid' || outcome.reason === 'handoff-missing');
  return {
    ...stored,
    outputs: stageOutputs(stored.record, stored.handoff, {
      artifactId: stored.ref.id,
      promptPath: prepared.promptPath,
      handoffPath: prepared.handoffPath,
    }),
    repairProblems: repairable ? stored.record.problems.filter((p) => p.severity === 'error') : [],
  };
}

/** How much of what a failed preset's CLI said its stage's failure message quotes. */
const SAID_MAX = 300;

/**
 * Why a preset's CLI failed, in its own words, for the failure message (`: claude said "Invalid API key ·
 * Fix external API key"`), or '' when it said nothing baton can find: the exit code alone does not say a
 * key was refused, and the record's message, the step's error and `baton run`'s end all show this line.
 * The text is the agent's: redacted whole before it is cut (a secret is never half-kept), its terminal
 * sequences and line breaks taken out, and cut to SAID_MAX characters.
 */
function presetSaid(preset: AgentPresetName, agent: CommandResult, secrets: readonly string[]): string {
  const failure = presetFailure(preset, agent.output);
  if (failure === null) return '';
  const text = shownSaid(failure.text, secrets);
  if (text === '') return '';
  return failure.source === 'cli' ? `: ${preset} said "${text}"` : `: ${text}`;
}

/** The agent's text, redacted whole, then without terminal sequences and line breaks, cut to SAID_MAX. */
function shownSaid(said: string, secrets: readonly string[]): string {
  // The agent-output file is read keeping the bytes that are not UTF-8 (for the markers): shown as U+FFFD.
  const redacted = redactText(withEscapedBytesReplaced(said), secrets).text;
  return shorten(oneLine(withoutTerminalSequences(redacted).replace(/\s+/g, ' ').trim()), SAID_MAX);
}

/**
 * Why a split stage's agent failed, as its `agent-output` file ends by saying it, for the failure message:
 * ` (error_max_turns): claude said "…"`, the subtype left out when it is all the CLI said.
 */
function fileFailureSaid(
  preset: AgentPresetName,
  failure: AgentOutputFailure,
  secrets: readonly string[],
): string {
  const text = shownSaid(failure.text, secrets);
  // Only an error's subtype says anything: claude reports an API error as `subtype: "success"`, `is_error`.
  const subtype =
    failure.subtype?.startsWith('error') === true && failure.subtype !== text ? ` (${failure.subtype})` : '';
  return `${subtype}${text === '' ? '' : `: ${preset} said "${text}"`}`;
}

/**
 * How a preset's CLI is told to print the machine-readable output baton reads, for the warning of a split
 * stage whose `agent-output` held no usage. Constant text.
 */
const OUTPUT_HINTS: Readonly<Record<AgentPresetName, string>> = {
  claude: 'claude -p --output-format stream-json --verbose … > file, or claude-code-action’s execution_file',
  codex: 'codex exec --json … > file',
  gemini: 'gemini --output-format json … > file',
  copilot: 'copilot --output-format=json … > file; Copilot CLI 1.0.102 puts no token counts in it',
};

/**
 * The warning of a split stage that names its agent and records no usage from it (DESIGN §3 keeps usage
 * "when the agent reports it"; a user who named the agent expects it): no `agent-output` given, or a file
 * that holds none in the agent's format. None when a figure was found and refused: that says why already.
 */
function usageMissing(
  preset: AgentPresetName,
  file: AgentOutputFile | undefined,
  read: PresetOutput | null,
): Problem[] {
  const fix = `give ${INPUTS.agentOutput} the file the CLI’s machine-readable output went to (${OUTPUT_HINTS[preset]})`;
  const warning = (message: string): Problem[] => [
    { code: STAGE_PROBLEMS.usageMissing, severity: 'warning', path: 'agent.usage', message },
  ];
  if (file === undefined)
    return warning(
      `${INPUTS.agent} is ${preset} and ${INPUTS.agentOutput} is empty, so the record has no usage: ${fix}`,
    );
  if (read === null || read.usage !== null || read.problems.length > 0) return [];
  const where =
    file.cut > 0
      ? ` in its last ${file.bytes - file.cut} bytes (of ${file.bytes}: only the end of a longer file is read)`
      : '';
  return warning(
    `${INPUTS.agentOutput} ${file.path} holds no usage in ${preset}’s output format${where}, so the record has none: ${fix}`,
  );
}

/**
 * `output`: what the agent printed (its stdout), or the file its own step wrote its output to; null when
 * neither is known. Either is read with decodeUtf8Escaped, so a block between the markers that was not UTF-8
 * is refused as a handoff file would be. `finalText`: the final message a preset's CLI printed inside its
 * JSON output, or null. `source`: where `output` came from, for a refusal of the block.
 */
async function findHandoff(
  spec: StageSpec,
  prepared: PreparedStage,
  output: string | null,
  finalText: string | null,
  source: string,
  deps: StageDeps,
): Promise<Found> {
  const read = await deps.workspace.readHandoff(prepared.handoffPath);
  const markerWarnings: Problem[] = [];
  let parsed: HandoffParse | undefined;
  if (read.kind !== 'missing') {
    parsed = read;
  } else if (output !== null) {
    // A block the agent's prompt or the event holds is not the agent's handoff (foreign-blocks.ts says why).
    const foreign = foreignBlockTest({ prompt: prepared.prompt, event: spec.github.event }, spec.redact);
    // A preset's CLI prints JSON, inside which marker lines are escaped: look in its final message first.
    for (const [text, where] of [
      [finalText, `the final message in ${source}`],
      [output, source],
    ] as const) {
      if (!text) continue;
      const extracted = extractHandoffFromLog(text, { foreign });
      markerWarnings.push(...extracted.warnings);
      if (extracted.json === null) continue;
      parsed = parseHandoffBlock(extracted.json, where);
      break;
    }
  }
  if (parsed === undefined) return { kind: 'missing', problems: dedupe(markerWarnings) };
  if (parsed.kind === 'invalid')
    return { kind: 'invalid', problems: [...markerWarnings, ...parsed.problems] };
  // The stage's contract for `data`, once the handoff is one: a break is refused as any invalid handoff is
  // (on-invalid, the repair turn, the record and the summary all as for the version 1 rules).
  if (spec.dataSchema !== undefined) {
    const broken = dataSchemaProblems(parsed.handoff.data, spec.dataSchema);
    if (broken.length > 0) return { kind: 'invalid', problems: [...markerWarnings, ...broken] };
  }

  const redacted = redactHandoff(parsed.handoff, spec.redact);
  const problems = [...markerWarnings, ...parsed.warnings, ...redacted.problems];
  const next = redacted.handoff.next?.stage;
  if (next !== undefined && spec.workflowJobs !== null && !spec.workflowJobs.includes(next)) {
    const unknown: Problem = {
      code: STAGE_PROBLEMS.nextUnknownStage,
      severity: spec.onInvalid === 'warn' ? 'warning' : 'error',
      path: '$.next.stage',
      message: `"${next}" names no job in this workflow; jobs: ${[...spec.workflowJobs].sort().join(', ')}`,
    };
    // Under `fail` a handoff routing nowhere is refused like any invalid one: nothing of it is stored.
    if (spec.onInvalid === 'fail') return { kind: 'invalid', problems: [...problems, unknown] };
    problems.push(unknown);
  } else if (next !== undefined && spec.workflowJobs === null) {
    problems.push({
      code: STAGE_PROBLEMS.nextUnchecked,
      severity: 'warning',
      path: '$.next.stage',
      message: `"${next}" was not checked against the workflow's jobs, which are not known here: ${spec.workflowUnread ?? 'the workflow file was not read'}; the \`next\` output names it as given, whether or not a job has that id`,
    });
  }
  return { kind: 'valid', handoff: redacted.handoff, problems };
}

/**
 * For a stage's handoff-missing message: the blocks of the agent's output passed over as someone else's, as
 * their warnings say (` but one that is also in its prompt, …`), or '' when none was.
 */
function passedOver(problems: readonly Problem[]): string {
  const where = foreignSourcesWarned(problems).map((source) => PASSED_OVER_PLACE[source]);
  if (where.length === 0) return '';
  const [ones, are] = where.length === 1 ? ['one that is', 'is'] : ['ones that are', 'are'];
  // Said so that an agent asked again (a repair turn quotes it) can act on it: only the file will do.
  return ` but ${ones} also ${where.join(' and ')}, which ${are} not the agent's (a block the same as one there is never taken from the output, wherever it is printed: write the handoff to the file at $${ENV.handoffPath})`;
}

const PASSED_OVER_PLACE: Record<ForeignSource, string> = {
  prompt: 'in its prompt',
  event: 'in the event that started the run',
};

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.code}\0${p.path}\0${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The first few problems on one line (the step's error annotation); the record and the job summary keep them
 * all, in the handoff's order. Those that say what was likely meant come first: zod lists an unknown field
 * last, and the line must not cut `$.sumary: unknown field; did you mean \`summary\`?` while it keeps the
 * `$.summary: required` that the typo caused.
 */
function listProblems(problems: Problem[]): string {
  // A stable sort: each group keeps the handoff's order.
  const ordered = [...problems].sort(
    (a, b) => Number(namesLikelyFix(b.message)) - Number(namesLikelyFix(a.message)),
  );
  const shown = ordered.slice(0, 3).map(formatProblem).join('; ');
  return ordered.length > 3 ? `${shown}; and ${ordered.length - 3} more` : shown;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
