import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalRecordStore } from '../../../src/adapters/local/record-store.js';
import { UserError } from '../../../src/core/errors.js';
import type { RecordStore } from '../../../src/core/ports.js';
import type { LineageEntry, ParentLink } from '../../../src/core/record.js';
import { captureStage } from '../../../src/core/stage/capture.js';
import { formatChain, prepareStage } from '../../../src/core/stage/prepare.js';
import { storeAttempt } from '../../../src/core/stage/store-attempt.js';
import { type StageHarness, stageHarness, writeHandoff } from '../../support/stage-harness.js';

/**
 * A parent run (`parentRun`, opened read-only through `openRun`): the stage's hop counts from the parent
 * run's records too, so a routing loop that starts new runs is bounded by max-handoffs.
 */

let h: StageHarness;
let dirs: string[];
/** Parent runs by id, each a real LocalRecordStore in a temp dir. */
let runs: Map<string, RecordStore>;
let opened: string[];

beforeEach(async () => {
  h = await stageHarness();
  dirs = [];
  runs = new Map();
  opened = [];
});
afterEach(async () => {
  await h.cleanup();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function openRun(id: string): Promise<RecordStore> {
  opened.push(id);
  const store = runs.get(id);
  if (!store) throw new UserError('run-unknown', `no run ${id}`);
  return store;
}

async function newRun(id: string): Promise<RecordStore> {
  const dir = await mkdtemp(join(tmpdir(), `baton-run-${id}-`));
  dirs.push(dir);
  const store = new LocalRecordStore(dir);
  runs.set(id, store);
  return store;
}

/**
 * Store a chain of completed stages in run `id`, each rendered from the one before; the first starts at
 * `firstHop` and may continue `parent`. Returns the last record's lineage entry.
 */
async function storeChain(
  id: string,
  stages: Array<[stage: string, attempt: number]>,
  options: { firstHop?: number; parent?: ParentLink } = {},
): Promise<LineageEntry> {
  const store = runs.get(id) ?? (await newRun(id));
  let previous: LineageEntry | null = null;
  for (const [i, [stage, attempt]] of stages.entries()) {
    const stored = await storeAttempt(
      h.spec({ stage, job: stage, run: { ...h.spec().run, id } }),
      {
        attempt,
        repair: false,
        hop: (options.firstHop ?? 1) + i,
        lineage: previous ? [previous] : [],
        ...(i === 0 && options.parent ? { parent: options.parent } : {}),
        prompt: `prompt of ${stage}`,
        handoff: { version: 1, status: 'success', summary: `${stage} ${attempt}` },
        agent: null,
        startedAt: new Date('2026-11-21T13:00:00Z'),
        finishedAt: new Date('2026-11-21T13:01:00Z'),
        usage: null,
        verify: null,
        outcome: { reason: 'completed', message: null },
        problems: [],
      },
      { store, workspace: h.workspace },
    );
    previous = { stage, attempt, record_sha256: stored.ref.recordSha256 };
  }
  return previous!;
}

const DONE = writeHandoff({ version: 1, summary: 'done' });

describe('hop with a parent run', () => {
  it('counts from the parent run’s largest hop and keeps the parent run and the records it continued from', async () => {
    const last = await storeChain('4100', [
      ['investigate', 1],
      ['fix', 1],
      ['test', 1],
    ]);
    // A stage of the parent that started the child run from an earlier hop does not lower the count.
    await storeChain('4100', [['notify', 1]], { firstHop: 2 });
    const result = await h.run({ parentRun: '4100', agent: { kind: 'command', command: DONE } }, { openRun });
    expect(result.ok).toBe(true);
    expect(result.final.record.hop).toBe(4);
    expect(result.final.record.parent).toEqual({ run: '4100', lineage: [last] });
    // Stored as such: a later reader sees the same link.
    expect((await h.store.get('fix'))?.record.parent).toEqual({ run: '4100', lineage: [last] });
    // The parent's records do not become upstream of the prompt.
    expect(result.final.record.lineage).toEqual([]);
  });

  it('takes the larger of the in-run upstream hop and the parent run’s hop', async () => {
    await storeChain('4100', [['investigate', 1]]);
    // In this run: plan (hop 1) → review (hop 2); the child stage reads review.
    for (const [i, stage] of ['plan', 'review'].entries()) {
      await h.run({
        stage,
        job: stage,
        upstream: i === 0 ? [] : [{ stage: 'plan', job: 'plan' }],
        agent: { kind: 'command', command: DONE },
      });
    }
    const deeper = await h.run(
      {
        upstream: [{ stage: 'review', job: 'review' }],
        parentRun: '4100',
        agent: { kind: 'command', command: DONE },
      },
      { openRun },
    );
    expect(deeper.final.record.hop).toBe(3);

    await storeChain('4200', [
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['d', 1],
    ]);
    const fromParent = await h.run(
      {
        stage: 'fix2',
        job: 'fix2',
        upstream: [{ stage: 'review', job: 'review' }],
        parentRun: '4200',
        agent: { kind: 'command', command: DONE },
      },
      { openRun },
    );
    expect(fromParent.final.record.hop).toBe(5);
  });

  it('is hop 1 with a parent run that has no records, and still names the parent', async () => {
    await newRun('4100');
    const result = await h.run({ parentRun: '4100', agent: { kind: 'command', command: DONE } }, { openRun });
    expect(result.final.record.hop).toBe(1);
    expect(result.final.record.parent).toEqual({ run: '4100', lineage: [] });
  });

  it('reads the parent run once for all attempts of a stage', async () => {
    await storeChain('4100', [['investigate', 1]]);
    const result = await h.run(
      {
        parentRun: '4100',
        agent: { kind: 'command', command: DONE },
        verify: 'test -f verified || { touch verified; exit 1; }',
        attempts: 2,
      },
      { openRun },
    );
    expect(result.attempts.map((a) => a.record.hop)).toEqual([2, 2]);
    expect(result.attempts.map((a) => a.record.parent?.run)).toEqual(['4100', '4100']);
    expect(opened).toEqual(['4100']);
  });

  it('keeps the parent link through prepare and capture (agent in another step)', async () => {
    const last = await storeChain('4100', [['investigate', 1]]);
    const spec = h.spec({ parentRun: '4100', agent: null });
    const prep = await prepareStage(spec, { store: h.store, workspace: h.workspace, openRun });
    if (prep.kind !== 'ready') throw new Error('refused');
    expect(prep.prepared).toMatchObject({ hop: 2, parent: { run: '4100', lineage: [last] } });
    const captured = await captureStage(spec, prep.prepared, null, {
      store: h.store,
      workspace: h.workspace,
    });
    expect(captured.record).toMatchObject({ hop: 2, parent: { run: '4100', lineage: [last] } });
  });

  it('fails before anything is stored when the parent run cannot be read', async () => {
    const marker = join(h.root, 'agent-ran');
    await expect(
      h.run({ parentRun: '999', agent: { kind: 'command', command: `touch ${marker}` } }, { openRun }),
    ).rejects.toThrow('no run 999');
    expect(await h.storedFiles()).toEqual([]);
    await expect(access(marker)).rejects.toThrow();
  });
});

describe('max-handoffs across runs', () => {
  it('refuses the stage past max-handoffs counted through the parent run, naming the chain through it', async () => {
    await storeChain('4100', [
      ['investigate', 1],
      ['fix', 1],
      ['test', 1],
      ['fix', 2],
      ['test', 2],
    ]);
    const marker = join(h.root, 'agent-ran');
    const result = await h.run(
      { parentRun: '4100', maxHandoffs: 5, agent: { kind: 'command', command: `touch ${marker}` } },
      { openRun },
    );
    const message =
      'stage fix would be hop 6, more than max-handoffs 5: run 4100: investigate → fix → test → fix → test → this run: fix';
    expect(result.ok).toBe(false);
    expect(result.outcome).toEqual({
      reason: 'max-handoffs',
      message,
      hop: 6,
      limit: 5,
      chain: ['run 4100:', 'investigate', 'fix', 'test', 'fix', 'test', 'this run:', 'fix'],
    });
    const stored = await h.store.get('fix');
    expect(stored?.record).toMatchObject({
      hop: 6,
      status: 'failure',
      outcome: { reason: 'max-handoffs', message },
      parent: { run: '4100' },
    });
    await expect(access(marker)).rejects.toThrow();
  });

  it('follows the chain back through the parent’s own parent run, and through this run’s upstream', async () => {
    const grand = await storeChain('4000', [
      ['investigate', 1],
      ['fix', 1],
    ]);
    await storeChain(
      '4100',
      [
        ['test', 1],
        ['fix', 1],
      ],
      { firstHop: 3, parent: { run: '4000', lineage: [grand] } },
    );
    // In this run, test (continuing 4100, hop 5) then the stage that would be hop 6.
    const test = await h.run(
      { stage: 'test', job: 'test', parentRun: '4100', agent: { kind: 'command', command: DONE } },
      { openRun },
    );
    expect(test.final.record.hop).toBe(5);
    const result = await h.run(
      {
        upstream: [{ stage: 'test', job: 'test' }],
        maxHandoffs: 5,
        agent: { kind: 'command', command: DONE },
      },
      { openRun },
    );
    expect(result.outcome.message).toBe(
      'stage fix would be hop 6, more than max-handoffs 5: run 4000: investigate → fix → run 4100: test → fix → this run: test → fix',
    );
  });

  it('shows a chain it cannot follow to its start with … (a run before the parent that is gone)', async () => {
    const grand = { stage: 'investigate', attempt: 1, record_sha256: 'f'.repeat(64) };
    await storeChain('4100', [['fix', 1]], { firstHop: 2, parent: { run: '4000', lineage: [grand] } });
    const result = await h.run(
      { parentRun: '4100', maxHandoffs: 2, stage: 'test', job: 'test' },
      { openRun },
    );
    expect(result.outcome.message).toBe(
      'stage test would be hop 3, more than max-handoffs 2: … → run 4100: fix → this run: test',
    );
  });
});

describe('formatChain', () => {
  it('joins the stages of one run with arrows', () => {
    expect(formatChain(['investigate', 'fix', 'test', 'fix'])).toBe('investigate → fix → test → fix');
  });

  it('shortens a long chain to its first and last five stages, keeping the label of the run the end is in', () => {
    const parent = Array.from({ length: 12 }, (_, i) => `s${i + 1}`);
    const text = formatChain(['run 4100:', ...parent, 'this run:', 'fix', 'test']);
    expect(text).toBe('run 4100: s1 → s2 → s3 → s4 → s5 → … → s10 → s11 → s12 → this run: fix → test');
    const within = formatChain(['run 4100:', ...parent, 'this run:', 'fix']);
    expect(within).toBe('run 4100: s1 → s2 → s3 → s4 → s5 → … → s9 → s10 → s11 → s12 → this run: fix');
    const tailInParent = formatChain(['run 4000:', 'a', 'run 4100:', ...parent]);
    expect(tailInParent).toBe('run 4000: a → run 4100: s1 → s2 → s3 → s4 → … → s8 → s9 → s10 → s11 → s12');
  });

  it('stays bounded however many runs the loop went through', () => {
    const chain = Array.from({ length: 1000 }, (_, i) => [`run ${5000 + i}:`, 'fix']).flat();
    expect(formatChain([...chain, 'this run:', 'fix']).length).toBeLessThan(200);
  });
});
