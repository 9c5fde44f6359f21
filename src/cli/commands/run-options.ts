import { availableParallelism } from 'node:os';
import { shorten } from '../../core/cut-text.js';
import { UserError } from '../../core/errors.js';
import { escapedCharacter, UNSAFE_CHARACTERS } from '../../core/one-line.js';
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

/** A zero-width joiner between two emoji of a sequence (👩‍💻, 👨‍👩‍👧, 🧑🏽‍💻, ❤️‍🔥): a reader needs it. */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d(?=\p{Extended_Pictographic})/uy;

/**
 * The scripts written with ZWJ and ZWNJ: Arabic-type joining scripts, where ZWNJ breaks a cursive
 * connection inside a word (Persian می‌خواهم) and ZWJ keeps one, and the Indic scripts, where either picks a
 * conjunct's form (Devanagari क्‍ष, Sinhala ශ්‍රී, Malayalam chillu). Unicode's guidance for identifiers
 * (UAX #31 §2.3, L2/06-353) allows the joiners only between letters of one such script, marks skipped.
 */
const JOINER_SCRIPTS = [
  'Arabic',
  'Syriac',
  'Thaana',
  'Nko',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Mongolian',
] as const;
// Script_Extensions: the Arabic tatweel (ـ) is a letter of Arabic, Syriac and others, not of one script.
const JOINER_SCRIPT_LETTERS = JOINER_SCRIPTS.map((script) => new RegExp(`^\\p{scx=${script}}$`, 'u'));
const LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;

/**
 * The letter a joiner at `at` stands next to, looking `step` (-1 before, 1 after) past any combining marks
 * (a virama, a vowel sign, an accent); null when it meets anything else first. It reads only the run of
 * marks next to the joiner (another joiner ends the run), so the joiners of a text together read each of its
 * characters at most twice: linear, however many marks or joiners it holds.
 */
function letterBeside(text: string, at: number, step: -1 | 1): string | null {
  let i = at;
  for (;;) {
    let char: string;
    if (step === 1) {
      i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      if (i >= text.length) return null;
      char = String.fromCodePoint(text.codePointAt(i) as number);
    } else {
      if (i <= 0) return null;
      const low = text.charCodeAt(i - 1);
      const high = text.charCodeAt(i - 2);
      i -= low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? 2 : 1;
      char = String.fromCodePoint(text.codePointAt(i) as number);
    }
    if (MARK.test(char)) continue;
    return LETTER.test(char) ? char : null;
  }
}

/**
 * Whether the joiner at `at` is one a reader needs, and so stays: inside an emoji sequence, or between two
 * letters of one script written with joiners. Anywhere else (between Latin, Greek, Cyrillic or Han letters,
 * at an emoji's edge, doubled, joining two scripts) a joiner only hides itself.
 */
function isReadJoiner(text: string, at: number): boolean {
  EMOJI_JOINER.lastIndex = at;
  if (EMOJI_JOINER.test(text)) return true;
  const before = letterBeside(text, at, -1);
  const after = before === null ? null : letterBeside(text, at, 1);
  if (before === null || after === null) return false;
  return JOINER_SCRIPT_LETTERS.some((script) => script.test(before) && script.test(after));
}

const UNSAFE = new RegExp(`[${UNSAFE_CHARACTERS}]`, 'g');

/** Text from a handoff or a record for a terminal: control characters (escape sequences) become visible. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c, at: number) =>
    (c === '\u200c' || c === '\u200d') && isReadJoiner(text, at) ? c : escapedCharacter(c),
  );
}

/** The first line of `text`, terminal-safe and cut to `max` characters: one line of a listing. */
export function terminalLine(text: string, max: number): string {
  return shorten(terminalSafe(text.split('\n')[0] ?? ''), max);
}

/**
 * What `baton show` and `baton history` say on stderr of a run's records that cannot be read: how many, then
 * each reason on a line of its own.
 */
export function unreadableRecords(run: string, reasons: readonly string[]): string {
  const count = reasons.length;
  return `baton: ${count === 1 ? 'a record' : `${count} records`} of run ${run} cannot be read:\n${reasons.map((reason) => `  ${terminalLine(reason, 400)}\n`).join('')}`;
}
