import { withoutWorkflowCommands } from '../core/one-line.js';
import { lastState, withoutTerminalSequences } from '../core/terminal-sequences.js';
import type { CliIO } from './io.js';
import { terminalSafe } from './terminal-safe.js';

/**
 * A stored file printed as it is (`show --prompt`, `--handoff`, `--record`, `--log`, a job's log, the prompt
 * `render` gives, the handoff `validate` gives back): its text holds untrusted words (an issue body, an
 * agent's log and handoff). Where stdout goes decides what a reader gets:
 *
 * - a terminal: nothing the terminal would act on (control characters and bidi overrides shown as
 *   `\uXXXX`, JSON's own escape in JSON; a log as a log view shows it, see `storedLog`);
 * - a regular file (`> prompt.md`): the bytes as stored, in a GitHub step too;
 * - anything else in a GitHub step (GITHUB_ACTIONS=true): the step's log or a pipe into it, where the runner
 *   reads each line for workflow commands: withoutWorkflowCommands, so no line is obeyed and each reads as
 *   stored (`\u003a:error …`); JSON stays the same JSON (`| jq` reads the stored values);
 * - a pipe anywhere else: the bytes as stored.
 *
 * Not a `::stop-commands::` block, as the action frames the agent's output: a block holds only while both
 * its lines reach the runner, in order. `baton show … --log | tail` drops the stop line and the agent's
 * lines are obeyed; `| head` drops the resume line, and the runner then ignores the rest of the step's own
 * commands (an `::add-mask::` of a secret printed later); a baton killed mid-print leaves the block open.
 * An escape holds line by line through any of those. And a block skips commands, not the log's markup: the
 * `##[group]` and `##[error]` lines the runner writes for its own `::group::` and annotations, which the
 * log view folds and styles, would pass through it as the agent wrote them.
 */
export function printStored(io: CliIO, text: string, kind: 'text' | 'log' = 'text'): void {
  const shown = !io.isTTY ? text : kind === 'log' ? storedLog(text) : storedText(text);
  const inStepLog = io.env.GITHUB_ACTIONS === 'true' && io.stdoutIsFile !== true;
  (io.rawStdout ?? io.stdout)(inStepLog ? withoutWorkflowCommands(shown) : shown);
}

/**
 * JSON a command prints for tools (`history --json`, `validate --json`), which quotes agent text: on a
 * terminal with its control characters and bidi overrides as JSON's escapes (the same JSON); elsewhere as
 * it is, through the guard every view goes through where a runner may read it (commandSafeIO).
 */
export function printJson(io: CliIO, json: string): void {
  io.stdout(io.isTTY ? terminalSafe(json) : json);
}

/**
 * Stored text on a terminal: its control characters made visible, so no escape sequence in it reaches the
 * terminal. Line breaks, CRLF ones included, stay line breaks.
 */
function storedText(text: string): string {
  return terminalSafe(text.replaceAll('\r\n', '\n'));
}

/**
 * A stored log on a terminal, as a log view shows it: the command's colours left out (never a sequence of
 * the log acting on the terminal), a line rewritten with \r (a progress bar) at its last state, any other
 * control character shown escaped.
 */
function storedLog(text: string): string {
  const lines = withoutTerminalSequences(text.replaceAll('\r\n', '\n')).split('\n').map(lastState);
  return terminalSafe(lines.join('\n'));
}
