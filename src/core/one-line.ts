/**
 * Characters a terminal or a reader would act on rather than show: C0 and C1 controls but tab and line
 * feed (an escape sequence drives the terminal), and invisible or direction-changing ones (a name that
 * reads as another). A character class's contents, for terminalSafe (cli) and oneLine.
 */
export const UNSAFE_CHARACTERS =
  '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff';

const UNSAFE_OR_LINE_FEED = new RegExp(`[${UNSAFE_CHARACTERS}\\u000a]`, 'g');

/** A character as baton shows one it will not print as it is: `\uXXXX` (in JSON, JSON's own escape). */
export function escapedCharacter(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * One line of a report baton prints (a lint finding, a problem of a plan), whatever it quotes of a file a
 * pull request may have written (a `uses:`, a `needs:`, an expression): a line break in it would start a
 * line of its own (`::error::…`, a workflow command where baton runs in CI), an escape sequence would drive
 * the terminal, a bidirectional control would reorder what is read. Each of those is shown as `\uXXXX`.
 */
export function oneLine(text: string): string {
  return text.replace(UNSAFE_OR_LINE_FEED, escapedCharacter);
}

/**
 * Where the runner reads a workflow command in what a step prints (actions/runner: OutputManager hands it
 * each line, ActionCommand.TryParseV2 then TryParse read it): a line that starts with `::` once its
 * leading whitespace is trimmed (.NET's TrimStart, which counts U+0085 too; a line ends at `\n`, `\r\n` or
 * `\r`, and `^` of a multiline pattern starts after each), and `##[` anywhere in a line, the legacy form.
 * Each pattern takes the one character that is escaped.
 */
const LINE_COMMAND = /^([\s\u0085]*):(?=:)/gm;
const LEGACY_COMMAND = /#(?=#\[)/g;

/**
 * `text`, which starts a line, as baton prints it where a runner may read it for workflow commands (a
 * GitHub step's log): the first `:` of a line's leading `::` and the first `#` of every `##[` shown as
 * `\u003a` and `\u0023`, as oneLine shows what it escapes. Nothing else changes, so the text reads the same
 * (`\u003a:error title=…`), and in JSON, where neither can start a line or stand outside a string, the
 * escape is JSON's own: the value read back is the same. `shown` gives another way to show the character
 * (the action's log lines put a zero-width space after it).
 */
export function withoutWorkflowCommands(
  text: string,
  shown: (c: string) => string = escapedCharacter,
): string {
  return text
    .replace(LINE_COMMAND, (_, indent: string) => `${indent}${shown(':')}`)
    .replace(LEGACY_COMMAND, shown);
}

/**
 * withoutWorkflowCommands for text written a piece at a time (a command's stdout): a command can be split
 * between two writes (`##` ending one and `[` starting the next; a line's indent in one and its `::` in the
 * next), so the end of a write that could still begin one is held until the next write decides it, or
 * `end()`: a line so far only whitespace (and perhaps one `:`), or a last `#` or `##`.
 */
export class WorkflowCommandGuard {
  #held = '';
  #heldStartsLine = true;

  /** What to print now of `chunk`, written after everything before it. */
  write(chunk: string): string {
    const text = this.#held + chunk;
    const startsLine = this.#heldStartsLine;
    const lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
    const line = text.slice(lastBreak + 1);
    const lineStarts = lastBreak >= 0 || startsLine;
    const open =
      lineStarts && /^[\s\u0085]*:?$/.test(line) ? line.length : (/#{1,2}$/.exec(line)?.[0].length ?? 0);
    this.#held = text.slice(text.length - open);
    this.#heldStartsLine = open === line.length && lineStarts;
    return escapeFrom(text.slice(0, text.length - open), startsLine);
  }

  /** What is still held, now that nothing follows it. */
  end(): string {
    const rest = escapeFrom(this.#held, this.#heldStartsLine);
    this.#held = '';
    this.#heldStartsLine = true;
    return rest;
  }
}

/** withoutWorkflowCommands of text that starts a line, or (`startsLine` false) goes on a line begun before. */
function escapeFrom(text: string, startsLine: boolean): string {
  // A letter in front is no whitespace and no `#`: the text's first line cannot start a command.
  return startsLine ? withoutWorkflowCommands(text) : withoutWorkflowCommands(`x${text}`).slice(1);
}
