import { describe, expect, it } from 'vitest';
import { evaluateCondition, evaluateValue } from '../../../src/core/workflow/expressions.js';
import {
  blankExpressions,
  interpolationExpression,
  isWholeExpression,
} from '../../../src/core/workflow/interpolation.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

const value = (text: string) => ({
  text,
  expression: interpolationExpression(text),
  position: { line: 1, column: 1 },
});

describe('expressions (GitHub semantics through @actions/expressions)', () => {
  it('compares strings case-insensitively and coerces as GitHub does', () => {
    const contexts = { needs: { a: { outputs: { next: 'Fix' }, result: 'success' } } };
    expect(expressions.evaluate("needs.a.outputs.next == 'fix'", { contexts })).toBe(true);
    expect(expressions.evaluate("needs.A.RESULT == 'success'", { contexts })).toBe(true);
    expect(
      evaluateValue(expressions, value('${{ 1.50 }}|${{ null }}|${{ true }}|${{ needs.a }}'), { contexts }),
    ).toBe('1.5||true|Object');
  });

  it('reads a context wherever the expression names it: any case, in functions, indexes, filters, groups and operators', () => {
    const contexts = {
      github: { event_name: 'push', event: { labels: [{ name: 'bug' }, { name: 'ui' }] } },
      env: { KEY: 'name', MODE: 'fast' },
      matrix: { os: 'linux' },
      needs: { a: { outputs: { list: '["x","y"]' } } },
      steps: { s: { outputs: { n: '2' } } },
      inputs: { flag: 'true' },
    };
    const evaluate = (expression: string) => expressions.evaluate(expression, { contexts });
    expect(evaluate('GitHub.EVENT_NAME')).toBe('push');
    expect(evaluate("contains(github.event.labels.*.name, 'ui')")).toBe(true);
    expect(evaluate('github.event.labels[0][env.KEY]')).toBe('bug');
    expect(evaluate('fromJSON(needs.a.outputs.list)[1]')).toBe('y');
    expect(evaluate("!(matrix.os == 'windows')")).toBe(true);
    expect(evaluate("inputs.flag == 'true' && steps.s.outputs.n > 1 || env.MODE")).toBe(true);
    expect(evaluate("format('{0}-{1}', matrix.os, env.MODE)")).toBe('linux-fast');
    // A context the caller does not give is an empty object, as before.
    expect(evaluate("vars.nothing || 'fallback'")).toBe('fallback');
  });

  it('unescapes every doubled quote of a string literal', () => {
    expect(expressions.evaluate("'it''s a ''quoted'' word'", { contexts: {} })).toBe("it's a 'quoted' word");
    expect(evaluateValue(expressions, value("echo 'a' '${{ 'b' }}' 'c'"), { contexts: {} })).toBe(
      "echo 'a' 'b' 'c'",
    );
  });

  it('interpolates a multi-line block value as the runner does: its YAML value, not its indented source', async () => {
    const wf = await parseWorkflow(
      "on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: |\n          echo 'one' \"${{ github.sha }}\" '{x}'\n          echo two\n",
      'wf.yml',
    );
    const run = wf.jobs[0]!.steps[0]!.run!;
    expect(run.text).toBe("echo 'one' \"${{ github.sha }}\" '{x}'\necho two\n");
    expect(evaluateValue(expressions, run, { contexts: { github: { sha: 'abc' } } })).toBe(
      "echo 'one' \"abc\" '{x}'\necho two\n",
    );
  });

  it('keeps the text of a value with no expression', () => {
    expect(interpolationExpression('plain {{ handlebars }}')).toBeNull();
    expect(interpolationExpression('${{ a.b }}')).toBe('a.b');
    expect(interpolationExpression("x ${{ format('{0}}}', 'y') }} z")).toBe(
      "format('x {0} z', format('{0}}}', 'y'))",
    );
  });

  it('blanks the ${{ }} of a value as the parser cuts them, keeping every place; tells a value that is one', () => {
    // The `}}` in the string does not end the expression.
    const first = "${{ format('}}', github.actor) }}";
    const blank = blankExpressions(`Hi ${first} {{stages.a.summary}}\n\${{ x }}\n{{b}}`);
    expect(blank).toBe(`Hi ${' '.repeat(first.length)} {{stages.a.summary}}\n${' '.repeat(8)}\n{{b}}`);
    expect(blankExpressions('no expression {{here}}')).toBe('no expression {{here}}');
    expect(isWholeExpression('${{ github.actor }}')).toBe(true);
    expect(isWholeExpression('"${{ github.actor }}"')).toBe(true);
    expect(isWholeExpression('  ${{ a }}\n')).toBe(true);
    expect(isWholeExpression('Hello ${{ a }}')).toBe(false);
    expect(isWholeExpression('${{ a }}${{ b }}')).toBe(false);
    expect(isWholeExpression('{{stages.a.summary}}')).toBe(false);
  });

  it('supplies the status functions of the place it is evaluated', () => {
    const status = {
      success: () => false,
      failure: (jobs: string[]) => jobs.includes('build'),
      cancelled: () => false,
    };
    const condition = (expression: string) => ({ expression, text: expression, position: null });
    expect(evaluateCondition(expressions, condition('success()'), { contexts: {}, status })).toBe(false);
    expect(evaluateCondition(expressions, condition('always()'), { contexts: {}, status })).toBe(true);
    expect(evaluateCondition(expressions, condition("failure('build')"), { contexts: {}, status })).toBe(
      true,
    );
    expect(evaluateCondition(expressions, condition("failure('lint')"), { contexts: {}, status })).toBe(
      false,
    );
  });

  it('fails with where and the expression when evaluation fails', () => {
    expect(() => expressions.evaluate("fromJSON('{')", { contexts: {}, where: 'wf.yml:3:9' })).toThrow(
      /^\$\{\{ fromJSON\('\{'\) \}\}: Error parsing JSON/,
    );
    expect(() => expressions.evaluate("hashFiles('x')", { contexts: {} })).toThrow(
      'hashFiles() is not available here',
    );
    expect(expressions.parseError('github.sha ==')).toMatch(/Unexpected end of expression/);
    expect(expressions.parseError('nope.x')).toBe("Unrecognized named-value: 'nope'");
    expect(expressions.parseError("github.sha == 'x'")).toBeNull();
  });
});
