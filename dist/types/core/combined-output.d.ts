/** One of a command's two output streams. */
export type OutputStream = 'stdout' | 'stderr';
/** The longest begun line of a stream the combined output waits for: a longer one goes in as it is. */
export declare const LINE_HOLD_CHARS: number;
/**
 * A command's two streams as one text, each line whole, as the runner's log takes them: a chunk of one
 * stream never lands inside a line of the other (a command, an `::add-mask::` value or a token, cut in two
 * there, would no longer read as one). A stream's begun line waits for its end, up to LINE_HOLD_CHARS.
 * A stage's agent.log is this text, and so is what the root action echoes of the agent (redacted-echo.ts).
 */
export declare class CombinedOutput {
    #private;
    constructor(put: (text: string, inserted: boolean) => void);
    push(text: string, stream: OutputStream): void;
    /** What the stream began and did not end goes in as it is (at its end, or when the command's step ends). */
    end(stream: OutputStream): void;
}
