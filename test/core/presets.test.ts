import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.js';
import { HANDOFF_MARKERS } from '../../src/core/names.js';
import {
  AGENT_ARGS_MAX_BYTES,
  AGENT_PRESET_NAMES,
  COPILOT_PROMPT_MAX_BYTES,
  checkAgentArgs,
  handoffInstructions,
  parseUsage,
  presetCommand,
  presetFailure,
  presetFinalText,
  presetNotInstalled,
  readPresetOutput,
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

  it('takes Claude’s tokens from modelUsage, subagents’ included, so they agree with the cost', () => {
    // claude 2.1.332 after a subagent ran: `usage` is the main agent's alone, total_cost_usd every model's.
    const stdout = jsonl({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'Done, handoff written.',
      total_cost_usd: 0.020828,
      usage: {
        input_tokens: 3000,
        cache_creation_input_tokens: 600,
        cache_read_input_tokens: 9000,
        output_tokens: 150,
      },
      modelUsage: {
        'claude-opus-5-5': {
          inputTokens: 3007,
          outputTokens: 200,
          cacheReadInputTokens: 9000,
          cacheCreationInputTokens: 600,
          webSearchRequests: 0,
          costUSD: 0.020828,
          contextWindow: 1000000,
        },
      },
    });
    expect(parseUsage('claude', stdout)).toEqual({
      input_tokens: 12607,
      output_tokens: 200,
      cost_usd: 0.020828,
    });
  });

  it('sums Claude’s modelUsage over its models', () => {
    const stdout = jsonl({
      type: 'result',
      total_cost_usd: 0.3,
      usage: { input_tokens: 1, output_tokens: 1 },
      modelUsage: {
        'claude-sonnet-4-5': { inputTokens: 10, outputTokens: 5, cacheReadInputTokens: 100 },
        'claude-haiku-4-5': { inputTokens: 3, outputTokens: 2, cacheCreationInputTokens: 20 },
      },
    });
    expect(parseUsage('claude', stdout)).toEqual({ input_tokens: 133, output_tokens: 7, cost_usd: 0.3 });
  });

  it('reads Claude’s usage when modelUsage is absent or names no model', () => {
    const usage = { input_tokens: 4, cache_read_input_tokens: 6, output_tokens: 2 };
    for (const extra of [{}, { modelUsage: {} }, { modelUsage: null }]) {
      const stdout = jsonl({ type: 'result', total_cost_usd: 0, usage, ...extra });
      expect(parseUsage('claude', stdout), JSON.stringify(extra)).toEqual({
        input_tokens: 10,
        output_tokens: 2,
        cost_usd: 0,
      });
    }
  });

  it('refuses a modelUsage count no run can have, as it refuses usage', () => {
    const stdout = jsonl({
      type: 'result',
      usage: { input_tokens: 1, output_tokens: 1 },
      modelUsage: { m: { inputTokens: 1e308, outputTokens: 3 } },
    });
    expect(readPresetOutput('claude', stdout)).toMatchObject({
      usage: { output_tokens: 3 },
      problems: [
        {
          code: 'usage-refused',
          path: 'agent.usage.input_tokens',
          message: expect.stringContaining('claude reported 1e+308 as inputTokens'),
        },
      ],
    });
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

  it('records no usage from Copilot 1.0.102’s JSON output, which carries no token count', () => {
    // As copilot 1.0.102 prints it (ids and timestamps left out): its assistant.usage events, which hold the
    // counts, are not in the JSON output (github/copilot-cli#4107).
    const stdout = jsonl(
      { type: 'session.tools_updated', data: { model: 'claude-sonnet-4.5' }, ephemeral: true },
      { type: 'assistant.turn_start', data: { turnId: '0' } },
      {
        type: 'assistant.message',
        data: { messageId: 'm', model: 'claude-sonnet-4.5', content: 'Done.', toolRequests: [], turnId: '0' },
      },
      { type: 'assistant.turn_end', data: { turnId: '0' } },
      {
        type: 'result',
        exitCode: 0,
        usage: { premiumRequests: 0, totalApiDurationMs: 184, sessionDurationMs: 1074 },
      },
    );
    expect(readPresetOutput('copilot', stdout)).toEqual({ finalText: 'Done.', usage: null, problems: [] });
  });

  it('sums Copilot’s outputTokens where a version reports them, and reports no input or cost', () => {
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

describe('readPresetOutput: usage no count or cost can be', () => {
  const MAX = Number.MAX_SAFE_INTEGER;

  it('leaves out Claude’s input tokens when a count is 1e308, keeps the rest, and says why', () => {
    // The report's shape: one such line would have made the sum Infinity, and the record unstorable.
    const stdout =
      '{"type":"result","result":"done","total_cost_usd":0.5,"usage":{"input_tokens":1e308,"cache_read_input_tokens":1e308,"output_tokens":7}}\n';
    const read = readPresetOutput('claude', stdout);
    expect(read.usage).toEqual({ output_tokens: 7, cost_usd: 0.5 });
    expect(read.finalText).toBe('done');
    expect(read.problems).toEqual([
      {
        code: 'usage-refused',
        severity: 'warning',
        path: 'agent.usage.input_tokens',
        message: `claude reported 1e+308 as input_tokens, which is not a whole number from 0 to ${MAX}; input_tokens is not recorded`,
      },
    ]);
    expect(parseUsage('claude', stdout)).toEqual({ output_tokens: 7, cost_usd: 0.5 });
  });

  it('records no usage at all when 1e308 is all Claude reported', () => {
    const stdout =
      '{"type":"result","result":"done","usage":{"input_tokens":1e308,"cache_read_input_tokens":1e308}}\n';
    expect(parseUsage('claude', stdout)).toBeNull();
    expect(readPresetOutput('claude', stdout).problems.map((p) => p.path)).toEqual([
      'agent.usage.input_tokens',
    ]);
  });

  it('leaves out a sum that leaves the safe integers, though each count is one', () => {
    const claude = jsonl({
      type: 'result',
      usage: { input_tokens: MAX, cache_creation_input_tokens: 1, output_tokens: 2 },
    });
    const read = readPresetOutput('claude', claude);
    expect(read.usage).toEqual({ output_tokens: 2 });
    expect(read.problems).toEqual([
      {
        code: 'usage-refused',
        severity: 'warning',
        path: 'agent.usage.input_tokens',
        message: `the input_tokens claude reported add up to more than ${MAX}; input_tokens is not recorded`,
      },
    ]);

    const codex = jsonl(
      { type: 'turn.completed', usage: { input_tokens: MAX, output_tokens: 3 } },
      { type: 'turn.completed', usage: { input_tokens: MAX, output_tokens: 4 } },
    );
    expect(readPresetOutput('codex', codex)).toMatchObject({
      usage: { output_tokens: 7 },
      problems: [{ code: 'usage-refused', path: 'agent.usage.input_tokens' }],
    });

    const model = { tokens: { prompt: MAX, candidates: 1, thoughts: 0 } };
    const gemini = JSON.stringify({ response: 'r', stats: { models: { a: model, b: model } } }, null, 2);
    expect(readPresetOutput('gemini', gemini)).toMatchObject({
      usage: { output_tokens: 2 },
      problems: [{ code: 'usage-refused', path: 'agent.usage.input_tokens' }],
    });

    const copilot = jsonl(
      { type: 'assistant.message', data: { content: 'a', outputTokens: MAX } },
      { type: 'assistant.message', data: { content: 'b', outputTokens: 1 } },
    );
    expect(readPresetOutput('copilot', copilot)).toMatchObject({
      usage: null,
      finalText: 'b',
      problems: [{ code: 'usage-refused', path: 'agent.usage.output_tokens' }],
    });
  });

  it('leaves out counts of 1e308 in every preset, one warning per field', () => {
    const outputs: Record<string, string> = {
      claude: '{"type":"result","usage":{"input_tokens":5,"output_tokens":1e308}}\n',
      codex:
        '{"type":"turn.completed","usage":{"input_tokens":5,"output_tokens":1e308}}\n{"type":"turn.completed","usage":{"input_tokens":1,"output_tokens":1e308}}\n',
      gemini: `Loaded cached credentials.\n{\n  "response": "r",\n  "stats": {"models": {"m": {"tokens": {"prompt": 5, "candidates": 1, "thoughts": 1e308}}}}\n}\n`,
    };
    for (const [name, stdout] of Object.entries(outputs)) {
      const read = readPresetOutput(name, stdout);
      expect(read.usage, name).toEqual({ input_tokens: name === 'codex' ? 6 : 5 });
      expect(read.problems, name).toEqual([
        {
          code: 'usage-refused',
          severity: 'warning',
          path: 'agent.usage.output_tokens',
          message: expect.stringMatching(/^\w+ reported 1e\+308 as \w+, which is not a whole number/),
        },
      ]);
    }
    expect(parseUsage('copilot', '{"type":"assistant.message","data":{"outputTokens":1e308}}\n')).toBeNull();
  });

  it('leaves out a cost that is not an amount from 0 to a million dollars, naming what was reported', () => {
    for (const [cost, said] of [
      ['1e308', '1e+308'],
      ['-1', '-1'],
      ['1000001', '1000001'],
      ['"0.5"', 'a string'],
    ] as const) {
      const read = readPresetOutput(
        'claude',
        `{"type":"result","total_cost_usd":${cost},"usage":{"output_tokens":3}}\n`,
      );
      expect(read.usage, cost).toEqual({ output_tokens: 3 });
      expect(read.problems, cost).toEqual([
        {
          code: 'usage-refused',
          severity: 'warning',
          path: 'agent.usage.cost_usd',
          message: `claude reported ${said} as total_cost_usd, which is not an amount from 0 to 1000000 USD; cost_usd is not recorded`,
        },
      ]);
    }
    expect(parseUsage('claude', '{"type":"result","total_cost_usd":1000000}\n')).toEqual({
      cost_usd: 1000000,
    });
  });

  it('says nothing of counts the CLI left out or reported as null', () => {
    const stdout = jsonl({
      type: 'result',
      total_cost_usd: null,
      usage: { input_tokens: null, output_tokens: 1 },
    });
    expect(readPresetOutput('claude', stdout)).toEqual({
      finalText: null,
      usage: { output_tokens: 1 },
      problems: [],
    });
  });
});

describe('readPresetOutput: Gemini’s document in a hostile output', () => {
  // Lines that each open an object and an array and never close them: every JSON.parse from one of them
  // reads to the end of the output. Tried from each, that was quadratic (70 s at 280 KB); a test that
  // timed out before the fix.
  const hostile = '\n{"a":['.repeat(50_000);
  const doc = JSON.stringify(
    { response: 'the answer', stats: { models: { m: { tokens: { prompt: 3, candidates: 4 } } } } },
    null,
    2,
  );

  it('finds the document after 50,000 lines that open objects', () => {
    expect(presetFinalText('gemini', `${hostile}\n${doc}\n`)).toBe('the answer');
  });

  it('reads the usage after 50,000 lines that open objects', () => {
    expect(parseUsage('gemini', `${hostile}\n${doc}\n`)).toEqual({ input_tokens: 3, output_tokens: 4 });
  });

  it('gives up on an output that is only such lines', () => {
    expect(presetFinalText('gemini', hostile)).toBeNull();
  });

  it('reads the final text and the usage from one parse', () => {
    expect(readPresetOutput('gemini', `${hostile}\n${doc}\n`)).toEqual({
      finalText: 'the answer',
      usage: { input_tokens: 3, output_tokens: 4 },
      problems: [],
    });
    expect(readPresetOutput('gemini', hostile)).toEqual({ finalText: null, usage: null, problems: [] });
  });

  it('finds the document after lines of JSON that are not it, and a compact one at the very start', () => {
    const logged = `{"level":"info","msg":"starting"}\n{"level":"warn"}\n${doc}\n`;
    expect(readPresetOutput('gemini', logged).finalText).toBe('the answer');
    expect(readPresetOutput('gemini', JSON.stringify({ response: 'x' })).finalText).toBe('x');
  });

  it('reads JSON Lines output of hostile lines once each, for every other preset', () => {
    for (const name of ['claude', 'codex', 'copilot']) {
      expect(readPresetOutput(name, hostile)).toEqual({ finalText: null, usage: null, problems: [] });
    }
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

describe('presetFailure', () => {
  it('reads each CLI’s own error from its output, as each prints it on a refused key', () => {
    const outputs: Record<string, string> = {
      // claude 2.1.332: an error result on stdout.
      claude: jsonl(
        { type: 'system', subtype: 'api_retry', attempt: 10, max_retries: 10, error_status: 401 },
        {
          type: 'result',
          subtype: 'success',
          is_error: true,
          api_error_status: 401,
          result: 'Invalid API key · Fix external API key',
          total_cost_usd: 0,
          usage: { input_tokens: 0, output_tokens: 0 },
          modelUsage: {},
        },
      ),
      // codex 0.171.0: error events while it retries, then turn.failed.
      codex: jsonl(
        { type: 'turn.started' },
        { type: 'error', message: 'Reconnecting... 5/5 (unexpected status 401 Unauthorized)' },
        { type: 'error', message: 'unexpected status 401 Unauthorized: invalid x-api-key' },
        { type: 'turn.failed', error: { message: 'unexpected status 401 Unauthorized: invalid x-api-key' } },
      ),
      // gemini 0.61.0: a banner, then its error document, both on stderr.
      gemini: `YOLO mode is enabled. All tool calls will be automatically approved.\n${JSON.stringify(
        { session_id: 's', error: { type: 'Error', message: 'Invalid auth method selected.', code: 41 } },
        null,
        2,
      )}\n`,
      // copilot 1.0.102: a session.error event, then the result.
      copilot: jsonl(
        {
          type: 'session.error',
          data: {
            errorType: 'authentication',
            message: 'Authentication failed (HTTP 401).',
            statusCode: 401,
          },
        },
        { type: 'result', exitCode: 1, usage: { premiumRequests: 0 } },
      ),
    };
    const said: Record<string, string> = {
      claude: 'Invalid API key · Fix external API key',
      codex: 'unexpected status 401 Unauthorized: invalid x-api-key',
      gemini: 'Invalid auth method selected.',
      copilot: 'Authentication failed (HTTP 401).',
    };
    for (const name of AGENT_PRESET_NAMES) {
      expect(presetFailure(name, outputs[name] ?? ''), name).toEqual({ source: 'cli', text: said[name] });
    }
  });

  it('reads Claude’s errors when its error result has no text, and codex’s last error without turn.failed', () => {
    expect(
      presetFailure(
        'claude',
        jsonl({ type: 'result', subtype: 'error_during_execution', is_error: true, errors: ['a', 'b'] }),
      ),
    ).toEqual({ source: 'cli', text: 'a; b' });
    expect(presetFailure('claude', jsonl({ type: 'result', subtype: 'error_max_turns' }))).toEqual({
      source: 'cli',
      text: 'error_max_turns',
    });
    expect(
      presetFailure('codex', jsonl({ type: 'error', message: 'first' }, { type: 'error', message: 'last' })),
    ).toEqual({ source: 'cli', text: 'last' });
  });

  it('finds no error in a run that succeeded or printed none', () => {
    expect(presetFailure('claude', jsonl({ type: 'result', is_error: false, result: 'Done.' }))).toBeNull();
    expect(presetFailure('gemini', JSON.stringify({ response: 'Done.', stats: {} }))).toBeNull();
    for (const name of AGENT_PRESET_NAMES) {
      expect(presetFailure(name, ''), name).toBeNull();
      expect(presetFailure(name, 'Segmentation fault\n'), name).toBeNull();
      expect(presetFailure(name, jsonl({ type: 'result', is_error: true, result: 42 })), name).toBeNull();
    }
  });

  it('reads the copilot script’s prompt-size message, and no line that only starts like the script’s', () => {
    const tooLong = `the prompt is 200000 bytes; copilot takes it as one argument, at most ${COPILOT_PROMPT_MAX_BYTES} bytes: shorten it (max-prompt-tokens) or use another agent`;
    expect(presetFailure('copilot', `baton: ${tooLong}\n`)).toEqual({ source: 'script', text: tooLong });
    expect(presetFailure('gemini', `baton: ${tooLong}\n`)).toBeNull();
    expect(presetFailure('claude', 'baton: the job is done, all keys rotated\n')).toBeNull();
    expect(presetFailure('claude', `baton: ${presetNotInstalled('codex')}\n`)).toBeNull();
  });

  it('reads what the preset’s own script said last when the CLI said nothing', () => {
    const output = `bash: warning\nbaton: ${presetNotInstalled('gemini')}\n`;
    expect(presetFailure('gemini', output)).toEqual({
      source: 'script',
      text: presetNotInstalled('gemini'),
    });
    expect(presetNotInstalled('gemini')).toBe(
      'the gemini CLI is not installed (no gemini on PATH): install its npm package, npm install --global @google/gemini-cli@<version> (baton-stage.yml installs it at agent-version)',
    );
  });
});

describe('checkAgentArgs', () => {
  it('counts BATON_AGENT_ARGS in UTF-8 bytes, as the system does, and refuses one past the limit naming its size', () => {
    // Two bytes a character: the limit in half as many characters.
    const under = 'é'.repeat(Math.floor(AGENT_ARGS_MAX_BYTES / 2)) + 'x'.repeat(AGENT_ARGS_MAX_BYTES % 2);
    expect(() => checkAgentArgs({ BATON_AGENT_ARGS: under })).not.toThrow();
    expect(() => checkAgentArgs({})).not.toThrow();
    const over = `${under}x`;
    expect(over.length).toBeLessThan(AGENT_ARGS_MAX_BYTES / 2 + 2);
    expect(() => checkAgentArgs({ BATON_AGENT_ARGS: over })).toThrow(UserError);
    expect(() => checkAgentArgs({ BATON_AGENT_ARGS: over })).toThrow(
      `is ${AGENT_ARGS_MAX_BYTES + 1} bytes, over the ${AGENT_ARGS_MAX_BYTES} bytes`,
    );
  });
});
