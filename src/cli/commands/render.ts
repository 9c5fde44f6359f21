import { resolve } from 'node:path';
import { gitCheckout } from '../../adapters/local/git-facts.js';
import {
  type Invocation,
  readStoredInvocation,
  redactedStartWarning,
} from '../../adapters/local/invocation.js';
import { readHandoff } from '../../adapters/local/read-handoff.js';
import { type NamedInputRead, readEventFile, readNamedInput } from '../../adapters/local/read-named-input.js';
import { LocalRunCatalog } from '../../adapters/local/run-catalog.js';
import {
  damagedRecordFix,
  isDamagedRecord,
  type MissingRecord,
  missingRecords,
  type NotStoredRecords,
  notStoredRecords,
  recordGone,
} from '../../adapters/local/run-records.js';
import { unreadableFile } from '../../adapters/local/unreadable-file.js';
import { readWorkflowFile } from '../../adapters/local/workflow-files.js';
import { errorLines, UserError } from '../../core/errors.js';
import {
  INPUTS,
  LIMITS,
  LOCAL_RUN_FILES,
  PLAN_PROBLEMS,
  STAGE_ID_PATTERN,
  TEMPLATE_CODES,
} from '../../core/names.js';
import { formatProblem, type Problem } from '../../core/problem.js';
import type { RunFacts } from '../../core/record.js';
import { describeAttempt } from '../../core/record-key.js';
import { matrixParts, STAGE_ID_MAX_LENGTH } from '../../core/stage-id.js';
import { hasRerun, newestKeys, supersessionOf } from '../../core/superseded-records.js';
import { inspectTemplate } from '../../core/template/analyze.js';
import { buildPromptContext, type GithubContext, type UpstreamStage } from '../../core/template/context.js';
import {
  madeEventHint,
  prepareRender,
  renderPrompt,
  templateAnalysis,
} from '../../core/template/render-prompt.js';
import { decodeUtf8, SAVE_AS_UTF8 } from '../../core/utf8.js';
import {
  eventActor,
  eventRef,
  eventRepository,
  eventSha,
  type LocalFacts,
  parseEventPayload,
} from '../../core/workflow/github-context.js';
import { readUntilInterrupted } from '../interruptible.js';
import { type CliIO, EXIT } from '../io.js';
import { printStored } from '../stored-output.js';
import type { JobUpstream } from './render-workflow.js';
import { keyValues, wholeNumberFrom1 } from './run-options.js';

export interface RenderOptions {
  /** The template itself, instead of a file. */
  template?: string;
  /** `<stage>=<file>` sample handoffs; `<stage>@<job>=<file>` for a leg of a matrix job. */
  handoff?: string[];
  /** `<stage>=<json object>`: the matrix values of a sample handoff's leg, as `stages.<stage>.matrix`. */
  matrix?: string[];
  /** A local run whose records are the upstream stages (`latest` for the newest). */
  run?: string;
  input?: string[];
  event?: string;
  eventName?: string;
  maxPromptTokens?: string;
  /** A workflow file whose stage prompt (of `job`) is the template, instead of a template file. */
  workflow?: string;
  /** With `workflow`: the job whose stage step's prompt to render. */
  job?: string;
  /** With `workflow`: which of the job's stage steps, by its `id` or its number from 1, when it has several. */
  step?: string;
}

/**
 * `baton render <template-file> [--template <text>] [--handoff <stage>[@<job>]=<file>]… [--run <run-id>]
 * [--input k=v]… [--event <file.json>] [--event-name <name>] [--max-prompt-tokens N]`: render a prompt
 * template against sample handoffs or a stored local run, without running anything. The prompt goes to
 * stdout, warnings to stderr; a render error exits 1, a usage error 2.
 */
export async function renderCommand(
  io: CliIO,
  file: string | undefined,
  options: RenderOptions = {},
): Promise<number> {
  if (options.workflow === undefined && (options.job !== undefined || options.step !== undefined))
    throw new UserError(
      'usage',
      `${options.job !== undefined ? '--job' : '--step'} names a stage step of --workflow <file>, which is not given`,
    );
  const {
    text: written,
    source,
    maxPromptTokens: stepBudget,
    upstream: stepUpstream,
    evaluate,
  } = options.workflow === undefined
    ? await templateText(io, file, options.template)
    : await (await import('./render-workflow.js')).workflowPrompt(io, file, options, {
        text: readText,
      });
  const maxPromptTokens = budget(options.maxPromptTokens ?? stepBudget);
  const fromRun =
    options.run === undefined
      ? {
          id: undefined,
          upstream: [],
          unreadable: new Map<string, UserError>(),
          facts: undefined,
          invocation: undefined,
          jobs: undefined,
          missing: [],
          notStored: null,
        }
      : await runUpstream(io, options.run);
  // A run of another workflow (one this workflow continues with `parent-run`, say) gives its records; its
  // inputs and event were that workflow's. A workflow the run called ran in it, on its event.
  const ran = fromRun.invocation;
  const wanted = options.workflow === undefined ? undefined : resolve(io.cwd, options.workflow);
  const ranOther =
    wanted !== undefined &&
    ran !== undefined &&
    ![ran.workflow_path, ...Object.keys(ran.called_sha256 ?? {})].some(
      (path) => resolve(io.cwd, path) === wanted,
    );
  if (ranOther)
    io.stderr(
      `note: run ${fromRun.id} ran ${ran?.workflow_path}, not ${options.workflow}: its records are read, not its inputs or event (give those with --input and --event)\n`,
    );
  // With --run, the run's own inputs and event (its name with it), unless given here.
  const invocation = ranOther ? undefined : ran;
  const redacted =
    fromRun.id === undefined || invocation === undefined
      ? null
      : redactedStartWarning(fromRun.id, invocation, 'render');
  if (redacted) io.stderr(`warning: ${redacted}\n`);
  let event = options.event === undefined ? (invocation?.event ?? {}) : await readEvent(io, options.event);
  // An --event of its own is named by --event-name or by what its payload looks like, not by the run.
  let eventName =
    options.eventName ?? (options.event === undefined ? invocation?.event_name : guessEventName(event));
  // With --workflow, the payload is the one made for the workflow's trigger when none is given; with --run,
  // the run's, which baton made when the run was started without --event: said so of a field it lacks.
  let madeEvent: string | undefined =
    options.event === undefined && invocation?.event_made === true ? eventName : undefined;
  // As `baton run` asks git, once: for the template's `github`, and for the plan of --workflow.
  const checkout = await gitCheckout(io.cwd, io.env);
  const samples = await sampleUpstream(io, options.handoff ?? [], options.matrix ?? []);
  if (samples.problems.length > 0) {
    for (const problem of samples.problems) io.stderr(`${formatProblem(problem)}\n`);
    return EXIT.failure;
  }
  // A sample handoff stands in for the run's record of the same stage.
  const sampled = new Set(samples.upstream.map((u) => u.stage));
  let upstream = [...fromRun.upstream.filter((u) => !sampled.has(u.stage)), ...samples.upstream];
  let absent: UpstreamStage[] = [];
  let openJobs: string[] = [];
  // The template: the one written, or (a prompt holding ${{ }}) what the run makes of it.
  let text = written;
  // The stages the written template reads (a template that does not parse names none: the render says what is
  // wrong with it).
  const writtenAnalysis = inspectTemplate(written).analysis;
  const writtenReads = (writtenAnalysis?.references ?? [])
    .filter((ref) => ref.kind === 'stage')
    .map((ref) => ref.stage);
  // A job's inputs as the run gives them to its prompt (defaults applied), and those a run is always given
  // that were not.
  let planInputs: Record<string, string> = {};
  // The step's vars:, over every other input, as the stage takes them.
  let vars: Record<string, string> = {};
  let missingInputs: JobUpstream['missingInputs'] = [];
  if (stepUpstream !== undefined) {
    // A job's prompt reads the stages of the jobs it needs, as its stage in the run did: the run's records
    // of those (not of the job itself, nor of a job beside it), under the job the run's prompt read each by.
    const job = await stepUpstream({
      inputs: { ...runInputs(invocation), ...keyValues(options.input, '--input') },
      asked: Object.keys(keyValues(options.input, '--input')),
      vars: invocation?.vars ?? {},
      event: options.event === undefined ? (invocation?.event ?? null) : event,
      eventName: options.eventName ?? (options.event === undefined ? invocation?.event_name : undefined),
      facts: fromRun.facts,
      checkout,
      ran: fromRun.jobs,
      named: writtenReads,
    });
    const { stages: known, open } = job;
    if (evaluate !== undefined) text = evaluate(job);
    // The event as the run gives it to the stage, for {{ }} as for ${{ }}: the one given, named as the run
    // names it, else the payload the run makes for the workflow's trigger.
    ({ payload: event, name: eventName } = job.event);
    if (job.event.made) madeEvent = job.event.name;
    openJobs = open;
    planInputs = job.inputs ?? {};
    vars = job.vars;
    missingInputs = job.missingInputs;
    const stored = new Map(fromRun.upstream.map((u) => [u.stage, u]));
    const listed = known.map(({ stage, job, matrix, place }): UpstreamStage => {
      const sample = samples.upstream.find((u) => u.stage === stage);
      // Under the job the run reads it by (jobs.<caller> for a called job's), unless it names one (<stage>@<job>).
      // A leg's values are the plan's unless --matrix gives them (a record's are its own); its place in
      // jobs.<job> the plan's, as the run's.
      const values = {
        ...(matrix === undefined ? {} : { matrix }),
        ...(place === undefined ? {} : { place }),
      };
      if (sample !== undefined)
        return { ...values, ...sample, ...(sample.job === sample.stage ? { job } : {}) };
      const fromStore = stored.get(stage);
      return {
        stage,
        job,
        stored: fromStore?.stored,
        ...(fromStore?.superseded === undefined ? {} : { superseded: fromStore.superseded }),
        ...values,
      };
    });
    upstream = [...listed, ...samples.upstream.filter((u) => !known.some((k) => k.stage === u.stage))];
    // A stage the job needs that neither the run nor a sample gives renders as the run renders a stage that
    // did not run: empty, with a warning naming it (not as a stage that is not upstream).
    absent = listed.filter(
      (u) => u.stored === undefined && u.sample === undefined && u.superseded === undefined,
    );
  }
  // Said once the plan of --workflow has named each sample leg's job (a --handoff <stage> without @<job> names
  // none of its own).
  for (const sample of samples.upstream) {
    const job = upstream.find((u) => u.stage === sample.stage)?.job ?? sample.job;
    const warning = legNameWarning(sample, job);
    if (warning !== null) io.stderr(warning);
  }
  // The stages of the run whose records the prompt reads: with --workflow, every stage upstream of the job (its
  // stage reads them all in the run); else those the template names (`stages.<id>`, or `jobs.<id>` for the
  // stages of that job), and every one when it reads `stages` or `jobs` whole (`{{#each stages}}`). A record
  // it does not read does not stop the render, whether it cannot be read, is gone or was never stored.
  const upstreamStages = new Set(upstream.map((u) => u.stage));
  const jobsRead = new Set(
    (writtenAnalysis?.references ?? []).filter((ref) => ref.kind === 'job').map((ref) => ref.stage),
  );
  const readsWhole = [...(writtenAnalysis?.paths.values() ?? [])].some(
    ({ root }) => root?.length === 1 && (root[0] === 'stages' || root[0] === 'jobs'),
  );
  const jobOf = (stage: string) =>
    [...(fromRun.jobs ?? [])].find(([, stages]) => stages.includes(stage))?.[0];
  const readsRecord = (stage: string, job: string | undefined) =>
    !sampled.has(stage) &&
    (stepUpstream !== undefined
      ? upstreamStages.has(stage)
      : readsWhole || writtenReads.includes(stage) || (job !== undefined && jobsRead.has(job)));
  // A stage the prompt reads whose record the run has but cannot be read (a run made by another user, say):
  // rendered without it, the prompt would not be the one the run gave; a sample handoff may stand in for it.
  const lost = [...fromRun.unreadable.keys()].find((stage) => readsRecord(stage, jobOf(stage)));
  if (lost !== undefined)
    throw unreadableUpstream(fromRun.id!, lost, fromRun.unreadable.get(lost)!, options.job);
  // A stage the run recorded whose record is gone is not one that did not run: said, as replay says it, unless
  // a sample stands in for it (or, with --workflow, the job does not read it).
  const gone = fromRun.missing.find(
    (m) =>
      readsRecord(m.stage, m.job) && (stepUpstream === undefined || absent.some((u) => u.stage === m.stage)),
  );
  if (gone !== undefined) {
    throw recordGone(fromRun.id!, gone, gone.result, [
      `render with a handoff in its place: --handoff ${gone.stage}=<file>`,
    ]);
  }
  // So is one the run recorded and never stored (its write failed): said, with what records it again.
  const unstored = fromRun.notStored?.records.find(
    (r) =>
      readsRecord(r.stage, r.job) && (stepUpstream === undefined || absent.some((u) => u.stage === r.stage)),
  );
  if (unstored !== undefined) {
    throw new UserError(
      'record-not-stored',
      `${describeAttempt({ ...unstored, runAttempt: 1 })} (job ${unstored.job}) of run ${fromRun.id} was never stored: ${unstored.why}`,
      {
        details: [
          fromRun.notStored!.fix,
          `or render with a handoff in its place: --handoff ${unstored.stage}=<file>`,
        ],
      },
    );
  }
  if (absent.length > 0)
    io.stderr(
      `note: ${fromRun.id === undefined ? 'no --run or --handoff gives' : `neither run ${fromRun.id} nor a --handoff gives`} ${absent.map((u) => u.stage).join(', ')}, upstream of job ${options.job}: rendered as a stage that did not run (give --handoff ${absent[0]!.stage}=<file>, or --run <run>)\n`,
    );

  // A prompt that reads an input a run is always given, not given here: the run would refuse to start, and
  // says to pass it; so does the render (a prompt without it is one no run renders).
  const read = missingInputs.filter((input) => readsInput(text, input.name));
  if (read.length > 0) {
    const [first, ...more] = read as [JobUpstream['missingInputs'][number], ...JobUpstream['missingInputs']];
    throw new UserError(PLAN_PROBLEMS.inputMissing, first.message, {
      where: first.where,
      details: [
        ...more.map((input) => `${input.where}: ${input.message}`),
        `the prompt of job ${options.job} reads ${read.map((input) => `inputs.${input.name}`).join(', ')}, which a run of ${options.workflow} is always given`,
      ],
    });
  }
  const inputs = {
    ...runInputs(invocation),
    ...planInputs,
    ...keyValues(options.input, '--input'),
    ...vars,
  };
  const renderOptions = {
    source,
    ...(maxPromptTokens === undefined ? {} : { maxPromptTokens }),
    ...(madeEvent === undefined
      ? {}
      : {
          madeEventHint: madeEventHint(madeEvent),
        }),
  };
  if (
    fromRun.id !== undefined &&
    fromRun.invocation === undefined &&
    (text === written ? [written] : [written, text]).some(readsStart)
  )
    io.stderr(
      `note: run ${fromRun.id} has no ${LOCAL_RUN_FILES.invocation} (a run stored before baton kept one, or it was removed), so its inputs and event are not known: give them with --input and --event\n`,
    );
  await prepareRender(text, renderOptions);
  const built = buildPromptContext({
    upstream,
    inputs,
    github: githubContext(fromRun.facts, checkout.facts, event, eventName),
    openJobs,
    analysis: templateAnalysis(text),
  });
  // Said first, so they stand beside the render's error when it fails (a stage with no handoff: why its
  // fields are empty).
  for (const warning of built.warnings) io.stderr(`warning: ${formatProblem(warning)}\n`);
  let rendered: ReturnType<typeof renderPrompt>;
  try {
    rendered = renderPrompt(text, built.context, renderOptions);
  } catch (error) {
    // A leg given by --handoff <stage>@<job> without --matrix has no matrix values to read (unless the plan
    // of --workflow gives them).
    const planned = new Set(upstream.filter((u) => u.matrix !== undefined).map((u) => u.stage));
    const bare = samples.upstream.filter(
      (u) => u.job !== u.stage && u.sampleMatrix === undefined && !planned.has(u.stage),
    );
    if (error instanceof UserError && /\bmatrix\./.test(error.message) && bare.length > 0) {
      throw new UserError(error.code, error.message, {
        ...(error.where === undefined ? {} : { where: error.where }),
        details: [
          ...error.details,
          `the sample leg${bare.length === 1 ? '' : 's'} ${bare.map((u) => u.stage).join(', ')} ${bare.length === 1 ? 'has' : 'have'} no matrix values: give them with --matrix ${bare[0]!.stage}='{"<key>":"<value>"}'`,
        ],
        cause: error.cause,
      });
    }
    throw error;
  }

  for (const warning of rendered.warnings) io.stderr(`warning: ${formatProblem(warning)}\n`);
  // Exactly the prompt when piped; on a terminal, escape sequences from handoff text are shown, not obeyed;
  // in a GitHub step, no line of it is a workflow command (see printStored).
  printStored(io, io.isTTY ? `${rendered.prompt}\n` : rendered.prompt);
  return EXIT.ok;
}

async function templateText(
  io: CliIO,
  file: string | undefined,
  inline: string | undefined,
): Promise<{
  text: string;
  source: string;
  maxPromptTokens?: undefined;
  upstream?: undefined;
  evaluate?: undefined;
}> {
  if (file !== undefined && inline !== undefined) {
    throw new UserError('usage', 'give a template file or --template, not both');
  }
  if (inline !== undefined) return { text: inline, source: '--template' };
  if (file === undefined)
    throw new UserError('usage', 'give a template file, or the template itself with --template');
  return { text: await readTemplateText(io, file, 'template file'), source: file };
}

function budget(value: string | undefined): number | undefined {
  return value === undefined ? undefined : wholeNumberFrom1(value, `--${INPUTS.maxPromptTokens}`);
}

/**
 * A workflow file's text (`--workflow`), read as `baton run` reads one: a regular file or a pipe, at most
 * `LIMITS.workflowFileBytes`; anything else is a usage error naming it and why, with none of its contents. A
 * Ctrl-C while a pipe is waited for is said as cancelled (exit 1).
 */
async function readText(io: CliIO, file: string): Promise<string> {
  return readUntilInterrupted((signal) => readWorkflowFile(io.cwd, file, { signal }), {
    file,
    what: 'workflow file',
    after: '; nothing was rendered',
    give: 'baton render --workflow <(command)',
  });
}

/**
 * A template file, read as `baton run` reads a prompt-file: at most `LIMITS.templateBytes`, UTF-8 without
 * the byte order mark it may start with (which would be the prompt's first character, and shift the columns
 * of line 1 in errors); a regular file or a pipe (`<(command)`, a FIFO: waited for until its writer closes
 * it, or a Ctrl-C, said as cancelled). Too large or not UTF-8 is the template's fault (exit 1), as it is in
 * a run (a stage refuses such a prompt-file) and as it is of a `--handoff` file; a file that cannot be read
 * is a usage error naming it.
 */
async function readTemplateText(io: CliIO, file: string, what: string): Promise<string> {
  let read: NamedInputRead;
  try {
    read = await readUntilInterrupted(
      (signal) => readNamedInput(resolve(io.cwd, file), LIMITS.templateBytes, signal),
      { file, what, after: '; nothing was rendered', give: 'baton render <(command)' },
    );
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw unreadableFile(file, error, what);
  }
  if (read.kind === 'too-large') {
    const size = read.size === null ? 'more than' : `${read.size} bytes, more than`;
    throw new UserError(
      TEMPLATE_CODES.tooLarge,
      `the ${what} is ${size} the ${LIMITS.templateBytes} (${LIMITS.templateBytes / 1024} KiB) a template may be`,
      { where: file },
    );
  }
  if (read.kind === 'not-readable') {
    if (read.what === 'a directory')
      throw new UserError('usage', `the ${what} is a directory`, { where: file });
    throw new UserError(
      'usage',
      `the ${what} is ${read.what}; a template must be a regular file or a pipe: give the file, or <(command) for a command's output`,
      { where: file },
    );
  }
  const decoded = decodeUtf8(read.bytes);
  if (decoded.kind === 'text') return decoded.text;
  const save = decoded.kind === 'utf-16' ? `; ${SAVE_AS_UTF8}` : '';
  throw new UserError(TEMPLATE_CODES.notUtf8, `the ${what} ${decoded.problem}${save}`, { where: file });
}

/** An --event file, read as `baton run` reads one (parseEventPayload); what is wrong with it is a usage error. */
async function readEvent(io: CliIO, file: string): Promise<Record<string, unknown>> {
  // As `baton run` reads it: a regular file or a pipe, at most LIMITS.eventBytes; a Ctrl-C while a pipe is
  // waited for is said as cancelled (exit 1).
  const bytes = await readUntilInterrupted((signal) => readEventFile(resolve(io.cwd, file), file, signal), {
    file,
    what: 'event file',
    after: '; nothing was rendered',
    give: '--event <(command)',
  });
  const text = bytes.toString('utf8');
  try {
    return parseEventPayload(text, file);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new UserError('usage', error.message, { where: file });
  }
}

/** Every stage of a stored local run, latest attempt of each, in the order of the run's jobs. */
async function runUpstream(
  io: CliIO,
  run: string,
): Promise<{
  /** The run's id (`latest` resolved). */
  id: string;
  upstream: UpstreamStage[];
  /** The stages whose latest record cannot be read, and why: refused only for a prompt that reads one. */
  unreadable: Map<string, UserError>;
  facts: RunFacts | undefined;
  invocation: Invocation | undefined;
  /** The stage ids each job recorded, by job id (a call's are its called jobs'), as run.json has them. */
  jobs: Map<string, string[]>;
  /** The stages run.json says were recorded whose records are gone, each with its job's result. */
  missing: Array<MissingRecord & { result: string }>;
  /** The records its jobs made that it never stored, and what to do. */
  notStored: NotStoredRecords | null;
}> {
  const catalog = LocalRunCatalog.forProject(io.cwd);
  const id = await catalog.resolve(run);
  // A run stored before invocation.json existed has none: its inputs are then not known (said when the
  // prompt reads them). One that cannot be read is not taken for none: the prompt would be rendered from
  // inputs the run did not have.
  const invocation = await readStoredInvocation(catalog.runDir(id), {
    code: 'run-invalid',
    fix: `run ${id}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy`,
  });
  const store = await catalog.open(id);
  const summary = await catalog.readSummary(id);
  const refs = await store.list();
  const listed = [...new Set(refs.map((ref) => ref.stage))];
  const order = summary.jobs.flatMap((job) => job.stages);
  const stages = [...order.filter((s) => listed.includes(s)), ...listed.filter((s) => !order.includes(s))];
  const upstream: UpstreamStage[] = [];
  const unreadable = new Map<string, UserError>();
  let facts: RunFacts | undefined;
  // A run pulled from GitHub after a re-run of jobs: a stage's newest record that the re-run superseded is left
  // out, with why, as the stages after it in that re-run left it out.
  const newest = newestKeys(refs);
  const rerun = hasRerun(newest);
  for (const stage of stages) {
    const stored = await store.get(stage).catch((error: unknown) => {
      if (!(error instanceof UserError)) throw error;
      unreadable.set(stage, error);
      return undefined;
    });
    if (!stored) continue;
    facts ??= stored.record.run;
    const superseded = rerun ? supersessionOf(stored.record, newest) : undefined;
    upstream.push(
      superseded === undefined
        ? { stage, job: stored.record.job, stored }
        : { stage, job: stored.record.job, stored: undefined, superseded },
    );
  }
  const missing = (await missingRecords(store, summary.jobs, refs)).map((m) => ({
    ...m,
    result: summary.jobs.find((job) => job.id === m.job)?.result ?? 'unknown',
  }));
  return {
    id,
    upstream,
    unreadable,
    facts,
    invocation,
    jobs: new Map(summary.jobs.map((job) => [job.id, job.stages])),
    missing,
    notStored: await notStoredRecords(catalog.runDir(id), summary),
  };
}

/** A stage the prompt reads whose record in the run cannot be read: why, and what to render with instead. */
function unreadableUpstream(
  run: string,
  stage: string,
  error: UserError,
  job: string | undefined,
): UserError {
  return new UserError(
    error.code,
    `run ${run}'s record of stage ${stage} cannot be read, and the prompt${job === undefined ? '' : ` of job ${job}`} reads it`,
    {
      details: [
        ...errorLines(error),
        // A record refused to this user, or from a newer baton, says what to do; one cut short or edited does not.
        ...(isDamagedRecord(error.code) ? [damagedRecordFix(run, stage)] : []),
        `or render it with a sample handoff instead: --handoff ${stage}=<file>`,
      ],
      cause: error,
    },
  );
}

/**
 * `--handoff <stage>=<file>`: each file read and validated as a handoff, as the capture step would;
 * `--matrix <stage>=<json>` gives a sample leg its matrix values.
 */
async function sampleUpstream(
  io: CliIO,
  pairs: readonly string[],
  matrixPairs: readonly string[],
): Promise<{ upstream: UpstreamStage[]; problems: Problem[] }> {
  const upstream: UpstreamStage[] = [];
  const problems: Problem[] = [];
  const handoffs = keyValues(pairs, '--handoff');
  // Two samples of one stage: which one the template should see is not said.
  const stages = pairs.map((pair) => (pair.split('=')[0] ?? '').split('@')[0]);
  const twice = stages.find((stage, i) => stages.indexOf(stage) !== i);
  if (twice !== undefined) {
    throw new UserError('usage', `stage ${twice} is given twice; give each stage one handoff file`, {
      where: '--handoff',
    });
  }
  const matrices = sampleMatrices(matrixPairs, handoffs);
  for (const [key, file] of Object.entries(handoffs)) {
    // `review-security@review`: a matrix leg, so that jobs.review lists it.
    const [stage = '', job = stage, ...rest] = key.split('@');
    for (const id of [stage, job]) {
      if (!STAGE_ID_PATTERN.test(id) || rest.length > 0) {
        throw new UserError(
          'usage',
          `${JSON.stringify(key)} is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)`,
          { where: '--handoff' },
        );
      }
    }
    const read = await readHandoff(resolve(io.cwd, file));
    if (read.kind === 'missing') throw new UserError('usage', 'handoff file: no such file', { where: file });
    if (read.kind === 'invalid') {
      problems.push(...read.problems.map((p) => ({ ...p, path: `${file} ${p.path}` })));
      continue;
    }
    const matrix = matrices.get(stage);
    upstream.push({
      stage,
      job,
      stored: undefined,
      sample: read.handoff,
      ...(matrix === undefined ? {} : { sampleMatrix: matrix }),
    });
  }
  return { upstream, problems };
}

/**
 * A warning for a sample leg whose --matrix values a run would name otherwise: a run names a leg
 * `<job id or stage input>-<its values>`. `job` is the leg's job as the plan of --workflow has it, else as
 * `--handoff <stage>@<job>` gives it.
 */
function legNameWarning(sample: UpstreamStage, job: string): string | null {
  if (sample.sampleMatrix === undefined) return null;
  const suffix = matrixParts(sample.sampleMatrix).join('-');
  if (suffix === '' || sample.stage.endsWith(`-${suffix}`) || `${job}-${suffix}`.length > STAGE_ID_MAX_LENGTH)
    return null;
  return `warning: --matrix ${sample.stage}: a run names the leg of ${job} with these values ${job}-${suffix} (or <stage input>-${suffix})\n`;
}

/**
 * `--matrix <stage>=<json object>` by stage: the leg's matrix values, as a run records them (a value may be a
 * string, number, boolean or object). The stage must be one a `--handoff` gives.
 */
function sampleMatrices(
  pairs: readonly string[],
  handoffs: Record<string, string>,
): Map<string, Record<string, unknown>> {
  const sampled = new Set(Object.keys(handoffs).map((key) => key.split('@')[0]));
  const matrices = new Map<string, Record<string, unknown>>();
  for (const [stage, text] of Object.entries(keyValues(pairs, '--matrix'))) {
    if (!sampled.has(stage)) {
      throw new UserError(
        'usage',
        `${JSON.stringify(stage)} is not a stage given by --handoff${sampled.size > 0 ? ` (given: ${[...sampled].join(', ')})` : ''}`,
        {
          where: '--matrix',
          details: [
            'give the leg a sample handoff too: --handoff <stage>@<job>=<file> --matrix <stage>=<json>',
          ],
        },
      );
    }
    let values: unknown;
    try {
      values = JSON.parse(text);
    } catch {
      values = undefined;
    }
    if (values === null || typeof values !== 'object' || Array.isArray(values)) {
      throw new UserError(
        'usage',
        `the matrix values of ${stage} must be one JSON object, such as {"angle":"security"}`,
        {
          where: '--matrix',
        },
      );
    }
    matrices.set(stage, values as Record<string, unknown>);
  }
  return matrices;
}

/** The kind of event a payload looks like, when --event-name does not say (nor a run, for the run's event). */
function guessEventName(event: Record<string, unknown>): string {
  if ('comment' in event && 'issue' in event) return 'issue_comment';
  if ('pull_request' in event) return 'pull_request';
  if ('issue' in event) return 'issues';
  return 'workflow_dispatch';
}

/**
 * The template's `github`, as the run gives its prompt: a stored run's facts; else what the event names (its
 * repository, a pull request's merge ref and head commit, its sender), over what git says of the checkout
 * (the `origin` remote, HEAD, its branch, git's user), as `baton run` takes them.
 */
function githubContext(
  run: RunFacts | undefined,
  checkout: LocalFacts,
  event: Record<string, unknown>,
  eventName: string | undefined,
): GithubContext {
  const name = eventName ?? run?.event_name ?? guessEventName(event);
  return {
    repository: run?.repository ?? eventRepository(event) ?? checkout.repository,
    ref: run?.ref ?? eventRef(name, event) ?? checkout.ref,
    sha: run?.sha ?? eventSha(name, event) ?? checkout.sha,
    run_id: run?.id ?? 'render',
    actor: eventActor(event) ?? checkout.actor,
    event_name: name,
    event,
  };
}

/**
 * The inputs a stored run was started with, as its `inputs` context had them: a dispatch event's own
 * `inputs` (the demo's event file holds `issue`), under the `--input` values given.
 */
/** Whether a template reads `inputs.<name>` (or the whole of `inputs`); one that does not parse, nothing. */
function readsInput(template: string, name: string): boolean {
  const paths = inspectTemplate(template).analysis?.paths.values() ?? [];
  for (const { root } of paths)
    if (root?.[0] === 'inputs' && (root.length === 1 || root[1] === name)) return true;
  return false;
}

/** Whether a template reads how a run was started: `inputs`, `github.event` or `github.event_name`. */
function readsStart(template: string): boolean {
  const paths = inspectTemplate(template).analysis?.paths.values() ?? [];
  for (const { root } of paths) {
    if (root?.[0] === 'inputs') return true;
    if (root?.[0] === 'github' && (root.length === 1 || root[1] === 'event' || root[1] === 'event_name'))
      return true;
  }
  return false;
}

function runInputs(invocation: Invocation | undefined): Record<string, string> {
  if (invocation === undefined) return {};
  const fromEvent: Record<string, string> = {};
  const eventInputs = invocation.event.inputs;
  if (
    invocation.event_name === 'workflow_dispatch' &&
    eventInputs !== null &&
    typeof eventInputs === 'object'
  ) {
    for (const [name, value] of Object.entries(eventInputs)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        fromEvent[name] = String(value);
    }
  }
  return { ...fromEvent, ...invocation.inputs };
}
