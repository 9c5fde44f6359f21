import type { ExpressionEngine, RecordStore, StepRunner } from '../../core/ports.js';
import { type RunFacts, type StoredRecord } from '../../core/record.js';
import type { GithubContext } from '../../core/template/context.js';
import type { RunEvent } from '../../core/workflow/events.js';
import type { ActionResult, ActionSpec, ExecutorPorts, ScriptResult, ScriptSpec } from '../../core/workflow/execute.js';
import type { HostFunctions } from '../../core/workflow/expressions.js';
import { type StepFiles } from '../../core/workflow/file-commands.js';
import type { LocalAction, Workflow } from '../../core/workflow/model.js';
import { type TempPlace } from './temp-failure.js';
export interface LocalExecutorOptions {
    workflow: Workflow;
    /** GitHub's expression language, as the plan was checked with. */
    expressions: ExpressionEngine;
    /** The project directory: the workspace root, where `working-directory` and `prompt-file` are relative to. */
    workspace: string;
    /** This run's directory in the local store, an absolute path: `<storeDir>/<run-id>`. */
    runDir: string;
    /**
     * The local store, an absolute path (`<cwd>/.baton/runs` unless `storeDir` says otherwise): left out of
     * `hashFiles()`, as it is not in a checkout on GitHub.
     */
    storeDir: string;
    /**
     * Scratch space of the run (file commands, prompts, handoff paths): private to this run (made with mkdtemp,
     * mode 0700) and removed by the caller afterwards.
     */
    tempDir: string;
    /**
     * `tempDir` as a write there that failed says it (`the run's temp dir, in TMPDIR /tmp/x`), each failure told
     * to it; the directory itself by default.
     */
    tempPlace?: TempPlace;
    store: RecordStore;
    /**
     * The records `store` writes in the background (LocalRecordStore's writeBehind), if it does: a `run:`
     * step starts once they are on disk (it may read one, by its `artifact-id` output or by path), and the
     * run ends once all are (`settle`).
     */
    recordWrites?: {
        settled(): Promise<void>;
        flush(): Promise<void>;
    };
    runner: StepRunner;
    /** Whether the run has been cancelled (Ctrl-C, `signal`): a report step's heading says so. */
    runCancelled?: () => boolean;
    /** The environment `run:` steps and agents start from (the user's environment). */
    baseEnv: Record<string, string>;
    run: RunFacts;
    /** The run's github context: its event's inputs are what a template sees as `inputs` (dispatchInputsOf). */
    github: GithubContext;
    /** The event's name when its payload is the default one baton made (no `--event`). */
    madeEvent?: string;
    /** With `madeEvent`, in a replay: the run replayed, whose made payload the replay runs on. */
    madeEventRun?: string;
    /**
     * Values redacted, with known token shapes, from job logs and step summaries: the run's secrets and tokens.
     * A `run:` step's `::add-mask::` adds to it, for everything the run stores and prints after.
     */
    secrets: string[];
    /** The run this run continues (`--parent`, resolved), or null; it takes the place of the `parent-run` input. */
    parentRun?: string | null;
    /** Opens another stored run, read-only (the parent run, and the runs before it for a chain). */
    openRun?: (runId: string) => Promise<RecordStore>;
    emit(event: RunEvent): void;
    /**
     * Why the run's events could not all be stored (EventsFile's `failure`), or null: the run fails with it
     * when it settles, as with a job log that could not be written.
     */
    eventsFailure?: () => string | null;
    /** The lines of running steps' and agents' output as they arrive, redacted: for a live view only. */
    onOutput?: (output: LiveOutput) => void;
    now?: () => Date;
    /** Reads a local action's action.yml (GitHub's parser); without it, `uses: ./path` steps are skipped. */
    parseAction?: (text: string, fileName: string, directory: string) => LocalAction;
}
/**
 * The executor's ports on this machine: `run:` steps through the ShellRunner with GitHub's file commands,
 * baton's own actions natively through the stage engine and the local store (never a copy of their logic),
 * step summaries and job logs in the run's directory.
 */
export declare class LocalExecutorPorts implements ExecutorPorts {
    #private;
    readonly expressions: ExpressionEngine;
    /** `hashFiles()` over the workspace, for the expressions of steps (as on GitHub, only there). */
    readonly host: HostFunctions;
    constructor(options: LocalExecutorOptions);
    now(): Date;
    emit(event: RunEvent): void;
    summary(job: string, leg: string, markdown: string): void;
    /**
     * Where each step summary is in summary.md (its job, leg, offset and length in bytes), in the order they
     * were written, for a replay to take those of the jobs it reuses; null when one could not be written. Read
     * after `drain`.
     */
    summaryParts(): readonly SummaryPart[] | null;
    /**
     * Before the run ends: wait for the records, job logs and step summaries still being written; what could
     * not be stored (those, and the run's events), each said with its file and the cause, or null.
     */
    settle(): Promise<string | null>;
    /**
     * A step's file command files, empty, in a directory of their own inside the run's private temp dir
     * (mkdtemp, 0700), which `runScript` removes when the step ends (a step that failed before it ran leaves
     * its directory to the end of the run, when the temp dir goes).
     */
    createStepFiles(): Promise<StepFiles>;
    runScript(spec: ScriptSpec): Promise<ScriptResult>;
    /**
     * Where a leg's steps read the event payload (GITHUB_EVENT_PATH): beside its RUNNER_TEMP in the run's
     * private temp dir (its RUNNER_TEMP starts empty), removed with it.
     */
    eventPath(legTemp: string): string;
    readonly legTemp: {
        open: (_leg: string) => Promise<string>;
        close: (dir: string) => Promise<void>;
    };
    /**
     * Stop the commands running, as a terminal's Ctrl-Z stops a foreground job (RunWorkflowOptions'
     * `pausable`): SIGSTOP to the process group of each command running, and to each group a running leg's
     * commands left running in the background where /proc says a process of it carries the leg's RUNNER_TEMP
     * (a group id of a command that has ended may be another's by now; elsewhere such groups are let be).
     */
    pauseCommands(): void;
    /** Continue what pauseCommands stopped (SIGCONT). */
    resumeCommands(): void;
    /**
     * The action `uses: ./path` names, read from the project as a prompt file is: inside it, through no
     * link, `action.yml` else `action.yaml`.
     */
    loadAction(path: string): Promise<LocalAction>;
    runAction(spec: ActionSpec): Promise<ActionResult>;
    /** A call's `secrets:` values: redacted from everything the run stores and prints after, as a mask is. */
    addSecrets(values: readonly string[]): void;
    /**
     * Wait for pending log and summary writes and close the job logs: every file a write to which failed, with
     * the cause, a line for each cause (unwrittenFiles; the same each time it is asked), or null.
     */
    drain(): Promise<string | null>;
}
/**
 * One step summary in a run's summary.md: `## <job>` (or `## <job> (<leg>)`), a blank line, the markdown and a
 * blank line, `bytes` long from byte `offset`. `job` is the plan's job id, as jobs.json names it.
 */
export interface SummaryPart {
    job: string;
    leg: string;
    offset: number;
    bytes: number;
}
/** The heading of a leg's step summary in summary.md (see SummaryPart). */
export declare function summaryHeading(job: string, leg: string): string;
/** One line of a running step's or agent's output, redacted, as a live view shows it. */
export interface LiveOutput {
    job: string;
    leg: string;
    line: string;
}
/** Every stored attempt of a run, in the store's order. */
export declare function allRecords(store: RecordStore): Promise<StoredRecord[]>;
