import * as core from '@actions/core';
import { setOutputs } from '../../adapters/github/outputs.js';
import { formatError, UserError } from '../../core/errors.js';
import { ENV, OUTPUTS } from '../../core/names.js';
import { prepareStage } from '../../core/stage/prepare.js';
import { preparedForRecord } from '../../core/stage/split-redact.js';
import { type ActionDeps, processDeps } from '../shared/action-deps.js';
import { publishAttempt } from '../shared/finish.js';
import { setUpStage } from '../shared/job-context.js';
import { redactDigests, savePrepared, watchedEnvironment } from '../shared/prepared-state.js';

/**
 * `prepare`: the first half of a stage whose agent runs in another step. Renders the prompt from the
 * upstream records, writes it to a fresh file, exports BATON_PROMPT_PATH, BATON_HANDOFF_PATH and
 * BATON_STAGE for the steps after it, and leaves what `capture` needs under RUNNER_TEMP.
 */
async function prepareStep(deps: ActionDeps): Promise<void> {
  const { spec, store, workspace, reporter, secrets, redactInput, openRun } = await setUpStage(
    'prepare',
    deps.env,
  );
  const prep = await prepareStage(spec, { store, workspace, openRun });
  if (prep.kind === 'refused') {
    // The refusal is stored as the stage's record; the summary says why.
    await publishAttempt(prep.result.final, prep.result.outputs, secrets, reporter);
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

/** The only place `prepare` catches. */
export async function run(deps: ActionDeps = processDeps()): Promise<void> {
  try {
    await prepareStep(deps);
  } catch (error) {
    core.setFailed(formatError(error));
  }
}
