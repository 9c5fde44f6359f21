import { describe, expect, it } from 'vitest';
import { lineRunsRedactNothing, redactText } from '../../src/core/redact.js';
import { random, randomOutput } from '../support/random-output.js';

/** The runs of consecutive lines of `text` (parted by `\n`) that redactText changes, read alone. */
function runsRedacted(text: string, secrets: readonly string[]): string[] {
  const lines = text.split('\n');
  const changed: string[] = [];
  for (let from = 0; from < lines.length; from++) {
    for (let to = from + 1; to <= lines.length; to++) {
      const run = lines.slice(from, to).join('\n');
      if (redactText(run, secrets).text !== run) changed.push(run);
    }
  }
  return changed;
}

describe('lineRunsRedactNothing', () => {
  it('says so only when no run of the lines, read alone, redacts: 6000 seeded random outputs', () => {
    const wrong: { seed: number; text: string; secrets: string[]; redacted: string[] }[] = [];
    let clean = 0;
    let nearMisses = 0;
    for (let seed = 1; seed <= 6000 && wrong.length < 3; seed++) {
      const output = randomOutput(random(seed));
      const secrets = output.secrets();
      // Lines parted by line feeds, as a reader of lines joins them (the \r of a progress line ends one too).
      const text = output
        .text(2 + output.int(10))
        .replace(/\r\n?/g, '\n')
        .slice(0, -1);
      if (!lineRunsRedactNothing(text, secrets)) continue;
      clean++;
      if (/:\/\/|sk-|AKIA|ASIA|AIza|eyJ|gh[pousr]_|github_pat_|%|BEGIN/.test(text)) nearMisses++;
      const redacted = runsRedacted(text, secrets);
      if (redacted.length > 0) wrong.push({ seed, text, secrets, redacted });
    }
    expect(wrong).toEqual([]);
    // Enough outputs read clean for the claim to be tested, near misses among them.
    expect(clean).toBeGreaterThan(1500);
    expect(nearMisses).toBeGreaterThan(250);
  });

  it('reads a run from the indentation of its first line: a value found there is not left out', () => {
    // Read without its escape sequence, the secret starts with blanks; the whole text reads the second line
    // without its indentation (a removed line break takes it), a run from that line with it.
    const secret = '\u001b[1m  shouty-secret';
    const text = 'first\n  shouty-secret';
    expect(redactText('  shouty-secret', [secret]).text).toBe('[REDACTED:secret-value]');
    expect(lineRunsRedactNothing(text, [secret])).toBe(false);
  });

  it('reads a URL whose password a run ends before its `@` as one that may hold one', () => {
    // The run `s://u:[REDACTED:a@b]` finds a password (its `]` is not right before its last `@`); the whole,
    // `…]@h`, takes it for a redacted one. Any `@` in the authority counts.
    const text = 's://u:[REDACTED:a@b]\n@h';
    expect(redactText('s://u:[REDACTED:a@b]', []).text).not.toBe('s://u:[REDACTED:a@b]');
    expect(lineRunsRedactNothing(text, [])).toBe(false);
  });

  it('says so for ordinary output: words, URLs without a password, a token prefix inside a word, 50%', () => {
    const text = [
      '2025-01-01T12:00:00Z [info] worker-3 processed item 123 in 12ms status=ok',
      'GET https://registry.npmjs.org/left-pad 200 task-runner disk-usage 50% done',
      '',
      '  indented, then a blank line',
    ].join('\n');
    expect(lineRunsRedactNothing(text, ['hunter2-super-secret-value'])).toBe(true);
  });

  it('reads colour codes as redaction does: a token a colour code splits or follows is one', () => {
    const token = `${'gh'}p_${'a1B2c3D4e5'.repeat(3)}abcdef`;
    expect(lineRunsRedactNothing('a \u001b[32mgreen\u001b[0m line\nnext', [])).toBe(true);
    expect(lineRunsRedactNothing(`x\n${token.slice(0, 2)}\u001b[1m${token.slice(2)}\ny`, [])).toBe(false);
    expect(lineRunsRedactNothing(`x\nword\u001b[0m${token}\ny`, [])).toBe(false);
  });

  it('says not for a terminal title or link, which may run across lines, or a carriage return', () => {
    expect(lineRunsRedactNothing('a \u001b]0;title\u0007 line\nnext', [])).toBe(false);
    expect(lineRunsRedactNothing('10%\r20%\nnext', [])).toBe(false);
  });
});
