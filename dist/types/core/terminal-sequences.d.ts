/**
 * Terminal escape sequences in a command's output: colours (`ESC [ 31 m`), cursor moves and clears (CSI,
 * `ESC [ … final`), titles and hyperlinks (OSC, `ESC ] … BEL` or `ESC ] … ESC \`). Redaction reads output
 * as if they were not there (a secret a colour code splits is still one secret), and what baton shows of a
 * command's output leaves them out: one definition for both, so what is shown never joins what redaction
 * saw apart.
 */
/** The index after the escape sequence that starts at `i`, or -1 when none starts there. */
export declare function terminalSequenceEnd(text: string, i: number): number;
/** A line as a terminal leaves it when it is rewritten with `\r` (a progress bar): its last state. */
export declare function lastState(line: string): string;
/** `text` without its terminal escape sequences; every other character, control characters included, stays. */
export declare function withoutTerminalSequences(text: string): string;
