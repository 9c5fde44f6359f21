import { describe, expect, it } from 'vitest';
import { lintCalls, lintText } from '../../support/lint-fixtures.js';

/**
 * `baton lint` reports what `baton run`'s plan refuses a workflow for before it runs anything, and no lint
 * rule of its own finds: two steps, jobs or legs recording one stage id (`stage-duplicate`; on GitHub their
 * records' artifacts would collide when the jobs run), a stage id the step would refuse, a literal timeout
 * or shell the run refuses. What depends on how a run is started (required inputs and secrets, stage ids made
 * of inputs, variables or the event) is not reported: lint knows no run.
 */

const STAGE = 'baton-dev/baton@0123456789abcdef0123456789abcdef01234567';

const at = (findings: Awaited<ReturnType<typeof lintCalls>>) =>
  findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}: ${f.message}`);

/** A read-only workflow of two agent jobs whose stage steps take `a` and `b` as their `with:` extras, on `on`'s events. */
function twoJobs(a: string, b: string, on = '  push:'): string {
  return `on:
${on}
permissions:
  contents: read
jobs:
  first:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          prompt: First.
          run: bash ./agent.sh${a}
  second:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          prompt: Second.
          run: bash ./agent.sh${b}
`;
}

const CALLER = `on: push
permissions:
  contents: read
jobs:
  stat:
    strategy:
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/_review.yml
    with:
      environment: \${{ matrix.env }}
`;

const REVIEW = `on:
  workflow_call:
    inputs:
      environment:
        type: string
        required: true
permissions:
  contents: read
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          prompt: Review.
          run: bash ./agent.sh
`;

describe('lint of what the plan refuses', () => {
  it('reports two plain jobs whose stage steps record the same stage (stage-duplicate), at the second job', async () => {
    const findings = await lintText(
      twoJobs('\n          stage: review', '\n          stage: review'),
      'wf.yml',
    );
    expect(at(findings)).toEqual([
      "wf.yml:14:3 stage-duplicate: stage 'review' of job 'second' is also a stage of job 'first'; set a different `stage` input",
    ]);
    // Different stage ids, or the jobs' own ids, are fine.
    expect(await lintText(twoJobs('\n          stage: one', '\n          stage: two'), 'wf.yml')).toEqual([]);
    expect(await lintText(twoJobs('', ''), 'wf.yml')).toEqual([]);
  });

  it('reports a called stage every leg of a matrix call would record under one id (stage-duplicate), in the called file', async () => {
    const findings = await lintCalls(CALLER, { '.github/workflows/_review.yml': REVIEW });
    expect(at(findings)).toEqual([
      ".github/workflows/_review.yml:10:3 stage-duplicate: stage 'review' of job 'stat/review' would be recorded by every leg of the call around it (stat-staging/review, stat-production/review): a called workflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's matrix does not reach the called workflow; give the stage a `stage:` input made from the inputs its legs give it (stage: review-${{ inputs.<name> }}), so that each leg records its own",
    ]);
    // A stage made from the input each leg gives records one stage a leg.
    const own = REVIEW.replace(
      'prompt: Review.',
      'stage: review-${{ inputs.environment }}\n          prompt: Review.',
    );
    expect(await lintCalls(CALLER, { '.github/workflows/_review.yml': own })).toEqual([]);
  });

  it('does not report what depends on how a run is started: required inputs and secrets, stage ids made of inputs or variables', async () => {
    const dispatch = `  workflow_dispatch:
    inputs:
      name:
        type: string
        required: true`;
    // Two stage ids made of a required input with no default: a run is refused for the missing input, lint is not.
    expect(
      await lintText(
        twoJobs('\n          stage: a-${{ inputs.name }}', '\n          stage: a-${{ vars.NAME }}', dispatch),
        'wf.yml',
      ),
    ).toEqual([]);
    // A called workflow on its own: its required inputs and secrets are its callers' to give.
    const called = REVIEW.replace(
      '        required: true\n',
      '        required: true\n    secrets:\n      TOKEN:\n        required: true\n',
    ).replace('prompt: Review.', 'stage: ${{ inputs.environment }}\n          prompt: Review.');
    expect(await lintText(called, '.github/workflows/_review.yml')).toEqual([]);
  });

  it('reports a stage id the step would refuse (invalid-input), and a literal timeout or shell the run refuses', async () => {
    const workflow = `on: push
permissions:
  contents: read
jobs:
  first:
    runs-on: ubuntu-latest
    timeout-minutes: 0
    steps:
      - uses: ${STAGE}
        with:
          stage: not an id
          prompt: First.
          run: bash ./agent.sh
      - run: echo done
        shell: zsh -e
`;
    expect(at(await lintText(workflow, 'wf.yml'))).toEqual([
      'wf.yml:7:22 timeout-invalid: timeout-minutes must be a whole number of minutes above 0, got 0',
      'wf.yml:11:18 invalid-input: stage "not an id" is not a valid stage id: a letter or _ then up to 99 letters, digits, _ or -',
      'wf.yml:15:16 shell-invalid: shell: "zsh -e" is not one of bash, sh, pwsh, python, cmd, powershell (Windows only), or a command containing {0} (e.g. "perl {0}")',
    ]);
  });

  it('reports a stage id its artifact name could not be read back from (an -attempt-N or -run-N end), as the step refuses it', async () => {
    const findings = await lintText(
      twoJobs('\n          stage: retry-attempt-2', '\n          stage: again-run-3'),
      'wf.yml',
    );
    expect(at(findings)).toEqual([
      'wf.yml:13:18 invalid-input: stage id "retry-attempt-2" ends like an attempt suffix (-attempt-<n>), which would make its artifact name ambiguous; rename the stage',
      'wf.yml:21:18 invalid-input: stage id "again-run-3" ends like a run attempt suffix (-run-<n>), which would make its artifact name ambiguous; rename the stage',
    ]);
  });

  it("reports a template reading a stage none of a matrix call's legs records (template-not-upstream), as the run refuses it", async () => {
    const own = REVIEW.replace(
      'prompt: Review.',
      'stage: review-${{ inputs.environment }}\n          prompt: Review.',
    );
    const summary = (stage: string) => `  sum:
    needs: stat
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { persist-credentials: false }
      - uses: ${STAGE}
        with:
          prompt: "Sum {{stages.${stage}.summary}}"
          run: bash ./agent.sh
`;
    const findings = await lintCalls(`${CALLER}${summary('review-qa')}`, {
      '.github/workflows/_review.yml': own,
    });
    expect(at(findings)).toEqual([
      ".github/workflows/ci.yml:20:26 template-not-upstream: stages.review-qa: not a stage upstream of job 'sum'; upstream stages: review-staging, review-production",
    ]);
    // A stage one leg records is upstream, and the template is not reported.
    expect(
      await lintCalls(`${CALLER}${summary('review-production')}`, { '.github/workflows/_review.yml': own }),
    ).toEqual([]);
  });
});
