import { describe, expect, it } from 'vitest';
import { redactFile } from '../../../src/core/stage/artifacts.js';
import { TEST_GH_TOKEN as GH_TOKEN, TEST_SECRET as SECRET } from '../../support/stage-harness.js';

/**
 * How an artifact file's bytes are stored (keepArtifacts): text redacted in its own encoding, UTF-16 as well
 * as UTF-8; anything else that holds a secret, read as bytes or as UTF-16, not kept. A secret is never
 * stored in clear, whatever the encoding that hid it from a UTF-8 reading.
 */
const WHERE = 'artifacts/notes.txt';
const le = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le'));
const be = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le').swap16());
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const redacted = (kind: string) => [
  {
    code: 'redacted',
    severity: 'warning',
    path: WHERE,
    message: `redacted 1 × ${kind === 'secret-value' ? 'known secret value' : 'GitHub token'} as [REDACTED:${kind}]`,
  },
];

function stored(bytes: Uint8Array, secrets: readonly string[] = [SECRET]) {
  const result = redactFile(bytes, secrets, WHERE);
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe('redactFile', () => {
  it('redacts UTF-16LE text with a byte order mark, kept in UTF-16LE with its BOM', () => {
    const result = stored(le(`\ufefftoken: ${SECRET}\r\n`));
    expect([...result.bytes]).toEqual([...le('\ufefftoken: [REDACTED:secret-value]\r\n')]);
    expect(result.problems).toEqual(redacted('secret-value'));
  });

  it('redacts UTF-16BE text with a byte order mark, kept in UTF-16BE with its BOM', () => {
    const result = stored(be(`\ufefftoken: ${SECRET}\n`));
    expect([...result.bytes]).toEqual([...be('\ufefftoken: [REDACTED:secret-value]\n')]);
    expect(result.problems).toEqual(redacted('secret-value'));
  });

  it('redacts UTF-16 text without a byte order mark, either order, token shapes too', () => {
    expect([...stored(le(`token: ${GH_TOKEN}\n`)).bytes]).toEqual([
      ...le('token: [REDACTED:github-token]\n'),
    ]);
    const result = stored(be(`token: ${GH_TOKEN}\n`));
    expect([...result.bytes]).toEqual([...be('token: [REDACTED:github-token]\n')]);
    expect(result.problems).toEqual(redacted('github-token'));
  });

  it('changes nothing of a UTF-16 file but the secret: a lone surrogate and an odd last byte are kept', () => {
    const bytes = join(le(`\ufeff\ud800 é ${SECRET} 😀`), new Uint8Array([0x41]));
    const result = stored(bytes);
    expect([...result.bytes]).toEqual([
      ...join(le('\ufeff\ud800 é [REDACTED:secret-value] 😀'), new Uint8Array([0x41])),
    ]);
  });

  it('keeps UTF-16 text without a secret byte for byte', () => {
    const bytes = le('\ufeffnothing secret here\n');
    expect(stored(bytes)).toEqual({ bytes, problems: [] });
  });

  it('redacts UTF-16 inside UTF-8 text (a log that printed a UTF-16 file): NULs are valid UTF-8', () => {
    const head = new TextEncoder().encode('log of the run:\n');
    const result = stored(join(head, le(`token: ${SECRET}\n`)));
    expect(new TextDecoder().decode(result.bytes).replaceAll('\u0000', '')).toBe(
      'log of the run:\ntoken: [REDACTED:secret-value]\n',
    );
    expect(result.problems).toEqual(redacted('secret-value'));
  });

  it('refuses UTF-8 text holding a secret its redaction cannot read: UTF-16 with no NUL in it', () => {
    // 䅂䅃䅄䅅䅆䅇 in UTF-16LE is the ASCII "BACADAEAFAGA": UTF-8 text, where no reading of it as text finds it.
    const secret = '䅂䅃䅄䅅䅆䅇';
    for (const lead of ['log: ', 'log:  '])
      expect(redactFile(join(new TextEncoder().encode(lead), le(secret)), [secret], WHERE)).toEqual({
        refused: 'is UTF-8 text holding a secret encoded otherwise (as UTF-16), which cannot be redacted',
      });
  });

  it('refuses UTF-16 text the byte order mark does not announce (starting with other than ASCII), as binary', () => {
    // No BOM and no ASCII to tell the order by: read as binary, and refused for the secret its UTF-16 holds.
    expect(redactFile(le(`été ${SECRET}`), [SECRET], WHERE)).toEqual({
      refused: 'is not UTF-8 or UTF-16 text and holds a secret, which cannot be redacted from a binary file',
    });
  });

  it('refuses a binary file holding a secret as bytes or as UTF-16 of either order, at any offset', () => {
    const binary = new Uint8Array([0x89, 0xff, 0x00, 0xfe]);
    for (const secret of [
      new TextEncoder().encode(SECRET),
      le(SECRET),
      be(SECRET),
      join(new Uint8Array([0xff]), le(SECRET)),
      join(new Uint8Array([0xff]), be(SECRET)),
    ])
      expect(redactFile(join(binary, secret, binary), [SECRET], WHERE)).toEqual({
        refused:
          'is not UTF-8 or UTF-16 text and holds a secret, which cannot be redacted from a binary file',
      });
  });

  it('keeps a binary file without a secret, and UTF-8 text redacted, as before', () => {
    const binary = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    expect(stored(binary)).toEqual({ bytes: binary, problems: [] });
    const result = stored(new TextEncoder().encode(`\ufeffkey ${SECRET}\n`));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(result.bytes)).toBe(
      '\ufeffkey [REDACTED:secret-value]\n',
    );
    expect(result.problems).toEqual(redacted('secret-value'));
  });

  it('refuses a secret of characters above U+00FF hidden as UTF-16 in bytes with no NUL, which ASCII secrets need', () => {
    // Each of these characters is two bytes without a NUL in UTF-16: a file need not hold a NUL to hide it.
    const secret = '秘密鍵値秘密鍵値';
    for (const bytes of [
      join(new Uint8Array([0x80]), le(secret)),
      join(new Uint8Array([0x80, 0x81]), be(secret)),
    ]) {
      expect(bytes.includes(0)).toBe(false);
      expect(redactFile(bytes, [secret], WHERE)).toEqual({
        refused:
          'is not UTF-8 or UTF-16 text and holds a secret, which cannot be redacted from a binary file',
      });
    }
    // An ASCII secret cannot be UTF-16 in such bytes: the file is kept as it is.
    const plain = join(new Uint8Array([0x80]), le(secret));
    expect(stored(plain, [SECRET]).bytes).toEqual(plain);
  });
});
