import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countTokens, cutToTokens, loadTokenizer, TOKENIZER_ENCODING } from '../../../src/core/tokens.js';

describe('tokens (o200k_base)', () => {
  beforeAll(() => loadTokenizer());

  it('counts ordinary text exactly as the o200k_base encoding does', () => {
    const text =
      'The quick brown fox jumps over the lazy dog.\nÜber café — 日本語のテキスト 👍🏽\n\tfunction f(x) { return x + 1; }';
    expect(TOKENIZER_ENCODING).toBe('o200k_base');
    expect(countTokens(text)).toBe(encode(text).length);
    expect(countTokens('')).toBe(0);
  });

  it('counts long runs of one kind (which BPE merges in quadratic time) in slices, within a token per slice', () => {
    for (const run of ['a'.repeat(5000), ' '.repeat(5000), '!'.repeat(5000), 'xyz'.repeat(2000)]) {
      const exact = encode(run).length;
      const sliced = countTokens(`start ${run} end`);
      expect(Math.abs(sliced - (exact + 2))).toBeLessThanOrEqual(Math.ceil(run.length / 64) + 2);
    }
  });

  it('counts a 64 KiB run of letters, which the plain encoder takes seconds over', () => {
    const letters = Array.from({ length: 65536 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join(
      '',
    );
    const count = countTokens(letters);
    expect(count).toBeGreaterThan(65536 / 8);
    expect(count).toBeLessThan(65536);
  });

  it('cuts to at most N tokens on a token boundary, returning a true prefix', () => {
    const text = 'Größe und Gewicht 👍🏽👍🏽👍🏽 '.repeat(50);
    for (const n of [0, 1, 2, 3, 7, 50, 123]) {
      const cut = cutToTokens(text, n);
      expect(text.startsWith(cut.text)).toBe(true);
      expect(countTokens(cut.text)).toBe(cut.kept);
      expect(cut.kept).toBeLessThanOrEqual(n);
      expect(cut.total).toBe(countTokens(text));
      expect(cut.text).not.toContain('\uFFFD');
    }
    expect(cutToTokens('short', 100)).toEqual({ text: 'short', kept: 1, total: 1 });
  });

  it('cuts inside a long run too', () => {
    const text = `intro ${'z'.repeat(3000)}`;
    const cut = cutToTokens(text, 40);
    expect(text.startsWith(cut.text)).toBe(true);
    expect(cut.kept).toBeLessThanOrEqual(40);
    expect(cut.text.length).toBeGreaterThan(40);
  });
});

describe('tokens before the tokenizer is loaded', () => {
  it('countTokens and cutToTokens ask for loadTokenizer first, as a usage error naming the function', async () => {
    // A fresh module graph, where the tokenizer has not been loaded yet.
    vi.resetModules();
    const fresh = await import('../../../src/core/tokens.js');
    const errors = await import('../../../src/core/errors.js');
    for (const [name, call] of [
      ['countTokens', () => fresh.countTokens('text')],
      ['cutToTokens', () => fresh.cutToTokens('text', 1)],
    ] as const) {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(errors.UserError);
      expect((thrown as InstanceType<typeof errors.UserError>).code).toBe('usage');
      expect(errors.formatError(thrown)).toBe(
        `${name}: the tokenizer is not loaded: await loadTokenizer() before counting tokens`,
      );
    }
  });
});
