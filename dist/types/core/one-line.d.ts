/**
 * One line of a report baton prints (a lint finding, a problem of a plan), whatever it quotes of a file a
 * pull request may have written (a `uses:`, a `needs:`, an expression): a line break in it would start a
 * line of its own (`::error::…`, a workflow command where baton runs in CI), an escape sequence would drive
 * the terminal, a bidirectional control would reorder what is read. Each of those is shown as `\uXXXX`.
 */
export declare function oneLine(text: string): string;
