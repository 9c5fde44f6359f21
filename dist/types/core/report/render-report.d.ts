import { type StoredRecord } from '../record.js';
import type { UnreadableRecord } from './gather-records.js';
/**
 * The run report (issue 5): one Markdown document built in code from a run's records, for the sticky
 * comment, the job summary and `baton report`. Pure and deterministic: the same records and options give
 * the same bytes (no clock, no locale, sorted everywhere).
 *
 * Everything taken from a handoff or a record's free text goes through `sanitize.ts`; what this module
 * writes itself (stage ids, which match the stage-id pattern, enums, numbers, and the marker) is built from
 * checked parts.
 */
export interface RenderReportOptions {
    /** The workflow's name, for the title and the marker; defaults to the records' `run.workflow`. */
    workflow?: string;
    /** Which sticky report this is, for several per workflow (the `key` input). Default `default`. */
    key?: string;
    /** The run's id, shown in the report; defaults to the records' `run.id`. */
    runId?: string;
    /** Link to the run (GitHub's run page); none for a local run. */
    runUrl?: string | null;
    /**
     * Where the full records are, as Markdown written by the caller (not from a handoff): a link to the run's
     * artifacts, or the local run directory. Shown in the note when the report had to be shortened.
     */
    recordsLocation?: string | null;
    /** Include each stage's `detail` (the `include-detail` input). */
    includeDetail?: boolean;
    /** Secret values to redact besides known token shapes. */
    secrets?: readonly string[];
    /**
     * The GitHub server the report is posted to (the runner's `GITHUB_SERVER_URL`): handoff images on its host
     * are shown, besides those on github.com and githubusercontent.com; any other image becomes a link (see
     * sanitize.ts). Absent for a local run, which shows GitHub's alone.
     */
    serverUrl?: string;
    /**
     * The run was cancelled (a local run's run.json says so): the heading says cancelled even when no stage's
     * record does, as when the run was stopped between stages.
     */
    cancelled?: boolean;
    /**
     * The run's own state: a local run's from its run.json, or, in a report step, what the jobs it needs say
     * (the `needs` input, needs-results.ts). A run still `running`, or `interrupted` (run.json alone), says so
     * in the heading, and names the jobs that failed so far and those that had not finished; a run that
     * `failure` failed in a job whose stages did not (a test job) is headed `failure`, naming the failed jobs;
     * a `cancelled` one is headed `cancelled`. Absent when a report step is given no `needs` input.
     */
    run?: {
        /**
         * `unknown`: a run whose run.json cannot be read and whose events.jsonl says no end (or cannot be read
         * either): the heading says no status, and a line says so, with the jobs they say failed or had not
         * finished.
         */
        status: 'running' | 'interrupted' | 'success' | 'failure' | 'cancelled' | 'unknown';
        failedJobs: readonly string[];
        /** Of a run `running`, `interrupted` or `unknown`: the jobs that started and had not finished. */
        unfinishedJobs?: readonly string[];
    };
    /**
     * Of a report step: its run attempt (`GITHUB_RUN_ATTEMPT`) and the jobs the `needs` input says were skipped.
     * A stage of such a job whose records are all of earlier run attempts did not run in this one (its job was
     * skipped in a re-run): it is shown as not run, with its newest record as it was, and fails nothing.
     * Without it, a stage is shown so only when its newest record is superseded (superseded-records.ts).
     */
    skippedJobs?: {
        runAttempt: number;
        jobs: readonly string[];
    };
    /**
     * Records that could not be read (a corrupt artifact, a digest mismatch, a local record whose directory is
     * gone): named, not hidden.
     */
    unreadable?: readonly UnreadableRecord[];
    /**
     * Records a local run made and never stored (its record could not be written, or came after one that could
     * not): named in a warning of their own, each with why and what to do; nothing of them is damaged or gone.
     */
    neverStored?: readonly UnreadableRecord[];
    /**
     * Why a local run's own summary (its run.json) could not be read: said in a warning, the report then built
     * from the records alone (its heading from theirs, as on GitHub), or with `runReadFromEvents` from its
     * records and what its events.jsonl says of the run (`run`).
     */
    runUnreadable?: string;
    /** With `runUnreadable`: `run` is what the run's events.jsonl says of it. */
    runReadFromEvents?: boolean;
    /**
     * Where the report goes, which sets how long it may be (REPORT_LIMITS): `comment` (the default), under
     * GitHub's 65,536-character limit of a comment; `job-summary`, under its 1 MiB limit of a step's summary.
     * The note of a shortened report names the limit it was cut to.
     */
    fit?: ReportFit;
}
/** Where a report goes: a comment, or a job summary. */
export type ReportFit = 'comment' | 'job-summary';
/**
 * How long a report may be where it goes, measured as GitHub measures it there, and the limit as its note
 * says it.
 */
export declare const REPORT_LIMITS: Readonly<Record<ReportFit, {
    max: number;
    measure: (text: string) => number;
    named: string;
}>>;
/** The default `key`. */
export declare const DEFAULT_REPORT_KEY = "default";
/**
 * The hidden marker of a sticky report: `<!-- baton:report:<workflow>:<key> -->`. Workflow and key are
 * percent-encoded (and `--` broken up), so neither can end the comment early or collide with another pair.
 */
export declare function reportMarker(workflow: string, key?: string): string;
/** Length as GitHub may count it: characters, with each newline counted twice. */
export declare function reportLength(text: string): number;
/** Render the report of a run from its records (every attempt of every stage, in any order). */
export declare function renderReport(records: readonly StoredRecord[], options?: RenderReportOptions): string;
/** Thousands separated by commas, independent of the locale. */
export declare function formatInteger(n: number): string;
export declare function formatCost(usd: number): string;
export declare function formatDuration(ms: number): string;
