import { describe, expect, it } from 'vitest';
import { lintFixture, where } from '../../support/lint-fixtures.js';

describe('lint rule report-permission', () => {
  it('finds report jobs on pull requests whose token cannot write pull requests or issues', async () => {
    const findings = await lintFixture('report-permission.bad.yml');
    expect(where(findings)).toEqual(['10:15 report-permission', '17:15 report-permission']);
    expect(findings[0]?.message).toBe(
      "job report posts the report comment with ./report, but its token has neither `issues: write` nor `pull-requests: write`; add `pull-requests: write` to the job's `permissions:` (or set `mode: summary`)",
    );
  });

  it('finds a report job with no permissions anywhere, asking for issues: write off pull requests', async () => {
    const findings = await lintFixture('report-permission.unset.yml');
    expect(findings.map((f) => f.message)).toEqual([
      "job report posts the report comment with ./report, but neither the job nor the workflow sets `permissions:` (the repository default may be read-only); add `issues: write` to the job's `permissions:` (or set `mode: summary`)",
    ]);
  });

  it('accepts issues: write, write-all, and mode: summary without write', async () => {
    expect(await lintFixture('report-permission.good.yml')).toEqual([]);
  });
});
