import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.js';
import { HANDOFF_MARKERS } from '../../src/core/names.js';
import { AGENT_PRESET_NAMES, readAgentOutputFile, readPresetOutput } from '../../src/core/presets.js';
import {
  CLAUDE_MESSAGES,
  CLAUDE_USAGE,
  CODEX_USAGE,
  claudeExecutionFile,
  claudeStreamJson,
  codexJsonl,
} from '../support/agent-output-files.js';

/**
 * The file a split stage's agent step leaves for capture's `agent-output`, read as the preset path reads a
 * CLI's stdout: the same parsers, plus claude-code-action's execution file for `claude`.
 */

/** `text` from the first whole line after byte `at`, as capture keeps the tail of a file too long to read whole. */
function tailFrom(text: string, at: number): string {
  return text.slice(text.indexOf('\n', at) + 1);
}

describe('readAgentOutputFile', () => {
  it('reads what each CLI prints in its preset’s format as the preset path reads its stdout', () => {
    const outputs: Record<string, string> = {
      claude: claudeStreamJson(),
      codex: codexJsonl(),
      gemini: `Loaded cached credentials.\n${JSON.stringify({ response: 'ok', stats: { models: { m: { tokens: { prompt: 5, candidates: 2, thoughts: 1 } } } } }, null, 2)}\n`,
      copilot: `${JSON.stringify({ type: 'assistant.message', data: { content: 'ok', outputTokens: 7 } })}\n`,
    };
    for (const name of AGENT_PRESET_NAMES) {
      const text = outputs[name] as string;
      expect(readAgentOutputFile(name, text)).toEqual(readPresetOutput(name, text));
      expect(readAgentOutputFile(name, text).usage).not.toBeNull();
    }
    expect(readAgentOutputFile('claude', claudeStreamJson()).usage).toEqual(CLAUDE_USAGE);
    expect(readAgentOutputFile('codex', codexJsonl()).usage).toEqual(CODEX_USAGE);
  });

  it('reads claude-code-action’s execution file, the same messages as one JSON array, as claude’s stream-json', () => {
    const file = claudeExecutionFile();
    expect(file.startsWith('[\n  {\n    "type": "system"')).toBe(true);
    // The array is nothing the stdout parser reads: no line of it is a message.
    expect(readPresetOutput('claude', file).usage).toBeNull();
    expect(readAgentOutputFile('claude', file)).toEqual({
      finalText: 'The parser throws on an empty body. I wrote the handoff.',
      usage: CLAUDE_USAGE,
      problems: [],
    });
    expect(readAgentOutputFile('claude', file)).toEqual(readAgentOutputFile('claude', claudeStreamJson()));
    // Written compactly, or with a newline after it, it is the same array.
    expect(readAgentOutputFile('claude', `${JSON.stringify(CLAUDE_MESSAGES)}\n`).usage).toEqual(CLAUDE_USAGE);
  });

  it('reads the tail of a long execution file, cut anywhere before its result message', () => {
    const padding = Array.from({ length: 200 }, (_, i) => ({
      type: 'user',
      message: { role: 'user', content: [{ type: 'tool_result', content: `line ${i}\n`.repeat(50) }] },
    }));
    const file = claudeExecutionFile([...padding, ...CLAUDE_MESSAGES]);
    const result = file.lastIndexOf('\n  {\n    "type": "result"');
    for (const at of [1, 10_000, Math.floor(file.length / 2), result - 200, result - 1]) {
      const tail = tailFrom(file, at);
      expect(tail.startsWith('[')).toBe(false);
      expect(readAgentOutputFile('claude', tail).usage).toEqual(CLAUDE_USAGE);
    }
    // Cut inside the result message, the usage is gone with its start: none is made up.
    expect(readAgentOutputFile('claude', tailFrom(file, result + 10))).toEqual({
      finalText: null,
      usage: null,
      problems: [],
    });
  });

  it('checks the usage of an execution file as the preset path checks it: a count no run can have is left out', () => {
    const forged = CLAUDE_MESSAGES.map((m) =>
      m.type === 'result'
        ? { ...m, modelUsage: { 'claude-sonnet-4-5': { inputTokens: 1e308, outputTokens: 3 } } }
        : m,
    );
    const read = readAgentOutputFile('claude', claudeExecutionFile(forged));
    expect(read.usage).toEqual({ output_tokens: 3, cost_usd: 0.0421 });
    expect(read.problems).toEqual([
      {
        code: 'usage-refused',
        severity: 'warning',
        path: 'agent.usage.input_tokens',
        message: `claude reported 1e+308 as inputTokens, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}; input_tokens is not recorded`,
      },
    ]);
  });

  it('finds the markers in the final message of an execution file, unescaped', () => {
    const block = `${HANDOFF_MARKERS.start}\n{"version":1,"summary":"s"}\n${HANDOFF_MARKERS.end}`;
    const messages = CLAUDE_MESSAGES.map((m) =>
      m.type === 'result' ? { ...m, result: `Done.\n${block}` } : m,
    );
    const file = claudeExecutionFile(messages);
    expect(file).not.toContain(`\n${HANDOFF_MARKERS.start}\n`);
    expect(readAgentOutputFile('claude', file).finalText).toBe(`Done.\n${block}`);
  });

  it('reads the array form for claude only: it is no other CLI’s output', () => {
    for (const name of AGENT_PRESET_NAMES.filter((n) => n !== 'claude')) {
      expect(readAgentOutputFile(name, claudeExecutionFile())).toEqual({
        finalText: null,
        usage: null,
        problems: [],
      });
    }
  });

  it('reads nothing from an array that holds no messages, or lines that only look like its elements', () => {
    for (const text of ['[]', '[1, "two", null]', '  {\n  }\n', '  {\n    "type": "result"\n', '[\n  {\n']) {
      expect(readAgentOutputFile('claude', text)).toEqual({ finalText: null, usage: null, problems: [] });
    }
  });

  it('refuses an agent that is not a preset, naming the input and the presets', () => {
    expect(() => readAgentOutputFile('claude-code', codexJsonl())).toThrowError(UserError);
    expect(() => readAgentOutputFile('claude-code', codexJsonl())).toThrowError(
      '"claude-code" is not an agent preset; use one of claude, codex, gemini, copilot',
    );
  });
});
