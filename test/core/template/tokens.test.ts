import { decode, encode } from 'gpt-tokenizer/encoding/o200k_base';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countTokens,
  cutToTokens,
  loadTokenizer,
  TOKENIZER_ENCODING,
  tokenPrefix,
} from '../../../src/core/tokens.js';

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

  it('counts and cuts text that spells a special token (<|endoftext|>) as the ordinary text it is', () => {
    // A handoff can quote one (an agent writing about tokenizers); the encoder refuses it unless told.
    const text = 'The model printed <|endoftext|> and then <|im_start|>assistant, and stopped.';
    const ordinary = encode(text, { disallowedSpecial: new Set() });
    expect(ordinary.length).toBeGreaterThan(20);
    expect(countTokens(text)).toBe(ordinary.length);
    const cut = cutToTokens(text, 8);
    expect(text.startsWith(cut.text)).toBe(true);
    expect(cut.text).toContain('<|');
    expect(cut.kept).toBe(countTokens(cut.text));
    expect(cut.kept).toBeLessThanOrEqual(8);
    expect(cut.total).toBe(ordinary.length);
  });

  it('cuts inside a long run too', () => {
    const text = `intro ${'z'.repeat(3000)}`;
    const cut = cutToTokens(text, 40);
    expect(text.startsWith(cut.text)).toBe(true);
    expect(cut.kept).toBeLessThanOrEqual(40);
    expect(cut.text.length).toBeGreaterThan(40);
  });
});

describe('a cut depends only on its input', () => {
  beforeAll(() => loadTokenizer());

  // 🦄 is three tokens in o200k_base, the first two of them parts of its four UTF-8 bytes: a cut of two
  // tokens ends inside it. What every cut of this text to 9 tokens keeps, in a fresh process or not.
  const text = 'Summary: 🦄 unicorn tests pass 🦄 ok';
  const nine = { text: 'Summary: 🦄 unicorn tests pass ', kept: 9, total: 12 };

  it('cuts a text the same after a cut of another text that ended inside a character', () => {
    expect(cutToTokens(text, 9)).toEqual(nine);
    expect(cutToTokens('🦄🦄🦄🦄', 2)).toEqual({ text: '', kept: 0, total: 12 });
    expect(cutToTokens(text, 9)).toEqual(nine);
    expect(tokenPrefix('🦄🦄🦄🦄', 5)).toEqual({ text: '🦄', kept: 3 });
    expect(tokenPrefix(text, 9)).toEqual({ text: nine.text, kept: 9 });
  });

  it('cuts every prefix of a multi-byte text the same in any order', () => {
    const mixed = 'Größe 👍🏽 日本語のテキスト 🦄 𠜎𠜱 café — done';
    const total = countTokens(mixed);
    const upward = Array.from({ length: total + 1 }, (_, n) => cutToTokens(mixed, n));
    const downward = Array.from({ length: total + 1 }, (_, n) => cutToTokens(mixed, total - n)).reverse();
    expect(downward).toEqual(upward);
    // Each keeps the most whole characters its tokens allow: one more token never keeps less.
    for (let n = 1; n <= total; n++) expect(upward[n]!.text.startsWith(upward[n - 1]!.text)).toBe(true);
    expect(upward[total]!.text).toBe(mixed);
  });

  it('is not thrown off by a decode elsewhere in the process that ended inside a character', () => {
    // A library caller's own use of gpt-tokenizer, left mid-🦄.
    decode(encode('🦄').slice(0, 2));
    expect(cutToTokens(text, 9)).toEqual(nine);
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
