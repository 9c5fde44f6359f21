import { describe, expect, it } from 'vitest';
import { lintWorkflow } from '../../../src/core/lint/index.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

const WORKFLOW = `on: push
permissions: {}
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./bad
      - uses: ./good
      - uses: ./missing
      - uses: ./
        with: { prompt: hi, run: echo }
`;

describe('lint rule action-invalid', () => {
  it('reports each step whose repository action GitHub would refuse, at its uses:, and no other', async () => {
    const asked: string[] = [];
    const findings = lintWorkflow(await parseWorkflow(WORKFLOW, 'wf.yml'), expressions, {
      actionProblem: (path) => {
        asked.push(path);
        return path === './bad' ? 'bad/action.yml is not an action GitHub would run: …' : null;
      },
    }).filter((f) => f.rule === 'action-invalid');
    expect(findings).toEqual([
      {
        rule: 'action-invalid',
        file: 'wf.yml',
        line: 7,
        column: 15,
        message: 'bad/action.yml is not an action GitHub would run: …',
      },
    ]);
    // baton's own action at ./ is not a repository action to read.
    expect(asked).toEqual(['./bad', './good', './missing']);
  });

  it('checks nothing without a way to read actions', async () => {
    const findings = lintWorkflow(await parseWorkflow(WORKFLOW, 'wf.yml'), expressions);
    expect(findings.filter((f) => f.rule === 'action-invalid')).toEqual([]);
  });
});
