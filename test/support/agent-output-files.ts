/**
 * What an agent's own step leaves for capture's `agent-output`: the machine-readable output of an agent CLI,
 * in the forms a workflow gets it in. Shared by the core tests of the parsers and the end-to-end tests of
 * `capture` and `baton run`.
 */

const SESSION = '3f1c2d4e-0000-4000-8000-000000000001';

/**
 * The messages of one Claude Agent SDK session, as the SDK yields them and as `claude -p --output-format
 * stream-json --verbose` prints them (one a line): the system init, the assistant's turns, a tool result,
 * and the closing `result` with the session's usage. Its `modelUsage` adds a subagent's (haiku) tokens to
 * the main agent's, as `total_cost_usd` does.
 */
export const CLAUDE_MESSAGES = [
  {
    type: 'system',
    subtype: 'init',
    cwd: '/home/runner/work/demo/demo',
    session_id: SESSION,
    tools: ['Bash', 'Edit', 'Read', 'Write'],
    mcp_servers: [],
    model: 'claude-sonnet-4-5',
    permissionMode: 'default',
    slash_commands: [],
    apiKeySource: 'ANTHROPIC_API_KEY',
    output_style: 'default',
    uuid: '0b7e0c1a-0000-4000-8000-000000000002',
  },
  {
    type: 'assistant',
    message: {
      id: 'msg_01',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content: [{ type: 'tool_use', id: 'toolu_01', name: 'Read', input: { file_path: 'src/parse.ts' } }],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        input_tokens: 3,
        cache_creation_input_tokens: 2048,
        cache_read_input_tokens: 0,
        output_tokens: 64,
        service_tier: 'standard',
      },
    },
    parent_tool_use_id: null,
    session_id: SESSION,
    uuid: '0b7e0c1a-0000-4000-8000-000000000003',
  },
  {
    type: 'user',
    message: {
      role: 'user',
      content: [
        {
          tool_use_id: 'toolu_01',
          type: 'tool_result',
          content: 'export function parse(text: string) {\n  return JSON.parse(text);\n}\n',
        },
      ],
    },
    parent_tool_use_id: null,
    session_id: SESSION,
    uuid: '0b7e0c1a-0000-4000-8000-000000000004',
  },
  {
    type: 'assistant',
    message: {
      id: 'msg_02',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content: [{ type: 'text', text: 'The parser throws on an empty body. I wrote the handoff.' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: {
        input_tokens: 5,
        cache_creation_input_tokens: 300,
        cache_read_input_tokens: 2048,
        output_tokens: 120,
        service_tier: 'standard',
      },
    },
    parent_tool_use_id: null,
    session_id: SESSION,
    uuid: '0b7e0c1a-0000-4000-8000-000000000005',
  },
  {
    type: 'result',
    subtype: 'success',
    is_error: false,
    duration_ms: 18234,
    duration_api_ms: 15010,
    num_turns: 3,
    result: 'The parser throws on an empty body. I wrote the handoff.',
    session_id: SESSION,
    total_cost_usd: 0.0421,
    usage: {
      input_tokens: 8,
      cache_creation_input_tokens: 2348,
      cache_read_input_tokens: 2048,
      output_tokens: 184,
      server_tool_use: { web_search_requests: 0 },
      service_tier: 'standard',
    },
    modelUsage: {
      'claude-sonnet-4-5': {
        inputTokens: 8,
        outputTokens: 184,
        cacheReadInputTokens: 2048,
        cacheCreationInputTokens: 2348,
        webSearchRequests: 0,
        costUSD: 0.0401,
        contextWindow: 200000,
        maxOutputTokens: 64000,
      },
      'claude-haiku-4-5': {
        inputTokens: 410,
        outputTokens: 36,
        cacheReadInputTokens: 0,
        cacheCreationInputTokens: 0,
        webSearchRequests: 0,
        costUSD: 0.002,
        contextWindow: 200000,
        maxOutputTokens: 64000,
      },
    },
    permission_denials: [],
    uuid: '0b7e0c1a-0000-4000-8000-000000000006',
  },
] as const;

/** The usage baton records from CLAUDE_MESSAGES: every model's input (cache included) and output, and the cost. */
export const CLAUDE_USAGE = {
  input_tokens: 8 + 2048 + 2348 + 410,
  output_tokens: 184 + 36,
  cost_usd: 0.0421,
} as const;

/** CLAUDE_MESSAGES as `claude -p --output-format stream-json --verbose` prints them: one JSON line each. */
export function claudeStreamJson(messages: readonly object[] = CLAUDE_MESSAGES): string {
  return `${messages.map((m) => JSON.stringify(m)).join('\n')}\n`;
}

/**
 * CLAUDE_MESSAGES as claude-code-action leaves them in the file its `execution_file` output names: the SDK's
 * messages collected into one array and written with `JSON.stringify(messages, null, 2)`, no newline after
 * (anthropics/claude-code-action, base-action/src/execution-file.ts `writeExecutionFile`, called by
 * base-action/src/run-claude-sdk.ts with every message up to and including the `result`; checked at commit
 * 24dcd50c0568f0fc9e9211213a4fd2d9eb15c4e0, August 2026).
 */
export function claudeExecutionFile(messages: readonly object[] = CLAUDE_MESSAGES): string {
  return JSON.stringify(messages, null, 2);
}

/**
 * What `codex exec --json … > file` leaves: the JSON Lines its docs describe (openai/codex docs/exec.md,
 * "JSON output mode": events on stdout, `turn.completed` with the turn's usage), two turns, the last agent
 * message saying `finalText`.
 */
export function codexJsonl(finalText = 'Reviewed: the fix is right.'): string {
  const events = [
    { type: 'thread.started', thread_id: '0199a213-81c0-7800-8aa1-bbab2a035a53' },
    { type: 'turn.started' },
    { type: 'item.completed', item: { id: 'item_0', type: 'reasoning', text: '**Reading the diff**' } },
    {
      type: 'turn.completed',
      usage: { input_tokens: 26549, cached_input_tokens: 22272, output_tokens: 1590 },
    },
    { type: 'turn.started' },
    { type: 'item.completed', item: { id: 'item_1', type: 'agent_message', text: finalText } },
    { type: 'turn.completed', usage: { input_tokens: 100, cached_input_tokens: 0, output_tokens: 10 } },
  ];
  return `${events.map((e) => JSON.stringify(e)).join('\n')}\n`;
}

/** The usage baton records from codexJsonl(): input and output summed over the turns. */
export const CODEX_USAGE = { input_tokens: 26649, output_tokens: 1600 } as const;
