import * as core from '@actions/core';
import { readAgentOutput } from '../../adapters/local/read-agent-output.js';
import { formatError, UserError } from '../../core/errors.js';
import { ENV } from '../../core/names.js';
import { captureStage } from '../../core/stage/capture.js';
import { envChangedError, envNotGivenError, redactNotGivenError } from '../../core/stage/split-redact.js';
import { agentOutputInput, withPreparedAgent } from '../../core/stage/stage-spec.js';
import { type ActionDeps, processDeps } from '../shared/action-deps.js';
import { envSecretsLine, envSecretValues } from '../shared/env-secrets.js';
import {
  newStepState,
  publishAttempt,
  publishFailure,
  publishOutOfTime,
  type StepState,
} from '../shared/finish.js';
import { readInputs, registerMasks, setUpStage } from '../shared/job-context.js';
import {
  checkWatchedEnvironment,
  envSecretsNotSeen,
  loadPrepared,
  redactValuesCovered,
} from '../shared/prepared-state.js';
import { required } from '../shared/runner-env.js';
import { endIfHeldOpen, runUntilStopped } from '../shared/step-stop.js';
import { WatchedStore } from '../shared/watched-store.js';

/**
 * `capture`: the second half of a split stage. Reads the handoff the agent wrote at the prepared path,
 * validates and redacts it, stores the stage's record (failing ones too), sets the outputs and writes the
 * job summary. The agent ran in another step, so its exit code is not known here, nor its output unless
 * that step kept it in a file (`agent-output`, in the format of the preset `agent` names): its usage and
 * final message are then read from there. Stopped by the runner while it stores, it goes on storing within
 * the runner's grace rather than leave half an upload.
 */
async function captureStep(deps: ActionDeps, state: StepState): Promise<void> {
  const preparedStage = deps.env[ENV.stage];
  const setup = await setUpStage('capture', deps.env, preparedStage ? { stage: preparedStage } : {});
  const { workspace, reporter, secrets } = setup;
  state.stage = setup.spec.stage;
  state.secrets = secrets;
  const store = new WatchedStore(setup.store);
  state.store = store;
  const saved = await loadPrepared(deps.env, setup.spec.stage);
  // Before any request: one with the runtime token must not go where a step after prepare pointed it.
  checkWatchedEnvironment(deps.env, saved);
  const { prepared, workflowJobs, workflowUnread } = saved;
  // Before anything is stored: what capture stores is redacted with its own values only.
  const notGiven = redactNotGivenError(
    saved.redact.length,
    redactValuesCovered(deps.env, saved.redact, setup.redactInput),
  );
  if (notGiven) throw notGiven;
  // The names prepare found in the workflow; the values are this step's own (the runner puts each step's
  // env in its own process), and prepare's must be among them.
  const notSeen = envSecretsNotSeen(deps.env, saved, setup.redactInput);
  const envNotGiven = envChangedError(notSeen.changed) ?? envNotGivenError(notSeen.absent);
  if (envNotGiven) throw envNotGiven;
  const written = saved.envSecrets?.written ?? {};
  const { values: fromEnv, unrecovered } = envSecretValues(deps.env, saved.envSecrets?.names ?? [], written);
  const envLine = envSecretsLine(
    saved.envSecrets
      ? {
          kind: 'read',
          names: saved.envSecrets.names,
          jobNames: saved.envSecrets.names,
          written,
          ...(saved.envSecretsUnread === undefined ? {} : { incomplete: saved.envSecretsUnread }),
        }
      : { kind: 'unread', reason: saved.envSecretsUnread ?? 'prepare did not read it' },
    unrecovered,
  );
  if (envLine) reporter.info(envLine);
  registerMasks(fromEnv);
  const redact = [...new Set([...setup.spec.redact, ...fromEnv])];
  state.secrets = redact;
  // The agent's own output, when its step kept it: read once the state and env checks passed, before the
  // record is stored; a file named and not there fails the step, storing nothing. Read as the output of the
  // preset capture names, else of prepare's.
  const outputPath = agentOutputInput(readInputs());
  const spec = withPreparedAgent(
    {
      ...setup.spec,
      redact,
      workflowJobs,
      ...(workflowUnread === undefined ? {} : { workflowUnread }),
    },
    prepared,
    outputPath,
  );
  const agentOutput =
    outputPath === null ? undefined : readAgentOutput(outputPath, required(deps.env, 'GITHUB_WORKSPACE'));
  const captured = await captureStage(
    spec,
    prepared,
    null,
    { store, workspace },
    agentOutput === undefined ? {} : { agentOutput },
  );
  if (state.settled) return;
  state.settled = true;
  await publishAttempt('capture', captured, captured.outputs, state, reporter);
  if (captured.outcome.reason !== 'completed') {
    throw new UserError(captured.outcome.reason, captured.outcome.message, { where: `stage ${spec.stage}` });
  }
  reporter.info(`stage ${spec.stage}: ${captured.record.status}, stored as artifact ${captured.ref.id}`);
}

/** How `capture` ends early: without an attempt, it leaves its outputs unset, as it always has. */
const ENDING = {
  action: 'capture',
  refusedOutputs: false,
  unfinished: 'the handoff was not stored',
} as const;

/** The only place `capture` catches. */
export async function run(deps: ActionDeps = processDeps()): Promise<void> {
  const state: StepState = newStepState(deps.env);
  await runUntilStopped(deps, (_stop) => captureStep(deps, state), {
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
