import { describe, expect, it } from 'vitest';
import { pulledJobs, pulledRunSummary } from '../../src/core/pulled-run.js';
import type { StoredRecord } from '../../src/core/record.js';
import { buildPlan } from '../../src/core/workflow/plan.js';
import { makeEntry, makeHandoff, makeRecord } from '../support/records.js';
import { expressions, parseWorkflow } from '../support/workflow-language.js';

const FROM = {
  url: 'https://github.com/octo/app/actions/runs/7',
  repository: 'octo/app',
  run_id: 7,
  run_attempt: null,
  pulled_at: '2026-11-22T10:00:00.000Z',
  skipped: [],
};

describe('pulledRunSummary', () => {
  it('takes the run status and each job result from the newest attempt of each stage', () => {
    const summary = pulledRunSummary(
      [
        makeRecord({ stage: 'plan', status: 'failure', outcome: { reason: 'exit-nonzero' } }),
        makeRecord({
          stage: 'plan',
          attempt: 2,
          agent: { started_at: '2026-11-21T13:06:00.000Z', finished_at: '2026-11-21T13:07:00.000Z' },
        }),
        makeRecord({
          stage: 'fix',
          hop: 2,
          status: 'failure',
          outcome: { reason: 'verify-failed' },
          agent: { started_at: '2026-11-21T13:08:00.000Z', finished_at: '2026-11-21T13:10:00.000Z' },
        }),
      ],
      FROM,
    );
    expect(summary).toMatchObject({
      workflow: 'fix-issue',
      workflow_path: null,
      status: 'failure',
      started_at: '2026-11-21T13:05:00.000Z',
      finished_at: '2026-11-21T13:10:00.000Z',
      duration_ms: 300_000,
      pulled: FROM,
      jobs: [
        { id: 'plan', stages: ['plan'], result: 'success' },
        { id: 'fix', stages: ['fix'], result: 'failure' },
      ],
    });
  });

  // The stage action fails its step only for an outcome other than completed, and `baton run` shows such a
  // job as success: a run green on GitHub must not read failure once pulled.
  it('fails a job only for an outcome other than completed: a handoff saying failure or blocked succeeds', () => {
    const summary = pulledRunSummary(
      [
        makeRecord({ stage: 'review', status: 'failure' }),
        makeRecord({ stage: 'triage', status: 'blocked' }),
      ],
      FROM,
    );
    expect(summary.status).toBe('success');
    expect(summary.jobs).toEqual([
      { id: 'review', stages: ['review'], result: 'success' },
      { id: 'triage', stages: ['triage'], result: 'success' },
    ]);
    for (const reason of ['exit-nonzero', 'handoff-invalid', 'handoff-missing', 'max-handoffs'] as const) {
      const failed = makeRecord({ stage: 'review', status: 'success', outcome: { reason } });
      expect(pulledRunSummary([failed], FROM).status).toBe('failure');
    }
  });

  it('is cancelled when a stage was cancelled and none failed, and succeeds when all did', () => {
    const cancelled = makeRecord({ stage: 'b', status: 'failure', outcome: { reason: 'cancelled' } });
    expect(pulledRunSummary([makeRecord({ stage: 'a' }), cancelled], FROM).status).toBe('cancelled');
    expect(pulledRunSummary([makeRecord({ stage: 'a' }), makeRecord({ stage: 'b' })], FROM).status).toBe(
      'success',
    );
  });
});

/** A pulled record as a StoredRecord (the digest is not read by pulledJobs). */
function stored(record: Parameters<typeof makeEntry>[0]): StoredRecord {
  const entry = makeEntry(record);
  return { record: entry.record, prompt: entry.prompt, handoff: entry.handoff, recordSha256: '0'.repeat(64) };
}

const PULLED_WORKFLOW = `on: issues
jobs:
  setup:
    runs-on: ubuntu-latest
    outputs:
      area: \${{ steps.pick.outputs.area }}
      fixed: literal
    steps:
      - id: pick
        run: echo "area=parser" >> "$GITHUB_OUTPUT"
  investigate:
    runs-on: ubuntu-latest
    outputs:
      status: \${{ steps.stage.outputs.status }}
      file: \${{ fromJSON(steps.stage.outputs.data).file }}
      where: \${{ steps.stage.outputs.prompt-path }}
      both: \${{ steps.stage.outputs.next }}-\${{ steps.pick.outputs.x }}
    steps:
      - id: pick
        run: echo "x=1" >> "$GITHUB_OUTPUT"
      - id: stage
        uses: ./
        with:
          run: sh agent.sh
          prompt: look
  test:
    needs: investigate
    runs-on: ubuntu-latest
    strategy:
      matrix:
        os: [linux, mac]
    steps:
      - run: 'true'
  review:
    name: Review it
    needs: investigate
    runs-on: ubuntu-latest
    steps:
      - run: 'true'
  named:
    name: \${{ github.event_name }} check
    runs-on: ubuntu-latest
    steps:
      - run: 'true'
`;

describe('pulledJobs', () => {
  it("gives each job GitHub's conclusion by name, else its records', and the outputs its stage records hold", async () => {
    const plan = buildPlan(await parseWorkflow(PULLED_WORKFLOW, 'fix.yml'), expressions, {
      eventName: 'issues',
    });
    const jobs = pulledJobs(
      plan,
      [
        stored({
          record: {
            stage: 'investigate',
            job: 'investigate',
            status: 'failure',
            outcome: { reason: 'exit-nonzero' },
          },
          handoff: makeHandoff({ summary: 'first try' }),
        }),
        stored({
          record: { stage: 'investigate', job: 'investigate', attempt: 2 },
          handoff: makeHandoff({
            summary: 'found it',
            data: { file: 'src/date.ts' },
            next: { stage: 'review' },
          }),
        }),
      ],
      [
        { name: 'setup', conclusion: 'success' },
        { name: 'test (linux)', conclusion: 'success' },
        { name: 'test (mac)', conclusion: 'timed_out' },
        { name: 'Review it', conclusion: 'skipped' },
      ],
      expressions,
    );
    const byId = Object.fromEntries(jobs.map((job) => [job.id, job]));
    // A run: step's output is in no record; a literal one is the workflow's.
    expect(byId.setup).toMatchObject({
      result: 'success',
      resultFrom: 'github',
      outputs: { fixed: 'literal' },
      withheldOutputs: ['area'],
      stages: [],
    });
    // The newest attempt's record, as the action set its outputs; a path of GitHub's runner and anything
    // read from a run: step are not known here.
    expect(byId.investigate).toMatchObject({
      result: 'success',
      resultFrom: 'records',
      outputs: { status: 'success', file: 'src/date.ts' },
      withheldOutputs: ['where', 'both'],
      stages: ['investigate'],
    });
    // A matrix job's legs, `job (a)`: one timed out.
    expect(byId.test).toMatchObject({ result: 'failure', resultFrom: 'github' });
    // Found by its name:, not its id.
    expect(byId.review).toMatchObject({ result: 'skipped', resultFrom: 'github' });
    // A name made by an expression, no record: not known.
    expect(byId.named).toMatchObject({ resultFrom: 'unknown' });
  });

  it("gives a job GitHub does not list its records' result, failed only by an outcome other than completed; GitHub's conclusion wins", async () => {
    const plan = buildPlan(await parseWorkflow(PULLED_WORKFLOW, 'fix.yml'), expressions, {
      eventName: 'issues',
    });
    const blocked = stored({ record: { stage: 'investigate', job: 'investigate', status: 'blocked' } });
    const fromRecords = pulledJobs(plan, [blocked], [], expressions).find((j) => j.id === 'investigate');
    expect(fromRecords).toMatchObject({ result: 'success', resultFrom: 'records' });
    const refused = stored({
      record: { stage: 'investigate', job: 'investigate', outcome: { reason: 'handoff-invalid' } },
    });
    expect(pulledJobs(plan, [refused], [], expressions).find((j) => j.id === 'investigate')).toMatchObject({
      result: 'failure',
      resultFrom: 'records',
    });
    const listed = pulledJobs(plan, [blocked], [{ name: 'investigate', conclusion: 'failure' }], expressions);
    expect(listed.find((j) => j.id === 'investigate')).toMatchObject({
      result: 'failure',
      resultFrom: 'github',
    });
  });
});

/**
 * A run pulled after "Re-run all jobs": in run attempt 1 triage routed to fix, which failed; in run attempt 2
 * triage ran again and routed nowhere, so fix was skipped. fix's only record is of run attempt 1, rendered
 * from triage's record of run attempt 1: superseded.
 */
const RERUN_WORKFLOW = `on: issues
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          run: sh agent.sh
          prompt: triage
  fix:
    needs: triage
    runs-on: ubuntu-latest
    outputs:
      status: \${{ steps.stage.outputs.status }}
    steps:
      - id: stage
        uses: ./
        with:
          run: sh agent.sh
          prompt: fix
`;

function rerunRecords(): StoredRecord[] {
  const triage1 = stored({ record: { stage: 'triage', job: 'triage' } });
  return [
    triage1,
    stored({
      record: {
        stage: 'fix',
        job: 'fix',
        hop: 2,
        status: 'failure',
        outcome: { reason: 'exit-nonzero' },
        lineage: [{ stage: 'triage', attempt: 1, record_sha256: triage1.recordSha256 }],
        agent: { started_at: '2026-11-21T13:06:00.000Z', finished_at: '2026-11-21T13:07:00.000Z' },
      },
    }),
    stored({
      record: {
        stage: 'triage',
        job: 'triage',
        run: { attempt: 2 },
        agent: { started_at: '2026-11-21T13:10:00.000Z', finished_at: '2026-11-21T13:11:00.000Z' },
      },
    }),
  ];
}

describe('a pulled run whose re-run superseded a record', () => {
  it('gives the run no result from it: its job did not run in the re-run', () => {
    const summary = pulledRunSummary(
      rerunRecords().map((r) => r.record),
      FROM,
    );
    expect(summary.status).toBe('success');
    expect(summary.jobs).toEqual([
      { id: 'triage', stages: ['triage'], result: 'success' },
      { id: 'fix', stages: ['fix'], result: 'skipped' },
    ]);
  });

  it('is replayed as GitHub ran it: the job that did not run has no stage to copy and no output from that record', async () => {
    const plan = buildPlan(await parseWorkflow(RERUN_WORKFLOW, 'fix.yml'), expressions, {
      eventName: 'issues',
    });
    const github = [
      { name: 'triage', conclusion: 'success' },
      { name: 'fix', conclusion: 'skipped' },
    ];
    const byId = Object.fromEntries(
      pulledJobs(plan, rerunRecords(), github, expressions).map((j) => [j.id, j]),
    );
    expect(byId.triage).toMatchObject({ result: 'success', stages: ['triage'] });
    expect(byId.fix).toMatchObject({ result: 'skipped', resultFrom: 'github', stages: [] });
    // Not the `status` its old record would give: the job did not run, as on GitHub.
    expect(byId.fix?.outputs).toEqual({});
  });
});
