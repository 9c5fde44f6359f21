import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { neutraliseCommands } from '../../../src/adapters/github/reporter.js';
import { StopCommandsRunner } from '../../../src/adapters/github/stop-commands.js';
import { ShellRunner } from '../../../src/adapters/local/shell-runner.js';
import { obeyedCommands } from '../../support/actions-runner.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-stop-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function runner(tokens: string[] = []) {
  let log = '';
  const next = () => tokens.shift() ?? 'x'.repeat(32);
  const stop = new StopCommandsRunner(
    new ShellRunner({ tempDir: dir }),
    (text) => {
      log += text;
    },
    tokens.length > 0 ? next : undefined,
  );
  return { stop, log: () => log };
}

describe('StopCommandsRunner', () => {
  it('fences the command’s output so none of its workflow commands is obeyed', async () => {
    const { stop, log } = runner();
    const chunks: string[] = [];
    const result = await stop.run({
      script: [
        'echo "::set-output name=status::pwned"',
        'echo "::add-mask::abc"',
        'echo "::stop-commands::mine"',
        'echo "::mine::"',
        'echo "::error::forged" >&2',
        'printf "no final newline"',
      ].join('\n'),
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      onOutput: (chunk) => void chunks.push(chunk),
    });
    expect(result.exitCode).toBe(0);
    const text = log();
    expect(text).toMatch(/^::stop-commands::[0-9a-f]{32}\n/);
    const token = /^::stop-commands::([0-9a-f]{32})/.exec(text)![1];
    // The resume line is a line of its own even though the output did not end with a newline.
    expect(text.endsWith(`\n::${token}::\n`)).toBe(true);
    expect(text).toContain('no final newline');
    expect(obeyedCommands(text)).toEqual([]);
    expect(chunks.join('')).toContain('::set-output name=status::pwned');
  });

  it('ends the open block when asked before the command has, once, and echoes nothing of it after', async () => {
    const { stop, log } = runner(['c'.repeat(32)]);
    const stopping = new AbortController();
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const result = stop.run({
      script: 'printf "begun"; read -t 30 line < /dev/zero; echo "::error::late"',
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      signal: stopping.signal,
      onOutput: (chunk) => {
        if (chunk.includes('begun')) started();
      },
    });
    await running;
    stop.endBlock();
    stop.endBlock();
    expect(log()).toBe(`::stop-commands::${'c'.repeat(32)}\nbegun\n::${'c'.repeat(32)}::\n`);
    stopping.abort();
    await result;
    expect(log()).toBe(`::stop-commands::${'c'.repeat(32)}\nbegun\n::${'c'.repeat(32)}::\n`);
  });

  it('uses a new token for every command and closes the block when the command fails to start', async () => {
    const { stop, log } = runner(['a'.repeat(32), 'b'.repeat(32)]);
    await stop.run({ script: 'echo one', cwd: dir, env: {} });
    await expect(stop.run({ script: 'echo two', cwd: join(dir, 'missing'), env: {} })).rejects.toThrow(
      'is not a directory',
    );
    expect(log()).toBe(
      `::stop-commands::${'a'.repeat(32)}\none\n::${'a'.repeat(32)}::\n::stop-commands::${'b'.repeat(32)}\n::${'b'.repeat(32)}::\n`,
    );
  });
});

describe('neutraliseCommands', () => {
  it('keeps lines that start like workflow commands from being read as commands', () => {
    // The runner trims .NET's whitespace (no-break and em spaces, U+0085 too) before `::`, and reads the
    // legacy `##[` anywhere in a line.
    const original =
      'ok\n::set-output name=x::y\n  ::add-mask::z\n##[error]e\nmid ::not-a-command\nmid ##[add-mask]w\n\u00a0\u2003\u0085::warning::s';
    const text = neutraliseCommands(original);
    expect(obeyedCommands(text)).toEqual([]);
    expect(text.replace(/\u200b/g, '')).toBe(original);
  });
});
