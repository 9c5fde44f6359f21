import { availableParallelism } from 'node:os';
import type { NotStoredRecords } from '../../adapters/local/run-records.js';
import { shorten } from '../../core/cut-text.js';
import { errorLines, formatError, UserError } from '../../core/errors.js';
import { type CliIO, EXIT } from '../io.js';
import type { ProgressMode } from '../plain-progress.js';
import { terminalField, terminalMessage, terminalSafe } from '../terminal-safe.js';

export { terminalField, terminalMessage, terminalSafe };

/** Commander collector for repeatable options (`--input a=1 --input b=2`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** `k=v` pairs of a repeatable option as a map; a pair without `=` or with an empty key is a usage error. */
export function keyValues(pairs: readonly string[] | undefined, option: string): Record<string, string> {
  const entries: Array<[string, string]> = [];
  for (const pair of pairs ?? []) {
    const equals = pair.indexOf('=');
    if (equals <= 0) {
      throw new UserError('usage', `${JSON.stringify(pair)} is not key=value`, { where: option });
    }
    const key = pair.slice(0, equals);
    // The last one would win silently: a typo in a long command line, or two values meant for two names.
    if (entries.some(([k]) => k === key)) {
      throw new UserError('usage', `${key} is given twice; give each name once`, { where: option });
    }
    entries.push([key, pair.slice(equals + 1)]);
  }
  return Object.fromEntries(entries);
}

/** An option's value that must be a whole number from 1 (of at most `digits` digits). */
export function wholeNumberFrom1(value: string, option: string, digits = 9): number {
  if (!new RegExp(`^\\d{1,${digits}}$`).test(value) || Number(value) < 1) {
    throw new UserError('usage', `${JSON.stringify(value)} is not a whole number from 1`, { where: option });
  }
  return Number(value);
}

/** `-j N`: a whole number from 1; the CPU count by default. */
export function concurrency(value: string | undefined): number {
  return value === undefined ? availableParallelism() : wholeNumberFrom1(value, '-j', 4);
}

/** The live view on a terminal; plain lines in CI, when piped or with --plain; JSON lines with --json. */
export function progressMode(io: CliIO, options: { plain?: boolean; json?: boolean }): ProgressMode {
  if (options.json) return 'json';
  // A terminal that cannot move its cursor (TERM=dumb: an editor's shell, a pager) gets plain lines.
  if (options.plain || !io.isTTY || (io.env.CI && io.env.CI !== 'false') || io.env.TERM === 'dumb')
    return 'plain';
  return 'live';
}

/**
 * Whether the live view is coloured, as the environment says (`--no-color` is asked first): FORCE_COLOR as
 * Node reads it, over NO_COLOR (`''`, `1`, `true`, `2` or `3`: colours; anything else, `0` and `false`
 * among them: none); else NO_COLOR set to anything but `''` turns them off (no-color.org).
 */
export function coloursFromEnv(env: NodeJS.ProcessEnv): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return ['', '1', 'true', '2', '3'].includes(force);
  return !env.NO_COLOR;
}

/** The first line of `text`, terminal-safe and cut to `max` characters: one line of a listing. */
export function terminalLine(text: string, max: number): string {
  return shorten(terminalSafe(text.split('\n')[0] ?? ''), max);
}

/**
 * What `baton show` and `baton history` say on stderr of a run's records that cannot be read: how many, then
 * each reason on a line of its own, and under it what to do (its error's details): said once under the
 * reasons it is the same for (every record of a run made by another user has the same fix).
 */
export function unreadableRecords(run: string, reasons: readonly string[]): string {
  const count = reasons.length;
  const lines: string[] = [];
  reasons.forEach((reason, i) => {
    lines.push(`  ${terminalLine(reason, 400)}`);
    const details = detailsOf(reason);
    if (details !== detailsOf(reasons[i + 1] ?? ''))
      for (const detail of details.split('\n').filter(Boolean))
        lines.push(`    ${terminalLine(detail, 400)}`);
  });
  return `baton: ${count === 1 ? 'a record' : `${count} records`} of run ${run} cannot be read:\n${lines.map((line) => `${line}\n`).join('')}`;
}

/** What `baton show`, `baton history` and `baton report` say on stderr first of a run whose run.json cannot be read. */
export function unreadableRun(error: UserError): string {
  return `baton: ${formatError(error)}\n`;
}

/**
 * What `baton show <run>` and `baton history` say last, on stderr, of what of the run they could not read:
 * its run.json (`runUnreadable`, null when read), then its records (`reasons`, see unreadableRecords), then
 * the records it never stored (`notStored`, see neverStored). Returns the exit code: a failure when any of
 * them is missing.
 */
export function sayUnreadable(
  io: CliIO,
  run: string,
  runUnreadable: UserError | null,
  reasons: readonly string[],
  notStored: NotStoredRecords | null = null,
): number {
  if (runUnreadable !== null) io.stderr(unreadableRun(runUnreadable));
  if (reasons.length > 0) io.stderr(unreadableRecords(run, reasons));
  if (notStored !== null) io.stderr(neverStored(run, notStored));
  return runUnreadable !== null || reasons.length > 0 || notStored !== null ? EXIT.failure : EXIT.ok;
}

/**
 * What `baton show` and `baton history` say on stderr of the records a run's jobs recorded that it never
 * stored: how many, each on a line of its own with why, then what to do about them all.
 */
export function neverStored(run: string, notStored: NotStoredRecords): string {
  const count = notStored.records.length;
  const lines = [
    ...notStored.records.map((record) => `  ${terminalLine(record.reason, 400)}`),
    `  ${terminalLine(notStored.fix, 400)}`,
  ];
  return `baton: ${count === 1 ? 'a record' : `${count} records`} of run ${run} ${count === 1 ? 'was' : 'were'} never stored:\n${lines.map((line) => `${line}\n`).join('')}`;
}

/** The lines after the first of a formatted error (its details, each indented by two spaces), unindented. */
function detailsOf(reason: string): string {
  return errorLines(reason).slice(1).join('\n');
}
