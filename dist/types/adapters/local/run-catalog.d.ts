import { UserError } from '../../core/errors.js';
import type { RunCatalog } from '../../core/ports.js';
import { RunSummary } from '../../core/record.js';
import { LocalRecordStore } from './record-store.js';
export interface LocalRunCatalogOptions {
    /** The random source for new run ids (`Math.random` unless given; tests make collisions happen). */
    random?: () => number;
}
/**
 * The local store's runs (DESIGN §4): `<root>/<run-id>/` per run, with `run.json` (the run's summary,
 * written atomically) beside the stage attempt directories of LocalRecordStore. `root` is normally
 * `<project>/.baton/runs`.
 */
export declare class LocalRunCatalog implements RunCatalog {
    #private;
    readonly rootDir: string;
    constructor(rootDir: string, options?: LocalRunCatalogOptions);
    /** The catalog of a project directory: `<project>/.baton/runs`. */
    static forProject(projectDir: string, options?: LocalRunCatalogOptions): LocalRunCatalog;
    /**
     * Start a run: create its directory and write its first run.json. With `summary.id` that id is used (it
     * must be a run id and not taken); without, a new one is drawn from `started_at` until a free one is
     * found. An existing run is never reused.
     */
    createRun(summary: Omit<RunSummary, 'schema' | 'id'> & {
        id?: string;
    }): Promise<LocalRecordStore>;
    /**
     * Store a run made elsewhere (`baton pull`) all at once. `fill` writes its records into a store in a hidden
     * directory of the catalog (`.tmp-pull-<host>-<pid>-XXXXXX`, which no reader lists, and removeAbandonedPulls removes
     * once this process is gone) and returns the run's summary; its
     * run.json is written there, and the directory is renamed into place as a new run id drawn from `at`.
     * Anything that fails (`fill`, a write, the rename) removes the directory: the run appears whole or not
     * at all. `onTemp` is told the directory as soon as it exists, so a caller stopped by a signal removes it.
     */
    importRun(at: Date, fill: (store: LocalRecordStore) => Promise<Omit<RunSummary, 'schema' | 'id'>>, onTemp?: (dir: string | null) => void): Promise<string>;
    /** The directory of the run `runId` (an exact id, as resolved). */
    runDir(runId: string): string;
    /** The store of a run: an exact id or `latest`. */
    open(runId: string): Promise<LocalRecordStore>;
    /**
     * Replace the run's run.json (atomically); the run must exist. A running run's run.json keeps room for
     * its end (END_ROOM_BYTES); on a full disk, where no temp file can be made, the end is written over
     * run.json in place, into that room (see overwriteInPlace): a run's end written so beats one never
     * written (a run left `running` for ever).
     */
    writeSummary(summary: Omit<RunSummary, 'schema'>): Promise<void>;
    /**
     * The run's run.json. One that cannot be read (missing, cut short, not a summary) is a UserError naming
     * the file, what is wrong with it and what to do (code `run-invalid`); its stage records may still be
     * readable, and the commands that show them do (see readSummaryOrProblem).
     */
    readSummary(runId: string): Promise<RunSummary>;
    /**
     * The run's run.json, or the UserError that says why it cannot be read (`readSummary`): for the commands
     * that still show a run's records without it (`show`, `history`, `report`), as a warning.
     */
    readSummaryOrProblem(runId: string): Promise<RunSummary | UserError>;
    /**
     * Run ids, newest first. Ids order runs to the minute; runs started in the same minute are ordered by
     * the `started_at` of their run.json (a run without a readable one counts as oldest).
     */
    listRuns(): Promise<string[]>;
    /** `latest` → the newest run; an exact id → itself when the run exists. Otherwise a UserError listing recent runs. */
    resolve(runIdOrLatest: string): Promise<string>;
    /**
     * For a project's store that has no runs (`<project>/.baton/runs`): where the runs are when a directory
     * above the project has some (baton started in a subdirectory of the repository where it ran), and how
     * to reach them; null when none has. The runs are not read from there: every command keeps to the
     * directory it is started in, as `baton run` does, which writes its runs there.
     */
    runsAbove(): Promise<string | null>;
}
/**
 * A run whose run.json cannot be read, as `baton runs --json` and `baton history --json` give it: its id,
 * status `unreadable`, and the first line of what is wrong (`error`, read or formatted: see formatError).
 */
export declare function unreadableRunJson(id: string, error: unknown): {
    id: string;
    status: 'unreadable';
    error: string;
};
/**
 * A run's status as the run commands show it: `interrupted` for a run still `running` in its run.json whose
 * process, on this machine, is gone (killed with SIGKILL, or crashed) — it will never finish.
 */
export declare function shownRunStatus(summary: Pick<RunSummary, 'status' | 'process'>): RunSummary['status'] | 'interrupted';
/**
 * The host a run `running` in its run.json runs on, when that is not this one (another machine, or a
 * container: each has a name of its own), as the run commands may write it; null for a run of this host or
 * one that ended. Its process cannot be looked at from here, so the run shows `running` even when its host
 * is gone (a container removed while the run ran): nothing here can tell.
 */
export declare function otherHost(summary: Pick<RunSummary, 'status' | 'process'>): string | null;
/** A run's status as the run commands write it for a person: shownRunStatus, with otherHost's host. */
export declare function describedRunStatus(summary: Pick<RunSummary, 'status' | 'process'>): string;
/** Of a run running on another host (otherHost): what it is, as its run.json says. */
export declare function runningOnOtherHost(runId: string, host: string): string;
/**
 * What to do about a run running on another host (otherHost) that will never end there: nothing here can
 * tell whether its process still runs, so the user, who can, is told what to do when its host is gone:
 * `instead`, and the command that removes the run (`runDir`).
 */
export declare function otherHostAdvice(host: string, runDir: string, instead?: string): string;
/**
 * When a process started, as Linux says it (`<boot id>/<start time in clock ticks>`, from /proc), or
 * undefined where there is no /proc; `''` for a process that does not exist or has ended (a zombie).
 */
export declare function processStart(pid: number): string | undefined;
