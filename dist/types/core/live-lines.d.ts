/**
 * The lines of a running command's output as they arrive, for a live view on the user's terminal (never for
 * a log or a record: those are redacted whole, when the command ends). Each whole line is shown redacted,
 * read together with the lines around it, so a secret wrapped across one line break is found as a whole:
 * a line is held until the next one comes, the output ends, or `flush` says the stream has gone quiet.
 * No line of a PEM private key block is ever shown (one with no END line ends at the first line that is
 * no part of a key: not base64, blank or a header); each line of a multi-line secret is found as
 * redactText finds it. A chunk's lines are read together first (lineRunsRedactNothing): a line that holds
 * nothing with the lines beside it is shown as it is, and only the others are read again, three lines at a
 * time, so that a flood of output costs little more than its reading. stdout and stderr are read apart, as
 * they arrive apart. Its sibling for the one copy
 * of the output GitHub keeps, the step log, is RedactedEcho (redacted-echo.ts): that one drops nothing and
 * writes what agent.log holds.
 */
export declare class LiveLines {
    #private;
    /** `secrets` is asked at each line: the values known to be secret then (masks added as the run goes). */
    constructor(secrets: () => readonly string[], show: (line: string) => void);
    push(text: string, stream?: 'stdout' | 'stderr'): void;
    /**
     * The stream has gone quiet: show the line held back for the one after it, read with what has come of
     * that one so far.
     */
    flush(): void;
    /** The command ended: show what is left, the last line even without its line break. */
    end(): void;
}
