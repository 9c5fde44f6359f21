import { describe, expect, it } from 'vitest';
import { LiveLines } from '../../src/core/live-lines.js';

const SECRET = 'hunter2-super-secret-value-0123';
const TOKEN = `ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`;

function reader(secrets: string[] = [SECRET]) {
  const shown: string[] = [];
  const lines = new LiveLines(
    () => secrets,
    (line) => shown.push(line),
  );
  return { lines, shown, secrets };
}

describe('LiveLines', () => {
  it('shows each whole line once the next one has come, the last when the stream goes quiet or ends', () => {
    const { lines, shown } = reader();
    lines.push('one\ntw');
    expect(shown).toEqual([]);
    lines.push('o\nthree');
    expect(shown).toEqual(['one']);
    lines.flush();
    expect(shown).toEqual(['one', 'two']);
    lines.end();
    expect(shown).toEqual(['one', 'two', 'three']);
  });

  it('ends a line at \\n, \\r\\n or a lone \\r (a progress bar), and never shows a blank one', () => {
    const { lines, shown } = reader();
    lines.push('10%\r20%\r\n\n   \nok\n');
    lines.end();
    expect(shown).toEqual(['10%', '20%', 'ok']);
  });

  it('reads stdout and stderr apart: a line one has not finished is not joined to the other', () => {
    const { lines, shown } = reader();
    lines.push('out-', 'stdout');
    lines.push('err line\n', 'stderr');
    lines.push('line\n', 'stdout');
    lines.end();
    expect(shown.sort()).toEqual(['err line', 'out-line']);
  });

  it('redacts secret values and token shapes, and the values the secrets callback gives later', () => {
    const secrets = [SECRET];
    const { lines, shown } = reader(secrets);
    lines.push(`key ${SECRET}\ntoken ${TOKEN}\n`);
    lines.flush();
    secrets.push('a-mask-registered-later');
    lines.push('then a-mask-registered-later\n');
    lines.end();
    expect(shown).toEqual([
      'key [REDACTED:secret-value]',
      'token [REDACTED:github-token]',
      'then [REDACTED:secret-value]',
    ]);
  });

  it('never shows part of a secret wrapped across a line break, whichever line comes first', () => {
    const { lines, shown } = reader();
    const half = SECRET.length / 2;
    lines.push(`before\nkey ${SECRET.slice(0, half)}\n  ${SECRET.slice(half)} after\nnext\n`);
    lines.end();
    expect(shown).toEqual(['before', '[REDACTED:secret-value]', '[REDACTED:secret-value]', 'next']);
    expect(shown.join('\n')).not.toContain(SECRET.slice(0, 8));
    expect(shown.join('\n')).not.toContain(SECRET.slice(-8));
  });

  it('holds a wrapped token back until its second half has come, even across chunks', () => {
    const { lines, shown } = reader([]);
    lines.push(`token ${TOKEN.slice(0, 20)}\n`);
    expect(shown).toEqual([]);
    lines.push(`${TOKEN.slice(20)}\n`);
    lines.end();
    expect(shown).toEqual(['[REDACTED:github-token]', '[REDACTED:github-token]']);
  });

  it('shows no line of a private key block, BEGIN and END lines included, and goes on after it', () => {
    const { lines, shown } = reader([]);
    lines.push(
      [
        'before',
        '-----BEGIN OPENSSH PRIVATE KEY-----',
        'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
        'QyNTUxOQAAACDkTTrNJ4t1Z5fGqg4kqQ0ZxqM9yHw0v7VrNQ0k1XJ4lQAAAJg8lZw1PJWc',
        '-----END OPENSSH PRIVATE KEY-----',
        'after',
        '',
      ].join('\n'),
    );
    lines.end();
    expect(shown).toEqual(['before', 'after']);
  });

  it('shows nothing of a private key block the output ended inside', () => {
    const { lines, shown } = reader([]);
    lines.push(
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1c7+9z5Pad7OejecsQ0bu3aumHNZrJFPMDkCbM5Gm3nAZHUF',
    );
    lines.end();
    expect(shown).toEqual([]);
  });

  it('counts each line of a multi-line secret as a secret of its own', () => {
    const multi = 'first-line-of-the-secret-0001\nsecond-line-of-the-secret-0002';
    const { lines, shown } = reader([multi]);
    lines.push('x second-line-of-the-secret-0002 y\n');
    lines.end();
    expect(shown).toEqual(['x [REDACTED:secret-value] y']);
  });

  it('goes on showing after a line that only mentions a BEGIN line, at the first line no key holds (that line itself is not shown)', () => {
    const { lines, shown } = reader([]);
    lines.push(
      ['src/keys.ts:3: const HEADER = "-----BEGIN RSA PRIVATE KEY-----";', 'step two', 'step three', ''].join(
        '\n',
      ),
    );
    lines.end();
    expect(shown).toEqual(['step two', 'step three']);
  });

  it('ends a key cut off before its END line where its body ends: no line of the body is shown, the lines after it are', () => {
    const { lines, shown } = reader([]);
    lines.push(
      [
        'before',
        '-----BEGIN RSA PRIVATE KEY-----',
        'Proc-Type: 4,ENCRYPTED',
        'DEK-Info: AES-128-CBC,3F17F5316E2BAC89',
        '',
        'MIIEowIBAAKCAQEA1c7+9z5Pad7OejecsQ0bu3aumHNZrJFPMDkCbM5Gm3nAZHUF',
        'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ==',
        'step two: done',
        'step three',
        '',
      ].join('\n'),
    );
    lines.end();
    expect(shown).toEqual(['before', 'step two: done', 'step three']);
  });

  it('shows no line longer than 64 KiB, and reads the lines beside it with its ends', () => {
    const { lines, shown } = reader();
    const long = 'x'.repeat(70_000);
    lines.push(`before\n${long.slice(0, 30_000)}`);
    lines.push(long.slice(30_000));
    lines.push(` key ${SECRET.slice(0, 10)}\n  ${SECRET.slice(10)} then\nafter\n`);
    lines.end();
    expect(shown).toEqual(['before', '[REDACTED:secret-value]', 'after']);
  });

  it('keeps a private key block hidden when its BEGIN line was too long to show', () => {
    const { lines, shown } = reader([]);
    lines.push(`${'y'.repeat(70_000)}-----BEGIN RSA PRIVATE`);
    lines.push(' KEY-----\nMIIEowIBAAKCAQEA1c7+9z5Pad7OejecsQ0bu3aumHNZrJFPMDkCbM5Gm3nAZHUF\n');
    lines.push('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n');
    lines.push('-----END RSA PRIVATE KEY-----\nafter\n');
    lines.end();
    expect(shown).toEqual(['after']);
  });

  it('hides a PGP private key block as it hides any other', () => {
    const { lines, shown } = reader([]);
    lines.push(
      [
        '-----BEGIN PGP PRIVATE KEY BLOCK-----',
        '',
        'lQOYBGVxa1QBCADFakeKeyMaterialLine1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
        'Q2FkZUtleU1hdGVyaWFsTGluZTJ5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5',
        '-----END PGP PRIVATE KEY BLOCK-----',
        'after',
        '',
      ].join('\n'),
    );
    lines.end();
    expect(shown).toEqual(['after']);
  });

  it('reads the held line with the line that has begun to come when the stream goes quiet', () => {
    const { lines, shown } = reader();
    // One write: the first half of a wrapped secret, a line break, the rest without its line break yet.
    lines.push(`known: ${SECRET.slice(0, 13)}\n${SECRET.slice(13)}`);
    lines.flush();
    lines.push('\n');
    lines.end();
    expect(shown).toEqual(['[REDACTED:secret-value]', '[REDACTED:secret-value]']);
  });

  it('takes a \\r\\n split between two chunks as one line break', () => {
    const { lines, shown } = reader();
    lines.push(`known: ${SECRET.slice(0, 13)}\r`);
    lines.push(`\n${SECRET.slice(13)}\r\n`);
    lines.end();
    expect(shown).toEqual(['[REDACTED:secret-value]', '[REDACTED:secret-value]']);
  });

  it('shows no line longer than 64 KiB that comes whole in one chunk, and goes on after it', () => {
    const { lines, shown } = reader();
    lines.push(`before\n${'z'.repeat(100_000)}\nafter\n`);
    lines.end();
    expect(shown).toEqual(['before', 'after']);
  });

  it('hides a private key block whose BEGIN line a colour code splits', () => {
    const { lines, shown } = reader([]);
    lines.push(
      [
        '-----BEGIN RSA \u001b[1mPRIVATE KEY\u001b[0m-----',
        'MIIEowIBAAKCAQEA1c7+9z5Pad7OejecsQ0bu3aumHNZrJFPMDkCbM5Gm3nAZHUF',
        'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
        '-----END RSA PRIVATE KEY-----',
        'after',
        '',
      ].join('\n'),
    );
    lines.end();
    expect(shown).toEqual(['after']);
  });

  it('redacts a secret inside a terminal title or a link, even one that spans lines', () => {
    const { lines, shown } = reader();
    lines.push(`title \u001b]0;${SECRET}\u0007 end\nx \u001b]0;\n${SECRET}\n\u0007\nafter\n`);
    lines.end();
    expect(shown.join('\n')).not.toContain(SECRET.slice(0, 10));
    expect(shown.at(-1)).toBe('after');
  });

  it('hides a private key block whose BEGIN line is inside a terminal title', () => {
    const { lines, shown } = reader([]);
    lines.push(
      [
        'start',
        '\u001b]0;-----BEGIN RSA PRIVATE KEY-----\u0007',
        'MIIEowIBAAKCAQEA1c7+9z5Pad7OejecsQ0bu3aumHNZrJFPMDkCbM5Gm3nAZHUF',
        '-----END RSA PRIVATE KEY-----',
        'after',
        '',
      ].join('\n'),
    );
    lines.end();
    expect(shown).toEqual(['start', 'after']);
  });
});
