import { fstatSync, statSync, writeSync } from 'node:fs';

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
  /**
   * Read standard input (for `-` arguments), at most `maxBytes + 1` bytes: more than `maxBytes` says it holds
   * more than that, and the rest is not read (`< /dev/zero` would never end).
   */
  readStdin: (maxBytes: number) => Promise<Buffer>;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /**
   * The file Node started baton as (`process.argv[1]`), for the command a hint names (invokedAs). Absent
   * (a command run in process), hints say `baton`.
   */
  script?: string;
  /** True when stdout is a terminal (live views, colours). */
  isTTY: boolean;
  /** True when stdout is a regular file (`> file`): a stored file printed there keeps its bytes. */
  stdoutIsFile?: boolean;
  /** False when colours are turned off (`--no-color`); otherwise FORCE_COLOR and NO_COLOR decide (coloursFromEnv). */
  color?: boolean;
  /** The terminal's size, when stdout is one that says it (a pty given no size says 0 × 0: not known). */
  terminal?: { columns: number; rows: number };
  /**
   * When stdout is a terminal: calls `listener` with its new size each time it is resized; returns what
   * stops that. Absent, the size never changes.
   */
  onResize?: (listener: (size: { columns: number; rows: number }) => void) => () => void;
  /**
   * Aborted when stdout's reader is gone (`baton run … | head -1` after its line): what is written after
   * that is dropped. `baton run` cancels the run on it, as on Ctrl-C; other commands just finish quietly.
   */
  stdoutClosed?: AbortSignal;
}

export function processIO(): CliIO {
  const stdoutClosed = new AbortController();
  let stderrClosed = false;
  // A write that fails (EPIPE: the reader of a pipe is gone) closes that output: nothing more is written to
  // it. A stream reports it as an 'error' event after the write, which without a listener would crash Node
  // with a stack trace and leave a run's agents running.
  const stdout = standardOutput(1, () => stdoutClosed.abort());
  const stderr = standardOutput(2, () => {
    stderrClosed = true;
  });
  // stdout's kind is needed now (is it a terminal, a file); stderr's is looked at when first written to.
  const { kind, stream } = stdout.open();
  return {
    stdout: (text) => {
      if (!stdoutClosed.signal.aborted) stdout.write(text);
    },
    stderr: (text) => {
      if (!stderrClosed) stderr.write(text);
    },
    readStdin: async (maxBytes) => {
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of process.stdin) {
        chunks.push(chunk as Buffer);
        length += (chunk as Buffer).length;
        // Leaving the loop destroys stdin: the rest is never read.
        if (length > maxBytes) break;
      }
      return Buffer.concat(chunks, length).subarray(0, maxBytes + 1);
    },
    cwd: process.cwd(),
    env: process.env,
    ...(process.argv[1] === undefined ? {} : { script: process.argv[1] }),
    isTTY: Boolean(stream?.isTTY),
    stdoutIsFile: kind === 'file',
    ...(stream ? terminalSize(stream) : {}),
    ...(stream?.isTTY
      ? {
          onResize: (listener) => {
            const resized = () => {
              const { terminal } = terminalSize(stream);
              if (terminal) listener(terminal);
            };
            stream.on('resize', resized);
            return () => stream.off('resize', resized);
          },
        }
      : {}),
    stdoutClosed: stdoutClosed.signal,
  };
}

/**
 * What a standard output descriptor is: a regular file, the null device, or anything else (a terminal, a
 * pipe, a socket, or a descriptor that cannot be looked at).
 */
type OutputKind = 'file' | 'null' | 'stream';

/**
 * Writing to fd 1 or 2. To a regular file or the null device, as Node's own `process.stdout` writes there (a
 * SyncWriteStream: each write a writeSync), but without creating that stream: making the process's streams
 * loads Node's stream modules, a few ms of every cold command (DESIGN §9: ≤ 2× a bare `node -e 0`), and a
 * command printing to a file or to nothing (`> out.json`, a tool's `stdio: 'ignore'`) needs none of them.
 * Anything else (a terminal, a pipe) is written through the process's stream, as before. The descriptor is
 * looked at once, on first use.
 */
function standardOutput(fd: 1 | 2, onError: () => void) {
  let target: { kind: OutputKind; stream: NodeJS.WriteStream | null } | undefined;
  const open = () => {
    if (target === undefined) {
      const kind = outputKind(fd);
      const stream = kind === 'stream' ? (fd === 1 ? process.stdout : process.stderr) : null;
      stream?.on('error', onError);
      target = { kind, stream };
    }
    return target;
  };
  const write = (text: string) => {
    const { stream } = open();
    if (stream) {
      stream.write(text);
      return;
    }
    try {
      const bytes = Buffer.from(text, 'utf8');
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
    } catch {
      onError();
    }
  };
  return { open, write };
}

function outputKind(fd: number): OutputKind {
  try {
    const stat = fstatSync(fd);
    if (stat.isFile()) return 'file';
    if (stat.isCharacterDevice() && stat.rdev === nullDevice()) return 'null';
  } catch {
    // A closed or unreadable descriptor: the stream, as Node would make it, says what it can.
  }
  return 'stream';
}

/** The null device's device number, where there is a `/dev/null` (not on Windows); -1 otherwise. Looked up once. */
let nullRdev: number | undefined;
function nullDevice(): number {
  if (nullRdev === undefined) {
    try {
      nullRdev = statSync('/dev/null').rdev;
    } catch {
      nullRdev = -1;
    }
  }
  return nullRdev;
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
