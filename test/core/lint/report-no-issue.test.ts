import { describe, expect, it } from 'vitest';
import { lintText } from '../../support/lint-fixtures.js';

const workflow = (on: string, withLines: string) => `on: ${on}
permissions:
  issues: write
jobs:
  report:
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
${withLines}`;

const rule = async (on: string, withLines = '') =>
  (await lintText(workflow(on, withLines))).filter((f) => f.rule === 'report-no-issue');

describe('lint rule report-no-issue', () => {
  it('finds a report that comments (the default mode, comment, both) in a workflow whose triggers name no issue or pull request', async () => {
    const findings = await rule('[push, workflow_dispatch]');
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      '8:15 job report posts the report comment with ./report, but no trigger of this workflow (push, workflow_dispatch) names an issue or pull request and the step gives no `issue-number`: it would fail after the stages have run. Give `issue-number:` (from an input, `${{ inputs.issue }}`), or set `mode: summary`',
    ]);
    expect(await rule('schedule', '        with:\n          mode: comment\n')).toHaveLength(1);
    expect(
      await rule('workflow_dispatch', "        with:\n          mode: both\n          issue-number: ''\n"),
    ).toHaveLength(1);
  });

  it('accepts an issue-number (literal or expression), mode summary or an expression, and any trigger that may name an issue', async () => {
    expect(await rule('workflow_dispatch', '        with:\n          issue-number: 42\n')).toEqual([]);
    expect(
      await rule('workflow_dispatch', '        with:\n          issue-number: ${{ inputs.issue }}\n'),
    ).toEqual([]);
    expect(await rule('push', '        with:\n          mode: summary\n')).toEqual([]);
    expect(
      await rule('push', "        with:\n          mode: ${{ github.ref == 'x' && 'summary' || 'both' }}\n"),
    ).toEqual([]);
    // A mode the step refuses is invalid-input's to say, and neither report rule's.
    const typo = await lintText(workflow('push', '        with:\n          mode: coment\n'));
    expect(typo.map((f) => f.rule)).toEqual(['invalid-input']);
    const unset = await lintText(
      workflow('push', '        with:\n          mode: coment\n').replace(
        'permissions:\n  issues: write\n',
        '',
      ),
    );
    expect(unset.map((f) => f.rule)).toEqual(['invalid-input']);
    for (const on of [
      '[push, issues]',
      'pull_request',
      'pull_request_target',
      'issue_comment',
      'workflow_run',
      'workflow_call',
    ])
      expect(await rule(on), on).toEqual([]);
  });
});
