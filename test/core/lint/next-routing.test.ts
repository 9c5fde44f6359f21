import { describe, expect, it } from 'vitest';
import { lintFixture, lintText, where } from '../../support/lint-fixtures.js';

describe('lint rule next-unknown-job', () => {
  it('finds routes to jobs that do not exist, in job and step conditions, either way round, through renamed outputs', async () => {
    const findings = await lintFixture('next-unknown-job.bad.yml');
    expect(where(findings)).toEqual([
      '17:13 next-unknown-job',
      '21:9 next-unknown-job',
      '27:9 next-unknown-job',
      '27:9 next-unknown-job',
    ]);
    expect(findings.map((f) => f.message)).toEqual([
      "`steps.stage.outputs.next == 'hotfx'`: there is no job hotfx in this workflow, so no handoff can take this route; jobs: triage, fix-now, backlog",
      "`needs.triage.outputs.route == 'fix-nwo'`: there is no job fix-nwo in this workflow, so no handoff can take this route; jobs: triage, fix-now, backlog (did you mean fix-now?)",
      "`needs.triage.outputs.next == 'backlogg'`: there is no job backlogg in this workflow, so no handoff can take this route; jobs: triage, fix-now, backlog (did you mean backlog?)",
      "`needs.triage.outputs.next != 'later'`: there is no job later in this workflow, so no handoff can take this route; jobs: triage, fix-now, backlog",
    ]);
  });

  it('accepts routes to existing jobs (compared case-insensitively, as GitHub does), empty checks and other outputs', async () => {
    expect(await lintFixture('next-unknown-job.good.yml')).toEqual([]);
  });
});

describe('lint rule next-unknown-job: outputs of jobs that run no stage', () => {
  it('leaves an output named next of a job of no stage alone: it routes on something else', async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs: { next: "\${{ steps.v.outputs.next }}" }
    steps: [{ id: v, run: echo next=major >> "$GITHUB_OUTPUT" }]
  release-major:
    needs: plan
    if: needs.plan.outputs.next == 'major'
    runs-on: x
    steps: [{ run: echo }]
`;
    expect((await lintText(text)).filter((f) => f.rule === 'next-unknown-job')).toEqual([]);
  });
});
