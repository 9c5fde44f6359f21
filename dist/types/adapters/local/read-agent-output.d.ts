import type { AgentOutputFile } from '../../core/stage/capture.js';
/**
 * Read the file a split stage's agent step wrote its CLI's machine-readable output to (capture's
 * `agent-output`), for its usage and final message. The agent wrote it, so it is read as any untrusted file
 * is: a regular file only (a link could point at a secret, a FIFO would block the read, a device could be
 * endless), never through a link, and only its last `maxBytes` bytes — the tail of stdout the preset path
 * keeps — from the first whole line in them on, where the CLIs end with what baton reads (Claude's result,
 * Codex's last turns, Gemini's document). `path` is relative to the workspace, or absolute.
 *
 * Throws a UserError on `agent-output` when there is no such file, or it cannot be read: a file named and
 * not there is a workflow to fix, not a stage without usage.
 */
export declare function readAgentOutput(path: string, workspace: string, maxBytes?: number): AgentOutputFile;
