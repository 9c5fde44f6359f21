// Fake agent CLIs for the preset tests: `claude`, `codex`, `gemini` and `copilot` on PATH run this.
//
// Each fake accepts exactly the flags the preset is documented to pass and fails loudly (exit 64, the
// offending flag on stderr) on anything else, so a wrong flag in src/core/presets.ts cannot pass. It
// reads the prompt where that CLI reads it (stdin, or the -p argument for copilot), writes a handoff that
// quotes the prompt's first line, and prints output in the CLI's documented machine-readable format with
// token counts derived from the prompt, so a test can compute the usage it must parse.
//
// Env:
//   FAKE_AGENT_TRACE     write {cli, argv, prompt, credentials, config} as JSON to this file (`{stage}` in it is
//                        replaced by $BATON_STAGE); credentials: the preset credential variables that are set;
//                        config: the project configuration files the real CLI would read at start in its
//                        working directory (CONFIG_FILES), each path mapped to its text, or null when absent
//   FAKE_AGENT_HANDOFF   `file` (default): write $BATON_HANDOFF_PATH; `markers`: print the handoff between
//                        the markers inside the final message instead; `none`: no handoff
//   FAKE_AGENT_MODEL     the model the preset must ask for; without it, any --model flag is refused
//   FAKE_AGENT_EXIT      exit with this code after printing
//   FAKE_AGENT_APPEND    text printed as it is after the CLI's own output (a forged line of usage, say)
//   FAKE_AGENT_DATA      a JSON object of more `data` for the handoff
//   FAKE_AGENT_LEAK      names of env vars (comma-separated) whose values the handoff's summary and the
//                        final message quote: a CLI that leaks its key
//   FAKE_AGENT_ERROR     fail as the CLI fails when the model API refuses its key: print the CLI's own error
//                        (this text) where and how the real CLI prints it, and exit as it exits
//
// Like the real CLIs (checked against claude 2.1.332, codex 0.171.0, gemini 0.61.0, copilot 1.0.102), the
// fakes also refuse what the real ones refuse before they start: claude run as root with bypassPermissions
// unless IS_SANDBOX=1; gemini in a folder it does not trust (headless, without GEMINI_CLI_TRUST_WORKSPACE=true);
// copilot given an option value that starts with `-` as a separate argument (`-p "- item"`); and a key the
// real CLI does not read, given alone: codex's OPENAI_API_KEY (codex 0.169 and 0.171 read only CODEX_API_KEY) and
// gemini's GOOGLE_API_KEY (read only for Vertex AI). With no key at all, a fake runs as if logged in.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const MARK_START = '---BATON_HANDOFF_START---';
const MARK_END = '---BATON_HANDOFF_END---';

function fail(cli, message) {
  process.stderr.write(`fake ${cli}: ${message}\n`);
  process.exit(64);
}

/** Exit as the real CLI does when it refuses to start: its own message on stderr, its own exit code. */
function refuse(code, message) {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const set = (name) => (process.env[name] ?? '') !== '';

/**
 * Parse argv against a spec: flags with a value (`--x v`, `--x=v`) and boolean flags. With
 * `spec.dashValues === false`, a value given as its own argument may not start with `-`, as clap (copilot's
 * parser) refuses it: only `--x=-v` passes such a value.
 */
function parseArgs(cli, argv, spec) {
  const seen = new Map();
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (spec.booleans.includes(name)) {
      if (eq !== -1) fail(cli, `flag ${name} takes no value`);
      seen.set(name, true);
    } else if (spec.values.includes(name)) {
      let value;
      if (eq !== -1) value = arg.slice(eq + 1);
      else {
        value = argv[++i];
        if (value === undefined) fail(cli, `flag ${name} needs a value`);
        if (spec.dashValues === false && value.startsWith('-'))
          refuse(
            1,
            /\s/.test(value)
              ? 'error: Invalid command format.\n\nIt looks like your prompt was not quoted, so the extra words were treated as separate arguments.'
              : `error: a value is required for '${name} <text>' but none was supplied`,
          );
      }
      if (seen.has(name)) fail(cli, `flag ${name} given twice`);
      seen.set(name, value);
    } else {
      fail(cli, `unknown flag ${name}`);
    }
  }
  return { flags: seen, positional };
}

function expect(cli, flags, name, value) {
  const got = flags.get(name);
  if (got !== value) fail(cli, `expected ${name} ${JSON.stringify(value)}, got ${JSON.stringify(got)}`);
}

function checkCommon(cli, flags, addDirFlag) {
  const handoffPath = process.env.BATON_HANDOFF_PATH;
  if (!handoffPath) fail(cli, 'BATON_HANDOFF_PATH is not set');
  expect(cli, flags, addDirFlag, dirname(handoffPath));
  const model = process.env.FAKE_AGENT_MODEL;
  if (model) expect(cli, flags, '--model', model);
  else if (flags.has('--model')) fail(cli, `unexpected --model ${flags.get('--model')}`);
}

function readStdin() {
  return readFileSync(0, 'utf8');
}

const words = (text) => text.split(/\s+/).filter(Boolean).length;

function handoffFor(cli, prompt) {
  const firstLine = prompt.split('\n').find((line) => line.trim() !== '') ?? '';
  const leaked = (process.env.FAKE_AGENT_LEAK ?? '')
    .split(',')
    .filter(Boolean)
    .map((name) => ` ${name}=${process.env[name] ?? ''}`)
    .join('');
  return {
    version: 1,
    status: 'success',
    summary: `${cli} read: ${firstLine.trim().slice(0, 200)}${leaked}`,
    data: { agent: cli, prompt_words: words(prompt), ...JSON.parse(process.env.FAKE_AGENT_DATA ?? '{}') },
  };
}

/** Write the handoff file or build the marker block, per FAKE_AGENT_HANDOFF; returns the final text. */
function handOff(cli, prompt) {
  const mode = process.env.FAKE_AGENT_HANDOFF ?? 'file';
  const handoff = handoffFor(cli, prompt);
  if (mode === 'file') {
    mkdirSync(dirname(process.env.BATON_HANDOFF_PATH), { recursive: true });
    writeFileSync(process.env.BATON_HANDOFF_PATH, JSON.stringify(handoff));
    return `Done. ${handoff.summary}`;
  }
  if (mode === 'markers') return `Done.\n${MARK_START}\n${JSON.stringify(handoff)}\n${MARK_END}`;
  return 'Done, no handoff.';
}

/** The model credentials of any preset that are set in this process's env (names only). */
const CREDENTIALS = [
  'ANTHROPIC_API_KEY',
  'CLAUDE_CODE_OAUTH_TOKEN',
  'CODEX_API_KEY',
  'OPENAI_API_KEY',
  'GEMINI_API_KEY',
  'GOOGLE_API_KEY',
  'COPILOT_GITHUB_TOKEN',
];

/** A few of the files each CLI reads from its working directory when it starts (src/core/agent-config.ts). */
const CONFIG_FILES = {
  claude: ['.claude/settings.json', '.mcp.json', 'CLAUDE.md'],
  codex: ['.codex/config.toml', 'AGENTS.md'],
  gemini: ['.gemini/settings.json', 'GEMINI.md', '.env'],
  copilot: ['.github/hooks/hooks.json', '.github/copilot-instructions.md', '.mcp.json'],
};

function readConfig(cli) {
  const read = (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null;
    }
  };
  return Object.fromEntries(CONFIG_FILES[cli].map((path) => [path, read(path)]));
}

function trace(cli, argv, prompt) {
  if (process.env.FAKE_AGENT_TRACE) {
    const credentials = CREDENTIALS.filter((name) => (process.env[name] ?? '') !== '');
    writeFileSync(
      process.env.FAKE_AGENT_TRACE.replaceAll('{stage}', process.env.BATON_STAGE ?? ''),
      JSON.stringify({ cli, argv, prompt, credentials, config: readConfig(cli) }),
    );
  }
}

function finish() {
  if (process.env.FAKE_AGENT_APPEND) process.stdout.write(process.env.FAKE_AGENT_APPEND);
  const code = Number(process.env.FAKE_AGENT_EXIT ?? '0');
  process.exit(code);
}

const line = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

function claude(argv) {
  const { flags, positional } = parseArgs('claude', argv, {
    booleans: ['-p', '--print', '--verbose'],
    values: ['--output-format', '--permission-mode', '--add-dir', '--model', '--max-turns', '--allowedTools'],
  });
  if (!flags.has('-p') && !flags.has('--print')) fail('claude', 'not in print mode (-p)');
  if (positional.length > 0) fail('claude', `the prompt must come on stdin, got argument ${positional[0]}`);
  expect('claude', flags, '--output-format', 'stream-json');
  if (!flags.has('--verbose')) fail('claude', 'stream-json in print mode requires --verbose');
  expect('claude', flags, '--permission-mode', 'bypassPermissions');
  checkCommon('claude', flags, '--add-dir');
  if (process.getuid?.() === 0 && process.env.IS_SANDBOX !== '1')
    refuse(1, '--dangerously-skip-permissions cannot be used with root/sudo privileges for security reasons');
  const prompt = readStdin();
  if (prompt.trim() === '')
    fail('claude', 'Input must be provided either through stdin or as a prompt argument');
  trace('claude', argv, prompt);
  if (process.env.FAKE_AGENT_ERROR) {
    // As claude 2.1.332 ends when the API refuses its key: an error result, exit 1.
    line({ type: 'system', subtype: 'init', session_id: 'fake-session' });
    line({
      type: 'result',
      subtype: 'success',
      is_error: true,
      api_error_status: 401,
      result: process.env.FAKE_AGENT_ERROR,
      session_id: 'fake-session',
      total_cost_usd: 0,
      usage: {
        input_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 0,
      },
      modelUsage: {},
    });
    process.exit(1);
  }
  const text = handOff('claude', prompt);
  const input = words(prompt);
  line({
    type: 'system',
    subtype: 'init',
    session_id: 'fake-session',
    tools: ['Bash', 'Read', 'Edit', 'Write'],
  });
  line({
    type: 'assistant',
    message: { role: 'assistant', content: [{ type: 'text', text }] },
    session_id: 'fake-session',
  });
  line({
    type: 'result',
    subtype: 'success',
    is_error: false,
    duration_ms: 1200,
    duration_api_ms: 900,
    num_turns: 2,
    result: text,
    session_id: 'fake-session',
    total_cost_usd: 0.0123,
    // The main agent's usage only; modelUsage adds the subagents' (here a haiku one), as total_cost_usd does.
    usage: {
      input_tokens: input,
      cache_creation_input_tokens: 100,
      cache_read_input_tokens: 1000,
      output_tokens: 42,
    },
    modelUsage: {
      'claude-sonnet-4-5': {
        inputTokens: input,
        outputTokens: 42,
        cacheReadInputTokens: 1000,
        cacheCreationInputTokens: 100,
        webSearchRequests: 0,
        costUSD: 0.0103,
        contextWindow: 200000,
      },
      'claude-haiku-4-5': {
        inputTokens: 7,
        outputTokens: 8,
        cacheReadInputTokens: 0,
        cacheCreationInputTokens: 0,
        webSearchRequests: 0,
        costUSD: 0.002,
        contextWindow: 200000,
      },
    },
  });
  finish();
}

function codex(argv) {
  if (argv[0] !== 'exec') fail('codex', `expected the exec subcommand, got ${argv[0]}`);
  const { flags, positional } = parseArgs('codex', argv.slice(1), {
    booleans: ['--json', '--skip-git-repo-check'],
    values: ['--sandbox', '--add-dir', '--model', '-c', '--config'],
  });
  if (!flags.has('--json')) fail('codex', '--json missing');
  if (!flags.has('--skip-git-repo-check')) fail('codex', '--skip-git-repo-check missing');
  expect('codex', flags, '--sandbox', 'workspace-write');
  checkCommon('codex', flags, '--add-dir');
  if (positional.length !== 1 || positional[0] !== '-')
    fail('codex', 'the prompt must be read from stdin (`-`)');
  const prompt = readStdin();
  trace('codex', argv, prompt);
  line({ type: 'thread.started', thread_id: '0199a213-81c0-7800-8aa1-bbab2a035a53' });
  line({ type: 'turn.started' });
  // codex 0.169 and 0.171 send OPENAI_API_KEY nowhere: given alone, the API refuses the request.
  const unauthorized = set('OPENAI_API_KEY') && !set('CODEX_API_KEY');
  if (process.env.FAKE_AGENT_ERROR || unauthorized) {
    const message =
      process.env.FAKE_AGENT_ERROR ??
      'unexpected status 401 Unauthorized: Missing bearer or basic authentication in header, url: https://api.openai.com/v1/responses';
    line({ type: 'error', message: `Reconnecting... 1/5 (${message})` });
    line({ type: 'error', message });
    line({ type: 'turn.failed', error: { message } });
    process.exit(1);
  }
  const text = handOff('codex', prompt);
  const input = words(prompt);
  line({ type: 'item.completed', item: { id: 'item_0', type: 'reasoning', text: '**Reading the task**' } });
  line({
    type: 'item.completed',
    item: {
      id: 'item_1',
      type: 'command_execution',
      command: 'ls',
      aggregated_output: '',
      exit_code: 0,
      status: 'completed',
    },
  });
  line({ type: 'turn.completed', usage: { input_tokens: input, cached_input_tokens: 0, output_tokens: 30 } });
  line({ type: 'turn.started' });
  line({ type: 'item.completed', item: { id: 'item_2', type: 'agent_message', text } });
  line({ type: 'turn.completed', usage: { input_tokens: 500, cached_input_tokens: 400, output_tokens: 12 } });
  finish();
}

function gemini(argv) {
  const { flags, positional } = parseArgs('gemini', argv, {
    booleans: [],
    values: [
      '--output-format',
      '--approval-mode',
      '--include-directories',
      '--model',
      '-p',
      '--prompt',
      '--extensions',
    ],
  });
  if (positional.length > 0)
    fail('gemini', `unexpected positional ${positional[0]} (it would start interactive mode)`);
  const tail = flags.get('-p') ?? flags.get('--prompt');
  if (typeof tail !== 'string' || tail === '') fail('gemini', 'Not enough arguments following: p');
  expect('gemini', flags, '--output-format', 'json');
  expect('gemini', flags, '--approval-mode', 'yolo');
  checkCommon('gemini', flags, '--include-directories');
  // gemini 0.61.0 runs headless only in a folder it trusts; a fresh machine trusts none.
  if (process.env.GEMINI_CLI_TRUST_WORKSPACE !== 'true')
    refuse(
      55,
      'Gemini CLI is not running in a trusted directory. To proceed, either use `--skip-trust`, set the `GEMINI_CLI_TRUST_WORKSPACE=true` environment variable, or trust this directory in interactive mode.',
    );
  // Documented: the -p text is appended to the input on stdin.
  const prompt = `${readStdin()}\n\n${tail}`;
  trace('gemini', argv, prompt);
  // GOOGLE_API_KEY is read only with GOOGLE_GENAI_USE_VERTEXAI=true: given alone, no auth method is set.
  const noAuth =
    set('GOOGLE_API_KEY') && !set('GEMINI_API_KEY') && process.env.GOOGLE_GENAI_USE_VERTEXAI !== 'true';
  if (process.env.FAKE_AGENT_ERROR || noAuth) {
    // gemini prints its error document on stderr, after a banner.
    const message =
      process.env.FAKE_AGENT_ERROR ??
      'Please set an Auth method in your settings.json or specify one of the following environment variables before running: GEMINI_API_KEY, GOOGLE_GENAI_USE_VERTEXAI, GOOGLE_GENAI_USE_GCA';
    process.stderr.write('YOLO mode is enabled. All tool calls will be automatically approved.\n');
    process.stderr.write(
      `${JSON.stringify({ session_id: 'fake', error: { type: 'Error', message, code: 41 } }, null, 2)}\n`,
    );
    process.exit(41);
  }
  const text = handOff('gemini', prompt);
  const input = words(prompt);
  process.stdout.write(
    `${JSON.stringify(
      {
        response: text,
        stats: {
          models: {
            'gemini-2.5-pro': {
              api: { totalRequests: 2, totalErrors: 0, totalLatencyMs: 5053 },
              tokens: {
                prompt: input,
                candidates: 20,
                total: input + 20 + 154,
                cached: 0,
                thoughts: 154,
                tool: 0,
              },
            },
            'gemini-2.5-flash': {
              api: { totalRequests: 1, totalErrors: 0, totalLatencyMs: 400 },
              tokens: { prompt: 300, candidates: 5, total: 305, cached: 0, thoughts: 0, tool: 0 },
            },
          },
          tools: { totalCalls: 1, totalSuccess: 1, totalFail: 0 },
          files: { totalLinesAdded: 0, totalLinesRemoved: 0 },
        },
      },
      null,
      2,
    )}\n`,
  );
  finish();
}

function copilot(argv) {
  const { flags, positional } = parseArgs('copilot', argv, {
    booleans: ['--allow-all-tools', '--no-ask-user'],
    values: ['-p', '--prompt', '--output-format', '--add-dir', '--model', '--allow-tool'],
    dashValues: false,
  });
  if (positional.length > 0) fail('copilot', `unexpected positional ${positional[0]}`);
  const prompt = flags.get('-p') ?? flags.get('--prompt');
  if (typeof prompt !== 'string' || prompt === '') fail('copilot', '-p needs the prompt');
  expect('copilot', flags, '--output-format', 'json');
  if (!flags.has('--allow-all-tools')) fail('copilot', '--allow-all-tools is required in programmatic mode');
  if (!flags.has('--no-ask-user')) fail('copilot', '--no-ask-user missing: the agent could wait for input');
  checkCommon('copilot', flags, '--add-dir');
  trace('copilot', argv, prompt);
  // copilot 1.0.102's `--output-format json`: no token count anywhere (its assistant.usage events are left
  // out of it, github/copilot-cli#4107); the result's usage holds premium requests and durations only.
  line({ type: 'session.tools_updated', data: { model: 'claude-sonnet-4.5' }, ephemeral: true });
  line({ type: 'user.message', data: { content: prompt, messageId: 'u1' } });
  line({ type: 'assistant.turn_start', data: { turnId: '0' } });
  if (process.env.FAKE_AGENT_ERROR) {
    line({
      type: 'session.error',
      data: { errorType: 'authentication', message: process.env.FAKE_AGENT_ERROR, statusCode: 401 },
    });
    line({
      type: 'result',
      exitCode: 1,
      usage: { premiumRequests: 0, totalApiDurationMs: 0, sessionDurationMs: 900 },
    });
    process.exit(1);
  }
  const text = handOff('copilot', prompt);
  line({
    type: 'assistant.message',
    data: { messageId: 'm1', model: 'claude-sonnet-4.5', content: 'Looking.', toolRequests: [], turnId: '0' },
  });
  line({
    type: 'assistant.message',
    data: { messageId: 'm2', model: 'claude-sonnet-4.5', content: text, toolRequests: [], turnId: '1' },
  });
  line({
    type: 'result',
    exitCode: 0,
    usage: {
      premiumRequests: 1,
      totalApiDurationMs: 900,
      sessionDurationMs: 1500,
      codeChanges: { linesAdded: 1, linesRemoved: 0, filesModified: [] },
    },
  });
  finish();
}

export function main(cli) {
  const argv = process.argv.slice(2);
  const run = { claude, codex, gemini, copilot }[cli];
  if (!run) fail(cli, 'no such fake');
  run(argv);
}
