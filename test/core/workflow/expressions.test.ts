import { describe, expect, it } from 'vitest';
import {
  evaluateCondition,
  evaluateExpression,
  evaluateValue,
  expressionError,
} from '../../../src/core/workflow/expressions.js';
import { parseWorkflow } from '../../../src/core/workflow/index.js';
import { interpolationExpression } from '../../../src/core/workflow/interpolation.js';

const value = (text: string) => ({
  text,
  expression: interpolationExpression(text),
  position: { line: 1, column: 1 },
});

describe('expressions (GitHub semantics through @actions/expressions)', () => {
  it('compares strings case-insensitively and coerces as GitHub does', () => {
    const contexts = { needs: { a: { outputs: { next: 'Fix' }, result: 'success' } } };
    expect(evaluateExpression("needs.a.outputs.next == 'fix'", { contexts })).toBe(true);
    expect(evaluateExpression("needs.A.RESULT == 'success'", { contexts })).toBe(true);
    expect(evaluateValue(value('${{ 1.50 }}|${{ null }}|${{ true }}|${{ needs.a }}'), { contexts })).toBe(
      '1.5||true|Object',
    );
  });

  it('unescapes every doubled quote of a string literal', () => {
    expect(evaluateExpression("'it''s a ''quoted'' word'", { contexts: {} })).toBe("it's a 'quoted' word");
    expect(evaluateValue(value("echo 'a' '${{ 'b' }}' 'c'"), { contexts: {} })).toBe("echo 'a' 'b' 'c'");
  });

  it('interpolates a multi-line block value as the runner does: its YAML value, not its indented source', async () => {
    const wf = await parseWorkflow(
      "on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: |\n          echo 'one' \"${{ github.sha }}\" '{x}'\n          echo two\n",
      'wf.yml',
    );
    const run = wf.jobs[0]!.steps[0]!.run!;
    expect(run.text).toBe("echo 'one' \"${{ github.sha }}\" '{x}'\necho two\n");
    expect(evaluateValue(run, { contexts: { github: { sha: 'abc' } } })).toBe(
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

  it('supplies the status functions of the place it is evaluated', () => {
    const status = {
      success: () => false,
      failure: (jobs: string[]) => jobs.includes('build'),
      cancelled: () => false,
    };
    const condition = (expression: string) => ({ expression, text: expression, position: null });
    expect(evaluateCondition(condition('success()'), { contexts: {}, status })).toBe(false);
    expect(evaluateCondition(condition('always()'), { contexts: {}, status })).toBe(true);
    expect(evaluateCondition(condition("failure('build')"), { contexts: {}, status })).toBe(true);
    expect(evaluateCondition(condition("failure('lint')"), { contexts: {}, status })).toBe(false);
  });

  it('fails with where and the expression when evaluation fails', () => {
    expect(() => evaluateExpression("fromJSON('{')", { contexts: {}, where: 'wf.yml:3:9' })).toThrow(
      /^\$\{\{ fromJSON\('\{'\) \}\}: Error parsing JSON/,
    );
    expect(() => evaluateExpression("hashFiles('x')", { contexts: {} })).toThrow(
      'hashFiles() is not available here',
    );
    expect(expressionError('github.sha ==')).toMatch(/Unexpected end of expression/);
    expect(expressionError('nope.x')).toBe("Unrecognized named-value: 'nope'");
    expect(expressionError("github.sha == 'x'")).toBeNull();
  });
});
