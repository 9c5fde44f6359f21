import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Usage } from '../../../src/core/record.js';
import { storeAttempt } from '../../../src/core/stage/store-attempt.js';
import { type StageHarness, stageHarness } from '../../support/stage-harness.js';

/**
 * storeAttempt keeps what baton measured apart from what the agent reported (DESIGN §3): usage is the only
 * part of a record taken from the agent's own output, so a usage the record cannot hold costs that usage,
 * never the record.
 */

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

const attempt = (usage: Usage | null) => ({
  attempt: 1,
  repair: false,
  hop: 1,
  lineage: [],
  prompt: 'Fix the bug.',
  handoff: { version: 1 as const, status: 'success' as const, summary: 'fixed' },
  agent: {
    exitCode: 0,
    signal: null,
    stdout: '',
    output: 'the agent said this\n',
    startedAt: new Date('2026-11-21T13:00:00Z'),
    finishedAt: new Date('2026-11-21T13:01:00Z'),
  },
  startedAt: new Date('2026-11-21T13:00:00Z'),
  finishedAt: new Date('2026-11-21T13:01:00Z'),
  usage,
  verify: null,
  outcome: { reason: 'completed' as const, message: null },
  problems: [],
});

describe('storeAttempt with a usage the record cannot hold', () => {
  it('stores the record, handoff, prompt and log without the fields it cannot hold, with a warning each', async () => {
    // Values no preset parser gives any more; a parser that did must not cost the stage its record.
    const usage = { input_tokens: Number.POSITIVE_INFINITY, output_tokens: 3, cost_usd: Number.NaN } as Usage;
    const stored = await storeAttempt(h.spec(), attempt(usage), { store: h.store, workspace: h.workspace });
    expect(stored.record.agent.usage).toEqual({ output_tokens: 3 });
    expect(stored.record.problems).toEqual([
      {
        code: 'usage-refused',
        severity: 'warning',
        path: 'agent.usage.input_tokens',
        message:
          'the agent’s usage cannot be stored (Invalid input: expected number, received Infinity); input_tokens is not recorded',
      },
      {
        code: 'usage-refused',
        severity: 'warning',
        path: 'agent.usage.cost_usd',
        message:
          'the agent’s usage cannot be stored (Invalid input: expected number, received NaN); cost_usd is not recorded',
      },
    ]);
    const read = await h.store.get('fix');
    expect(read?.record).toEqual(stored.record);
    expect(read?.handoff?.summary).toBe('fixed');
    expect(read?.prompt).toBe('Fix the bug.');
    const files = (await h.storedFiles()).map((f) => f.path.replace(/^[^/]+\//, ''));
    expect(files).toEqual(expect.arrayContaining(['agent.log', 'handoff.json', 'prompt.md', 'record.json']));
  });

  it('stores no usage at all when none of it can be held, and keeps a usage it can hold as it is', async () => {
    const unsafe = { input_tokens: 2 ** 53, output_tokens: -1, extra: 1 } as unknown as Usage;
    const stored = await storeAttempt(h.spec(), attempt(unsafe), { store: h.store, workspace: h.workspace });
    expect(stored.record.agent.usage).toBeNull();
    expect(stored.record.problems.map((p) => p.path)).toEqual([
      'agent.usage.input_tokens',
      'agent.usage.output_tokens',
      'agent.usage.extra',
    ]);

    const fine = { input_tokens: 10, output_tokens: 3, cost_usd: 0.25 };
    const kept = await storeAttempt(h.spec({ stage: 'again', job: 'again' }), attempt(fine), {
      store: h.store,
      workspace: h.workspace,
    });
    expect(kept.record.agent.usage).toEqual(fine);
    expect(kept.record.problems).toEqual([]);
  });
});
