import { describe, expect, it } from 'vitest';
import {
  terminalField,
  terminalLine,
  terminalMessage,
  terminalSafe,
} from '../../src/cli/commands/run-options.js';
import { withoutTerminalSequences } from '../../src/core/terminal-sequences.js';

describe('terminalSafe', () => {
  it('makes every character a terminal could act on visible, and keeps line breaks, tabs and plain text', () => {
    const acted = [
      '\u001b[2J', // escape sequences
      '\u0007', // bell
      '\r', // carriage return: overwrites the line
      '\u009b', // C1 control sequence introducer
      '\u202e', // right-to-left override
      '\u2066', // isolates
      '\u061c', // Arabic letter mark
      '\u200b', // zero width space
      '\u2028', // line separator
      '\u2029', // paragraph separator
      '\ufeff', // byte order mark / zero width no-break space
    ];
    for (const text of acted) {
      const safe = terminalSafe(`a${text}b`);
      expect(safe, JSON.stringify(text)).toMatch(/^a(\\u[0-9a-f]{4}|\[2J)+b$/);
      expect(safe).not.toContain(text[0]);
    }
    expect(terminalSafe('line 1\n\tline 2 — é ✓ 漢字')).toBe('line 1\n\tline 2 — é ✓ 漢字');
  });

  it('keeps a joiner a reader needs: inside an emoji sequence, between letters of a script written with it', () => {
    for (const text of ['👩‍💻', '👨‍👩‍👧', '❤️‍🔥', '🏳️‍🌈', '🧑🏽‍💻', 'می‌خواهم', 'क्‍ष'])
      expect(terminalSafe(`see ${text}.`)).toBe(`see ${text}.`);
    // Anywhere else a joiner only hides itself: between Latin, Greek or Cyrillic letters, at an emoji's
    // edge, doubled, or joining scripts.
    expect(terminalSafe('ad\u200dmin ad\u200cmin')).toBe('ad\\u200dmin ad\\u200cmin');
    expect(terminalSafe('\u200d👩 👩\u200d 👩\u200d\u200d💻')).toBe('\\u200d👩 👩\\u200d 👩\\u200d\\u200d💻');
    expect(terminalSafe('a\u200dم м\u200cм')).toBe('a\\u200dم м\\u200cм');
    expect(terminalSafe('👩\u200b💻')).toBe('👩\\u200b💻');
  });

  it('judges a joiner by the letters beside it, past combining marks: an accent makes Latin no other script', () => {
    // A combining mark (Script=Inherited) next to the joiner: the letters beyond it are Latin.
    expect(terminalSafe('pay\u0301\u200d\u0301pal')).toBe('pay\u0301\\u200d\u0301pal');
    expect(terminalSafe('pa\u0301\u200cy')).toBe('pa\u0301\\u200cy');
    // Marks with no letter before them, or a joiner at the text's edge.
    expect(terminalSafe('\u0301\u200dक \u200dक क\u094d\u200d')).toBe(
      '\u0301\\u200dक \\u200dक क\u094d\\u200d',
    );
    // Past a virama, a vowel sign or a harakat, to a letter of the same script: kept.
    for (const text of ['क्\u200dष', 'র\u200d্য', 'ශ්\u200dරී', 'ന്\u200dറ', 'بَ\u200cب', 'ـ\u200dب'])
      expect(terminalSafe(text)).toBe(text);
  });

  it('keeps a joiner only between letters of one script written with joiners: not Han, Hangul or Thai', () => {
    for (const text of [
      '中\u200d文',
      '中\u200c文',
      '한\u200d글',
      'ก\u200dข',
      'ა\u200dბ',
      'ب\u200dक',
      'क\u200cক',
    ])
      expect(terminalSafe(text), text).toBe(
        text.replace(/[\u200c\u200d]/, (j) => `\\u${j.charCodeAt(0).toString(16)}`),
      );
    const written = [
      'می\u200cخواهم', // Persian (Arabic)
      'ܐ\u200dܒ', // Syriac
      'ދ\u200cވ', // Thaana
      'ߊ\u200dߓ', // N'Ko
      'क्\u200dष', // Devanagari
      'ক্\u200cষ', // Bengali
      'ਕ੍\u200dਸ', // Gurmukhi
      'ક્\u200dષ', // Gujarati
      'କ୍\u200dଷ', // Oriya
      'க்\u200dஷ', // Tamil
      'క్\u200cష', // Telugu
      'ಕ್\u200dಷ', // Kannada
      'ക്\u200cക', // Malayalam
      'ක්\u200dෂ', // Sinhala
      'ᠮ\u200dᠣ', // Mongolian
    ];
    for (const text of written) expect(terminalSafe(text), text).toBe(text);
  });

  it('stays linear over a long run of marks and joiners', () => {
    const marks = '\u0301'.repeat(20_000);
    const text = `a${`${marks}\u200d`.repeat(50)}a`;
    expect(terminalSafe(text)).toBe(`a${`${marks}\\u200d`.repeat(50)}a`);
    const virama = `क${'\u094d\u200d'.repeat(20_000)}`;
    expect(terminalSafe(virama)).toBe(`क${'\u094d\\u200d'.repeat(20_000)}`);
  });

  it('terminalLine keeps one line of it', () => {
    expect(terminalLine('first \u001b[31mred\nsecond', 80)).toBe('first \\u001b[31mred');
  });
});

describe('terminalField and terminalMessage', () => {
  it('terminalField shows a line feed as \\u000a too: a one-line field never starts a line', () => {
    expect(terminalField('evil\u001b[2J\nFORGED\r\u2028x')).toBe(
      'evil\\u001b[2J\\u000aFORGED\\u000d\\u2028x',
    );
    expect(terminalField('build (18, linux) — é ✓')).toBe('build (18, linux) — é ✓');
  });

  it('terminalMessage keeps its lines, each after the first indented, and escapes the rest', () => {
    expect(terminalMessage('m\u001b]52;c;x\u0007\nFORGED\n  deeper', '    ')).toBe(
      'm\\u001b]52;c;x\\u0007\n    FORGED\n      deeper',
    );
    expect(terminalMessage('one line', '    ')).toBe('one line');
  });
});

describe('withoutTerminalSequences', () => {
  it('leaves out colours, cursor moves and title changes, and keeps every other character for terminalSafe', () => {
    const text =
      '\u001b[1;31mred\u001b[0m \u001b[2K\u001b[10Aup \u001b]0;title\u0007\u001b]8;;https://x\u001b\\link bell\u0007 esc\u001bX';
    expect(withoutTerminalSequences(text)).toBe('red up link bell\u0007 esc\u001bX');
    expect(terminalSafe(withoutTerminalSequences(text))).toBe('red up link bell\\u0007 esc\\u001bX');
  });
});
