import { type DataSchema } from './data-schema.js';
import type { Problem } from './problem.js';
import type { Usage } from './record.js';
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
export declare const AGENT_PRESET_NAMES: readonly ["claude", "codex", "gemini", "copilot"];
export declare const AgentPresetName: z.ZodMiniEnum<{
    claude: "claude";
    codex: "codex";
    gemini: "gemini";
    copilot: "copilot";
}>;
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
export declare const AGENT_PRESETS: Readonly<Record<AgentPresetName, AgentPresetInfo>>;
/** Every preset's key env vars: a model key in a step's env is a secret whichever preset (if any) runs. */
export declare const PRESET_KEY_ENV: readonly string[];
/**
 * The credentials the presets' CLIs read when they reach their model through a gateway or a cloud provider
 * rather than the vendor's API: Claude Code's bearer token for a gateway (ANTHROPIC_AUTH_TOKEN), its
 * Microsoft Foundry key, and Amazon Bedrock's (the AWS secret key and session token of the SDK's credential
 * chain, or a Bedrock API key); codex's Azure OpenAI key. An AWS access key id has a token shape already.
 */
export declare const PROVIDER_CREDENTIAL_ENV: readonly string[];
/**
 * The values of the presets' model keys, and of the provider credentials their CLIs read, set in `env`, to
 * redact like the job's other secrets (DESIGN §6): a key is not always of a token shape redaction knows, and
 * an agent can read its own key. The GitHub action and `baton run` both take them from the environment the
 * agent starts from.
 */
export declare function presetKeyValues(env: Readonly<Record<string, string | undefined>>): string[];
export declare const PresetOptions: z.ZodMiniObject<{
    model: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strict>;
export type PresetOptions = z.infer<typeof PresetOptions>;
/** A preset's command: a constant script and the env vars it reads besides the stage's own. */
export interface PresetCommand {
    script: string;
    env: Record<string, string>;
}
/**
 * Copilot takes the prompt in an argument (`--prompt=…`), and Linux refuses one argument longer than 128 KiB
 * with its terminating NUL (MAX_ARG_STRLEN) with a bare "Argument list too long"; the script checks first
 * and says why.
 */
export declare const COPILOT_PROMPT_MAX_BYTES: number;
/**
 * The largest `$BATON_AGENT_ARGS` the agent can start with: the variable is one environment string,
 * `BATON_AGENT_ARGS=<value>` and its NUL, which Linux refuses over 128 KiB (E2BIG, a bare "Argument list too
 * long"). Its lines reach the CLI as arguments too, each shorter than the whole, and the two copies together
 * stay far under ARG_MAX (a quarter of the stack limit, 2 MiB by default).
 */
export declare const AGENT_ARGS_MAX_BYTES: number;
/**
 * Refuse a `$BATON_AGENT_ARGS` in the agent's environment that is too large for the CLI to start with (see
 * AGENT_ARGS_MAX_BYTES), naming it, its size and what to do, before the system says only E2BIG. Checked
 * before a preset's script starts: the variable is set where the script starts, in the step's env.
 */
export declare function checkAgentArgs(env: Readonly<Record<string, string | undefined>>): void;
/** What a preset's script says when its CLI is not on PATH: the npm package and how to install it. */
export declare function presetNotInstalled(name: AgentPresetName): string;
/** Resolve a preset name, or fail naming the allowed ones. */
export declare function parsePresetName(name: string, where?: string): AgentPresetName;
/**
 * The command that runs preset `name`: a bash script reading `$BATON_PROMPT_PATH` and
 * `$BATON_HANDOFF_PATH` from its environment, plus the env vars that carry `options`.
 */
export declare function presetCommand(name: AgentPresetName | string, options?: PresetOptions): PresetCommand;
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
export declare function readPresetOutput(name: AgentPresetName | string, stdout: string): PresetOutput;
/**
 * Read what preset `name`'s CLI wrote to a file in a split stage's own agent step (capture's `agent-output`):
 * the output its preset would print (JSON Lines, or Gemini's document), parsed as readPresetOutput parses a
 * preset's stdout, its usage checked alike. For `claude`, also the form claude-code-action leaves in the file
 * its `execution_file` output names: the same messages that `--output-format stream-json` prints a line each,
 * collected into one JSON array (anthropics/claude-code-action, base-action/src/execution-file.ts:
 * `JSON.stringify(messages, null, 2)`). `text` may be the tail of a longer file, from a whole line on (capture
 * reads at most the bytes of output the preset path keeps): its last messages are still read.
 */
export declare function readAgentOutputFile(name: AgentPresetName | string, text: string): PresetOutput;
/** The usage the CLI reported in `stdout`, or null when it reported none (or the output is cut). */
export declare function parseUsage(name: AgentPresetName | string, stdout: string): Usage | null;
/** The agent's final message as plain text, taken out of the CLI's JSON output, or null. */
export declare function presetFinalText(name: AgentPresetName | string, stdout: string): string | null;
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
export declare function presetFailure(name: AgentPresetName | string, output: string): PresetFailure | null;
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
export declare function agentOutputFailure(name: AgentPresetName, text: string): AgentOutputFailure | null;
/**
 * What a preset adds to the end of the prompt so the agent knows how to hand off. Constant text (plus
 * the path baton chose, when given): nothing untrusted.
 */
export declare function handoffInstructions(options?: {
    handoffPath?: string;
    dataSchema?: DataSchema;
}): string;
