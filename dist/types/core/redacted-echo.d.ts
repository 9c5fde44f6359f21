import { type OutputStream } from './combined-output.js';
/** How a RedactedEcho writes, besides as it does by default. */
export interface RedactedEchoOptions {
    /**
     * When the output goes quiet (`flush`), hold the last line too while a secret may start in it and go on
     * onto the next line (mayGoOnOntoNextLine): then no part of a secret is ever written, not even one
     * wrapped onto a line printed long after. For a file that must never hold one (a job log); without it,
     * such a line goes, and the rest of the secret becomes a marker when it comes.
     */
    holdWhatMayGoOn?: boolean;
    /** Applied to the output as it comes (whole lines, but for a line too long to wait for), before redaction. */
    hide?: (text: string) => string;
    /**
     * `flush` by itself once the output has been quiet for this many milliseconds (OUTPUT_QUIET_MS, say): each
     * `push` arms the timer again, `end` and `stop` clear it. It never keeps the process alive.
     */
    quietMs?: number;
}
/**
 * A command's output written on as it comes, redacted as its agent.log is: the same text (both streams,
 * each line whole: CombinedOutput) through the same `redactText`, with the same `[REDACTED:<kind>]`
 * markers. It is the root action's echo of its agent into the step log, the one copy of that output GitHub
 * keeps (the record's artifact leaves agent.log out), so nothing is written before it is redacted.
 *
 * Redaction reads a secret across line breaks (a token a terminal wrapped, over two lines or more, a private
 * key block), so the text is written in pieces, each cut where the text read whole and read in two pieces
 * gives the same:
 * - at a line end, never after the last whole line, which the next line may continue, nor past where a part
 *   of a secret the lines not come yet may complete begins (openSecretStart), unless the output has gone
 *   quiet (`flush`); an open private key block is held until its END line, then written as one marker, as
 *   agent.log has it;
 * - a line not ended yet is held until it ends (a token is never written in two halves), or until the
 *   unwritten text passes MAX_PENDING: it is then cut after a character no token shape holds (a space, a
 *   quote, a comma), at least LOOKAHEAD before its end, so a token of bounded length that the cut would
 *   split is there whole, and the cut is refused; in a run of token characters with no such character (a
 *   URL-encoded payload, a base64 blob), at the latest place outside every secret redaction reads there
 *   (redactionSpans: just before a token, never inside one).
 * The text after a cut is read with the line before it: a secret that only the two together show gets its
 * marker in place of its part not written yet. What can still show, none of it a whole secret: the part
 * before the break of a secret wrapped onto a line that came after the output went quiet, and, of a secret
 * so long that no cut reads the same before MAX_PENDING waits (more than 60 Ki characters of key material),
 * what comes of it after the cut. LiveLines (live-lines.ts) paces a terminal's live view the same way, but
 * may drop what a view need not show (a key block, an overlong line); this one drops nothing.
 */
export declare class RedactedEcho {
    #private;
    /**
     * `secrets`: the values known to be secret (the stage's `redact` values), besides the token shapes; read
     * at each write, so a list that grows (masks added as the output comes) counts from then on.
     */
    constructor(secrets: readonly string[], write: (text: string) => void, options?: RedactedEchoOptions);
    /** A chunk of output, as it arrives: written once redacting it cannot change with what comes after. */
    push(text: string, stream: OutputStream): void;
    /** The output went quiet: write the whole lines held for the one after them, but not an open key block. */
    flush(): void;
    /** No more `flush` by itself (quietMs) for what came so far: the caller is done with the output. */
    stop(): void;
    /** The command ended (or the step must end now): write everything left, a begun line included. */
    end(): void;
}
