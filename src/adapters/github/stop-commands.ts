import { randomBytes } from 'node:crypto';
import type { CommandResult, CommandSpec, StepRunner } from '../../core/ports.js';
import { OUTPUT_QUIET_MS } from '../../core/quiet-timer.js';
import { RedactedEcho } from '../../core/redacted-echo.js';

export interface StopCommandsOptions {
  /** The values redacted from what is echoed (the stage's `redact` values), besides the token shapes. */
  secrets: readonly string[];
  /** The block's token; a new random one per command by default. */
  newToken?: () => string;
}

/**
 * A StepRunner decorator for GitHub: whatever the commands it runs print (the agent, verify) is echoed to
 * the step log between `::stop-commands::<token>` and `::<token>::`, so a line such as `::add-mask::`,
 * `::set-output` or `::stop-commands::` in that output is shown, not obeyed (DESIGN §6). The token is new
 * for each command and never given to it, so the command cannot end the block early. The echo is redacted
 * as the stage's agent.log is (RedactedEcho): it is the only copy of that output GitHub keeps, and the
 * runner masks only the values baton registered, not the token shapes it finds.
 */
export class StopCommandsRunner implements StepRunner {
  readonly #inner: StepRunner;
  readonly #write: (text: string) => void;
  readonly #secrets: readonly string[];
  readonly #newToken: () => string;

  constructor(inner: StepRunner, write: (text: string) => void, options: StopCommandsOptions) {
    this.#inner = inner;
    this.#write = write;
    this.#secrets = options.secrets;
    this.#newToken = options.newToken ?? randomToken;
  }

  /**
   * The block of the command running now: its token, its echo (which echoes a held line once the output has
   * gone quiet), and whether what was echoed ended a line.
   */
  #open: { token: string; echo: RedactedEcho; atLineStart: boolean } | undefined;

  async run(spec: CommandSpec): Promise<CommandResult> {
    const open = {
      token: this.#newToken(),
      echo: new RedactedEcho(
        this.#secrets,
        (text) => {
          this.#write(text);
          open.atLineStart = text.endsWith('\n');
        },
        { quietMs: OUTPUT_QUIET_MS },
      ),
      atLineStart: true,
    };
    this.#open = open;
    this.#write(`::stop-commands::${open.token}\n`);
    try {
      return await this.#inner.run({
        ...spec,
        onOutput: (chunk, stream) => {
          if (chunk !== '' && this.#open === open) {
            open.echo.push(chunk, stream);
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
   * out of time) still leaves the log obeying its own commands. What the echo still held is written first,
   * redacted; the command's later output is not echoed.
   */
  endBlock(): void {
    const open = this.#open;
    if (open === undefined) return;
    this.#open = undefined;
    open.echo.end();
    // The resume line must be a line of its own, whatever the command's last output was.
    this.#write(`${open.atLineStart ? '' : '\n'}::${open.token}::\n`);
  }
}

/** 128 random bits as hex: not guessable by the command whose output it fences. */
export function randomToken(): string {
  return randomBytes(16).toString('hex');
}
