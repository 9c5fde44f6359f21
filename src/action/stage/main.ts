import * as core from '@actions/core';
import { FileCommandGuard } from '../../adapters/github/file-command-guard.js';
import { setOutputs } from '../../adapters/github/outputs.js';
import { StopCommandsRunner } from '../../adapters/github/stop-commands.js';
import { ShellRunner } from '../../adapters/local/shell-runner.js';
import { formatError, UserError } from '../../core/errors.js';
import { FILE_COMMANDS } from '../../core/names.js';
import type { Reporter } from '../../core/ports.js';
import { refusedStageOutputs } from '../../core/stage/outputs.js';
import { runStage } from '../../core/stage/run-stage.js';
import { type ActionDeps, processDeps } from '../shared/action-deps.js';
import { commandBaseEnv, publishAttempt } from '../shared/finish.js';
import { setUpStage } from '../shared/job-context.js';
import { type ActionEnv, required } from '../shared/runner-env.js';

/**
 * The root action: one stage, all in one. Prepare the prompt, run the agent (its output fenced by
 * stop-commands, its environment without the job's tokens), capture and store the handoff — every attempt's
 * record is uploaded before the step fails, so `if: always()` jobs can read it.
 */
async function stageStep(deps: ActionDeps, published: { done: boolean }): Promise<void> {
  const { spec, store, workspace, reporter, secrets, openRun } = await setUpStage('stage', deps.env);
  const tempDir = required(deps.env, 'RUNNER_TEMP');
  // A command that wrote to this step's file commands stops the stage: what it wrote is already taken back.
  const guarded = new AbortController();
  const runner = new FileCommandGuard(
    new StopCommandsRunner(new ShellRunner({ tempDir }), deps.write),
    guardedFileCommands(deps.env),
    (names) =>
      guarded.abort(
        `a command of the stage (the agent or verify) wrote to the files of the step’s file commands (${names.join(', ')}), which only baton may write to; baton put them back as they were, so none of it reaches the runner or the steps after this one`,
      ),
  );
  // runStage reports a failed stage as an error; here that failure ends the step through setFailed with the
  // same message, so the engine's error is left out and the failure is annotated once, not twice. The same
  // for the warning it gives a cancelled stage, when the guard above stopped it: the step fails saying why.
  const stepReporter: Reporter = {
    info: (message) => reporter.info(message),
    warning: (message, where) => {
      if (guarded.signal.aborted && message.includes(String(guarded.signal.reason))) return;
      reporter.warning(message, where);
    },
    error: () => {},
    group: (title, body) => reporter.group(title, body),
  };
  const result = await runStage(spec, {
    store,
    workspace,
    openRun,
    runner,
    reporter: stepReporter,
    env: commandBaseEnv(deps.env),
    signal: guarded.signal,
  });
  await publishAttempt(result.final, result.outputs, secrets, reporter);
  published.done = true;
  if (!result.ok) {
    throw new UserError(result.outcome.reason, result.outcome.message ?? result.outcome.reason, {
      where: `stage ${spec.stage}`,
    });
  }
  reporter.info(
    `stage ${spec.stage}: ${result.final.record.status}, stored as artifact ${result.final.ref.id}`,
  );
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
  const published = { done: false };
  try {
    await stageStep(deps, published);
  } catch (error) {
    // Refused before an attempt was published: the outputs still say so, `data` `{}` included.
    if (!published.done) setOutputs(refusedStageOutputs());
    core.setFailed(formatError(error));
  }
}
