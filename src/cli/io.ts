import { fstatSync } from 'node:fs';

/** What a CLI command may touch: injected so tests run commands in process. */
export interface CliIO {
  stdout: (text: string) => void;
  /**
   * stdout without the guard `run` puts on it where a runner may read workflow commands (see
   * commandSafeIO): for a stored file, which printStored prints as a user expects it where stdout goes.
   * Absent, stdout is used.
   */
  rawStdout?: (text: string) => void;
  stderr: (text: string) => void;
  /** Read all of standard input (for `-` arguments). */
  readStdin: () => Promise<Buffer>;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** True when stdout is a terminal (live views, colours). */
  isTTY: boolean;
  /** True when stdout is a regular file (`> file`): a stored file printed there keeps its bytes. */
  stdoutIsFile?: boolean;
  /** False when colours are turned off (`--no-color`); otherwise `NO_COLOR` decides. */
  color?: boolean;
  /** The terminal's size, when stdout is one that says it (a pty given no size says 0 × 0: not known). */
  terminal?: { columns: number; rows: number };
  /**
   * Aborted when stdout's reader is gone (`baton run … | head -1` after its line): what is written after
   * that is dropped. `baton run` cancels the run on it, as on Ctrl-C; other commands just finish quietly.
   */
  stdoutClosed?: AbortSignal;
}

export function processIO(): CliIO {
  const stdoutClosed = new AbortController();
  let stderrClosed = false;
  // A closed pipe is reported as an 'error' event (EPIPE) after the write that met it; without a listener
  // Node would crash with a stack trace and leave a run's agents running. Whatever the error, the stream
  // is destroyed and nothing more can be written to it.
  process.stdout.on('error', () => stdoutClosed.abort());
  process.stderr.on('error', () => {
    stderrClosed = true;
  });
  return {
    stdout: (text) => {
      if (!stdoutClosed.signal.aborted) process.stdout.write(text);
    },
    stderr: (text) => {
      if (!stderrClosed) process.stderr.write(text);
    },
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    cwd: process.cwd(),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY),
    stdoutIsFile: isRegularFile(1),
    ...terminalSize(process.stdout),
    stdoutClosed: stdoutClosed.signal,
  };
}

function isRegularFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/**
 * `{ terminal }` when a stream says its size. A pty nobody gave a size (`script`, some `docker -t`) says
 * 0 columns and 0 rows: that is not known, not a terminal with no room.
 */
export function terminalSize(stream: { columns?: number; rows?: number }): Pick<CliIO, 'terminal'> {
  const { columns = 0, rows = 0 } = stream;
  return columns > 0 && rows > 0 ? { terminal: { columns, rows } } : {};
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
