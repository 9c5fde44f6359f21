import { describe, expect, it } from 'vitest';
import { lintCalls, lintText } from '../../support/lint-fixtures.js';

/**
 * `baton lint` sees a workflow's calls of local reusable workflows as `baton run` runs them: a called job
 * may read its caller's upstream stages (its stage id is its own job id), a job after the call the called
 * jobs' stages; a called job's token is bounded by its caller's permissions; an input its call gives
 * attacker text is attacker text in the called file.
 */

const STAGE = 'baton-dev/baton@0123456789abcdef0123456789abcdef01234567';

const CI = `on: push
permissions:
  contents: read
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          prompt: Investigate.
          run: bash ./agent.sh
  fix:
    needs: investigate
    uses: ./.github/workflows/_fix.yml
  review:
    needs: fix
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          needs: patch
          prompt: "Review {{stages.patch.summary}}"
          run: bash ./agent.sh
`;

const FIX = `on: workflow_call
jobs:
  patch:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          needs: investigate
          prompt: "Patch {{stages.investigate.summary}}"
          run: bash ./agent.sh
`;

const at = (findings: Awaited<ReturnType<typeof lintCalls>>) =>
  findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}: ${f.message}`);

describe('lint of a workflow with its local calls expanded', () => {
  it("accepts a called stage reading its caller's upstream stage and a later job reading the called stage (its own job id), under the caller's read permissions", async () => {
    // Each file on its own does not see it.
    expect((await lintText(FIX, '.github/workflows/_fix.yml')).map((f) => f.rule)).toContain(
      'template-not-upstream',
    );
    expect(await lintCalls(CI, { '.github/workflows/_fix.yml': FIX })).toEqual([]);
  });

  it('finds a called stage reading a stage that runs after its call, saying why', async () => {
    const fix = FIX.replace('stages.investigate.summary', 'stages.review.summary');
    expect(at(await lintCalls(CI, { '.github/workflows/_fix.yml': fix }))).toEqual([
      ".github/workflows/_fix.yml:9:28 template-not-upstream: stages.review is not upstream of job patch: job 'review' runs after the call 'fix' that runs this job: review needs fix; a prompt reads only stages of jobs that finish before it; upstream stages: investigate",
    ]);
  });

  it('finds a called stage reading an upstream stage with no needs input, in the called file: on GitHub a checkout does not help there', async () => {
    const fix = FIX.replace('          needs: investigate\n', '');
    const message =
      'job patch: its prompt reads stages.investigate (8:28), and it has no `needs` input: in a workflow run as a call the stage knows its upstream stages from that input alone (the workflow file it reads on GitHub is the caller\'s, which has no job patch; a checkout does not change that), so it would know none and fail ("stages.investigate: no such upstream stage"); give the step `needs: investigate`';
    expect(at(await lintCalls(CI, { '.github/workflows/_fix.yml': fix }))).toEqual([
      `.github/workflows/_fix.yml:6:15 needs-input-missing: ${message}`,
    ]);
    // A checkout before it, or the repository's own action, changes nothing.
    const checkedOut = fix.replace(
      '    steps:\n',
      '    steps:\n      - uses: actions/checkout@v4\n        with: { persist-credentials: false }\n',
    );
    expect(
      at(await lintCalls(CI, { '.github/workflows/_fix.yml': checkedOut })).map((f) => f.split(' ')[1]),
    ).toEqual(['needs-input-missing:']);
    // A file that can only be called says so on its own too (it cannot know its caller's stages).
    expect((await lintText(fix, '.github/workflows/_fix.yml')).map((f) => f.rule)).toContain(
      'needs-input-missing',
    );
  });

  it("holds a called agent job to the token its caller gives it: write from the caller's permissions is a finding, read is not", async () => {
    const writes = CI.replace(
      '  fix:\n',
      '  fix:\n    permissions:\n      contents: read\n      issues: write\n',
    );
    const findings = await lintCalls(writes, { '.github/workflows/_fix.yml': FIX });
    expect(at(findings)).toEqual([
      '.github/workflows/_fix.yml:3:3 agent-job-write: job patch runs an agent, and the permissions its call gives it (jobs.fix.permissions of .github/workflows/ci.yml) let its token write (issues); an agent that reads untrusted text must not hold write access. Give this job read permissions and write from a job without an agent (a report job, a pull-request job)',
    ]);
    // Its own permissions are its own.
    const own = FIX.replace(
      '    runs-on: ubuntu-latest\n',
      '    runs-on: ubuntu-latest\n    permissions: {}\n',
    );
    expect(await lintCalls(writes, { '.github/workflows/_fix.yml': own })).toEqual([]);
  });

  it("finds attacker text its call passes in with: pasted into a called file's script as inputs.<name>, and not a trusted input", async () => {
    const ci = `on: issues
permissions:
  contents: read
jobs:
  echo:
    uses: ./.github/workflows/_echo.yml
    with:
      title: \${{ github.event.issue.title }}
      number: \${{ github.event.issue.number }}
`;
    const echo = `on:
  workflow_call:
    inputs:
      title: { type: string }
      number: { type: number }
jobs:
  say:
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ inputs.title }} \${{ inputs.number }}"
`;
    const findings = await lintCalls(ci, { '.github/workflows/_echo.yml': echo });
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([
      '.github/workflows/_echo.yml:10:20 untrusted-expression',
    ]);
    expect(findings[0]?.message).toContain('`${{ inputs.title }}` in a shell command');
    // baton run warns of it before it starts, as lint finds it.
    expect(await lintCalls(ci, { '.github/workflows/_echo.yml': echo }, 'run')).toEqual(findings);
    // Linted on its own, the file's inputs are not known to be attacker text.
    expect(await lintText(echo, '.github/workflows/_echo.yml')).toEqual([]);
  });

  /** A called file: `review` with a matrix, `sum` after it reading `review`'s stages by `prompt`. */
  const DEPLOY = (matrix: string, prompt: string) => `on:
  workflow_call:
    inputs:
      angles: { type: string, required: true }
permissions:
  contents: read
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: ${matrix}
    steps:
      - uses: ${STAGE}
        with:
          prompt: Review.
          run: bash ./agent.sh
  sum:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          stage: sum-staging
          prompt: "${prompt}"
          run: bash ./agent.sh
`;
  const AFTER_DEPLOY = (prompt: string) => `on: push
permissions:
  contents: read
jobs:
  deploy:
    uses: ./.github/workflows/_deploy.yml
    with:
      angles: '["security","docs"]'
  after:
    needs: deploy
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { persist-credentials: false }
      - uses: ${STAGE}
        with:
          prompt: "${prompt}"
          run: bash ./agent.sh
`;

  it('accepts a prompt after a call reading a known stage of its jobs when another of them has a matrix only the run makes', async () => {
    const deploy = DEPLOY('${{ fromJSON(inputs.angles) }}', 'Sum.');
    const good = AFTER_DEPLOY('{{stages.sum-staging.summary}} {{stages.review-docs.summary}}');
    expect(at(await lintCalls(good, { '.github/workflows/_deploy.yml': deploy }))).toEqual([]);
    const typo = AFTER_DEPLOY('{{stages.sum-stagin.summary}}');
    expect(at(await lintCalls(typo, { '.github/workflows/_deploy.yml': deploy }))).toEqual([
      '.github/workflows/ci.yml:17:22 template-not-upstream: stages.sum-stagin is not upstream of job after: there is no stage sum-stagin in this workflow or the workflows the run calls; upstream stages: review, sum-staging (did you mean sum-staging?)',
    ]);
  });

  it("accepts a called job's prompt reading its sibling as jobs.<its own id>, as GitHub's records name it, and says so of one naming it by its id in the run", async () => {
    // On GitHub a called stage knows its upstream stages from its needs input alone (needs-input-missing).
    const withNeeds = (text: string) =>
      text.replace(
        'stage: sum-staging\n',
        'stage: sum-staging\n          needs: review-security, review-docs\n',
      );
    const good = withNeeds(DEPLOY('[security, docs]', '{{#each jobs.review}}{{matrix.angle}}{{/each}}'));
    expect(at(await lintCalls(AFTER_DEPLOY('After.'), { '.github/workflows/_deploy.yml': good }))).toEqual(
      [],
    );
    const byRunId = withNeeds(DEPLOY('[security, docs]', '{{#each jobs.[deploy/review]}}{{id}}{{/each}}'));
    expect(at(await lintCalls(AFTER_DEPLOY('After.'), { '.github/workflows/_deploy.yml': byRunId }))).toEqual(
      [
        ".github/workflows/_deploy.yml:26:28 template-not-upstream: jobs.deploy/review is not upstream of job sum: a called workflow reads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own job id): jobs.review; upstream jobs: review",
      ],
    );
  });
});
