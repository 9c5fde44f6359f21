import { type DataSchema, dataSchemaJsonText, markdownFence } from './data-schema.js';
import { UserError } from './errors.js';
import {
  ENV,
  HANDOFF_MARKERS,
  HANDOFF_VERSION,
  INPUTS,
  LIMITS,
  PRESET_ENV,
  STAGE_PROBLEMS,
  STAGE_WORKFLOW_OWN_INPUTS,
} from './names.js';
import type { Problem } from './problem.js';
import type { Usage } from './record.js';
import { utf8Length } from './utf8.js';
import * as z from './zod.js';

/**
 * Agent presets (`agent: claude | codex | gemini | copilot`): the documented non-interactive command line
 * of each agent CLI, fed the rendered prompt from `$BATON_PROMPT_PATH`, and a parser for the usage each
 * CLI reports in its machine-readable output.
 *
 * Every script here is a constant. Nothing from a prompt, a handoff, an event or a workflow is spliced
 * into it: the prompt reaches the CLI on standard input (or, for Copilot, as the value of one
 * `--prompt=…` argument read from the file at run time), the optional model travels in
 * `$BATON_AGENT_MODEL`, and more arguments for the CLI in `$BATON_AGENT_ARGS`, a line an argument, each
 * passed whole after the preset's own. So no text can become shell syntax, whatever it contains.
 *
 * Before it starts the CLI, each script checks that it is installed (bash's own `exec: gemini: not found`
 * names no package) and gives it what it needs on a fresh machine, in the environment, which a CLI version
 * that does not know a variable ignores (a flag it does not know, it would refuse): Claude Code run as root
 * (a `container:` job) is told the job is its sandbox (`IS_SANDBOX=1`), Gemini CLI is told to trust the
 * workspace unless the step's env says otherwise, and a key under a name the current CLI does not read
 * (`OPENAI_API_KEY`, `GOOGLE_API_KEY`) is passed on under the one it reads unless that is set too.
 *
 * The agent gets the handoff out by writing `$BATON_HANDOFF_PATH` (the prompt says so, see
 * `handoffInstructions`); a CLI that cannot write files can print the handoff between the markers in its
 * final message, which `presetFinalText` recovers from the CLI's JSON output so the markers fallback
 * still works.
 *
 * Sources, checked November 2026:
 * - Claude Code: `claude -p` (print mode) reads the prompt from stdin; `--output-format stream-json`
 *   (requires `--verbose` with `-p`) ends with a `{"type":"result", total_cost_usd, usage, modelUsage,
 *   result, is_error}` line; `usage` is the main agent's, `modelUsage` every model's, subagents' included,
 *   as `total_cost_usd` is. As root it refuses `bypassPermissions` unless `IS_SANDBOX=1`.
 * - OpenAI Codex CLI: `codex exec -` reads the prompt from stdin; `--json` prints JSON Lines whose
 *   `turn.completed` events carry `usage`, whose `item.completed` agent messages carry the text, and whose
 *   `turn.failed` event says why a turn failed. Current versions (0.169.0, 0.171.0 checked) read the API key
 *   from `CODEX_API_KEY` only; older ones read `OPENAI_API_KEY`.
 * - Gemini CLI: `gemini -p TEXT` runs headless and appends TEXT to stdin; `--output-format json` prints
 *   one object `{response, stats: {models: {<model>: {tokens: {prompt, candidates, thoughts, …}}}}}`, or
 *   `{error: {message, code}}` on stderr. 0.61.0 runs headless only in a trusted folder
 *   (`GEMINI_CLI_TRUST_WORKSPACE=true`); it reads `GOOGLE_API_KEY` only for Vertex AI.
 * - GitHub Copilot CLI: `copilot --prompt=PROMPT` (`-p PROMPT` takes a prompt starting with `-` for
 *   options); `--allow-all-tools` is required programmatically; `--output-format=json` prints JSON Lines
 *   whose `assistant.message` events carry `data.content`, and `session.error` events the error. Token
 *   counts: `data.outputTokens` of `assistant.message` where a version reports it; 1.0.102 reports none
 *   (its `assistant.usage` events are left out of the JSON output, github/copilot-cli#4107).
 */

export const AGENT_PRESET_NAMES = ['claude', 'codex', 'gemini', 'copilot'] as const;
export const AgentPresetName = z.enum(AGENT_PRESET_NAMES);
export type AgentPresetName = z.infer<typeof AgentPresetName>;

/** What a preset needs on the machine and in the job, for docs, the reusable workflow and `baton lint`. */
export interface AgentPresetInfo {
  /** The executable the script runs. */
  cli: string;
  /** The npm package that installs the executable. */
  npmPackage: string;
  /** Env vars (secrets) the CLI reads its model credential from, preferred first. */
  keyEnv: readonly string[];
  /** Where the non-interactive mode is documented. */
  docs: string;
}

export const AGENT_PRESETS: Readonly<Record<AgentPresetName, AgentPresetInfo>> = {
  claude: {
    cli: 'claude',
    npmPackage: '@anthropic-ai/claude-code',
    keyEnv: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
    docs: 'https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless',
  },
  codex: {
    cli: 'codex',
    npmPackage: '@openai/codex',
    keyEnv: ['CODEX_API_KEY', 'OPENAI_API_KEY'],
    docs: 'https://developers.openai.com/codex/noninteractive',
  },
  gemini: {
    cli: 'gemini',
    npmPackage: '@google/gemini-cli',
    keyEnv: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
    docs: 'https://geminicli.com/docs/cli/headless/',
  },
  copilot: {
    cli: 'copilot',
    npmPackage: '@github/copilot',
    keyEnv: ['COPILOT_GITHUB_TOKEN'],
    docs: 'https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference',
  },
};

/** Every preset's key env vars: a model key in a step's env is a secret whichever preset (if any) runs. */
export const PRESET_KEY_ENV: readonly string[] = [
  ...new Set(Object.values(AGENT_PRESETS).flatMap((preset) => preset.keyEnv)),
];

/**
 * The credentials the presets' CLIs read when they reach their model through a gateway or a cloud provider
 * rather than the vendor's API: Claude Code's bearer token for a gateway (ANTHROPIC_AUTH_TOKEN), its
 * Microsoft Foundry key, and Amazon Bedrock's (the AWS secret key and session token of the SDK's credential
 * chain, or a Bedrock API key); codex's Azure OpenAI key. An AWS access key id has a token shape already.
 */
export const PROVIDER_CREDENTIAL_ENV: readonly string[] = [
  'ANTHROPIC_AUTH_TOKEN',
  'ANTHROPIC_FOUNDRY_API_KEY',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_BEARER_TOKEN_BEDROCK',
  'AZURE_OPENAI_API_KEY',
];

/**
 * The values of the presets' model keys, and of the provider credentials their CLIs read, set in `env`, to
 * redact like the job's other secrets (DESIGN §6): a key is not always of a token shape redaction knows, and
 * an agent can read its own key. The GitHub action and `baton run` both take them from the environment the
 * agent starts from.
 */
export function presetKeyValues(env: Readonly<Record<string, string | undefined>>): string[] {
  return [...PRESET_KEY_ENV, ...PROVIDER_CREDENTIAL_ENV]
    .map((name) => env[name])
    .filter((value): value is string => !!value);
}

/** A model name as the CLIs spell them (`claude-sonnet-4-5`, `gpt-5.3-codex`, `gemini-2.5-pro`). */
const ModelName = z.string().check(
  z.regex(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/, {
    message: 'must be a model name: letters, digits and . _ : / @ -, at most 128 characters',
  }),
);

export const PresetOptions = z.strictObject({
  /** The model to ask the CLI for; the CLI's own default when absent. */
  model: z.optional(ModelName),
});
export type PresetOptions = z.infer<typeof PresetOptions>;

/** A preset's command: a constant script and the env vars it reads besides the stage's own. */
export interface PresetCommand {
  script: string;
  env: Record<string, string>;
}

/** The option copilot's prompt is the value of, in the same argument. */
const COPILOT_PROMPT_OPTION = '--prompt=';

/**
 * Copilot takes the prompt in an argument (`--prompt=…`), and Linux refuses one argument longer than 128 KiB
 * with its terminating NUL (MAX_ARG_STRLEN) with a bare "Argument list too long"; the script checks first
 * and says why.
 */
export const COPILOT_PROMPT_MAX_BYTES = 128 * 1024 - 1 - COPILOT_PROMPT_OPTION.length;

/** The most bytes Linux takes in one argument or environment string, its terminating NUL included (MAX_ARG_STRLEN). */
const ARG_STRING_MAX_BYTES = 128 * 1024;

/**
 * The largest `$BATON_AGENT_ARGS` the agent can start with: the variable is one environment string,
 * `BATON_AGENT_ARGS=<value>` and its NUL, which Linux refuses over 128 KiB (E2BIG, a bare "Argument list too
 * long"). Its lines reach the CLI as arguments too, each shorter than the whole, and the two copies together
 * stay far under ARG_MAX (a quarter of the stack limit, 2 MiB by default).
 */
export const AGENT_ARGS_MAX_BYTES = ARG_STRING_MAX_BYTES - `${PRESET_ENV.args}=`.length - 1;

/**
 * Refuse a `$BATON_AGENT_ARGS` in the agent's environment that is too large for the CLI to start with (see
 * AGENT_ARGS_MAX_BYTES), naming it, its size and what to do, before the system says only E2BIG. Checked
 * before a preset's script starts: the variable is set where the script starts, in the step's env.
 */
export function checkAgentArgs(env: Readonly<Record<string, string | undefined>>): void {
  const value = env[PRESET_ENV.args];
  if (value === undefined) return;
  const bytes = utf8Length(value);
  if (bytes <= AGENT_ARGS_MAX_BYTES) return;
  throw new UserError(
    'agent-args-too-long',
    `is ${bytes} bytes, over the ${AGENT_ARGS_MAX_BYTES} bytes one environment variable of that name can hold on Linux (128 KiB with its name, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI reads (a system prompt or settings file) and pass only its path, or put it in the prompt`,
    { where: `${PRESET_ENV.args} (the reusable workflow's ${STAGE_WORKFLOW_OWN_INPUTS.agentArgs} input)` },
  );
}

// `${BATON_HANDOFF_PATH%/*}` is the handoff's directory: each CLI is told it may write there, since
// it lies outside the workspace (the runner's temp dir). Inside double quotes, expansions never split
// or glob, and their values are never parsed as shell.
const handoffDir = `"\${${ENV.handoffPath}%/*}"`;
const prompt = `"$${ENV.promptPath}"`;
const model = (flag: string) => `\${${PRESET_ENV.model}:+${flag} "$${PRESET_ENV.model}"}`;
/**
 * `$BATON_AGENT_ARGS` read into the array `agent_args`, a line an argument, each line whole but for the spaces
 * (and a CRLF's CR) around it, which a YAML block keeps when typed by mistake: never split on spaces, globbed
 * or parsed as shell. A line of spaces alone is none.
 */
const readArgs = [
  'agent_args=()',
  `if [ -n "\${${PRESET_ENV.args}:-}" ]; then`,
  '  while IFS= read -r arg; do',
  '    arg="${arg#"${arg%%[![:space:]]*}"}"',
  '    arg="${arg%"${arg##*[![:space:]]}"}"',
  '    if [ -n "$arg" ]; then agent_args+=("$arg"); fi',
  `  done <<< "$${PRESET_ENV.args}"`,
  'fi',
];
/** The arguments read by readArgs, as words of a command: none when there are none (bash 3.2 included). */
const args = '${agent_args[@]+"${agent_args[@]}"}';

/** What a preset's script says when its CLI is not on PATH: the npm package and how to install it. */
export function presetNotInstalled(name: AgentPresetName): string {
  const { cli, npmPackage } = AGENT_PRESETS[name];
  return `the ${cli} CLI is not installed (no ${cli} on PATH): install its npm package, npm install --global ${npmPackage}@<version> (baton-stage.yml installs it at agent-version)`;
}

/** How a preset's script starts its own messages on stderr, so a failure can say them (presetFailure). */
const SCRIPT_SAYS = 'baton: ';

/** Copilot's prompt-size message, but for the size, which the script measures when it runs. */
const copilotTooLong = (bytes: string) =>
  `the prompt is ${bytes} bytes; copilot takes it as one argument, at most ${COPILOT_PROMPT_MAX_BYTES} bytes: shorten it (max-prompt-tokens) or use another agent`;

/**
 * Whether `text` is one of the messages preset `name`'s own script prints: only those are said as the
 * script's, never a line the agent printed that merely starts like one.
 */
function scriptMessage(name: AgentPresetName, text: string): boolean {
  if (text === presetNotInstalled(name)) return true;
  const bytes = /^the prompt is (\d{1,20}) bytes;/.exec(text)?.[1];
  return name === 'copilot' && bytes !== undefined && text === copilotTooLong(bytes);
}

/** Stop, with exit code 127 as bash's own `not found`, when the CLI is not installed. */
function requireCli(name: AgentPresetName): string[] {
  const { cli } = AGENT_PRESETS[name];
  return [
    `if ! command -v ${cli} >/dev/null 2>&1; then`,
    `  echo "${SCRIPT_SAYS}${presetNotInstalled(name)}" >&2`,
    '  exit 127',
    'fi',
  ];
}

/** Export `to` with the value of `from` when `to` is unset or empty and `from` is not (and `also` holds). */
function passOn(from: string, to: string, also = ''): string[] {
  return [
    `if [ -z "\${${to}:-}" ] && [ -n "\${${from}:-}" ]${also}; then`,
    `  export ${to}="$${from}"`,
    'fi',
  ];
}

const SCRIPTS: Readonly<Record<AgentPresetName, string>> = {
  // Print mode with every tool allowed: the job is the sandbox (it holds no write token, DESIGN §6). Claude
  // refuses that as root unless IS_SANDBOX is exactly 1, and a `container:` job runs as root: the job is the
  // sandbox there too, so as root the preset says so, whatever IS_SANDBOX held (`yes` would not do).
  claude: [
    ...requireCli('claude'),
    'if [ "$EUID" -eq 0 ]; then',
    '  export IS_SANDBOX=1',
    'fi',
    ...readArgs,
    'exec claude -p \\',
    '  --output-format stream-json --verbose \\',
    '  --permission-mode bypassPermissions \\',
    `  --add-dir ${handoffDir} \\`,
    `  ${model('--model')} \\`,
    `  ${args} \\`,
    `  < ${prompt}`,
  ].join('\n'),
  // Workspace-write sandbox plus the handoff's directory; `-` reads the prompt from stdin. Current codex
  // reads the key from CODEX_API_KEY only; an older one still finds OPENAI_API_KEY, which stays set.
  codex: [
    ...requireCli('codex'),
    ...passOn('OPENAI_API_KEY', 'CODEX_API_KEY'),
    ...readArgs,
    'exec codex exec \\',
    '  --json \\',
    '  --sandbox workspace-write \\',
    '  --skip-git-repo-check \\',
    `  --add-dir ${handoffDir} \\`,
    `  ${model('--model')} \\`,
    `  ${args} \\`,
    `  - < ${prompt}`,
  ].join('\n'),
  // `-p` is appended to stdin, so the prompt file comes first and a fixed sentence closes it. Gemini 0.61.0
  // refuses to run headless in a folder it does not trust, which on a fresh machine is every folder: the
  // variable, not `--skip-trust`, which older versions refuse as an unknown argument. A Gemini API key is a
  // Google API key, but gemini reads GOOGLE_API_KEY only for Vertex AI.
  gemini: [
    ...requireCli('gemini'),
    'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',
    ...passOn('GOOGLE_API_KEY', 'GEMINI_API_KEY', ' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),
    ...readArgs,
    'exec gemini \\',
    '  --output-format json \\',
    '  --approval-mode yolo \\',
    `  --include-directories ${handoffDir} \\`,
    `  ${model('--model')} \\`,
    `  ${args} \\`,
    "  -p 'Carry out the task above.' \\",
    `  < ${prompt}`,
  ].join('\n'),
  // `--prompt=…`, one argument: `-p "$(cat …)"` hands a prompt that starts with `-` (a Markdown list, `-v`)
  // to copilot's parser as options.
  copilot: [
    ...requireCli('copilot'),
    `prompt_bytes=$(wc -c < ${prompt})`,
    `if [ "$prompt_bytes" -gt ${COPILOT_PROMPT_MAX_BYTES} ]; then`,
    `  echo "${SCRIPT_SAYS}${copilotTooLong('$prompt_bytes')}" >&2`,
    '  exit 2',
    'fi',
    ...readArgs,
    'exec copilot \\',
    `  ${COPILOT_PROMPT_OPTION}"$(cat ${prompt})" \\`,
    '  --output-format=json \\',
    '  --allow-all-tools \\',
    '  --no-ask-user \\',
    `  --add-dir=${handoffDir} \\`,
    `  \${${PRESET_ENV.model}:+--model="$${PRESET_ENV.model}"} \\`,
    `  ${args}`,
  ].join('\n'),
};

/** Resolve a preset name, or fail naming the allowed ones. */
export function parsePresetName(name: string, where = `input ${INPUTS.agent}`): AgentPresetName {
  const parsed = AgentPresetName.safeParse(name);
  if (parsed.success) return parsed.data;
  throw new UserError(
    'agent-preset-unknown',
    `"${name}" is not an agent preset; use one of ${AGENT_PRESET_NAMES.join(', ')}, or give the command in \`run\``,
    { where },
  );
}

/**
 * The command that runs preset `name`: a bash script reading `$BATON_PROMPT_PATH` and
 * `$BATON_HANDOFF_PATH` from its environment, plus the env vars that carry `options`.
 */
export function presetCommand(name: AgentPresetName | string, options: PresetOptions = {}): PresetCommand {
  const preset = parsePresetName(name);
  const parsed = PresetOptions.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserError(
      'agent-preset-options',
      `agent ${preset}: ${issue?.path.join('.') || 'options'} ${issue?.message}`,
      {
        where: `agent ${preset}`,
      },
    );
  }
  const env: Record<string, string> = {};
  if (parsed.data.model !== undefined) env[PRESET_ENV.model] = parsed.data.model;
  return { script: SCRIPTS[preset], env };
}

/**
 * What a preset's CLI said in its machine-readable output: its final message and the usage it reported,
 * read in one pass over `stdout`.
 */
export interface PresetOutput {
  /**
   * The agent's final message as plain text, or null. The markers fallback looks here: inside JSON output
   * the marker lines are escaped and would never be found.
   */
  finalText: string | null;
  /** The usage the CLI reported, or null when it reported none (or the output is cut). */
  usage: Usage | null;
  /**
   * Why a usage figure the CLI reported was left out (warnings, `usage-refused`): the agent's output is
   * untrusted, and a count or cost no real run can have is not recorded as if baton had measured it.
   */
  problems: Problem[];
}

/** Read what preset `name`'s CLI printed on `stdout`: its final message and its usage, parsed once. */
export function readPresetOutput(name: AgentPresetName | string, stdout: string): PresetOutput {
  const preset = parsePresetName(name);
  const problems: Problem[] = [];
  switch (preset) {
    case 'claude':
      return { ...claudeOutput(jsonLines(stdout), problems), problems };
    case 'codex':
      return { ...codexOutput(stdout, problems), problems };
    case 'gemini':
      return { ...geminiOutput(stdout, problems), problems };
    case 'copilot':
      return { ...copilotOutput(stdout, problems), problems };
  }
}

/**
 * Read what preset `name`'s CLI wrote to a file in a split stage's own agent step (capture's `agent-output`):
 * the output its preset would print (JSON Lines, or Gemini's document), parsed as readPresetOutput parses a
 * preset's stdout, its usage checked alike. For `claude`, also the form claude-code-action leaves in the file
 * its `execution_file` output names: the same messages that `--output-format stream-json` prints a line each,
 * collected into one JSON array (anthropics/claude-code-action, base-action/src/execution-file.ts:
 * `JSON.stringify(messages, null, 2)`). `text` may be the tail of a longer file, from a whole line on (capture
 * reads at most the bytes of output the preset path keeps): its last messages are still read.
 */
export function readAgentOutputFile(name: AgentPresetName | string, text: string): PresetOutput {
  const parsed = AgentPresetName.safeParse(name);
  if (!parsed.success) {
    throw new UserError(
      'agent-preset-unknown',
      `"${name}" is not an agent preset; use one of ${AGENT_PRESET_NAMES.join(', ')}: the one whose CLI wrote the \`${INPUTS.agentOutput}\` file`,
      { where: `input ${INPUTS.agent}` },
    );
  }
  if (parsed.data !== 'claude') return readPresetOutput(parsed.data, text);
  const problems: Problem[] = [];
  const lines = jsonLines(text);
  const events = lines.some(isClaudeResult) ? lines : arrayElements(text);
  return { ...claudeOutput(events, problems), problems };
}

/** The usage the CLI reported in `stdout`, or null when it reported none (or the output is cut). */
export function parseUsage(name: AgentPresetName | string, stdout: string): Usage | null {
  return readPresetOutput(name, stdout).usage;
}

/** The agent's final message as plain text, taken out of the CLI's JSON output, or null. */
export function presetFinalText(name: AgentPresetName | string, stdout: string): string | null {
  return readPresetOutput(name, stdout).finalText;
}

/** Why a preset's run failed, in the words of its CLI's own error output, or of the preset's script. */
export interface PresetFailure {
  /** `cli`: the CLI's error, from its machine-readable output; `script`: what the preset's script said. */
  source: 'cli' | 'script';
  /** The text as printed (untrusted: redact it, and make it one line, before showing it). */
  text: string;
}

/**
 * Why preset `name`'s run failed, read from its `output` (stdout and stderr: Gemini prints its error
 * document on stderr): the error its CLI reported in its JSON output (Claude's error result, Codex's
 * `turn.failed` or last `error`, Gemini's `error.message`, Copilot's last `session.error`), else the last
 * message of the preset's own script (a CLI that is not installed, a prompt too long for copilot), else
 * null. For a run that exited non-zero: the exit code alone does not say that a key was refused.
 */
export function presetFailure(name: AgentPresetName | string, output: string): PresetFailure | null {
  const preset = parsePresetName(name);
  const said = cliError(preset, output);
  if (said !== null && said.trim() !== '') return { source: 'cli', text: said };
  const lines = output.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = (lines[i] as string).trimEnd();
    const text = line.slice(SCRIPT_SAYS.length);
    if (line.startsWith(SCRIPT_SAYS) && scriptMessage(preset, text)) return { source: 'script', text };
  }
  return null;
}

function cliError(preset: AgentPresetName, output: string): string | null {
  switch (preset) {
    case 'claude': {
      const result = lastEvent(jsonLines(output), isClaudeResult);
      return result && claudeFailed(result) ? claudeSaid(result) : null;
    }
    case 'codex': {
      const events = jsonLines(output);
      const failed = lastEvent(events, (e) => e.type === 'turn.failed' && isObject(e.error));
      const message = isObject(failed?.error)
        ? failed.error.message
        : lastEvent(events, (e) => e.type === 'error')?.message;
      return typeof message === 'string' ? message : null;
    }
    case 'gemini': {
      const error = geminiDocument(output)?.error;
      return isObject(error) && typeof error.message === 'string' ? error.message : null;
    }
    case 'copilot': {
      const data = lastEvent(jsonLines(output), (e) => e.type === 'session.error')?.data;
      return isObject(data) && typeof data.message === 'string' ? data.message : null;
    }
  }
}

/** Whether claude's `result` message says the run failed: `is_error`, or an `error_…` subtype. */
function claudeFailed(result: Json): boolean {
  return (
    result.is_error === true || (typeof result.subtype === 'string' && result.subtype.startsWith('error'))
  );
}

/** What a failed `result` message says of why: its text, else its errors, else its subtype. */
function claudeSaid(result: Json): string | null {
  if (typeof result.result === 'string' && result.result.trim() !== '') return result.result;
  const errors = Array.isArray(result.errors)
    ? result.errors.filter((e): e is string => typeof e === 'string')
    : [];
  if (errors.length > 0) return errors.join('; ');
  return typeof result.subtype === 'string' ? result.subtype : null;
}

/** Why a split stage's agent failed, as the `agent-output` file its CLI wrote ends by saying it. */
export interface AgentOutputFailure {
  /** What the CLI said of why (untrusted: redact it, and make it one line, before showing it); may be empty. */
  text: string;
  /** Claude's result subtype (`error_max_turns`), when it is a plain word; else null. */
  subtype: string | null;
}

/**
 * The error a split stage's `agent-output` file ends with, read as readAgentOutputFile reads it: for `claude`,
 * a final `result` message (claude-code-action's `execution_file` too) with `is_error` or an `error_…`
 * subtype, which the claude preset meets as a non-zero exit, its failure said from the same message. Null
 * when the run ended well, and for the other presets, whose files may hold an error a later turn got past.
 */
export function agentOutputFailure(name: AgentPresetName, text: string): AgentOutputFailure | null {
  if (name !== 'claude') return null;
  const lines = jsonLines(text);
  const result = lastEvent(lines.some(isClaudeResult) ? lines : arrayElements(text), isClaudeResult);
  if (!result || !claudeFailed(result)) return null;
  const subtype =
    typeof result.subtype === 'string' && /^[a-z_]{1,64}$/.test(result.subtype) ? result.subtype : null;
  return { text: claudeSaid(result) ?? '', subtype };
}

/**
 * What a preset adds to the end of the prompt so the agent knows how to hand off. Constant text (plus
 * the path baton chose, when given): nothing untrusted.
 */
export function handoffInstructions(options: { handoffPath?: string; dataSchema?: DataSchema } = {}): string {
  const where = options.handoffPath
    ? `\`${options.handoffPath}\` (also in the environment variable \`${ENV.handoffPath}\`)`
    : `the path in the environment variable \`${ENV.handoffPath}\``;
  return [
    '## Handing off',
    '',
    `When you are done, write your handoff as one JSON object to ${where}:`,
    '',
    '```json',
    `{"version": ${HANDOFF_VERSION}, "status": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "value"}}`,
    '```',
    '',
    `- \`summary\` is required (at most ${LIMITS.summaryBytes} bytes); \`status\` is one of success, partial, blocked, failure.`,
    '- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "reason": "…"}` to hand off to a specific stage.',
    `- If you cannot write files, print the same JSON as the last thing you say, between a line \`${HANDOFF_MARKERS.start}\` and a line \`${HANDOFF_MARKERS.end}\`.`,
    ...(options.dataSchema === undefined
      ? []
      : [
          "- This stage's `data` must follow the JSON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes), or the handoff is refused:",
          '',
          markdownFence(dataSchemaJsonText(options.dataSchema), 'json'),
        ]),
  ].join('\n');
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each line of `text` that is a JSON object, in order; other lines (banners, warnings) are skipped. */
function jsonLines(text: string): Json[] {
  const events: Json[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(trimmed);
      if (isObject(value)) events.push(value);
    } catch {
      // A line cut by the output bound, or not JSON at all: not an event.
    }
  }
  return events;
}

/**
 * The objects of a JSON array of objects: the whole text parsed when it is one; else the elements of one as
 * `JSON.stringify(value, null, 2)` writes it, cut anywhere before (the tail of a long file), found line by
 * line: such an element opens on a line that is exactly `  {` and closes on the next that is `  }` or `  },`,
 * and no line inside it can be either (deeper lines are indented further, and a string holds no line break).
 * An element cut at its start, or not JSON, is skipped. Each line is looked at once and each element parsed
 * once: linear in the text, whatever it holds.
 */
function arrayElements(text: string): Json[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') && trimmed.endsWith(']')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      if (Array.isArray(value)) return value.filter(isObject);
    } catch {
      // Not one array: look for the elements of a pretty-printed one.
    }
  }
  const elements: Json[] = [];
  const lines = text.split('\n');
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).replace(/\r$/, '');
    if (line === '  {') {
      start = i;
    } else if (start !== -1 && (line === '  }' || line === '  },')) {
      try {
        const value: unknown = JSON.parse(`${lines.slice(start, i).join('\n')}\n}`);
        if (isObject(value)) elements.push(value);
      } catch {
        // Not an element after all.
      }
      start = -1;
    }
  }
  return elements;
}

function lastEvent(events: readonly Json[], match: (event: Json) => boolean): Json | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as Json;
    if (match(event)) return event;
  }
  return undefined;
}

type Read = Omit<PresetOutput, 'problems'>;
type UsageField = keyof Usage;

/** One figure as the CLI reported it: its key in the CLI's output, and its value, whatever it is. */
interface Reported {
  key: string;
  value: unknown;
}

const reported = (from: Json, key: string): Reported => ({ key, value: from[key] });

/** A number, or what else an untrusted value is, without quoting any of its text. */
function describeValue(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return 'a string';
  return Array.isArray(value) ? 'a list' : 'an object';
}

function refused(field: UsageField, message: string): Problem {
  return {
    code: STAGE_PROBLEMS.usageRefused,
    severity: 'warning',
    path: `agent.usage.${field}`,
    message: `${message}; ${field} is not recorded`,
  };
}

/**
 * The sum of the counts a CLI reported for one usage field, or undefined when it reported none. Counts
 * are whole numbers from 0 to Number.MAX_SAFE_INTEGER; one that is not (1e308, -5, 1.5, "12") or a sum
 * that goes past it leaves the field out, with one warning that says why, rather than a partial sum or a
 * number the record could not hold (Infinity). A count left out or null is not reported: no warning.
 */
function total(
  cli: AgentPresetName,
  field: UsageField,
  counts: readonly Reported[],
  problems: Problem[],
): number | undefined {
  let sum: number | undefined;
  for (const { key, value } of counts) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      problems.push(
        refused(
          field,
          `${cli} reported ${describeValue(value)} as ${key}, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`,
        ),
      );
      return undefined;
    }
    sum = (sum ?? 0) + value;
    // Two safe integers add up exactly or past 2^53, which no safe integer is.
    if (!Number.isSafeInteger(sum)) {
      problems.push(
        refused(field, `the ${field} ${cli} reported add up to more than ${Number.MAX_SAFE_INTEGER}`),
      );
      return undefined;
    }
  }
  return sum;
}

/** A cost the CLI reported: an amount of USD from 0 to LIMITS.usageCostUsd, else left out with a warning. */
function cost(cli: AgentPresetName, { key, value }: Reported, problems: Problem[]): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= LIMITS.usageCostUsd)
    return value;
  problems.push(
    refused(
      'cost_usd',
      `${cli} reported ${describeValue(value)} as ${key}, which is not an amount from 0 to ${LIMITS.usageCostUsd} USD`,
    ),
  );
  return undefined;
}

/** A Usage with only the fields that are known, or null when none is. */
function usage(fields: { input?: number; output?: number; cost?: number }): Usage | null {
  const result: Usage = {};
  if (fields.input !== undefined) result.input_tokens = fields.input;
  if (fields.output !== undefined) result.output_tokens = fields.output;
  if (fields.cost !== undefined) result.cost_usd = fields.cost;
  return Object.keys(result).length === 0 ? null : result;
}

/**
 * Claude: the `result` line. Its `modelUsage` counts every model's tokens, subagents' included, as
 * `total_cost_usd` does, where `usage` is the main agent's alone: the tokens come from `modelUsage`, summed
 * over its models, so they and the cost count the same run; from `usage` when it names no model. Anthropic
 * counts cache reads and writes apart from input; they are added back so `input_tokens` means every token
 * of input, as the other CLIs report it.
 */
function claudeOutput(events: readonly Json[], problems: Problem[]): Read {
  const result = lastEvent(events, isClaudeResult);
  if (!result) return { finalText: null, usage: null };
  const models = isObject(result.modelUsage) ? Object.values(result.modelUsage).filter(isObject) : [];
  const u = isObject(result.usage) ? result.usage : {};
  const [input, output] =
    models.length > 0
      ? [
          models.flatMap((m) => [
            reported(m, 'inputTokens'),
            reported(m, 'cacheCreationInputTokens'),
            reported(m, 'cacheReadInputTokens'),
          ]),
          models.map((m) => reported(m, 'outputTokens')),
        ]
      : [
          [
            reported(u, 'input_tokens'),
            reported(u, 'cache_creation_input_tokens'),
            reported(u, 'cache_read_input_tokens'),
          ],
          [reported(u, 'output_tokens')],
        ];
  return {
    finalText: typeof result.result === 'string' ? result.result : null,
    usage: usage({
      input: total('claude', 'input_tokens', input, problems),
      output: total('claude', 'output_tokens', output, problems),
      cost: cost('claude', reported(result, 'total_cost_usd'), problems),
    }),
  };
}

function isClaudeResult(event: Json): boolean {
  return event.type === 'result';
}

/**
 * Codex: the last agent message, and usage summed over `turn.completed` events (one per turn;
 * `cached_input_tokens` is part of input).
 */
function codexOutput(stdout: string, problems: Problem[]): Read {
  const events = jsonLines(stdout);
  const message = lastEvent(events, (e) => e.type === 'item.completed' && isAgentMessage(e.item));
  const text = (message?.item as Json | undefined)?.text;
  const turns = events.filter((e) => e.type === 'turn.completed' && isObject(e.usage));
  const of = (key: string) => turns.map((t) => reported(t.usage as Json, key));
  return {
    finalText: typeof text === 'string' ? text : null,
    usage: usage({
      input: total('codex', 'input_tokens', of('input_tokens'), problems),
      output: total('codex', 'output_tokens', of('output_tokens'), problems),
    }),
  };
}

function isAgentMessage(item: unknown): boolean {
  // `type: agent_message` today; `item_type: assistant_message` in the first releases of `--json`.
  return isObject(item) && (item.type === 'agent_message' || item.item_type === 'assistant_message');
}

/**
 * How many lines that open an object, counted from the end, may be where Gemini's document starts. It
 * prints one document, `JSON.stringify(output, null, 2)`, possibly after other lines (a "Loaded cached
 * credentials." banner, JSON log lines): indented, the document's only line that starts with `{` is its
 * first, and compact it is one line, so its start is the last such line. A few are tried in case of a
 * formatting this does not foresee; trying every one would parse the rest of the output from each,
 * quadratic in an output of many such lines (minutes at the output bound).
 */
const GEMINI_STARTS_TRIED = 4;

/**
 * Gemini's document: the JSON object that runs from the start of a line to the end of the output; on an
 * error, `{session_id, error}` on stderr, found the same way in the output of both streams.
 */
function geminiDocument(stdout: string): Json | null {
  let before = stdout.length;
  for (let tried = 0; tried < GEMINI_STARTS_TRIED && before > 0; tried++) {
    const newline = stdout.lastIndexOf('\n{', before - 1);
    const start = newline === -1 ? 0 : newline + 1;
    if (stdout[start] !== '{') return null;
    try {
      const value: unknown = JSON.parse(stdout.slice(start));
      if (isObject(value) && ('response' in value || 'stats' in value || 'error' in value)) return value;
    } catch {
      // Not the document's start, or the output was cut: try the line before that opens an object.
    }
    if (newline === -1) return null;
    before = newline;
  }
  return null;
}

/**
 * Gemini: the `response`, and usage summed over models; thinking tokens are billed as output, so they
 * count as output.
 */
function geminiOutput(stdout: string, problems: Problem[]): Read {
  const document = geminiDocument(stdout);
  const stats = document?.stats;
  const models = isObject(stats) && isObject(stats.models) ? Object.values(stats.models) : [];
  const tokens = models.map((m) => (isObject(m) && isObject(m.tokens) ? m.tokens : {}));
  return {
    finalText: typeof document?.response === 'string' ? document.response : null,
    usage: usage({
      input: total(
        'gemini',
        'input_tokens',
        tokens.map((t) => reported(t, 'prompt')),
        problems,
      ),
      output: total(
        'gemini',
        'output_tokens',
        tokens.flatMap((t) => [reported(t, 'candidates'), reported(t, 'thoughts')]),
        problems,
      ),
    }),
  };
}

/**
 * Copilot: the last assistant message, and output tokens summed over assistant messages; it reports no
 * input tokens and no cost.
 */
function copilotOutput(stdout: string, problems: Problem[]): Read {
  const events = jsonLines(stdout);
  const content = (lastEvent(events, (e) => e.type === 'assistant.message')?.data as Json | undefined)
    ?.content;
  const messages = events.filter((e) => e.type === 'assistant.message' && isObject(e.data));
  return {
    finalText: typeof content === 'string' ? content : null,
    usage: usage({
      output: total(
        'copilot',
        'output_tokens',
        messages.map((m) => reported(m.data as Json, 'outputTokens')),
        problems,
      ),
    }),
  };
}
