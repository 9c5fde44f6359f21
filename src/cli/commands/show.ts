import { access, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { LocalRecordStore } from '../../adapters/local/record-store.js';
import {
  describedRunStatus,
  LocalRunCatalog,
  otherHost,
  otherHostAdvice,
} from '../../adapters/local/run-catalog.js';
import { readEventsText, readShownSummary, type ShownRunSummary } from '../../adapters/local/run-jobs.js';
import {
  damagedRecordFix,
  gatherRunRecords,
  isDamagedRecord,
  missingRecords,
  notStoredRecords,
  recordGone,
  withRecordFix,
} from '../../adapters/local/run-records.js';
import { unwrittenLine } from '../../adapters/local/write-failure.js';
import { formatError, UserError } from '../../core/errors.js';
import { jobLogFile, LOCAL_RUN_FILES, legOfJobLogFile, RECORD_FILES, RUN_FILE } from '../../core/names.js';
import type { RecordKey } from '../../core/ports.js';
import { formatProblem } from '../../core/problem.js';
import {
  refusedHandoffProblems,
  type StageRecord,
  type StoredRecord,
  shownStatus,
} from '../../core/record.js';
import {
  attemptName,
  compareRecordKeys,
  describeAttempt,
  newestOf,
  recordKeyOf,
} from '../../core/record-key.js';
import { compareCodePoints } from '../../core/stage-id.js';
import { didYouMeanAside } from '../../core/suggest.js';
import {
  hasRerun,
  newestKeys,
  supersededStages,
  supersededText,
  supersessionOf,
} from '../../core/superseded-records.js';
import { FailedStep } from '../../core/workflow/events.js';
import { CLI_WORDS } from '../../core/workflow/option-words.js';
import { cleanUpAfterInterruptedRuns } from '../interrupted-runs.js';
import { type CliIO, EXIT } from '../io.js';
import { JOB_LOG_OPTION, showJobLog } from '../job-log-hint.js';
import { formatDuration } from '../plain-progress.js';
import { naturalOrder, shortList } from '../stage-list.js';
import { printStored } from '../stored-output.js';
import {
  sayUnreadable,
  terminalField,
  terminalLine,
  terminalMessage,
  unreadableRecords,
  unreadableRun,
  wholeNumberFrom1,
} from './run-options.js';
import { table } from './runs.js';

export interface ShowOptions {
  prompt?: boolean;
  handoff?: boolean;
  record?: boolean;
  log?: boolean;
  /** The job's (or matrix leg's) log, whatever stages it recorded. */
  jobLog?: boolean;
  attempt?: string;
  /** Of a run re-run on GitHub and pulled: which run attempt's record (default: the newest that has one). */
  runAttempt?: string;
}

/**
 * `baton show <run> [stage] [--prompt|--handoff|--record|--log|--job-log]`: a run's summary and its stages;
 * one stage's attempts; or one of its stored files as it is (`--prompt`, `--handoff`, `--record`, `--log`);
 * or a job's log (`--job-log`, of a job or matrix leg by its id, whatever stages it recorded).
 */
export async function showCommand(
  io: CliIO,
  run: string,
  stage: string | undefined,
  options: ShowOptions = {},
): Promise<number> {
  const files = (['prompt', 'handoff', 'record', 'log'] as const).filter((f) => options[f]);
  if (files.length + (options.jobLog ? 1 : 0) > 1)
    throw new UserError(
      'usage',
      `give at most one of --prompt, --handoff, --record, --log, ${JOB_LOG_OPTION}`,
    );
  if (options.jobLog && stage === undefined)
    throw new UserError('usage', `${JOB_LOG_OPTION} needs a job: ${showJobLog('baton', run, '<job>')}`);
  if (options.jobLog && options.attempt !== undefined)
    throw new UserError(
      'usage',
      `a job log has no attempts (a stage's agent log has: baton show ${run} <stage> --log --attempt ${options.attempt})`,
      { where: '--attempt' },
    );
  // A job log is of the run as it ran here, and a run pulled from GitHub, the only one with run attempts, has
  // none: refused rather than passed over, which would print the log of another run attempt than asked.
  if (options.jobLog && options.runAttempt !== undefined)
    throw new UserError(
      'usage',
      `a job log has no run attempts: it is of the run as it ran here, and a run pulled from GitHub has none (a stage's record has: baton show ${run} <stage> --run-attempt ${options.runAttempt})`,
      { where: '--run-attempt' },
    );
  if (files.length === 1 && stage === undefined) {
    throw new UserError('usage', `--${files[0]} needs a stage: baton show ${run} <stage> --${files[0]}`);
  }
  if (options.attempt !== undefined && stage === undefined) {
    throw new UserError(
      'usage',
      `--attempt needs a stage: baton show ${run} <stage> --attempt ${options.attempt}`,
    );
  }
  if (options.runAttempt !== undefined && stage === undefined) {
    throw new UserError(
      'usage',
      `--run-attempt needs a stage: baton show ${run} <stage> --run-attempt ${options.runAttempt}`,
    );
  }
  // Checked before the run is read: `--attempt x` is wrong whatever the run holds.
  const wanted = options.attempt === undefined ? undefined : wholeNumberFrom1(options.attempt, '--attempt');
  const wantedRun =
    options.runAttempt === undefined ? undefined : wholeNumberFrom1(options.runAttempt, '--run-attempt');
  const catalog = LocalRunCatalog.forProject(io.cwd);
  await cleanUpAfterInterruptedRuns(io, catalog);
  const id = await catalog.resolve(run);
  const store = await catalog.open(id);
  // The run's events, read at most once (for the summary's jobs so far and for the legs), and parsed at most
  // once, and only when what is shown needs them.
  let eventsRead: Promise<string> | undefined;
  const eventsText = () => {
    eventsRead ??= readEventsText(catalog, id);
    return eventsRead;
  };
  // A run.json that cannot be read keeps no record from being shown: the run's view says it (exit 1), and a
  // stage's attempts need none of it.
  const read = await readShownSummary(catalog, id, eventsText);
  const refs = await store.list();
  const runDir = catalog.runDir(id);
  let legsRead: Promise<RunLegs> | undefined;
  const runLegs = () => {
    legsRead ??= eventsText().then(legsOfRun);
    return legsRead;
  };

  if (options.jobLog && stage !== undefined)
    return showJobLogOf(io, id, stage, {
      read,
      stages: [...new Set(refs.map((r) => r.stage))],
      runDir,
      runLegs,
    });

  if (stage === undefined) {
    const summary = read instanceof UserError ? null : read;
    if (summary === null) io.stdout(`run ${id}  (its ${RUN_FILE} cannot be read: see below)\n`);
    else {
      io.stdout(`run ${id}  ${terminalField(summary.workflow)}  ${describedRunStatus(summary)}`);
      if (summary.duration_ms !== null) io.stdout(` in ${formatDuration(summary.duration_ms)}`);
      io.stdout(
        `\nstarted ${summary.started_at}${summary.replay_of ? `, replay of ${summary.replay_of}` : ''}\n`,
      );
      if (summary.pulled)
        io.stdout(
          `pulled ${summary.pulled.pulled_at} from ${terminalField(summary.pulled.url)} (run ${summary.pulled.run_id} of ${terminalField(summary.pulled.repository)}): its records only, no job logs\n`,
        );
      const host = otherHost(summary);
      if (host !== null) io.stdout(`${otherHostAdvice(host, runDir)}\n`);
      // What failed it outside its jobs: a file it could not write, what stopped it before its jobs started.
      if (summary.reason !== undefined)
        io.stdout(`failed outside its jobs: ${terminalMessage(summary.reason, '  ')}\n`);
    }
    io.stdout(`records in ${relative(io.cwd, runDir) || runDir}\n\n`);
    // Every attempt, as `history` reads them: one whose record cannot be read is named after the table (an
    // earlier attempt's too), and so is a stage run.json lists whose record is gone, and one the run never
    // stored; the rest is shown.
    const gathered = await gatherRunRecords(store, summary, refs);
    const unreadable = gathered.unreadable.map((u) => u.reason);
    const notStored = gathered.notStored?.records ?? [];
    const rows: string[][] = [];
    for (const job of summary?.jobs ?? []) {
      // Its stages never stored are listed after those stored, said to be (an attempt of a stage stored is
      // listed with the stage).
      const lost = [
        ...new Set(
          notStored.filter((r) => r.job === job.id && !job.stages.includes(r.stage)).map((r) => r.stage),
        ),
      ].map((stage) => `${stage} (not stored)`);
      // A pulled run's jobs are named by its records (`job`), which any step of the run could have uploaded.
      rows.push([
        terminalField(job.id),
        `${job.result}${job.reused ? ' (reused)' : ''}`,
        terminalField([...job.stages, ...lost].join(', ')),
      ]);
    }
    if (rows.length > 0) io.stdout(table(['JOB', 'RESULT', 'STAGES'], rows));
    const stages = [
      ...new Set([
        ...refs.map((r) => r.stage),
        ...gathered.missing.map((m) => m.stage),
        ...notStored.map((r) => r.stage),
      ]),
    ].sort(compareCodePoints);
    if (stages.length > 0) {
      // Below the job table, a line apart; right under `records in`, which ends with one.
      if (rows.length > 0) io.stdout('\n');
      // A replay's stages taken from the run it replayed are marked as their jobs are.
      const reused = new Set((summary?.jobs ?? []).flatMap((job) => (job.reused ? job.stages : [])));
      // After a re-run on GitHub, a stage whose newest record a stage it read ran again without it (a record
      // of a later run attempt that cannot be read counts too: listed in refs).
      const superseded = supersededStages(gathered.records, refs);
      const rerun = refs.some((r) => r.runAttempt > 1);
      const stageRows: string[][] = [];
      for (const name of stages) {
        if (gathered.missing.some((m) => m.stage === name)) {
          stageRows.push([name, 'missing', '', '', '', '(see below)']);
          continue;
        }
        const unstored = notStored.filter((r) => r.stage === name).length;
        if (!refs.some((r) => r.stage === name)) {
          stageRows.push([name, 'not stored', '', '', '', '(see below)']);
          continue;
        }
        // Of a run re-run on GitHub and pulled, the latest run attempt's: by run attempt, then attempt.
        const last = newestOf(refs.filter((r) => r.stage === name))!;
        const lost = gathered.unreadable.filter((u) => u.stage === name).length;
        const latest = gathered.records.find((r) => compareRecordKeys(recordKeyOf(r.record), last) === 0);
        // Its last attempt cannot be read: a row saying so, not an earlier attempt's result.
        if (latest === undefined) {
          stageRows.push([name, 'unreadable', '', attemptLabel(last, rerun), '', '(see below)']);
          continue;
        }
        const r = latest.record;
        const why = superseded.get(name);
        if (why !== undefined) {
          // Not what the stage did in the run as it stands: said as the report says it, and why, below.
          stageRows.push([
            name,
            `not run in run attempt ${why.newerRunAttempt}`,
            'superseded',
            attemptLabel(last, rerun),
            formatDuration(r.agent.duration_ms),
            terminalLine(`(last ran in run attempt ${r.run.attempt}) ${latest.handoff?.summary ?? ''}`, 80),
          ]);
          continue;
        }
        stageRows.push([
          name,
          `${shownStatus(r.status, r.outcome.reason)}${reused.has(name) ? ' (reused)' : ''}`,
          r.outcome.reason,
          [
            attemptLabel(r, rerun),
            ...(lost === 0 ? [] : [`(${lost} unreadable)`]),
            // A later attempt the run never stored: the one shown is not how the stage ended.
            ...(unstored === 0 ? [] : [`(${unstored} more not stored)`]),
          ].join(' '),
          formatDuration(r.agent.duration_ms),
          terminalLine(latest.handoff?.summary ?? '', 80),
        ]);
      }
      io.stdout(table(['STAGE', 'STATUS', 'OUTCOME', 'ATTEMPTS', 'AGENT', 'SUMMARY'], stageRows));
      for (const [name, why] of superseded)
        io.stdout(`\n${name}: not run in run attempt ${why.newerRunAttempt}: ${supersededText(why)}\n`);
    }
    const logs = await jobLogs(
      runDir,
      (summary?.jobs ?? []).map((job) => job.id),
      runLegs,
    );
    if (logs.length > 0) {
      const listed = logs.length > 12 ? `${logs.slice(0, 12).join(', ')}, …` : logs.join(', ');
      // A job's log by its id, whatever stages it recorded; the file is always there.
      const files = relative(io.cwd, join(runDir, jobLogFile('<job>')));
      io.stdout(`\njob logs: ${terminalField(listed)} (${files}; ${showJobLog('baton', id, '<job>')})\n`);
    }
    for (const extra of [LOCAL_RUN_FILES.report, LOCAL_RUN_FILES.summary]) {
      if (await exists(join(runDir, extra)))
        io.stdout(`\n${extra}: ${relative(io.cwd, join(runDir, extra))}\n`);
    }
    return sayUnreadable(io, id, read instanceof UserError ? read : null, unreadable, gathered.notStored);
  }

  // Oldest first, of every run attempt (a run re-run on GitHub and pulled has several).
  const keys = refs.filter((r) => r.stage === stage);
  if (keys.length === 0) {
    const known = [...new Set(refs.map((r) => r.stage))];
    const file = options.prompt ? 'prompt' : options.handoff ? 'handoff' : options.record ? 'record' : null;
    if (read instanceof UserError) {
      // Without run.json, which jobs the run had is not known; a job log of the name needs none of it, and
      // is shown, with what is wrong with run.json after it, as the run's view says it. Else that is what
      // there is to say.
      if (!(await jobLogs(runDir, [stage], runLegs)).includes(stage)) throw read;
      if (file === null) {
        printStored(io, await readFile(join(runDir, jobLogFile(stage)), 'utf8'), 'log');
        return sayUnreadable(io, id, read, []);
      }
      io.stderr(unreadableRun(read));
      throw new UserError(
        'stage-unknown',
        `run ${id} has no stage ${stage}, so it has no ${file}: ${stage} has a job log, and no record`,
        { details: [`its log: baton show ${id} ${stage}`, `stages: ${known.join(', ') || '(none)'}`] },
      );
    }
    const summary = read;
    // A stage the run recorded and never stored (a write that failed): said so, why, and what to do; its
    // job's log, which is all there is of it, is shown when asked for by the stage's name (a job's too).
    const notStored = await notStoredRecords(runDir, summary);
    const unstored = notStored?.records.find((r) => r.stage === stage);
    if (
      notStored !== null &&
      unstored !== undefined &&
      !(options.log && (await jobLogs(runDir, [stage], runLegs)).includes(stage))
    ) {
      const jobLog = (await jobLogs(runDir, [unstored.job], runLegs)).includes(unstored.job);
      throw new UserError(
        'record-not-stored',
        `${describeAttempt({ ...unstored, runAttempt: 1 })} (job ${unstored.job}) of run ${id} was never stored, so it has no ${file ?? (options.log ? 'log' : 'attempts')} to show: ${unstored.why}`,
        {
          details: [
            notStored.fix,
            ...(jobLog ? [`the log of job ${unstored.job}: ${showJobLog('baton', id, unstored.job)}`] : []),
            `stages: ${known.join(', ') || '(none)'}`,
          ],
        },
      );
    }
    // A stage run.json says was recorded, whose record is gone: said so, as `baton replay` says it.
    const [missing] = await missingRecords(
      store,
      summary.jobs.filter((job) => job.stages.includes(stage)).map((job) => ({ ...job, stages: [stage] })),
      refs,
    );
    if (missing !== undefined) {
      const job = summary.jobs.find((j) => j.id === missing.job);
      throw recordGone(id, missing, job?.result ?? 'unknown', [
        `replay from that stage, to run it again: baton replay ${id} --from ${stage}`,
        `stages: ${known.join(', ') || '(none)'}`,
      ]);
    }
    // A job (or matrix leg) without a baton stage still has its job log: what `show` has of it.
    const logs = await jobLogs(runDir, [stage, ...summary.jobs.map((job) => job.id)], runLegs);
    if (logs.includes(stage) && file === null) {
      if (wanted !== undefined)
        throw new UserError(
          'usage',
          `${stage} recorded no stage, and its job log has no attempts: baton show ${id} ${stage}`,
          { where: '--attempt' },
        );
      const path = join(runDir, jobLogFile(stage));
      printStored(io, await readFile(path, 'utf8'), 'log');
      return sayCut(io, summary, path);
    }
    // A job of the run that recorded no stage and printed nothing (a report job of `uses:` steps).
    const job = summary.jobs.find((j) => j.id === stage);
    // Each job's legs as the run's events name them: a matrix job's, and a called job's in a call with a
    // matrix (`deploy/review` ran as `deploy-staging/review`, …).
    const ran = await runLegs();
    // The jobs that ran a leg of this name (the run's events say), each with how it ended: none for a job.
    const ranLeg =
      job === undefined
        ? summary.jobs.flatMap((j) => {
            const run = ran.results.get(j.id)?.find((l) => l.leg === stage);
            return run === undefined ? [] : [{ job: j, run }];
          })
        : [];
    // A job (or leg) that ran and has a log, but recorded no stage (its stage step failed before it recorded
    // one, say): it has no stage file to show; its log is what there is, and the step that failed says why.
    const plainLeg = job === undefined && ranLeg.length === 1 ? ranLeg[0] : undefined;
    if (file !== null && logs.includes(stage) && (job !== undefined || plainLeg !== undefined)) {
      // A job of a replay taken from the run replayed: each of its legs was.
      const ofJob = job === undefined ? [] : (ran.results.get(job.id) ?? []);
      const reusedJob = ofJob.length > 0 && ofJob.every((leg) => leg.reused === true);
      const what =
        job !== undefined
          ? `job ${stage} of run ${id} (${job.result}${reusedJob ? `,${reusedFrom(summary.replay_of)}` : ''})`
          : `leg ${stage} of job ${plainLeg!.job.id} of run ${id} (${howEnded(plainLeg!.run, summary.replay_of)})`;
      const noStageStep = ran.withoutStageStep.has(stage);
      // The step that failed it; of a job with no stage step, only when the job failed (one under
      // continue-on-error did not fail it, and kept it from recording nothing).
      const failed =
        noStageStep && (job ?? plainLeg!.run).result !== 'failure' ? undefined : ran.failedSteps.get(stage);
      // A job still running may record one yet; one the run's end cut short will not.
      const unfinished = unfinishedOf(job);
      throw new UserError(
        'stage-unknown',
        unfinished === 'running'
          ? `${what} has recorded no stage so far, so it has no ${file} yet`
          : unfinished === 'interrupted'
            ? `${what} recorded no stage before the run was interrupted, so it has no ${file}`
            : `${what} recorded no stage, so it has no ${file}`,
        {
          details: [
            // A job with no stage step records none whatever its steps did.
            ...(noStageStep ? ["it has no stage step: none of its steps runs baton's stage"] : []),
            ...(failed === undefined
              ? []
              : [
                  `its step ${failed.step + 1} (${terminalLine(failed.name, 80)}) failed${noStageStep ? '' : ' before it recorded one'}: ${terminalLine(failed.message, 300)}`,
                ]),
            ...(unfinished === null
              ? []
              : [
                  `a stage's prompt, handoff and record are stored when its attempt ends${unfinished === 'interrupted' ? ": the run's process ended first" : ''}`,
                ]),
            `its log${unfinished === 'running' ? ' so far' : ''}: ${noStageStep ? showJobLog('baton', id, stage) : `baton show ${id} ${stage}`}`,
            ...(unfinished === 'interrupted' ? [runAgain(summary.workflow_path)] : []),
            `stages: ${known.join(', ') || '(none)'}`,
          ],
        },
      );
    }
    // A leg of a call with a matrix (`deploy-staging`), or of a call inside one (`deploy-staging/region-eu`).
    const callLeg = ranLeg.find((each) => callsWorkflow(summary.jobs, each.job.id));
    const caller = job ?? callLeg?.job;
    // A job that calls a workflow: its jobs are the run's `<caller>/<job>`, each with its log and stages;
    // in a call with a matrix, each ran once a leg of it, and those runs are what has a log.
    const called =
      caller === undefined || !callsWorkflow(summary.jobs, caller.id)
        ? []
        : callRows(summary.jobs, caller.id, ran).filter(
            (row) => callLeg === undefined || row.leg.startsWith(`${stage}/`),
          );
    if (caller !== undefined && (called.length > 0 || callLeg !== undefined)) {
      const what =
        callLeg === undefined
          ? `job ${stage} of run ${id} (${caller.result})`
          : `leg ${stage} of job ${caller.id} of run ${id} (${howEnded(callLeg.run, summary.replay_of)})`;
      if (called.length === 0) {
        if (options.prompt || options.handoff || options.record)
          throw new UserError('stage-unknown', `${what} calls a workflow; it ran none of its jobs`, {
            details: [`stages: ${known.join(', ') || '(none)'}`],
          });
        io.stdout(`${what} calls a workflow; it ran none of its jobs\n`);
        return EXIT.ok;
      }
      // The job to look at first: one that failed, else any, that has a log.
      const withLog = called.filter((row) => logs.includes(row.leg));
      const first = withLog.find((row) => row.result === 'failure') ?? withLog[0];
      const look = `${first === undefined ? '' : `a job's log: baton show ${id} ${first.leg}; `}the stages they recorded: baton show ${id}`;
      if (options.prompt || options.handoff || options.record) {
        throw new UserError(
          'stage-unknown',
          `${what} calls a workflow; its jobs: ${called.map((j) => `${j.leg} (${j.result})`).join(', ')}`,
          { details: [look, `stages: ${known.join(', ') || '(none)'}`] },
        );
      }
      // What `show` has of a calling job, or of a leg of one: the jobs of its call, as the run lists its own.
      const width = Math.max(...called.map((j) => j.leg.length));
      const results = Math.max(...called.map((j) => j.result.length));
      io.stdout(
        [
          `${what} calls a workflow; its jobs:`,
          ...called.map((j) =>
            j.reason === undefined
              ? `  ${j.leg.padEnd(width)}  ${j.result}`
              : `  ${j.leg.padEnd(width)}  ${j.result.padEnd(results)}  ${terminalLine(j.reason, 200)}`,
          ),
          look,
          '',
        ].join('\n'),
      );
      return EXIT.ok;
    }
    // A leg of a matrix job that has no log (cancelled before it started, say): that leg, with why, as a call's
    // leg is said, and the legs of its job that have one.
    const leg = callLeg === undefined && !logs.includes(stage) ? ranLeg[0] : undefined;
    if (leg !== undefined) {
      const ofJob = ran.results.get(leg.job.id) ?? [];
      const logged = ofJob.filter((l) => logs.includes(l.leg));
      const failed = logged.filter((l) => l.result === 'failure').map((l) => l.leg);
      const first = failed[0] ?? logged[0]?.leg;
      const what = `leg ${stage} of job ${leg.job.id} of run ${id} (${howEnded(leg.run, summary.replay_of)}): it has no log`;
      const others =
        first === undefined
          ? []
          : [
              `job ${leg.job.id} ran as matrix legs ${logged.map((l) => l.leg).join(', ')}${failed.length > 0 ? ` (failed: ${failed.join(', ')})` : ''}: ${showJobLog('baton', id, first)}`,
            ];
      // Asked for a file of it, there is none to print; asked about it, this is what there is to say.
      if (file !== null)
        throw new UserError('stage-unknown', what, {
          details: [...others, `stages: ${known.join(', ') || '(none)'}`],
        });
      io.stdout([what, ...others, ''].join('\n'));
      return EXIT.ok;
    }
    // Its legs that have a log: as the run's events name them (a leg's id may be numbered, and another job's
    // id may start like it; a called job's runs in a call's legs), else the logs its id starts.
    const ranAs = new Set((ran.results.get(stage) ?? []).map((leg) => leg.leg));
    const namedLegs = ran.named.get(stage);
    const ofJob = (leg: string) =>
      ranAs.has(leg) ||
      (namedLegs === undefined ? leg === stage || leg.startsWith(`${stage}-`) : namedLegs.includes(leg));
    // Its legs that ended without a log, and why: cancelled before they started (fail-fast), say.
    const unlogged = legsWithoutLog(ran.results.get(stage) ?? [], logs);
    if (job !== undefined && !logs.some(ofJob)) {
      const report = join(runDir, LOCAL_RUN_FILES.report);
      const unfinished = unfinishedOf(job);
      const what =
        unfinished === 'running'
          ? `job ${stage} of run ${id} (running) has recorded no stage and printed nothing so far`
          : unfinished === 'interrupted'
            ? `job ${stage} of run ${id} (interrupted) recorded no stage and printed nothing before the run was interrupted: it has no job log`
            : `job ${stage} of run ${id} (${job.result}) recorded no stage and printed nothing: it has no job log`;
      const details = [
        ...unlogged,
        ...((await exists(report)) ? [`the report it may have written: ${relative(io.cwd, report)}`] : []),
        ...(unfinished === 'running'
          ? [`its steps' output goes to its log as they print: baton show ${id} ${stage}`]
          : unfinished === 'interrupted'
            ? [runAgain(summary.workflow_path)]
            : []),
      ];
      // Asked for a file of it, there is none to print; asked about it, this is what there is to say (as of a
      // leg with no log, or a matrix job's legs): a job that printed nothing is no failure of `show`.
      if (file !== null)
        throw new UserError('stage-unknown', what, {
          details: [...details, `stages: ${known.join(', ') || '(none)'}`],
        });
      io.stdout([what, ...details.map((line) => `  ${line}`), ''].join('\n'));
      return EXIT.ok;
    }
    const legs = logs.filter((leg) => leg !== stage && ofJob(leg));
    // The leg to look at first: one that failed, as the run's events say.
    const failed = (ran.results.get(stage) ?? [])
      .filter((leg) => leg.result === 'failure')
      .map((leg) => leg.leg);
    const first = legs.find((leg) => failed.includes(leg)) ?? legs[0];
    const legLines =
      legs.length === 0
        ? []
        : [
            `ran as matrix legs ${legs.join(', ')}${failed.length > 0 ? ` (failed: ${failed.join(', ')})` : ''}: ${showJobLog('baton', id, first!)}`,
            ...unlogged,
          ];
    // A matrix job, asked about: its legs, as a calling job's jobs are listed.
    if (legs.length > 0 && file === null) {
      io.stdout(
        `job ${stage} of run ${id} ${legLines.map((line, i) => (i === 0 ? line : `  ${line}`)).join('\n')}\n`,
      );
      return EXIT.ok;
    }
    // A matrix job's legs are named below instead.
    // Never the name given: a stage of that name is what is not there.
    const named =
      legs.length > 0
        ? ''
        : didYouMeanAside(
            stage,
            [...known, ...logs].filter((name) => name !== stage),
          );
    throw new UserError('stage-unknown', `run ${id} has no stage ${JSON.stringify(stage)}${named}`, {
      details: [
        ...(legs.length > 0 ? [`job ${stage} ${legLines[0]}`, ...unlogged] : []),
        `stages: ${known.join(', ') || '(none)'}`,
        `job logs: ${logs.join(', ') || '(none)'}`,
      ],
    });
  }
  const rerun = refs.some((r) => r.runAttempt > 1);
  const had = keys.map((k) => attemptLabel(k, rerun)).join(', ');
  const inRun = wantedRun === undefined ? keys : keys.filter((k) => k.runAttempt === wantedRun);
  if (inRun.length === 0) {
    // A stage of a re-run with no record in the run attempt asked for: which it has, and, when a re-run did
    // not run it, why (as the report says it).
    const newest = newestOf(keys)!;
    const runAttempts = [...new Set(keys.map((k) => k.runAttempt))].sort((a, b) => a - b);
    const stored = await store.getAttempt(stage, newest.attempt, newest.runAttempt).catch(() => undefined);
    const why = stored === undefined ? undefined : supersessionOf(stored.record, newestKeys(refs));
    throw new UserError(
      'usage',
      // The run attempts it has, not its attempts: `attempts: 1, 2` read as if run attempt 2 were there.
      `stage ${stage} has no record in run attempt ${wantedRun}; it has records in run attempt${runAttempts.length === 1 ? '' : 's'} ${runAttempts.join(', ')}`,
      {
        where: '--run-attempt',
        details: [
          ...(why === undefined || why.newerRunAttempt !== wantedRun
            ? []
            : [`it did not run in run attempt ${wantedRun}: ${supersededText(why)}`]),
          `its newest record: baton show ${id} ${stage}${newest.runAttempt === 1 ? '' : ` --run-attempt ${newest.runAttempt}`}`,
        ],
      },
    );
  }
  const picked = wanted === undefined ? inRun : inRun.filter((k) => k.attempt === wanted);
  if (picked.length === 0) {
    throw new UserError(
      'usage',
      `stage ${stage} has no attempt ${options.attempt}${wantedRun === undefined ? '' : ` in run attempt ${wantedRun}`}; attempts: ${had}`,
      {
        where: '--attempt',
      },
    );
  }
  // The newest that fits: without --run-attempt, `--attempt 1` of a re-run's stage is its latest run attempt's.
  const key = newestOf(picked)!;
  const attempt = attemptName(key);
  const dir = store.attemptDir(stage, key.attempt, key.runAttempt);
  if (!options.prompt && !options.handoff && !options.record && !options.log)
    return showAttempts(io, store, id, stage, keys, key, newestKeys(refs));
  const stored = await store.getAttempt(stage, key.attempt, key.runAttempt).catch(async (error: unknown) => {
    // An attempt whose record cannot be read may still have its agent's log, stored beside it.
    const log = options.log ? await readFile(join(dir, RECORD_FILES.log), 'utf8').catch(() => null) : null;
    if (log !== null) return log;
    // A record cut short or edited: what to do, as the run's view says it (one refused, or from a newer
    // baton, says its own).
    if (!(error instanceof UserError) || !isDamagedRecord(error.code)) throw error;
    throw new UserError(error.code, error.message, {
      ...(error.where === undefined ? {} : { where: error.where }),
      details: [...error.details, damagedRecordFix(id, stage)],
      cause: error,
    });
  });
  if (typeof stored === 'string') {
    printStored(io, stored, 'log');
    return EXIT.ok;
  }
  if (stored === undefined) throw new UserError('stage-unknown', `stage ${stage} has no ${attempt}`);
  // The file goes to stdout as it is stored; that a re-run of jobs did not run the stage goes to stderr, as
  // the attempts view says it.
  const why =
    compareRecordKeys(key, newestOf(keys)!) === 0
      ? supersessionOf(stored.record, newestKeys(refs))
      : undefined;
  if (why !== undefined)
    io.stderr(
      `baton: note: stage ${stage} did not run in run attempt ${why.newerRunAttempt}; this is its record of run attempt ${key.runAttempt}: ${supersededText(why)}\n`,
    );

  if (options.prompt) {
    if (stored.record.outcome.reason === 'render-failed') {
      throw new UserError(
        'prompt-absent',
        `stage ${stage} ${attempt} has no prompt: its template could not be rendered`,
        // One detail, its lines after the first indented under it: a pulled record's message is untrusted text,
        // and a line of it must not read as a detail of baton's own.
        { details: [terminalMessage(stored.record.outcome.message ?? '', '    ')] },
      );
    }
    printStored(io, stored.prompt);
    return EXIT.ok;
  }
  if (options.handoff) {
    if (stored.handoff === null) throw noHandoff(stored.record, id);
    printStored(io, `${JSON.stringify(stored.handoff, null, 2)}\n`);
    return EXIT.ok;
  }
  if (options.record) {
    printStored(io, `${JSON.stringify(stored.record, null, 2)}\n`);
    return EXIT.ok;
  }
  const agentLog = await readFile(join(dir, RECORD_FILES.log), 'utf8').catch(() => null);
  if (agentLog !== null) {
    printStored(io, agentLog, 'log');
    return EXIT.ok;
  }
  // No agent log (its agent never started, say): the log of the leg that recorded it. A record names its
  // job, not its leg: a matrix job's legs each have their own log, and another leg's is never this one's.
  const ran = await runLegs();
  const logLeg =
    ran.recordedBy.get(recordedKey(stage, key.attempt)) ??
    (stored.record.matrix === null ? stored.record.job : undefined);
  if (logLeg === undefined && (read instanceof UserError || !read.pulled)) {
    // A matrix leg's record whose leg the events do not name (they were cut short): which log is its is not
    // known, and a guess could be another leg's.
    const logs = await jobLogs(runDir, [], runLegs);
    const named = ran.named.get(stored.record.job) ?? [];
    const legs = logs.filter((l) => named.includes(l));
    throw new UserError(
      'log-absent',
      `stage ${stage} ${attempt} has no agent log, and the run's events do not say which leg of job ${stored.record.job} recorded it, so which job log is its is not known`,
      {
        details: [
          legs.length === 0
            ? `job logs: ${logs.join(', ') || '(none)'}`
            : `its job's legs' logs: ${legs.map((l) => showJobLog('baton', id, l)).join('  ·  ')}`,
        ],
      },
    );
  }
  const jobLog = join(runDir, jobLogFile(logLeg ?? stored.record.job));
  const log = await readFile(jobLog, 'utf8').catch(() => null);
  if (log === null) {
    const pulled = read instanceof UserError ? undefined : read.pulled;
    if (pulled)
      throw pulledLogAbsent(
        `stage ${stage} ${attempt} has no agent log`,
        id,
        pulled,
        "a stage's output in its job's log, not in its record",
      );
    throw new UserError(
      'log-absent',
      `stage ${stage} ${attempt} has no agent log, and the log of the job that recorded it is missing too: ${jobLog}`,
    );
  }
  printStored(io, log, 'log');
  return sayCut(io, read instanceof UserError ? null : read, jobLog);
}

/**
 * `baton show <run> <leg> --job-log`: the job log of a job or matrix leg, by its id, whatever stages it
 * recorded (a stage's id defaults to its job's, which `--log` then takes for the stage). Else why there is
 * none: a stage of that name and its job, a job's legs that have one, or the job logs the run has.
 */
async function showJobLogOf(
  io: CliIO,
  id: string,
  leg: string,
  run: {
    read: ShownRunSummary | UserError;
    stages: readonly string[];
    runDir: string;
    runLegs: () => Promise<RunLegs>;
  },
): Promise<number> {
  const summary = run.read instanceof UserError ? null : run.read;
  const jobs = summary?.jobs ?? [];
  const logs = await jobLogs(run.runDir, [leg, ...jobs.map((job) => job.id)], run.runLegs);
  if (logs.includes(leg)) {
    const path = join(run.runDir, jobLogFile(leg));
    printStored(io, await readFile(path, 'utf8'), 'log');
    // Without run.json, the log is still all there is to show; what is wrong with run.json follows.
    return run.read instanceof UserError ? sayUnreadable(io, id, run.read, []) : sayCut(io, summary, path);
  }
  const known = `job logs: ${logs.join(', ') || '(none)'}`;
  const job = jobs.find((j) => j.id === leg);
  // A pulled run has its records only: its jobs printed, but GitHub keeps that.
  if (job !== undefined && summary?.pulled)
    throw pulledLogAbsent(
      `job ${leg} of run ${id} has no job log`,
      id,
      summary.pulled,
      "a job's output in its log there, not in its records",
    );
  if (job !== undefined) {
    // A matrix job: its legs have the logs; a call: the called workflow's jobs have.
    const ran = await run.runLegs();
    const named = ran.named.get(leg) ?? (ran.results.get(leg) ?? []).map((l) => l.leg);
    const legs = logs.filter((l) => named.includes(l) || l.startsWith(`${leg}/`));
    if (legs.length > 0) {
      const failed = (ran.results.get(leg) ?? []).filter((l) => l.result === 'failure').map((l) => l.leg);
      const first = legs.find((l) => failed.includes(l)) ?? (legs[0] as string);
      const call = callsWorkflow(jobs, leg);
      throw new UserError(
        'log-absent',
        call
          ? `job ${leg} of run ${id} calls a workflow and has no log of its own: each of its jobs has one`
          : `job ${leg} of run ${id} has a log for each of its legs, not one of its own`,
        {
          details: [`its ${call ? 'jobs' : 'legs'}: ${legs.join(', ')}; ${showJobLog('baton', id, first)}`],
        },
      );
    }
    throw new UserError(
      'log-absent',
      `job ${leg} of run ${id} (${job.result}) has no job log: it printed nothing${unfinishedOf(job) === 'running' ? ' so far' : ''}`,
      { details: [known] },
    );
  }
  // A matrix leg that ran and has no log (its steps printed nothing; cancelled before it started): that leg,
  // as `baton show <run> <leg>` says it, never that the run has no such leg.
  const ran = jobs.length === 0 ? undefined : await run.runLegs();
  const legRun = jobs.flatMap((j) => {
    const found = ran?.results.get(j.id)?.find((l) => l.leg === leg);
    return found === undefined ? [] : [{ job: j, run: found }];
  })[0];
  if (legRun !== undefined && summary?.pulled)
    throw pulledLogAbsent(
      `leg ${leg} of job ${legRun.job.id} of run ${id} has no job log`,
      id,
      summary.pulled,
      "a job's output in its log there, not in its records",
    );
  if (legRun !== undefined)
    throw new UserError(
      'log-absent',
      `leg ${leg} of job ${legRun.job.id} of run ${id} (${howEnded(legRun.run, summary?.replay_of)}) has no job log${legRun.run.reason === undefined ? `: it printed nothing${legRun.run.result === 'running' ? ' so far' : ''}` : ''}`,
      { details: [known] },
    );
  // A stage's name: its job's log is what was asked for, by that job's id.
  const recordedBy = jobs.find((j) => j.stages.includes(leg));
  if (recordedBy !== undefined || run.stages.includes(leg)) {
    throw new UserError(
      'job-unknown',
      `run ${id} has no job or matrix leg ${JSON.stringify(leg)}: ${leg} is a stage`,
      {
        details: [
          ...(recordedBy === undefined
            ? []
            : [
                `the log of job ${recordedBy.id}, which recorded it: ${showJobLog('baton', id, recordedBy.id)}`,
              ]),
          `its agent log: baton show ${id} ${leg} --log`,
          known,
        ],
      },
    );
  }
  throw new UserError(
    'job-unknown',
    `run ${id} has no job or matrix leg ${JSON.stringify(leg)}${didYouMeanAside(leg, logs)}`,
    { details: [known] },
  );
}

/**
 * Why a log is not here for a run pulled from GitHub (`what`: `stage fix attempt 1 has no agent log`): GitHub
 * keeps it (`kept`: what, and where), and the run's page there is where to read it.
 */
function pulledLogAbsent(what: string, id: string, pulled: { url: string }, kept: string): UserError {
  return new UserError('log-absent', `${what} here: run ${id} was pulled from GitHub, which keeps ${kept}`, {
    details: [`read it on GitHub: ${terminalField(pulled.url)}`],
  });
}

/**
 * After a job log printed as it is: when the run could not write it to the end (its reason says so, the
 * file and the cause), that, on stderr, and a failure: what was printed is not all the job printed.
 */
function sayCut(io: CliIO, summary: { reason?: string } | null, path: string): number {
  const line = unwrittenLine(summary?.reason, path);
  if (line === null) return EXIT.ok;
  io.stderr(`baton: this job log is incomplete: ${terminalLine(line, 400)}\n`);
  return EXIT.failure;
}

/**
 * `baton show <run> <stage>`: the stage's attempts (`keys`, oldest first, of every run attempt), and the
 * handoff, lineage, problems and files of one (`shown`, the last unless --attempt or --run-attempt). An
 * attempt whose record cannot be read is listed as unreadable and the others as stored; why follows on
 * stderr, exit 1, as `show <run>` and `history` do. When a re-run of jobs did not run the stage (its newest
 * record is superseded: `newest` is each stage's newest key of the run), that is said, as the report says it.
 */
async function showAttempts(
  io: CliIO,
  store: LocalRecordStore,
  id: string,
  stage: string,
  keys: readonly RecordKey[],
  shown: RecordKey,
  newest: ReadonlyMap<string, RecordKey>,
): Promise<number> {
  const read = await Promise.all(
    keys.map((k) =>
      store.getAttempt(stage, k.attempt, k.runAttempt).catch((error: unknown) => {
        if (!(error instanceof UserError)) throw error;
        return error;
      }),
    ),
  );
  const readable = read.filter((a): a is StoredRecord => a !== undefined && !(a instanceof UserError));
  const unreadable = read
    .filter((a): a is UserError => a instanceof UserError)
    .map((e) => withRecordFix(id, stage, formatError(e), e.code));
  const stored = read[keys.findIndex((k) => compareRecordKeys(k, shown) === 0)];
  const rerun = hasRerun(newest);
  const labels = keys.map((k) => attemptLabel(k, rerun)).join(', ');
  const named = (k: RecordKey) => `attempt ${attemptLabel(k, rerun)}`;
  // The stage's own facts (its job, hop), from the attempt shown, else from one that can be read.
  const head = stored instanceof UserError || stored === undefined ? readable.at(-1) : stored;
  if (head === undefined) {
    io.stdout(`stage ${stage}\nrun ${id}  attempts ${labels}\n\n`);
  } else {
    const h = head.record;
    io.stdout(
      `stage ${stage}  job ${terminalField(h.job)}${h.matrix ? `  matrix ${terminalField(JSON.stringify(h.matrix))}` : ''}\n`,
    );
    const parent = h.parent ? `  (continues run ${terminalField(h.parent.run)})` : '';
    io.stdout(`run ${id}  hop ${h.hop}${parent}  attempts ${labels}\n\n`);
  }
  keys.forEach((k, i) => {
    const a = read[i];
    if (a === undefined) return;
    if (a instanceof UserError) {
      io.stdout(`${named(k)}: unreadable (see below)\n`);
      return;
    }
    const ar = a.record;
    const verify = ar.verify ? `, verify exit ${ar.verify.exit_code}` : '';
    io.stdout(
      `${named(k)}${ar.repair ? ' (repair turn)' : ''}: ${shownStatus(ar.status, ar.outcome.reason)}${ar.outcome.reason === 'cancelled' ? '' : ` (${ar.outcome.reason})`}, agent exit ${ar.agent.exit_code ?? '-'} in ${formatDuration(ar.agent.duration_ms)}${verify}\n`,
    );
    if (ar.outcome.message) io.stdout(`  ${terminalMessage(ar.outcome.message, '    ')}\n`);
  });
  // Its newest record, when a re-run of jobs ran a stage it was rendered from again, and not it.
  const last = read.at(-1);
  const why =
    last === undefined || last instanceof UserError ? undefined : supersessionOf(last.record, newest);
  if (why !== undefined) io.stdout(`not run in run attempt ${why.newerRunAttempt}: ${supersededText(why)}\n`);
  io.stdout('\n');
  if (stored === undefined || stored instanceof UserError) {
    io.stdout(`${named(shown)} cannot be read: nothing more of it to show\n`);
    io.stderr(unreadableRecords(id, unreadable));
    return EXIT.failure;
  }
  const dir = store.attemptDir(stage, shown.attempt, shown.runAttempt);
  const r = stored.record;
  if (stored.handoff) {
    io.stdout(`summary: ${terminalMessage(stored.handoff.summary, '  ')}\n`);
    if (stored.handoff.next) io.stdout(`next: ${stored.handoff.next.stage}\n`);
  } else {
    io.stdout(
      refusedHandoffProblems(r).length > 0
        ? 'no handoff: the one it wrote was refused (see its problems)\n'
        : 'no handoff\n',
    );
  }
  if (r.lineage.length > 0)
    io.stdout(
      `rendered from: ${shortList(
        [...r.lineage]
          .sort(
            (a, b) =>
              naturalOrder(a.stage, b.stage) ||
              (a.run_attempt ?? 1) - (b.run_attempt ?? 1) ||
              a.attempt - b.attempt,
          )
          .map(
            (l) =>
              `${l.stage}#${l.attempt}${l.run_attempt === undefined ? '' : ` of run attempt ${l.run_attempt}`}`,
          ),
      )}\n`,
    );
  if (r.problems.length > 0) {
    io.stdout('problems:\n');
    for (const p of r.problems) io.stdout(`  ${p.severity}: ${terminalMessage(formatProblem(p), '    ')}\n`);
  }
  // Without a handoff, handoff.json holds null (or, copied from an artifact, is not there): not one to read.
  const listed: string[] = [
    RECORD_FILES.record,
    RECORD_FILES.prompt,
    ...(stored.handoff === null ? [] : [RECORD_FILES.handoff]),
  ];
  if (await exists(join(dir, RECORD_FILES.log))) listed.push(RECORD_FILES.log);
  io.stdout(`\nfiles: ${relative(io.cwd, dir) || dir}/{${listed.join(',')}}\n`);
  if (unreadable.length === 0) return EXIT.ok;
  io.stderr(unreadableRecords(id, unreadable));
  return EXIT.failure;
}

/**
 * Why an attempt has no handoff to show: none was written, or the one written was refused (and why), whether
 * that failed the stage or, under `on-invalid: warn`, did not.
 */
function noHandoff(record: StageRecord, run: string): UserError {
  const attempt = describeAttempt(recordKeyOf(record));
  const runAttempt = record.run.attempt === 1 ? '' : ` --run-attempt ${record.run.attempt}`;
  const refused = refusedHandoffProblems(record);
  if (refused.length > 0) {
    return new UserError('handoff-absent', `${attempt} wrote a handoff that was refused, so none was kept`, {
      details: [
        ...refused.slice(0, 5).map((p) => terminalField(formatProblem(p))),
        ...(refused.length > 5 ? [`… and ${refused.length - 5} more`] : []),
        `every problem: baton show ${run} ${record.stage} --attempt ${record.attempt}${runAttempt} --record`,
      ],
    });
  }
  return new UserError('handoff-absent', `${attempt} wrote no handoff (${record.outcome.reason})`);
}

/** How one leg of a job ended. */
interface LegResult {
  leg: string;
  result: string;
  /** Why it was cancelled before it started, or failed outside its steps, when the run said. */
  reason?: string;
  /** A replay's leg taken from the run it replayed (it did not run again). */
  reused?: true;
}

/**
 * How a leg ended, with why when the run said (`cancelled: fail-fast: …`), and, for a replay's reused leg,
 * that it ended so in the run replayed (`replayOf`, the run's `replay_of`).
 */
function howEnded(leg: LegResult, replayOf: string | null | undefined): string {
  const why = leg.reason === undefined ? '' : `: ${terminalLine(leg.reason, 200)}`;
  // After a reason, set apart from its words.
  return `${leg.result}${why}${leg.reused ? `${why === '' ? ',' : ';'}${reusedFrom(replayOf)}` : ''}`;
}

/** Said of a replay's job or leg taken from the run it replayed: ` reused from run 20261126-1607-2lg0`. */
function reusedFrom(replayOf: string | null | undefined): string {
  return ` reused from ${replayOf ? `run ${replayOf}` : 'the run replayed'}`;
}

/** Whether a job of the run calls a workflow: the run has jobs of its call (`<caller>/<job>`). */
function callsWorkflow(jobs: ReadonlyArray<{ id: string }>, id: string): boolean {
  return jobs.some((j) => j.id.startsWith(`${id}/`));
}

/**
 * The jobs of a call as `show` lists them, each leg of the call (of a call with a matrix) followed by the
 * jobs it ran, calls inside it too: each run of a called job as the run's events name it, in those legs
 * (`deploy-staging/review`) and in the legs of its own matrix (`analyze/scan-go`), else the job itself
 * (`analyze/scan`, for a run whose events do not say); a leg that never started (fail-fast) with why.
 */
function callRows(
  jobs: ReadonlyArray<{ id: string; result: string }>,
  call: string,
  ran: RunLegs,
): LegResult[] {
  const runsOf = (id: string, result: string): LegResult[] => {
    const legs = ran.results.get(id) ?? [];
    return legs.length > 0 ? legs : [{ leg: id, result }];
  };
  const own = (ran.results.get(call) ?? []).filter((leg) => leg.leg !== call);
  const rows = [
    ...own,
    ...jobs.filter((j) => j.id.startsWith(`${call}/`)).flatMap((j) => runsOf(j.id, j.result)),
  ];
  // By the parts of their ids, so that a leg's jobs come right after it (`deploy-staging/…` before `deploy-staging-2`).
  const parts = (id: string) => id.split('/');
  return rows.sort((a, b) => {
    const [x, y] = [parts(a.leg), parts(b.leg)];
    for (let i = 0; i < Math.min(x.length, y.length); i++)
      if (x[i] !== y[i]) return (x[i] as string) < (y[i] as string) ? -1 : 1;
    return x.length - y.length;
  });
}

/** The legs of a job that ended without a log, said with why, legs ended alike together (`test-2, test-3: cancelled, fail-fast: …`). */
function legsWithoutLog(legs: readonly LegResult[], logs: readonly string[]): string[] {
  const alike = new Map<string, string[]>();
  for (const leg of legs) {
    if (logs.includes(leg.leg) || leg.reason === undefined) continue;
    const why = `${leg.result}, ${terminalLine(leg.reason, 200)}`;
    alike.set(why, [...(alike.get(why) ?? []), leg.leg]);
  }
  return [...alike].map(([why, ids]) => `${ids.join(', ')}: ${why}`);
}

/** What the run's events say of its jobs' legs (nothing when they cannot be read). */
interface RunLegs {
  /** Each job's legs and how they ended, in the order they did. */
  results: Map<string, LegResult[]>;
  /** The legs each job was given (absent for a job the events do not name them of: an old run, or cut short). */
  named: Map<string, string[]>;
  /** Every leg the events say started. */
  started: string[];
  /** The jobs, and their legs, the run's start says have no step that runs baton's stage. */
  withoutStageStep: Set<string>;
  /** The first step that failed in each leg, with why, as its `step-finished` event says. */
  failedSteps: Map<string, { step: number; name: string; message: string }>;
  /**
   * The leg that recorded each stage attempt (by `recordedKey`), as its `stage-recorded` event says: a
   * record names its job, and a matrix job's legs each have their own log.
   */
  recordedBy: Map<string, string>;
}

/** A stage attempt's key in RunLegs.recordedBy. */
function recordedKey(stage: string, attempt: number): string {
  return `${stage}\0${attempt}`;
}

/** What `text`, a run's events.jsonl, says of its jobs' legs. */
function legsOfRun(text: string): RunLegs {
  const results = new Map<string, LegResult[]>();
  const named = new Map<string, string[]>();
  const started: string[] = [];
  const failedSteps: RunLegs['failedSteps'] = new Map();
  const recordedBy = new Map<string, string>();
  const withoutStageStep = new Set<string>();
  for (const line of text.split('\n')) {
    if (!/"(run-started|job-legs|job-started|job-finished|step-finished|stage-recorded)"/.test(line))
      continue;
    try {
      const event = JSON.parse(line) as {
        type?: unknown;
        job?: unknown;
        leg?: unknown;
        result?: unknown;
        legs?: unknown;
        jobs?: unknown;
        reason?: unknown;
        step?: unknown;
        name?: unknown;
        outcome?: unknown;
        message?: unknown;
        reused?: unknown;
        failed_step?: unknown;
        stage?: unknown;
        attempt?: unknown;
      };
      if (event.type === 'job-started' && typeof event.leg === 'string') started.push(event.leg);
      else if (
        event.type === 'stage-recorded' &&
        typeof event.leg === 'string' &&
        typeof event.stage === 'string' &&
        typeof event.attempt === 'number'
      )
        recordedBy.set(recordedKey(event.stage, event.attempt), event.leg);
      else if (
        event.type === 'step-finished' &&
        event.outcome === 'failure' &&
        typeof event.leg === 'string' &&
        typeof event.step === 'number' &&
        !failedSteps.has(event.leg)
      )
        failedSteps.set(event.leg, {
          step: event.step,
          name: String(event.name),
          message: typeof event.message === 'string' ? event.message : 'failed',
        });
      else if (event.type === 'job-finished' && typeof event.job === 'string') {
        const ofJob = results.get(event.job) ?? [];
        const reason = typeof event.reason === 'string' ? { reason: event.reason } : {};
        const reused = event.reused === true ? { reused: true as const } : {};
        results.set(event.job, [
          ...ofJob,
          { leg: String(event.leg), result: String(event.result), ...reason, ...reused },
        ]);
        // A replay's reused leg ran no step in it: the step that failed it in the run replayed.
        const failed = FailedStep.safeParse(event.failed_step).data;
        if (typeof event.leg === 'string' && failed !== undefined && !failedSteps.has(event.leg))
          failedSteps.set(event.leg, {
            step: failed.step,
            name: failed.name,
            message: failed.message ?? 'failed',
          });
      } else if (event.type === 'job-legs' && typeof event.job === 'string' && isStrings(event.legs))
        named.set(event.job, event.legs);
      else if (event.type === 'run-started' && Array.isArray(event.jobs)) {
        for (const j of event.jobs as Array<{ id?: unknown; legs?: unknown; stage_steps?: unknown }>) {
          if (typeof j?.id === 'string' && isStrings(j.legs)) named.set(j.id, j.legs);
          if (typeof j?.id === 'string' && j.stage_steps === false)
            for (const leg of [j.id, ...(isStrings(j.legs) ? j.legs : [])]) withoutStageStep.add(leg);
        }
      }
    } catch {
      // A line cut short (a run that was killed): the rest still counts.
    }
  }
  return { results, named, started, withoutStageStep, failedSteps, recordedBy };
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The jobs and matrix legs of a run that have a job log (`job-<leg>.log`), sorted. A name cut to fit (see
 * jobLogFile) does not hold its leg: it is matched to one of `legs`, else to a leg the run's events say
 * started or ended.
 */
async function jobLogs(
  runDir: string,
  legs: readonly string[],
  runLegs: () => Promise<RunLegs>,
): Promise<string[]> {
  const names = await readdir(runDir).catch(() => [] as string[]);
  const found: string[] = [];
  const cut = new Set<string>();
  for (const name of names) {
    const leg = legOfJobLogFile(name);
    if (leg !== null) found.push(leg);
    else if (name.startsWith(LOCAL_RUN_FILES.jobLogPrefix) && name.endsWith('.log')) cut.add(name);
  }
  if (cut.size > 0) {
    const ran = await runLegs();
    // A replay's reused legs did not start in it: they only ended (their logs copied from the run replayed).
    const ended = [...ran.results.values()].flatMap((ofJob) => ofJob.map((l) => l.leg));
    for (const leg of new Set([...legs, ...ran.started, ...ended])) {
      if (cut.delete(jobLogFile(leg))) found.push(leg);
    }
  }
  return found.sort(naturalOrder);
}

/**
 * How a job has not ended: it is `running`, or `interrupted` (its run's process is gone); null for a job that
 * has ended, or none.
 */
function unfinishedOf(
  job: Pick<ShownRunSummary['jobs'][number], 'result'> | undefined,
): 'running' | 'interrupted' | null {
  return job?.result === 'running' || job?.result === 'interrupted' ? job.result : null;
}

/** What to do about a run that was interrupted: it cannot be replayed (it keeps no jobs' results). */
function runAgain(workflowPath: string | null): string {
  return `run the workflow again: ${CLI_WORDS.run(workflowPath === null ? '<workflow.yml>' : terminalLine(workflowPath, 200))}`;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * An attempt as the ATTEMPTS column and the list of a stage's attempts say it: `2`; in a run re-run on GitHub
 * and pulled (`rerun`: any of its records is of run attempt 2 or later), each with its run attempt, `1 of
 * run attempt 2`, `2 of run attempt 1`.
 */
function attemptLabel(key: Pick<RecordKey, 'attempt' | 'runAttempt'> | StageRecord, rerun: boolean): string {
  const { attempt, runAttempt } = 'run' in key ? { attempt: key.attempt, runAttempt: key.run.attempt } : key;
  return rerun || runAttempt !== 1 ? `${attempt} of run attempt ${runAttempt}` : String(attempt);
}
