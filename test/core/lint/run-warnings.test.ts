import { describe, expect, it } from 'vitest';
import { foldedRunWarnings, type LintFinding } from '../../../src/core/lint/index.js';

const finding = (rule: LintFinding['rule'], line: number, file = 'wf.yml'): LintFinding => ({
  rule,
  file,
  line,
  column: 9,
  message: `message ${line}`,
});

describe('foldedRunWarnings: what a run says of lint, one line a rule and file', () => {
  it("gives a rule's one finding in full, and folds several of one file into one line saying where", () => {
    const lines = [29, 31, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49];
    expect(
      foldedRunWarnings([
        ...lines.map((line) => finding('untrusted-expression', line)),
        finding('next-unknown-job', 12),
        finding('untrusted-expression', 5, 'called.yml'),
      ]),
    ).toEqual([
      'wf.yml: 12 untrusted-expression findings, at lines 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, …: attacker-controlled text (a text field of `github.event`, `github.head_ref`, handoff data) interpolated with ${{ }} into a shell command or a prompt; baton lint wf.yml says each',
      'wf.yml:12:9: next-unknown-job: message 12 (baton lint reports it too)',
      'called.yml:5:9: untrusted-expression: message 5 (baton lint reports it too)',
    ]);
    expect(foldedRunWarnings([])).toEqual([]);
  });
});
