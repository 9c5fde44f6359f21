import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalRecordStore } from '../../../src/adapters/local/record-store.js';
import { UserError } from '../../../src/core/errors.js';
import type { RunFacts } from '../../../src/core/record.js';
import type { StageSpec } from '../../../src/core/stage/stage-spec.js';
import { type StageHarness, stageHarness, writeHandoff } from '../../support/stage-harness.js';

/**
 * A re-run of jobs on GitHub ("Re-run failed jobs"): the same run, run attempt 2, with the records of run
 * attempt 1 still in the store. The engine records the re-run's attempts beside them, later stages read the
 * newest record (highest run attempt, then highest stage attempt), and a stage whose attempt its run attempt
 * has recorded already is refused before its agent runs.
 */

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

const summaryAgent = (summary: string) => ({
  kind: 'command' as const,
  command: writeHandoff({ version: 1, summary }),
});

/** `spec` overrides for a stage of run attempt `attempt`. */
function inRunAttempt(attempt: number, overrides: Partial<StageSpec>): Partial<StageSpec> {
  const run: RunFacts = { ...h.spec().run, attempt };
  return { ...overrides, run };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

describe('a re-run of jobs (run attempt 2)', () => {
  it('records the re-run beside run attempt 1, and downstream stages read the re-run’s record', async () => {
    await h.run({ stage: 'investigate', job: 'investigate', agent: summaryAgent('found it') });
    const upstream = [{ stage: 'investigate', job: 'investigate' }];
    // Run attempt 1: fix fails verify twice.
    const failed = await h.run({
      upstream,
      agent: summaryAgent('fix try (run attempt 1)'),
      verify: 'exit 1',
      attempts: 2,
    });
    expect(failed.outcome.reason).toBe('verify-failed');
    // Run attempt 2: fix again, from the same upstream record; it passes.
    const fixed = await h.run(
      inRunAttempt(2, {
        upstream,
        agent: summaryAgent('fix OK (run attempt 2)'),
        verify: 'exit 0',
        attempts: 2,
      }),
    );
    expect(fixed.ok).toBe(true);
    expect(fixed.final.ref).toMatchObject({ stage: 'fix', attempt: 1, runAttempt: 2 });

    const review = await h.run(
      inRunAttempt(2, {
        stage: 'review',
        job: 'review',
        upstream: [{ stage: 'fix', job: 'fix' }],
        template: {
          text: 'Review: {{stages.fix.summary}} (attempt {{stages.fix.meta.attempt}})',
          source: 'test',
        },
        agent: summaryAgent('ok'),
      }),
    );
    expect(review.ok).toBe(true);
    expect((await h.store.get('review'))?.prompt).toBe('Review: fix OK (run attempt 2) (attempt 1)');
    // The lineage names the re-run's record with its run attempt: it is not run attempt 1's attempt 1.
    expect(review.final.record.lineage).toEqual([
      { stage: 'fix', attempt: 1, run_attempt: 2, record_sha256: fixed.final.ref.recordSha256 },
    ]);
    expect(await h.store.list()).toEqual([
      { stage: 'fix', attempt: 1, runAttempt: 1 },
      { stage: 'fix', attempt: 2, runAttempt: 1 },
      { stage: 'fix', attempt: 1, runAttempt: 2 },
      { stage: 'investigate', attempt: 1, runAttempt: 1 },
      { stage: 'review', attempt: 1, runAttempt: 2 },
    ]);
  });

  it('follows a lineage to the re-run’s record, not to run attempt 1’s of the same attempt number', async () => {
    await h.run({ stage: 'fix', job: 'fix', agent: summaryAgent('fix (run attempt 1)') });
    await h.run(inRunAttempt(2, { stage: 'fix', job: 'fix', agent: summaryAgent('fix (run attempt 2)') }));
    await h.run(
      inRunAttempt(2, {
        stage: 'review',
        job: 'review',
        upstream: [{ stage: 'fix', job: 'fix' }],
        agent: summaryAgent('reviewed'),
      }),
    );
    // Without the workflow file: only `needs: review` is known, fix comes from review's lineage.
    const result = await h.run(
      inRunAttempt(2, {
        stage: 'ship',
        job: 'ship',
        upstream: [{ stage: 'review', job: null }],
        expandLineage: true,
        needs: ['fix', 'review'],
        template: { text: '{{stages.fix.summary}} / {{stages.review.summary}}', source: 'test' },
        agent: summaryAgent('shipped'),
      }),
    );
    expect(result.ok).toBe(true);
    expect((await h.store.get('ship'))?.prompt).toBe('fix (run attempt 2) / reviewed');
  });

  it('refuses, before the agent runs, an attempt its run attempt has recorded already', async () => {
    await h.run(inRunAttempt(2, { agent: summaryAgent('first job with stage id fix') }));
    const marker = join(h.root, 'agent-ran');
    const error = await h
      .run(inRunAttempt(2, { agent: { kind: 'command', command: `touch ${marker}` } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(error).toMatchObject({
      code: 'record-exists',
      where: 'stage fix',
      message:
        'stage fix attempt 1 of run attempt 2 already has a record in this run, so the agent was not run; records are immutable',
      details: [
        'another job of this run records stage fix: give each job its own stage id (the `stage` input)',
      ],
    });
    expect(await exists(marker)).toBe(false);
    expect((await h.store.get('fix'))?.handoff?.summary).toBe('first job with stage id fix');
  });

  it('reads a parent run’s newest records: of its re-run, before a higher attempt of its first run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baton-parent-'));
    try {
      const parent = new LocalRecordStore(dir);
      const parentRun = (attempt: number) => ({ ...h.spec().run, id: '20261120-0900-aaaa', attempt });
      const parentDeps = h.deps({ store: parent });
      await h.run(
        {
          run: parentRun(1),
          agent: summaryAgent('parent run 1'),
          verify: 'exit 1',
          attempts: 2,
        },
        parentDeps,
      );
      await h.run({ run: parentRun(2), agent: summaryAgent('parent run 2') }, parentDeps);
      const rerun = await parent.get('fix');
      expect(rerun?.record.run.attempt).toBe(2);

      const result = await h.run(
        { stage: 'next', job: 'next', parentRun: '20261120-0900-aaaa', agent: summaryAgent('continued') },
        { openRun: async () => parent },
      );
      expect(result.ok).toBe(true);
      expect(result.final.record.parent).toEqual({
        run: '20261120-0900-aaaa',
        lineage: [{ stage: 'fix', attempt: 1, run_attempt: 2, record_sha256: rerun?.recordSha256 }],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  /**
   * Run attempt 1: triage routes to fix, and fix fails. "Re-run all jobs": triage runs again in run attempt 2
   * and routes nowhere, so fix's `if:` skips it; fix's only records are of run attempt 1, rendered from
   * triage's record of run attempt 1.
   */
  async function fixSkippedInRerun(): Promise<{ triage2: string }> {
    await h.run({ stage: 'triage', job: 'triage', agent: summaryAgent('needs a fix') });
    await h.run({
      upstream: [{ stage: 'triage', job: 'triage' }],
      template: { text: 'Fix: {{stages.triage.summary}}', source: 'test' },
      agent: {
        kind: 'command',
        command: writeHandoff({ version: 1, status: 'failure', summary: 'FIX FAILED' }),
      },
    });
    const triage2 = await h.run(
      inRunAttempt(2, { stage: 'triage', job: 'triage', agent: summaryAgent('nothing to fix after all') }),
    );
    return { triage2: triage2.final.ref.recordSha256 };
  }

  const REVIEW_TEMPLATE =
    'triage={{stages.triage.summary}} fix={{stages.fix.summary}} present={{stages.fix.present}} status={{stages.fix.status}}';
  const SUPERSEDED_FIX =
    "upstream stage fix is left out: its newest record, attempt 1 of run attempt 1, was rendered from stage triage's record of run attempt 1, and triage ran again in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded)";

  it('leaves out, with why, the record of a stage that did not run after the stage it was rendered from ran again', async () => {
    const { triage2 } = await fixSkippedInRerun();
    const review = await h.run(
      inRunAttempt(2, {
        stage: 'review',
        job: 'review',
        upstream: [
          { stage: 'fix', job: 'fix' },
          { stage: 'triage', job: 'triage' },
        ],
        template: { text: REVIEW_TEMPLATE, source: 'test' },
        agent: summaryAgent('reviewed'),
      }),
    );
    expect(review.ok).toBe(true);
    expect((await h.store.get('review'))?.prompt).toBe(
      'triage=nothing to fix after all fix= present=false status=',
    );
    // Its record names what its prompt was rendered from: triage's re-run, and nothing of fix.
    expect(review.final.record.lineage).toEqual([
      { stage: 'triage', attempt: 1, run_attempt: 2, record_sha256: triage2 },
    ]);
    expect(review.final.record.hop).toBe(2);
    expect(review.final.record.problems).toEqual([
      expect.objectContaining({
        code: 'upstream-record-missing',
        severity: 'warning',
        path: 'stages.fix',
        message: expect.stringContaining(SUPERSEDED_FIX),
      }),
    ]);
  });

  it('refuses to render, saying why, a prompt whose needs input names a stage whose record was left out', async () => {
    await fixSkippedInRerun();
    const marker = join(h.root, 'agent-ran');
    const result = await h.run(
      inRunAttempt(2, {
        stage: 'review',
        job: 'review',
        upstream: [
          { stage: 'fix', job: 'fix' },
          { stage: 'triage', job: 'triage' },
        ],
        needs: ['fix'],
        template: { text: REVIEW_TEMPLATE, source: 'test' },
        agent: { kind: 'command', command: `touch ${marker}` },
      }),
    );
    expect(result.outcome.reason).toBe('render-failed');
    expect(result.outcome.message).toContain(SUPERSEDED_FIX);
    expect(result.outcome.message).toContain(
      'this stage lists it in its `needs` input, so the prompt is not rendered without its handoff',
    );
    expect(await exists(marker)).toBe(false);
  });

  it('without the workflow file, reads the newest records of the stages a left-out record names', async () => {
    await fixSkippedInRerun();
    // Only `needs: fix` is known: triage comes from fix's lineage, at its newest, not at the record fix read.
    const result = await h.run(
      inRunAttempt(2, {
        stage: 'review',
        job: 'review',
        upstream: [{ stage: 'fix', job: null }],
        expandLineage: true,
        template: { text: REVIEW_TEMPLATE, source: 'test' },
        agent: summaryAgent('reviewed'),
      }),
    );
    expect(result.ok).toBe(true);
    expect((await h.store.get('review'))?.prompt).toBe(
      'triage=nothing to fix after all fix= present=false status=',
    );
    expect(result.final.record.lineage.map((l) => [l.stage, l.run_attempt])).toEqual([['triage', 2]]);
  });

  it('reads the record of a job a re-run of failed jobs left alone: nothing it was rendered from ran again', async () => {
    // Run attempt 1: triage passes; docs (after triage) passes; fix (after triage) fails.
    await h.run({ stage: 'triage', job: 'triage', agent: summaryAgent('needs a fix') });
    const upstream = [{ stage: 'triage', job: 'triage' }];
    const docs = await h.run({ stage: 'docs', job: 'docs', upstream, agent: summaryAgent('docs written') });
    await h.run({ upstream, agent: { kind: 'command', command: 'exit 1' } });
    // Re-run failed jobs: fix runs again and passes; triage and docs are not re-run.
    await h.run(inRunAttempt(2, { upstream, agent: summaryAgent('fixed in the re-run') }));
    const review = await h.run(
      inRunAttempt(2, {
        stage: 'review',
        job: 'review',
        upstream: [
          { stage: 'docs', job: 'docs' },
          { stage: 'fix', job: 'fix' },
          { stage: 'triage', job: 'triage' },
        ],
        template: {
          text: '{{stages.triage.summary}} / {{stages.docs.summary}} / {{stages.fix.summary}}',
          source: 'test',
        },
        agent: summaryAgent('reviewed'),
      }),
    );
    expect(review.ok).toBe(true);
    expect((await h.store.get('review'))?.prompt).toBe('needs a fix / docs written / fixed in the re-run');
    expect(review.final.record.problems).toEqual([]);
    expect(review.final.record.lineage.map((l) => [l.stage, l.run_attempt])).toEqual([
      ['docs', undefined],
      ['fix', 2],
      ['triage', undefined],
    ]);
    expect(review.final.record.lineage[0]?.record_sha256).toBe(docs.final.ref.recordSha256);
  });

  it('does not continue from a parent run’s record that the parent’s re-run superseded', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baton-parent-'));
    try {
      const parent = new LocalRecordStore(dir);
      const parentRun = (attempt: number) => ({ ...h.spec().run, id: '20261120-0900-aaaa', attempt });
      const parentDeps = h.deps({ store: parent });
      await h.run(
        { stage: 'triage', job: 'triage', run: parentRun(1), agent: summaryAgent('a') },
        parentDeps,
      );
      await h.run(
        { upstream: [{ stage: 'triage', job: 'triage' }], run: parentRun(1), agent: summaryAgent('b') },
        parentDeps,
      );
      await h.run(
        { stage: 'triage', job: 'triage', run: parentRun(2), agent: summaryAgent('c') },
        parentDeps,
      );
      const triage2 = await parent.get('triage');

      const result = await h.run(
        { stage: 'next', job: 'next', parentRun: '20261120-0900-aaaa', agent: summaryAgent('continued') },
        { openRun: async () => parent },
      );
      // fix (hop 2) did not run after triage's re-run: the parent got to hop 1, and the chain goes on from there.
      expect(result.final.record.hop).toBe(2);
      expect(result.final.record.parent).toEqual({
        run: '20261120-0900-aaaa',
        lineage: [{ stage: 'triage', attempt: 1, run_attempt: 2, record_sha256: triage2?.recordSha256 }],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
