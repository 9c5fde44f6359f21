import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSuite } from '../support/action-suite.js';
import { Job, stderrProblems } from '../support/actions-runner.js';
import { expressions } from '../support/workflow-language.js';
import { zipEntry } from '../support/zip.js';

/**
 * "Re-run failed jobs" on GitHub, with the bundled actions run as the runner runs them: run attempt 1 of a
 * run, then run attempt 2 of the same run (GITHUB_RUN_ATTEMPT=2, new jobs, the same artifacts), against the
 * local results service, which refuses a re-run's upload of a name an earlier run attempt used, as GitHub
 * does (test/support/results-server.ts).
 */

const suite = actionSuite();
let runBackendId: string;

const WORKFLOW = `name: demo
on: workflow_dispatch
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
  fix:
    needs: investigate
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
  review:
    needs: fix
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
  report:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton/report@v1
`;

/** The same workflow with a second job recording stage fix: a mistake, which baton refuses. */
const WORKFLOW_FIX_TWICE = `${WORKFLOW}  fix-again:
    needs: investigate
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
        with:
          stage: fix
`;

/** A job of run attempt `runAttempt`, its workspace holding the workflow, as GitHub runs a (re-run) job. */
async function job(name: string, runAttempt: number, workflow = WORKFLOW): Promise<Job> {
  const created = await Job.create({
    resultsUrl: suite.server.url,
    runBackendId,
    job: name,
    env: {
      GITHUB_WORKFLOW_REF: 'octo/demo/.github/workflows/demo.yml@refs/heads/main',
      GITHUB_RUN_ATTEMPT: String(runAttempt),
    },
  });
  suite.jobs.push(created);
  await mkdir(join(created.workspace, '.github/workflows'), { recursive: true });
  await writeFile(join(created.workspace, '.github/workflows/demo.yml'), workflow);
  return created;
}

function writesHandoff(handoff: unknown): string {
  return `cat > "$BATON_HANDOFF_PATH" <<'BATON_JSON'\n${JSON.stringify(handoff)}\nBATON_JSON\n`;
}

function artifacts(): Array<[name: string, runAttempt: number]> {
  return suite.server
    .artifacts(runBackendId)
    .filter((a) => a.finalized)
    .map((a): [string, number] => [a.name, a.runAttempt]);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

describe('re-running failed jobs', () => {
  it('records the re-run under names of its own, and the jobs after it read the re-run’s records', async () => {
    runBackendId = randomUUID();
    // Run attempt 1: investigate passes; fix fails verify twice, so the run fails.
    const investigate = await job('investigate', 1);
    const found = await investigate.uses('stage', {
      prompt: 'Investigate.',
      run: writesHandoff({ version: 1, summary: 'found it' }),
    });
    expect(found.exitCode).toBe(0);
    const fix1 = await job('fix', 1);
    const failed = await fix1.uses('stage', {
      prompt: 'Fix: {{stages.investigate.summary}}',
      run: writesHandoff({ version: 1, summary: 'fix try (run attempt 1)' }),
      verify: 'exit 1',
      attempts: '2',
    });
    expect(failed.exitCode).toBe(1);
    expect(failed.stdout).toContain('::error::stage fix: verify failed with exit code 1');

    // Re-run failed jobs: fix and the jobs after it run again, in run attempt 2 of the same run.
    expect(suite.server.rerun(runBackendId)).toBe(2);
    const fix2 = await job('fix', 2);
    const fixed = await fix2.uses('stage', {
      prompt: 'Fix: {{stages.investigate.summary}}',
      run: writesHandoff({ version: 1, summary: 'fix OK (run attempt 2)' }),
      verify: 'exit 0',
      attempts: '2',
    });
    expect(stderrProblems(fixed.stderr)).toBe('');
    expect(fixed.stdout).not.toContain('::error::');
    expect(fixed.exitCode).toBe(0);
    expect(fixed.outputs).toMatchObject({ status: 'success', present: 'true' });
    const rerunArtifact = suite.server.artifacts(runBackendId).find((a) => a.name === 'baton-fix-run-2');
    expect(fixed.outputs['artifact-id']).toBe(String(rerunArtifact?.id));
    expect(fixed.summary).toContain('baton-fix-run-2');

    const review = await job('review', 2);
    const reviewed = await review.uses('stage', {
      prompt:
        'Review: {{stages.fix.summary}} status {{stages.fix.status}} attempt {{stages.fix.meta.attempt}}',
      run: writesHandoff({ version: 1, summary: 'ok' }),
    });
    expect(reviewed.exitCode).toBe(0);
    expect(await readFile(reviewed.outputs['prompt-path']!, 'utf8')).toBe(
      'Review: fix OK (run attempt 2) status success attempt 1',
    );

    // Run attempt 1's records are kept as they were, beside the re-run's.
    expect(artifacts()).toEqual([
      ['baton-investigate', 1],
      ['baton-fix', 1],
      ['baton-fix-attempt-2', 1],
      ['baton-fix-run-2', 2],
      ['baton-review-run-2', 2],
    ]);

    // The report of the re-run shows fix's newest record, with the attempts before it.
    const report = await job('report', 2);
    const reported = await report.uses('report', { mode: 'summary' });
    expect(reported.exitCode).toBe(0);
    expect(reported.summary).toContain('attempt 1 of run attempt 2; also ran in run attempt 1');
    expect(reported.summary).toContain('fix OK (run attempt 2)');
  });

  it('records a split stage (prepare, the agent’s step, capture) of a re-run under the re-run’s name', async () => {
    runBackendId = randomUUID();
    const investigate = await job('investigate', 1);
    await investigate.uses('stage', {
      prompt: 'Investigate.',
      run: writesHandoff({ version: 1, summary: 'found it' }),
    });
    const fix1 = await job('fix', 1);
    await fix1.uses('stage', { prompt: 'Fix.', run: 'exit 1' });
    suite.server.rerun(runBackendId);

    const fix2 = await job('fix', 2);
    const prepared = await fix2.uses('prepare', { prompt: 'Fix: {{stages.investigate.summary}}' });
    expect(prepared.exitCode, prepared.stdout).toBe(0);
    expect(await readFile(prepared.outputs['prompt-path']!, 'utf8')).toBe('Fix: found it');
    await fix2.run(writesHandoff({ version: 1, summary: 'fixed in the re-run' }));
    const captured = await fix2.uses('capture', {});
    expect(captured.exitCode, captured.stdout).toBe(0);
    expect(captured.outputs.status).toBe('success');
    expect(artifacts()).toEqual([
      ['baton-investigate', 1],
      ['baton-fix', 1],
      ['baton-fix-run-2', 2],
    ]);
    expect(captured.outputs['artifact-id']).toBe(String(suite.server.artifacts(runBackendId).at(-1)?.id));
  });

  it('refuses, before its agent runs, a second job of the re-run recording the same stage', async () => {
    runBackendId = randomUUID();
    const investigate = await job('investigate', 1, WORKFLOW_FIX_TWICE);
    await investigate.uses('stage', {
      prompt: 'Investigate.',
      run: writesHandoff({ version: 1, summary: 'found it' }),
    });
    suite.server.rerun(runBackendId);
    const fix = await job('fix', 2, WORKFLOW_FIX_TWICE);
    expect(
      (await fix.uses('stage', { prompt: 'Fix.', run: writesHandoff({ version: 1, summary: 'fixed' }) }))
        .exitCode,
    ).toBe(0);

    const again = await job('fix-again', 2, WORKFLOW_FIX_TWICE);
    const marker = join(again.workspace, 'agent-ran');
    const refused = await again.uses('stage', {
      stage: 'fix',
      prompt: 'Fix.',
      run: `touch "${marker}"\n${writesHandoff({ version: 1, summary: 'fixed twice' })}`,
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toContain(
      '::error::stage fix: stage fix attempt 1 of run attempt 2 already has a record in this run, so the agent was not run; records are immutable',
    );
    expect(await exists(marker)).toBe(false);
    expect(artifacts()).toEqual([
      ['baton-investigate', 1],
      ['baton-fix-run-2', 2],
    ]);
  });
});

/**
 * triage decides whether there is anything to fix (its `next` output); fix runs only then; docs runs after
 * triage whatever it said; review runs after both whatever happened (`always()`), and the report after all.
 */
const ROUTED_WORKFLOW = `name: demo
on: workflow_dispatch
jobs:
  triage:
    runs-on: ubuntu-latest
    outputs:
      next: \${{ steps.stage.outputs.next }}
    steps:
      - id: stage
        uses: baton-dev/baton@v1
  fix:
    needs: triage
    if: needs.triage.outputs.next == 'fix'
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
  docs:
    needs: triage
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
  review:
    needs: [triage, fix, docs]
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
  report:
    needs: [triage, fix, docs, review]
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton/report@v1
`;

/** The report's `needs` input as the runner passes `needs: ${{ toJSON(needs) }}`. */
function needsInput(results: Record<string, string>): string {
  const needs = Object.fromEntries(
    Object.entries(results).map(([job, result]) => [job, { result, outputs: {} }]),
  );
  return expressions.evaluateString('toJSON(needs)', { contexts: { needs } });
}

/** The record.json of the artifact `name` of this run, as stored. */
function storedRecord(name: string): { lineage: Array<Record<string, unknown>> } {
  const artifact = suite.server.artifacts(runBackendId).find((a) => a.name === name && a.finalized);
  if (!artifact?.blob) throw new Error(`no artifact ${name}`);
  return JSON.parse(zipEntry(artifact.blob, 'record.json')!.toString('utf8'));
}

const REVIEW_PROMPT =
  'Review: triage={{stages.triage.summary}} docs={{stages.docs.summary}} fix={{stages.fix.summary}} present={{stages.fix.present}} status={{stages.fix.status}}';

describe('a stage that did not run in a re-run of jobs', () => {
  it('after "Re-run all jobs" is left out of the prompts after it and fails no report, its old record shown as such', async () => {
    runBackendId = randomUUID();
    // Run attempt 1: triage routes to fix, which fails; docs passes.
    const stage = async (name: string, runAttempt: number, inputs: Record<string, string>) => {
      const ran = await (await job(name, runAttempt, ROUTED_WORKFLOW)).uses('stage', inputs);
      expect(stderrProblems(ran.stderr)).toBe('');
      return ran;
    };
    await stage('triage', 1, {
      prompt: 'Triage.',
      run: writesHandoff({ version: 1, summary: 'needs a fix', next: { stage: 'fix' } }),
    });
    await stage('fix', 1, {
      prompt: 'Fix: {{stages.triage.summary}}',
      run: writesHandoff({
        version: 1,
        status: 'failure',
        summary: 'FIX ATTEMPT-1 FAILED',
        failure: { reason: 'broke' },
      }),
    });
    await stage('docs', 1, { prompt: 'Docs.', run: writesHandoff({ version: 1, summary: 'docs written' }) });

    // Re-run all jobs: triage finds nothing to fix after all, so fix's `if:` skips it; the rest run again.
    expect(suite.server.rerun(runBackendId)).toBe(2);
    const triage2 = await stage('triage', 2, {
      prompt: 'Triage.',
      run: writesHandoff({ version: 1, summary: 'nothing to fix after all' }),
    });
    expect(triage2.outputs.next).toBe('');
    await stage('docs', 2, { prompt: 'Docs.', run: writesHandoff({ version: 1, summary: 'docs again' }) });
    const review = await stage('review', 2, {
      prompt: REVIEW_PROMPT,
      run: writesHandoff({ version: 1, summary: 'reviewed' }),
    });
    expect(review.exitCode).toBe(0);
    // As `needs.fix.result` is `skipped`: fix is not there, not as it was in run attempt 1.
    expect(await readFile(review.outputs['prompt-path']!, 'utf8')).toBe(
      'Review: triage=nothing to fix after all docs=docs again fix= present=false status=',
    );
    expect(review.stdout).toContain(
      "::warning::review stages.fix: upstream stage fix is left out: its newest record, attempt 1 of run attempt 1, was rendered from stage triage's record of run attempt 1, and triage ran again in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded)",
    );
    // Its record names what its prompt was rendered from: the re-run's triage and docs, nothing of fix.
    expect(storedRecord('baton-review-run-2').lineage.map((l) => [l.stage, l.run_attempt])).toEqual([
      ['docs', 2],
      ['triage', 2],
    ]);

    // The report of run attempt 2 is a success: fix did not run in it, and its old failure fails nothing.
    const report = await job('report', 2, ROUTED_WORKFLOW);
    const reported = await report.uses('report', {
      mode: 'summary',
      needs: needsInput({ triage: 'success', fix: 'skipped', docs: 'success', review: 'success' }),
    });
    expect(reported.exitCode, reported.stdout).toBe(0);
    expect(reported.summary).toContain('## ✅ baton report · demo · success');
    expect(reported.summary).toContain('4 stages (3 success, 1 not run)');
    expect(reported.summary).toContain(
      '| `fix` | ⏭️ skipped in run attempt 2 | _last ran in run attempt 1_ | — |',
    );
    expect(reported.summary).toContain('**Not run in run attempt 2:** job `fix` was skipped in it');
    expect(reported.summary).not.toContain('<details open>');
    // Without the `needs` input, its record says as much: it was rendered from triage's superseded record.
    const bare = await (await job('report', 2, ROUTED_WORKFLOW)).uses('report', { mode: 'summary' });
    expect(bare.exitCode, bare.stdout).toBe(0);
    expect(bare.summary).toContain('## ✅ baton report · demo · success');
    expect(bare.summary).toContain(
      '| `fix` | ⏭️ not run in run attempt 2 | _last ran in run attempt 1_ | — |',
    );
  });

  it('after "Re-run failed jobs" reads the records of the jobs it left alone, which still stand', async () => {
    runBackendId = randomUUID();
    // Run attempt 1: triage routes to fix, which fails; docs passes; review runs all the same.
    const stage = async (name: string, runAttempt: number, inputs: Record<string, string>) =>
      (await job(name, runAttempt, ROUTED_WORKFLOW)).uses('stage', inputs);
    await stage('triage', 1, {
      prompt: 'Triage.',
      run: writesHandoff({ version: 1, summary: 'needs a fix', next: { stage: 'fix' } }),
    });
    const fix1 = await stage('fix', 1, { prompt: 'Fix: {{stages.triage.summary}}', run: 'exit 1' });
    expect(fix1.exitCode).toBe(1);
    await stage('docs', 1, { prompt: 'Docs.', run: writesHandoff({ version: 1, summary: 'docs written' }) });
    await stage('review', 1, {
      prompt: REVIEW_PROMPT,
      run: writesHandoff({ version: 1, summary: 'not yet' }),
    });

    // Re-run failed jobs: fix, and review and report after it; triage and docs passed and stand.
    suite.server.rerun(runBackendId);
    const fix2 = await stage('fix', 2, {
      prompt: 'Fix: {{stages.triage.summary}}',
      run: writesHandoff({ version: 1, summary: 'fixed in the re-run' }),
    });
    expect(fix2.exitCode).toBe(0);
    const review = await stage('review', 2, {
      prompt: REVIEW_PROMPT,
      run: writesHandoff({ version: 1, summary: 'reviewed' }),
    });
    expect(review.exitCode).toBe(0);
    expect(await readFile(review.outputs['prompt-path']!, 'utf8')).toBe(
      'Review: triage=needs a fix docs=docs written fix=fixed in the re-run present=true status=success',
    );
    expect(review.stdout).not.toContain('::warning::');
    expect(storedRecord('baton-review-run-2').lineage.map((l) => [l.stage, l.run_attempt])).toEqual([
      ['docs', undefined],
      ['fix', 2],
      ['triage', undefined],
    ]);

    const reported = await (await job('report', 2, ROUTED_WORKFLOW)).uses('report', {
      mode: 'summary',
      needs: needsInput({ triage: 'success', fix: 'success', docs: 'success', review: 'success' }),
    });
    expect(reported.exitCode, reported.stdout).toBe(0);
    expect(reported.summary).toContain('## ✅ baton report · demo · success');
    expect(reported.summary).not.toContain('not run');
    expect(reported.summary).toContain('| `docs` | ✅ success | docs written |');
    expect(reported.summary).toContain('| `triage` | ✅ success | needs a fix |');
  });
});
