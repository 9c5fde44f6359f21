import { isAbsolute, resolve } from 'node:path';
import { UserError } from '../../core/errors.js';
import { INPUTS, LIMITS } from '../../core/names.js';
import type { AgentOutputFile } from '../../core/stage/capture.js';
import { decodeUtf8Escaped } from '../../core/utf8.js';
import { type RegularFileTail, readRegularFileTail } from './read-regular-file.js';

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
export function readAgentOutput(
  path: string,
  workspace: string,
  maxBytes: number = LIMITS.agentOutputBytes,
): AgentOutputFile {
  let read: RegularFileTail;
  try {
    read = readRegularFileTail(resolve(workspace, path), maxBytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? String(error));
    throw refused('agent-output-unreadable', `cannot read ${path}: ${reason}`, error);
  }
  switch (read.kind) {
    case 'missing':
      throw refused(
        'agent-output-missing',
        `there is no file ${path}${isAbsolute(path) ? '' : ' in the workspace'}: give the file the agent's step wrote its CLI's output to (\`codex exec --json … > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative to the workspace or absolute, or leave ${INPUTS.agentOutput} empty`,
      );
    case 'not-regular':
      throw refused(
        'agent-output-unreadable',
        `${path} is ${read.what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`,
      );
    case 'file': {
      const { bytes, size } = read;
      // A tail starts inside a line: from the first whole one on (none, in one line longer than maxBytes).
      const newline = bytes.length < size ? bytes.indexOf(0x0a) : -1;
      const kept = bytes.length < size ? bytes.subarray(newline === -1 ? bytes.length : newline + 1) : bytes;
      return {
        path,
        // Its bytes that are not UTF-8 kept as such: a handoff between the markers in it is refused for them.
        text: decodeUtf8Escaped(kept),
        bytes: size,
        cut: size - kept.length,
      };
    }
  }
}

function refused(code: string, message: string, cause?: unknown): UserError {
  return new UserError(code, message, {
    where: INPUTS.agentOutput,
    ...(cause === undefined ? {} : { cause }),
  });
}
