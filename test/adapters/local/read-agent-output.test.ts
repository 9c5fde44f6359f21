import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAgentOutput } from '../../../src/adapters/local/read-agent-output.js';
import { formatError, UserError } from '../../../src/core/errors.js';
import { LIMITS } from '../../../src/core/names.js';
import { firstEscapedByte } from '../../../src/core/utf8.js';

/**
 * The file a split stage's agent step wrote its CLI's output to (capture's `agent-output`): the agent wrote
 * it, so it is read as baton reads any untrusted file, and only as much of it as the preset path keeps of a
 * CLI's stdout.
 */

let dir: string;
let workspace: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-agent-output-'));
  workspace = join(dir, 'workspace');
  mkdirSync(workspace);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function refusal(path: string): string {
  try {
    readAgentOutput(path, workspace);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).where).toBe('agent-output');
    return formatError(error);
  }
  throw new Error('expected the file to be refused');
}

describe('readAgentOutput', () => {
  it('keeps the bytes that are not UTF-8 known in its text, for a handoff between the markers in it', () => {
    writeFileSync(join(workspace, 'out.jsonl'), Buffer.from('{"result":"caf\xe9"}\n', 'latin1'));
    const read = readAgentOutput('out.jsonl', workspace);
    expect(read.text).toBe('{"result":"caf\udce9"}\n');
    expect(firstEscapedByte(read.text)).toEqual({ byte: 0xe9, offset: 14 });
  });

  it('reads a file whole, relative to the workspace or absolute', () => {
    writeFileSync(join(workspace, 'codex.jsonl'), '{"type":"turn.started"}\n');
    expect(readAgentOutput('codex.jsonl', workspace)).toEqual({
      path: 'codex.jsonl',
      text: '{"type":"turn.started"}\n',
      bytes: 24,
      cut: 0,
    });
    const outside = join(dir, 'runner-temp', 'claude-execution-output.json');
    mkdirSync(join(dir, 'runner-temp'));
    writeFileSync(outside, '[]');
    expect(readAgentOutput(outside, workspace)).toMatchObject({ path: outside, text: '[]', cut: 0 });
  });

  it('reads only the tail of a longer file, the bytes the preset path keeps of stdout, from a whole line', () => {
    const line = (i: number) => `${JSON.stringify({ type: 'item.completed', n: i, pad: 'x'.repeat(100) })}\n`;
    const lines = Array.from({ length: 20_000 }, (_, i) => line(i));
    const text = lines.join('');
    expect(Buffer.byteLength(text)).toBeGreaterThan(LIMITS.agentOutputBytes);
    writeFileSync(join(workspace, 'out.jsonl'), text);
    const read = readAgentOutput('out.jsonl', workspace);
    expect(read.bytes).toBe(Buffer.byteLength(text));
    expect(Buffer.byteLength(read.text)).toBeLessThanOrEqual(LIMITS.agentOutputBytes);
    expect(read.bytes - read.cut).toBe(Buffer.byteLength(read.text));
    expect(text.endsWith(read.text)).toBe(true);
    // It starts at a whole line: the line the cut went through is left out, not half-read.
    expect(lines).toContain(read.text.slice(0, read.text.indexOf('\n') + 1));
    expect(read.text.endsWith(line(19_999))).toBe(true);
  });

  it('says what to do when there is no file at the path', () => {
    expect(refusal('codex.jsonl')).toBe(
      "agent-output: there is no file codex.jsonl in the workspace: give the file the agent's step wrote its CLI's output to (`codex exec --json … > codex.jsonl`, or claude-code-action's `execution_file` output), relative to the workspace or absolute, or leave agent-output empty",
    );
    expect(refusal(join(dir, 'nowhere', 'out.json'))).toContain(
      `agent-output: there is no file ${join(dir, 'nowhere', 'out.json')}: give the file`,
    );
  });

  it('refuses a link, even to a readable file, without reading through it', () => {
    writeFileSync(join(dir, 'secret.txt'), 'TOP-SECRET-CONTENT');
    symlinkSync(join(dir, 'secret.txt'), join(workspace, 'out.jsonl'));
    const said = refusal('out.jsonl');
    expect(said).toBe(
      "agent-output: out.jsonl is a symbolic link; give a regular file, the one the agent's step wrote its output to (links are never followed)",
    );
    expect(said).not.toContain('TOP-SECRET');
  });

  it('refuses a FIFO without waiting for a writer, and a directory', () => {
    // No writer ever opens the FIFO: a reader that opened it blocking would hang this test.
    execFileSync('mkfifo', [join(workspace, 'out.jsonl')]);
    expect(refusal('out.jsonl')).toBe(
      "agent-output: out.jsonl is a FIFO (named pipe); give a regular file, the one the agent's step wrote its output to (links are never followed)",
    );
    mkdirSync(join(workspace, 'logs'));
    expect(refusal('logs')).toContain('agent-output: logs is a directory;');
  });

  it.skipIf(process.getuid?.() === 0)('says a file it may not read is one', () => {
    writeFileSync(join(workspace, 'out.jsonl'), '{}');
    chmodSync(join(workspace, 'out.jsonl'), 0o000);
    expect(refusal('out.jsonl')).toBe('agent-output: cannot read out.jsonl: permission denied');
  });
});
