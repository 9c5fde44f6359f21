import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/adapters/local/run-workflow.js';
import type { StoredRecord } from '../../src/core/record.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';

/**
 * `agent:` presets through `baton run`, from a workflow file to the record: each preset's CLI (a fake on
 * PATH that checks its flags, test/support/fake-agents) gets the rendered prompt plus the handoff
 * instructions, asks for the model in BATON_AGENT_MODEL, and its reported usage lands in the record.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('agent presets in baton run', () => {
  it('runs all four presets as matrix legs, records their usage, and passes their handoffs on', async () => {
    const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-presets-run-')));
    dirs.push(dir);
    cpSync(join(REPO_ROOT, 'test/fixtures/presets/all-presets.yml'), join(dir, 'all-presets.yml'));
    const result = await runWorkflow('all-presets.yml', {
      cwd: dir,
      env: {
        ...process.env,
        PATH: `${join(REPO_ROOT, 'test/support/fake-agents')}:${process.env.PATH ?? ''}`,
        FAKE_AGENT_MODEL: 'model-x.1',
      },
    });
    expect(result.status).toBe('success');
    const stage = (id: string) => result.records.find((r) => r.record.stage === id) as StoredRecord;

    const usage = Object.fromEntries(
      ['claude', 'codex', 'gemini', 'copilot'].map((agent) => [
        agent,
        stage(`ask-${agent}`).record.agent.usage,
      ]),
    );
    expect(usage).toEqual({
      // Its main agent's and its subagent's, as its cost counts them.
      claude: { input_tokens: expect.any(Number), output_tokens: 50, cost_usd: 0.0123 },
      codex: { input_tokens: expect.any(Number), output_tokens: 42 },
      gemini: { input_tokens: expect.any(Number), output_tokens: 179 },
      // copilot's JSON output carries no token count (github/copilot-cli#4107).
      copilot: null,
    });
    for (const agent of ['claude', 'codex', 'gemini', 'copilot']) {
      const record = stage(`ask-${agent}`);
      expect(record.record.agent.preset).toBe(agent);
      expect(record.prompt.startsWith('Summarise the change for the release notes.\n\n## Handing off')).toBe(
        true,
      );
      expect(record.handoff?.summary).toBe(`${agent} read: Summarise the change for the release notes.`);
    }
    const merge = stage('merge');
    for (const agent of ['claude', 'codex', 'gemini', 'copilot']) {
      expect(merge.prompt).toContain(`> ${agent} read: Summarise the change for the release notes.`);
    }
  });

  it('redacts the model keys of every preset found in the environment from all it stores and prints', async () => {
    const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-presets-keys-')));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'ask.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  ask:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: ./',
        '        with:',
        '          agent: gemini',
        '          prompt: Look.',
        '',
      ].join('\n'),
    );
    // Of no token shape baton knows, and not given as --secret: exported in the user's shell.
    const keys: Record<string, string> = {
      GEMINI_API_KEY: 'gemini-key-of-no-known-shape-0001',
      GOOGLE_API_KEY: 'google-key-of-no-known-shape-0002',
      ANTHROPIC_API_KEY: 'anthropic-key-of-no-known-shape-0003',
      CLAUDE_CODE_OAUTH_TOKEN: 'claude-oauth-of-no-known-shape-0004',
      CODEX_API_KEY: 'codex-key-of-no-known-shape-0005',
      OPENAI_API_KEY: 'openai-key-of-no-known-shape-0006',
      COPILOT_GITHUB_TOKEN: 'copilot-token-of-no-known-shape-0007',
      // A provider's credentials, which the CLIs read to reach the model through a gateway or a cloud.
      ANTHROPIC_AUTH_TOKEN: 'gateway-token-of-no-known-shape-0008',
      ANTHROPIC_FOUNDRY_API_KEY: 'foundry-key-of-no-known-shape-0009',
      AWS_SECRET_ACCESS_KEY: 'aws-secret-of-no-known-shape-0010',
      AWS_SESSION_TOKEN: 'aws-session-of-no-known-shape-0011',
      AWS_BEARER_TOKEN_BEDROCK: 'bedrock-key-of-no-known-shape-0012',
      AZURE_OPENAI_API_KEY: 'azure-key-of-no-known-shape-0013',
    };
    const printed: string[] = [];
    const result = await runWorkflow('ask.yml', {
      cwd: dir,
      env: {
        ...process.env,
        ...keys,
        PATH: `${join(REPO_ROOT, 'test/support/fake-agents')}:${process.env.PATH ?? ''}`,
        FAKE_AGENT_LEAK: Object.keys(keys).join(','),
      },
      onOutput: (line) => void printed.push(JSON.stringify(line)),
    });
    expect(result.status).toBe('success');
    expect(result.records[0]?.handoff?.summary).toContain('GEMINI_API_KEY=[REDACTED:secret-value]');
    const stored: string[] = [];
    const read = (path: string): void => {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        const child = join(path, entry.name);
        if (entry.isDirectory()) read(child);
        else stored.push(readFileSync(child, 'utf8'));
      }
    };
    read(join(dir, '.baton'));
    const everything = [...stored, ...printed].join('\n');
    expect(everything).toContain('[REDACTED:secret-value]');
    for (const value of Object.values(keys)) expect(everything).not.toContain(value);
  });
});

describe('agent presets in the bundled baton run', () => {
  it('keeps the stage’s record, handoff, prompt and log when its CLI reports usage of 1e308, and says why the usage is left out', () => {
    const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-presets-usage-')));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'ask.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: ./',
        '        with:',
        '          agent: claude',
        '          prompt: Look.',
        '',
      ].join('\n'),
    );
    // The fake claude writes a valid handoff, then this forged result line is the last one it prints.
    const forged =
      '{"type":"result","result":"done","usage":{"input_tokens":1e308,"cache_read_input_tokens":1e308}}\n';
    const ran = spawnSync(process.execPath, [CLI_PATH, 'run', 'ask.yml', '--plain'], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        CI: 'true',
        npm_lifecycle_event: '',
        PATH: `${join(REPO_ROOT, 'test/support/fake-agents')}:${process.env.PATH ?? ''}`,
        FAKE_AGENT_APPEND: forged,
      },
    });
    expect(ran.status, `${ran.stdout}${ran.stderr}`).toBe(0);
    const warning = `claude reported 1e+308 as input_tokens, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}; input_tokens is not recorded`;
    const lines = ran.stdout.split('\n').map((line) => line.replace(/^\d\d:\d\d:\d\d /, ''));
    expect(lines).toContain(`a: warning: stage a: agent.usage.input_tokens: ${warning}`);

    const runs = join(dir, '.baton', 'runs');
    const stageDir = join(runs, readdirSync(runs)[0]!, 'a');
    expect(readdirSync(stageDir).sort()).toEqual(['agent.log', 'handoff.json', 'prompt.md', 'record.json']);
    const record = JSON.parse(readFileSync(join(stageDir, 'record.json'), 'utf8'));
    expect(record.agent).toMatchObject({ preset: 'claude', exit_code: 0, usage: null });
    expect(record.problems).toEqual([
      { code: 'usage-refused', severity: 'warning', path: 'agent.usage.input_tokens', message: warning },
    ]);
    expect(JSON.parse(readFileSync(join(stageDir, 'handoff.json'), 'utf8')).summary).toBe(
      'claude read: Look.',
    );
    expect(readFileSync(join(stageDir, 'prompt.md'), 'utf8').startsWith('Look.\n\n## Handing off')).toBe(
      true,
    );
    expect(readFileSync(join(stageDir, 'agent.log'), 'utf8')).toContain('1e308');
  });
});

describe('a failed preset agent at the end of the bundled baton run', () => {
  const workflow = (agent: string) =>
    [
      'on: workflow_dispatch',
      'jobs:',
      '  ask:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with:',
      `          agent: ${agent}`,
      '          prompt: Look.',
      '',
    ].join('\n');

  function run(agent: string, env: Record<string, string>) {
    const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-presets-failed-')));
    dirs.push(dir);
    writeFileSync(join(dir, 'ask.yml'), workflow(agent));
    return spawnSync(process.execPath, [CLI_PATH, 'run', 'ask.yml', '--plain'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', npm_lifecycle_event: '', ...env },
    });
  }

  it('says what the CLI said, whatever the end of its log holds', () => {
    // A long last line: the log's tail, cut to the terminal's width, would not reach the reason.
    const ran = run('claude', {
      PATH: `${join(REPO_ROOT, 'test/support/fake-agents')}:${process.env.PATH ?? ''}`,
      ANTHROPIC_API_KEY: 'sk-ant-api03-refused-key-of-the-test-000000',
      FAKE_AGENT_ERROR: 'Invalid API key · Fix external API key',
    });
    expect(ran.status).toBe(1);
    const lines = ran.stdout.split('\n').map((line) => line.replace(/^\d\d:\d\d:\d\d /, ''));
    expect(lines).toContain(
      'ask: the agent exited with code 1: claude said "Invalid API key · Fix external API key"; the end of its agent.log:',
    );
    expect(lines).toContain(
      'ask: error: the agent exited with code 1: claude said "Invalid API key · Fix external API key"',
    );
    expect(ran.stdout).not.toContain('sk-ant-api03-refused-key-of-the-test');
  });

  it('refuses BATON_AGENT_ARGS too large for the CLI to start with, naming it, its size and what to do; takes one at the limit', () => {
    // Linux takes one environment string of at most 128 KiB with its NUL (MAX_ARG_STRLEN): the largest
    // value, as a YAML block gives it (a line an argument, and the last line's newline).
    const limit = 128 * 1024 - 'BATON_AGENT_ARGS='.length - 1;
    const withArgs = (bytes: number) => {
      const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-presets-args-')));
      dirs.push(dir);
      const tools = 'x'.repeat(bytes - '--allowedTools\n'.length - 1);
      writeFileSync(
        join(dir, 'ask.yml'),
        [
          'on: workflow_dispatch',
          'jobs:',
          '  ask:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: ./',
          '        env:',
          '          BATON_AGENT_ARGS: |',
          '            --allowedTools',
          `            ${tools}`,
          '        with:',
          '          agent: claude',
          '          prompt: Look.',
          '',
        ].join('\n'),
      );
      const ran = spawnSync(process.execPath, [CLI_PATH, 'run', 'ask.yml', '--plain'], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          ...process.env,
          CI: 'true',
          npm_lifecycle_event: '',
          PATH: `${join(REPO_ROOT, 'test/support/fake-agents')}:${process.env.PATH ?? ''}`,
        },
      });
      return { ...ran, dir };
    };
    const atLimit = withArgs(limit);
    expect(atLimit.status, `${atLimit.stdout}${atLimit.stderr}`).toBe(0);
    const over = withArgs(limit + 1);
    expect(over.status).toBe(1);
    const said = `BATON_AGENT_ARGS (the reusable workflow's agent-args input): is ${limit + 1} bytes, over the ${limit} bytes one environment variable of that name can hold on Linux (128 KiB with its name, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads (a system prompt or settings file) and pass only its path, or put it in the prompt`;
    const lines = over.stdout.split('\n').map((line) => line.replace(/^\d\d:\d\d:\d\d /, ''));
    expect(lines).toContain(`ask: error: the agent could not start: ${said}`);
    expect(over.stdout).not.toContain('E2BIG');
    // The attempt is still recorded, with why.
    const runs = join(over.dir, '.baton', 'runs');
    const record = JSON.parse(readFileSync(join(runs, readdirSync(runs)[0]!, 'ask', 'record.json'), 'utf8'));
    expect(record.outcome).toEqual({ reason: 'exit-nonzero', message: `the agent could not start: ${said}` });
  });

  it('names the npm package to install when the preset’s CLI is not installed', () => {
    const ran = run('gemini', { PATH: [dirname(process.execPath), '/usr/bin', '/bin'].join(':') });
    expect(ran.status).toBe(1);
    expect(ran.stdout).toContain(
      'ask: the agent exited with code 127: the gemini CLI is not installed (no gemini on PATH): install its npm package, npm install --global @google/gemini-cli@<version> (baton-stage.yml installs it at agent-version); the end of its agent.log:',
    );
  });
});
