import { availableParallelism } from 'node:os';
import { shorten } from '../../core/cut-text.js';
import { UserError } from '../../core/errors.js';
import type { CliIO } from '../io.js';
import type { ProgressMode } from '../progress.js';

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
    entries.push([pair.slice(0, equals), pair.slice(equals + 1)]);
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
 * A joiner a reader needs, which stays: the zero-width joiner inside an emoji sequence (👩‍💻, 👨‍👩‍👧), and
 * either joiner between two letters of a script that is written with them (Persian می‌خواهم, Devanagari
 * क्‍ष). Between Latin, Greek or Cyrillic letters, or anywhere else, a joiner only hides itself.
 */
const READ_JOINER =
  /(?<=\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d(?=\p{Extended_Pictographic})|(?<=(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\p{L}\p{M}])[\u200c\u200d](?=(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\p{L}\p{M}])/uy;

/** Text from a handoff or a record for a terminal: control characters (escape sequences) become visible. */
export function terminalSafe(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g,
    (c, at: number) => {
      READ_JOINER.lastIndex = at;
      return READ_JOINER.test(text) ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    },
  );
}

/** The first line of `text`, terminal-safe and cut to `max` characters: one line of a listing. */
export function terminalLine(text: string, max: number): string {
  return shorten(terminalSafe(text.split('\n')[0] ?? ''), max);
}
