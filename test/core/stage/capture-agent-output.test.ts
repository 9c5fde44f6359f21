import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HANDOFF_MARKERS } from '../../../src/core/names.js';
import { captureStage } from '../../../src/core/stage/capture.js';
import { prepareStage } from '../../../src/core/stage/prepare.js';
import type { StageSpec } from '../../../src/core/stage/stage-spec.js';
import {
  CLAUDE_MESSAGES,
  CLAUDE_USAGE,
  CODEX_USAGE,
  claudeExecutionFile,
  codexJsonl,
} from '../../support/agent-output-files.js';
import { BASE_ENV, type StageHarness, stageHarness, writeHandoff } from '../../support/stage-harness.js';

/**
 * captureStage given what the split stage's agent step wrote of its CLI's output (capture's `agent-output`,
 * read by the caller): the usage and the preset go in the record as the preset path puts them there.
 */

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

/** Prepare stage `fix` of `spec`, let a step write `handoff` (when given), and capture with `options`. */
async function split(
  spec: StageSpec,
  handoff: Record<string, unknown> | null,
  options: Parameters<typeof captureStage>[4] = {},
): Promise<Awaited<ReturnType<typeof captureStage>>> {
  const prep = await prepareStage(spec, { store: h.store, workspace: h.workspace });
  if (prep.kind !== 'ready') throw new Error('expected a prepared stage');
  if (handoff !== null) {
    await h.runner.run({
      script: writeHandoff(handoff),
      cwd: h.root,
      env: { ...BASE_ENV, BATON_HANDOFF_PATH: prep.prepared.handoffPath },
    });
  }
  return captureStage(spec, prep.prepared, null, { store: h.store, workspace: h.workspace }, options);
}

const file = (text: string, cut = 0) => ({
  path: 'codex.jsonl',
  text,
  bytes: Buffer.byteLength(text) + cut,
  cut,
});

describe('captureStage with the agent’s output from its own step', () => {
  it('records the usage and the preset the agent-output file says, as the preset path records them', async () => {
    const spec = h.spec({ agent: { kind: 'preset', preset: 'codex' } });
    const captured = await split(
      spec,
      { version: 1, summary: 'reviewed' },
      { agentOutput: file(codexJsonl()) },
    );
    expect(captured.outcome.reason).toBe('completed');
    expect(captured.record.agent).toMatchObject({
      command: null,
      preset: 'codex',
      exit_code: null,
      usage: CODEX_USAGE,
    });
    expect(captured.record.problems).toEqual([]);
    expect((await h.store.get('fix'))?.record.agent.usage).toEqual(CODEX_USAGE);
  });

  it('takes the handoff from between the markers in the final message when no handoff file was written', async () => {
    const block = `${HANDOFF_MARKERS.start}\n${JSON.stringify({ version: 1, summary: 'from the markers' })}\n${HANDOFF_MARKERS.end}`;
    const messages = CLAUDE_MESSAGES.map((m) =>
      m.type === 'result' ? { ...m, result: `Done.\n${block}` } : m,
    );
    const spec = h.spec({ agent: { kind: 'preset', preset: 'claude' }, handoff: 'required' });
    const captured = await split(spec, null, {
      agentOutput: { ...file(claudeExecutionFile(messages)), path: 'claude-execution-output.json' },
    });
    expect(captured.outcome.reason).toBe('completed');
    expect(captured.handoff?.summary).toBe('from the markers');
    expect(captured.record.agent.usage).toEqual(CLAUDE_USAGE);
  });

  it('prefers the handoff file to markers in the output, as the preset path does', async () => {
    const block = `${HANDOFF_MARKERS.start}\n${JSON.stringify({ version: 1, summary: 'markers' })}\n${HANDOFF_MARKERS.end}`;
    const spec = h.spec({ agent: { kind: 'preset', preset: 'codex' } });
    const captured = await split(
      spec,
      { version: 1, summary: 'file' },
      { agentOutput: file(codexJsonl(block)) },
    );
    expect(captured.handoff?.summary).toBe('file');
  });

  it('fails a claude error result, naming its subtype only when it is an error’s (claude says API errors as success)', async () => {
    const spec = h.spec({ agent: { kind: 'preset', preset: 'claude' } });
    const result = (fields: Record<string, unknown>) =>
      file(`${JSON.stringify({ type: 'result', is_error: true, ...fields })}\n`);
    const apiError = await split(spec, null, {
      agentOutput: result({ subtype: 'success', result: 'Invalid API key · Please run /login' }),
    });
    expect(apiError.outcome.reason).toBe('exit-nonzero');
    expect(apiError.outcome.message).toBe(
      'the agent\'s output (codex.jsonl) ends with an error result: claude said "Invalid API key · Please run /login"',
    );
    const maxTurns = await split({ ...spec, stage: 'fix-again' }, null, {
      agentOutput: result({ subtype: 'error_max_turns', result: 'stopped' }),
    });
    expect(maxTurns.outcome.message).toBe(
      'the agent\'s output (codex.jsonl) ends with an error result (error_max_turns): claude said "stopped"',
    );
  });

  it('warns, and stores the stage, when the file holds no usage in the agent’s format', async () => {
    const spec = h.spec({ agent: { kind: 'preset', preset: 'codex' } });
    const captured = await split(
      spec,
      { version: 1, summary: 'reviewed' },
      { agentOutput: file('Reviewed it.\n') },
    );
    expect(captured.outcome.reason).toBe('completed');
    expect(captured.record.agent).toMatchObject({ preset: 'codex', usage: null });
    expect(captured.record.problems).toEqual([
      {
        code: 'usage-missing',
        severity: 'warning',
        path: 'agent.usage',
        message:
          'agent-output codex.jsonl holds no usage in codex’s output format, so the record has none: give agent-output the file the CLI’s machine-readable output went to (codex exec --json … > file)',
      },
    ]);
    expect((await h.store.get('fix'))?.handoff?.summary).toBe('reviewed');
  });

  it('says when only the tail of a long file was read and it held no usage', async () => {
    const spec = h.spec({ agent: { kind: 'preset', preset: 'claude' } });
    const captured = await split(
      spec,
      { version: 1, summary: 'ok' },
      {
        agentOutput: {
          path: 'big.json',
          text: '    "padding"\n',
          bytes: 3 * 1024 * 1024,
          cut: 2 * 1024 * 1024,
        },
      },
    );
    expect(captured.record.problems.map((p) => p.message)).toEqual([
      'agent-output big.json holds no usage in claude’s output format in its last 1048576 bytes (of 3145728: only the end of a longer file is read), so the record has none: give agent-output the file the CLI’s machine-readable output went to (claude -p --output-format stream-json --verbose … > file, or claude-code-action’s execution_file)',
    ]);
  });

  it('warns that no usage is read when capture names the agent without its output', async () => {
    const spec = h.spec({ agent: { kind: 'preset', preset: 'gemini' } });
    const captured = await split(spec, { version: 1, summary: 'ok' });
    expect(captured.outcome.reason).toBe('completed');
    expect(captured.record.agent).toMatchObject({ preset: 'gemini', usage: null });
    expect(captured.record.problems).toEqual([
      {
        code: 'usage-missing',
        severity: 'warning',
        path: 'agent.usage',
        message:
          'agent is gemini and agent-output is empty, so the record has no usage: give agent-output the file the CLI’s machine-readable output went to (gemini --output-format json … > file)',
      },
    ]);
  });

  it('keeps the usage checks of the preset path: a count no run can have is left out with its warning', async () => {
    const forged = `${JSON.stringify({ type: 'turn.completed', usage: { input_tokens: 1e308, output_tokens: 5 } })}\n`;
    const spec = h.spec({ agent: { kind: 'preset', preset: 'codex' } });
    const captured = await split(spec, { version: 1, summary: 'ok' }, { agentOutput: file(forged) });
    expect(captured.record.agent.usage).toEqual({ output_tokens: 5 });
    expect(captured.record.problems.map((p) => p.code)).toEqual(['usage-refused']);
  });
});
