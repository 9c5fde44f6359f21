/**
 * Characters a terminal or a reader would act on rather than show: C0 and C1 controls but tab and line
 * feed (an escape sequence drives the terminal), and invisible or direction-changing ones (a name that
 * reads as another). A character class's contents, for terminalSafe (cli) and oneLine.
 */
export declare const UNSAFE_CHARACTERS = "\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff";
/** A character as baton shows one it will not print as it is: `\uXXXX` (in JSON, JSON's own escape). */
export declare function escapedCharacter(c: string): string;
/**
 * One line of a report baton prints (a lint finding, a problem of a plan), whatever it quotes of a file a
 * pull request may have written (a `uses:`, a `needs:`, an expression): a line break in it would start a
 * line of its own (`::error::…`, a workflow command where baton runs in CI), an escape sequence would drive
 * the terminal, a bidirectional control would reorder what is read. Each of those is shown as `\uXXXX`.
 */
export declare function oneLine(text: string): string;
/**
 * `text`, which starts a line, as baton prints it where a runner may read it for workflow commands (a
 * GitHub step's log): the first `:` of a line's leading `::` and the first `#` of every `##[` shown as
 * `\u003a` and `\u0023`, as oneLine shows what it escapes. Nothing else changes, so the text reads the same
 * (`\u003a:error title=…`), and in JSON, where neither can start a line or stand outside a string, the
 * escape is JSON's own: the value read back is the same. `shown` gives another way to show the character
 * (the action's log lines put a zero-width space after it).
 */
export declare function withoutWorkflowCommands(text: string, shown?: (c: string) => string): string;
/**
 * withoutWorkflowCommands for text written a piece at a time (a command's stdout): a command can be split
 * between two writes (`##` ending one and `[` starting the next; a line's indent in one and its `::` in the
 * next), so the end of a write that could still begin one is held until the next write decides it, or
 * `end()`: a line so far only whitespace (and perhaps one `:`), or a last `#` or `##`.
 */
export declare class WorkflowCommandGuard {
    #private;
    /** What to print now of `chunk`, written after everything before it. */
    write(chunk: string): string;
    /** What is still held, now that nothing follows it. */
    end(): string;
}
