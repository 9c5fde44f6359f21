import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../src/core/utf8.js';

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
