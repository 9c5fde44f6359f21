import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PTY_JOB = fileURLToPath(new URL('pty-job.py', import.meta.url));

/**
 * Whether a test can run a command on a real terminal here: python3 with its pty module (pty-job.py), on a
 * system with /proc (where a test reads whether a process is stopped).
 */
export const PTY_AVAILABLE =
  process.platform === 'linux' &&
  existsSync('/proc/self/stat') &&
  spawnSync('python3', ['-c', 'import pty, termios, fcntl'], { stdio: 'ignore' }).status === 0;

/** A command running on a pseudo-terminal as a shell's foreground job (see pty-job.py). */
export interface PtyJob {
  /** All the terminal has shown so far, as text (the command's output, the keys echoed, the shell's lines). */
  output(): string;
  /** Waits until what the terminal shows after `from` (an offset in output()) matches; fails after `ms`. */
  waitFor(pattern: RegExp, options?: { from?: number; ms?: number }): Promise<void>;
  /** Type `text` on the terminal (Ctrl-Z is `\u001a`). */
  type(text: string): void;
  resize(columns: number, rows: number): void;
  /** Resolves when the terminal is closed: the job and the shell have ended. */
  closed: Promise<void>;
  /** Close the terminal (the job gets SIGHUP) and wait for it. */
  close(): Promise<void>;
}

export function startOnPty(
  argv: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; columns: number; rows: number },
): PtyJob {
  const child: ChildProcess = spawn(
    'python3',
    [PTY_JOB, String(options.columns), String(options.rows), ...argv],
    { cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let text = '';
  const waiters = new Set<() => void>();
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (data: string) => {
    text += data;
    for (const check of waiters) check();
  });
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const send = (line: string) => child.stdin?.write(`${line}\n`);
  return {
    output: () => text,
    waitFor: (pattern, { from = 0, ms = 30_000 } = {}) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(text.slice(from))) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`the terminal never showed ${pattern}; it shows:\n${JSON.stringify(text.slice(from))}`),
          );
        }, ms);
        waiters.add(check);
        check();
      }),
    type: (keys) => send(`key ${Buffer.from(keys, 'utf8').toString('hex')}`),
    resize: (columns, rows) => send(`resize ${columns} ${rows}`),
    closed,
    close: async () => {
      child.stdin?.end();
      await closed;
    },
  };
}

/** The state of a process as /proc says it (`S` sleeping, `T` stopped, `Z` a zombie), or null when it is gone. */
export function processState(pid: number): string | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // `pid (comm) state …`: comm may hold spaces and parentheses, so read after the last `)`.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
}
