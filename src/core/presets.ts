import { UserError } from './errors.js';
import {
  ENV,
  HANDOFF_MARKERS,
  HANDOFF_VERSION,
  INPUTS,
  LIMITS,
  PRESET_ENV,
  STAGE_PROBLEMS,
} from './names.js';
import type { Problem } from './problem.js';
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
      return { ...claudeOutput(stdout, problems), problems };
    case 'codex':
      return { ...codexOutput(stdout, problems), problems };
    case 'gemini':
      return { ...geminiOutput(stdout, problems), problems };
    case 'copilot':
      return { ...copilotOutput(stdout, problems), problems };
  }
}

/** The usage the CLI reported in `stdout`, or null when it reported none (or the output is cut). */
export function parseUsage(name: AgentPresetName | string, stdout: string): Usage | null {
  return readPresetOutput(name, stdout).usage;
}

/** The agent's final message as plain text, taken out of the CLI's JSON output, or null. */
export function presetFinalText(name: AgentPresetName | string, stdout: string): string | null {
  return readPresetOutput(name, stdout).finalText;
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
 * Claude: the `result` line. Anthropic counts cache reads and writes apart from `input_tokens`; they are
 * added back so `input_tokens` means every token of input, as the other CLIs report it.
 */
function claudeOutput(stdout: string, problems: Problem[]): Read {
  const result = lastEvent(jsonLines(stdout), (e) => e.type === 'result');
  if (!result) return { finalText: null, usage: null };
  const u = isObject(result.usage) ? result.usage : {};
  return {
    finalText: typeof result.result === 'string' ? result.result : null,
    usage: usage({
      input: total(
        'claude',
        'input_tokens',
        [
          reported(u, 'input_tokens'),
          reported(u, 'cache_creation_input_tokens'),
          reported(u, 'cache_read_input_tokens'),
        ],
        problems,
      ),
      output: total('claude', 'output_tokens', [reported(u, 'output_tokens')], problems),
      cost: cost('claude', reported(result, 'total_cost_usd'), problems),
    }),
  };
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

/** Gemini's document: the JSON object that runs from the start of a line to the end of the output. */
function geminiDocument(stdout: string): Json | null {
  let before = stdout.length;
  for (let tried = 0; tried < GEMINI_STARTS_TRIED && before > 0; tried++) {
    const newline = stdout.lastIndexOf('\n{', before - 1);
    const start = newline === -1 ? 0 : newline + 1;
    if (stdout[start] !== '{') return null;
    try {
      const value: unknown = JSON.parse(stdout.slice(start));
      if (isObject(value) && ('response' in value || 'stats' in value)) return value;
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
