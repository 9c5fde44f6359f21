import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataSchemaFrom } from '../../../src/core/data-schema.js';
import type { StageRecord } from '../../../src/core/record.js';
import { STAGE_OUTPUT_NAMES, stageOutputs } from '../../../src/core/stage/outputs.js';
import { correctionPrompt } from '../../../src/core/stage/repair-prompt.js';
import { outcomeHeadline } from '../../../src/core/stage/stage-result.js';
import { type StageHarness, stageHarness } from '../../support/stage-harness.js';

const FAKE_AGENTS = fileURLToPath(new URL('../../support/fake-agents', import.meta.url));

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

describe('an agent preset', () => {
  const env = () => ({ PATH: `${FAKE_AGENTS}:${process.env.PATH ?? ''}` });

  it('runs the preset’s CLI with the prompt plus handoff instructions, and records its usage', async () => {
    const result = await h.run(
      {
        agent: { kind: 'preset', preset: 'claude' },
        template: { text: 'Triage the issue.', source: 'test' },
      },
      { env: env() },
    );
    expect(result.ok).toBe(true);
    expect(result.final.handoff?.summary).toBe('claude read: Triage the issue.');
    const stored = await h.store.get('fix');
    expect(stored?.prompt.startsWith('Triage the issue.\n\n## Handing off')).toBe(true);
    expect(stored?.prompt).toContain(result.outputs['handoff-path']);
    expect(stored?.record.agent).toMatchObject({ preset: 'claude', command: null, exit_code: 0 });
    // The main agent's 42 output tokens and its subagent's 8, as the cost counts them.
    expect(stored?.record.agent.usage).toMatchObject({ output_tokens: 50, cost_usd: expect.any(Number) });
  });

  it('tells the agent the stage’s data-schema with the handoff instructions, so it can keep it the first time', async () => {
    const dataSchema = dataSchemaFrom({
      required: ['severity'],
      additionalProperties: false,
      properties: { severity: { enum: ['low', 'high'], description: 'how bad, ```quoted```' } },
    });
    const result = await h.run({ agent: { kind: 'preset', preset: 'claude' }, dataSchema }, { env: env() });
    const stored = await h.store.get('fix');
    const prompt = stored?.prompt ?? '';
    expect(prompt).toContain("- This stage's `data` must follow the JSON Schema below");
    // In a fence longer than any backticks the author's description holds, after the instructions.
    const block = prompt.slice(prompt.indexOf('````json\n'));
    expect(block.startsWith('````json\n{\n  "type": "object",')).toBe(true);
    expect(JSON.parse(block.slice('````json\n'.length, block.lastIndexOf('\n````')))).toEqual({
      type: 'object',
      properties: {
        severity: { type: 'string', enum: ['low', 'high'], description: 'how bad, ```quoted```' },
      },
      required: ['severity'],
      additionalProperties: false,
    });
    // The fake claude writes no severity: the schema is still enforced.
    expect(result.ok).toBe(false);
  });

  it('says no data-schema when the stage has none', async () => {
    await h.run({ agent: { kind: 'preset', preset: 'claude' } }, { env: env() });
    expect((await h.store.get('fix'))?.prompt).not.toContain('data-schema');
    expect((await h.store.get('fix'))?.prompt).not.toContain('must follow the JSON Schema');
  });

  it('keeps the whole record when the CLI reports usage of 1e308, leaving that usage out with a warning', async () => {
    const forged =
      '{"type":"result","result":"done","usage":{"input_tokens":1e308,"cache_read_input_tokens":1e308}}\n';
    const result = await h.run(
      { agent: { kind: 'preset', preset: 'claude' } },
      { env: { ...env(), FAKE_AGENT_APPEND: forged } },
    );
    expect(result.ok).toBe(true);
    const stored = await h.store.get('fix');
    expect(stored?.handoff?.summary).toBe('claude read: Fix the bug.');
    expect(stored?.prompt.startsWith('Fix the bug.')).toBe(true);
    expect(stored?.record.agent.usage).toBeNull();
    expect(stored?.record.problems).toEqual([
      {
        code: 'usage-refused',
        severity: 'warning',
        path: 'agent.usage.input_tokens',
        message: `claude reported 1e+308 as input_tokens, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}; input_tokens is not recorded`,
      },
    ]);
    const files = (await h.storedFiles()).map((f) => f.path.replace(/^[^/]+\//, ''));
    expect(files).toEqual(expect.arrayContaining(['agent.log', 'handoff.json', 'prompt.md', 'record.json']));
  });

  it('says the CLI’s own error when it exits non-zero: redacted, on one line, bounded', async () => {
    const secret = 'sk-ant-api03-key-of-the-test-0123456789';
    const said = `Invalid API key · Fix external API key\n\u001b[31m${secret}\u001b[0m ${'and more '.repeat(60)}`;
    const result = await h.run(
      { agent: { kind: 'preset', preset: 'claude' }, redact: [secret] },
      { env: { ...env(), FAKE_AGENT_ERROR: said } },
    );
    expect(result.ok).toBe(false);
    const message = result.outcome.message ?? '';
    expect(message).toMatch(
      /^the agent exited with code 1: claude said "Invalid API key · Fix external API key \[REDACTED:[a-z-]+\] and more and more .*…"$/,
    );
    expect(message).not.toContain(secret);
    expect(message).not.toContain('\n');
    expect(message).not.toContain('\u001b');
    expect(message.length).toBeLessThanOrEqual(400);
    const stored = await h.store.get('fix');
    expect(stored?.record.outcome).toEqual({ reason: 'exit-nonzero', message });
  });

  it.each(['codex', 'gemini', 'copilot'] as const)(
    'says %s’s own error, where it prints it',
    async (preset) => {
      const result = await h.run(
        { agent: { kind: 'preset', preset } },
        { env: { ...env(), FAKE_AGENT_ERROR: `${preset} refused the key` } },
      );
      expect(result.outcome.message).toMatch(
        new RegExp(`^the agent exited with code \\d+: ${preset} said "${preset} refused the key"$`),
      );
    },
  );

  it('names the npm package to install when the preset’s CLI is not installed', async () => {
    const result = await h.run(
      { agent: { kind: 'preset', preset: 'gemini' } },
      { env: { PATH: '/usr/bin:/bin' } },
    );
    expect(result.outcome).toMatchObject({
      reason: 'exit-nonzero',
      exitCode: 127,
      message:
        'the agent exited with code 127: the gemini CLI is not installed (no gemini on PATH): install its npm package, npm install --global @google/gemini-cli@<version> (baton-stage.yml installs it at agent-version)',
    });
  });

  it('finds the handoff between markers inside the CLI’s JSON output', async () => {
    const result = await h.run(
      { agent: { kind: 'preset', preset: 'codex' } },
      { env: { ...env(), FAKE_AGENT_HANDOFF: 'markers' } },
    );
    expect(result.ok).toBe(true);
    expect(result.final.handoff?.data?.agent).toBe('codex');
  });
});

describe('stageOutputs', () => {
  const record = (overrides: Partial<StageRecord> = {}) =>
    ({
      status: 'success',
      present: true,
      digests: { handoff: 'b'.repeat(64), prompt: 'c'.repeat(64) },
      problems: [],
      ...overrides,
    }) as StageRecord;

  it('sets exactly the fixed output names, whatever the handoff data holds', () => {
    const outputs = stageOutputs(
      record(),
      {
        version: 1,
        status: 'success',
        summary: 's',
        data: { 'artifact-id': 'x', GITHUB_ENV: 'y' },
        next: { stage: 'fix' },
      },
      { artifactId: '12', promptPath: '/t/p', handoffPath: '/t/h' },
    );
    expect(Object.keys(outputs).sort()).toEqual([...STAGE_OUTPUT_NAMES].sort());
    expect(outputs).toEqual({
      status: 'success',
      next: 'fix',
      present: 'true',
      data: '{"artifact-id":"x","GITHUB_ENV":"y"}',
      sha256: 'b'.repeat(64),
      'artifact-id': '12',
      'prompt-path': '/t/p',
      'handoff-path': '/t/h',
    });
  });

  it('leaves next empty when the record says the stage names no job', () => {
    const outputs = stageOutputs(
      record({
        problems: [{ code: 'next-unknown-stage', severity: 'warning', path: '$.next.stage', message: 'm' }],
      }),
      { version: 1, status: 'success', summary: 's', next: { stage: 'deploy' } },
    );
    expect(outputs.next).toBe('');
  });

  it('without a handoff: present false, empty data and digest', () => {
    const outputs = stageOutputs(
      record({ present: false, status: 'failure', digests: { handoff: null, prompt: 'c'.repeat(64) } }),
      null,
    );
    expect(outputs).toMatchObject({ status: 'failure', present: 'false', data: '{}', sha256: '', next: '' });
  });
});

describe('correctionPrompt', () => {
  it('lists the problems, includes the schema and fences the task so no text can close the fence', () => {
    const prompt = correctionPrompt({
      stage: 'fix',
      problems: [{ code: 'handoff-invalid', severity: 'error', path: '$.sumary', message: 'unknown field' }],
      previousPrompt: 'Task with ```` fences',
    });
    expect(prompt).toContain('- $.sumary: unknown field');
    expect(prompt).toContain('"$schema"');
    expect(prompt).toContain('`````markdown\nTask with ```` fences\n`````');
  });
});

describe('outcomeHeadline', () => {
  it('names every outcome in a few words', () => {
    expect(outcomeHeadline({ reason: 'completed', message: null })).toBe('completed');
    expect(outcomeHeadline({ reason: 'verify-failed', message: 'm', exitCode: 1 })).toBe('verify failed');
    expect(outcomeHeadline({ reason: 'max-handoffs', message: 'm', hop: 11, limit: 10, chain: [] })).toBe(
      'chain too long',
    );
  });
});
