import { describe, expect, it } from 'vitest';
import { expandMatrix, type MatrixWhereOf } from '../../../src/core/workflow/matrix.js';
import { expressions } from '../../support/workflow-language.js';

function expand(matrix: unknown, where = 'here', whereOf?: MatrixWhereOf) {
  return expandMatrix(matrix, where, whereOf ? { whereOf } : {});
}

/**
 * The condition GitHub writes for an entry (MatrixBuilder.MatrixFilter), `matrix['cfg']['v'][0] == 1 && …`,
 * evaluated by GitHub's expression engine: what expandMatrix's direct comparison must agree with.
 */
function engineHolds(filter: Record<string, unknown>, leg: Record<string, unknown>): boolean {
  const literal = (value: unknown): string => {
    if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
    if (typeof value === 'number') return String(Number(value.toPrecision(15)));
    if (typeof value === 'boolean') return String(value);
    return 'null';
  };
  const comparisons: string[] = [];
  const walk = (path: string, value: unknown): void => {
    if (Array.isArray(value)) for (const [i, item] of value.entries()) walk(`${path}[${i}]`, item);
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(`${path}[${literal(key)}]`, item);
    else comparisons.push(`${path} == ${literal(value)}`);
  };
  for (const [key, value] of Object.entries(filter)) walk(`matrix[${literal(key)}]`, value);
  return (
    comparisons.length === 0 ||
    expressions.evaluateTruthy(comparisons.join(' && '), { contexts: { matrix: leg } })
  );
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

  it('compares a 100 KB value, with no expression length limit to exceed', () => {
    const long = 'x'.repeat(100_000);
    expect(expand({ s: [long, 'y'], exclude: [{ s: long.toUpperCase() }] })).toEqual([{ s: 'y' }]);
    expect(expand({ s: [long, 'y'], include: [{ s: long, big: true }] })).toEqual([
      { s: long, big: true },
      { s: 'y' },
    ]);
  });

  it('compares an entry of 2000 keys', () => {
    const wide = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));
    expect(expand({ cfg: [wide, { k0: 0 }], exclude: [{ cfg: { ...wide } }] })).toEqual([{ cfg: { k0: 0 } }]);
  });

  it('compares 200 levels of nesting, with no expression depth limit to exceed', () => {
    let deep: unknown = 'leaf';
    let deepOther: unknown = 'other';
    for (let i = 0; i < 200; i++) {
      deep = i % 2 === 0 ? { n: deep } : [deep];
      deepOther = i % 2 === 0 ? { n: deepOther } : [deepOther];
    }
    expect(expand({ cfg: [deep, deepOther], exclude: [{ cfg: structuredClone(deep) }] })).toEqual([
      { cfg: deepOther },
    ]);
  });

  it("matches as GitHub's expression engine evaluates the condition GitHub writes, for every kind of value", () => {
    const scalars: unknown[] = [
      ...['', ' ', '0', '1', '18', ' 18 ', '0x10', '1e3', '-0', '0.3', 'true', 'False', 'null', 'NaN'],
      ...['Infinity', 'abc', 'ABC', 'ß', 'SS', 'ı', 'I', 'i', 'İ', 'é', 'É', 'ǆ', 'ǅ', 'ﬀ', 'FF', "it's"],
      ...[0, -0, 1, 18, 16, 1000, 0.1, 0.3, 0.30000000000000004, 1e21, 1234567890123456, NaN, Infinity],
      ...[-Infinity, true, false, null],
    ];
    const values: unknown[] = [...scalars, {}, [], { a: 1 }, [1], { A: 'x', a: 'y' }];
    const filters: unknown[] = [
      ...scalars,
      { a: 1 },
      { A: '1' },
      [1],
      ['1', null],
      { '1': 1 },
      { ' 0': 1 },
      { '': 1 },
      [[1]],
      { a: { b: null } },
    ];
    const disagree: string[] = [];
    for (const value of values) {
      for (const filter of filters) {
        const engine = engineHolds({ K: filter }, { k: value });
        const [leg] = expand({ k: [value], include: [{ K: filter, matched: true }] });
        if ((leg?.matched === true) !== engine)
          disagree.push(`${String(value)} == ${JSON.stringify(filter)}: ${engine}`);
      }
    }
    expect(disagree).toEqual([]);
  });

  it('refuses more than 256 legs', () => {
    const many = Array.from({ length: 17 }, (_, i) => i);
    expect(() => expand({ a: many, b: many }, 'w')).toThrow(
      'strategy.matrix produces 289 legs; GitHub allows at most 256 per job',
    );
    expect(expand({ a: many.slice(0, 16), b: many.slice(0, 16) }, 'w')).toHaveLength(256);
  });
});
