import { describe, expect, it } from 'vitest';
import { expandMatrix, type MatrixWhereOf } from '../../../src/core/workflow/matrix.js';
import { expressions } from '../../support/workflow-language.js';

/** expandMatrix with GitHub's expression engine, as the plan and the executor call it. */
function expand(matrix: unknown, where = 'here', whereOf?: MatrixWhereOf) {
  return expandMatrix(matrix, where, expressions, whereOf ? { whereOf } : {});
}

describe('expandMatrix', () => {
  it('takes the cartesian product of the vectors, in key order', () => {
    expect(expand({ os: ['linux', 'mac'], node: [20, 22] }, 'wf.yml:5:7')).toEqual([
      { os: 'linux', node: 20 },
      { os: 'linux', node: 22 },
      { os: 'mac', node: 20 },
      { os: 'mac', node: 22 },
    ]);
  });

  it('removes the legs an exclude entry matches, partially', () => {
    const legs = expand(
      { os: ['linux', 'mac'], node: [20, 22], exclude: [{ os: 'mac', node: 20 }, { os: 'linux' }] },
      'here',
    );
    expect(legs).toEqual([{ os: 'mac', node: 22 }]);
  });

  it('merges include entries into the legs whose original values they keep, as GitHub documents', () => {
    // The example of GitHub's documentation "Expanding or adding matrix configurations".
    const legs = expand(
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
    expect(expand({ include: [{ a: 1 }, { a: 2, b: 'x' }] }, 'here')).toEqual([{ a: 1 }, { a: 2, b: 'x' }]);
  });

  it('keeps objects as values', () => {
    expect(expand({ target: [{ os: 'linux', v: 1 }] }, 'here')).toEqual([{ target: { os: 'linux', v: 1 } }]);
  });

  it("excludes with GitHub's ==: strings ignoring case, a number equal to its string", () => {
    // GitHub builds `matrix['os'] == 'macos-latest'` for each excluded value (MatrixBuilder.cs).
    const legs = expand({
      os: ['ubuntu-latest', 'macOS-latest'],
      node: [18, 20],
      exclude: [{ os: 'macos-latest' }, { node: '18' }],
    });
    expect(legs).toEqual([{ os: 'ubuntu-latest', node: 20 }]);
  });

  it("includes with GitHub's ==, keeping the leg's own spelling of a value the entry matched", () => {
    const legs = expand({
      os: ['Ubuntu-Latest'],
      node: [18, 20],
      include: [
        { os: 'ubuntu-latest', experimental: true },
        { node: '20', npm: 10 },
      ],
    });
    expect(legs).toEqual([
      { os: 'Ubuntu-Latest', node: 18, experimental: true },
      { os: 'Ubuntu-Latest', node: 20, experimental: true, npm: 10 },
    ]);
  });

  it('compares booleans and null loosely too, as == does (true == 1, null == 0, false == "")', () => {
    expect(expand({ a: [true, 1, 'yes'], exclude: [{ a: 1 }] })).toEqual([{ a: 'yes' }]);
    expect(expand({ a: [null, 0, 'x'], exclude: [{ a: null }] })).toEqual([{ a: 'x' }]);
    expect(expand({ a: [false, '', 'x'], exclude: [{ a: false }] })).toEqual([{ a: 'x' }]);
  });

  it('matches a mapping or list value by the values the entry gives, at their paths, never as a whole', () => {
    const cfg = [
      { os: 'Linux', v: [1, 2] },
      { os: 'mac', v: [3] },
    ];
    // `matrix['cfg']['OS'] == 'linux'`: keys and strings both ignore case; the entry need not give them all.
    expect(expand({ cfg, exclude: [{ cfg: { OS: 'linux' } }] })).toEqual([{ cfg: cfg[1] }]);
    // `matrix['cfg']['v'][0] == 3`: a list by its items' positions, so a shorter list matches a longer one.
    expect(expand({ cfg, exclude: [{ cfg: { v: [3] } }] })).toEqual([{ cfg: cfg[0] }]);
    // An include entry's mapping is merged in only where it matches; the leg keeps its own value.
    expect(expand({ cfg, include: [{ cfg: { v: ['1'] }, big: true }] })).toEqual([
      { cfg: cfg[0], big: true },
      { cfg: cfg[1] },
    ]);
    // A mapping value against a string: never equal, so the include entry becomes a leg of its own.
    expect(expand({ cfg, include: [{ cfg: 'Linux' }] })).toEqual([
      { cfg: cfg[0] },
      { cfg: cfg[1] },
      { cfg: 'Linux' },
    ]);
  });

  it('reads an entry key in another case as the matrix key, a new leg keeping the entry spelling', () => {
    expect(expand({ os: ['linux', 'mac'], exclude: [{ OS: 'MAC' }] })).toEqual([{ os: 'linux' }]);
    expect(expand({ os: ['linux'], include: [{ OS: 'windows', x: 1 }] })).toEqual([
      { os: 'linux' },
      { OS: 'windows', x: 1 },
    ]);
  });

  it('lets a later include entry overwrite an extra value of an earlier one, keeping its first spelling', () => {
    expect(
      expand({
        os: ['linux', 'mac'],
        include: [{ Color: 'green' }, { os: 'LINUX', color: 'pink' }],
      }),
    ).toEqual([
      { os: 'linux', Color: 'pink' },
      { os: 'mac', Color: 'green' },
    ]);
  });

  it("refuses an exclude key that is no key of the matrix, as GitHub does, naming the key's place", () => {
    const whereOf: MatrixWhereOf = (path) => `wf.yml:${path.join('.')}`;
    expect(() =>
      expand(
        { os: ['linux'], node: [18, 20], exclude: [{ os: 'linux' }, { nodee: 18 }] },
        'wf.yml:5:7',
        whereOf,
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'matrix-invalid',
        where: 'wf.yml:exclude.1.nodee',
        message:
          "strategy.matrix.exclude: key 'nodee' does not match any key within the matrix (did you mean node?); GitHub refuses the workflow; matrix keys: os, node",
      }),
    );
    // Without a place for it (a matrix from fromJSON), the matrix's own.
    expect(() => expand({ os: ['linux'], exclude: [{ arch: 'x64' }] }, 'wf.yml:5:7')).toThrow(
      expect.objectContaining({ where: 'wf.yml:5:7' }),
    );
  });

  it('lets an include entry add keys the matrix does not have', () => {
    expect(expand({ os: ['linux'], include: [{ nodee: 18 }] })).toEqual([{ os: 'linux', nodee: 18 }]);
  });

  it('refuses an empty exclude or include entry, as GitHub does', () => {
    expect(() => expand({ os: ['linux'], exclude: [{}] })).toThrow(
      'strategy.matrix.exclude: an entry is empty, and GitHub refuses an empty exclude filter',
    );
    expect(() => expand({ os: ['linux'], include: [{}] })).toThrow(
      'strategy.matrix.include: an entry is empty, and GitHub refuses an include mapping without values',
    );
  });

  it('refuses a malformed matrix, naming where', () => {
    expect(() => expand({ os: 'linux' }, 'wf.yml:9:9')).toThrow(
      'strategy.matrix.os must be a list, got string "linux"',
    );
    expect(() => expand('x', 'wf.yml:9:9')).toThrow('strategy.matrix must be a mapping');
    expect(() => expand({ os: [] }, 'w')).toThrow('strategy.matrix.os is an empty list');
    expect(() => expand({ os: ['a'], exclude: [{ os: 'a' }] }, 'w')).toThrow('produces no legs');
  });

  it('refuses more than 256 legs', () => {
    const many = Array.from({ length: 17 }, (_, i) => i);
    expect(() => expand({ a: many, b: many }, 'w')).toThrow(
      'strategy.matrix produces 289 legs; GitHub allows at most 256 per job',
    );
    expect(expand({ a: many.slice(0, 16), b: many.slice(0, 16) }, 'w')).toHaveLength(256);
  });
});
