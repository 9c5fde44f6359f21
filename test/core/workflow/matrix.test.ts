import { describe, expect, it } from 'vitest';
import { expandMatrix } from '../../../src/core/workflow/matrix.js';

describe('expandMatrix', () => {
  it('takes the cartesian product of the vectors, in key order', () => {
    expect(expandMatrix({ os: ['linux', 'mac'], node: [20, 22] }, 'wf.yml:5:7')).toEqual([
      { os: 'linux', node: 20 },
      { os: 'linux', node: 22 },
      { os: 'mac', node: 20 },
      { os: 'mac', node: 22 },
    ]);
  });

  it('removes the legs an exclude entry matches, partially', () => {
    const legs = expandMatrix(
      { os: ['linux', 'mac'], node: [20, 22], exclude: [{ os: 'mac', node: 20 }, { os: 'linux' }] },
      'here',
    );
    expect(legs).toEqual([{ os: 'mac', node: 22 }]);
  });

  it('merges include entries into the legs whose original values they keep, as GitHub documents', () => {
    // The example of GitHub's documentation "Expanding or adding matrix configurations".
    const legs = expandMatrix(
      {
        fruit: ['apple', 'pear'],
        animal: ['cat', 'dog'],
        include: [
          { color: 'green' },
          { color: 'pink', animal: 'cat' },
          { fruit: 'apple', shape: 'circle' },
          { fruit: 'banana' },
          { fruit: 'banana', animal: 'cat' },
        ],
      },
      'here',
    );
    expect(legs).toEqual([
      { fruit: 'apple', animal: 'cat', color: 'pink', shape: 'circle' },
      { fruit: 'apple', animal: 'dog', color: 'green', shape: 'circle' },
      { fruit: 'pear', animal: 'cat', color: 'pink' },
      { fruit: 'pear', animal: 'dog', color: 'green' },
      { fruit: 'banana' },
      { fruit: 'banana', animal: 'cat' },
    ]);
  });

  it('makes one leg per include entry when there are no vectors', () => {
    expect(expandMatrix({ include: [{ a: 1 }, { a: 2, b: 'x' }] }, 'here')).toEqual([
      { a: 1 },
      { a: 2, b: 'x' },
    ]);
  });

  it('keeps objects as values', () => {
    expect(expandMatrix({ target: [{ os: 'linux', v: 1 }] }, 'here')).toEqual([
      { target: { os: 'linux', v: 1 } },
    ]);
  });

  it('refuses a malformed matrix, naming where', () => {
    expect(() => expandMatrix({ os: 'linux' }, 'wf.yml:9:9')).toThrow(
      'strategy.matrix.os must be a list, got string "linux"',
    );
    expect(() => expandMatrix('x', 'wf.yml:9:9')).toThrow('strategy.matrix must be a mapping');
    expect(() => expandMatrix({ os: [] }, 'w')).toThrow('strategy.matrix.os is an empty list');
    expect(() => expandMatrix({ os: ['a'], exclude: [{ os: 'a' }] }, 'w')).toThrow('produces no legs');
  });

  it('refuses more than 256 legs', () => {
    const many = Array.from({ length: 17 }, (_, i) => i);
    expect(() => expandMatrix({ a: many, b: many }, 'w')).toThrow(
      'strategy.matrix produces 289 legs; GitHub allows at most 256 per job',
    );
    expect(expandMatrix({ a: many.slice(0, 16), b: many.slice(0, 16) }, 'w')).toHaveLength(256);
  });
});
