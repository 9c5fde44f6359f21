/**
 * A trimmed line shorter than this is not registered as a mask: the runner would blank it out of ordinary
 * words in every later line of the job's log.
 */
const MASK_LINE_MIN_LENGTH = 4;

/**
 * What a stage action (the root action, `prepare`, `capture`) registers with the runner as masks of the
 * values it redacts, one `::add-mask::` each: every line of every value (masks are per line), but a short
 * one. The runner then masks them in every later output of the job; `baton run` does the same with them.
 */
export function maskLinesOf(values: readonly string[]): string[] {
  const lines: string[] = [];
  for (const value of values) {
    for (const line of value.split(/\r?\n/)) if (line.trim().length >= MASK_LINE_MIN_LENGTH) lines.push(line);
  }
  return lines;
}
