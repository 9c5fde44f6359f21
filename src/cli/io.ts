/** What a CLI command may touch: injected so tests run commands in process. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Read all of standard input (for `-` arguments). */
  readStdin: () => Promise<Buffer>;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** True when stdout is a terminal (live views, colours). */
  isTTY: boolean;
}

export function processIO(): CliIO {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    cwd: process.cwd(),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY),
  };
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
