/**
 * Characters a terminal or a reader would act on rather than show: C0 and C1 controls but tab and line
 * feed (an escape sequence drives the terminal), and invisible or direction-changing ones (a name that
 * reads as another). A character class's contents, for terminalSafe (cli) and oneLine.
 */
export declare const UNSAFE_CHARACTERS = "\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff";
/**
 * One line of a report baton prints (a lint finding, a problem of a plan), whatever it quotes of a file a
 * pull request may have written (a `uses:`, a `needs:`, an expression): a line break in it would start a
 * line of its own (`::error::…`, a workflow command where baton runs in CI), an escape sequence would drive
 * the terminal, a bidirectional control would reorder what is read. Each of those is shown as `\uXXXX`.
 */
export declare function oneLine(text: string): string;
