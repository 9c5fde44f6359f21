import { describe, expect, it } from 'vitest';
import { redactText } from '../../src/core/redact.js';
import { RedactedEcho, type RedactedEchoOptions } from '../../src/core/redacted-echo.js';
import { BASE64, keyMaterial } from '../support/key-material.js';

const ALNUM = BASE64.slice(0, 62);

// Spelled in parts, so no scanner takes this file for one holding tokens.
const GITHUB = `gh${'p_'}${'a1B2c3D4e5'.repeat(3)}abcdef`;
const AWS = `AK${'IA'}IOSFODNN7EXAMPLE`;
const SECRET = 'hunter2-super-secret-value-0123';
const KEY = [
  `-----BEGIN RSA PRIV${'ATE KEY'}-----`,
  'MIIEowIBAAKCAQEA1c7+9z5Pad7OejecsQ0bu3aumHNZrJFPMDkCbM5Gm3nAZHUF',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz',
  `-----END RSA PRIV${'ATE KEY'}-----`,
];

function echo(secrets: string[] = [SECRET], options?: RedactedEchoOptions) {
  let written = '';
  const writes: string[] = [];
  const e = new RedactedEcho(
    secrets,
    (text) => {
      writes.push(text);
      written += text;
    },
    options,
  );
  return { e, writes, written: () => written };
}

/** Output holding every kind of finding the echo must treat as agent.log does. */
const OUTPUT = [
  'starting',
  `token ${GITHUB} and ${AWS} in one line`,
  '',
  `the value ${SECRET} given to redact`,
  `wrapped ${GITHUB.slice(0, 20)}`,
  `    ${GITHUB.slice(20)} after the wrap`,
  ...KEY,
  'a line\r\nwith crlf',
  '10%\r20%\r100%',
  `  indented ${AWS}`,
  'done',
].join('\n');

describe('RedactedEcho', () => {
  it('writes, however the output is cut into chunks, exactly what redacting it whole gives (agent.log)', () => {
    const expected = redactText(OUTPUT, [SECRET]).text;
    for (let at = 0; at <= OUTPUT.length; at += 7) {
      for (const size of [1, 13, 4096]) {
        const { e, written } = echo();
        e.push(OUTPUT.slice(0, at), 'stdout');
        for (let i = at; i < OUTPUT.length; i += size) e.push(OUTPUT.slice(i, i + size), 'stdout');
        e.end();
        expect(written()).toBe(expected);
      }
    }
  });

  it('never writes a token, or a part of one, as its chunks come', () => {
    const { e, written } = echo();
    const chunks = ['split ', GITHUB.slice(0, 8), GITHUB.slice(8, 30), `${GITHUB.slice(30)} end\n`, 'next\n'];
    for (const chunk of chunks) {
      e.push(chunk, 'stdout');
      expect(written()).not.toContain(GITHUB.slice(0, 6));
    }
    e.flush();
    expect(written()).toBe('split [REDACTED:github-token] end\nnext\n');
  });

  it('never writes a part of a token or a value wrapped over three lines, line by line, before its last line comes', () => {
    // Lines 1 and 2 together are no secret yet; written on the next line's coming, line 1 would leave the
    // start of one that line 3 completes.
    const cases: Array<{ lines: string[]; part: string; secrets?: string[] }> = [
      {
        lines: [`tok ${GITHUB.slice(0, 14)}`, GITHUB.slice(14, 32), GITHUB.slice(32)],
        part: GITHUB.slice(0, 14),
      },
      { lines: ['v hunter2-su', 'per-secret-val', 'ue-0123'], part: 'hunter2-su' },
      { lines: [`id ${AWS.slice(0, 8)}`, AWS.slice(8, 14), AWS.slice(14)], part: AWS.slice(0, 8) },
      // A JWT wrapped at its dots.
      {
        lines: [
          `auth: ey${'JhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9'}`,
          `.ey${'JzdWIiOiIxMjM0NTY3ODkwIn0'}`,
          '.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        ],
        part: 'JhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
      },
    ];
    for (const { lines, part } of cases) {
      const { e, written } = echo();
      for (const line of lines) {
        e.push(`${line}\n`, 'stdout');
        expect(written()).not.toContain(part);
      }
      e.push('end\n', 'stdout');
      e.end();
      expect(written()).toBe(redactText(`${lines.join('\n')}\nend\n`, [SECRET]).text);
      expect(written()).not.toContain(part);
    }
  });

  it('writes a whole line once the next one has come, the last when the output goes quiet, a begun one at the end', () => {
    const { e, written } = echo();
    e.push('one\ntw', 'stdout');
    expect(written()).toBe('');
    e.push('o\nthree', 'stdout');
    expect(written()).toBe('one\n');
    e.flush();
    expect(written()).toBe('one\ntwo\n');
    e.flush();
    expect(written()).toBe('one\ntwo\n');
    e.end();
    expect(written()).toBe('one\ntwo\nthree');
  });

  it('with quietMs, writes the line held for the next once the output has been quiet that long, not after stop', async () => {
    // Timers fire in the order they are due: the echo's (5 ms) before the wait's (50 ms).
    const waitPast = () => new Promise((resolve) => setTimeout(resolve, 50));
    const { e, written } = echo([SECRET], { quietMs: 5 });
    e.push('one\ntwo\n', 'stdout');
    expect(written()).toBe('one\n');
    await waitPast();
    expect(written()).toBe('one\ntwo\n');
    e.push('three\nfour\n', 'stdout');
    e.stop();
    await waitPast();
    expect(written()).toBe('one\ntwo\nthree\n');
    e.end();
    expect(written()).toBe('one\ntwo\nthree\nfour\n');
  });

  it('keeps blank lines, \\r\\n and a progress bar’s \\r as they came', () => {
    const text = 'a\n\n  \nb\r\nc\r10%\r20%\r\n\nend\n';
    const { e, written } = echo();
    for (const char of text) e.push(char, 'stdout');
    e.end();
    expect(written()).toBe(text);
  });

  it('holds an open private key block through quiet output, and writes it as one marker at its END line', () => {
    const { e, written } = echo();
    e.push(`before\n${KEY[0]}\n`, 'stdout');
    e.flush();
    expect(written()).toBe(`before\n${KEY[0]}\n`);
    e.push(`${KEY[1]}\n`, 'stdout');
    e.flush();
    e.push(`${KEY[2]}\n`, 'stdout');
    e.flush();
    expect(written()).toBe(`before\n${KEY[0]}\n`);
    e.push(`${KEY[3]}\nafter\n`, 'stdout');
    e.flush();
    // The BEGIN line went before its body came; the marker stands for the block from there on.
    expect(written()).toBe(`before\n${KEY[0]}\n[REDACTED:private-key]\nafter\n`);
    for (const line of KEY.slice(1, 3)) expect(written()).not.toContain(line);
  });

  it('writes the marker in place of the rest of a token wrapped onto a line that came after quiet output', () => {
    const { e, written } = echo();
    e.push(`wrapped ${GITHUB.slice(0, 20)}\n`, 'stdout');
    e.flush();
    expect(written()).toBe(`wrapped ${GITHUB.slice(0, 20)}\n`);
    e.push(`  ${GITHUB.slice(20)} after\nnext\n`, 'stdout');
    e.end();
    expect(written()).not.toContain(GITHUB.slice(20));
    expect(written()).toBe(`wrapped ${GITHUB.slice(0, 20)}\n[REDACTED:github-token] after\nnext\n`);
  });

  it('with holdWhatMayGoOn, writes no part of a token or a value wrapped onto a line that comes after quiet output', () => {
    for (const [before, first, rest, after] of [
      ['wrapped ', GITHUB.slice(0, 20), `  ${GITHUB.slice(20)} after`, '[REDACTED:github-token] after'],
      ['the value ', 'hunter2-super-', 'secret-value-0123 given', '[REDACTED:secret-value] given'],
    ] as const) {
      const { e, written } = echo([SECRET], { holdWhatMayGoOn: true });
      e.push('starting\n', 'stdout');
      e.push(`${before}${first}\n`, 'stdout');
      e.flush();
      // The line before goes; the one that may go on waits for the next.
      expect(written()).toBe('starting\n');
      e.push(`${rest}\nnext\n`, 'stdout');
      e.flush();
      expect(written()).toBe(`starting\n${before}${after}\nnext\n`);
    }
  });

  it('with holdWhatMayGoOn, still writes a line that begins no secret once the output goes quiet', () => {
    const { e, written } = echo([SECRET], { holdWhatMayGoOn: true });
    e.push('slow start\n', 'stdout');
    expect(written()).toBe('');
    e.flush();
    expect(written()).toBe('slow start\n');
  });

  it('hides what `hide` hides in each line before it is redacted', () => {
    const { e, written } = echo([SECRET], {
      hide: (text) => text.replace('::add-mask::abc', '::add-mask::***'),
    });
    e.push('::add-mask::abc\nabc\n', 'stdout');
    e.end();
    expect(written()).toBe('::add-mask::***\nabc\n');
  });

  it('reads stdout and stderr apart: a line of one is never cut by the other’s', () => {
    const { e, written } = echo();
    e.push(`out ${GITHUB.slice(0, 10)}`, 'stdout');
    e.push(`err ${AWS}\n`, 'stderr');
    e.push(`${GITHUB.slice(10)}\n`, 'stdout');
    e.end();
    expect(written()).toBe('err [REDACTED:aws-key]\nout [REDACTED:github-token]\n');
  });

  it('writes a line too long to wait for in pieces, never cutting a token', () => {
    // Words, and tokens placed where a cut at 64 Ki or 4 Ki before the end would fall.
    let line = '';
    while (line.length < 200_000) line += 'some words, "quoted": ';
    for (const at of [65_536 - 4096 - 10, 65_536 - 20, 100_000, 131_072 - 4096 - 5]) {
      line = `${line.slice(0, at)} ${GITHUB} ${line.slice(at)}`;
    }
    const { e, written } = echo();
    let most = 0;
    for (let i = 0; i < line.length; i += 1000) {
      e.push(line.slice(i, i + 1000), 'stdout');
      most = Math.max(most, i + 1000 - written().length);
      expect(written()).not.toMatch(/gh[p]_[A-Za-z0-9]*$/);
      expect(written()).not.toContain(GITHUB.slice(0, 8));
    }
    // Written as it came, not held whole; every token whole.
    expect(written().length).toBeGreaterThan(100_000);
    expect(most).toBeLessThan(3 * 65_536);
    e.push('\n', 'stdout');
    e.end();
    expect(written()).toBe(redactText(`${line}\n`, [SECRET]).text);
  });

  it('never cuts a line too long to wait for inside a secret value that holds spaces', () => {
    const phrase = 'correct horse battery staple';
    const line = `${phrase}, `.repeat(8000);
    const { e, written } = echo([phrase]);
    for (let i = 0; i < line.length; i += 1000) {
      e.push(line.slice(i, i + 1000), 'stdout');
      expect(written()).not.toContain('correct');
    }
    expect(written().length).toBeGreaterThan(100_000);
    e.end();
    expect(written()).toBe(redactText(line, [phrase]).text);
  });

  it('never cuts a token in a long line of token characters alone (a URL-encoded payload), wherever its reads end', () => {
    const token = `gh${'p_'}${keyMaterial(36, ALNUM, 9)}`;
    const payload = '%7B%22name%22%3A%22value%22%2C%22n%22%3A12%7D';
    for (const at of [131_052, 131_070, 65_530, 100_000]) {
      // One line of 180 KB, the token at `at`, after a `%` (so it starts one); read as a pipe gives it.
      let line = 'payload=';
      while (line.length < at) line += payload;
      line = `${line.slice(0, at - 4)}%7B%${token}`;
      while (line.length < 180_000) line += payload;
      for (const size of [65_536, 4096, 1000]) {
        const { e, written } = echo();
        let most = 0;
        for (let i = 0; i < line.length; i += size) {
          e.push(line.slice(i, i + size), 'stdout');
          expect(written()).not.toContain(token.slice(0, 8));
          most = Math.max(most, Math.min(line.length, i + size) - written().length);
        }
        // Written as it came, holding no more than a long line's share.
        expect(written().length).toBeGreaterThan(100_000);
        expect(most).toBeLessThan(3 * 65_536);
        e.push('\n', 'stdout');
        e.end();
        expect(written(), `token at ${at}, read ${size} at a time`).toBe(
          redactText(`${line}\n`, [SECRET]).text,
        );
      }
    }
  });

  it('writes a run with no place to cut it once it passes 64 Ki characters, holding no more than that', () => {
    const { e, written } = echo();
    const run = 'x'.repeat(1000);
    for (let i = 0; i < 300; i++) {
      e.push(run, 'stdout');
      expect((i + 1) * 1000 - written().length).toBeLessThanOrEqual(65_536 * 2 + 1000);
    }
    e.end();
    expect(written()).toBe('x'.repeat(300_000));
  });
});

describe('RedactedEcho: UTF-16 output read as UTF-8 (cat of a file Windows PowerShell 5 wrote)', () => {
  it('echoes no part of a secret or token one NUL apart, whatever the pieces it comes in', () => {
    const wide = (text: string) => Buffer.from(text, 'utf16le').toString('utf8');
    const output = `before\n${wide(`\ufefftoken: ${SECRET} and ${GITHUB}\r\nnext line\r\n`)}after\n`;
    for (const size of [1, 7, 64, output.length]) {
      const { e, written } = echo();
      for (let i = 0; i < output.length; i += size) e.push(output.slice(i, i + size), 'stdout');
      e.end();
      const shown = written().replaceAll('\u0000', '');
      expect(shown, `pieces of ${size}`).toContain(
        'token: [REDACTED:secret-value] and [REDACTED:github-token]',
      );
      for (const secret of [SECRET, GITHUB])
        for (let at = 0; at + 8 <= secret.length; at++) {
          const part = secret.slice(at, at + 8);
          // "secret-v" is in the marker too.
          if (!'[REDACTED:secret-value] [REDACTED:github-token]'.includes(part))
            expect(shown).not.toContain(part);
        }
    }
  });
});
