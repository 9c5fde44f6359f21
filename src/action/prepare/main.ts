import * as core from '@actions/core';
import { setOutputs } from '../../adapters/github/outputs.js';
import { formatError, UserError } from '../../core/errors.js';
import { ENV, OUTPUTS } from '../../core/names.js';
import { prepareStage } from '../../core/stage/prepare.js';
import { preparedForRecord } from '../../core/stage/split-redact.js';
import { type ActionDeps, processDeps } from '../shared/action-deps.js';
import {
  newStepState,
  publishAttempt,
  publishFailure,
  publishOutOfTime,
  type StepState,
} from '../shared/finish.js';
import { setUpStage } from '../shared/job-context.js';
import {
  redactDigests,
  savedEnvSecrets,
  savePrepared,
  watchedEnvironment,
} from '../shared/prepared-state.js';
import { endIfHeldOpen, runUntilStopped } from '../shared/step-stop.js';
import { WatchedStore } from '../shared/watched-store.js';

/**
 * `prepare`: the first half of a stage whose agent runs in another step. Renders the prompt from the
 * upstream records, writes it to a fresh file, exports BATON_PROMPT_PATH, BATON_HANDOFF_PATH and
 * BATON_STAGE for the steps after it, and leaves what `capture` needs under RUNNER_TEMP.
 */
async function prepareStep(deps: ActionDeps, state: StepState): Promise<void> {
  const setup = await setUpStage('prepare', deps.env);
  const { spec, workspace, reporter, secrets, redactInput, openRun } = setup;
  state.stage = spec.stage;
  state.secrets = secrets;
  const store = new WatchedStore(setup.store);
  state.store = store;
  const prep = await prepareStage(spec, { store, workspace, openRun });
  if (state.settled) return;
  state.settled = true;
  if (prep.kind === 'refused') {
    // The refusal is stored as the stage's record; the summary says why.
    await publishAttempt('prepare', prep.result.final, prep.result.outputs, state, reporter);
    throw new UserError(
      prep.result.outcome.reason,
      prep.result.outcome.message ?? prep.result.outcome.reason,
      {
        where: `stage ${spec.stage}`,
      },
    );
  }
  const { prepared } = prep;
  for (const warning of prepared.warnings) reporter.warning(warning.message, `${spec.stage} ${warning.path}`);
  // The sealed file holds the prompt as the record will (the agent reads the file as rendered), and of
  // the redact values only what tells capture whether it was given them all.
  await savePrepared(deps.env, {
    prepared: preparedForRecord(prepared, spec.redact),
    workflowJobs: spec.workflowJobs,
    redact: redactDigests(deps.env, redactInput),
    ...savedEnvSecrets(deps.env, setup.envSecrets),
    environment: watchedEnvironment(deps.env),
    ...(spec.workflowUnread === undefined ? {} : { workflowUnread: spec.workflowUnread }),
  });
  core.exportVariable(ENV.promptPath, prepared.promptPath);
  core.exportVariable(ENV.handoffPath, prepared.handoffPath);
  core.exportVariable(ENV.stage, spec.stage);
  setOutputs({ [OUTPUTS.promptPath]: prepared.promptPath, [OUTPUTS.handoffPath]: prepared.handoffPath });
  reporter.info(
    `stage ${spec.stage}: prompt written to ${prepared.promptPath}; the agent writes its handoff to ${prepared.handoffPath}`,
  );
}

/** How `prepare` ends early: it sets no stage outputs (capture does). */
const ENDING = {
  action: 'prepare',
  refusedOutputs: false,
  unfinished: 'the prompt was not written',
} as const;

/**
 * The only place `prepare` catches. Stopped by the runner, it finishes (it runs no agent, and a prompt or a
 * refusal's record half written helps no one) within the runner's grace.
 */
export async function run(deps: ActionDeps = processDeps()): Promise<void> {
  const state: StepState = newStepState(deps.env);
  await runUntilStopped(deps, (_stop) => prepareStep(deps, state), {
    async failed(error) {
      await publishFailure(state, error, ENDING);
      core.setFailed(formatError(error));
    },
    async outOfTime(signal) {
      core.setFailed(await publishOutOfTime(state, signal, ENDING));
    },
  });
  endIfHeldOpen(deps);
}
