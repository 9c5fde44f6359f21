import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.js';
import { HANDOFF_MARKERS } from '../../src/core/names.js';
import {
  AGENT_PRESET_NAMES,
  handoffInstructions,
  parseUsage,
  presetCommand,
  presetFinalText,
} from '../../src/core/presets.js';

const jsonl = (...events: object[]) => `${events.map((e) => JSON.stringify(e)).join('\n')}\n`;

describe('presetCommand', () => {
  it('gives every preset a script that reads the prompt and handoff paths from the environment', () => {
    for (const name of AGENT_PRESET_NAMES) {
      const { script, env } = presetCommand(name);
      expect(script).toContain('"$BATON_PROMPT_PATH"');
      expect(script).toContain('"${BATON_HANDOFF_PATH%/*}"');
      expect(env).toEqual({});
    }
  });

  it('carries the model in BATON_AGENT_MODEL, never in the script text', () => {
    const plain = presetCommand('claude');
    const withModel = presetCommand('claude', { model: 'claude-sonnet-4-5' });
    expect(withModel.script).toBe(plain.script);
    expect(withModel.env).toEqual({ BATON_AGENT_MODEL: 'claude-sonnet-4-5' });
  });

  it('refuses an unknown preset, naming the presets there are', () => {
    expect(() => presetCommand('cursor')).toThrowError(
      '"cursor" is not an agent preset; use one of claude, codex, gemini, copilot, or give the command in `run`',
    );
    try {
      presetCommand('cursor');
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).code).toBe('agent-preset-unknown');
      expect((error as UserError).where).toBe('input agent');
    }
  });

  it('refuses a model name that is not one', () => {
    expect(() =>
      presetCommand('codex', { model: '--dangerously-bypass-approvals-and-sandbox' }),
    ).toThrowError(/agent codex: model must be a model name/);
    expect(() => presetCommand('codex', { model: 'gpt 5; rm -rf /' })).toThrowError(UserError);
  });
});

describe('parseUsage', () => {
  it('reads Claude’s result line, counting cache reads and writes as input, with the cost', () => {
    const stdout = jsonl(
      { type: 'system', subtype: 'init', session_id: 's' },
      { type: 'assistant', message: { content: [{ type: 'text', text: 'hi' }] } },
      {
        type: 'result',
        subtype: 'success',
        is_error: false,
        result: 'hi',
        total_cost_usd: 0.25,
        usage: {
          input_tokens: 10,
          cache_creation_input_tokens: 200,
          cache_read_input_tokens: 3000,
          output_tokens: 7,
        },
      },
    );
    expect(parseUsage('claude', stdout)).toEqual({ input_tokens: 3210, output_tokens: 7, cost_usd: 0.25 });
  });

  it('reads Claude’s single-object json output too', () => {
    const stdout = JSON.stringify({
      type: 'result',
      result: 'x',
      total_cost_usd: 0,
      usage: { input_tokens: 1, output_tokens: 2 },
    });
    expect(parseUsage('claude', stdout)).toEqual({ input_tokens: 1, output_tokens: 2, cost_usd: 0 });
  });

  it('sums Codex’s turn.completed usage over turns', () => {
    const stdout = jsonl(
      { type: 'thread.started', thread_id: 't' },
      {
        type: 'turn.completed',
        usage: { input_tokens: 26549, cached_input_tokens: 22272, output_tokens: 1590 },
      },
      { type: 'turn.completed', usage: { input_tokens: 100, cached_input_tokens: 0, output_tokens: 10 } },
    );
    expect(parseUsage('codex', stdout)).toEqual({ input_tokens: 26649, output_tokens: 1600 });
  });

  it('sums Gemini’s per-model tokens, thoughts counted as output, after a warning line', () => {
    const doc = {
      response: 'ok',
      stats: {
        models: {
          'gemini-2.5-pro': {
            tokens: { prompt: 24939, candidates: 20, total: 25113, cached: 21263, thoughts: 154, tool: 0 },
          },
          'gemini-2.5-flash': {
            tokens: { prompt: 61, candidates: 6, total: 67, cached: 0, thoughts: 0, tool: 0 },
          },
        },
      },
    };
    const stdout = `Loaded cached credentials.\n${JSON.stringify(doc, null, 2)}\n`;
    expect(parseUsage('gemini', stdout)).toEqual({ input_tokens: 25000, output_tokens: 180 });
  });

  it('sums Copilot’s outputTokens and reports no input or cost, which Copilot does not give', () => {
    const stdout = jsonl(
      { type: 'assistant.message', data: { content: 'a', outputTokens: 1206 } },
      { type: 'assistant.message_delta', data: { deltaContent: 'b' } },
      { type: 'assistant.message', data: { content: 'b', outputTokens: 4 } },
      {
        type: 'result',
        exitCode: 0,
        usage: { premiumRequests: 1, totalApiDurationMs: 10, sessionDurationMs: 20 },
      },
    );
    expect(parseUsage('copilot', stdout)).toEqual({ output_tokens: 1210 });
  });

  it('returns null when the output carries no usage: plain text, cut JSON, or an error', () => {
    for (const name of AGENT_PRESET_NAMES) {
      expect(parseUsage(name, 'Error: not logged in\n')).toBeNull();
      expect(parseUsage(name, '')).toBeNull();
    }
    expect(parseUsage('claude', '{"type":"result","usage":{"input_tok')).toBeNull();
    expect(parseUsage('gemini', '{"response": "x", "stats": {"mod')).toBeNull();
    expect(parseUsage('gemini', JSON.stringify({ response: 'x', error: { message: 'quota' } }))).toBeNull();
  });

  it('ignores counts that are not non-negative integers', () => {
    const stdout = jsonl({ type: 'turn.completed', usage: { input_tokens: -5, output_tokens: '12' } });
    expect(parseUsage('codex', stdout)).toBeNull();
    const claude = jsonl({
      type: 'result',
      total_cost_usd: -1,
      usage: { input_tokens: 1.5, output_tokens: 3 },
    });
    expect(parseUsage('claude', claude)).toEqual({ output_tokens: 3 });
  });
});

describe('presetFinalText', () => {
  const block = `${HANDOFF_MARKERS.start}\n{"version":1,"summary":"s"}\n${HANDOFF_MARKERS.end}`;

  it('unescapes the final message so the marker lines stand on their own lines again', () => {
    const outputs: Record<string, string> = {
      claude: jsonl({ type: 'result', result: `Done.\n${block}` }),
      codex: jsonl(
        { type: 'item.completed', item: { id: 'i0', type: 'agent_message', text: 'first' } },
        { type: 'item.completed', item: { id: 'i1', type: 'agent_message', text: `Done.\n${block}` } },
        { type: 'turn.completed', usage: { input_tokens: 1, output_tokens: 1 } },
      ),
      gemini: JSON.stringify({ response: `Done.\n${block}`, stats: {} }),
      copilot: jsonl(
        { type: 'assistant.message', data: { content: `Done.\n${block}`, outputTokens: 1 } },
        { type: 'result', exitCode: 0 },
      ),
    };
    for (const [name, stdout] of Object.entries(outputs)) {
      expect(stdout).not.toContain(`\n${HANDOFF_MARKERS.start}\n`);
      expect(presetFinalText(name, stdout)).toBe(`Done.\n${block}`);
    }
  });

  it('reads the first releases of codex --json (item_type assistant_message)', () => {
    const stdout = jsonl({
      type: 'item.completed',
      item: { id: 'item_3', item_type: 'assistant_message', text: 'old' },
    });
    expect(presetFinalText('codex', stdout)).toBe('old');
  });

  it('returns null when there is no final message', () => {
    for (const name of AGENT_PRESET_NAMES) expect(presetFinalText(name, 'panic\n')).toBeNull();
  });
});

describe('handoffInstructions', () => {
  it('names the env var, the path when given, the required summary and the markers', () => {
    const text = handoffInstructions({ handoffPath: '/tmp/run/handoff.json' });
    expect(text).toContain('`/tmp/run/handoff.json`');
    expect(text).toContain('BATON_HANDOFF_PATH');
    expect(text).toContain('"version": 1');
    expect(text).toContain(HANDOFF_MARKERS.start);
    expect(text).toContain(HANDOFF_MARKERS.end);
    expect(handoffInstructions()).toContain('the path in the environment variable `BATON_HANDOFF_PATH`');
  });
});
