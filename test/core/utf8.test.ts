import { describe, expect, it } from 'vitest';
import {
  decodeUtf8Escaped,
  escapedUtf8Length,
  firstEscapedByte,
  utf8Length,
  withEscapedBytesReplaced,
} from '../../src/core/utf8.js';

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe('utf8Length', () => {
  it.each([
    ['empty', ''],
    ['ASCII', 'summary'],
    ['two-byte', 'é ß ñ'],
    ['three-byte', '€ 日本語'],
    ['four-byte (surrogate pairs)', '😀🚀 𝄞'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', 'a\udc00b'],
    ['high surrogate at the end', 'abc\ud83d'],
    ['mixed', `x${'€'.repeat(1000)}😀\n\u0000`],
  ])('counts %s exactly as TextEncoder encodes it', (_name, text) => {
    expect(utf8Length(text)).toBe(encoded(text));
  });
});

describe('decodeUtf8Escaped', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);

  it('decodes UTF-8 as TextDecoder does, a byte order mark kept', () => {
    const text = '\ufeffcafé € 😀 \ufffd';
    expect(decodeUtf8Escaped(new TextEncoder().encode(text))).toBe(text);
    expect(firstEscapedByte(text)).toBeNull();
  });

  it('keeps each byte that is not UTF-8, and firstEscapedByte finds the first with its offset', () => {
    // A Latin-1 é, a sequence cut short (e2 82 then a space), an overlong encoding (c0 af), a lone continuation.
    const text = decodeUtf8Escaped(bytes(0x63, 0xe9, 0x20, 0xe2, 0x82, 0x20, 0xc0, 0xaf, 0x80, 0x61));
    expect([...text].map((c) => c.charCodeAt(0).toString(16))).toEqual([
      '63',
      'dce9',
      '20',
      'dce2',
      'dc82',
      '20',
      'dcc0',
      'dcaf',
      'dc80',
      '61',
    ]);
    expect(firstEscapedByte(text)).toEqual({ byte: 0xe9, offset: 1 });
    expect(firstEscapedByte(decodeUtf8Escaped(bytes(0xe2, 0x82, 0xac, 0xff)))).toEqual({
      byte: 0xff,
      offset: 3,
    });
    expect(withEscapedBytesReplaced(text)).toBe('c\ufffd \ufffd\ufffd \ufffd\ufffd\ufffda');
    expect(escapedUtf8Length(text)).toBe(10);
    expect(escapedUtf8Length(decodeUtf8Escaped(bytes(0xe2, 0x82, 0xac, 0xff)))).toBe(4);
  });

  it('takes no low surrogate of a pair for a kept byte', () => {
    // U+10080 is the pair d800 dc80: the low half is in the range kept bytes use.
    const text = String.fromCodePoint(0x10080);
    expect(decodeUtf8Escaped(new TextEncoder().encode(text))).toBe(text);
    expect(firstEscapedByte(text)).toBeNull();
    expect(withEscapedBytesReplaced(text)).toBe(text);
  });
});
