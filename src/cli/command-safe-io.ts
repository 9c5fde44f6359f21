import { WorkflowCommandGuard } from '../core/one-line.js';
import type { CliIO } from './io.js';

/**
 * The CLI's stdout and stderr where a runner may read them for workflow commands: when stdout is not a
 * terminal (a CI log, a pipe), or GITHUB_ACTIONS is true (a GitHub step, on a pseudo-terminal too). What
 * baton prints quotes agent text (a summary, a reason, a log's last lines, a workflow's name), and in a
 * GitHub step a line of it that starts with `::` (`::add-mask::`, `::set-output …`, `::stop-commands::`) or
 * holds `##[` would be obeyed: each is escaped as it is written (WorkflowCommandGuard). On a terminal of
 * one's own nothing reads commands, and the live view's lines keep the width it measured.
 *
 * A stored file printed as it is goes to `rawStdout`, which printStored writes: the guard's held text first.
 * `end()` prints what the guards still hold when the command is done.
 */
export function commandSafeIO(io: CliIO): { io: CliIO; end: () => void } {
  const rawStdout = io.rawStdout ?? io.stdout;
  if (io.isTTY && io.env.GITHUB_ACTIONS !== 'true') return { io: { ...io, rawStdout }, end: () => {} };
  const out = new WorkflowCommandGuard();
  const err = new WorkflowCommandGuard();
  const print = (text: string, to: (text: string) => void) => {
    if (text !== '') to(text);
  };
  return {
    io: {
      ...io,
      stdout: (text) => print(out.write(text), io.stdout),
      stderr: (text) => print(err.write(text), io.stderr),
      rawStdout: (text) => {
        print(out.end(), io.stdout);
        rawStdout(text);
      },
    },
    end: () => {
      print(out.end(), io.stdout);
      print(err.end(), io.stderr);
    },
  };
}
