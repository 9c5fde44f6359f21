import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { type Checkout, gitCheckout } from '../../adapters/local/git-facts.js';
import { attemptDirName } from '../../adapters/local/record-store.js';
import { LocalRunCatalog } from '../../adapters/local/run-catalog.js';
import {
  type PauseControl,
  type RunWorkflowOptions,
  type RunWorkflowResult,
  replayLocalWorkflow,
  runLocalWorkflow,
} from '../../adapters/local/run-workflow.js';
import { onlyCalled, workflowFiles } from '../../adapters/local/workflow-files.js';
import { shorten } from '../../core/cut-text.js';
import { UserError } from '../../core/errors.js';
import { jobLogFile, LOCAL_RUN_FILES, RECORD_FILES, WORKFLOWS_DIR } from '../../core/names.js';
import { shownStatus } from '../../core/record.js';
import { withoutTerminalSequences } from '../../core/terminal-sequences.js';
import type { HandoffLink } from '../../core/workflow/chain.js';
import type { FailedStep, RunEvent } from '../../core/workflow/events.js';
import { CLI_WORDS } from '../../core/workflow/option-words.js';
import { cleanUpAfterInterruptedRuns } from '../interrupted-runs.js';
import { invokedAs } from '../invoked-as.js';
import { type CliIO, EXIT } from '../io.js';
import { showJobLog } from '../job-log-hint.js';
import { formatDuration, noticeText, plainProgressView } from '../plain-progress.js';
import {
  coloursFromEnv,
  concurrency,
  keyValues,
  progressMode,
  terminalLine,
  terminalSafe,
} from './run-options.js';

export interface RunCommandOptions {
  job?: string;
  input?: string[];
  event?: string;
  eventName?: string;
  var?: string[];
  secret?: string[];
  parent?: string;
  jobs?: string;
  plain?: boolean;
  json?: boolean;
}

/**
 * `baton run <workflow>`: run a workflow file here (DESIGN §7). Exit 0 when the run succeeded, 1 when it
 * failed, was cancelled or its plan was refused, 2 for a usage error.
 */
export async function runCommand(
  io: CliIO,
  workflow: string | undefined,
  options: RunCommandOptions = {},
  /** What git says of the checkout in io.cwd, when the caller has asked already (gitCheckout). */
  checkout?: Promise<Checkout>,
): Promise<number> {
  if (workflow === undefined) throw noWorkflow(io.cwd);
  // An option given as '' (`--job "$JOB"` with JOB unset) is a mistake, not the option left out: without
  // --job every job of the workflow runs.
  for (const [flag, value] of [
    ['--job', options.job],
    ['--event', options.event],
    ['--event-name', options.eventName],
  ] as const) {
    if (value !== undefined && value.trim() === '')
      throw new UserError('usage', `is empty; give it a value, or leave the option out`, { where: flag });
  }
  const inputs = keyValues(options.input, '--input');
  const vars = keyValues(options.var, '--var');
  const jobs = concurrency(options.jobs);
  return withProgress(io, options, checkout, (common) =>
    runLocalWorkflow(
      workflow,
      {
        ...common,
        ...(options.job !== undefined ? { job: options.job } : {}),
        inputs,
        vars,
        ...(options.event !== undefined ? { event: options.event } : {}),
        ...(options.eventName !== undefined ? { eventName: options.eventName } : {}),
        ...(options.parent !== undefined ? { parent: options.parent } : {}),
        secrets: options.secret ?? [],
        concurrency: jobs,
      },
      CLI_WORDS,
      // Done by withProgress first thing, and said on stderr.
      'cleaned-up',
    ),
  );
}

export interface ReplayCommandOptions {
  from: string;
  /** The event payload of a run pulled from GitHub (which does not keep it): a JSON file. */
  event?: string;
  secret?: string[];
  jobs?: string;
  plain?: boolean;
  json?: boolean;
}

/** `baton replay <run> --from <stage>`: run `<stage>` and everything after it again, the rest taken from `<run>`. */
export async function replayCommand(
  io: CliIO,
  run: string,
  options: ReplayCommandOptions,
  /** As runCommand's. */
  checkout?: Promise<Checkout>,
): Promise<number> {
  const jobs = concurrency(options.jobs);
  if (options.event !== undefined && options.event.trim() === '')
    throw new UserError('usage', `is empty; give it a value, or leave the option out`, { where: '--event' });
  return withProgress(io, options, checkout, (common) =>
    replayLocalWorkflow(
      run,
      options.from,
      {
        ...common,
        ...(options.event !== undefined ? { event: options.event } : {}),
        ...(options.secret && options.secret.length > 0 ? { secrets: options.secret } : {}),
        concurrency: jobs,
      },
      CLI_WORDS,
      // Done by withProgress first thing, and said on stderr.
      'cleaned-up',
    ),
  );
}

/**
 * Run with a progress view and Ctrl-C handling: the first SIGINT cancels the run as GitHub cancels one
 * (running steps stopped unless their `if:` holds when cancelled; `always()` and `cancelled()` steps and
 * jobs still run), the second stops everything at once (running agents get SIGTERM, then SIGKILL after a
 * grace period; records already written stay), further ones are ignored. SIGTERM, SIGHUP and SIGQUIT
 * (Ctrl-\) stop at once: agents run in their own process groups, so baton must stop them itself before it
 * exits. So does a closed stdout (EPIPE: the reader of `baton run … | head -1` is gone); the run is then
 * recorded as cancelled, with every record kept. Ctrl-Z (SIGTSTP) stops the run's commands, then baton;
 * continued (`fg`), baton continues them.
 */
async function withProgress(
  io: CliIO,
  options: { plain?: boolean; json?: boolean },
  /** What git says of the checkout in io.cwd, when asked already; asked here otherwise. */
  checkout: Promise<Checkout> | undefined,
  start: (
    common: Pick<
      RunWorkflowOptions,
      'cwd' | 'env' | 'onEvent' | 'onOutput' | 'signal' | 'cancel' | 'facts' | 'pausable'
    >,
  ) => Promise<RunWorkflowResult>,
): Promise<number> {
  // Before this run starts: what earlier runs of the project that were killed left (their temp dirs, what
  // they left running), said here, on stderr, before anything else; the run is told it was done.
  await cleanUpAfterInterruptedRuns(io, LocalRunCatalog.forProject(io.cwd));
  const mode = progressMode(io, options);
  const viewOptions = {
    color: io.color ?? coloursFromEnv(io.env),
    columns: io.terminal?.columns ?? 100,
    rows: io.terminal?.rows ?? 50,
    terminal: io.isTTY,
  };
  // The live view's module is loaded only for a live view: it brings string-width, whose load costs the
  // start of a run in CI or with --plain tens of ms (see plain-progress.ts).
  const view =
    mode === 'live'
      ? (await import('../progress.js')).progressView(mode, io.stdout, viewOptions)
      : plainProgressView(mode, io.stdout, viewOptions);
  // What the run is doing as a whole: in the live view, a line of its own (a line written beside the view
  // would be drawn over); otherwise on stderr.
  const say = (text: string, short: string) => (view.message ? view.message(short) : io.stderr(text));
  const controller = new AbortController();
  const graceful = new AbortController();
  const cancel = (why: string) => {
    if (controller.signal.aborted) {
      say(
        'baton: already cancelling; waiting for running commands to stop\n',
        'stopping: waiting for running commands to stop',
      );
      return;
    }
    say(
      `${why}: stopping running steps and agents (records written so far are kept)\n`,
      'stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)',
    );
    controller.abort();
  };
  // Ctrl-C cancels as GitHub cancels a run, so cleanup steps still run; a second one stops everything.
  const onInterrupt = () => {
    if (graceful.signal.aborted) {
      cancel('\nbaton: cancelling now');
      return;
    }
    say(
      '\nbaton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and cancelled() steps and jobs still run; Ctrl-C again to stop everything now\n',
      'cancelling · Ctrl-C again to stop everything now · always() and cancelled() steps and jobs still run',
    );
    graceful.abort();
  };
  const onSignal = () => cancel('\nbaton: cancelling');
  // Nobody reads the progress any more (`baton run … | head -1`): stop as Ctrl-C does rather than run
  // agents for no one.
  const onStdoutClosed = () => cancel('baton: standard output was closed; cancelling');
  // Ctrl-\ (SIGQUIT) too: its default would end baton at once, leaving its steps and agents running.
  const signals = ['SIGTERM', 'SIGHUP', ...(process.platform === 'win32' ? [] : ['SIGQUIT' as const])];
  for (const signal of signals) process.on(signal, onSignal);
  process.on('SIGINT', onInterrupt);
  // Ctrl-Z: the terminal stops baton's process group, which the steps and agents, each in a process group
  // of its own, are not in. They are stopped first (SIGSTOP), as a shell's job is stopped whole; then
  // baton, as the terminal asked. Continued (`fg`), baton continues them, and the live view starts a fresh
  // frame below what the shell printed meanwhile.
  let control: PauseControl | undefined;
  const onStop = () => {
    const stoppedAt = Date.now();
    control?.pause();
    if (view.suspend)
      view.suspend('stopped (Ctrl-Z) · its steps and agents are stopped too · fg continues them');
    else io.stderr('baton: stopped; its steps and agents are stopped too (fg continues them)\n');
    // SIGTSTP's own action, so the shell says the job stopped and can continue it: kill() returns once it
    // is continued (at once where nothing can continue it: a process group without a shell, which the
    // system does not stop).
    process.off('SIGTSTP', onStop);
    process.kill(process.pid, 'SIGTSTP');
    process.on('SIGTSTP', onStop);
    control?.resume();
    // Times go on while stopped, as they do in the records: the view says why they jumped.
    const stopped = formatDuration(Date.now() - stoppedAt);
    if (view.resume) view.resume(`continued after ${stopped} stopped (Ctrl-Z) · the times shown include it`);
    else io.stderr(`baton: continued after ${stopped} stopped; its steps and agents too\n`);
  };
  if (process.platform !== 'win32') process.on('SIGTSTP', onStop);
  if (io.stdoutClosed?.aborted) onStdoutClosed();
  else io.stdoutClosed?.addEventListener('abort', onStdoutClosed);
  // The live view is drawn at the terminal's size, read again when it changes.
  const stopResizing = view.resize ? io.onResize?.((size) => view.resize?.(size)) : undefined;
  // Git is asked once (by the CLI while this code loaded, or here): for the github context's facts and for the
  // repository root. On GitHub every step starts at the root; here paths resolve from where baton was started.
  const { facts: checkoutFacts, root } = await (checkout ?? gitCheckout(io.cwd, io.env));
  // The workspace is io.cwd, given as cwd: runWorkflow takes no other.
  const { workspace: _workspace, ...facts } = checkoutFacts;
  if (root !== null && resolve(root) !== resolve(io.cwd)) {
    io.stderr(
      `baton: note: steps and agents run in ${io.cwd}, not at the repository root ${root} where GitHub runs them; relative paths in the workflow resolve from here\n`,
    );
  }
  // The steps that failed, each with the stages it recorded (one set to continue on error said so), and the
  // jobs that failed outside their steps (an if:, a matrix that could not be evaluated), first to fail first:
  // shown, with why, once the run ends.
  const failures: Failure[] = [];
  const stagesOfStep = new Map<string, string[]>();
  // The warnings the stages' records hold (a handoff refused under on-invalid: warn, a redaction, a file left
  // out): said again when the run ends, so a run that passed with them does not read as a clean one.
  const stageWarnings: string[] = [];
  // The legs (and jobs that failed before any leg ran) whose failure their job's continue-on-error forgave.
  const forgiven = new Set<string>();
  const note = (event: RunEvent) => {
    if (event.type === 'notice' && event.problem !== undefined) stageWarnings.push(event.message);
    else if (event.type === 'notice' && event.forgiven && event.leg !== null) forgiven.add(event.leg);
    else if (event.type === 'step-started') stagesOfStep.set(event.leg, []);
    else if (event.type === 'stage-recorded') stagesOfStep.get(event.leg)?.push(event.stage);
    else if (event.type === 'step-finished' && event.outcome === 'failure')
      failures.push({
        kind: 'step',
        step: event,
        stages: stagesOfStep.get(event.leg) ?? [],
        ...(event.conclusion === 'failure' ? {} : { continued: true }),
      });
    else if (event.type === 'job-finished' && event.result === 'failure' && event.reason !== undefined)
      failures.push({
        kind: 'job',
        leg: event.leg,
        reason: event.reason,
        ...(event.reused ? { reused: true } : {}),
      });
    // A replay's reused leg ran no step here: the step that failed it in the run replayed (with the stages it
    // recorded, whose records the replay holds), said as such.
    else if (event.type === 'job-finished' && event.reused && event.failed_step)
      failures.push({
        kind: 'step',
        step: { ...event.failed_step, leg: event.leg },
        stages: event.failed_step.stages ?? [],
        reused: true,
      });
  };
  let result: RunWorkflowResult;
  try {
    result = await start({
      cwd: io.cwd,
      env: io.env,
      onEvent: (event) => {
        note(event);
        view.onEvent(event);
      },
      ...(view.onOutput ? { onOutput: (output) => view.onOutput?.(output) } : {}),
      signal: controller.signal,
      cancel: graceful.signal,
      pausable: (given) => {
        control = given;
      },
      facts,
      // A called workflow's path is of the repository, as on GitHub: read from its root, not from here.
      ...(root === null ? {} : { repositoryRoot: root }),
    });
  } finally {
    view.close();
    stopResizing?.();
    for (const signal of signals) process.off(signal, onSignal);
    process.off('SIGINT', onInterrupt);
    process.off('SIGTSTP', onStop);
    io.stdoutClosed?.removeEventListener('abort', onStdoutClosed);
  }
  const out = mode === 'json' ? io.stderr : io.stdout;
  const dir = relative(io.cwd, result.runDir) || result.runDir;
  const final = result.chain.find((link) => link.stage === result.finalStage);
  out(`run ${result.runId}: ${result.status}; records in ${dir}\n`);
  if (final) {
    const summary = final.summary ? `: ${terminalLine(final.summary, 200)}` : '';
    const status = shownStatus(final.status, final.reason);
    const attempts = final.attempts > 1 ? ` in ${final.attempts} attempts` : '';
    out(
      `final stage ${final.stage} (${status}, ${formatDuration(final.duration_ms)}${attempts})${summary}\n`,
    );
  }
  // Why the run failed: each failed step's or job's reason, and the end of what it printed — an agent's agent.log
  // (`claude: command not found`, a crash), a `run:` step's output — so the cause is on screen rather than
  // one command away. A run that succeeded says the same of the steps that failed in it, each set to continue
  // on error or in a job that does, as it does not read as a clean run; a run that failed leaves out those
  // set to continue on error and those in jobs that do, which are not why.
  const listed =
    result.status === 'success'
      ? failures
      : failures.filter((f) => !(f.kind === 'step' && f.continued) && !forgiven.has(legOf(f)));
  const shown = listed.slice(0, SHOWN_FAILURES);
  const agentOf = (failure: Failure) => {
    if (failure.kind === 'job') return undefined;
    const link = result.chain.find((l) => l.stage === failure.stages.at(-1));
    return link?.reason === 'exit-nonzero' ? link : undefined;
  };
  const lonelyAgent =
    shown.length > 0
      ? undefined
      : final?.reason === 'exit-nonzero'
        ? final
        : result.chain.findLast((link) => link.reason === 'exit-nonzero');
  // A replay's stage taken from the run replayed: its record names that run.
  const reusedStage = (link: HandoffLink) =>
    result.records.some((r) => r.record.stage === link.stage && r.record.run.id !== result.runId);
  if (lonelyAgent) await showAgentTail(out, result.runDir, lonelyAgent, reusedStage(lonelyAgent));
  if (result.status === 'success' && shown.length > 0) {
    const continued = shown.filter((f) => f.kind === 'step' && f.continued).length;
    const where =
      continued === 0
        ? ' in jobs that continue on error'
        : continued === shown.length
          ? ', set to continue on error'
          : ', set to continue on error or in jobs that do';
    out(
      `the run succeeded, but these ${shown.every((f) => f.kind === 'step') ? 'steps ' : ''}failed${where}:\n`,
    );
  }
  for (const failure of shown) {
    if (failure.kind === 'job') {
      const why = terminalSafe(failure.reason).replaceAll('\n', '\n  ');
      out(`${shownLeg(failure)}: the job failed outside its steps: ${why}\n`);
      continue;
    }
    const { step } = failure;
    const agent = agentOf(failure);
    if (agent) {
      await showAgentTail(out, result.runDir, agent, failure.reused === true);
      continue;
    }
    const head = `${shownLeg(failure)}: step ${step.step + 1} (${terminalLine(step.name, 80)})`;
    const why = terminalSafe(step.message ?? 'failed');
    if (step.output_tail === undefined) {
      out(`${head} ${why.replaceAll('\n', '\n  ')}\n`);
      continue;
    }
    out(`${head} ${why}; the end of its output:\n`);
    if (step.output_tail === '') out('  │ (it printed nothing)\n');
    for (const line of step.output_tail === '' ? [] : step.output_tail.split('\n'))
      out(`  │ ${outputLine(line)}\n`);
  }
  const more = listed.slice(SHOWN_FAILURES);
  if (more.length > 0) {
    const legs = [...new Set(more.map((f) => terminalSafe(legOf(f))))];
    const list = legs.length > 10 ? `${legs.slice(0, 10).join(', ')}, …` : legs.join(', ');
    const what = more.every((f) => f.kind === 'step')
      ? 'failed step'
      : more.every((f) => f.kind === 'job')
        ? 'failed job'
        : 'failure';
    out(`… and ${more.length} more ${what}${more.length === 1 ? '' : 's'}, in ${list}\n`);
  }
  // What to type next, as the user can paste it: `baton`, else the path baton was started as.
  const cli = invokedAs(io.script, io.env, io.cwd);
  if (stageWarnings.length > 0) {
    const count = stageWarnings.length;
    out(
      `${count === 1 ? 'a warning' : `${count} warnings`} in the stages' records (${cli} show ${result.runId} <stage> lists them):\n`,
    );
    for (const message of stageWarnings.slice(0, SHOWN_WARNINGS)) out(`  ${terminalLine(message, 200)}\n`);
    if (count > SHOWN_WARNINGS) out(`  … and ${count - SHOWN_WARNINGS} more\n`);
  }
  // The warnings and errors the live view cut to a line, or left out for room, in full as --plain says them:
  // a warning's advice (`export MY_TOKEN and pass --secret MY_TOKEN to set it`) is at its end. Those said
  // above are not said again: the stages' records' warnings, and why a step or job failed.
  const said = new Set(listed.map((f) => (f.kind === 'job' ? f.reason : f.step.message)));
  const untold = (view.notShownWhole?.() ?? []).filter(
    (notice) => notice.problem === undefined && !said.has(notice.message),
  );
  if (untold.length > 0) {
    const count = (level: 'warning' | 'error') => {
      const n = untold.filter((notice) => notice.level === level).length;
      return n === 0 ? [] : [n === 1 ? `${level === 'error' ? 'an' : 'a'} ${level}` : `${n} ${level}s`];
    };
    out(`${[...count('warning'), ...count('error')].join(' and ')} the live view did not show in full:\n`);
    for (const notice of untold.slice(0, SHOWN_NOTICES))
      out(`  ${terminalSafe(noticeText(notice)).replaceAll('\n', '\n    ')}\n`);
    if (untold.length > SHOWN_NOTICES)
      out(
        `  … and ${untold.length - SHOWN_NOTICES} more (--plain prints each; all are in ${join(dir, LOCAL_RUN_FILES.events)})\n`,
      );
  }
  // What failed the run outside its jobs: a file of it that could not be written (its path, the cause).
  if (result.reason !== null) {
    const how = result.status === 'failure' ? 'failed' : `was ${result.status}, and failed`;
    out(`the run ${how} outside its jobs: ${terminalSafe(result.reason).replaceAll('\n', '\n  ')}\n`);
  }
  // Where to look next: the chain, the prompt the final stage got (or the failed agent's whole log), and the
  // report.
  const look = [`${cli} history ${result.runId}`];
  // The first failure with more to read: a job that failed before it started has no log (its why is above).
  const first = shown.find((f) => f.kind === 'step' || existsSync(join(result.runDir, jobLogFile(f.leg))));
  const firstAgent = first ? agentOf(first) : lonelyAgent;
  const firstStage = first?.kind === 'step' ? first.stages.at(-1) : undefined;
  if (firstAgent) look.push(`${cli} show ${result.runId} ${firstAgent.stage} --log`);
  // A stage that failed otherwise: its record says why.
  else if (firstStage) look.push(`${cli} show ${result.runId} ${firstStage}`);
  // Any other failed step, and a job that failed outside its steps: its job's log, which holds the step's
  // whole output and why (by the job's id, which its stage's, if it records one, may share).
  else if (first) look.push(showJobLog(cli, result.runId, terminalSafe(legOf(first))));
  // A stage whose template did not render has no prompt: its record says why.
  else if (final && shown.length === 0)
    look.push(
      `${cli} show ${result.runId} ${final.stage}${final.reason === 'render-failed' ? '' : ' --prompt'}`,
    );
  if (existsSync(join(result.runDir, LOCAL_RUN_FILES.report))) look.push(`${cli} report ${result.runId}`);
  out(`look next: ${look.join('  ·  ')}\n`);
  return result.status === 'success' ? EXIT.ok : EXIT.failure;
}

/** How many of the project's workflow files `baton run` without one names. */
const LISTED_WORKFLOWS = 5;

/** `baton run` without a file: which argument is missing, and the project's workflow files, if any. */
function noWorkflow(cwd: string): UserError {
  const files = workflowFiles(cwd);
  // One a run can start: a workflow only ever called by another is not the first to suggest.
  const example =
    files.find((file) => !onlyCalled(cwd, file)) ?? files[0] ?? `${WORKFLOWS_DIR}/<workflow>.yml`;
  const listed = files.slice(0, LISTED_WORKFLOWS).map((file) => file.slice(WORKFLOWS_DIR.length + 1));
  const more = files.length > LISTED_WORKFLOWS ? `, … (${files.length - LISTED_WORKFLOWS} more)` : '';
  return new UserError(
    'usage',
    `missing argument <workflow>: the workflow file to run (baton run ${example})`,
    {
      details: files.length > 0 ? [`workflows in ${WORKFLOWS_DIR}/: ${listed.join(', ')}${more}`] : [],
    },
  );
}

/**
 * What failed a job: a step, with the stages it recorded (a stage step's); or the job (a matrix leg) itself,
 * outside its steps (its if:, strategy:, env or outputs could not be evaluated), with why.
 */
type Failure = (
  | {
      kind: 'step';
      step: FailedStep & { leg: string };
      stages: string[];
      /** A step set to continue on error (`continue-on-error: true` on the step): it did not fail its job. */
      continued?: true;
    }
  | { kind: 'job'; leg: string; reason: string }
) & {
  /** A replay's reused leg: it failed in the run replayed. */
  reused?: true;
};

function legOf(failure: Failure): string {
  return failure.kind === 'step' ? failure.step.leg : failure.leg;
}

/** The leg a failure is of, as its line heads it: safe for a terminal, and said to be reused when it is. */
function shownLeg(failure: Failure): string {
  const leg = terminalSafe(legOf(failure));
  return failure.reused ? `${leg} (reused from the run replayed)` : leg;
}

/** How many failures (steps or jobs) a run's end says why of, first to fail first. */
const SHOWN_FAILURES = 3;

/** How many of the warnings and errors the live view did not show in full a run's end says, first first. */
const SHOWN_NOTICES = 10;

/** How many of the warnings in the stages' records a run's end says again, first first. */
const SHOWN_WARNINGS = 5;

/** Lines of a stage's agent.log shown when its agent failed: the last few, each cut to a terminal line. */
const LOG_TAIL_LINES = 5;

/**
 * A failed agent's reason and the end of its agent.log; said to be reused when a replay took its stage from
 * the run replayed (whose agent.log the replay holds).
 */
async function showAgentTail(
  out: (text: string) => void,
  runDir: string,
  link: HandoffLink,
  reused: boolean,
): Promise<void> {
  const tail = await logTail(runDir, link);
  const why = terminalSafe(link.message ?? 'the agent failed');
  const stage = reused ? `${link.stage} (reused from the run replayed)` : link.stage;
  if (tail.length === 0) {
    out(`${stage}: ${why}; its ${RECORD_FILES.log} is empty\n`);
    return;
  }
  out(`${stage}: ${why}; the end of its ${RECORD_FILES.log}:\n`);
  for (const line of tail) out(`  │ ${line}\n`);
}

/** The last non-blank lines of a stage attempt's agent.log, as stored (redacted), safe for a terminal. */
async function logTail(runDir: string, link: HandoffLink): Promise<string[]> {
  const path = join(runDir, attemptDirName(link.stage, link.attempt), RECORD_FILES.log);
  const log = await readFile(path, 'utf8').catch(() => '');
  return log
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(-LOG_TAIL_LINES)
    .map(outputLine);
}

/** A line of a command's output as the end of a run shows it: colours left out, terminal-safe, cut. */
function outputLine(line: string): string {
  return shorten(terminalSafe(withoutTerminalSequences(line)), 200);
}
