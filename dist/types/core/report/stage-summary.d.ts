import type { Handoff } from '../handoff.js';
import type { StageRecord } from '../record.js';
/**
 * A stage's part of the job summary: what the stage action (and `prepare` refusing, and `capture`) writes to
 * the step summary on GitHub, and `baton run` to the step's summary, so `summary.md` shows the same.
 */
export interface SummaryInput {
    record: StageRecord;
    handoff: Handoff | null;
    /** Where the record was stored (`baton-fix`), when it was. */
    artifactName?: string;
    /** Why the record could not be stored, when it could not: the summary then says so. */
    notStored?: string;
    /** Values to redact, besides the token shapes redactText knows. */
    secrets: readonly string[];
    /**
     * The GitHub server the summary is shown on (the runner's `GITHUB_SERVER_URL`): handoff images on its host
     * are shown, besides those on github.com and githubusercontent.com; any other image becomes a link (see
     * sanitize.ts). Absent for a local run, which shows GitHub's alone.
     */
    serverUrl?: string;
}
/**
 * The job summary of one stage: stage, status, the handoff's summary, its data as a table, and the
 * problems. Handoff text is sanitised (no HTML, mentions, foreign links or images, invisible characters) and
 * redacted; the whole stays under GitHub's 1 MiB step-summary limit, cutting whole sections from the end.
 */
export declare function renderStageSummary(input: SummaryInput): string;
/**
 * The summary as written. Every field in it was sanitised and redacted on its own, so this last redaction
 * finds something only in text that spans fields (a private key's BEGIN in one, its END in another), and
 * cutting that out would cut the Markdown around it too — a fence's opening line, say, turning code into
 * live text. Then the whole summary is shown as one plain code block instead.
 */
export declare function redactedSummary(markdown: string, secrets: readonly string[]): string;
