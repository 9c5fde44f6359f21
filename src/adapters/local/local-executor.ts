import { randomUUID } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {
  appendFile,
  type FileHandle,
  mkdir,
  mkdtemp,
  open,
  readFile,
  rm,
  rmdir,
  writeFile,
} from 'node:fs/promises';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { parseDataSchemaText } from '../../core/data-schema-text.js';
import { formatError, UserError } from '../../core/errors.js';
import { LiveLines } from '../../core/live-lines.js';
import {
  FILE_COMMANDS,
  INPUTS,
  jobLogFile,
  LIMITS,
  LOCAL_RUN_FILES,
  RECORD_FILES,
} from '../../core/names.js';
import type { CommandResult, ExpressionEngine, RecordStore, StepRunner } from '../../core/ports.js';
import { presetKeyValues } from '../../core/presets.js';
import { OUTPUT_QUIET_MS, QuietTimer } from '../../core/quiet-timer.js';
import { type RunFacts, type StoredRecord, shownStatus } from '../../core/record.js';
import { redactText } from '../../core/redact.js';
import { type ReportFit, renderReport } from '../../core/report/render-report.js';
import { parseReportInputs, parseReportMode, type ReportInputs } from '../../core/report/report-inputs.js';
import { redactedSummary, renderStageSummary } from '../../core/report/stage-summary.js';
import { captureStage } from '../../core/stage/capture.js';
import { maskLinesOf } from '../../core/stage/mask-lines.js';
import { declaredOutputs, refusedStageOutputs } from '../../core/stage/outputs.js';
import { type PreparedStage, prepareStage } from '../../core/stage/prepare.js';
import { runStage } from '../../core/stage/run-stage.js';
import { UNSPECIFIED_RUN_SHELL } from '../../core/stage/shell.js';
import { redactInputValues, redactNotGivenError } from '../../core/stage/split-redact.js';
import {
  recordedWarnings,
  type StageAttempt,
  type StageResult,
  stageSucceeded,
} from '../../core/stage/stage-result.js';
import {
  agentOutputInput,
  type StageSpec,
  type StageSpecContext,
  stageSpecFromInputs,
  withPreparedAgent,
} from '../../core/stage/stage-spec.js';
import { parseVars } from '../../core/stage/vars.js';
import type { GithubContext } from '../../core/template/context.js';
import type { RunEvent } from '../../core/workflow/events.js';
import type {
  ActionResult,
  ActionSpec,
  ExecutorPorts,
  RecordedStage,
  ScriptResult,
  ScriptSpec,
} from '../../core/workflow/execute.js';
import type { HostFunctions } from '../../core/workflow/expressions.js';
import {
  ANY_COMMAND,
  addMaskValues,
  parseCommandLine,
  type StepFiles,
  WORKFLOW_COMMANDS,
  WorkflowCommandReader,
  withMaskValuesHidden,
} from '../../core/workflow/file-commands.js';
import type { LocalAction, Workflow } from '../../core/workflow/model.js';
import { where } from '../../core/workflow/workflow-problems.js';
import { writeFileAtomic } from './atomic-write.js';
import { hashFiles } from './hash-files.js';
import { readLocalAction } from './local-action.js';
import { environmentHas, otherProcessIds, processGroupOf } from './proc.js';
import { readAgentOutput } from './read-agent-output.js';
import { removeTree } from './remove-tree.js';
import { StreamedStepLog } from './streamed-step-log.js';
import { type TempPlace, tempPlaceOf, tempWriteFailure } from './temp-failure.js';
import { LocalWorkspace, readWorkspaceTextSync } from './workspace.js';
import { type UnwrittenFile, unwrittenFiles } from './write-failure.js';

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
  recordWrites?: { settled(): Promise<void>; flush(): Promise<void> };
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

/** The event payload of a leg: its RUNNER_TEMP's path and this. */
const EVENT_FILE_SUFFIX = '-event.json';

/** What each of a step's file command files holds, as a write of it that failed says it. */
const STEP_FILE_NAMES: Record<keyof StepFiles, string> = {
  output: FILE_COMMANDS.output,
  env: FILE_COMMANDS.env,
  path: FILE_COMMANDS.path,
  state: FILE_COMMANDS.state,
  step_summary: FILE_COMMANDS.stepSummary,
};

/**
 * The executor's ports on this machine: `run:` steps through the ShellRunner with GitHub's file commands,
 * baton's own actions natively through the stage engine and the local store (never a copy of their logic),
 * step summaries and job logs in the run's directory.
 */
export class LocalExecutorPorts implements ExecutorPorts {
  readonly #o: LocalExecutorOptions;
  readonly expressions: ExpressionEngine;
  readonly #workspace: LocalWorkspace;
  readonly #tempPlace: TempPlace;
  readonly #now: () => Date;
  /** Prepared split stages waiting for their capture step, by leg and stage. */
  /** Each prepared split stage, with its prepare step's `redact` values, until its capture step. */
  readonly #prepared = new Map<string, { prepared: PreparedStage; redact: string[] }>();
  #summaryQueue: Promise<void> = Promise.resolve();
  /** Where each step summary is in summary.md, in order; null once one could not be written. */
  #summaryParts: SummaryPart[] | null = [];
  /** Each open job log, by leg: its file, opened on the first line (undefined when it could not be). */
  readonly #logs = new Map<string, Promise<FileHandle | undefined>>();
  /** Per leg, the end of its log's write queue (a close included): a log opened again starts after it. */
  readonly #logTails = new Map<string, Promise<void>>();
  /**
   * Each job log or summary.md a write to which failed, by name in the run's directory: its first failure
   * (what `drain` says, every one of them). One file's later writes fail for the same reason.
   */
  readonly #writeFailures = new Map<string, UnwrittenFile>();

  /** `hashFiles()` over the workspace, for the expressions of steps (as on GitHub, only there). */
  readonly host: HostFunctions;

  constructor(options: LocalExecutorOptions) {
    this.#o = options;
    this.expressions = options.expressions;
    this.host = {
      hashFiles: (patterns) => hashFiles(options.workspace, patterns, { leaveOut: [options.storeDir] }),
    };
    this.#now = options.now ?? (() => new Date());
    this.#tempPlace = options.tempPlace ?? tempPlaceOf(options.tempDir);
    this.#workspace = new LocalWorkspace({
      root: options.workspace,
      tempDir: options.tempDir,
      // baton run's temp dir is its own (mkdtemp, 0700; removed at the end): see run-workflow.ts.
      privateTempDir: true,
      tempPlace: this.#tempPlace,
      now: this.#now,
    });
  }

  now(): Date {
    return this.#now();
  }

  emit(event: RunEvent): void {
    this.#o.emit(event);
    // As the runner ends a failed step's log (`Error: Process completed with exit code 3.`): why, in the
    // job log, under the step's heading (written here when the step failed before it ran anything).
    if (event.type === 'step-finished' && (event.outcome === 'failure' || event.outcome === 'cancelled')) {
      if (!this.#headed.has(`${event.leg}\0${event.step}`))
        this.#stepHeader(event.leg, event.step, `── step ${event.step + 1}: ${event.name}\n`);
      const why = event.message ?? event.outcome;
      this.#log(event.leg, `${event.outcome === 'cancelled' ? 'Cancelled' : 'Error'}: ${why}\n`);
    }
    // Nothing is logged for a leg after it finished: its log's descriptor is no longer needed.
    if (event.type === 'job-finished') this.#closeLog(event.leg);
  }

  summary(job: string, leg: string, markdown: string): void {
    const path = join(this.#o.runDir, LOCAL_RUN_FILES.summary);
    const text = redactText(`${summaryHeading(job, leg)}${markdown.trimEnd()}\n\n`, this.#o.secrets).text;
    const bytes = Buffer.byteLength(text);
    // The next step summary starts where the last one ended.
    const last = this.#summaryParts?.at(-1);
    this.#summaryParts?.push({ job, leg, offset: last ? last.offset + last.bytes : 0, bytes });
    // Appends in the order summaries arrive; one at a time so two legs never interleave.
    this.#summaryQueue = this.#summaryQueue
      .then(() => appendFile(path, text))
      .catch((error: unknown) => {
        this.#failedWrite({
          name: LOCAL_RUN_FILES.summary,
          what: 'the step summaries',
          kind: 'the step summaries',
          error,
        });
        // What is in the file is no longer known (a write may have stopped part-way).
        this.#summaryParts = null;
      });
  }

  /**
   * Where each step summary is in summary.md (its job, leg, offset and length in bytes), in the order they
   * were written, for a replay to take those of the jobs it reuses; null when one could not be written. Read
   * after `drain`.
   */
  summaryParts(): readonly SummaryPart[] | null {
    return this.#summaryParts;
  }

  /**
   * Before the run ends: wait for the records, job logs and step summaries still being written; what could
   * not be stored (those, and the run's events), each said with its file and the cause, or null.
   */
  async settle(): Promise<string | null> {
    const lost: string[] = [];
    try {
      await this.#o.recordWrites?.flush();
    } catch (error) {
      lost.push(formatError(error));
    }
    const logs = await this.drain();
    if (logs !== null) lost.push(logs);
    const events = this.#o.eventsFailure?.() ?? null;
    if (events !== null) lost.push(events);
    return lost.length === 0 ? null : lost.join('\n');
  }

  /**
   * A step's file command files, empty, in a directory of their own inside the run's private temp dir
   * (mkdtemp, 0700), which `runScript` removes when the step ends (a step that failed before it ran leaves
   * its directory to the end of the run, when the temp dir goes).
   */
  async createStepFiles(): Promise<StepFiles> {
    const prefix = join(this.#o.tempDir, 'step-');
    const dir = await mkdtemp(prefix).catch((error: unknown) => {
      throw tempWriteFailure(
        this.#tempPlace,
        `${prefix}XXXXXX`,
        "a step's directory of file commands",
        error,
        {
          made: true,
        },
      );
    });
    const files: StepFiles = {
      output: join(dir, 'output'),
      env: join(dir, 'env'),
      path: join(dir, 'path'),
      state: join(dir, 'state'),
      step_summary: join(dir, 'summary'),
    };
    const names = Object.keys(files) as Array<keyof StepFiles>;
    await Promise.all(names.map((name) => writeFile(files[name], '', { flag: 'wx', mode: 0o600 }))).catch(
      (error: unknown) => {
        // The first that failed (an empty file fails only to be made: its error names it), said once.
        const name = names.find((n) => files[n] === (error as NodeJS.ErrnoException).path) ?? 'output';
        throw tempWriteFailure(
          this.#tempPlace,
          files[name],
          `the step's ${STEP_FILE_NAMES[name]} file`,
          error,
        );
      },
    );
    return files;
  }

  async runScript(spec: ScriptSpec): Promise<ScriptResult> {
    await this.#o.recordWrites?.settled();
    this.#freshEvent(spec.defaults.GITHUB_EVENT_PATH);
    const files = spec.files ?? (await this.createStepFiles());
    try {
      // As the runner starts a step: its env first, then GitHub's variables over it — no env: and no
      // GITHUB_ENV line changes GITHUB_OUTPUT, GITHUB_SHA or RUNNER_TEMP. GITHUB_STATE is there, as for every
      // step on GitHub, and not read after: a run: step has no post step for its state to reach.
      const env: Record<string, string> = {
        ...this.#stepEnv(spec),
        [FILE_COMMANDS.output]: files.output,
        [FILE_COMMANDS.env]: files.env,
        [FILE_COMMANDS.path]: files.path,
        [FILE_COMMANDS.state]: files.state,
        [FILE_COMMANDS.stepSummary]: files.step_summary,
      };
      // A mask is a secret of the run from the line that registers it, as on GitHub: the runner's cut of a
      // long output (which never keeps the rest of a secret it cut through) knows it when the step ends,
      // and the live view's line that registers it is shown with it masked. The reader's list only grows:
      // those not kept yet are the ones after the last kept.
      let masked = 0;
      const keepMasks = (masks: readonly string[]) => {
        this.#keepSecrets(masks.slice(masked));
        masked = masks.length;
      };
      // Workflow commands on either stream (::add-mask::, ::error::), read as the output arrives: a mask
      // early in a long output counts.
      const commands = new WorkflowCommandReader({
        allowUnsecureCommands: env.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase() === 'true',
        // As the runner reads it (StringUtil.ConvertToBoolean): `true`, `1` or `$true`, in any case.
        allowUnsecureStopCommandTokens: ['true', '1', '$true'].includes(
          env.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase() ?? '',
        ),
        // The run's secrets, the step's masks among them: one list, as every other redaction of the run
        // reads (its prepared needles are kept while it does not change).
        redact: (text, masks) => {
          keepMasks(masks);
          return redactText(text, this.#o.secrets).text;
        },
      });
      const live = this.#liveFeed(spec);
      // The job log has the step's heading, then its output as it comes (StreamedStepLog): a run killed
      // while the step runs keeps what it printed.
      const heading = `── step ${spec.step + 1}: ${spec.name}\n`;
      const headed = this.#stepHeader(spec.leg, spec.step, heading);
      const streamed = new StreamedStepLog(
        this.#o.secrets,
        (text) => withMaskValuesHidden(text, commands.masks),
        (text) => this.#append(spec.leg, text),
      );
      let result: CommandResult;
      let written: string;
      try {
        result = await this.#runnerFor(spec).run({
          script: spec.script,
          shell: spec.shell ?? UNSPECIFIED_RUN_SHELL,
          cwd: this.#directory(spec.workingDirectory),
          env,
          signal: spec.signal,
          // A step that is cancelled or times out gets SIGINT first, as on GitHub: its `trap … INT` runs.
          stop: 'interrupt',
          kill: spec.kill,
          onOutput: (text, stream) => {
            commands.push(text, stream);
            // Masks before the log takes the chunk: the line that registers a value reaches it without it.
            keepMasks(commands.masks);
            live?.push(text, stream);
            streamed.push(text, stream);
          },
        });
      } finally {
        live?.end();
        written = streamed.end();
      }
      // Masks first, so the output that registers a value is itself stored without it.
      const { masks, annotations, commands: stepCommands } = commands.end();
      keepMasks(masks);
      // The step's part of its job log as it always was: its heading and its whole output, redacted at once
      // with every mask it made (so a secret is never split between two redacted pieces), cut as the runner
      // cuts it. What was written as it ran is its start, or is written over.
      const logged = this.#redactedForLog(withMaskValuesHidden(result.output, masks));
      this.#endStepLog(spec.leg, headed + written, this.#redactedForLog(heading) + logged);
      const [[output, envFile, path], { text: summary, ...leftOut }] = await Promise.all([
        Promise.all([files.output, files.env, files.path].map((file) => readFile(file, 'utf8'))),
        readStepSummary(files.step_summary),
      ]);
      return {
        exitCode: result.exitCode,
        signal: result.signal,
        files: { output: output ?? '', env: envFile ?? '', path: path ?? '', summary },
        ...leftOut,
        masks,
        annotations,
        commands: stepCommands,
        output: logged,
      };
    } finally {
      await rm(dirname(files.output), { recursive: true, force: true });
    }
  }

  /** #eventText's, once made. */
  #eventBytes: Buffer | undefined;

  /**
   * Where a leg's steps read the event payload (GITHUB_EVENT_PATH): beside its RUNNER_TEMP in the run's
   * private temp dir (its RUNNER_TEMP starts empty), removed with it.
   */
  eventPath(legTemp: string): string {
    return `${legTemp}${EVENT_FILE_SUFFIX}`;
  }

  /**
   * The event payload at a step's GITHUB_EVENT_PATH before it starts, as the runner writes it afresh for
   * each step (ActionRunner.cs, ExecutionContext.WriteWebhookPayload): what a step changed there reaches
   * no step after it, and each leg has its own, so none reaches a leg running beside it. Read (no link
   * followed, no FIFO waited on) and kept when it is as written; otherwise written whole under a name of its
   * own and renamed over whatever a step put there (a link is replaced, never written through).
   */
  #freshEvent(path: string | undefined): void {
    if (path === undefined || path === '') return;
    try {
      this.#writeEvent(path);
    } catch (error) {
      throw tempWriteFailure(this.#tempPlace, path, 'the event payload (GITHUB_EVENT_PATH)', error);
    }
  }

  /** The payload as the steps read it (`github.event_path`), made once. */
  #eventText(): Buffer {
    this.#eventBytes ??= Buffer.from(JSON.stringify(this.#o.github.event, null, 2));
    return this.#eventBytes;
  }

  #writeEvent(path: string): void {
    const text = this.#eventText();
    let fd: number | undefined;
    try {
      fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      const stats = fstatSync(fd);
      if (stats.isFile() && stats.size === text.length && readFileSync(fd).equals(text)) return;
    } catch (error) {
      // Not there: the leg's first step.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        writeFileSync(path, text, { flag: 'wx', mode: 0o600 });
        return;
      }
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    const fresh = `${path}.${randomUUID()}`;
    writeFileSync(fresh, text, { flag: 'wx', mode: 0o600 });
    try {
      renameSync(fresh, path);
    } catch {
      // A directory a step made there, in the run's private temp dir: removed (links in it are not followed).
      rmSync(path, { recursive: true, force: true });
      renameSync(fresh, path);
    }
  }

  /** Each leg's own RUNNER_TEMP, inside the run's private temp dir; removed when the leg ends. */
  #legTempCount = 0;
  /**
   * The next leg's RUNNER_TEMP, made in the background with its event payload while a leg runs (null when it
   * could not be: the leg that takes it makes its own, and says why it cannot). Making a directory and a file
   * are among the dearest file operations, and they stood between one job and the next.
   */
  #spareLegTemp: Promise<string | null> | undefined;
  readonly legTemp = {
    open: async (_leg: string): Promise<string> => {
      const spare = this.#spareLegTemp;
      this.#spareLegTemp = undefined;
      const dir = (spare && (await spare)) ?? this.#makeLegTemp();
      this.#spareLegTemp ??= this.#makeSpareLegTemp();
      return dir;
    },
    close: async (dir: string): Promise<void> => {
      // As the runner ends a job: what its steps left running in the background is stopped ("Cleaning up
      // orphan processes"), and its temp directory cleaned, never a reason for the job or the run to fail.
      endLeftBehind(dir, this.#groups.get(dir) ?? []);
      this.#groups.delete(dir);
      // Removed in the background (drain waits for it): removing a directory is one of the dearest file
      // operations (about a millisecond on a journaled disk), and no step reads it again — a leg's is never
      // another's (each has a number of its own), and nothing of it is left running.
      const removal = this.#removeLegTemp(dir);
      this.#legTempRemovals.add(removal);
      void removal.finally(() => this.#legTempRemovals.delete(removal));
    },
  };

  /** The path of a leg's RUNNER_TEMP not given out yet: each has a number of its own. */
  #nextLegTemp(): string {
    this.#legTempCount += 1;
    return join(this.#o.tempDir, `runner-temp-${this.#legTempCount}`);
  }

  /**
   * A leg's RUNNER_TEMP made now. The run's temp dir is private (mkdtemp, 0700), and each leg's gets a number
   * of its own (a job may be named as another job's leg): its name is free. Synchronous: one directory, where
   * a round trip through libuv's thread pool costs more than the call.
   */
  #makeLegTemp(): string {
    const dir = this.#nextLegTemp();
    try {
      mkdirSync(dir, { mode: 0o700 });
    } catch (error) {
      throw tempWriteFailure(this.#tempPlace, dir, "the job's temp dir (RUNNER_TEMP)", error, {
        made: true,
      });
    }
    return dir;
  }

  /**
   * A RUNNER_TEMP for a leg to come, with the event payload its first step reads (#freshEvent keeps it, as
   * written), made through the thread pool; null, with nothing of it left, when it could not be made.
   */
  async #makeSpareLegTemp(): Promise<string | null> {
    const dir = this.#nextLegTemp();
    try {
      await mkdir(dir, { mode: 0o700 });
    } catch {
      return null;
    }
    try {
      await writeFile(this.eventPath(dir), this.#eventText(), { flag: 'wx', mode: 0o600 });
      return dir;
    } catch {
      await this.#removeLegTemp(dir);
      return null;
    }
  }

  /** The removals of ended legs' temp dirs under way (drain waits for them). */
  readonly #legTempRemovals = new Set<Promise<void>>();

  /** A leg's temp dir and its event file removed; never rejects (a failure never fails the run). */
  async #removeLegTemp(dir: string): Promise<void> {
    // Mostly empty (a job of stages writes nothing there): the event file and the directory, where a
    // recursive removal is several round trips through libuv's thread pool.
    try {
      // A directory a step left in its place too (in the run's private temp dir; no link followed).
      await rm(this.eventPath(dir), { recursive: true, force: true });
      await rmdir(dir);
    } catch {
      await removeTree(dir);
    }
  }

  /** The process groups each leg's commands ran in, by the leg's RUNNER_TEMP (one per leg, even for two legs of one id). */
  readonly #groups = new Map<string, number[]>();
  /** The process groups of the commands running (started, not yet ended). */
  readonly #running = new Set<number>();
  /** The process groups pauseCommands stopped, until resumeCommands; null when not paused. */
  #paused: number[] | null = null;

  /**
   * Stop the commands running, as a terminal's Ctrl-Z stops a foreground job (RunWorkflowOptions'
   * `pausable`): SIGSTOP to the process group of each command running, and to each group a running leg's
   * commands left running in the background where /proc says a process of it carries the leg's RUNNER_TEMP
   * (a group id of a command that has ended may be another's by now; elsewhere such groups are let be).
   */
  pauseCommands(): void {
    if (this.#paused !== null) return;
    const leftBehind = new Map<number, string>();
    for (const [legTemp, groups] of this.#groups)
      for (const group of groups) if (!this.#running.has(group)) leftBehind.set(group, legTemp);
    const groups = [...this.#running, ...groupsCarrying(leftBehind)];
    for (const group of groups) signalGroup(group, 'SIGSTOP');
    this.#paused = groups;
  }

  /** Continue what pauseCommands stopped (SIGCONT). */
  resumeCommands(): void {
    const groups = this.#paused ?? [];
    this.#paused = null;
    for (const group of groups) signalGroup(group, 'SIGCONT');
  }

  /**
   * With `onOutput`: a step's output, line by line as it arrives, redacted with the run's secrets and the
   * step's masks so far (LiveLines), workflow command lines left out. A line held back for the one after it
   * is shown once the output has been quiet for OUTPUT_QUIET_MS.
   */
  #liveFeed(spec: {
    job: string;
    leg: string;
  }): { push(text: string, stream: 'stdout' | 'stderr'): void; end(): void } | undefined {
    const onOutput = this.#o.onOutput;
    if (onOutput === undefined) return undefined;
    const lines = new LiveLines(
      () => this.#o.secrets,
      (line) => {
        // A command line, read as the step's reader reads one, is not shown: any `::<name>::` line (this
        // view does not follow `::stop-commands::`), and a legacy `##[` one that names a workflow command.
        const command = parseCommandLine(line, ANY_COMMAND);
        if (command === null || (command.form === 'legacy' && !WORKFLOW_COMMANDS.has(command.command)))
          onOutput({ job: spec.job, leg: spec.leg, line });
      },
    );
    const quiet = new QuietTimer(OUTPUT_QUIET_MS, () => lines.flush());
    return {
      push: (text, stream) => {
        lines.push(text, stream);
        quiet.arm();
      },
      end: () => {
        quiet.stop();
        lines.end();
      },
    };
  }

  /** The runner, noting the process group of each command a leg runs, to end what it leaves behind. */
  #runnerFor(spec: Pick<ActionSpec, 'defaults'>): StepRunner {
    const leg = spec.defaults.RUNNER_TEMP;
    return {
      run: async (command) => {
        let started: number | undefined;
        try {
          return await this.#o.runner.run({
            ...command,
            onStart: (group) => {
              started = group;
              this.#running.add(group);
              // Started while the commands are paused (a starter said so after the pause): paused too.
              if (this.#paused !== null) {
                signalGroup(group, 'SIGSTOP');
                this.#paused.push(group);
              }
              if (leg !== undefined) {
                // An id given to a new group names no old one any more: no other leg's list keeps it.
                for (const [other, groups] of this.#groups) {
                  if (other !== leg && groups.includes(group))
                    this.#groups.set(
                      other,
                      groups.filter((g) => g !== group),
                    );
                }
                const groups = this.#groups.get(leg) ?? [];
                groups.push(group);
                this.#groups.set(leg, groups);
              }
              command.onStart?.(group);
            },
          });
        } finally {
          if (started !== undefined) this.#running.delete(started);
        }
      },
    };
  }

  /**
   * The action `uses: ./path` names, read from the project as a prompt file is: inside it, through no
   * link, `action.yml` else `action.yaml`.
   */
  async loadAction(path: string): Promise<LocalAction> {
    const parse = this.#o.parseAction;
    if (!parse) throw new UserError('action-invalid', `${path}: local actions cannot be read here`);
    return readLocalAction(this.#o.workspace, path, parse);
  }

  async runAction(spec: ActionSpec): Promise<ActionResult> {
    this.#freshEvent(spec.defaults.GITHUB_EVENT_PATH);
    switch (spec.action) {
      case 'stage':
        return this.#runStage(spec);
      case 'prepare':
        return this.#prepare(spec);
      case 'capture':
        return this.#capture(spec);
      case 'report':
        return this.#report(spec);
    }
  }

  #specContext(spec: ActionSpec, mode: StageSpecContext['mode']): StageSpecContext {
    const workflow = this.#o.workflow;
    const step = workflow.jobs.find((j) => j.id === spec.job)?.steps[spec.step];
    const prompt = step?.with[INPUTS.prompt];
    return {
      mode,
      // The record's job is the run's (`build/compile`, whose log `baton show` finds); its default stage id
      // starts from the job's own id (`compile`), as on GitHub.
      job: spec.job,
      stageJob: spec.stageJob,
      matrix: spec.matrix,
      ...(spec.upstream === undefined ? {} : { upstream: spec.upstream }),
      ...(spec.needsFacts === undefined ? {} : { needsFacts: spec.needsFacts }),
      workflowJobs: spec.jobIds,
      ...(spec.workflowUnread === undefined ? {} : { workflowUnread: spec.workflowUnread }),
      github: this.#o.github,
      ...(this.#o.madeEvent === undefined ? {} : { madeEvent: this.#o.madeEvent }),
      ...(this.#o.madeEventRun === undefined ? {} : { madeEventRun: this.#o.madeEventRun }),
      run: this.#o.run,
      parentRun: this.#o.parentRun ?? null,
      // As the action reads its step's env: a preset's model key the step's env: maps in is a secret too.
      secrets: [...spec.secrets, ...presetKeyValues(this.#stepEnv(spec))],
      promptSource: `${prompt ? where(workflow.fileName, prompt.position) : workflow.fileName} jobs.${spec.job} prompt`,
      readFile: (path) => readWorkspaceTextSync(this.#o.workspace, path, LIMITS.templateBytes),
      parseVars,
      parseDataSchema: parseDataSchemaText,
    };
  }

  /**
   * The environment a step starts from, as the runner builds it: this machine's (without tokens), `CI=true`
   * unless it says otherwise, the step's env, then GitHub's variables (`GITHUB_*`, `RUNNER_*`) over it.
   */
  #stepEnv(spec: Pick<ActionSpec, 'defaults' | 'env' | 'path'>): Record<string, string> {
    const env: Record<string, string> = { CI: 'true', ...this.#o.baseEnv, ...spec.env, ...spec.defaults };
    env.PATH = withPath(spec.path, env.PATH);
    return env;
  }

  async #runStage(spec: ActionSpec): Promise<ActionResult> {
    let stage: StageSpec;
    try {
      stage = stageSpecFromInputs(spec.inputs, this.#specContext(spec, 'stage'));
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      // Refused before any attempt, as the action is: the outputs still say so, `data` `{}` included.
      return {
        ok: false,
        outputs: { ...refusedStageOutputs() },
        env: {},
        summary: '',
        recorded: [],
        message: formatError(error),
      };
    }
    this.#registerMasks(spec, stage.redact);
    this.#noteParentRunInput(spec);
    // The step's heading before anything of it is logged, as a `run:` step's: its `[baton]` lines (each
    // attempt, verify) go under it, as they go to the stage step's own log on GitHub.
    this.#stepHeader(spec.leg, spec.step, `── step ${spec.step + 1}: stage ${stage.stage}\n`);
    // The agent's output is kept, redacted, in each attempt's agent.log by the engine.
    const live = this.#liveFeed(spec);
    let result: StageResult;
    try {
      result = await runStage(stage, {
        openRun: this.#o.openRun,
        store: this.#o.store,
        workspace: this.#workspace,
        runner: this.#runnerFor(spec),
        env: this.#stepEnv(spec),
        signal: spec.signal,
        reporter: this.#reporter(spec),
        ...(live ? { onOutput: (text, stream) => live.push(text, stream) } : {}),
      });
    } finally {
      live?.end();
    }
    // How it ended, as its last line (a failed step's `Error:` line, which says why, follows it).
    // Where the agent's output is: an attempt whose agent never ran (its prompt not rendered) has none.
    const logged = result.attempts
      .filter((attempt) => attempt.logged)
      .map((attempt) => attempt.record.attempt);
    const output =
      logged.length === result.attempts.length
        ? `the agent's output is in ${RECORD_FILES.log} of each attempt`
        : logged.length === 0
          ? 'the agent did not run'
          : `the agent's output is in ${RECORD_FILES.log} of attempt ${logged.join(', ')}`;
    this.#log(
      spec.leg,
      `[baton] stage ${stage.stage}: ${result.attempts.length} attempt(s), ${result.outcome.reason}; ${output}\n`,
    );
    return {
      ok: result.ok,
      outputs: { ...result.outputs },
      env: {},
      summary: stageSummary(result.final, stage.redact, this.#o.secrets),
      recorded: result.attempts.map(recorded),
      message: result.outcome.message,
    };
  }

  async #prepare(spec: ActionSpec): Promise<ActionResult> {
    const stage = stageSpecFromInputs(spec.inputs, this.#specContext(spec, 'prepare'));
    this.#registerMasks(spec, stage.redact);
    this.#noteParentRunInput(spec);
    const prep = await prepareStage(stage, {
      openRun: this.#o.openRun,
      store: this.#o.store,
      workspace: this.#workspace,
    });
    if (prep.kind === 'refused') {
      return {
        ok: false,
        // As on GitHub: the outputs prepare declares, and no other.
        outputs: declaredOutputs('prepare', prep.result.outputs),
        env: {},
        // The refusal is stored as the stage's record; the summary says why, as on GitHub.
        summary: stageSummary(prep.result.final, stage.redact, this.#o.secrets),
        recorded: prep.result.attempts.map(recorded),
        message: prep.result.outcome.message,
      };
    }
    const { prepared } = prep;
    // The render's warnings, said now as the stage step says them (the capture step says the handoff's).
    for (const warning of prepared.warnings) this.#notice(spec, 'warning', warning.message);
    this.#prepared.set(`${spec.leg}\0${stage.stage}`, {
      prepared,
      redact: redactInputValues(spec.inputs[INPUTS.redact] ?? ''),
    });
    return {
      ok: true,
      outputs: { 'prompt-path': prepared.promptPath, 'handoff-path': prepared.handoffPath },
      env: {
        BATON_PROMPT_PATH: prepared.promptPath,
        BATON_HANDOFF_PATH: prepared.handoffPath,
        BATON_STAGE: stage.stage,
      },
      summary: '',
      recorded: [],
      message: null,
    };
  }

  async #capture(spec: ActionSpec): Promise<ActionResult> {
    const stage = stageSpecFromInputs(spec.inputs, this.#specContext(spec, 'capture'));
    this.#registerMasks(spec, stage.redact);
    const key = `${spec.leg}\0${stage.stage}`;
    const found = this.#prepared.get(key);
    if (!found) {
      throw new UserError(
        'capture-without-prepare',
        `stage ${stage.stage}: no prepare step ran before this capture in job ${spec.job}`,
      );
    }
    this.#prepared.delete(key);
    const { prepared } = found;
    // As the capture action refuses: a workflow that passes here must pass on GitHub.
    const given = new Set(redactInputValues(spec.inputs[INPUTS.redact] ?? ''));
    const notGiven = redactNotGivenError(
      found.redact.length,
      found.redact.filter((value) => given.has(value)).length,
    );
    if (notGiven) throw notGiven;
    // As the action reads it: the agent's own output, when its step kept it, or the step fails storing nothing;
    // in the format of the preset capture names, else prepare's.
    const outputPath = agentOutputInput(spec.inputs);
    const agentSpec = withPreparedAgent(stage, prepared, outputPath);
    const agentOutput = outputPath === null ? undefined : readAgentOutput(outputPath, this.#o.workspace);
    const captured = await captureStage(
      agentSpec,
      prepared,
      null,
      { store: this.#o.store, workspace: this.#workspace },
      {
        cancelled: spec.signal.aborted,
        ...(agentOutput === undefined ? {} : { agentOutput }),
      },
    );
    return {
      ok: stageSucceeded(captured.outcome.reason),
      // As on GitHub: the outputs capture declares (the paths are prepare's).
      outputs: declaredOutputs('capture', captured.outputs),
      env: {},
      summary: stageSummary(captured, stage.redact, this.#o.secrets),
      recorded: [recorded(captured)],
      message: captured.outcome.message,
    };
  }

  async #report(spec: ActionSpec): Promise<ActionResult> {
    // The inputs as the action checks them, before anything is read: one it refuses fails the step here too.
    const event = { name: this.#o.github.event_name, payload: this.#o.github.event };
    let inputs: ReportInputs;
    try {
      inputs = parseReportInputs(spec.inputs, event);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      if (error.code !== 'issue-number-missing')
        return { ok: false, outputs: {}, env: {}, summary: '', recorded: [], message: formatError(error) };
      // No comment is posted here, so the report is still written; on GitHub the step fails, so say that.
      this.#notice(spec, 'warning', `on GitHub this step fails: ${error.message}`);
      inputs = {
        ...parseReportInputs({ ...spec.inputs, [INPUTS.mode]: 'summary' }, event),
        mode: parseReportMode(spec.inputs),
      };
    }
    const records = await allRecords(this.#o.store);
    // report.md stands for the comment, and the job summary is the summary's: each cut to its own limit.
    const render = (fit: ReportFit) =>
      renderReport(records, {
        fit,
        workflow: this.#o.workflow.name ?? this.#o.workflow.fileName,
        // This run's: a replay's first records are those it reused, which name the run replayed.
        runId: this.#o.run.id,
        key: inputs.key,
        includeDetail: inputs.includeDetail,
        recordsLocation: `\`${relative(this.#o.workspace, this.#o.runDir) || this.#o.runDir}\``,
        runUrl: null,
        secrets: spec.secrets,
        // An `if: always()` report job of a run cancelled (Ctrl-C) says so, though a stage had failed first.
        cancelled: this.#o.runCancelled?.() ?? false,
        // What the jobs it needs say of the run (the `needs` input), as the action reads it on GitHub.
        ...(inputs.run === null
          ? {}
          : {
              run: inputs.run,
              skippedJobs: { runAttempt: this.#o.run.attempt, jobs: inputs.run.skippedJobs },
            }),
      });
    await writeFileAtomic(join(this.#o.runDir, LOCAL_RUN_FILES.report), render('comment'));
    this.#notice(
      spec,
      'info',
      `report written to ${join(this.#o.runDir, LOCAL_RUN_FILES.report)}; no comment is posted from a local run`,
    );
    // The job summary is the report's in `summary` and `both` modes, as on GitHub; `comment` adds none.
    const summary = inputs.mode === 'comment' ? '' : render('job-summary');
    return { ok: true, outputs: {}, env: {}, summary, recorded: [], message: null };
  }

  /** A `parent-run` given in `with:` names a GitHub run; here the parent is the run given with `--parent`. */
  #noteParentRunInput(spec: ActionSpec): void {
    const given = spec.inputs[INPUTS.parentRun]?.trim();
    if (!given) return;
    this.#notice(
      spec,
      'warning',
      `${INPUTS.parentRun} ${JSON.stringify(given)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#o.parentRun ? ` (${this.#o.parentRun})` : ' (none)'}`,
    );
  }

  /** A line for the run's view, about one step of a leg. */
  #notice(spec: ActionSpec, level: 'info' | 'warning' | 'error', message: string): void {
    this.#o.emit({
      type: 'notice',
      at: this.#now().toISOString(),
      level,
      job: spec.job,
      leg: spec.leg,
      message,
    });
  }

  #reporter(spec: ActionSpec) {
    return {
      info: (message: string) => this.#log(spec.leg, `[baton] ${message}\n`),
      warning: (message: string) => this.#notice(spec, 'warning', message),
      error: (message: string) => this.#notice(spec, 'error', message),
      group: <T>(_title: string, body: () => Promise<T>) => body(),
    };
  }

  /** A step's `working-directory` (the workspace without one), refused when it leaves the workspace. */
  /**
   * A `run:` step's directory: the project, or its `working-directory` resolved from the project. As on
   * GitHub, anywhere the user can reach (`${{ runner.temp }}`, `../other`); the shell runner says so plainly
   * when it is not a directory.
   */
  #directory(workingDirectory: string | null): string {
    return workingDirectory ? resolve(this.#o.workspace, workingDirectory) : this.#o.workspace;
  }

  /** Steps whose heading is in their job log, by leg and step. */
  readonly #headed = new Set<string>();

  /** The step's heading in the job log: as written (redacted). */
  #stepHeader(leg: string, step: number, text: string): string {
    this.#headed.add(`${leg}\0${step}`);
    return this.#log(leg, text);
  }

  /** A call's `secrets:` values: redacted from everything the run stores and prints after, as a mask is. */
  addSecrets(values: readonly string[]): void {
    this.#keepSecrets(values);
  }

  /**
   * A stage action's masks, registered as the action registers them on GitHub once its inputs are read (the
   * values it redacts, each line as `::add-mask::` takes it): every later output of the run is redacted of
   * them, as of a `run:` step's masks.
   */
  #registerMasks(spec: ActionSpec, redact: readonly string[]): void {
    const masks = maskLinesOf(redact).flatMap(addMaskValues);
    this.#keepSecrets(masks);
    spec.addMasks(masks);
  }

  /** Values that are secrets of the run from now on (`::add-mask::`), each once. */
  #keepSecrets(values: readonly string[]): void {
    for (const value of values) if (!this.#o.secrets.includes(value)) this.#o.secrets.push(value);
  }

  /** Append to the leg's job log (`job-<leg>.log`), redacted: the text as written. */
  #log(leg: string, text: string): string {
    const redacted = this.#redactedForLog(text);
    this.#append(leg, redacted);
    return redacted;
  }

  /** Text as the job log takes it: ending a line, redacted. */
  #redactedForLog(text: string): string {
    return redactText(text.endsWith('\n') || text === '' ? text : `${text}\n`, this.#o.secrets).text;
  }

  /**
   * The end of a `run:` step's part of its job log: `final`, what it holds once the step has ended, after
   * `written`, what was written of it as it ran (its heading and streamed output). Only the rest is
   * written when `final` starts with it (nearly always); otherwise (a cut output, a mask the step made after
   * printing the value, the log's note that it took no more) `final` is written in its place.
   */
  #endStepLog(leg: string, written: string, final: string): void {
    if (final.startsWith(written)) {
      if (final.length > written.length) this.#append(leg, final.slice(written.length));
      return;
    }
    const bytes = Buffer.byteLength(written);
    this.#onLog(leg, async (file) => {
      const { size } = await file.stat();
      if (size < bytes)
        throw new Error(`it holds ${size} bytes, fewer than the ${bytes} written of the step`);
      await file.truncate(size - bytes);
      await file.writeFile(final);
    });
  }

  /** Append text, redacted already, to the leg's job log. */
  #append(leg: string, redacted: string): void {
    this.#onLog(leg, (file) => file.writeFile(redacted));
  }

  /**
   * Queue `step` on the leg's job log (`job-<leg>.log`). The writes are queued, in order, behind the log's
   * open and run in the background (`drain` waits for them): creating a file is the dearest file operation
   * of a stage on a busy disk, and nothing in the run waits on its log. The log stays open while its leg
   * runs (closed when the leg finishes, or by `drain`): opening it for every append would cost a path
   * lookup and an open per write, several per stage.
   */
  #onLog(leg: string, step: (file: FileHandle) => Promise<void>): void {
    let log = this.#logs.get(leg);
    if (log === undefined) {
      const path = join(this.#o.runDir, jobLogFile(leg));
      const handle = (this.#logTails.get(leg) ?? Promise.resolve()).then(() => open(path, 'a', 0o666));
      // A failed open is reported once, by the queue; the writes behind it then do nothing.
      log = handle.catch(() => undefined);
      this.#logs.set(leg, log);
      this.#logTails.set(
        leg,
        handle.then(() => {}),
      );
    }
    this.#queueLog(leg, log, step);
  }

  #closeLog(leg: string): void {
    const log = this.#logs.get(leg);
    if (log === undefined) return;
    this.#logs.delete(leg);
    this.#queueLog(leg, log, async (file) => {
      // Opened when the leg's first step started: a log removed since (the run's directory removed while
      // it ran) took every write after that with it, unseen. Said as a write that failed.
      const { nlink } = await file.stat();
      await file.close();
      if (nlink === 0)
        throw Object.assign(new Error('ENOENT: the file was removed while the run wrote it'), {
          code: 'ENOENT',
        });
    });
  }

  #queueLog(
    leg: string,
    log: Promise<FileHandle | undefined>,
    step: (file: FileHandle) => Promise<void>,
  ): void {
    const queue = (this.#logTails.get(leg) ?? Promise.resolve())
      .then(async () => {
        const file = await log;
        if (file !== undefined) await step(file);
      })
      .catch((error: unknown) => {
        this.#failedWrite({
          name: jobLogFile(leg),
          what: `the job log of ${leg}`,
          kind: 'the job logs',
          error,
        });
      });
    this.#logTails.set(leg, queue);
  }

  /** A write to a file of the run that failed: kept, the first of each file, for `drain` to say. */
  #failedWrite(failure: UnwrittenFile): void {
    if (!this.#writeFailures.has(failure.name)) this.#writeFailures.set(failure.name, failure);
  }

  /**
   * Wait for pending log and summary writes and close the job logs: every file a write to which failed, with
   * the cause, a line for each cause (unwrittenFiles; the same each time it is asked), or null.
   */
  async drain(): Promise<string | null> {
    // The spare RUNNER_TEMP no leg took, removed with the ended legs' (no leg opens after the run's end).
    const spare = await this.#spareLegTemp;
    this.#spareLegTemp = undefined;
    if (spare) await this.#removeLegTemp(spare);
    await Promise.all(this.#legTempRemovals);
    await this.#summaryQueue;
    for (const leg of [...this.#logs.keys()]) this.#closeLog(leg);
    await Promise.all(this.#logTails.values());
    if (this.#writeFailures.size === 0) return null;
    return unwrittenFiles(this.#o.runDir, [...this.#writeFailures.values()]).join('\n');
  }
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
export function summaryHeading(job: string, leg: string): string {
  return `## ${leg === job ? job : `${job} (${leg})`}\n\n`;
}

/** One line of a running step's or agent's output, redacted, as a live view shows it. */
export interface LiveOutput {
  job: string;
  leg: string;
  line: string;
}

/**
 * A stored attempt as the progress view names it (a stage stopped by a cancel reads `cancelled`), with the
 * warnings of its record the run says when it is recorded.
 */
function recorded(attempt: StageAttempt): RecordedStage {
  const { stage, attempt: number, status, outcome } = attempt.record;
  return {
    stage,
    attempt: number,
    status: shownStatus(status, outcome.reason),
    warnings: recordedWarnings(attempt.record),
  };
}

/** PATH with the GITHUB_PATH additions in front. */
function withPath(additions: string[], path: string | undefined): string {
  return [...additions, ...(path ? [path] : [])].join(delimiter);
}

/**
 * A stage attempt's part of the job summary, as baton's action writes it to the step summary on GitHub
 * (publishAttempt), so summary.md shows it too; no artifact holds the record here, so none is named. It is
 * checked against every value `summary()` redacts it of (the stage's `redact` and the run's secrets,
 * `::add-mask::` values among them): one spanning two fields would otherwise cut a fence or a table there.
 */
function stageSummary(
  attempt: StageAttempt,
  redact: readonly string[],
  runSecrets: readonly string[],
): string {
  const { record, handoff } = attempt;
  const secrets = [...redact, ...runSecrets];
  return redactedSummary(renderStageSummary({ record, handoff, secrets }), secrets);
}

/**
 * A step's `GITHUB_STEP_SUMMARY` file as the runner takes it: one over the runner's limit is not read (the
 * runner leaves it out; a step may have written gigabytes), only its size given (`summaryBytes`). The one
 * place that compares it with the limit.
 */
async function readStepSummary(path: string): Promise<{ text: string; summaryBytes?: number }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size > LIMITS.stepSummaryFileBytes) return { text: '', summaryBytes: size };
    return { text: await file.readFile('utf8') };
  } finally {
    await file.close();
  }
}

/** Every stored attempt of a run, in the store's order. */
export async function allRecords(store: RecordStore): Promise<StoredRecord[]> {
  const refs = await store.list();
  const records = await Promise.all(
    refs.map((ref) => store.getAttempt(ref.stage, ref.attempt, ref.runAttempt)),
  );
  return records.filter((r): r is StoredRecord => r !== undefined);
}

/**
 * End what a leg's commands left running, as the runner ends a job's orphan processes. Only when one of
 * the leg's process groups is still there (one signal each); then, where /proc says which processes
 * carry the leg's RUNNER_TEMP in their environment (the runner marks them the same way), exactly those,
 * so an id since given to someone else's process is never signalled; elsewhere, the groups.
 */
function endLeftBehind(legTemp: string, groups: readonly number[]): void {
  const alive = groups.filter((group) => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  });
  if (alive.length === 0) return;
  const pids = otherProcessIds();
  if (pids === null) {
    for (const group of alive) signal(-group);
    return;
  }
  const mark = `RUNNER_TEMP=${legTemp}`;
  for (const pid of pids) if (environmentHas(pid, mark)) signal(pid);
}

/**
 * Of `groups` (each with its leg's RUNNER_TEMP), those where /proc shows a living process of the group that
 * carries that RUNNER_TEMP in its environment; none where there is no /proc.
 */
function groupsCarrying(groups: ReadonlyMap<number, string>): number[] {
  if (groups.size === 0) return [];
  const found = new Set<number>();
  for (const pid of otherProcessIds() ?? []) {
    const of = processGroupOf(pid);
    const legTemp = of === null ? undefined : groups.get(of.group);
    if (of === null || legTemp === undefined || of.state === 'Z' || found.has(of.group)) continue;
    if (environmentHas(pid, `RUNNER_TEMP=${legTemp}`)) found.add(of.group);
  }
  return [...found];
}

function signalGroup(group: number, name: 'SIGSTOP' | 'SIGCONT'): void {
  try {
    process.kill(-group, name);
  } catch {
    // ESRCH: the group is gone.
  }
}

function signal(target: number): void {
  try {
    process.kill(target, 'SIGKILL');
  } catch {
    // ESRCH: it ended meanwhile.
  }
}
