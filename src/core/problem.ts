import * as z from './zod.js';

/**
 * A problem found while handling a stage: a validation error, a warning, a redaction. Problems are data:
 * they are kept in the record and shown in reports.
 */
export const Problem = z.object({
  /** Stable code, e.g. `handoff-invalid`, `handoff-missing`, `redacted`, `next-unknown-stage`. */
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  /** JSON path (`$.data.key`), template position (`line 3, column 5`) or other location; `$` for the whole. */
  path: z.string(),
  message: z.string(),
});
export type Problem = z.infer<typeof Problem>;

/** `path: message`, the one-line form used on stderr and in logs. */
export function formatProblem(problem: Problem): string {
  return `${problem.path}: ${problem.message}`;
}
