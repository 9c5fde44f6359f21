import { randomBytes } from 'node:crypto';
import type { CommandResult, CommandSpec, StepRunner } from '../../core/ports.js';

/**
 * A StepRunner decorator for GitHub: whatever the commands it runs print (the agent, verify) is echoed to
 * the step log between `::stop-commands::<token>` and `::<token>::`, so a line such as `::add-mask::`,
 * `::set-output` or `::stop-commands::` in that output is shown, not obeyed (DESIGN §6). The token is new
 * for each command and never given to it, so the command cannot end the block early.
 */
export class StopCommandsRunner implements StepRunner {
  readonly #inner: StepRunner;
  readonly #write: (text: string) => void;
  readonly #newToken: () => string;

  constructor(inner: StepRunner, write: (text: string) => void, newToken: () => string = randomToken) {
    this.#inner = inner;
    this.#write = write;
    this.#newToken = newToken;
  }

  /** The block of the command running now: its token, and whether its output ended a line. */
  #open: { token: string; atLineStart: boolean } | undefined;

  async run(spec: CommandSpec): Promise<CommandResult> {
    const open = { token: this.#newToken(), atLineStart: true };
    this.#open = open;
    this.#write(`::stop-commands::${open.token}\n`);
    try {
      return await this.#inner.run({
        ...spec,
        onOutput: (chunk, stream) => {
          if (chunk !== '' && this.#open === open) {
            this.#write(chunk);
            open.atLineStart = chunk.endsWith('\n');
          }
          spec.onOutput?.(chunk, stream);
        },
      });
    } finally {
      this.endBlock();
    }
  }

  /**
   * End the open block now, if there is one: a step that must end before its command has (a stopped step
   * out of time) still leaves the log obeying its own commands. The command's later output is not echoed.
   */
  endBlock(): void {
    const open = this.#open;
    if (open === undefined) return;
    this.#open = undefined;
    // The resume line must be a line of its own, whatever the command's last output was.
    this.#write(`${open.atLineStart ? '' : '\n'}::${open.token}::\n`);
  }
}

/** 128 random bits as hex: not guessable by the command whose output it fences. */
export function randomToken(): string {
  return randomBytes(16).toString('hex');
}
