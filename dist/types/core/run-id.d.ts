/**
 * Local run ids (DESIGN §1): `20261121-1305-ab12` — the UTC date and minute the run started, then four
 * random characters so runs started in the same minute get distinct ids. Ids sort by time as plain
 * strings; runs of the same minute are told apart by their `run.json` (see LocalRunCatalog).
 */
/** What a local run id looks like. Also what the catalog accepts as a directory name, so an id is never a path. */
export declare const RUN_ID_PATTERN: RegExp;
/** What a GitHub workflow run id looks like (`github.run_id`): a positive whole number. */
export declare const GITHUB_RUN_ID_PATTERN: RegExp;
/**
 * A new run id for a run started at `now`. `random` returns numbers in [0, 1) like `Math.random`; it is a
 * parameter so ids are reproducible in tests. The caller makes sure the id is not taken.
 */
export declare function newRunId(now: Date, random: () => number): string;
/** Whether `text` is a local run id (and so safe to use as a directory name). */
export declare function isRunId(text: string): boolean;
