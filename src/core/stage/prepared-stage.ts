import { StageId } from '../handoff.js';
import { AgentPresetName } from '../presets.js';
import { Problem } from '../problem.js';
import { LineageEntry, ParentLink } from '../record.js';
import * as z from '../zod.js';

/**
 * A prepared attempt: the prompt written where the agent reads it, a fresh handoff path, and what the
 * prompt was rendered from. Plain JSON, so a `prepare` step can save it for the `capture` step after the
 * agent's own step.
 *
 * In a file of its own, apart from `prepareStage`: `capture` reads this back at run time, and importing it
 * from prepare.ts would load the template engine (handlebars) into a step that never renders.
 */
export const PreparedStage = z.strictObject({
  stage: StageId,
  attempt: z.number().check(z.int(), z.gte(1)),
  /** This attempt is a repair turn (correction prompt for a missing or invalid handoff). */
  repair: z.boolean(),
  /** The prompt exactly as written to `promptPath`. */
  prompt: z.string(),
  promptPath: z.string(),
  handoffPath: z.string(),
  /** The upstream records the prompt was rendered from. */
  lineage: z.array(LineageEntry),
  /** One more than the largest upstream hop (the parent run's records included). */
  hop: z.number().check(z.int(), z.gte(1)),
  /** The parent run and the records of it this stage continues from; absent without a parent run. */
  parent: z.optional(ParentLink),
  /** Render warnings (absent upstream handoffs, cut sections). */
  warnings: z.array(Problem),
  preparedAt: z.iso.datetime(),
  /**
   * The preset prepare was given (`agent`), whose handoff instructions the prompt ends with: the CLI whose
   * output capture's `agent-output` holds unless capture names another. Absent without one.
   */
  agent: z.optional(AgentPresetName),
});
export type PreparedStage = z.infer<typeof PreparedStage>;
