import { describe, expect, it } from 'vitest';
import { githubExpressions } from '../../../src/adapters/github/expressions.js';

/** `a.b.c` for each result path of an expression, as GitHub's own parser reads it. */
function resultPaths(expression: string): string[] {
  return githubExpressions.facts(expression).resultPaths.map((path) => path.join('.'));
}

describe('expression facts: the paths whose value can reach the result', () => {
  it('leaves out a path only read to make a boolean: comparisons, !, contains, startsWith, endsWith, status functions', () => {
    for (const expression of [
      "contains(github.event.issue.labels.*.name, 'bug')",
      "startsWith(github.event.issue.title, '[bug]')",
      "endsWith(github.head_ref, '-fix')",
      'github.event.issue.pull_request != null',
      "github.event.issue.title == 'x'",
      'github.event.comment.body < 3',
      '!github.event.issue.body',
      "success() && contains(github.event.issue.body, 'x')",
      "hashFiles(format('{0}/*.lock', github.head_ref))",
      "fromJSON('[1, 2]')[0]",
    ])
      expect(resultPaths(expression), expression).toEqual([]);
  });

  it('keeps a path whose text can be the result: alone, indexed, in format, join, toJSON, fromJSON, ||, the right of &&, case values', () => {
    expect(resultPaths('github.event.issue.title')).toEqual(['github.event.issue.title']);
    expect(resultPaths("github.event['issue'].TITLE")).toEqual(['github.event.issue.title']);
    expect(resultPaths('github.event.commits.*.message')).toEqual(['github.event.commits.*.message']);
    expect(resultPaths("format('{0}: {1}', github.event.issue.number, github.event.issue.title)")).toEqual([
      'github.event.issue.number',
      'github.event.issue.title',
    ]);
    expect(resultPaths("join(github.event.issue.labels.*.name, ',')")).toEqual([
      'github.event.issue.labels.*.name',
    ]);
    expect(resultPaths('toJSON(github.event)')).toEqual(['github.event']);
    expect(resultPaths('fromJSON(needs.a.outputs.data).severity')).toEqual(['needs.a.outputs.data']);
    expect(resultPaths("github.event.issue.title || 'none'")).toEqual(['github.event.issue.title']);
    // `a && b` is a falsy `a` (no text) or `b`.
    expect(resultPaths('github.event.issue.title && github.event.issue.body')).toEqual([
      'github.event.issue.body',
    ]);
    // case(predicate, value, …, default): the predicates are booleans.
    expect(
      resultPaths("case(github.event.issue.body == 'x', github.event.issue.title, github.head_ref)"),
    ).toEqual(['github.event.issue.title', 'github.head_ref']);
  });

  it('still lists every path read, whatever reaches the result', () => {
    expect(
      githubExpressions
        .facts("contains(github.event.issue.title, 'x') && github.event.issue.number")
        .paths.map((path) => path.join('.')),
    ).toEqual(['github.event.issue.title', 'github.event.issue.number']);
  });
});

describe('expression facts: what an || gives instead of an empty read', () => {
  /** Each read as `path → fallback`, the fallback's paths joined with `|`, `other`, or `-` for none. */
  function fallbacks(expression: string): string[] {
    const facts = githubExpressions.facts(expression);
    return facts.paths.map((path, i) => {
      const fallback = facts.fallbacks[i]!;
      const said = fallback === 'other' ? 'other' : fallback.map((p) => p.join('.')).join('|') || '-';
      return `${path.join('.')} → ${said}`;
    });
  }

  it('names the later operands of the || a read is on the left of: a path, or other for anything more', () => {
    expect(fallbacks('secrets.BOT_PAT || github.token')).toEqual([
      'secrets.bot_pat → github.token',
      'github.token → -',
    ]);
    expect(fallbacks("secrets.X || 'default'")).toEqual(['secrets.x → other']);
    expect(fallbacks("secrets['Y'] || secrets.Z || inputs.token")).toEqual([
      'secrets.y → secrets.z|inputs.token',
      'secrets.z → inputs.token',
      'inputs.token → -',
    ]);
    expect(fallbacks("secrets.X || format('{0}', secrets.Y)")).toEqual([
      'secrets.x → other',
      'secrets.y → -',
    ]);
    // A number, true: a value of their own.
    expect(fallbacks('secrets.X || 1')).toEqual(['secrets.x → other']);
    expect(fallbacks('secrets.X || true')).toEqual(['secrets.x → other']);
  });

  it('counts a falsy literal as no fallback', () => {
    expect(fallbacks("secrets.X || ''")).toEqual(['secrets.x → -']);
    expect(fallbacks('secrets.X || null || false || 0')).toEqual(['secrets.x → -']);
    expect(fallbacks("secrets.X || ('' || secrets.Y)")).toEqual(['secrets.x → secrets.y', 'secrets.y → -']);
  });

  it('reaches through groups, nested ||, and the operands of an && (any of them empty makes it falsy)', () => {
    expect(fallbacks("(secrets.X) || 'a'")).toEqual(['secrets.x → other']);
    expect(fallbacks('(secrets.X || secrets.Y) || github.token')).toEqual([
      'secrets.x → secrets.y|github.token',
      'secrets.y → github.token',
      'github.token → -',
    ]);
    expect(fallbacks("secrets.X && secrets.Y || 'b'")).toEqual(['secrets.x → other', 'secrets.y → other']);
  });

  it('gives none to a read whose emptiness does not make the operand falsy', () => {
    // `format` gives 'x', `==` and `!` a boolean, whatever the secret holds: the || never falls back for it.
    expect(fallbacks("format('x{0}', secrets.X) || 'a'")).toEqual(['secrets.x → -']);
    expect(fallbacks("secrets.X == 'b' || 'a'")).toEqual(['secrets.x → -']);
    expect(fallbacks("!secrets.X || 'a'")).toEqual(['secrets.x → -']);
    expect(fallbacks('fromJSON(secrets.X).key || github.token')).toEqual([
      'secrets.x → -',
      'github.token → -',
    ]);
    expect(fallbacks('secrets.X')).toEqual(['secrets.x → -']);
    // Read twice: once with a fallback, once without.
    expect(fallbacks("format('{0}{1}', secrets.X || 'a', secrets.X)")).toEqual([
      'secrets.x → other',
      'secrets.x → -',
    ]);
  });
});

describe('expression facts: whether an if: holds after a job it needs failed, whatever the contexts hold', () => {
  const afterFailure = (expression: string) => githubExpressions.facts(expression).afterFailure;

  it('is known where the status functions and literals alone decide it', () => {
    expect(afterFailure('always()')).toBe(true);
    expect(afterFailure('failure()')).toBe(true);
    expect(afterFailure('!cancelled()')).toBe(true);
    expect(afterFailure('success() || failure()')).toBe(true);
    expect(afterFailure("always() || github.event_name == 'push'")).toBe(true);
    expect(afterFailure('success()')).toBe(false);
    expect(afterFailure('!failure()')).toBe(false);
    expect(afterFailure('(!(FAILURE()))')).toBe(false);
    expect(afterFailure('success() || cancelled()')).toBe(false);
    expect(afterFailure("success() && (github.event_name == 'push')")).toBe(false);
    expect(afterFailure('failure() && false')).toBe(false);
  });

  it('is null where a context, another function or a status function given job names may decide it', () => {
    expect(afterFailure("always() && github.event_name == 'push'")).toBeNull();
    expect(afterFailure("success() || github.event_name == 'push'")).toBeNull();
    expect(afterFailure("failure('review')")).toBeNull();
    expect(afterFailure("contains(github.ref, 'main')")).toBeNull();
    expect(afterFailure('needs.a.result')).toBeNull();
    expect(afterFailure('nope(')).toBeNull();
  });
});
