import { UserError } from '../../core/errors.js';
import { type LocalRunCatalog } from './run-catalog.js';
/**
 * The run report of a local run: the same Markdown the `report` action posts on GitHub, built from the
 * run's records in `.baton/runs/<run-id>/`. `baton report` prints it; the local runner writes it to the run
 * directory as `report.md` when a run ends.
 */
export interface LocalReportOptions {
    /** Include each handoff's `detail` (the action's `include-detail`). */
    includeDetail?: boolean;
    /** Which sticky report (the action's `key`); only the hidden marker shows it. */
    key?: string;
    /** Secret values to redact besides known token shapes (records are redacted when stored already). */
    secrets?: readonly string[];
    /** Directory paths in the report are shown relative to this one (the project); absolute otherwise. */
    cwd?: string;
}
/** Render the report of `runId` (an exact id or `latest`). */
export declare function renderLocalRunReport(catalog: LocalRunCatalog, runIdOrLatest: string, options?: LocalReportOptions): Promise<{
    runId: string;
    markdown: string;
    unreadable: number;
    /** How many records the run made and never stored (named in a warning of the report's). */
    neverStored: number;
    runUnreadable: UserError | null;
    /** With `runUnreadable`: whether what the report says of the run came from its events.jsonl. */
    readFromEvents: boolean;
}>;
/**
 * Write the report of a finished run to `<run dir>/report.md` (atomically: a reader sees the old report or
 * the new one). Returns the path written.
 */
export declare function writeRunReport(catalog: LocalRunCatalog, runId: string, options?: LocalReportOptions): Promise<string>;
