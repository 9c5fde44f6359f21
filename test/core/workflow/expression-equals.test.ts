import { describe, expect, it } from 'vitest';
import { expressionEquals } from '../../../src/core/workflow/expression-equals.js';
import { expressions } from '../../support/workflow-language.js';

describe('expressionEquals', () => {
  it("decides every pair of values, either way round, as GitHub's expression engine decides ==", () => {
    const shared = { a: 1 };
    const values: unknown[] = [
      ...['', ' ', '0', '-0', '1', ' 1\n', '1.0', '1e0', '0x1', '0b1', '1_0', 'true', 'TRUE', 'null', 'NaN'],
      ...[
        'Infinity',
        '-Infinity',
        'straße',
        'STRASSE',
        'ı',
        'I',
        'i',
        'İ',
        'i̇',
        'σ',
        'Σ',
        'ς',
        'ǅ',
        'ǆ',
        'Ǆ',
      ],
      ...[0, -0, 1, 0.1, 1e21, NaN, Infinity, -Infinity, true, false, null, undefined],
      ...[{}, [], shared, [1], ['1']],
    ];
    const disagree: string[] = [];
    for (const left of values) {
      for (const right of values) {
        // The test's contexts convert `l` and `r` each on its own, so one object would be two there.
        if (left === right && typeof left === 'object' && left !== null) continue;
        const engine = expressions.evaluateTruthy("matrix['l'] == matrix['r']", {
          contexts: { matrix: { l: left, r: right } },
        });
        if (expressionEquals(left, right) !== engine)
          disagree.push(`${JSON.stringify(left)} == ${JSON.stringify(right)}: ${engine}`);
      }
    }
    expect(disagree).toEqual([]);
  });

  it('compares strings ignoring case, a number with its text, never a mapping with a primitive', () => {
    expect(expressionEquals('macOS-Latest', 'macos-latest')).toBe(true);
    expect(expressionEquals('18', 18)).toBe(true);
    expect(expressionEquals(true, 1)).toBe(true);
    expect(expressionEquals(true, 'true')).toBe(false);
    expect(expressionEquals(null, '')).toBe(true);
    expect(expressionEquals(NaN, NaN)).toBe(false);
    expect(expressionEquals({}, '')).toBe(false);
    expect(expressionEquals([], 0)).toBe(false);
    expect(expressionEquals({}, {})).toBe(false);
  });
});
