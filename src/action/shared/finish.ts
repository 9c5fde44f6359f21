import { renderStageSummary, setOutputs, writeSummary } from '../../adapters/github/outputs.js';
import { artifactNameFor } from '../../core/artifact-name.js';
import { ENV, FILE_COMMANDS, TEMPLATE_CODES } from '../../core/names.js';
import type { Reporter } from '../../core/ports.js';
import type { StageOutputs } from '../../core/stage/outputs.js';
import type { StageAttempt } from '../../core/stage/stage-result.js';
import type { ActionEnv } from './runner-env.js';

const RENDER_CODES: ReadonlySet<string> = new Set(Object.values(TEMPLATE_CODES));

/**
 * Set the step's outputs, annotate the attempt's warnings, and add the stage to the job summary. Render
 * warnings were annotated when the prompt was prepared; the handoff's own (a refused handoff under
 * `on-invalid: warn`, a redaction) are annotated here. Errors end the step through its failure message.
 */
export async function publishAttempt(
  attempt: StageAttempt,
  outputs: StageOutputs,
  secrets: readonly string[],
  reporter: Reporter,
): Promise<void> {
  setOutputs(outputs);
  const stage = attempt.record.stage;
  for (const problem of attempt.record.problems) {
    if (problem.severity !== 'warning' || RENDER_CODES.has(problem.code)) continue;
    reporter.warning(
      problem.message,
      problem.path === '$' ? `stage ${stage}` : `stage ${stage} ${problem.path}`,
    );
  }
  const summary = renderStageSummary({
    record: attempt.record,
    handoff: attempt.handoff,
    artifactName: artifactNameFor(attempt.record.stage, attempt.record.attempt, attempt.record.run.attempt),
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
