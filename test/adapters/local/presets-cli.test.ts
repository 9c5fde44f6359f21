import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HANDOFF_MARKERS } from '../../../src/core/names.js';
import {
  AGENT_PRESET_NAMES,
  AGENT_PRESETS,
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

/** Run as root here: a GitHub `container:` job runs its steps as root too. */
const ROOT = process.getuid?.() === 0;
/** A user that is not root (nobody), to run as when the tests run as root. */
const NOT_ROOT = 65534;

function runScript(script: string, env: Record<string, string>, uid?: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(uid === undefined ? {} : { uid, gid: uid }),
    });
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
  options: {
    model?: string;
    env?: Record<string, string>;
    script?: (s: string) => string;
    /** Run as this user (the tests run as root): the directory is made everyone's first. */
    uid?: number;
  } = {},
) {
  const promptPath = join(dir, 'prompt.md');
  const handoffDir = join(dir, 'handoff');
  await mkdir(handoffDir);
  // Another user may not reach the repository (a clone in a mkdtemp dir, 0700, as CI makes it): the fakes
  // are copied where it can.
  let agents = fakeAgents;
  if (options.uid !== undefined) {
    await chmod(dir, 0o777);
    await chmod(handoffDir, 0o777);
    agents = join(dir, 'fake-agents');
    await cp(fakeAgents, agents, { recursive: true });
  }
  const handoffPath = join(handoffDir, 'handoff.json');
  const tracePath = join(dir, 'trace.json');
  await writeFile(promptPath, prompt);
  const command = presetCommand(name, options.model ? { model: options.model } : {});
  const env = {
    PATH: [agents, dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
    HOME: dir,
    BATON_PROMPT_PATH: promptPath,
    BATON_HANDOFF_PATH: handoffPath,
    FAKE_AGENT_TRACE: tracePath,
    ...(options.model ? { FAKE_AGENT_MODEL: options.model } : {}),
    ...command.env,
    ...options.env,
  };
  const run = await runScript(
    options.script ? options.script(command.script) : command.script,
    env,
    options.uid,
  );
  const trace = existsSync(tracePath)
    ? (JSON.parse(await readFile(tracePath, 'utf8')) as { cli: string; argv: string[]; prompt: string })
    : null;
  const handoff = existsSync(handoffPath) ? JSON.parse(await readFile(handoffPath, 'utf8')) : null;
  return { run, trace, handoff, handoffDir };
}

const PROMPT = 'Investigate issue 42: the parser drops the last line.\n\nLook at src/parse.ts and report.\n';
const PROMPT_WORDS = PROMPT.split(/\s+/).filter(Boolean).length;

/** What each fake reports for PROMPT, computed from the fake's documented-format output. */
const EXPECTED_USAGE: Record<AgentPresetName, object | null> = {
  // From modelUsage, the main agent's model and a subagent's: input (words + 7) + cache creation (100) + cache
  // read (1000), output 42 + 8; cost from total_cost_usd, which counts both models too.
  claude: { input_tokens: PROMPT_WORDS + 7 + 1100, output_tokens: 50, cost_usd: 0.0123 },
  // Two turns: (words, 30) and (500, 12).
  codex: { input_tokens: PROMPT_WORDS + 500, output_tokens: 42 },
  // The -p sentence is appended to stdin; two models; thoughts (154) count as output.
  gemini: { input_tokens: PROMPT_WORDS + 5 + 300, output_tokens: 20 + 154 + 5 },
  // None: copilot 1.0.102's JSON output carries no token count (github/copilot-cli#4107).
  copilot: null,
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

  it('passes BATON_AGENT_ARGS on after its own flags, a line an argument, each whole: nothing in them runs', async () => {
    // A real flag of each CLI that takes a value, with text a shell would split, glob or run.
    const flag = { claude: '--max-turns', codex: '-c', gemini: '--extensions', copilot: '--allow-tool' }[
      name
    ];
    const value = 'shell(git *) $(touch pwned-arg) `touch pwned-tick` ; touch pwned-semi';
    const { run, trace } = await runPreset(name, PROMPT, {
      env: { BATON_AGENT_ARGS: `  ${flag} \t\r\n\n \t \n${value}\n` },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const argv = trace?.argv ?? [];
    const at = argv.indexOf(flag);
    expect(argv.slice(at, at + 2)).toEqual([flag, value]);
    // After the preset's own flags, so a CLI that takes the last of a repeated flag takes the workflow's.
    expect(argv.findIndex((arg) => arg.includes('handoff'))).toBeLessThan(at);
    expect((await readdir(dir)).filter((file) => file.startsWith('pwned'))).toEqual([]);
  });

  it('passes no argument more when BATON_AGENT_ARGS is unset or blank', async () => {
    const bare = (await runPreset(name, PROMPT)).trace?.argv;
    await rm(join(dir, 'handoff'), { recursive: true, force: true });
    const blank = (await runPreset(name, PROMPT, { env: { BATON_AGENT_ARGS: '\n\r\n  \t \n' } })).trace?.argv;
    expect(blank).toEqual(bare);
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
      `baton: the prompt is ${COPILOT_PROMPT_MAX_BYTES + 1} bytes; copilot takes it as one argument, at most ${COPILOT_PROMPT_MAX_BYTES} bytes: shorten it (max-prompt-tokens) or use another agent\n`,
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

describe('each preset without its CLI', () => {
  it.each(AGENT_PRESET_NAMES)(
    '%s: fails before anything runs, naming the npm package to install',
    async (name) => {
      const { run, trace } = await runPreset(name, PROMPT, {
        env: { PATH: [dirname(process.execPath), '/usr/bin', '/bin'].join(':') },
      });
      expect(run.code).toBe(127);
      expect(run.stderr).toBe(
        `baton: the ${name} CLI is not installed (no ${name} on PATH): install its npm package, npm install --global ${AGENT_PRESETS[name].npmPackage}@<version> (baton-stage.yml installs it at agent-version)\n`,
      );
      expect(trace).toBeNull();
    },
  );
});

describe('the claude preset as root', () => {
  // claude refuses bypassPermissions as root unless IS_SANDBOX=1; a GitHub `container:` job runs as root.
  it.runIf(ROOT)('tells claude the job is its sandbox (IS_SANDBOX=1) when it runs as root', async () => {
    const { run, handoff } = await runPreset('claude', PROMPT, { env: { FAKE_AGENT_LEAK: 'IS_SANDBOX' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(handoff.summary).toMatch(/ IS_SANDBOX=1$/);
  });

  it.runIf(ROOT)('sets IS_SANDBOX=1 as root whatever the environment held: claude takes only 1', async () => {
    for (const held of ['yes', '0']) {
      const { run, handoff } = await runPreset('claude', PROMPT, {
        env: { IS_SANDBOX: held, FAKE_AGENT_LEAK: 'IS_SANDBOX' },
      });
      expect(run.stderr, held).toBe('');
      expect(handoff.summary, held).toMatch(/ IS_SANDBOX=1$/);
      await rm(join(dir, 'handoff'), { recursive: true, force: true });
    }
  });

  it('leaves IS_SANDBOX alone when it does not run as root', async () => {
    const { run, handoff } = await runPreset('claude', PROMPT, {
      env: { FAKE_AGENT_LEAK: 'IS_SANDBOX' },
      ...(ROOT ? { uid: NOT_ROOT } : {}),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(handoff.summary).toMatch(/ IS_SANDBOX=$/);
  });

  it('leaves IS_SANDBOX as the environment sets it when it does not run as root', async () => {
    const { run, handoff } = await runPreset('claude', PROMPT, {
      env: { IS_SANDBOX: 'yes', FAKE_AGENT_LEAK: 'IS_SANDBOX' },
      ...(ROOT ? { uid: NOT_ROOT } : {}),
    });
    expect(run.code).toBe(0);
    expect(handoff.summary).toMatch(/ IS_SANDBOX=yes$/);
  });
});

describe('the codex preset’s key', () => {
  const leak = 'CODEX_API_KEY,OPENAI_API_KEY';

  it('passes OPENAI_API_KEY on as CODEX_API_KEY, the only one current codex reads, when it is the only key', async () => {
    const { run, handoff } = await runPreset('codex', PROMPT, {
      env: { OPENAI_API_KEY: 'openai-key-1', FAKE_AGENT_LEAK: leak },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(handoff.summary).toMatch(/ CODEX_API_KEY=openai-key-1 OPENAI_API_KEY=openai-key-1$/);
  });

  it('keeps CODEX_API_KEY when both are set', async () => {
    const { run, handoff } = await runPreset('codex', PROMPT, {
      env: { CODEX_API_KEY: 'codex-key-2', OPENAI_API_KEY: 'openai-key-1', FAKE_AGENT_LEAK: leak },
    });
    expect(run.code).toBe(0);
    expect(handoff.summary).toMatch(/ CODEX_API_KEY=codex-key-2 OPENAI_API_KEY=openai-key-1$/);
  });
});

describe('the gemini preset on a fresh machine', () => {
  const leak = 'GEMINI_API_KEY,GOOGLE_API_KEY,GEMINI_CLI_TRUST_WORKSPACE';

  it('trusts the workspace through GEMINI_CLI_TRUST_WORKSPACE, which gemini versions without it ignore', async () => {
    const { run, handoff, trace } = await runPreset('gemini', PROMPT, { env: { FAKE_AGENT_LEAK: leak } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(handoff.summary).toMatch(/ GEMINI_CLI_TRUST_WORKSPACE=true$/);
    // No flag an older gemini would refuse as unknown (its yargs is strict).
    expect(trace?.argv).not.toContain('--skip-trust');
  });

  it('keeps a GEMINI_CLI_TRUST_WORKSPACE the environment sets', async () => {
    const { run } = await runPreset('gemini', PROMPT, { env: { GEMINI_CLI_TRUST_WORKSPACE: 'false' } });
    expect(run.code).toBe(55);
    expect(run.stderr).toMatch(/^Gemini CLI is not running in a trusted directory/);
  });

  it('passes GOOGLE_API_KEY on as GEMINI_API_KEY, which gemini reads, when it is the only key', async () => {
    const { run, handoff } = await runPreset('gemini', PROMPT, {
      env: { GOOGLE_API_KEY: 'google-key-1', FAKE_AGENT_LEAK: leak },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(handoff.summary).toMatch(/ GEMINI_API_KEY=google-key-1 GOOGLE_API_KEY=google-key-1 /);
  });

  it('keeps GEMINI_API_KEY when both are set, and GOOGLE_API_KEY alone for Vertex AI', async () => {
    const both = await runPreset('gemini', PROMPT, {
      env: { GEMINI_API_KEY: 'gemini-key-2', GOOGLE_API_KEY: 'google-key-1', FAKE_AGENT_LEAK: leak },
    });
    expect(both.run.code).toBe(0);
    expect(both.handoff.summary).toMatch(/ GEMINI_API_KEY=gemini-key-2 GOOGLE_API_KEY=google-key-1 /);
    await rm(join(dir, 'handoff'), { recursive: true, force: true });
    const vertex = await runPreset('gemini', PROMPT, {
      env: { GOOGLE_API_KEY: 'google-key-1', GOOGLE_GENAI_USE_VERTEXAI: 'true', FAKE_AGENT_LEAK: leak },
    });
    expect(vertex.run.code).toBe(0);
    expect(vertex.handoff.summary).toMatch(/ GEMINI_API_KEY= GOOGLE_API_KEY=google-key-1 /);
  });
});

describe('the copilot preset and a prompt that starts with a dash', () => {
  it.each([
    ['a Markdown list', '- Read src/index.ts.\n- List its exports.\n'],
    ['a flag of copilot’s', '-v'],
    ['a long flag', '--help'],
    ['an equals sign', '=x'],
  ])('passes %s as the prompt, never as options', async (_, prompt) => {
    const { run, trace } = await runPreset('copilot', prompt);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(trace?.prompt).toBe(prompt.trimEnd());
  });
});
