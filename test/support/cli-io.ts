import type { CliIO } from '../../src/cli/io.js';

/** A CliIO for running `baton` commands in process: captures what they print, feeds them stdin. */
export interface FakeCliIO {
  io: CliIO;
  /** Everything written to stdout so far. */
  stdout(): string;
  /** Everything written to stderr so far. */
  stderr(): string;
}

export function fakeCliIO(
  options: { stdin?: string | Uint8Array; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): FakeCliIO {
  const out: string[] = [];
  const err: string[] = [];
  const stdin = options.stdin ?? '';
  return {
    io: {
      stdout: (text) => void out.push(text),
      stderr: (text) => void err.push(text),
      // As processIO's: at most maxBytes + 1 bytes.
      readStdin: async (maxBytes) =>
        Buffer.from(typeof stdin === 'string' ? Buffer.from(stdin, 'utf8') : stdin).subarray(0, maxBytes + 1),
      cwd: options.cwd ?? process.cwd(),
      env: options.env ?? {},
      isTTY: false,
    },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}
