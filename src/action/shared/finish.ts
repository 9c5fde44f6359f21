import { artifactNameFor } from '../../core/artifact-name.js';
import { ENV, FILE_COMMANDS } from '../../core/names.js';
import type { StageOutputs } from '../../core/stage/outputs.js';
import type { StageAttempt } from '../../core/stage/stage-result.js';
import { renderStageSummary, setOutputs, writeSummary } from '../../adapters/github/outputs.js';
import type { ActionEnv } from './job-context.js';

/** Set the step's outputs and add the stage to the job summary. */
export async function publishAttempt(attempt: StageAttempt, outputs: StageOutputs, secrets: readonly string[]): Promise<void> {
  setOutputs(outputs);
  const summary = renderStageSummary({
    record: attempt.record,
    handoff: attempt.handoff,
    artifactName: artifactNameFor(attempt.record.stage, attempt.record.attempt),
    secrets,
  });
  await writeSummary(summary, secrets);
}

/**
 * The environment the agent and verify commands start from: the step's own, without what only this action
 * should use. The engine then removes the tokens (AGENT_ENV_REMOVED*); here go the action's inputs
 * (`INPUT_*`, which hold the `redact` values), its state, and the file commands — with GITHUB_OUTPUT or
 * GITHUB_ENV an agent could set this step's outputs or plant variables (NODE_OPTIONS) in later steps.
 */
export function commandBaseEnv(env: ActionEnv): Record<string, string> {
  const fileCommands = new Set<string>(Object.values(FILE_COMMANDS));
  const base: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (name.startsWith('INPUT_') || name.startsWith('STATE_') || fileCommands.has(name)) continue;
    if ((Object.values(ENV) as string[]).includes(name)) continue;
    base[name] = value;
  }
  return base;
}
