import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE_ENV, type StageHarness, stageHarness, writeHandoff } from '../../support/stage-harness.js';

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

/** The agent counts its runs in a file of the workspace; verify passes from the `passFrom`-th run on. */
function countingAgent(summary: string): string {
  return [
    'n=$(( $(cat runs 2>/dev/null || echo 0) + 1 ))',
    'echo "$n" > runs',
    writeHandoff({ version: 1, summary, data: { change: 'edited' } }),
  ].join('\n');
}
const verifyFrom = (passFrom: number) =>
  `n=$(cat runs); if [ "$n" -lt ${passFrom} ]; then echo "FAIL: 1 test failed on run $n"; exit 1; fi; echo "all tests pass"`;

const RETRY_TEMPLATE = [
  'Fix the bug.',
  '{{#if attempt.verify}}',
  'Attempt {{attempt.number}}. Last time you said: {{attempt.previous.summary}}.',
  'Verify exited {{attempt.verify.exit_code}} with:',
  '{{attempt.verify.output}}',
  '{{/if}}',
].join('\n');

describe('verify and attempts', () => {
  it('passes on the second attempt: two records, the second prompt holding the first verify output', async () => {
    const result = await h.run({
      template: { text: RETRY_TEMPLATE, source: 'test' },
      agent: { kind: 'command', command: countingAgent('edited the parser') },
      verify: verifyFrom(2),
      attempts: 3,
    });
    expect(result.ok).toBe(true);
    expect(result.outcome.reason).toBe('completed');
    expect(result.attempts.map((a) => a.record.attempt)).toEqual([1, 2]);

    const first = await h.store.getAttempt('fix', 1);
    const second = await h.store.getAttempt('fix', 2);
    expect(first?.record).toMatchObject({
      attempt: 1,
      status: 'failure',
      outcome: { reason: 'verify-failed', message: 'verify failed with exit code 1' },
      verify: { exit_code: 1, output_tail: 'FAIL: 1 test failed on run 1\n' },
    });
    expect(first?.prompt).toBe('Fix the bug.\n');
    expect(second?.record).toMatchObject({
      attempt: 2,
      repair: false,
      status: 'success',
      outcome: { reason: 'completed' },
      verify: { exit_code: 0, output_tail: 'all tests pass\n' },
    });
    expect(second?.prompt).toContain('Attempt 2. Last time you said: edited the parser.');
    expect(second?.prompt).toContain('Verify exited 1 with:\nFAIL: 1 test failed on run 1');
    expect(result.outputs.status).toBe('success');
  });

  it('ends with status failure, reason verify-failed, when the attempts run out', async () => {
    const result = await h.run({
      template: { text: RETRY_TEMPLATE, source: 'test' },
      agent: { kind: 'command', command: countingAgent('tried') },
      verify: verifyFrom(99),
      attempts: 2,
    });
    expect(result.ok).toBe(false);
    expect(result.outcome).toEqual({
      reason: 'verify-failed',
      message: 'verify failed with exit code 1',
      exitCode: 1,
    });
    expect(result.attempts).toHaveLength(2);
    expect(await h.store.list()).toEqual([
      { stage: 'fix', attempt: 1, runAttempt: 1 },
      { stage: 'fix', attempt: 2, runAttempt: 1 },
    ]);
    expect(result.final.record).toMatchObject({ status: 'failure', outcome: { reason: 'verify-failed' } });
    expect(result.outputs.status).toBe('failure');
  });

  it('keeps only the last 4 KiB of the verify output', async () => {
    const result = await h.run({
      agent: { kind: 'command', command: 'true' },
      verify: 'for i in $(seq 1 2000); do echo "line $i"; done; exit 2',
    });
    const tail = result.final.record.verify?.output_tail ?? '';
    expect(Buffer.byteLength(tail)).toBeLessThanOrEqual(4096);
    expect(tail.endsWith('line 2000\n')).toBe(true);
    expect(result.outcome).toMatchObject({ reason: 'verify-failed', exitCode: 2 });
  });
});

describe('the repair turn', () => {
  /** Writes `sumary` (refused) unless the prompt is a correction prompt, then a valid handoff. */
  const repairingAgent = [
    'if grep -q "was not accepted" "$BATON_PROMPT_PATH"; then',
    `  ${writeHandoff({ version: 1, summary: 'repaired' })}`,
    'else',
    `  ${writeHandoff({ version: 1, sumary: 'typo' })}`,
    'fi',
  ].join('\n');

  it('fixes an invalid required handoff with one more run, marked as a repair', async () => {
    const result = await h.run({ handoff: 'required', agent: { kind: 'command', command: repairingAgent } });
    expect(result.ok).toBe(true);
    expect(result.attempts.map((a) => [a.record.attempt, a.record.repair, a.record.outcome.reason])).toEqual([
      [1, false, 'handoff-invalid'],
      [2, true, 'completed'],
    ]);
    const first = await h.store.getAttempt('fix', 1);
    expect(first?.handoff).toBeNull();
    expect(first?.record.problems.map((p) => p.path)).toContain('$.sumary');

    const repair = await h.store.getAttempt('fix', 2);
    expect(repair?.prompt).toContain('was not accepted');
    expect(repair?.prompt).toContain('$.sumary');
    expect(repair?.prompt).toContain('"$schema"');
    expect(repair?.prompt).toContain('Fix the bug.');
    expect(repair?.handoff?.summary).toBe('repaired');
    expect(result.outputs.present).toBe('true');
  });

  it('repairs a missing required handoff, even with attempts at 1', async () => {
    const agent = [
      'if grep -q "was not accepted" "$BATON_PROMPT_PATH"; then',
      `  ${writeHandoff({ version: 1, summary: 'now written' })}`,
      'fi',
    ].join('\n');
    const result = await h.run({
      handoff: 'required',
      attempts: 1,
      agent: { kind: 'command', command: agent },
    });
    expect(result.ok).toBe(true);
    expect(result.attempts.map((a) => a.record.outcome.reason)).toEqual(['handoff-missing', 'completed']);
    expect(result.attempts[0]?.record.problems).toContainEqual(
      expect.objectContaining({ code: 'handoff-missing', severity: 'error' }),
    );
  });

  it('fails when the repair turn fails too, with both attempts recorded and no handoff stored', async () => {
    const bad = await h.fixture('bad.json', JSON.stringify({ version: 1, sumary: 'typo again' }));
    const result = await h.run(
      { handoff: 'required', agent: { kind: 'command', command: 'cp "$BAD" "$BATON_HANDOFF_PATH"' } },
      { env: { ...BASE_ENV, BAD: bad } },
    );
    expect(result.ok).toBe(false);
    expect(result.outcome.reason).toBe('handoff-invalid');
    expect(result.outcome.message).toContain('$.sumary');
    expect(result.attempts.map((a) => [a.record.attempt, a.record.repair])).toEqual([
      [1, false],
      [2, true],
    ]);
    for (const attempt of [1, 2]) expect((await h.store.getAttempt('fix', attempt))?.handoff).toBeNull();
    const files = await h.storedFiles();
    expect(files.filter((f) => f.text.includes('typo again'))).toEqual([]);
  });

  it('gives an optional handoff no repair turn', async () => {
    const result = await h.run({
      agent: { kind: 'command', command: writeHandoff({ version: 1, sumary: 'x' }) },
    });
    expect(result.ok).toBe(false);
    expect(result.attempts).toHaveLength(1);
    expect(result.outcome.reason).toBe('handoff-invalid');
  });

  it('under on-invalid warn, an optional invalid handoff is dropped with warnings and the stage passes', async () => {
    const result = await h.run({
      onInvalid: 'warn',
      agent: { kind: 'command', command: writeHandoff({ version: 1, sumary: 'x' }) },
    });
    expect(result.ok).toBe(true);
    expect(result.final.handoff).toBeNull();
    expect(result.final.record.problems.length).toBeGreaterThan(0);
    expect(result.final.record.problems.every((p) => p.severity === 'warning')).toBe(true);
  });

  it('after a repair, verify still decides, and a verify failure retries with the template', async () => {
    const agent = [
      'n=$(( $(cat runs 2>/dev/null || echo 0) + 1 )); echo "$n" > runs',
      'if [ "$n" = 1 ]; then exit 0; fi',
      writeHandoff({ version: 1, summary: 'run' }),
    ].join('\n');
    const result = await h.run({
      handoff: 'required',
      attempts: 3,
      template: { text: RETRY_TEMPLATE, source: 'test' },
      agent: { kind: 'command', command: agent },
      verify: verifyFrom(3),
    });
    expect(result.ok).toBe(true);
    expect(result.attempts.map((a) => [a.record.repair, a.record.outcome.reason])).toEqual([
      [false, 'handoff-missing'],
      [true, 'verify-failed'],
      [false, 'completed'],
    ]);
    expect((await h.store.getAttempt('fix', 3))?.prompt).toContain('Attempt 3.');
  });
});
