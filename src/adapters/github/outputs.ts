import * as core from '@actions/core';
import { SystemError } from '../../core/errors.js';
import { OUTPUTS } from '../../core/names.js';
import { redactedSummary } from '../../core/report/stage-summary.js';

/**
 * What a stage leaves behind on GitHub besides its artifact: step outputs with fixed names, and the job
 * summary. Neither carries free text an attacker could shape into a command or a name (DESIGN §6).
 */

const OUTPUT_NAMES: ReadonlySet<string> = new Set(Object.values(OUTPUTS));

/**
 * Set step outputs. Names must be baton's own (OUTPUTS): a name never comes from handoff data. Values go
 * through core's heredoc file command, whose delimiter is random per value, so a value holding newlines,
 * `EOF` or `ghadelimiter_` is one output and nothing more.
 */
export function setOutputs(outputs: Readonly<Record<string, string>>): void {
  for (const name of Object.keys(outputs)) {
    if (!OUTPUT_NAMES.has(name))
      throw new SystemError(`refusing to set output ${JSON.stringify(name)}: not one of baton's outputs`);
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}

/** Append to the job summary (when the runner gave a summary file), redacted once more on the way out. */
export async function writeSummary(markdown: string, secrets: readonly string[]): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(redactedSummary(markdown, secrets), true).write();
}
