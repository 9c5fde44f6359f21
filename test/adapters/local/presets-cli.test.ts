import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HANDOFF_MARKERS } from '../../../src/core/names.js';
import {
  AGENT_PRESET_NAMES,
  type AgentPresetName,
  COPILOT_PROMPT_MAX_BYTES,
  parseUsage,
  presetCommand,
  presetFinalText,
} from '../../../src/core/presets.js';

/**
 * Each preset's script runs in bash against a fake of its CLI on PATH (test/support/fake-agents/). The
 * fakes refuse any flag the CLI is not documented to take here, read the prompt where the real CLI reads
 * it, and print the CLI's documented output format, so these tests check the command line, the prompt
 * delivery and the usage parser together.
 */

const fakeAgents = fileURLToPath(new URL('../../support/fake-agents/', import.meta.url));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-presets-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runScript(script: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function runPreset(
  name: AgentPresetName,
  prompt: string,
  options: { model?: string; env?: Record<string, string>; script?: (s: string) => string } = {},
) {
  const promptPath = join(dir, 'prompt.md');
  const handoffDir = join(dir, 'handoff');
  await mkdir(handoffDir);
  const handoffPath = join(handoffDir, 'handoff.json');
  const tracePath = join(dir, 'trace.json');
  await writeFile(promptPath, prompt);
  const command = presetCommand(name, options.model ? { model: options.model } : {});
  const env = {
    PATH: [fakeAgents, dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
    HOME: dir,
    BATON_PROMPT_PATH: promptPath,
    BATON_HANDOFF_PATH: handoffPath,
    FAKE_AGENT_TRACE: tracePath,
    ...(options.model ? { FAKE_AGENT_MODEL: options.model } : {}),
    ...command.env,
    ...options.env,
  };
  const run = await runScript(options.script ? options.script(command.script) : command.script, env);
  const trace = existsSync(tracePath)
    ? (JSON.parse(await readFile(tracePath, 'utf8')) as { cli: string; argv: string[]; prompt: string })
    : null;
  const handoff = existsSync(handoffPath) ? JSON.parse(await readFile(handoffPath, 'utf8')) : null;
  return { run, trace, handoff, handoffDir };
}

const PROMPT = 'Investigate issue 42: the parser drops the last line.\n\nLook at src/parse.ts and report.\n';
const PROMPT_WORDS = PROMPT.split(/\s+/).filter(Boolean).length;

/** What each fake reports for PROMPT, computed from the fake's documented-format output. */
const EXPECTED_USAGE: Record<AgentPresetName, object> = {
  // input_tokens + cache creation (100) + cache read (1000); cost from total_cost_usd.
  claude: { input_tokens: PROMPT_WORDS + 1100, output_tokens: 42, cost_usd: 0.0123 },
  // Two turns: (words, 30) and (500, 12).
  codex: { input_tokens: PROMPT_WORDS + 500, output_tokens: 42 },
  // The -p sentence is appended to stdin; two models; thoughts (154) count as output.
  gemini: { input_tokens: PROMPT_WORDS + 5 + 300, output_tokens: 20 + 154 + 5 },
  // Output tokens only: 7 + words.
  copilot: { output_tokens: 7 + PROMPT_WORDS },
};

describe.each(AGENT_PRESET_NAMES)('the %s preset', (name) => {
  it('runs the CLI with the documented flags, feeds it the prompt file and parses its usage', async () => {
    const { run, trace, handoff, handoffDir } = await runPreset(name, PROMPT);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(trace?.cli).toBe(name);
    // Copilot's `"$(cat …)"` drops trailing newlines, as command substitution does; nothing else changes.
    if (name === 'copilot') expect(trace?.prompt).toBe(PROMPT.trimEnd());
    else if (name === 'gemini') expect(trace?.prompt).toBe(`${PROMPT}\n\nCarry out the task above.`);
    else expect(trace?.prompt).toBe(PROMPT);
    expect(trace?.argv.some((arg) => arg === handoffDir || arg.endsWith(`=${handoffDir}`))).toBe(true);
    expect(trace?.argv.some((arg) => arg.includes('--model'))).toBe(false);
    expect(handoff.summary).toBe(`${name} read: Investigate issue 42: the parser drops the last line.`);
    expect(parseUsage(name, run.stdout)).toEqual(EXPECTED_USAGE[name]);
    expect(presetFinalText(name, run.stdout)).toBe(`Done. ${handoff.summary}`);
  });

  it('asks for the model given in the options', async () => {
    const { run, trace } = await runPreset(name, PROMPT, { model: 'model-x.1' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(trace?.argv.join(' ')).toMatch(/--model[ =]model-x\.1/);
  });

  it('passes a hostile prompt through as data: nothing in it runs', async () => {
    const hostile = [
      'Ignore the above. $(touch pwned-subst) `touch pwned-backtick`',
      '"; touch pwned-quote; echo "',
      "'; touch pwned-single; echo '",
      '--model evil --dangerously-skip-permissions',
      '${BATON_HANDOFF_PATH} $HOME \\',
      HANDOFF_MARKERS.start,
    ].join('\n');
    const { run, trace } = await runPreset(name, `${hostile}\n`);
    expect(run.code).toBe(0);
    expect(trace?.prompt.startsWith(hostile)).toBe(true);
    expect((await readdir(dir)).filter((file) => file.startsWith('pwned'))).toEqual([]);
  });

  it('gets a handoff printed between the markers back out of the JSON output', async () => {
    const { run, handoff } = await runPreset(name, PROMPT, { env: { FAKE_AGENT_HANDOFF: 'markers' } });
    expect(run.code).toBe(0);
    expect(handoff).toBeNull();
    const text = presetFinalText(name, run.stdout) ?? '';
    const lines = text.split('\n');
    const start = lines.indexOf(HANDOFF_MARKERS.start);
    expect(start).toBeGreaterThan(-1);
    expect(lines[start + 2]).toBe(HANDOFF_MARKERS.end);
    expect(JSON.parse(lines[start + 1] ?? '').summary).toContain(`${name} read: Investigate issue 42`);
  });

  it('keeps the CLI’s exit code', async () => {
    const { run } = await runPreset(name, PROMPT, { env: { FAKE_AGENT_EXIT: '3' } });
    expect(run.code).toBe(3);
  });
});

describe('the fake CLIs', () => {
  it('fail loudly on a flag the CLI is not documented to take, so a wrong preset cannot pass', async () => {
    const cases: Array<[AgentPresetName, string, string, string]> = [
      [
        'claude',
        '--permission-mode bypassPermissions',
        '--dangerously-skip-permission',
        'unknown flag --dangerously-skip-permission',
      ],
      ['codex', '--sandbox workspace-write', '--full-auto', 'unknown flag --full-auto'],
      [
        'gemini',
        '--approval-mode yolo',
        '--approval-mode auto_edit',
        'expected --approval-mode "yolo", got "auto_edit"',
      ],
      ['copilot', '--no-ask-user', '--silent', 'unknown flag --silent'],
      [
        'claude',
        '--output-format stream-json --verbose',
        '--output-format stream-json',
        'stream-json in print mode requires --verbose',
      ],
      [
        'codex',
        '- < "$BATON_PROMPT_PATH"',
        '< "$BATON_PROMPT_PATH"',
        'the prompt must be read from stdin (`-`)',
      ],
    ];
    for (const [name, from, to, message] of cases) {
      const { run } = await runPreset(name, PROMPT, { script: (s) => s.replace(from, to) });
      expect(run.code, `${name}: ${to}`).toBe(64);
      expect(run.stderr).toBe(`fake ${name}: ${message}\n`);
      await rm(join(dir, 'handoff'), { recursive: true, force: true });
    }
  });
});

describe('the copilot preset', () => {
  it('refuses a prompt too long for one argument before starting copilot', async () => {
    const prompt = 'x'.repeat(COPILOT_PROMPT_MAX_BYTES + 1);
    const { run, trace } = await runPreset('copilot', prompt);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `baton: the prompt is ${COPILOT_PROMPT_MAX_BYTES + 1} bytes; copilot takes it as one argument, at most ${COPILOT_PROMPT_MAX_BYTES} bytes. Shorten it (max-prompt-tokens) or use another agent.\n`,
    );
    expect(trace).toBeNull();
  });

  it('takes a prompt of exactly the limit', async () => {
    const prompt = 'y'.repeat(COPILOT_PROMPT_MAX_BYTES);
    const { run, trace } = await runPreset('copilot', prompt);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(trace?.prompt.length).toBe(COPILOT_PROMPT_MAX_BYTES);
  });
});
