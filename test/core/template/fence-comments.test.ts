import { describe, expect, it } from 'vitest';
import { removeHtmlComments } from '../../../src/core/template/fence.js';
import { callInWorker } from '../../support/call-in-worker.js';

/**
 * removeHtmlComments removes comments until none is left. The contract is what repeating one regular
 * expression replace until nothing changes gives (`iterated` below, the implementation of baton ≤ f552075d):
 * removing one comment can join `<!-` and `-- … -->` into another, which a later pass removes, and what a
 * comment found in a later pass covers is the text as the earlier passes left it. That took one pass per
 * level of nesting, quadratic in the length of the text; the implementation now is linear and must give the
 * same output for every input.
 */

/** The contract: one replace per pass until a pass changes nothing. */
function iterated(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(/<!--[\s\S]*?(?:--!?>|$)/g, '');
    if (next === current) return current;
    current = next;
  }
}

/** A seeded pseudo-random generator (mulberry32), so that a failure names an input that can be run again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The inputs among `inputs` on which removeHtmlComments and the contract differ (at most 10 of them). */
function differing(inputs: Iterable<string>): { input: string; expected: string; actual: string }[] {
  const found: { input: string; expected: string; actual: string }[] = [];
  for (const input of inputs) {
    const expected = iterated(input);
    const actual = removeHtmlComments(input);
    if (actual !== expected) found.push({ input, expected, actual });
    if (found.length === 10) break;
  }
  return found;
}

/** Every string of length 0…`max` over `alphabet`. */
function* allStrings(alphabet: string, max: number): Generator<string> {
  let layer = [''];
  yield '';
  for (let length = 1; length <= max; length += 1) {
    const longer: string[] = [];
    for (const prefix of layer) {
      for (const char of alphabet) {
        const text = prefix + char;
        longer.push(text);
        yield text;
      }
    }
    layer = longer;
  }
}

/**
 * Nesting `depth` deep: `<!` × depth, an innermost comment, then `-- x -->` × depth. Each pass of the
 * contract removes one level (the innermost comment joins the `<!` before it and the `--` after it).
 */
function nested(depth: number, terminator = '-->'): string {
  return `${'<!'.repeat(depth)}<!-- x ${terminator}${`-- x ${terminator}`.repeat(depth)}`;
}

describe('removeHtmlComments', () => {
  it('gives what removing comments pass by pass gives, on cases that show the rules', () => {
    const cases: [string, string][] = [
      ['a<!-- c -->b', 'ab'],
      ['a<!-- c --!>b', 'ab'],
      // `<!-->` and `<!--->` do not end the comment they open: it runs to the next `-->` or to the end.
      ['a<!-->b', 'a'],
      ['a<!--->b', 'a'],
      ['a<!-->b-->c', 'ac'],
      ['a<!--->b-->c', 'ac'],
      ['a<!---->b', 'ab'],
      ['a<!-- c --!!>b', 'a'],
      // An unterminated comment takes the rest of the text, comments and all.
      ['a<!-- open <!-- c --> b', 'a b'],
      ['a<!-- open', 'a'],
      ['<!--', ''],
      // A removal joins `<!` and `--` into another comment, removed in the next pass.
      ['a<!<!-- c -->-- hidden -->b', 'ab'],
      ['a<!-<!-- c -->- hidden -->b', 'ab'],
      ['a<<!-- c -->!-- hidden -->b', 'ab'],
      ['a<!--<!-- c -->>b', 'a>b'],
      // A removal joins `--` and `>` into the end of an earlier comment only once that comment is found:
      // here `<!-- d -->` goes in the first pass, and `<!-- b -->` in the second one, which ends at the
      // `-->` the first pass joined, not at the `-->` of `<!-- d -->`.
      ['<!<!-- a -->-- b -<!-- d -->-> e', ' e'],
      ['<!<!-- a -->-- b --<!-- d -->> e', ' e'],
      ['<!<!-- a -->-- b --<!-- d -->!> e', ' e'],
      // The same in one pass: the first comment's body is the text as it is, so it ends at `<!-- d -->`.
      ['<!-- b -<!-- d -->-> e', '-> e'],
      // Joins across several removals at once.
      ['<<!-- a -->!<!-- b -->-<!-- c -->- d --> e', ' e'],
    ];
    expect(cases.filter(([input, expected]) => iterated(input) !== expected)).toEqual([]);
    expect(cases.map(([input]) => removeHtmlComments(input))).toEqual(cases.map(([, expected]) => expected));
  });

  it('gives what removing comments pass by pass gives, for every string of up to 9 characters of <!->a', () => {
    expect(differing(allStrings('<!->a', 9))).toEqual([]);
  });

  it('gives what removing comments pass by pass gives, for every string of up to 11 characters of <!->', () => {
    // Long enough for a comment (seven characters at least: `<!---->`) to join three characters before it
    // to one after it: `<!-<!---->-`.
    expect(differing(allStrings('<!->', 11))).toEqual([]);
  });

  it('gives what removing comments pass by pass gives, for 5000 seeded random longer strings', () => {
    // Pieces that make comments, joins and near misses likely.
    const pieces = ['<', '!', '-', '>', 'a', '<!', '<!-', '<!--', '--', '-->', '--!>', '->', '--!', ' '];
    const next = random(0xba7011);
    const inputs: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      let text = '';
      const count = 5 + Math.floor(next() * 120);
      for (let j = 0; j < count; j += 1) text += pieces[Math.floor(next() * pieces.length)];
      inputs.push(text);
    }
    expect(differing(inputs)).toEqual([]);
  });

  it('removes comments nested 2^18 levels deep as pass by pass, in time linear in the text', async () => {
    // In a worker, so that a pass per level (minutes at these 2^21 characters and more) fails by the test's
    // timeout instead of hanging the run. No time is asserted.
    const depth = 2 ** 18;
    /** Each level also holds a comment the first pass removes, and its body ends at a `-->` that makes. */
    const joined = `${'<!'.repeat(depth)}<!-- x -->${'-- b -<!-- c -->->'.repeat(depth)}`;
    const inputs = [
      `before ${nested(depth)} after`,
      `before ${nested(depth, '--!>')} after`,
      `before ${joined} after`,
      // The outermost level left open: it takes the rest of the text.
      `before ${nested(depth).slice(0, -1)} after`,
    ];
    expect(inputs.every((input) => input.length > 2 ** 21)).toBe(true);
    const outputs = await callInWorker<string>(
      new URL('../../../src/core/template/fence.ts', import.meta.url),
      inputs.map((input) => ['removeHtmlComments', input]),
    );
    expect(outputs).toEqual(['before  after', 'before  after', 'before  after', 'before ']);
  });
});
