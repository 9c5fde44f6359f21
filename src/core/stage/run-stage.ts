import { formatError, SystemError } from '../errors.js';
import type { Handoff } from '../handoff.js';
import { AGENT_ENV_REMOVED, AGENT_ENV_REMOVED_PREFIXES, ENV, LIMITS } from '../names.js';
import type { CommandResult, CommandSpec, Reporter, StepRunner } from '../ports.js';
import { type AgentPresetName, checkAgentArgs, presetCommand } from '../presets.js';
import type { Problem } from '../problem.js';
import type { VerifyFacts } from '../record.js';
import { compileAhead } from '../template/render-prompt.js';
import { tailBytes } from '../utf8.js';
import { captureStage } from './capture.js';
import {
  type ParentRecords,
  type PrepareOptions,
  prepareStage,
  type StageDeps,
  type UpstreamRecord,
} from './prepare.js';
import type { PreparedStage } from './prepared-stage.js';
import {
  NOT_STARTED_PREFIX,
  type StageAttempt,
  type StageOutcome,
  type StageResult,
  stageSucceeded,
} from './stage-result.js';
import type { StageSpec } from './stage-spec.js';
import { redactWithProblems } from './store-attempt.js';

/** The ports and facts `runStage` needs. */
export interface RunStageDeps extends StageDeps {
  /** Runs the agent and verify commands (ShellRunner locally and on GitHub). */
  runner: StepRunner;
  /**
   * The environment the commands start from (the step's environment). The engine removes the tokens an agent
   * must never see (AGENT_ENV_REMOVED*) and adds BATON_PROMPT_PATH, BATON_HANDOFF_PATH and BATON_STAGE.
   */
  env: Readonly<Record<string, string>>;
  reporter?: Reporter;
  /** Streams the agent's and verify's output as it arrives. */
  onOutput?: (chunk: string, stream: 'stdout' | 'stderr') => void;
  /** Stops the running command and ends the stage as `cancelled`. */
  signal?: AbortSignal;
  /**
   * Run before a preset's CLI starts, in the directory it starts in: makes the project configuration the CLI
   * reads there trustworthy (src/core/agent-config.ts), or throws when it cannot, and the CLI does not start.
   * Resolves to what puts the workspace back once the CLI has ended, which never throws (it says what it
   * could not put back). The root action gives it; `baton run` runs the user's own tree and does not.
   */
  guardAgentConfig?: AgentConfigGuard;
}

/** See RunStageDeps.guardAgentConfig. */
export type AgentConfigGuard = (preset: AgentPresetName, cwd: string) => Promise<() => Promise<void>>;

/**
 * Run one stage from start to end, the same for the GitHub action and `baton run`:
 * prepare → [agent → capture (→ verify)] per attempt, with
 * - verify retries: while verify fails and `attempts` remain, the prompt is rendered again with `attempt`
 *   (number, the previous handoff, the verify exit code and output tail) and the agent runs again;
 * - one repair turn: a required handoff that is missing or refused gets one more run with a correction
 *   prompt listing the problems and the schema (recorded with `repair: true`);
 * - bounded chains: a stage whose hop would exceed `max-handoffs` refuses to run; with a parent run, the hop
 *   counts from the parent run's records too, so a loop that starts new runs is bounded as well.
 * Every attempt is stored as its own record, failing ones included, before this returns.
 */
export async function runStage(spec: StageSpec, deps: RunStageDeps): Promise<StageResult> {
  if (spec.agent === null) {
    throw new SystemError(
      `stage ${spec.stage}: runStage needs an agent (run or agent); this spec is for a split stage`,
    );
  }
  const attempts: StageAttempt[] = [];
  let upstream: UpstreamRecord[] | undefined;
  let parent: ParentRecords | null | undefined;
  let options: PrepareOptions = {};
  let taskPrompt = '';
  let repaired = false;

  for (let number = 1; ; number++) {
    const prep = await prepareStage(spec, deps, {
      ...options,
      attempt: number,
      ...(upstream ? { upstream } : {}),
      ...(parent !== undefined ? { parent } : {}),
    });
    if (prep.kind === 'refused') {
      deps.reporter?.error(prep.result.outcome.message ?? '', spec.stage);
      return { ...prep.result, attempts: [...attempts, ...prep.result.attempts] };
    }
    upstream = prep.upstream;
    parent = prep.parent;
    const prepared = prep.prepared;
    if (!prepared.repair) taskPrompt = prepared.prompt;
    for (const warning of prepared.warnings)
      deps.reporter?.warning(warning.message, `${spec.stage} ${warning.path}`);

    const result = await runAgent(spec, prepared, deps);
    const captured = await captureStage(spec, prepared, result, deps, {
      ...(deps.signal ? { signal: deps.signal } : {}),
      ...(spec.verify === null
        ? {}
        : { verify: () => runVerify(spec, prepared, deps, spec.verify as string) }),
    });
    attempts.push(captured);
    const { outcome } = captured;

    const stopped = deps.signal?.aborted === true;
    if (captured.repairProblems.length > 0 && !repaired && !stopped) {
      repaired = true;
      deps.reporter?.warning(`${outcome.message}; giving the agent one repair turn`, spec.stage);
      options = { repair: { problems: captured.repairProblems, previousPrompt: taskPrompt } };
      continue;
    }
    if (outcome.reason === 'verify-failed' && number < spec.attempts && !stopped) {
      deps.reporter?.warning(
        `attempt ${number} of ${spec.attempts}: ${outcome.message}; trying again`,
        spec.stage,
      );
      options = { attemptContext: attemptContext(number + 1, captured.handoff, captured.record.verify) };
      continue;
    }
    // A cancel is the user's (or the run's) doing, not the stage's error: said as a warning.
    if (outcome.reason === 'cancelled') deps.reporter?.warning(outcome.message, spec.stage);
    else if (outcome.reason !== 'completed') deps.reporter?.error(outcome.message, spec.stage);
    return finish(spec, outcome, attempts, captured.outputs);
  }
}

function finish(
  spec: StageSpec,
  outcome: StageOutcome,
  attempts: StageAttempt[],
  outputs: StageResult['outputs'],
): StageResult {
  const final = attempts.at(-1);
  if (!final) throw new SystemError(`stage ${spec.stage}: no attempt was stored`);
  return { stage: spec.stage, ok: stageSucceeded(outcome.reason), outcome, attempts, final, outputs };
}

function attemptContext(number: number, previous: Handoff | null, verify: VerifyFacts | null) {
  return {
    number,
    previous,
    verify: verify ? { exit_code: verify.exit_code, output: verify.output_tail } : null,
  };
}

/**
 * The agent's environment: the base environment without the runtime and OIDC tokens and GITHUB_TOKEN (an
 * agent that could upload artifacts could forge another stage's handoff), plus baton's own variables.
 */
export function agentEnvironment(
  base: Readonly<Record<string, string>>,
  additions: Readonly<Record<string, string>>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if ((AGENT_ENV_REMOVED as readonly string[]).includes(name)) continue;
    if (AGENT_ENV_REMOVED_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    env[name] = value;
  }
  return { ...env, ...additions };
}

function stageEnvironment(spec: StageSpec, prepared: PreparedStage, deps: RunStageDeps, extra = {}) {
  return agentEnvironment(deps.env, {
    ...extra,
    [ENV.promptPath]: prepared.promptPath,
    [ENV.handoffPath]: prepared.handoffPath,
    [ENV.stage]: spec.stage,
  });
}

async function runAgent(
  spec: StageSpec,
  prepared: PreparedStage,
  deps: RunStageDeps,
): Promise<CommandResult> {
  const agent = spec.agent!;
  // A preset's script is bash whatever the stage's shell; its env carries the preset's options.
  const command =
    agent.kind === 'preset'
      ? { ...presetCommand(agent.preset), shell: 'bash' }
      : { script: agent.command, env: {}, shell: spec.shell };
  deps.reporter?.info(
    `${spec.stage}: attempt ${prepared.attempt}${prepared.repair ? ' (repair turn)' : ''}, running the agent`,
  );
  const guard = deps.guardAgentConfig;
  return runCommand(
    deps,
    () => {
      const env = stageEnvironment(spec, prepared, deps, command.env);
      // Too large for the CLI to start with: said as what to fix, not as the system's bare E2BIG.
      if (agent.kind === 'preset') checkAgentArgs(env);
      return {
        script: command.script,
        shell: command.shell,
        cwd: deps.workspace.resolveDirectory(spec.workingDirectory),
        env,
      };
    },
    agent.kind === 'preset' && guard ? (cwd) => guard(agent.preset, cwd) : undefined,
  );
}

/**
 * Run a command; one that cannot even start (a missing working directory, a shell that is not installed, a
 * `before` that refuses) becomes a failed result carrying the reason as its output, so the attempt is still
 * stored as a record (exit code null, reason `exit-nonzero`) instead of vanishing with a thrown error.
 * `before` runs first, in the command's directory; what it returns runs once the command has ended.
 */
async function runCommand(
  deps: RunStageDeps,
  spec: () => Omit<CommandSpec, 'onOutput' | 'signal'>,
  before?: (cwd: string) => Promise<() => Promise<void>>,
): Promise<CommandResult> {
  const startedAt = deps.workspace.now();
  try {
    const command = spec();
    const after = before ? await before(command.cwd) : undefined;
    try {
      const running = deps.runner.run({
        ...command,
        ...(deps.onOutput ? { onOutput: deps.onOutput } : {}),
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
      // The command has started (a runner starts it before `run` returns): while this thread waits for it,
      // the next stage's template is compiled, rather than between this stage's end and that one's start.
      compileAhead();
      return await running;
    } finally {
      await after?.();
    }
  } catch (error) {
    const output = `${NOT_STARTED_PREFIX}${formatError(error)}\n`;
    deps.onOutput?.(output, 'stderr');
    return { exitCode: null, signal: null, startedAt, finishedAt: deps.workspace.now(), output, stdout: '' };
  }
}

async function runVerify(
  spec: StageSpec,
  prepared: PreparedStage,
  deps: RunStageDeps,
  command: string,
): Promise<{ facts: VerifyFacts; problems: Problem[] }> {
  deps.reporter?.info(`${spec.stage}: attempt ${prepared.attempt}, running verify`);
  const result = await runCommand(deps, () => ({
    script: command,
    shell: spec.shell,
    cwd: deps.workspace.resolveDirectory(spec.workingDirectory),
    env: stageEnvironment(spec, prepared, deps),
  }));
  // Redact the whole output before cutting it, so a secret is never half-kept at the cut.
  const output = redactWithProblems(result.output, spec.redact, 'verify.output_tail');
  const facts: VerifyFacts = {
    command,
    exit_code: result.exitCode,
    output_tail: tailBytes(output.text, LIMITS.verifyOutputTailBytes),
    duration_ms: Math.max(0, result.finishedAt.getTime() - result.startedAt.getTime()),
  };
  return { facts, problems: output.problems };
}
