import { escapedCharacter, UNSAFE_CHARACTERS } from '../core/one-line.js';

/*
 * Text for a terminal, in a module of its own: `baton validate` and the stored-file printer load it without
 * the run options' parsing.
 */

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

/**
 * The Unicode property patterns the joiner rules read, made on first use: a text holds a joiner rarely, and
 * making them (fifteen script tables) is a good part of a cold `baton validate`'s start.
 */
let joinerPatterns:
  | { emojiJoiner: RegExp; scriptLetters: readonly RegExp[]; letter: RegExp; mark: RegExp }
  | undefined;
function patterns() {
  joinerPatterns ??= {
    /** A zero-width joiner between two emoji of a sequence (👩‍💻, 👨‍👩‍👧, 🧑🏽‍💻, ❤️‍🔥): a reader needs it. */
    emojiJoiner:
      /(?<=\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d(?=\p{Extended_Pictographic})/uy,
    // Script_Extensions: the Arabic tatweel (ـ) is a letter of Arabic, Syriac and others, not of one script.
    scriptLetters: JOINER_SCRIPTS.map((script) => new RegExp(`^\\p{scx=${script}}$`, 'u')),
    letter: /^\p{L}$/u,
    mark: /^\p{M}$/u,
  };
  return joinerPatterns;
}

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
    const { mark, letter } = patterns();
    if (mark.test(char)) continue;
    return letter.test(char) ? char : null;
  }
}

/**
 * Whether the joiner at `at` is one a reader needs, and so stays: inside an emoji sequence, or between two
 * letters of one script written with joiners. Anywhere else (between Latin, Greek, Cyrillic or Han letters,
 * at an emoji's edge, doubled, joining two scripts) a joiner only hides itself.
 */
function isReadJoiner(text: string, at: number): boolean {
  const { emojiJoiner, scriptLetters } = patterns();
  emojiJoiner.lastIndex = at;
  if (emojiJoiner.test(text)) return true;
  const before = letterBeside(text, at, -1);
  const after = before === null ? null : letterBeside(text, at, 1);
  if (before === null || after === null) return false;
  return scriptLetters.some((script) => script.test(before) && script.test(after));
}

const UNSAFE = new RegExp(`[${UNSAFE_CHARACTERS}]`, 'g');

/** Text from a handoff or a record for a terminal: control characters (escape sequences) become visible. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c, at: number) =>
    (c === '\u200c' || c === '\u200d') && isReadJoiner(text, at) ? c : escapedCharacter(c),
  );
}

/**
 * One line's field (a job, a workflow's name, a table cell) from a handoff or a record: terminalSafe, and a
 * line feed shown as `\u000a` too, so nothing in it starts a line that reads as baton's own (a table row, a
 * `job …` line).
 */
export function terminalField(text: string): string {
  return terminalSafe(text).replaceAll('\n', escapedCharacter('\n'));
}

/**
 * A message that may hold several lines (a problem, a stage's outcome, a summary), printed after a line's
 * start: terminalSafe, each line after its first indented by `indent`, deeper than the lines baton prints
 * around it, so it stays readable and no line of it reads as one of baton's.
 */
export function terminalMessage(text: string, indent: string): string {
  return terminalSafe(text).replaceAll('\n', `\n${indent}`);
}
