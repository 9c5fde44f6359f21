import { describe, expect, it } from 'vitest';
import { lintFixture, where } from '../../support/lint-fixtures.js';

describe('lint rule report-needs-incomplete', () => {
  it('finds a report job reading the needs context whose needs: leaves out jobs it could report on (other reports apart)', async () => {
    const findings = await lintFixture('report-needs.bad.yml');
    expect(where(findings)).toEqual(['22:13 report-needs-incomplete', '34:3 report-needs-incomplete']);
    expect(findings.map((f) => f.message)).toEqual([
      "job report passes `needs: ${{ toJSON(needs) }}` to ./report, but GitHub's `needs` context holds only the jobs a job lists in its own `needs:`, and it does not list test, review: a failure of one of them is not in that context (a job it lists that runs after it is skipped, and a skipped job fails nothing), so the report would not say the run failed; list them in its `needs:` (needs: [synthesize, test, review])",
      "job no-needs-report passes `needs: ${{ toJSON(needs) }}` to baton-dev/baton/report@0123456789abcdef0123456789abcdef01234567, but GitHub's `needs` context holds only the jobs a job lists in its own `needs:`, and it does not list test, review, synthesize, after-report: a failure of one of them is not in that context (a job it lists that runs after it is skipped, and a skipped job fails nothing), so the report would not say the run failed; list them in its `needs:` (needs: [test, review, synthesize, after-report])",
    ]);
  });

  it('accepts every other job listed (in any case), leaves out the jobs after the report, and a report without the needs input', async () => {
    expect(await lintFixture('report-needs.good.yml')).toEqual([]);
  });
});

describe('lint rule report-skipped', () => {
  it('finds a report job that needs jobs and whose if: is false after a failure: no always(), failure() or cancelled(), or one such as !failure()', async () => {
    const findings = await lintFixture('report-skipped.bad.yml');
    // Not `!cancelled()` (true after a failure), nor `always() && <a context>` (the context may be meant).
    expect(where(findings)).toEqual([
      '11:3 report-skipped',
      '20:9 report-skipped',
      '28:9 report-skipped',
      '36:9 report-skipped',
      '44:9 report-skipped',
    ]);
    expect(findings.map((f) => f.message)).toEqual([
      'job report runs ./report and needs review, but it has no `if:`, so GitHub runs it only when every job it needs succeeded: when one fails or is cancelled, the report job is skipped and no report says so; give it `if: always()`',
      'job report-draft runs ./report and needs review, report, but its `if:` calls no status function, so GitHub runs it only when every job it needs succeeded: when one fails or is cancelled, the report job is skipped and no report says so; make it `if: always() && (github.event.pull_request.draft == false)`',
      'job report-success runs ./report and needs review, report, report-draft, but its `if:` calls `success()`, so GitHub runs it only when every job it needs succeeded: when one fails or is cancelled, the report job is skipped and no report says so; call `always()` in its place',
      'job report-not-failure runs ./report and needs review, but its `if:` (`!failure()`) is false whenever a job it needs has failed, so the report job is skipped when one fails and no report says so; make it `if: always()`',
      'job report-success-or-cancelled runs ./report and needs review, but its `if:` (`success() || cancelled()`) is false whenever a job it needs has failed, so the report job is skipped when one fails and no report says so; make it `if: always()`',
    ]);
  });
});
