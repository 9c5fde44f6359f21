import type { AgentPresetName } from './presets.js';
/**
 * The project configuration each preset's CLI reads from the directory it starts in (and, for most, from
 * every directory between the repository's top and that one) when it starts, before the model reads
 * anything: paths relative to such a directory, a directory standing for everything in it.
 *
 * A workflow that checks out code it did not write (a pull request's head on `issue_comment` or
 * `pull_request_target`) and runs a preset with the model key in its env would otherwise let that code
 * configure the agent: a Claude Code hook or an MCP server of the pull request is a shell command run with
 * the key in reach. On GitHub the root action sets these paths to what they are at the commit the run is
 * for (GITHUB_SHA) while the CLI runs (src/adapters/github/agent-config-guard.ts), as claude-code-action
 * restores its list from the base branch (its docs/security.md, "Which files come from the base branch on
 * pull requests", and src/github/operations/restore-config.ts SENSITIVE_PATHS, checked November 2026).
 *
 * Sources, checked November 2026:
 * - Claude Code: `.claude/` (settings.json and settings.local.json: hooks, env, apiKeyHelper; commands,
 *   agents, skills), `.mcp.json` (project MCP servers), `CLAUDE.md`, `CLAUDE.local.md`; the rest is
 *   claude-code-action's list as it stands (`.claude.json`, `.gitmodules`, `.ripgreprc`, `.husky/`).
 * - Codex: `.codex/config.toml`, "ordered from the project root down to your current working directory
 *   (trusted projects only)" (developers.openai.com/codex/config-basic), its rules and skills; `AGENTS.md`
 *   and `AGENTS.override.md` from the git root down to the working directory; `.agents/skills`.
 * - Gemini CLI: `.gemini/` (settings.json with `mcpServers`, commands, extensions, `.gemini/.env`),
 *   `GEMINI.md`; and `.env`, "searched from the cwd up to project root" (geminicli.com/docs/cli/configuration),
 *   which can point the CLI, key and all, at another endpoint. baton tells gemini to trust the workspace, so
 *   all of it is read.
 * - GitHub Copilot CLI: `.github/hooks/*.json` (hooks, from the working directory), `.github/copilot/`
 *   (repository settings), `.github/agents/`, `.github/skills/`, `.agents/skills`, `.claude/` (skills),
 *   `.github/copilot-instructions.md`, `.github/instructions/`, `AGENTS.md`, `CLAUDE.md`, `GEMINI.md`, and
 *   repository MCP servers in `.mcp.json`, `.github/mcp.json` or `.vscode/mcp.json` (docs.github.com
 *   copilot-cli "customize-copilot"; which of the three a version reads has moved, so all three).
 */
export declare const AGENT_PROJECT_CONFIG: Readonly<Record<AgentPresetName, readonly string[]>>;
/**
 * The paths, relative to the repository's top (`/`-separated), of preset `name`'s project configuration
 * that its CLI may read when it starts in `route` (the working directory relative to the top, `''` for the
 * top itself): its paths in the top and in every directory down to the working directory, in that order.
 */
export declare function agentConfigPaths(name: AgentPresetName, route: string): string[];
