import * as core from '@actions/core';
import { agentConfigGuard } from '../../adapters/github/agent-config-guard.js';
import { FileCommandGuard, type FileCommandTampering } from '../../adapters/github/file-command-guard.js';
import { StopCommandsRunner } from '../../adapters/github/stop-commands.js';
import { ShellRunner } from '../../adapters/local/shell-runner.js';
import { formatError, UserError } from '../../core/errors.js';
import { FILE_COMMANDS, INPUTS } from '../../core/names.js';
import type { Reporter } from '../../core/ports.js';
import { runStage } from '../../core/stage/run-stage.js';
import { type ActionDeps, processDeps } from '../shared/action-deps.js';
import {
  commandBaseEnv,
  newStepState,
  publishAttempt,
  publishFailure,
  publishOutOfTime,
  type StepState,
} from '../shared/finish.js';
import { setUpStage } from '../shared/job-context.js';
import { type ActionEnv, refuseWindowsRunner, required } from '../shared/runner-env.js';
import { endIfHeldOpen, runUntilStopped, STOP_BUDGET_MS, type StepStop } from '../shared/step-stop.js';
import { WatchedStore } from '../shared/watched-store.js';

/** The root action's state as it goes: its agent's output block, besides what every stage step keeps. */
interface StageStepState extends StepState {
  runner?: StopCommandsRunner;
}

/**
 * The root action: one stage, all in one. Prepare the prompt, run the agent (its output fenced by
 * stop-commands, its environment without the job's tokens), capture and store the handoff — every attempt's
 * record is uploaded before the step fails, so `if: always()` jobs can read it. Stopped by the runner (a
 * cancelled job, the step's `timeout-minutes`), it stops the agent's process group and stores the attempt as
 * `cancelled`, within the runner's grace.
 */
async function stageStep(deps: ActionDeps, state: StageStepState, stop: StepStop): Promise<void> {
  refuseWindowsRunner(deps.env);
  const { spec, store, workspace, reporter, secrets, openRun } = await setUpStage('stage', deps.env);
  state.stage = spec.stage;
  state.secrets = secrets;
  state.store = new WatchedStore(store);
  const tempDir = required(deps.env, 'RUNNER_TEMP');
  // A stopped agent gets SIGTERM, then SIGKILL after a grace that leaves time to store its record.
  const shell = new ShellRunner({ tempDir, killGraceMs: STOP_BUDGET_MS.agentGrace });
  const fenced = new StopCommandsRunner(shell, deps.write, { secrets });
  state.runner = fenced;
  // A command that changed this step's file commands stops the stage: what it wrote is already taken back.
  const guarded = new AbortController();
  const runner = new FileCommandGuard(fenced, guardedFileCommands(deps.env), (tampering) =>
    guarded.abort(tamperingMessage(tampering)),
  );
  // runStage reports a failed stage as an error; here that failure ends the step through setFailed with the
  // same message, so the engine's error is left out and the failure is annotated once, not twice. The same
  // for the warning it gives a cancelled stage, when the guard above stopped it: the step fails saying why.
  // Whether a text is the guard's reason for stopping the stage.
  const byGuard = (text: string) => guarded.signal.aborted && text.includes(String(guarded.signal.reason));
  const stepReporter: Reporter = {
    info: (message) => reporter.info(message),
    warning: (message, where) => {
      if (byGuard(message)) return;
      reporter.warning(message, where);
    },
    error: () => {},
    group: (title, body) => reporter.group(title, body),
  };
  // A preset's CLI reads its project configuration from the checkout before the model reads anything: on a
  // checkout of another commit than the run's (a pull request's head), it gets the run's commit's.
  const preset = spec.agent?.kind === 'preset';
  if (preset && spec.trustCheckout)
    reporter.info(
      `${INPUTS.trustCheckout}: true: the agent's CLI reads the project configuration of the checkout as it is`,
    );
  const result = await runStage(spec, {
    store: state.store,
    workspace,
    openRun,
    runner,
    reporter: stepReporter,
    env: commandBaseEnv(deps.env),
    signal: AbortSignal.any([guarded.signal, stop.signal]),
    ...(preset && !spec.trustCheckout
      ? { guardAgentConfig: agentConfigGuard({ sha: deps.env.GITHUB_SHA, reporter: stepReporter }) }
      : {}),
  });
  // Out of time already: what the step could say has been said.
  if (state.settled) return;
  state.settled = true;
  await publishAttempt('stage', result.final, result.outputs, state, reporter);
  // Stopped by the file-command guard first (the stage's reason is the guard's), the stage failed of its own
  // doing: the error below says why. Stopped by the runner first, it is a cancel, whatever came after.
  if (result.outcome.reason === 'cancelled' && !byGuard(result.outcome.message ?? '')) {
    // A cancel is the run's doing, not the stage's error: the engine said it as a warning, and the step
    // fails without an error of its own (the runner shows it as cancelled).
    reporter.info(`stage ${spec.stage}: cancelled, stored as artifact ${result.final.ref.id}`);
    process.exitCode = core.ExitCode.Failure;
    return;
  }
  if (!result.ok) {
    throw new UserError(result.outcome.reason, result.outcome.message ?? result.outcome.reason, {
      where: `stage ${spec.stage}`,
    });
  }
  reporter.info(
    `stage ${spec.stage}: ${result.final.record.status}, stored as artifact ${result.final.ref.id}`,
  );
}

/** Why the guard stopped the stage: what the command changed, and whether all of it was put back. */
function tamperingMessage(tampering: FileCommandTampering): string {
  const directories = tampering.directories.map((path) => `their directory ${path}`);
  const what = [...tampering.files, ...directories].join(', ');
  const said = `a command of the stage (the agent or verify) changed the files of the step’s file commands (${what}), which only baton may write to`;
  if (tampering.notPutBack.length === 0) {
    return `${said}; baton put them back as they were, so none of it reaches the runner or the steps after this one`;
  }
  const failed = tampering.notPutBack.map(({ name, why }) => `${name} (${why})`).join(', ');
  const others =
    tampering.files.length > tampering.notPutBack.length ? ' (the others it put back as they were)' : '';
  return `${said}; baton could not put back ${failed}${others}, so the runner may read what the command left there and apply it to the steps after this one in this job: treat those steps as untrusted, and run an agent that reads untrusted text in a job of its own`;
}

/** The step's file commands (GITHUB_OUTPUT, GITHUB_ENV, …) that the runner gave it, by name and path. */
function guardedFileCommands(env: ActionEnv): Array<{ name: string; path: string }> {
  return Object.values(FILE_COMMANDS).flatMap((name) => {
    const path = env[name];
    return path ? [{ name, path }] : [];
  });
}

/** The only place the root action catches: a failure becomes the step's failure, with a message to act on. */
export async function run(deps: ActionDeps = processDeps()): Promise<void> {
  const state: StageStepState = newStepState(deps.env);
  // Refused before any attempt, the outputs still say so, `data` `{}` included.
  const options = {
    action: 'stage' as const,
    refusedOutputs: true,
    unfinished: 'the step ended before the stage had a record to store',
  };
  await runUntilStopped(deps, (stop) => stageStep(deps, state, stop), {
    async failed(error) {
      await publishFailure(state, error, options);
      core.setFailed(formatError(error));
    },
    async outOfTime(signal) {
      // The agent's output block is closed first, so the runner obeys the step's error.
      state.runner?.endBlock();
      core.setFailed(await publishOutOfTime(state, signal, options));
    },
  });
  endIfHeldOpen(deps);
}
