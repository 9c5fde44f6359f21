import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { neutraliseCommands } from '../../../src/adapters/github/reporter.js';
import { StopCommandsRunner } from '../../../src/adapters/github/stop-commands.js';
import { ShellRunner } from '../../../src/adapters/local/shell-runner.js';
import { redactText } from '../../../src/core/redact.js';
import { obeyedCommands } from '../../support/actions-runner.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-stop-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function runner(tokens: string[] = [], secrets: string[] = []) {
  let log = '';
  const next = () => tokens.shift() ?? 'x'.repeat(32);
  const stop = new StopCommandsRunner(
    new ShellRunner({ tempDir: dir }),
    (text) => {
      log += text;
    },
    { secrets, ...(tokens.length > 0 ? { newToken: next } : {}) },
  );
  return { stop, log: () => log };
}

// Spelled in parts, so no scanner takes this file for one holding tokens.
const GITHUB_TOKEN = `gh${'p_'}ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij`;
const AWS_KEY = `AK${'IA'}IOSFODNN7EXAMPLE`;

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

  it('echoes the output redacted as its agent.log is, a token written in two parts and a key block included', async () => {
    const { stop, log } = runner(['d'.repeat(32)], ['my-own-secret-value']);
    const result = await stop.run({
      script: [
        `echo "token ${GITHUB_TOKEN} and my-own-secret-value"`,
        `echo "${AWS_KEY}" >&2`,
        `printf 'split ${GITHUB_TOKEN.slice(0, 8)}'; sleep 0.2; printf '${GITHUB_TOKEN.slice(8)} end\\n'`,
        `printf '%s\\n' '-----BEGIN EC PRIV${'ATE KEY'}-----' MHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oqhMxmoERmPaoAoGCCqGSM49 '-----END EC PRIV${'ATE KEY'}-----'`,
        'printf "no final newline"',
      ].join('\n'),
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(result.exitCode).toBe(0);
    // agent.log's text, redacted whole, is what the block holds.
    const redacted = redactText(result.output, ['my-own-secret-value']).text;
    expect(log()).toBe(`::stop-commands::${'d'.repeat(32)}\n${redacted}\n::${'d'.repeat(32)}::\n`);
    for (const clear of [GITHUB_TOKEN, GITHUB_TOKEN.slice(0, 8), AWS_KEY, 'my-own-secret-value', 'MHcCAQEE'])
      expect(log()).not.toContain(clear);
    expect(log()).toContain('token [REDACTED:github-token] and [REDACTED:secret-value]\n');
    expect(log()).toContain('split [REDACTED:github-token] end\n');
    expect(log()).toContain('[REDACTED:private-key]\nno final newline\n');
  });

  it('writes what the echo held, redacted, when the block is ended before the command has', async () => {
    const { stop, log } = runner(['e'.repeat(32)]);
    const stopping = new AbortController();
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const result = stop.run({
      script: `echo held; printf "key ${GITHUB_TOKEN}"; read -t 30 line < /dev/zero; echo "::error::late"`,
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      signal: stopping.signal,
      onOutput: (chunk) => {
        if (chunk.includes(GITHUB_TOKEN)) started();
      },
    });
    await running;
    stop.endBlock();
    const expected = `::stop-commands::${'e'.repeat(32)}\nheld\nkey [REDACTED:github-token]\n::${'e'.repeat(32)}::\n`;
    expect(log()).toBe(expected);
    stopping.abort();
    await result;
    expect(log()).toBe(expected);
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
