import { describe, expect, it } from 'vitest';
import { cutAt, shorten } from '../../src/core/cut-text.js';

describe('shorten', () => {
  it('leaves text that fits as it is, with no marker', () => {
    expect(shorten('Found the bug in the parser.', 28)).toBe('Found the bug in the parser.');
    expect(shorten('', 10)).toBe('');
  });

  it('cuts at the last word break that fits and ends with …, within max characters', () => {
    const text = 'Found the off-by-one in the tokenizer and fixed it';
    const cut = shorten(text, 30);
    expect(cut).toBe('Found the off-by-one in the…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('keeps a whole word that ends right at the cut', () => {
    expect(shorten('alpha beta gamma', 11)).toBe('alpha beta…');
  });

  it('cuts inside a word when the last break would lose more than half the line', () => {
    expect(shorten('see https://example.com/a/very/long/path/to/somewhere', 20)).toBe('see https://example…');
    expect(shorten('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}…`);
  });

  it('never splits a surrogate pair', () => {
    const cut = shorten(`${'a'.repeat(8)}😀😀`, 10);
    expect(cut).toBe(`${'a'.repeat(8)}…`);
  });
});

describe('cutAt', () => {
  it('keeps n units, one fewer at a high surrogate', () => {
    expect(cutAt('abcdef', 3)).toBe('abc');
    expect(cutAt('ab😀', 3)).toBe('ab');
    expect(cutAt('ab', 5)).toBe('ab');
  });
});
