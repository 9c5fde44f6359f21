import { describe, expect, it } from 'vitest';
import {
  filterPatterns,
  matchesFilter,
  passesIgnoreFilter,
  sampleName,
} from '../../../src/core/workflow/ref-filter.js';

describe("matchesFilter: GitHub's filter pattern cheat sheet", () => {
  it.each([
    // `*` stops at `/`, `**` does not.
    ['v*', 'v1.2.0', true],
    ['v*', 'v1/rc', false],
    ['v**', 'v1/rc', true],
    ['feature/*', 'feature/a', true],
    ['feature/*', 'feature/a/b', false],
    // `+` is one or more of the preceding character, `?` zero or one of it.
    ['[0-9]+.[0-9]+.[0-9]+', '14.1.0', true],
    ['[0-9]+.[0-9]+.[0-9]+', 'v14.1.0', false],
    ['[0-9]+.[0-9]+.[0-9]+', '14.1.0-rc1', false],
    ['[0-9]+.[0-9]+.[0-9]+', '14x1x0', false],
    ['v1.?0', 'v1.0', true],
    ['v1.?0', 'v10', true],
    ['v1.?0', 'v1..0', false],
    // A set and its ranges; `\` makes a special character literal.
    ['[CB]at', 'Cat', true],
    ['[1-2]00', '300', false],
    ['release\\+1', 'release+1', true],
    ['release\\+1', 'releasee1', false],
    ['1.0', '1x0', false],
  ])('%s on %s: %s', (pattern, name, matches) => {
    expect(matchesFilter(name, [pattern])).toBe(matches);
  });

  it('lets a later ! pattern take back what an earlier one matched, and a later pattern give it again', () => {
    expect(matchesFilter('v1.0.0-beta', ['v*', '!v*-beta'])).toBe(false);
    expect(matchesFilter('v1.0.0', ['v*', '!v*-beta'])).toBe(true);
    expect(matchesFilter('v1.0.0-beta', ['v*', '!v*-beta', 'v1.0.0-beta'])).toBe(true);
    expect(matchesFilter('v1', ['!v*'])).toBe(false);
  });

  it('matches nothing with a pattern that makes no expression, rather than throwing', () => {
    expect(matchesFilter('a', ['[z-a]'])).toBe(false);
  });

  it('reads a set as GitHub does: ranges, a - first or last itself, special characters literal', () => {
    expect(matchesFilter('-', ['[-a]'])).toBe(true);
    expect(matchesFilter('-', ['[a-]'])).toBe(true);
    expect(matchesFilter('b', ['[a-c-e]'])).toBe(true);
    expect(matchesFilter('d', ['[a-c-e]'])).toBe(false);
    expect(matchesFilter('*', ['[*?]'])).toBe(true);
    expect(matchesFilter('x', ['[*?]'])).toBe(false);
    expect(matchesFilter('a', ['[^b]'])).toBe(false);
    expect(matchesFilter('v1', ['v[0-9]+', '!v[^]'])).toBe(true);
  });

  it('takes + and ? after an escaped character or a set, and as themselves after * or another + or ?', () => {
    expect(matchesFilter('r++1', ['r\\++1'])).toBe(true);
    expect(matchesFilter('1.22', ['1.[0-9]+'])).toBe(true);
    expect(matchesFilter('a+', ['*+'])).toBe(true);
    expect(matchesFilter('a', ['*+'])).toBe(false);
    expect(matchesFilter('aa+', ['a++'])).toBe(true);
    expect(matchesFilter('aa', ['a++'])).toBe(false);
    expect(matchesFilter('+', ['+'])).toBe(true);
  });

  it('lets ** cross every character, a line separator too', () => {
    expect(matchesFilter('v1\u2028/x', ['v**'])).toBe(true);
    expect(matchesFilter('v1\u2028x', ['v*'])).toBe(true);
  });

  // A backtracking regular expression took seconds for the first and never ended for the second; the tags
  // of HEAD are matched before `baton run` starts.
  it('decides a pattern of many * or + against a long name that almost matches', () => {
    const name = `v${'1'.repeat(40)}!`;
    expect(matchesFilter(name, ['v*1*1*1*1*1*1*1*1*1*x'])).toBe(false);
    expect(matchesFilter(name, ['v*1*1*1*1*1*1*1*1*1*!'])).toBe(true);
    expect(passesIgnoreFilter(name, ['v*1*1*1*1*1*1*1*1*1*x'])).toBe(true);
    const ones = '1'.repeat(5000);
    expect(matchesFilter(`${ones}x`, ['1+1+1+1+1+1+1+1+'])).toBe(false);
    expect(matchesFilter(ones, ['1+1+1+1+1+1+1+1+'])).toBe(true);
    expect(matchesFilter(`${'a/'.repeat(2000)}b`, ['**a**a**a**a**a**c', '!**a**a**a**a**a**b'])).toBe(false);
    expect(matchesFilter(`${'a'.repeat(5000)}b`, ['a?'.repeat(50) + 'a'.repeat(50)])).toBe(false);
  });
});

describe('passesIgnoreFilter', () => {
  it('passes a name no pattern matches', () => {
    expect(passesIgnoreFilter('v1', ['*-rc*'])).toBe(true);
    expect(passesIgnoreFilter('v1-rc2', ['*-rc*'])).toBe(false);
  });
});

describe('sampleName', () => {
  it('is the simplest name a pattern matches', () => {
    for (const [pattern, sample] of [
      ['[0-9]+.[0-9]+.[0-9]+', '0.0.0'],
      ['release-*', 'release-0'],
      ['v1.?0', 'v10'],
      ['r\\+1', 'r+1'],
    ] as const) {
      expect(sampleName(pattern)).toBe(sample);
      expect(matchesFilter(sample, [pattern])).toBe(true);
    }
  });
});

describe('filterPatterns', () => {
  it('takes a list or one pattern, keeping only text', () => {
    expect(filterPatterns(['v*', 3, 'x'])).toEqual(['v*', 'x']);
    expect(filterPatterns('v*')).toEqual(['v*']);
    expect(filterPatterns(null)).toBeNull();
  });
});
