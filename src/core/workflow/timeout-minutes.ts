/**
 * `timeout-minutes` and `cancel-timeout-minutes` as GitHub reads them. Its parser takes a number and casts
 * it to an Int32 (PipelineTemplateConverter.ConvertToStepTimeout, WorkflowTemplateConverter.ConvertToJobTimeout
 * in actions/runner): whole minutes, the fraction dropped (2.9 is 2, 0.5 is 0). A string is no number there,
 * even `'5'` from an expression ("Unexpected value '5'"): `fromJSON('5')` makes one.
 */

/** The value as whole minutes, or null when it is not a number. */
export function wholeMinutes(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.trunc(value) + 0;
}

/** Why a value is no number of minutes, as the end of a message (`got "push", not a number`). */
export function notMinutes(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
    ? `got ${JSON.stringify(value)}, a string, not a number (fromJSON(…) makes a number of it, as GitHub requires)`
    : `got ${JSON.stringify(value) ?? String(value)}, not a number`;
}

/**
 * A job's `timeout-minutes` or `cancel-timeout-minutes`: its whole minutes, or why it cannot be used. GitHub
 * decides a job's timeouts on its side, from the same whole minutes; what it does with 0 or less is not
 * known here, so such a value is refused rather than guessed at.
 */
export function jobMinutes(value: unknown, key: string): { minutes: number } | { problem: string } {
  const minutes = wholeMinutes(value);
  if (minutes === null) return { problem: `${key} must be a number of minutes, ${notMinutes(value)}` };
  if (minutes < 1) {
    const cut = minutes === value ? '' : ` (GitHub keeps whole minutes: ${value} is ${minutes})`;
    return { problem: `${key} must be a whole number of minutes above 0, got ${value}${cut}` };
  }
  return { minutes };
}

/**
 * A step's `timeout-minutes` as the runner takes it (StepsRunner.RunStepAsync): whole minutes, and none at
 * all for 0 or less; null when the value is no number (the runner then logs an error and runs the step
 * without a timeout).
 */
export function stepMinutes(value: unknown): { minutes: number | null } | null {
  const minutes = wholeMinutes(value);
  if (minutes === null) return null;
  return { minutes: minutes > 0 ? minutes : null };
}
