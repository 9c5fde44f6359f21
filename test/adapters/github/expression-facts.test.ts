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
