import { UserError } from './errors.js';
import { ENV, HANDOFF_MARKERS, HANDOFF_VERSION, INPUTS, LIMITS, PRESET_ENV } from './names.js';
import type { Usage } from './record.js';
import * as z from './zod.js';

/**
 * Agent presets (`agent: claude | codex | gemini | copilot`): the documented non-interactive command line
 * of each agent CLI, fed the rendered prompt from `$BATON_PROMPT_PATH`, and a parser for the usage each
 * CLI reports in its machine-readable output.
 *
 * Every script here is a constant. Nothing from a prompt, a handoff, an event or a workflow is spliced
 * into it: the prompt reaches the CLI on standard input (or, for Copilot, as one quoted argument read
 * from the file at run time), and the optional model travels in `$BATON_AGENT_MODEL`. So no text can
 * become shell syntax, whatever it contains.
 *
 * The agent gets the handoff out by writing `$BATON_HANDOFF_PATH` (the prompt says so, see
 * `handoffInstructions`); a CLI that cannot write files can print the handoff between the markers in its
 * final message, which `presetFinalText` recovers from the CLI's JSON output so the markers fallback
 * still works.
 *
 * Sources, checked November 2026:
 * - Claude Code: `claude -p` (print mode) reads the prompt from stdin; `--output-format stream-json`
 *   (requires `--verbose` with `-p`) ends with a `{"type":"result", total_cost_usd, usage, result}` line.
 * - OpenAI Codex CLI: `codex exec -` reads the prompt from stdin; `--json` prints JSON Lines whose
 *   `turn.completed` events carry `usage` and whose `item.completed` agent messages carry the text.
 * - Gemini CLI: `gemini -p TEXT` runs headless and appends TEXT to stdin; `--output-format json` prints
 *   one object `{response, stats: {models: {<model>: {tokens: {prompt, candidates, thoughts, …}}}}}`.
 * - GitHub Copilot CLI: `copilot -p PROMPT`; `--allow-all-tools` is required programmatically;
 *   `--output-format=json` prints JSON Lines whose `assistant.message` events carry `data.content` and
 *   `data.outputTokens` (input tokens and cost are not reported).
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
 * The values of the presets' model keys set in `env`, to redact like the job's other secrets (DESIGN §6):
 * a key is not always of a token shape redaction knows, and an agent can read its own key. The GitHub
 * action and `baton run` both take them from the environment the agent starts from.
 */
export function presetKeyValues(env: Readonly<Record<string, string | undefined>>): string[] {
  return PRESET_KEY_ENV.map((name) => env[name]).filter((value): value is string => !!value);
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

/**
 * Copilot takes the prompt as an argument, and Linux refuses one argument longer than 128 KiB
 * (MAX_ARG_STRLEN) with a bare "Argument list too long"; the script checks first and says why.
 */
export const COPILOT_PROMPT_MAX_BYTES = 128 * 1024 - 1;

// `${BATON_HANDOFF_PATH%/*}` is the handoff's directory: each CLI is told it may write there, since
// it lies outside the workspace (the runner's temp dir). Inside double quotes, expansions never split
// or glob, and their values are never parsed as shell.
const handoffDir = `"\${${ENV.handoffPath}%/*}"`;
const prompt = `"$${ENV.promptPath}"`;
const model = (flag: string) => `\${${PRESET_ENV.model}:+${flag} "$${PRESET_ENV.model}"}`;

const SCRIPTS: Readonly<Record<AgentPresetName, string>> = {
  // Print mode with every tool allowed: the job is the sandbox (it holds no write token, DESIGN §6).
  claude: [
    'exec claude -p \\',
    '  --output-format stream-json --verbose \\',
    '  --permission-mode bypassPermissions \\',
    `  --add-dir ${handoffDir} \\`,
    `  ${model('--model')} \\`,
    `  < ${prompt}`,
  ].join('\n'),
  // Workspace-write sandbox plus the handoff's directory; `-` reads the prompt from stdin.
  codex: [
    'exec codex exec \\',
    '  --json \\',
    '  --sandbox workspace-write \\',
    '  --skip-git-repo-check \\',
    `  --add-dir ${handoffDir} \\`,
    `  ${model('--model')} \\`,
    `  - < ${prompt}`,
  ].join('\n'),
  // `-p` is appended to stdin, so the prompt file comes first and a fixed sentence closes it.
  gemini: [
    'exec gemini \\',
    '  --output-format json \\',
    '  --approval-mode yolo \\',
    `  --include-directories ${handoffDir} \\`,
    `  ${model('--model')} \\`,
    "  -p 'Carry out the task above.' \\",
    `  < ${prompt}`,
  ].join('\n'),
  copilot: [
    `prompt_bytes=$(wc -c < ${prompt})`,
    `if [ "$prompt_bytes" -gt ${COPILOT_PROMPT_MAX_BYTES} ]; then`,
    `  echo "baton: the prompt is $prompt_bytes bytes; copilot takes it as one argument, at most ${COPILOT_PROMPT_MAX_BYTES} bytes. Shorten it (max-prompt-tokens) or use another agent." >&2`,
    '  exit 2',
    'fi',
    'exec copilot \\',
    `  -p "$(cat ${prompt})" \\`,
    '  --output-format=json \\',
    '  --allow-all-tools \\',
    '  --no-ask-user \\',
    `  --add-dir=${handoffDir} \\`,
    `  \${${PRESET_ENV.model}:+--model="$${PRESET_ENV.model}"}`,
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

/** The usage the CLI reported in `stdout`, or null when it reported none (or the output is cut). */
export function parseUsage(name: AgentPresetName | string, stdout: string): Usage | null {
  const preset = parsePresetName(name);
  switch (preset) {
    case 'claude':
      return claudeUsage(stdout);
    case 'codex':
      return codexUsage(stdout);
    case 'gemini':
      return geminiUsage(stdout);
    case 'copilot':
      return copilotUsage(stdout);
  }
}

/**
 * The agent's final message as plain text, taken out of the CLI's JSON output, or null. The markers
 * fallback looks here: inside JSON output the marker lines are escaped and would never be found.
 */
export function presetFinalText(name: AgentPresetName | string, stdout: string): string | null {
  const preset = parsePresetName(name);
  switch (preset) {
    case 'claude': {
      const result = lastEvent(stdout, (e) => e.type === 'result');
      return typeof result?.result === 'string' ? result.result : null;
    }
    case 'codex': {
      const message = lastEvent(stdout, (e) => e.type === 'item.completed' && isAgentMessage(e.item));
      const text = (message?.item as Json | undefined)?.text;
      return typeof text === 'string' ? text : null;
    }
    case 'gemini': {
      const response = geminiDocument(stdout)?.response;
      return typeof response === 'string' ? response : null;
    }
    case 'copilot': {
      const message = lastEvent(stdout, (e) => e.type === 'assistant.message');
      const content = (message?.data as Json | undefined)?.content;
      return typeof content === 'string' ? content : null;
    }
  }
}

/**
 * What a preset adds to the end of the prompt so the agent knows how to hand off. Constant text (plus
 * the path baton chose, when given): nothing untrusted.
 */
export function handoffInstructions(options: { handoffPath?: string } = {}): string {
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

function lastEvent(text: string, match: (event: Json) => boolean): Json | undefined {
  const events = jsonLines(text);
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as Json;
    if (match(event)) return event;
  }
  return undefined;
}

/** A count the CLI reported: a non-negative integer, else undefined. */
function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function sum(values: Array<number | undefined>): number | undefined {
  const present = values.filter((v): v is number => v !== undefined);
  return present.length === 0 ? undefined : present.reduce((a, b) => a + b, 0);
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
 * Claude: the `result` line. Anthropic counts cache reads and writes apart from `input_tokens`; they are
 * added back so `input_tokens` means every token of input, as the other CLIs report it.
 */
function claudeUsage(stdout: string): Usage | null {
  const result = lastEvent(stdout, (e) => e.type === 'result');
  if (!result) return null;
  const u = isObject(result.usage) ? result.usage : {};
  const cost = result.total_cost_usd;
  return usage({
    input: sum([
      count(u.input_tokens),
      count(u.cache_creation_input_tokens),
      count(u.cache_read_input_tokens),
    ]),
    output: count(u.output_tokens),
    cost: typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 ? cost : undefined,
  });
}

/** Codex: the sum over `turn.completed` events (one per turn; `cached_input_tokens` is part of input). */
function codexUsage(stdout: string): Usage | null {
  const turns = jsonLines(stdout).filter((e) => e.type === 'turn.completed' && isObject(e.usage));
  return usage({
    input: sum(turns.map((t) => count((t.usage as Json).input_tokens))),
    output: sum(turns.map((t) => count((t.usage as Json).output_tokens))),
  });
}

function isAgentMessage(item: unknown): boolean {
  // `type: agent_message` today; `item_type: assistant_message` in the first releases of `--json`.
  return isObject(item) && (item.type === 'agent_message' || item.item_type === 'assistant_message');
}

/** Gemini prints one JSON document, possibly after other lines; find where it starts. */
function geminiDocument(stdout: string): Json | null {
  const starts = [0];
  for (let i = stdout.indexOf('\n{'); i !== -1; i = stdout.indexOf('\n{', i + 1)) starts.push(i + 1);
  for (const start of starts) {
    try {
      const value: unknown = JSON.parse(stdout.slice(start));
      if (isObject(value) && ('response' in value || 'stats' in value)) return value;
    } catch {
      // Not the document's start; try the next line that opens an object.
    }
  }
  return null;
}

/** Gemini: summed over models; thinking tokens are billed as output, so they count as output. */
function geminiUsage(stdout: string): Usage | null {
  const stats = geminiDocument(stdout)?.stats;
  const models = isObject(stats) && isObject(stats.models) ? Object.values(stats.models) : [];
  const tokens = models.map((m) => (isObject(m) && isObject(m.tokens) ? m.tokens : {}));
  return usage({
    input: sum(tokens.map((t) => count(t.prompt))),
    output: sum(tokens.map((t) => sum([count(t.candidates), count(t.thoughts)]))),
  });
}

/** Copilot: output tokens summed over assistant messages; it reports no input tokens and no cost. */
function copilotUsage(stdout: string): Usage | null {
  const messages = jsonLines(stdout).filter((e) => e.type === 'assistant.message' && isObject(e.data));
  return usage({ output: sum(messages.map((m) => count((m.data as Json).outputTokens))) });
}
