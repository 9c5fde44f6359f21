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
