import { describe, expect, it } from 'vitest';
import { closest, didYouMeanAside } from '../../src/core/suggest.js';

describe('closest: the known name a typo meant', () => {
  it('finds a name a few edits away, a swap of neighbours, or one the typo abbreviates', () => {
    expect(closest('secnd', ['first', 'second'])).toBe('second');
    expect(closest('fiel', ['file', 'data'])).toBe('file');
    expect(closest('trunc', ['truncate', 'tokens'])).toBe('truncate');
    expect(closest('ab', ['ba'])).toBe('ba');
  });

  it('finds a matrix leg named with its values in another order, a near typo first', () => {
    const legs = ['test-18-linux', 'test-20-linux', 'test-18-mac', 'test-20-mac'];
    expect(closest('test-linux-18', legs)).toBe('test-18-linux');
    expect(closest('test-mac-20', legs)).toBe('test-20-mac');
    expect(closest('test-18-linx', legs)).toBe('test-18-linux');
    expect(closest('test-linux-22', legs)).toBeUndefined();
  });

  it('makes no guess when every letter would change: c is not a misspelt a', () => {
    expect(closest('c', ['a', 'b'])).toBeUndefined();
    expect(closest('xy', ['ab'])).toBeUndefined();
    expect(didYouMeanAside('c', ['a', 'b'])).toBe('');
  });
});
