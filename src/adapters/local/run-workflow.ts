import { createHash } from 'node:crypto';
import { constants, existsSync, type Stats, statSync } from 'node:fs';
import { copyFile, lstat, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { availableParallelism, hostname, tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { shownArgument, wrongArgument, wrongArgumentText } from '../../core/argument.js';
import { formatError, UserError } from '../../core/errors.js';
import { foldedRunWarnings, runWarnings } from '../../core/lint/index.js';
import {
  jobLogFile,
  LOCAL_ENV_TOKENS,
  LOCAL_RUN_FILES,
  LOCAL_STORE_DIR,
  REDACTION,
  RUN_FILE,
} from '../../core/names.js';
import { oneLine } from '../../core/one-line.js';
import type { RecordStore } from '../../core/ports.js';
import { presetKeyValues } from '../../core/presets.js';
import type { PulledJob } from '../../core/pulled-run.js';
import type { RunSummary, StoredRecord } from '../../core/record.js';
import { describeAttempt } from '../../core/record-key.js';
import { containsSecretValue, redactStrings, redactText } from '../../core/redact.js';
import { didYouMeanAside } from '../../core/suggest.js';
import { withSystemHint } from '../../core/system-error.js';
import { finalStageOf, type HandoffLink, handoffChain } from '../../core/workflow/chain.js';
import {
  eventsIn,
  type FailedStep,
  JobResult,
  type RunEvent,
  type RunStatus,
} from '../../core/workflow/events.js';
import {
  type ExecuteResult,
  executePlan,
  type JobOutcome,
  type LegEnd,
} from '../../core/workflow/execute.js';
import { checkEventDepth, githubContext, parseEventPayload } from '../../core/workflow/github-context.js';
import type { Workflow } from '../../core/workflow/model.js';
import { LIBRARY_WORDS, type OptionWords } from '../../core/workflow/option-words.js';
import { buildPlan, type Plan } from '../../core/workflow/plan.js';
import { replayFromFor } from '../../core/workflow/replay-from.js';
import { secretsNotGiven } from '../../core/workflow/secrets-read.js';
import { notTriggeredBecause } from '../../core/workflow/trigger-filters.js';
import * as z from '../../core/zod.js';
import { githubExpressions } from '../github/expressions.js';
import { parseActionFile, parseWorkflow } from '../github/workflow-parser.js';
import { tempPathFor, writeFileAtomic } from './atomic-write.js';
import { CachedRecordStore } from './cached-record-store.js';
import { EventsFile } from './events-file.js';
import {
  cleanUpInterruptedRuns,
  describeLeftovers,
  type InterruptedRunLeftovers,
} from './interrupted-runs.js';
import { type Invocation, readInvocation, redactedStartFields, redactedStartWarning } from './invocation.js';
import { actionAtIn } from './local-action.js';
import { allRecords, LocalExecutorPorts, type SummaryPart, summaryHeading } from './local-executor.js';
import { resolveParent } from './parent-run.js';
import { askGit, localPlanOptions, readProjectCalls } from './plan-options.js';
import { type PulledReplay, pulledReplayStart, pulledStoredJobs } from './pulled-replay.js';
import { readEventFile, waitedFor } from './read-named-input.js';
import { isCode, LocalRecordStore, namedAttempts, type UnstoredAttempt } from './record-store.js';
import { removeTree } from './remove-tree.js';
import {
  LocalRunCatalog,
  otherHost,
  otherHostAdvice,
  processStart,
  runningOnOtherHost,
  shownRunStatus,
} from './run-catalog.js';
import { notStoredRecords } from './run-records.js';
import {
  type CheckedRunWorkflowOptions,
  checkRunWorkflowOptions,
  type ReplayWorkflowOptions,
  type RunWorkflowOptions,
} from './run-workflow-options.js';
import { ShellRunner } from './shell-runner.js';
import { StepStarter } from './step-starter.js';
import { isRefused, whyNotRead } from './store-access.js';
import { parseStoredJson } from './stored-json.js';
import type { TempPlace } from './temp-failure.js';
import { unreadableFile, whyUnreadable } from './unreadable-file.js';
import { readWorkflowFile } from './workflow-files.js';
import { clearFirst, couldNotWrite, unstoredFix, unwrittenLine, withHint } from './write-failure.js';

/**
 * A variable's name: letters, digits and _, not starting with a digit. An environment variable's as a shell
 * writes one (what `--secret` reads), and a configuration variable's as GitHub allows it (`--var`).
 */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type { PauseControl, ReplayWorkflowOptions, RunWorkflowOptions } from './run-workflow-options.js';

export interface RunWorkflowResult {
  runId: string;
  /**
   * The run's directory, an absolute path: `<storeDir>/<run-id>`, which is `<cwd>/.baton/runs/<run-id>` when
   * no `storeDir` is given (both resolved against `cwd`).
   */
  runDir: string;
  status: RunStatus;
  /**
   * Why the run failed when no job's result says it (run.json's `reason`): a file of the run that could not
   * be written (a record, a job log, events.jsonl, jobs.json), each with its path and the cause; else null.
   */
  reason: string | null;
  /** Every stage attempt of the run, in the store's order. */
  records: StoredRecord[];
  /** The handoff chain: each stage's last attempt, in the order the stages ran. */
  chain: HandoffLink[];
  /** The stage the run ended with, or null when no stage ran. */
  finalStage: string | null;
}

/**
 * What `jobs.json` holds: each job's result, outputs, stages and legs (replay reuses them). An output that
 * redaction would change is not kept (a redacted value would hand a replay a marker as if it were the
 * output): its name is listed in `withheld_outputs`, and a replay that would need it is refused.
 */
const StoredJobs = z.array(
  z.object({
    id: z.string(),
    result: JobResult,
    outputs: z.record(z.string(), z.string()),
    stages: z.array(z.string()),
    legs: z.array(z.string()),
    /** Absent in runs stored before it existed, and when every output was kept. */
    withheld_outputs: z.optional(z.array(z.string())),
    /**
     * How each leg ended, in the order they did (JobOutcome.legResults): a replay shows a reused leg as it
     * ended. Absent for a job that ran no leg (skipped), and in runs stored before it existed, whose
     * replay gives each leg the job's result.
     */
    leg_results: z.optional(
      z.array(z.object({ leg: z.string(), result: JobResult, reason: z.optional(z.string()) })),
    ),
    /**
     * Why a job that ran no leg was skipped or cancelled (JobOutcome.skipReason), for a replay to say again.
     * Absent otherwise, and in runs stored before it existed.
     */
    skip_reason: z.optional(z.string()),
    /**
     * Where each of its legs' step summaries is in summary.md, by byte offset and length (see SummaryPart):
     * the file's parts cannot be told apart by reading it (a step's markdown may hold a `## job` line), and
     * a replay copies those of the jobs it reuses. Absent for a job that wrote none, in a run that could not
     * write them all, and in runs stored before it existed (whose replay copies none, and says so).
     */
    summary_parts: z.optional(
      z.array(
        z.object({
          leg: z.string(),
          offset: z.number().check(z.int(), z.nonnegative()),
          bytes: z.number().check(z.int(), z.positive()),
        }),
      ),
    ),
  }),
);
type StoredJobs = z.infer<typeof StoredJobs>;

/**
 * Run a workflow file on this machine (DESIGN §7): parse it, build the plan (refusing with every problem
 * before anything runs), then execute it against the local store, writing `run.json` at the start and the
 * end. Resolves with the run's records and handoff chain whatever the outcome (a file of the run that could
 * not be written fails it, with `reason`); rejects when nothing could run (a bad file or plan, a missing
 * secret, a TMPDIR that is no directory: no run is created), when the run failed after it was created and
 * before its jobs started (it is stored as failed, with why), when its end could not be stored, and after a
 * run that `onEvent` or `onOutput` stopped by throwing (with the callback's error; the run is stored, as
 * cancelled).
 */
export async function runWorkflow(
  path: string,
  options: RunWorkflowOptions = {},
): Promise<RunWorkflowResult> {
  return runLocalWorkflow(path, options, LIBRARY_WORDS);
}

/**
 * runWorkflow, its errors naming the options in `words`: `baton run`'s flags (CLI_WORDS) or the library's
 * options (LIBRARY_WORDS).
 *
 * @param interrupted whether the store's interrupted runs are cleaned up first and said in the run's notices
 *   (`clean-up`), or were already by the caller, who said so itself (`cleaned-up`: the CLI, on stderr)
 */
export async function runLocalWorkflow(
  path: string,
  raw: RunWorkflowOptions,
  words: OptionWords,
  interrupted: InterruptedRuns = 'clean-up',
): Promise<RunWorkflowResult> {
  checkWorkflowPath(path);
  const options = checkRunWorkflowOptions(raw);
  const cwd = projectDirectory(options.cwd);
  const storeDir = resolve(cwd, options.storeDir ?? LOCAL_STORE_DIR);
  const leftovers = await cleanUpStore(storeDir, interrupted);
  return startRun(path, { ...options, cwd, storeDir }, { words, replay: null, leftovers });
}

/** Whether a run cleans up after the store's interrupted runs first, or its caller did (see runLocalWorkflow). */
export type InterruptedRuns = 'clean-up' | 'cleaned-up';

/**
 * What the store's interrupted runs had left (their temp dirs, with the secrets their step scripts read,
 * and what their steps left running), cleaned up before a run starts, as `baton run` does: a host whose
 * process died mid-run (a signal it did not catch, a crash) leaves them, and nothing else would.
 */
async function cleanUpStore(
  storeDir: string,
  interrupted: InterruptedRuns,
): Promise<InterruptedRunLeftovers[]> {
  return interrupted === 'clean-up' ? cleanUpInterruptedRuns(new LocalRunCatalog(storeDir)) : [];
}

/**
 * A replay: the stored run (its id, resolved), the stage or job to run again from, how that run was started
 * (as read when the replay began) and, for a run pulled from GitHub, what GitHub said of it.
 */
interface ReplayRequest {
  run: string;
  from: string;
  invocation: Invocation;
  pulled?: PulledReplay;
}

/** How a run was asked for, besides its options: the words its errors use, and the stored run it replays. */
interface RunRequest {
  words: OptionWords;
  /**
   * Re-run a stored run (its id, resolved) from one stage or job (`baton replay`): the jobs before it are
   * taken from that run. `invocation` is how that run was started, as read when the replay began.
   */
  replay: ReplayRequest | null;
  /** What the store's interrupted runs had left, cleaned up before this run: said as its first notices. */
  leftovers: readonly InterruptedRunLeftovers[];
}

/**
 * How a run names its workflow file (`workflow_path` in its records, `baton runs`, `show`, the plan's
 * messages): relative to the project directory when it is in it (`.github/workflows/fix.yml`, however it was
 * given), else as given: `/dev/fd/63` for `baton run <(git show main:fix.yml)`, not `../../dev/fd/63`, a path
 * that says neither what was typed nor where it is.
 */
function workflowName(cwd: string, path: string): string {
  const workflowFile = resolve(cwd, path);
  const fromProject = relative(cwd, workflowFile);
  if (fromProject === '') return path;
  const outside = fromProject === '..' || fromProject.startsWith(`..${sep}`) || isAbsolute(fromProject);
  return outside && isAbsolute(path) ? workflowFile : fromProject;
}

/** What stops a wait before the run starts: its `signal` or its `cancel` (Ctrl-C, SIGTERM), whichever aborts. */
function stopSignal(options: Pick<CheckedRunWorkflowOptions, 'signal' | 'cancel'>): AbortSignal | undefined {
  const stopped = [options.signal, options.cancel].filter((s): s is AbortSignal => s !== undefined);
  return stopped.length === 0 ? undefined : AbortSignal.any(stopped);
}

async function startRun(
  path: string,
  options: CheckedRunWorkflowOptions,
  { words, replay, leftovers }: RunRequest,
): Promise<RunWorkflowResult> {
  const cwd = projectDirectory(options.cwd);
  // A replay's vars are the stored run's, taken when it was made: a run made before names were checked may
  // hold one refused now, and it breaks nothing (a var is only a key of the `vars` context).
  if (replay === null) checkVarNames(options.vars ?? {}, words);
  const env = options.env ?? process.env;
  const baseEnv = definedEnvWithout(env, [...LOCAL_ENV_TOKENS, ...(options.secrets ?? [])]);
  const fileName = workflowName(cwd, path);
  // A pipe (`baton run <(command)`, a FIFO) is waited for until its writer closes it, or until the run is
  // stopped or cancelled (Ctrl-C, SIGTERM): nothing has run yet, so there is nothing to wait for after it.
  const stop = stopSignal(options);
  // Said with the path as the user gave it (`baton run /tmp`: `/tmp: is a directory`).
  const text = await waitedFor(
    readWorkflowFile(cwd, path, {
      ...(stop === undefined ? {} : { signal: stop }),
      ...(replay
        ? { unreadable: (error: unknown) => unreadableReplayedWorkflow(path, replay.run, error, words) }
        : {}),
    }),
    stop,
    { file: path, what: 'workflow file', after: '; no run was started', give: words.run('<(command)') },
  );
  // The git processes run while the workflow is parsed (never rejects: outside git, the defaults stand);
  // not at all when the caller knows every fact (the CLI asks git once, for the repository root as well).
  const known = options.facts ?? {};
  const git = askGit(cwd, env, known);
  // A `uses: ./path` naming the project's own action there runs as that action, not as baton's.
  const actionAt = actionAtIn(cwd);
  const parseAction = (source: string, file: string, directory: string) =>
    parseActionFile(source, file, directory, { actionAt });
  const workflow = await parseWorkflow(text, fileName, { actionAt });
  // Relative to cwd, as the workflow's path, the event file and storeDir are, not to this process's directory.
  const calledWorkflows = await readProjectCalls(
    resolve(cwd, options.repositoryRoot ?? '.'),
    workflow,
    actionAt,
  );
  const workflowSha256 = createHash('sha256').update(text).digest('hex');
  const calledSha256: Record<string, string> = {};
  for (const [path, called] of calledWorkflows)
    if (!('unreadable' in called))
      calledSha256[path] = createHash('sha256').update(called.source).digest('hex');

  let payload: Record<string, unknown> | null = null;
  if (typeof options.event === 'string') {
    const eventFile = options.event;
    // A pipe (`--event <(command)`, a FIFO) is waited for until its writer closes it, or until the run is
    // stopped or cancelled (Ctrl-C, SIGTERM): nothing has run yet, so there is nothing to wait for after it.
    const bytes = await waitedFor(readEventFile(resolve(cwd, eventFile), eventFile, stop), stop, {
      file: eventFile,
      what: 'event file',
      after: '; no run was started',
      give: '--event <(command)',
    });
    payload = parseEventPayload(bytes.toString('utf8'), eventFile);
  } else if (options.event) {
    // As a file's is when it is read: walking a payload nested deeper would overflow the stack.
    checkEventDepth(options.event, 'event');
    payload = options.event;
  }

  const secrets = readSecrets(
    options.secrets ?? [],
    env,
    replay && { run: replay.run, secrets: replay.invocation.secrets },
    words,
  );
  // What is redacted from everything the run stores and prints: the secrets, the user's GitHub tokens,
  // which no step sees unless the workflow maps them, and the agent presets' model keys in this
  // environment, which steps do see (as the action redacts those of its step's env); a run: step's
  // ::add-mask:: adds to it as the run goes.
  const redacted = [
    ...Object.values(secrets),
    ...LOCAL_ENV_TOKENS.map((name) => env[name]).filter((v): v is string => v !== undefined && v !== ''),
    ...presetKeyValues(env),
  ];
  // What the plan reads of the project and of this machine, as `baton render --workflow` reads it too.
  const project = localPlanOptions({
    cwd,
    known,
    checkout: await git,
    payload,
    actionAt,
    calledWorkflows,
  });
  const facts = project.facts;
  const plan = withRedactedRefusal(redacted, () =>
    buildPlan(workflow, githubExpressions, {
      job: options.job,
      inputs: options.inputs,
      event: payload,
      eventName: options.eventName,
      vars: options.vars,
      secretValues: redacted,
      secretNames: Object.keys(secrets),
      words,
      ...project,
    }),
  );

  // Said when the run starts: what a run would not show otherwise (attacker text pasted with ${{ }}, a
  // secret in an env value that GitHub would redact whole only while --secret redacts it here).
  // The files it calls too, in their calls (an input given attacker text is attacker text there), as lint does.
  const lintWarnings = runWarnings(workflow, githubExpressions, {
    called: calledWorkflows,
    expanded: plan.expanded,
  });
  const notTriggered = notTriggeredBecause(
    workflow,
    plan.eventName,
    plan.event,
    options.event === undefined,
    facts.commit && { sha: facts.sha, message: facts.commit.message },
  );
  const given = new Set(Object.keys(secrets).map((name) => name.toUpperCase()));
  const missingSecrets = secretsNotGiven(
    workflow,
    githubExpressions,
    given,
    // A --var given as '' is as empty as one not given.
    new Set(
      Object.entries(options.vars ?? {})
        .filter(([, value]) => value !== '')
        .map(([name]) => name.toUpperCase()),
    ),
  );

  const storeDir = resolve(cwd, options.storeDir ?? LOCAL_STORE_DIR);
  const catalog = new LocalRunCatalog(storeDir);
  const reuse = replay
    ? await replayedJobs(
        catalog,
        storeDir,
        workflow,
        plan,
        replay,
        {
          workflow: workflowSha256,
          called: calledSha256,
        },
        words,
      )
    : null;
  // The payload is one baton made for the trigger: none was given, or this replays a run whose payload was
  // made so (and is given that payload again), whose template is told so of a field it lacks.
  const replayOfMade = replay?.invocation.event_made === true;
  const madeEvent = options.event === undefined || replayOfMade;
  // Resolved before this run is created: `latest` is the newest run before this one.
  const parentRun =
    options.parent === undefined ? null : await resolveParent(catalog, options.parent, words, env);
  // Refused before the run is created, rather than a run created only to fail at once.
  const tempRoot = checkTempRoot();
  // A write in the run's temp dir that failed (a full TMPDIR) fails its step, which says where and what to do.
  const tempPlace: TempPlace = {
    where: `the run's temp dir, in ${tempRoot.place}`,
    makeRoom: tempRoot.makeRoom,
    fewerJobs: words.fewerJobs,
  };

  const started = new Date();
  // Made once the run exists (it is named after the run), and recorded in its run.json while it runs.
  let tempDir: string | undefined;
  const summary = (
    status: RunSummary['status'],
    jobs: RunSummary['jobs'],
    finished: Date | null,
    reason: string | null = null,
    unstored: RunSummary['unstored'] = undefined,
  ) =>
    redactStrings(
      {
        workflow: workflow.name ?? fileName,
        workflow_path: fileName,
        status,
        started_at: started.toISOString(),
        finished_at: finished ? finished.toISOString() : null,
        duration_ms: finished ? Math.max(0, finished.getTime() - started.getTime()) : null,
        replay_of: reuse ? reuse.run : null,
        ...(reason === null ? {} : { reason }),
        ...(status === 'running'
          ? { process: { ...runningProcess(), ...(tempDir === undefined ? {} : { temp: tempDir }) } }
          : {}),
        jobs,
        ...(unstored === undefined ? {} : { unstored }),
      },
      redacted,
    );
  // The catalog draws a free id from the start time (two runs in the same minute never share one).
  const created = await catalog.createRun(summary('running', [], null));
  const runDir = created.runDir;
  const runId = basename(runDir);
  // The stages' records are written in the background (see LocalRecordStore) and read back from memory. One
  // its job said was recorded and that is then not stored after all is said then, as an error of that job.
  let sayUnstored: ((attempt: UnstoredAttempt) => void) | undefined;
  // Begun now, so that it is ready by the first step; ended with the run, below.
  const starter = new StepStarter();
  const stageStore = new LocalRecordStore(runDir, {
    writeBehind: true,
    onUnstored: (attempt) => sayUnstored?.(attempt),
  });
  const store = new CachedRecordStore(stageStore);
  // From here on the run exists: whatever fails, its end is recorded once, below the try, never left
  // `running`. What the run holds is kept here as it is made, for its end to close and remove (tempDir too).
  let events: EventsFile | undefined;
  let ports: LocalExecutorPorts | undefined;
  // A callback of the caller's that threw: it stopped the run, and is what runWorkflow rejects with.
  let thrown: { error: unknown } | undefined;
  let executed: ExecuteResult | { error: unknown };
  try {
    const openedRuns = new Map<string, Promise<RecordStore>>();
    const invocation: Invocation = {
      workflow_path: fileName,
      workflow_sha256: workflowSha256,
      called_sha256: calledSha256,
      job: options.job ?? null,
      inputs: options.inputs ?? {},
      event_name: plan.eventName,
      event: plan.event,
      ...(madeEvent ? { event_made: true as const } : {}),
      vars: options.vars ?? {},
      secrets: options.secrets ?? [],
      parent: parentRun,
    };
    // Nothing stored holds a secret: the invocation is stored redacted (token-shaped text in an event too),
    // and marked when a replay could not give back what the run had: the value of a secret or a token
    // anywhere, or anything redaction changed in an --input or a --var (a value the user typed).
    const storedInvocation = redactStrings(invocation, redacted);
    const held =
      stringsOf(invocation).some((text) => containsSecretValue(text, redacted)) ||
      JSON.stringify([storedInvocation.inputs, storedInvocation.vars]) !==
        JSON.stringify([invocation.inputs, invocation.vars]);
    await writeRunFile(
      join(runDir, LOCAL_RUN_FILES.invocation),
      'how the run was started',
      `${JSON.stringify(held ? { ...storedInvocation, redacted: true } : storedInvocation, null, 2)}\n`,
    );
    if (reuse) {
      await copyRecords(reuse.store, created, reuse.stages);
      await copyJobLogs(join(storeDir, reuse.run), runDir, reuse.jobs.values());
    }

    // Named after the run: one a killed run left behind says whose it was.
    tempDir = await mkdtemp(join(tempRoot.dir, `baton-run-${runId}-`)).catch((error: unknown) => {
      throw new UserError(
        'tempdir-invalid',
        `the run's temp dir could not be made there: ${withSystemHint(error, words.fewerJobs)}`,
        {
          where: tempRoot.where,
          cause: error,
          ...(isCode(error, 'ENOSPC', 'EDQUOT') ? { details: [tempRoot.makeRoom] } : {}),
        },
      );
    });
    // Recorded while the run runs: a run killed now leaves it (its step scripts hold the secrets the steps
    // read, as the runner's do), for a later baton command to remove (see interrupted-runs.ts).
    await catalog.writeSummary({ id: runId, ...summary('running', [], null) });
    // A callback of the caller's that throws stops the run as `signal` does: running commands get SIGTERM,
    // then SIGKILL; the run is stored, as cancelled, with every record written so far; then runWorkflow
    // rejects with the callback's error. Thrown into the executor, it would leave agents running and the
    // run half written. The callbacks are not called again. So does one whose promise (an async callback's)
    // rejects while the run goes on: not waited for, which would hold up every event after it, but never
    // left unhandled, which would end the caller's process with its agents running.
    const stop = new AbortController();
    const failed = (error: unknown, why: string) => {
      if (thrown !== undefined) return;
      thrown = { error };
      // Not in the middle of the executor's emit: aborting runs its listeners, which emit in turn.
      queueMicrotask(() => stop.abort(why));
    };
    const guarded =
      <T>(name: string, callback: ((value: T) => unknown) | undefined) =>
      (value: T) => {
        if (thrown !== undefined || callback === undefined) return;
        try {
          const returned = callback(value);
          if (isThenable(returned))
            Promise.resolve(returned).catch((error: unknown) =>
              failed(error, `stopped because the promise the ${name} callback returned was rejected`),
            );
        } catch (error) {
          failed(error, `stopped because the ${name} callback threw`);
        }
      };
    const onEvent = guarded('onEvent', options.onEvent);
    const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;

    const eventsFile = new EventsFile(join(runDir, LOCAL_RUN_FILES.events));
    events = eventsFile;
    // Redacted once, here, for the store and for every view (--json, --plain, the live view): a step's name,
    // a notice or a failure message may hold a secret the workflow put there.
    const emit = (event: RunEvent) => {
      const safe = redactStrings(event, redacted);
      eventsFile.write(safe);
      onEvent(safe);
      // Said first thing, as notices of the run: what the plan made up (a default push of a placeholder tag),
      // and a secret too short to redact (docs/security.md's "Redaction" promise does not hold).
      if (event.type === 'run-started') {
        const shortSecrets = Object.keys(secrets).filter(
          (name) => secrets[name]!.length < REDACTION.minSecretLength,
        );
        // The lint findings first: the live view keeps the latest warnings, and those after them (a secret
        // not given) change what this run does.
        const notices = [
          // What earlier runs of the store left when their process died, cleaned up before this one: a
          // warning when something is left for the user to do.
          ...leftovers.map((left) => ({
            level:
              left.running.length > 0 || !left.removed || !left.looked
                ? ('warning' as const)
                : ('info' as const),
            message: describeLeftovers(left),
          })),
          ...foldedRunWarnings(lintWarnings).map((message) => ({ level: 'warning' as const, message })),
          ...plan.notices,
          ...(notTriggered === null
            ? []
            : [{ level: 'warning' as const, message: `${notTriggered} (it runs here as asked)` }]),
          ...missingSecrets
            .filter((secret) => !secret.fallsBack)
            .map(({ name, where }) => ({
              level: 'warning' as const,
              message: `${where}: secrets.${name} is read, but ${words.secretNotGiven(name)}: it is empty in this run, as on GitHub for a secret the repository does not have (${words.giveSecret(name)} to set it)`,
            })),
          // Every read falls back with ||, as the workflow meant for a repository without the secret: the run
          // is as it would be there, so a note (in --plain and the events, not the live view), not a warning.
          ...missingSecrets
            .filter((secret) => secret.fallsBack)
            .map(({ name, where }) => ({
              level: 'info' as const,
              message: `${where}: secrets.${name} is read, but ${words.secretNotGiven(name)}: each read of it falls back with || to another value, which this run takes (${words.giveSecret(name)} to set it)`,
            })),
          ...shortSecrets.map((name) => ({
            level: 'warning' as const,
            message: `secret ${name} is shorter than ${REDACTION.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out ordinary words)`,
          })),
        ];
        for (const notice of notices) runNotice(event.at, notice.level, notice.message);
        if (reuse?.whole) runNotice(event.at, 'info', reuse.whole);
      }
      // A replay of a pulled run says what it could not take from GitHub (the payload) or is not GitHub's.
      if (event.type === 'run-started')
        for (const notice of replay?.pulled?.notices ?? []) runNotice(event.at, notice.level, notice.message);
      // A replay of a workflow file edited since the run says so, first thing, as a notice of the run.
      if (event.type === 'run-started' && reuse !== null && reuse.changed.length > 0) {
        const files = reuse.changed.map((file) => (file === '' ? fileName : file));
        runNotice(
          event.at,
          'warning',
          `${files.join(' and ')} changed since run ${reuse.run}: this replay runs ${files.length === 1 ? 'the file' : 'the files'} as ${files.length === 1 ? 'it is' : 'they are'} now`,
        );
      }
      // So does one whose event was stored redacted: its steps and agents get the markers, not the run's text.
      if (event.type === 'run-started' && reuse?.redactedStart)
        runNotice(event.at, 'warning', reuse.redactedStart);
      // And one whose reused jobs' step summaries cannot be taken into its summary.md.
      if (event.type === 'run-started' && reuse !== null && reuse.summaries === null && reuse.jobs.size > 0)
        runNotice(
          event.at,
          'info',
          `the step summaries of the jobs reused from run ${reuse.run} cannot be told apart in its ${LOCAL_RUN_FILES.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this replay's ${LOCAL_RUN_FILES.summary} holds only those of the jobs it runs`,
        );
    };
    sayUnstored = (attempt) => {
      const failed = stageStore.unstored()[0]!;
      emit({
        type: 'notice',
        at: new Date().toISOString(),
        level: 'error',
        job: attempt.job,
        leg: null,
        message: `${describeAttempt(attempt)} was not stored after all: ${
          attempt.cause === undefined
            ? `no record of this run after that of ${describeAttempt(failed)} (job ${failed.job}) is stored`
            : `its record could not be written: ${withHint(attempt.cause)}; no record of this run after it is stored`
        }`,
      });
    };
    /** A notice of the run as a whole (no job), said first thing. */
    const runNotice = (at: string, level: 'info' | 'warning', message: string) =>
      emit({ type: 'notice', at, level, job: null, leg: null, message });
    const github = githubContext({
      eventName: plan.eventName,
      payload: plan.event,
      facts,
      runId,
      workflow,
      workflowPath: fileName,
    });
    ports = new LocalExecutorPorts({
      // As planned: a call of baton's stage workflow is a job of its one stage step there.
      workflow: plan.workflow,
      expressions: githubExpressions,
      parseAction,
      workspace: cwd,
      runDir,
      storeDir,
      tempDir,
      tempPlace,
      store,
      recordWrites: stageStore,
      runCancelled: () => signal.aborted || options.cancel?.aborted === true,
      runner: new ShellRunner({
        tempDir,
        // tempDir is removed when the run ends, so a script file may serve every command with its text.
        reuseScripts: true,
        secrets: redacted,
        ...(options.killGraceMs === undefined ? {} : { killGraceMs: options.killGraceMs }),
        noPathHint: words.noPath,
        tempPlace,
        fewerJobs: words.fewerJobs,
        start: starter.start,
      }),
      baseEnv,
      run: {
        id: runId,
        attempt: 1,
        workflow: workflow.name ?? fileName,
        repository: facts.repository,
        event_name: plan.eventName,
        sha: String(github.sha),
        ref: String(github.ref),
      },
      github: {
        repository: facts.repository,
        ref: String(github.ref),
        sha: String(github.sha),
        run_id: runId,
        actor: String(github.actor),
        event_name: plan.eventName,
        event: plan.event,
      },
      ...(madeEvent ? { madeEvent: plan.eventName } : {}),
      ...(replayOfMade && reuse ? { madeEventRun: reuse.run } : {}),
      secrets: redacted,
      parentRun,
      openRun: (id) => {
        // Every stage of a continued run reads its parent's records: each run is opened and read once.
        let opened = openedRuns.get(id);
        if (!opened) {
          opened = catalog.open(id).then((runStore) => new CachedRecordStore(runStore));
          openedRuns.set(id, opened);
        }
        return opened;
      },
      emit,
      eventsFailure: () => eventsFile.failure,
      ...(options.onOutput ? { onOutput: guarded('onOutput', options.onOutput) } : {}),
    });

    if (options.pausable) {
      const commands = ports;
      // A stopped command would hold a stop's SIGINT or SIGTERM until continued: a stop continues it.
      for (const stopped of [signal, options.cancel])
        stopped?.addEventListener('abort', () => commands.resumeCommands(), { once: true });
      options.pausable({ pause: () => commands.pauseCommands(), resume: () => commands.resumeCommands() });
    }

    // A replay's summary.md starts with the reused jobs' step summaries, as the run replayed wrote them.
    for (const { job, leg, markdown } of reuse?.summaries ?? []) ports.summary(job, leg, markdown);

    executed = await executePlan(plan, ports, {
      runId,
      concurrency: options.concurrency ?? availableParallelism(),
      fewerJobs: words.fewerJobs,
      signal,
      cancel: options.cancel,
      secrets,
      github,
      runner: {
        os: process.platform === 'darwin' ? 'macOS' : process.platform === 'win32' ? 'Windows' : 'Linux',
        arch:
          process.arch === 'arm64' ? 'ARM64' : process.arch === 'x64' ? 'X64' : process.arch.toUpperCase(),
        temp: tempDir,
        toolCache: join(tempDir, 'tool-cache'),
        workspace: cwd,
        // As the runner's _work/<repo> holds the checkout in _work/<repo>/<repo>.
        workspaceParent: dirname(cwd),
      },
      reuse: reuse?.jobs,
      minuteMs: options.minuteMs,
    });
  } catch (error) {
    executed = { error };
  }
  // The run's events are over (the executor said its end, or stopped): a record not stored after all is said
  // by the run's reason from here.
  sayUnstored = undefined;

  // The run's end, recorded here and only here, whatever failed above. The executor waited for the writes
  // its steps left (settle) and failed the run with what could not be stored; one that threw, or a run that
  // never started, leaves them to be waited for here (legs still running then store nothing more).
  stageStore.close();
  // The starter ends however that went: no process of the run's outlives it.
  const [unwrittenLog] = await Promise.all([ports?.drain() ?? null, stageStore.settled()]).finally(() =>
    starter.close(),
  );
  events?.close();
  if (tempDir !== undefined) await removeTree(tempDir);
  const ran = 'error' in executed ? null : executed;
  // Why the run failed when its jobs do not say it, each cause once (settle said those it found).
  const reasons: string[] = [];
  const because = (why: string | null | undefined) => {
    if (why && !reasons.some((reason) => reason.includes(why))) reasons.push(why);
  };
  because(ran?.reason);
  if ('error' in executed) because(formatError(executed.error));
  // A line for each file (the executor's settle may have said some of them already).
  for (const line of unwrittenLog?.split('\n') ?? []) because(line);
  // The run's last events (its end) may be the ones that could not be written.
  because(events?.failure);
  // The jobs' stages are those whose records were stored: a record never written is no stage of the run's.
  const unstored = stageStore.unstored();
  const ranJobs = ran === null ? [] : withStoredStages(ran.jobs, unstored);
  let jobsStored = false;
  if (ran !== null) {
    try {
      await writeRunFile(
        join(runDir, LOCAL_RUN_FILES.jobs),
        "the jobs' results",
        `${JSON.stringify(storedJobs(ranJobs, redacted, ports?.summaryParts() ?? null), null, 2)}\n`,
      );
      jobsStored = true;
    } catch (error) {
      because(formatError(error));
    }
  }
  // The records never stored, and what to do, said last: a replay that records them again, when one can.
  const notStored = unstoredOfRun(unstored, {
    run: runId,
    plan,
    jobs: ran === null ? 'missing' : jobsStored ? 'stored' : 'unwritten',
    workflowPath: fileName,
    words,
  });
  because(notStored?.fix);
  // A failure to store the run fails a run that succeeded; a cancelled run stays cancelled, with why.
  const status: RunStatus =
    ran === null ? 'failure' : ran.status === 'success' && reasons.length > 0 ? 'failure' : ran.status;
  // Said as everything the run stores and prints: a message may quote a path or a value with a secret.
  const reason = reasons.length === 0 ? null : redactText(reasons.join('\n'), redacted).text;
  const jobs = ranJobs.map((job) => ({
    id: job.id,
    stages: job.stages,
    result: job.result,
    // Taken from the run replayed (a job it ran again is not, whatever that run had taken from another).
    ...(reuse?.jobs.has(job.id) ? { reused: true as const } : {}),
  }));
  try {
    await catalog.writeSummary({
      id: runId,
      ...summary(status, jobs, new Date(), reason, notStored?.stored),
    });
  } catch (error) {
    throw endNotStored(runDir, error, reason);
  }
  if (thrown !== undefined) throw thrown.error;
  if ('error' in executed) throw executed.error;

  // What is on disk: after a write that failed, the records held in memory are more than the run kept.
  const records = await allRecords(stageStore.writeFailure ? stageStore : store);
  const chain = handoffChain(records);
  return {
    runId,
    runDir,
    status,
    reason,
    records,
    chain,
    finalStage: finalStageOf(chain),
  };
}

/**
 * Where `baton run` makes each run's temp dir (the system's, TMPDIR), which must be a directory: said as
 * the variable the user set, or the directory itself (`where`); as the place a write in it failed
 * (`place`), and what to do when its disk is full.
 */
function checkTempRoot(): { dir: string; where: string; place: string; makeRoom: string } {
  const dir = tmpdir();
  const set = Boolean(process.env.TMPDIR);
  const where = set ? `TMPDIR ${dir}` : `temp dir ${dir}`;
  const place = set ? `TMPDIR ${oneLine(dir)}` : `${oneLine(dir)} (TMPDIR is not set)`;
  const makeRoom = `make room in ${set ? 'TMPDIR' : oneLine(dir)}, or set TMPDIR to a directory on another disk`;
  let stats: Stats | undefined;
  try {
    stats = statSync(dir);
  } catch (error) {
    if (!isCode(error, 'ENOENT', 'ENOTDIR')) throw unreadableFile(where, error);
  }
  if (stats?.isDirectory() !== true) {
    throw new UserError(
      'tempdir-invalid',
      `${stats === undefined ? 'no such directory' : 'is not a directory'}; baton run keeps each run's scratch files there`,
      { where, details: [`${stats === undefined ? 'create it, or ' : ''}set TMPDIR to a directory`] },
    );
  }
  return { dir, where, place, makeRoom };
}

/** A file of the run's directory, written atomically; one that cannot be is said with its path and why. */
async function writeRunFile(path: string, what: string, text: string): Promise<void> {
  try {
    await writeFileAtomic(path, text);
  } catch (error) {
    throw new UserError('run-write-failed', couldNotWrite(what, error), { where: path, cause: error });
  }
}

/**
 * The run's end that could not be recorded in its run.json: its directory is gone (removed while it ran),
 * or the file could not be written, when the run stays `running` there (shown interrupted once this
 * process has ended). Said with why the run failed, when it did.
 */
function endNotStored(runDir: string, error: unknown, reason: string | null): UserError {
  const gone = !existsSync(runDir);
  // A run whose directory is gone failed for that, whatever else it could not write there.
  const why = reason === null || gone ? [] : [`the run failed: ${reason.replaceAll('\n', '\n  ')}`];
  return new UserError(
    'run-write-failed',
    gone
      ? "the run's directory was removed while it ran: nothing more of the run could be stored"
      : `its end could not be stored in ${RUN_FILE}: ${formatError(error)}; baton runs shows it as interrupted`,
    { where: runDir, details: why, cause: error },
  );
}

/**
 * The jobs with only the stages whose records were stored: a stage is left out when its first attempt was
 * not (none after it was either); one with an attempt stored stays, the attempts not stored said apart.
 */
function withStoredStages(jobs: JobOutcome[], unstored: readonly UnstoredAttempt[]): JobOutcome[] {
  const lost = new Set(unstored.filter((each) => each.attempt === 1).map((each) => each.stage));
  if (lost.size === 0) return jobs;
  return jobs.map((job) => ({ ...job, stages: job.stages.filter((stage) => !lost.has(stage)) }));
}

/**
 * The records the run's jobs made and its store did not keep (LocalRecordStore's `unstored`), as run.json
 * keeps them (`stored`), and what to do about them (`fix`): record them again with a replay, from where one
 * runs every job that made one again (replayFromFor), when the run can be replayed; else run it again in
 * full. Null when every record was stored.
 */
function unstoredOfRun(
  unstored: readonly UnstoredAttempt[],
  context: {
    run: string;
    plan: Plan;
    /** Whether the run's jobs.json was written (a replay needs it), could not be, or was never made. */
    jobs: 'stored' | 'unwritten' | 'missing';
    workflowPath: string;
    words: OptionWords;
  },
): { stored: NonNullable<RunSummary['unstored']>; fix: string } | null {
  const [failed, ...after] = unstored;
  if (failed === undefined) return null;
  const { run, plan, jobs, workflowPath, words } = context;
  const from = jobs === 'stored' ? replayFromFor(plan.jobs, unstored) : null;
  const stages = [...new Set(unstored.map((each) => each.stage))];
  const what = `${stages.length === 1 ? 'stage' : 'stages'} ${namedAttempts(stages)}`;
  return {
    stored: {
      failed: {
        job: failed.job,
        stage: failed.stage,
        attempt: failed.attempt,
        cause: withHint(failed.cause),
      },
      after: after.map(({ job, stage, attempt }) => ({ job, stage, attempt })),
      replay_from: from,
    },
    fix: unstoredFix({
      run,
      what,
      cause: failed.cause,
      replayFrom: from,
      jobs,
      replay: words.replay,
      runAgain: `${words.run(workflowPath)} with the same options`,
    }),
  };
}

/**
 * The workflow file a replayed run ran, which cannot be read now: said so, and never with another workflow
 * file as the one meant (a replay runs the file the run ran, as it is now).
 */
function unreadableReplayedWorkflow(
  path: string,
  run: string,
  error: unknown,
  words: OptionWords,
): UserError {
  const unreadable = unreadableFile(path, error);
  if (!isCode(error, 'ENOENT')) return unreadable;
  return new UserError(
    unreadable.code,
    `${unreadable.message}: run ${run} ran this workflow file, and a replay runs it as it is now`,
    {
      ...(unreadable.where === undefined ? {} : { where: unreadable.where }),
      details: [
        `put it back (from git, if it was committed) to replay run ${run}, or start a new run of another workflow with ${words.runCommand}`,
      ],
      cause: error,
    },
  );
}

/**
 * `--var NAME=value`: refused, before anything runs, for a name GitHub would not take for a configuration
 * variable (`vars.NAME`), so that what runs here could run there.
 */
function checkVarNames(vars: Readonly<Record<string, string>>, words: OptionWords): void {
  const seen = new Map<string, string>();
  for (const name of Object.keys(vars)) {
    if (!VARIABLE_NAME.test(name) || name.toUpperCase().startsWith('GITHUB_')) {
      throw new UserError(
        'usage',
        `${JSON.stringify(name)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,
        { where: words.vars },
      );
    }
    // GitHub stores a variable's name upper-cased, and `vars.mode` reads `vars.MODE`: two such names here
    // would be one variable there, and which value an expression read would be a guess.
    const other = seen.get(name.toUpperCase());
    if (other !== undefined) {
      throw new UserError(
        'usage',
        `${JSON.stringify(other)} and ${JSON.stringify(name)} are one variable on GitHub (names are not case-sensitive); give it once`,
        { where: words.vars },
      );
    }
    seen.set(name.toUpperCase(), name);
  }
}

/**
 * `--secret NAME`: the value from the environment; a name that is not set, or is set to '', is refused before
 * anything runs, every such name at once.
 * In a replay the names are the replayed run's (`replayOf.secrets`) and those given to the replay: the hint
 * says which each is.
 */
function readSecrets(
  names: string[],
  env: Record<string, string | undefined>,
  replayOf: { run: string; secrets: readonly string[] } | null,
  words: OptionWords,
): Record<string, string> {
  const invalid = names.find((name) => !VARIABLE_NAME.test(name));
  if (invalid !== undefined) {
    // `--secret --plain`: the option after --secret was taken as the secret's name.
    throw new UserError(
      'usage',
      invalid.startsWith('-') && words.flags
        ? `takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(invalid)}`
        : `${JSON.stringify(invalid)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,
      { where: words.secrets },
    );
  }
  const secrets: Record<string, string> = {};
  const unset: string[] = [];
  // Set, but to '': most likely an export gone wrong; as a secret it would be what one not given is.
  const empty: string[] = [];
  for (const name of names) {
    const value = env[name];
    if (value === undefined) unset.push(name);
    else if (value === '') empty.push(name);
    else secrets[name] = value;
  }
  if (unset.length + empty.length > 0) {
    const said = (list: string[], what: string) =>
      list.length === 0 ? [] : [`${list.length === 1 ? 'secret' : 'secrets'} ${what}: ${list.join(', ')}`];
    // A name the replayed run was started with is its own, to export again; one given to the replay (or to a
    // run) may be dropped instead.
    const when = replayOf === null ? 'running' : 'replaying';
    // `dropped`: said after the way to drop it (why an empty one is no secret), not after a replayed run's own.
    const fix = (name: string, dropped = '') =>
      replayOf?.secrets.includes(name)
        ? `: run ${replayOf.run} was started with ${words.passSecret(name)}`
        : `, or ${words.dropSecret(name)}${dropped}`;
    throw new UserError(
      'secret-missing',
      [...said(unset, 'not set in the environment'), ...said(empty, 'set to the empty string')].join('; '),
      {
        details: [
          ...unset.map((name) => `${words.setSecret(name)} before ${when}${fix(name)}`),
          ...empty.map(
            (name) =>
              `${words.setSecret(name)} with its value before ${when}${fix(name, ": an empty secret is no secret (one not given is '' in the run, as on GitHub)")}`,
          ),
        ],
      },
    );
  }
  return secrets;
}

/**
 * `jobs.json`: the jobs redacted, each output that holds a secret withheld rather than stored redacted, each
 * with where its step summaries are in summary.md (`parts`; none when they are not all known).
 */
function storedJobs(
  jobs: JobOutcome[],
  secrets: readonly string[],
  parts: readonly SummaryPart[] | null,
): StoredJobs {
  return jobs.map((job) => {
    const outputs: Record<string, string> = {};
    const withheld = [...(job.withheldOutputs ?? [])];
    for (const [name, value] of Object.entries(job.outputs)) {
      if (redactText(value, secrets).redactions.length > 0) withheld.push(name);
      else outputs[name] = value;
    }
    // The outputs kept are those redaction leaves as they are; the rest is redacted here.
    // How each leg ended; how long it ran and the step that failed it are the events' to keep.
    const legEnds = (job.legResults ?? []).map(({ leg, result, reason }) => ({
      leg,
      result,
      ...(reason === undefined ? {} : { reason }),
    }));
    const summaries = (parts ?? [])
      .filter((part) => part.job === job.id)
      .map(({ leg, offset, bytes }) => ({ leg, offset, bytes }));
    const { id, stages, legs, ends, skipped, summaryParts } = redactStrings(
      {
        id: job.id,
        stages: job.stages,
        legs: job.legs,
        ends: legEnds,
        skipped: job.skipReason,
        summaryParts: summaries,
      },
      secrets,
    );
    return {
      id,
      result: job.result,
      outputs,
      stages,
      legs,
      ...(withheld.length > 0 ? { withheld_outputs: redactStrings(withheld, secrets) } : {}),
      ...(ends.length > 0 ? { leg_results: ends } : {}),
      ...(skipped === undefined ? {} : { skip_reason: skipped }),
      ...(summaryParts.length > 0 ? { summary_parts: summaryParts } : {}),
    };
  });
}

/**
 * The environment steps and agents start from: the variables that are set, without the user's GitHub tokens
 * and the variables named by `--secret`. As on GitHub, a secret reaches a step only through the workflow's
 * `env:` (`MY_KEY: ${{ secrets.MY_KEY }}`).
 */
/** Every string in a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function definedEnvWithout(
  env: Record<string, string | undefined>,
  names: readonly string[],
): Record<string, string> {
  const left = new Set<string>(names);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && !left.has(key)) out[key] = value;
  return out;
}

/**
 * A refused plan says what it was given (`--input c=…`, `--job …`): said with the run's secrets and
 * token-shaped text redacted, as everything the run prints.
 */
function withRedactedRefusal<T>(redacted: readonly string[], build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const clean = (text: string) => redactText(text, redacted).text;
    throw new UserError(error.code, clean(error.message), {
      ...(error.where === undefined ? {} : { where: clean(error.where) }),
      details: error.details.map(clean),
      cause: error.cause,
    });
  }
}

/** This process, as run.json keeps it while the run runs (see shownRunStatus). */
function runningProcess(): { pid: number; host: string; start?: string } {
  const start = processStart(process.pid);
  return { pid: process.pid, host: hostname(), ...(start ? { start } : {}) };
}

/**
 * For a replay from `from`: the job owning that stage and every job after it run again; every other job's
 * result, outputs and records are taken from the stored run.
 */
async function replayedJobs(
  catalog: LocalRunCatalog,
  storeDir: string,
  workflow: Workflow,
  plan: Plan,
  replay: ReplayRequest,
  /** The sha256 of the workflow file's text, and of each local workflow it calls (by path). */
  sha256: { workflow: string; called: Readonly<Record<string, string>> },
  words: OptionWords,
): Promise<{
  run: string;
  store: LocalRecordStore;
  jobs: Map<string, JobOutcome>;
  stages: string[];
  /**
   * The files whose text is not the run's: '' for the workflow file, else a called file's path (none known
   * for a run stored without their hashes).
   */
  changed: string[];
  /** Said when `--from` names less than what runs again (a leg of a matrix, a job or stage of a call). */
  whole: string | null;
  /** Said when the run's event was stored with text redacted, which the replay gets instead of that text. */
  redactedStart: string | null;
  /**
   * The step summaries of the jobs reused, in the order the run wrote them (see reusedSummaries); null when
   * they cannot be told apart in its summary.md.
   */
  summaries: Array<{ job: string; leg: string; markdown: string }> | null;
}> {
  const { run, invocation } = replay;
  // A run whose run.json cannot be read is refused as show and runs call it unreadable.
  const summary = await catalog.readSummary(run);
  const store = await catalog.open(run);
  // A pulled run's jobs are what GitHub and its records say, read against the workflow file here.
  const { jobs: storedJobs, summaryParts } = replay.pulled
    ? { jobs: await pulledStoredJobs(store, plan, replay.pulled), summaryParts: null }
    : await readStoredJobs(join(storeDir, run), summary, words.run(invocation.workflow_path));
  const changed: string[] = [];
  if (invocation.workflow_sha256 !== undefined && invocation.workflow_sha256 !== sha256.workflow)
    changed.push('');
  const calledThen = invocation.called_sha256;
  if (calledThen !== undefined) {
    for (const path of [...new Set([...Object.keys(calledThen), ...Object.keys(sha256.called)])].sort())
      if (calledThen[path] !== sha256.called[path]) changed.push(path);
  }
  // A caller's stages are its called jobs' too: each said once.
  const known = [...new Set(storedJobs.flatMap((job) => job.stages))];
  const jobIds = storedJobs.map((job) => job.id);
  const named = `stages: ${known.join(', ') || '(none)'}; jobs: ${jobIds.join(', ') || '(none)'}`;
  if (replay.from.trim() === '') {
    // `--from "$STAGE"` with the variable unset: nothing is named.
    throw new UserError(
      'usage',
      `is empty; name the stage or job of run ${run} to run again from: ${named}`,
      {
        where: words.from,
      },
    );
  }
  // The records the run's jobs made and it never stored: a stage of them is one to replay from.
  const unstored = summary.unstored === undefined ? [] : [summary.unstored.failed, ...summary.unstored.after];
  const found =
    // A called workflow's job first: its caller holds its stages too.
    storedJobs.find(
      (job) => job.id.includes('/') && (job.stages.includes(replay.from) || job.legs.includes(replay.from)),
    )?.id ??
    storedJobs.find((job) => job.stages.includes(replay.from) || job.legs.includes(replay.from))?.id ??
    unstored.find((record) => record.stage === replay.from)?.job ??
    (await store.get(replay.from))?.record.job ??
    plan.jobs.find((job) => job.id === replay.from)?.id;
  // A job of a called workflow runs again with its whole call: the job of the run's file that makes it.
  const owner = found?.split('/')[0];
  if (owner === undefined) {
    throw new UserError(
      'stage-unknown',
      `run ${run} has no stage or job ${replay.from}${didYouMeanAside(replay.from, [...known, ...jobIds])}; ${named}`,
      {
        where: words.from,
      },
    );
  }
  const ofJob =
    owner === replay.from
      ? `job ${owner}`
      : `${found === replay.from ? 'job' : 'stage'} ${replay.from} belongs to job ${owner}, which`;
  if (!workflow.jobs.some((job) => job.id === owner)) {
    // The run had the job; the file, edited since, has not: a replay runs the file as it is now.
    const now = workflow.jobs.map((job) => job.id);
    throw new UserError(
      'stage-unknown',
      `${ofJob} is no longer in ${workflow.fileName}: a replay runs the workflow file as it is now, not as run ${run} had it`,
      {
        where: words.from,
        details: [`its jobs now: ${now.join(', ') || '(none)'}`],
      },
    );
  }
  if (!plan.jobs.some((job) => job.id === owner)) {
    throw new UserError(
      'stage-unknown',
      `${ofJob} is not part of this run${plan.target === null ? '' : ` (run ${run} was started with ${words.passJob(plan.target)})`}`,
      {
        where: words.from,
      },
    );
  }
  const rerun = new Set([owner, ...plan.jobs.filter((job) => job.upstream.includes(owner)).map((j) => j.id)]);
  // A call run again runs its jobs again (they come after it in the plan).
  for (const job of plan.jobs) if (job.calledBy !== null && rerun.has(job.calledBy)) rerun.add(job.id);
  // A job reused must have stored every record it made: one it did not is recorded again only by a replay
  // that runs the job again (from where the run said, replay_from), as it runs every job that made one.
  const lost = unstored.find((record) => !rerun.has(record.job) && !rerun.has(record.job.split('/')[0]!));
  if (lost !== undefined) {
    // Said in the caller's words (replayWorkflow's for the library), as this refusal is.
    const notStored = await notStoredRecords(join(storeDir, run), summary, words);
    const said = notStored?.records.find((r) => r.stage === lost.stage && r.attempt === lost.attempt);
    throw new UserError(
      'replay-incomplete',
      `run ${run} never stored ${describeAttempt({ ...lost, runAttempt: 1 })} of job ${lost.job}, so replaying from ${replay.from} cannot reuse that job`,
      {
        where: words.from,
        details: [...(said === undefined ? [] : [said.reason]), ...(notStored ? [notStored.fix] : [])],
      },
    );
  }
  const jobs = new Map<string, JobOutcome>();
  const stages: string[] = [];
  const unknownResults = new Set<string>();
  for (const job of plan.jobs) {
    if (rerun.has(job.id)) continue;
    const stored = storedJobs.find((j) => j.id === job.id);
    if (!stored) {
      throw new UserError(
        'replay-incomplete',
        `run ${run} has no result for job ${job.id}; run it again in full`,
        {
          where: words.from,
        },
      );
    }
    if (replay.pulled) {
      const { resultFrom, ...outcome } = stored as PulledJob;
      if (resultFrom === 'unknown') unknownResults.add(job.id);
      jobs.set(job.id, outcome);
    } else jobs.set(job.id, stored);
    stages.push(...stored.stages);
  }
  // A pulled run's job whose result neither GitHub (by its name) nor a record says cannot be given to a job
  // that needs it: its `needs.<job>.result`, and whether it runs at all, would be made up.
  for (const job of plan.jobs) {
    if (!rerun.has(job.id) || replay.pulled === undefined) continue;
    const need = job.needs.find((id) => unknownResults.has(id));
    if (need === undefined) continue;
    const { pulled } = replay.pulled;
    throw new UserError(
      'replay-incomplete',
      `job ${need}'s result is not known: it recorded no stage, and GitHub lists no job of run ${pulled.run_id} by its name, so replaying from ${replay.from} cannot give it to job ${job.id}`,
      {
        where: words.from,
        details: [
          `GitHub's jobs of the run: ${pulled.workflow_run.jobs.map((j) => j.name).join(', ') || '(none)'}`,
          `replay from job ${need} to run it here too: ${words.replay(run, need)}`,
        ],
      },
    );
  }
  // An output the stored run passed on but did not store (it looked like a token) cannot be given again:
  // a replay that needs it would run on a different value.
  for (const job of plan.jobs) {
    if (!rerun.has(job.id)) continue;
    for (const need of job.needs) {
      const withheld = jobs.get(need)?.withheldOutputs ?? [];
      if (withheld.length === 0) continue;
      const names = withheld.join(', ');
      if (replay.pulled) {
        const { pulled } = replay.pulled;
        throw new UserError(
          'replay-incomplete',
          `job ${need}'s output${withheld.length === 1 ? ` ${names} was` : `s ${names} were`} set on GitHub and not pulled (baton pull brings the stages' records; an output a run: step writes, or one of a matrix job, is in none), so replaying from ${replay.from} cannot give ${withheld.length === 1 ? 'it' : 'them'} to job ${job.id}`,
          {
            where: words.from,
            details: [
              `replay from job ${need} to run it here too: ${words.replay(run, need)}`,
              `its value on GitHub is in the job's log: ${pulled.url}`,
            ],
          },
        );
      }
      throw new UserError(
        'replay-incomplete',
        `job ${need}'s output${withheld.length === 1 ? ` ${names} was` : `s ${names} were`} not stored (it may hold a secret), so replaying from ${replay.from} cannot give it to job ${job.id}`,
        {
          where: words.from,
          details: [`replay from the job that made it: ${words.replay(run, need)}`],
        },
      );
    }
  }
  // Replaying from a job that a failed job before it kept from running would only skip it again.
  const byId = new Map(workflow.jobs.map((job) => [job.id, job]));
  const notSucceeded = (id: string) => (jobs.get(id)?.result ?? 'success') !== 'success';
  const ownerJob = byId.get(owner);
  if (ownerJob?.if.text === null) {
    const failed = ownerJob.needs.map((need) => need.id).filter(notSucceeded);
    if (failed.length > 0) {
      // The job to replay from: down the chain of skipped jobs, the one that failed (or was cancelled).
      let first = failed[0]!;
      for (let seen = 0; jobs.get(first)?.result === 'skipped' && seen < workflow.jobs.length; seen++) {
        const cause = byId
          .get(first)
          ?.needs.map((need) => need.id)
          .find(notSucceeded);
        if (cause === undefined) break;
        first = cause;
      }
      throw new UserError(
        'replay-skips',
        `job ${owner} needs ${failed.map((f) => `${f} (${jobs.get(f)!.result} in run ${run})`).join(', ')}, so replaying from ${replay.from} would skip it again`,
        {
          where: words.from,
          details: [`replay from the job that did not succeed: ${words.replay(run, first)}`],
        },
      );
    }
  }
  // Every record to reuse must read back as stored, before the new run is made: a replay that could not
  // copy one would record a failed run and lose nothing but the user's time.
  const reused = new Set(stages);
  const refs = await store.list();
  const missing = stages.find((stage) => !refs.some((ref) => ref.stage === stage));
  if (missing !== undefined) {
    throw new UserError(
      'replay-incomplete',
      `run ${run} recorded stage ${missing}, but its record is gone from ${join(storeDir, run)}, so it cannot be reused`,
      {
        where: words.from,
        details: [`replay from that stage, to run it again: ${words.replay(run, missing)}`],
      },
    );
  }
  for (const ref of refs) {
    if (!reused.has(ref.stage)) continue;
    try {
      await store.getAttempt(ref.stage, ref.attempt, ref.runAttempt);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      throw new UserError(
        'replay-incomplete',
        `run ${run}'s record of stage ${ref.stage} (attempt ${ref.attempt}) cannot be reused: ${formatError(error)}`,
        {
          where: words.from,
          details: [`replay from that stage, to run it again: ${words.replay(run, ref.stage)}`],
        },
      );
    }
  }
  // A leg of a matrix, a stage of a job of several, a job of a call: the job runs again whole.
  const ownerStored = storedJobs.find((job) => job.id === owner);
  const more =
    replay.from === owner
      ? null
      : found !== undefined && found !== owner
        ? `every job of its call (${storedJobs
            .filter((job) => job.id.startsWith(`${owner}/`))
            .map((job) => job.id)
            .join(', ')})`
        : ownerStored && ownerStored.legs.length > 1
          ? `every leg of its matrix (${ownerStored.legs.join(', ')})`
          : ownerStored && ownerStored.stages.length > 1
            ? `every stage of it (${ownerStored.stages.join(', ')})`
            : null;
  const whole =
    more === null ? null : `${words.fromStage(replay.from)}: job ${owner} runs again whole, ${more}`;
  const redactedStart = redactedStartWarning(run, invocation, 'replay', words);
  const summaries = await reusedSummaries(join(storeDir, run), summaryParts, new Set(jobs.keys()));
  return { run, store, jobs, stages, changed, whole, redactedStart, summaries };
}

/**
 * A stored run's jobs.json: each job's outcome (how its legs ran from its events, see endsOfEvents) and where
 * its step summaries are in summary.md (`summaryParts`: every job's, or null when the run kept none).
 */
async function readStoredJobs(
  runDir: string,
  summary: RunSummary,
  /** What starts the run again in full (`baton run fix.yml`), for a run that cannot be replayed. */
  runAgain: string,
): Promise<{ jobs: JobOutcome[]; summaryParts: SummaryPart[] | null }> {
  const run = summary.id;
  const path = join(runDir, LOCAL_RUN_FILES.jobs);
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw noStoredJobs(summary, path, error, runAgain);
  });
  const stored = parseStoredJson(text, StoredJobs, path, {
    code: 'replay-incomplete',
    what: "the jobs' results baton stores",
    fix: `run ${run} cannot be replayed; run it again in full`,
  });
  // How long each leg ran and the step that failed it are in the run's events (and how its legs ended, and
  // why a job ran none, for a run stored before jobs.json kept them): read when a job ran a leg, or may
  // have been skipped by a run stored before that.
  const read = stored.some(
    (job) => job.legs.length > 0 || (job.leg_results === undefined && job.skip_reason === undefined),
  );
  const said = read ? await endsOfEvents(runDir) : { legs: new Map(), skips: new Map() };
  const summaryParts = stored.some((job) => job.summary_parts !== undefined)
    ? stored.flatMap((job) => (job.summary_parts ?? []).map((part) => ({ job: job.id, ...part })))
    : null;
  const jobs = stored.map(({ withheld_outputs, leg_results, skip_reason, summary_parts, ...job }) => {
    const ended = said.legs.get(job.id);
    const ran = (end: LegEnd): LegEnd => {
      const event = ended?.get(end.leg);
      return {
        ...end,
        ...(event?.durationMs === undefined ? {} : { durationMs: event.durationMs }),
        ...(event?.failedStep === undefined ? {} : { failedStep: event.failedStep }),
      };
    };
    // The events' own ends already hold what `ran` adds.
    const legResults =
      leg_results?.map(ran) ??
      (ended === undefined
        ? undefined
        : job.legs.map((leg) => ended.get(leg) ?? { leg, result: job.result }));
    const skipReason = skip_reason ?? said.skips.get(job.id);
    return {
      ...job,
      ...(withheld_outputs && withheld_outputs.length > 0 ? { withheldOutputs: withheld_outputs } : {}),
      ...(legResults === undefined ? {} : { legResults }),
      ...(skipReason === undefined ? {} : { skipReason }),
    };
  });
  return { jobs, summaryParts };
}

/**
 * Why a stored run's jobs.json cannot be had, said as what is the case: a run still running, or interrupted
 * (its process gone), has none yet, and a replay takes a finished run's; a finished run's is missing (removed
 * since, or never written: the run's `reason` says why); or it cannot be read, and why.
 */
function noStoredJobs(summary: RunSummary, path: string, error: unknown, runAgain: string): UserError {
  const run = summary.id;
  const again = `run it again in full: ${runAgain} with the same options`;
  // Refused (a run made by another user): said as the store says it, whose it is and what to do.
  if (isRefused(error)) {
    const { why, details } = whyNotRead(path, error, dirname(path), { dir: dirname(path), what: 'the run' });
    return new UserError('replay-incomplete', `cannot be read: ${why}, so run ${run} cannot be replayed`, {
      where: path,
      cause: error,
      details: [...details, `or ${again}`],
    });
  }
  if (!isCode(error, 'ENOENT')) {
    return new UserError('replay-incomplete', `${whyUnreadable(error)}, so run ${run} cannot be replayed`, {
      where: path,
      cause: error,
      details: [again],
    });
  }
  const status = shownRunStatus(summary);
  // Running on another host: said so, and what to do if that host is gone, as nothing here can tell.
  const host = otherHost(summary);
  if (host !== null) {
    return new UserError(
      'replay-incomplete',
      `${runningOnOtherHost(run, host)}, so it cannot be replayed yet: a replay takes the jobs' results of a finished run`,
      {
        details: [
          'replay it once it has ended there',
          otherHostAdvice(
            host,
            dirname(path),
            `run it again in full (${runAgain} with the same options), and remove it`,
          ),
        ],
      },
    );
  }
  if (status === 'running') {
    return new UserError(
      'replay-incomplete',
      `run ${run} is still running, so it cannot be replayed yet: a replay takes the jobs' results of a finished run`,
      { details: ['replay it once it has ended'] },
    );
  }
  if (status === 'interrupted') {
    return new UserError(
      'replay-incomplete',
      `run ${run} was interrupted (its process ended before the run did), so it cannot be replayed: a replay takes the jobs' results of a finished run`,
      { details: [again] },
    );
  }
  // A finished run writes its jobs.json as it ends, unless it ended before its jobs ran or could not write it:
  // then there is no copy to put back, and the run's reason says why.
  const unwritten = unwrittenLine(summary.reason, path);
  if (unwritten !== null) {
    return new UserError(
      'replay-incomplete',
      `was never written, so run ${run} (${status}) cannot be replayed: a finished run keeps its jobs' results there`,
      {
        where: path,
        details: [
          `the run ended with: ${unwritten.slice(unwritten.indexOf(`${LOCAL_RUN_FILES.jobs}: `) + LOCAL_RUN_FILES.jobs.length + 2)}`,
          `${clearFirst(unwritten)}${again}`,
        ],
      },
    );
  }
  return new UserError(
    'replay-incomplete',
    `is missing, so run ${run} (${status}) cannot be replayed: a finished run keeps its jobs' results there`,
    {
      where: path,
      details: [
        ...(summary.reason === undefined ? [] : [`the run ended with: ${summary.reason.split('\n')[0]}`]),
        `put it back if you have a copy, or ${again}`,
      ],
    },
  );
}

/**
 * The step summaries of the `reused` jobs, in the order a stored run wrote them into its summary.md (each
 * one's job, leg and markdown, for the replay to write again), as its jobs.json says where they are; or
 * null when they cannot be told apart: the run kept no such index (stored by an earlier baton, or it could
 * not write them all), or its summary.md is not what the index says (edited since). [] when it has none.
 */
async function reusedSummaries(
  runDir: string,
  parts: readonly SummaryPart[] | null,
  reused: ReadonlySet<string>,
): Promise<Array<{ job: string; leg: string; markdown: string }> | null> {
  // One that cannot be read (not a file, say) holds nothing the replay can tell apart either.
  const file = await readFile(join(runDir, LOCAL_RUN_FILES.summary)).catch((error: unknown) =>
    isCode(error, 'ENOENT') ? Buffer.alloc(0) : null,
  );
  if (file === null) return null;
  if (file.length === 0) return [];
  if (parts === null) return null;
  // The parts, in order, must make up the whole file, each under its own heading.
  const ordered = [...parts].sort((a, b) => a.offset - b.offset);
  const found: Array<{ job: string; leg: string; markdown: string }> = [];
  let at = 0;
  for (const part of ordered) {
    if (part.offset !== at || part.offset + part.bytes > file.length) return null;
    at += part.bytes;
    const text = file.subarray(part.offset, part.offset + part.bytes).toString('utf8');
    const heading = summaryHeading(part.job, part.leg);
    if (!text.startsWith(heading) || !text.endsWith('\n\n')) return null;
    if (reused.has(part.job))
      found.push({ job: part.job, leg: part.leg, markdown: text.slice(heading.length, -2) });
  }
  return at === file.length ? found : null;
}

/**
 * How each job's legs ended (its `job-finished` events, by job, then leg: how long each ran, and the step
 * that failed it, the first `step-finished` that did with the stages it recorded, or what a reused leg's
 * event carried over) and why each job that ran none did not (its `job-skipped` event), as a stored run's
 * `events.jsonl` says. Nothing for a run whose events cannot be read; a line that does not parse (cut
 * short) is skipped.
 */
async function endsOfEvents(
  runDir: string,
): Promise<{ legs: Map<string, Map<string, LegEnd>>; skips: Map<string, string> }> {
  const text = await readFile(join(runDir, LOCAL_RUN_FILES.events), 'utf8').catch(() => '');
  const legs = new Map<string, Map<string, LegEnd>>();
  const skips = new Map<string, string>();
  // By job, then leg: a leg's id is its own only within its job.
  const failedSteps = new Map<string, FailedStep>();
  // The stages each leg's running step has recorded so far (its `stage-recorded` events since its
  // `step-started`): a failed agent's stage is not the leg's id (a `stage:` input, a matrix leg's values).
  const stagesOfStep = new Map<string, string[]>();
  for (const event of eventsIn(text, [
    'job-finished',
    'job-skipped',
    'step-finished',
    'step-started',
    'stage-recorded',
  ])) {
    if (event.type === 'job-skipped') skips.set(event.job, event.reason);
    if (event.type === 'step-started') stagesOfStep.set(`${event.job}\0${event.leg}`, []);
    if (event.type === 'stage-recorded') {
      const stages = stagesOfStep.get(`${event.job}\0${event.leg}`);
      // A stage's later attempts (a retry, a repair turn) are the same stage.
      if (stages !== undefined && !stages.includes(event.stage)) stages.push(event.stage);
    }
    if (event.type === 'step-finished' && event.conclusion === 'failure') {
      const key = `${event.job}\0${event.leg}`;
      const stages = stagesOfStep.get(key) ?? [];
      if (!failedSteps.has(key))
        failedSteps.set(key, {
          step: event.step,
          name: event.name,
          message: event.message,
          ...(event.output_tail === undefined ? {} : { output_tail: event.output_tail }),
          ...(stages.length === 0 ? {} : { stages }),
        });
    }
    if (event.type !== 'job-finished') continue;
    const ofJob = legs.get(event.job) ?? new Map<string, LegEnd>();
    const failedStep = event.failed_step ?? failedSteps.get(`${event.job}\0${event.leg}`);
    ofJob.set(event.leg, {
      leg: event.leg,
      result: event.result,
      ...(event.reason === undefined ? {} : { reason: event.reason }),
      durationMs: event.duration_ms,
      ...(failedStep === undefined || event.result !== 'failure' ? {} : { failedStep }),
    });
    legs.set(event.job, ofJob);
  }
  return { legs, skips };
}

/**
 * The run's project directory (`cwd`, the current directory by default), which must be one: a mistyped
 * `cwd` would otherwise become an empty project with a new `.baton/runs` in it, where every step fails.
 */
function projectDirectory(cwd: string | undefined): string {
  const dir = resolve(cwd ?? process.cwd());
  let stats: Stats | undefined;
  try {
    stats = statSync(dir);
  } catch (error) {
    // ENOTDIR: a part of the path is a file, so there is no such directory either.
    if (!isCode(error, 'ENOENT', 'ENOTDIR')) throw unreadableFile(dir, error, 'cwd');
  }
  if (stats?.isDirectory() !== true)
    throw new UserError('usage', stats === undefined ? 'no such directory' : 'is not a directory', {
      where: `cwd ${dir}`,
    });
  return dir;
}

/** The workflow file's path, as runWorkflow's first argument: a string that names something. */
function checkWorkflowPath(path: unknown): asserts path is string {
  if (typeof path !== 'string' || path.trim() === '')
    throw wrongArgument(
      'runWorkflow',
      "the workflow file's path as its first argument (runWorkflow('.github/workflows/ci.yml', …))",
      shownArgument(path),
    );
}

/** Replay's reused records: each attempt of the stages before `from`, copied whole (agent.log included). */
async function copyRecords(from: LocalRecordStore, to: LocalRecordStore, stages: string[]): Promise<void> {
  const wanted = new Set(stages);
  for (const ref of await from.list()) {
    if (wanted.has(ref.stage)) await to.copyAttempt(from, ref.stage, ref.attempt, ref.runAttempt);
  }
}

/**
 * Replay's reused job logs: the `job-<leg>.log` of each leg of the reused jobs, copied from the stored run as
 * their records are (a leg that never started has none). Each is copied under a hidden name, then renamed:
 * it appears whole or not at all. One that cannot be written fails the run, as a record would.
 */
async function copyJobLogs(fromDir: string, toDir: string, jobs: Iterable<JobOutcome>): Promise<void> {
  const legs = new Set<string>();
  for (const job of jobs)
    for (const leg of [...job.legs, ...(job.legResults ?? []).map((l) => l.leg)]) legs.add(leg);
  for (const leg of legs) {
    const name = jobLogFile(leg);
    const source = join(fromDir, name);
    // Only what baton writes there: a file (no link, FIFO or socket).
    if ((await lstat(source).catch(() => null))?.isFile() !== true) continue;
    // Not named after the log: a name cut to fit (see jobLogFile) has no room for more.
    const temp = tempPathFor(toDir, LOCAL_RUN_FILES.jobLogPrefix);
    try {
      await copyFile(source, temp, constants.COPYFILE_EXCL);
      await rename(temp, join(toDir, name));
    } catch (error) {
      await rm(temp, { force: true });
      throw new UserError('run-write-failed', couldNotWrite(`the job log of ${leg}`, error), {
        where: join(toDir, name),
        cause: error,
      });
    }
  }
}

/**
 * `baton replay`: a new run of a stored run's workflow, started the same way (inputs, event, vars, secret
 * names from its `invocation.json`), reusing the records and job results of everything before `from` and
 * running the job owning `from` and every job after it again.
 */
export async function replayWorkflow(
  run: string,
  from: string,
  options: ReplayWorkflowOptions = {},
): Promise<RunWorkflowResult> {
  return replayLocalWorkflow(run, from, options, LIBRARY_WORDS);
}

/** replayWorkflow, its errors naming the arguments and options in `words` (see runLocalWorkflow). */
export async function replayLocalWorkflow(
  run: string,
  from: string,
  raw: ReplayWorkflowOptions,
  words: OptionWords,
  interrupted: InterruptedRuns = 'clean-up',
): Promise<RunWorkflowResult> {
  checkReplayArguments(run, from);
  const options = checkRunWorkflowOptions(raw, 'replayWorkflow');
  const cwd = projectDirectory(options.cwd);
  const storeDir = resolve(cwd, options.storeDir ?? LOCAL_STORE_DIR);
  const leftovers = await cleanUpStore(storeDir, interrupted);
  const catalog = new LocalRunCatalog(storeDir);
  const runId = await catalog.resolve(run);
  const read = await catalog.readSummaryOrProblem(runId);
  const pulledFrom = read instanceof UserError ? undefined : read.pulled;
  if (pulledFrom) {
    // A run brought from GitHub: started as GitHub ran it, with the payload given (GitHub does not keep it).
    const { invocation, replay } = await pulledReplayStart(
      runId,
      join(storeDir, runId),
      pulledFrom,
      cwd,
      options.env ?? process.env,
      options.event !== undefined,
      words,
      stopSignal(options),
    );
    return startRun(
      invocation.workflow_path,
      {
        ...options,
        cwd,
        storeDir,
        eventName: invocation.event_name,
      },
      { words, replay: { run: runId, from, invocation, pulled: replay }, leftovers },
    );
  }
  if (options.event !== undefined) {
    throw new UserError(
      'usage',
      `is for a run pulled from GitHub (which does not keep its event payload); run ${runId} was started here, and a replay gives it the event it was started with`,
      { where: words.event, details: [`replay it without ${words.event}: ${words.replay(runId, from)}`] },
    );
  }
  const invocation = await readInvocation(join(storeDir, runId), runId);
  if (invocation.redacted) {
    throw new UserError(
      'replay-refused',
      `run ${runId} was started with a secret (or text shaped like a token) in ${redactedStartFields(invocation, words)}, which was not stored, so it cannot be replayed`,
      { details: [`start it again in full: ${words.run(invocation.workflow_path)} with the same options`] },
    );
  }
  return startRun(
    invocation.workflow_path,
    {
      ...options,
      cwd,
      storeDir,
      ...(invocation.job ? { job: invocation.job } : {}),
      inputs: invocation.inputs,
      event: invocation.event,
      eventName: invocation.event_name,
      vars: invocation.vars,
      // The run's secrets, and any given to the replay besides: each taken from the environment again, kept
      // out of the steps' env and redacted, as in the run.
      secrets: [...new Set([...invocation.secrets, ...(options.secrets ?? [])])],
      ...(invocation.parent ? { parent: invocation.parent } : {}),
    },
    { words, replay: { run: runId, from, invocation }, leftovers },
  );
}

/** replayWorkflow's arguments: the stored run (its id or `latest`) and the stage or job to run again from. */
function checkReplayArguments(run: unknown, from: unknown): asserts run is string {
  const wrong: Array<{ takes: string; given: string }> = [
    ...(typeof run === 'string' && run.trim() !== ''
      ? []
      : [
          {
            takes:
              "the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'fix', …))",
            given: shownArgument(run),
          },
        ]),
    ...(typeof from === 'string'
      ? []
      : [
          {
            takes:
              "the stage or job to run again from as its second argument (replayWorkflow('latest', 'fix', …))",
            given: shownArgument(from),
          },
        ]),
  ];
  const [first, ...more] = wrong;
  if (first !== undefined)
    throw wrongArgument(
      'replayWorkflow',
      first.takes,
      first.given,
      undefined,
      more.map(({ takes, given }) => wrongArgumentText(takes, given)),
    );
}

/** Whether a callback returned a promise (or another thenable): its rejection is the callback's failure. */
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
