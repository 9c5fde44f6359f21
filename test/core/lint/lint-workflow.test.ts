import { describe, expect, it } from 'vitest';
import { formatFinding, LINT_RULES } from '../../../src/core/lint/index.js';
import { lintText, where } from '../../support/lint-fixtures.js';

describe('lintWorkflow', () => {
  it('reports a workflow GitHub would refuse as workflow-invalid, with the parser’s position', async () => {
    const source = [
      'on: workflow_dispatch',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    needs: nope',
      '    steps:',
      '      - run: echo',
    ].join('\n');
    const findings = await lintText(source, 'w.yml');
    expect(where(findings)).toEqual(['5:12 workflow-invalid']);
    expect(findings[0]?.message).toMatch(/nope/);
  });

  it('returns findings sorted by position whatever rule found them, printed as file:line:col: rule: message', async () => {
    const source = [
      'on: workflow_dispatch',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - uses: ./',
      '        with:',
      '          prompt: "{{stages.b.summary}}"',
      '          run: echo ${{ github.event.inputs.x }}',
    ].join('\n');
    const findings = await lintText(source, 'w.yml');
    expect(where(findings)).toEqual([
      '3:3 agent-job-write',
      '6:15 agent-job-secret',
      '9:22 template-not-upstream',
      '10:21 untrusted-expression',
    ]);
    expect(formatFinding(findings[2]!)).toBe(
      'w.yml:9:22: template-not-upstream: stages.b is not upstream of job a: there is no stage b in this workflow; upstream stages: (none)',
    );
  });

  it('describes every rule it can report', () => {
    expect(Object.keys(LINT_RULES).sort()).toEqual(
      [
        'action-invalid',
        'action-missing',
        'agent-job-secret',
        'agent-job-write',
        'checkout-missing',
        'checkout-shallow',
        'env-secret-whole-only',
        'needs-input-missing',
        'next-unknown-job',
        'report-permission',
        'report-needs-incomplete',
        'report-no-issue',
        'report-skipped',
        'template-invalid',
        'template-not-upstream',
        'data-key-undeclared',
        'invalid-input',
        'unknown-input',
        'unpinned-action',
        'untrusted-expression',
        'workflow-invalid',
        'stage-duplicate',
        'timeout-invalid',
        'shell-invalid',
      ].sort(),
    );
  });
});

describe('baton lint: a matrix GitHub refuses', () => {
  it('is workflow-invalid at the place baton run names; a matrix built by an expression is left to the run', async () => {
    const findings = await lintText(`on: push
permissions: {}
jobs:
  t:
    runs-on: x
    strategy:
      matrix:
        node: [18, 20]
        exclude:
          - nodee: 20
    steps: [{ run: echo }]
  d:
    runs-on: x
    strategy:
      matrix: \${{ fromJSON('{"a":[1]}') }}
    steps: [{ run: echo }]
`);
    expect(findings.filter((f) => f.rule === 'workflow-invalid')).toEqual([
      {
        rule: 'workflow-invalid',
        file: 'workflow.yml',
        line: 10,
        column: 13,
        message:
          "jobs.t: strategy.matrix.exclude: key 'nodee' does not match any key within the matrix (did you mean node?); GitHub refuses the workflow; matrix keys: node",
      },
    ]);
  });
});
