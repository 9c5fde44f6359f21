import { describe, expect, it } from 'vitest';
import { callInWorker, type WorkerCall } from '../../support/call-in-worker.js';

/**
 * The sanitiser on text shaped to make regular expressions backtrack: each input here took the sanitiser of
 * baton ≤ d8d4bb9 minutes to hours (`[[` and 60 escaped backticks: longer than the universe has existed), a
 * report job stuck in it could not even be cancelled. Every pass is linear now; these tests check that the
 * output is right at sizes where anything worse than linear would not finish. They assert no time: the calls
 * run in a worker thread, so a pass that backtracks fails the test by its timeout instead of hanging the run.
 */

const SANITIZE = new URL('../../../src/core/report/sanitize.ts', import.meta.url);

/** Large enough that a quadratic pass takes minutes (2^19 characters; a linear one takes milliseconds). */
const BIG = 2 ** 19;

interface Case {
  name: string;
  call: WorkerCall;
  expected: string;
}

const markdown = (name: string, input: string, expected: string): Case => ({
  name,
  call: ['sanitizeMarkdown', input],
  expected,
});
const inline = (name: string, input: string, expected: string): Case => ({
  name,
  call: ['sanitizeInline', input],
  expected,
});

/** `\`` escapes: each is kept as one piece, and adjacent pieces that start with a backslash get a space. */
const escapedBackticks = (n: number) => Array.from({ length: n }, () => '\\`').join(' ');
const codeSpans = (span: string, n: number) => Array.from({ length: n }, () => span).join(' ');

/** Runs of 1, 2, 3 … backticks, each followed by `a`: no run has a partner, so each is escaped. */
function backtickRuns(length: number): { input: string; expected: string } {
  let input = '';
  let expected = '';
  for (let run = 1; input.length < length; run++) {
    input += `${'`'.repeat(run)}a`;
    expected += `${'\\`'.repeat(run)}a`;
  }
  return { input, expected };
}

const GROUPS: Record<string, Case[]> = {
  'link text': [
    markdown('`[[` and 60 escaped backticks', `[[${'\\`'.repeat(60)}`, `\\[\\[${escapedBackticks(60)}`),
    markdown('`![[` and 60 escaped backticks', `![[${'\\`'.repeat(60)}`, `!\\[\\[${escapedBackticks(60)}`),
    markdown('`[[` and 40 code spans', `[[${'`x` '.repeat(40)}`, `\\[\\[${codeSpans('`x`', 40)}`),
    markdown(
      '`[x][[` and 60 escaped backticks',
      `[x][[${'\\`'.repeat(60)}`,
      `\\[x\\]\\[\\[${escapedBackticks(60)}`,
    ),
    markdown('a run of `[`', '['.repeat(BIG), '\\['.repeat(BIG)),
    markdown('a run of `![`', '!['.repeat(BIG / 2), '!\\['.repeat(BIG / 2)),
    markdown('a run of `](`', ']('.repeat(BIG / 2), '\\]('.repeat(BIG / 2)),
    markdown(
      'a `[` and a run of bracketed groups',
      `[${'[x]'.repeat(BIG / 3)}`,
      `\\[${'\\[x\\]'.repeat(BIG / 3)}`,
    ),
  ],
  'link destinations and titles': [
    markdown('whitespace after `](`', `[a](${' '.repeat(BIG)}x`, `\\[a\\](${' '.repeat(BIG)}x`),
    markdown('titles in parentheses never closed', '[a](b ('.repeat(BIG / 7), '\\[a\\](b ('.repeat(BIG / 7)),
    markdown(
      'a destination of parenthesised groups, then no `)`',
      `[a](${'(b)'.repeat(BIG / 3)} x`,
      `\\[a\\](${'(b)'.repeat(BIG / 3)} x`,
    ),
  ],
  'reference definitions': [
    markdown(
      'whitespace around the destination',
      `[a]:${' '.repeat(2 ** 14)}b${' '.repeat(2 ** 14)}x`,
      `\\[a\\]:${' '.repeat(2 ** 14)}b${' '.repeat(2 ** 14)}x`,
    ),
    markdown(
      'tabs and a line break where the destination should be',
      `[a]:${'\t'.repeat(BIG)}\n${'\t'.repeat(BIG)}\nb`,
      `\\[a\\]:${'\t'.repeat(BIG)}\n${'\t'.repeat(BIG)}\nb`,
    ),
    markdown(
      'titles in parentheses never closed, one definition a line',
      '[a]: b (\n'.repeat(BIG / 9),
      '\\[a\\]: b (\n'.repeat(BIG / 9).slice(0, -1),
    ),
  ],
  whitespace: [
    markdown('a run of spaces inside the text', `a${' '.repeat(BIG)}x`, `a${' '.repeat(BIG)}x`),
    markdown('a run of spaces and line breaks', `a${' \n'.repeat(BIG / 2)}x`, `a${' \n'.repeat(BIG / 2)}x`),
    inline('a run of spaces on one line', `a${' '.repeat(BIG)}b`, `a${' '.repeat(BIG)}b`),
  ],
  'URLs and comments': [
    markdown(
      'a bare URL glued to a word, with a run of punctuation inside',
      `xhttps://a/${'?'.repeat(BIG)}b`,
      `x\`https://a/${'?'.repeat(BIG)}b\``,
    ),
    markdown('an autolink never closed', `<https://a/${'b'.repeat(BIG)}`, `&lt;https://a/${'b'.repeat(BIG)}`),
    markdown('HTML comments never closed', '<!--'.repeat(BIG / 4), '&lt;!--'.repeat(BIG / 4)),
    markdown(
      'a closing keyword before a run of underscores',
      `fix ${'_'.repeat(BIG)}`,
      `fix ${'_'.repeat(BIG)}`,
    ),
  ],
  'escapes and code spans': [
    markdown('escaped backticks', '\\`'.repeat(BIG / 2), escapedBackticks(BIG / 2)),
    markdown('backslashes', '\\'.repeat(BIG), codeSpans('\\\\', BIG / 2)),
    markdown('backtick runs of every length', backtickRuns(BIG).input, backtickRuns(BIG).expected),
    markdown(
      'runs of `<`, `*` and `<a:`',
      `${'<'.repeat(BIG)}${'*'.repeat(BIG)}${'<a:'.repeat(BIG / 3)}`,
      `${'&lt;'.repeat(BIG)}${'*'.repeat(BIG)}${'&lt;a:'.repeat(BIG / 3)}`,
    ),
  ],
  'images from another host, each made a link': [
    markdown(
      'images one after another',
      '![x](https://e.example/p.png)'.repeat(BIG / 32),
      '[image: x](https://e.example/p.png)'.repeat(BIG / 32),
    ),
    markdown(
      'badges one after another',
      '[![x](https://e.example/p.png)](https://y.example/)'.repeat(BIG / 64),
      '[image: x](https://y.example/)'.repeat(BIG / 64),
    ),
    markdown(
      'a run of `!` before an image',
      `${'!'.repeat(BIG)}![x](https://e.example/p.png)`,
      `${'!'.repeat(BIG)} [image: x](https://e.example/p.png)`,
    ),
  ],
  'mentions and references': [
    markdown('a chain of mentions', '@a'.repeat(BIG / 2), codeSpans('`@a`', BIG / 2)),
    markdown('a chain of references', '#1'.repeat(BIG / 2), codeSpans('`#1`', BIG / 2)),
    markdown('a word of repository name characters', 'a.-_'.repeat(BIG / 4), 'a.-_'.repeat(BIG / 4)),
  ],
};

/** The same text, or the first place where it is not (a diff of megabytes would help nobody). */
function expectSameText(actual: string, expected: string, name: string) {
  if (actual === expected) return;
  let i = 0;
  while (i < actual.length && actual[i] === expected[i]) i++;
  expect({ at: i, length: actual.length, around: actual.slice(Math.max(0, i - 20), i + 40) }, name).toEqual({
    at: i,
    length: expected.length,
    around: expected.slice(Math.max(0, i - 20), i + 40),
  });
}

describe('sanitising text shaped to make regular expressions backtrack', () => {
  it.each(Object.entries(GROUPS))('gives the right output for %s', async (_, cases) => {
    const outputs = await callInWorker<string>(
      SANITIZE,
      cases.map((c) => c.call),
    );
    for (const [i, c] of cases.entries()) expectSameText(outputs[i]!, c.expected, c.name);
  });
});
