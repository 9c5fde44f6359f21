import { eventsIn, type JobResult, type RunEvent, type RunStatus } from './events.js';

/**
 * A job of a run as the run views show it: one that ended, with its result, or one that started and has
 * not ended, `running` while the run runs and `interrupted` once its process is gone (killed, crashed).
 */
export interface JobSoFar {
  id: string;
  /** The stages it recorded, in the order it did. */
  stages: string[];
  result: JobResult | 'running' | 'interrupted';
}

/** The events that say how far a job got. */
const JOB_EVENTS = [
  'run-started',
  'job-legs',
  'job-started',
  'job-finished',
  'job-skipped',
  'stage-recorded',
] as const;

/**
 * The jobs of a run that has not stored its end (its run.json lists no jobs while it runs), as its
 * events.jsonl says them so far: each job that ended (each of its legs did: a `job-finished` for each, or
 * a `job-skipped`) with its result, as the run would store it (failure when a leg failed, else cancelled
 * when one was, else skipped when every one was, else success), and each that started and has not ended
 * as `unfinished`. Jobs that did not start are left out. In the run's order of jobs (its `run-started`),
 * then as they appear. A line that does not parse (the last one, cut short when the run was killed) is
 * skipped: the rest still counts.
 */
export function jobsSoFar(eventsText: string, unfinished: 'running' | 'interrupted'): JobSoFar[] {
  return jobsOf(eventsIn(eventsText, JOB_EVENTS), unfinished);
}

/** jobsSoFar, from the run's events (those of other types are let be). */
function jobsOf(events: Iterable<RunEvent>, unfinished: 'running' | 'interrupted'): JobSoFar[] {
  const order: string[] = [];
  const planned = new Map<string, string[] | null>();
  const started = new Map<string, Set<string>>();
  const ended = new Map<string, Map<string, JobResult>>();
  const skipped = new Map<string, 'skipped' | 'cancelled'>();
  const stages = new Map<string, string[]>();
  const see = (job: string) => {
    if (!order.includes(job)) order.push(job);
  };
  for (const event of events) {
    switch (event.type) {
      case 'run-started':
        for (const job of event.jobs) {
          see(job.id);
          planned.set(job.id, job.legs);
        }
        break;
      case 'job-legs':
        see(event.job);
        planned.set(event.job, event.legs);
        break;
      case 'job-started':
        see(event.job);
        started.set(event.job, (started.get(event.job) ?? new Set()).add(event.leg));
        break;
      case 'job-finished':
        see(event.job);
        ended.set(event.job, (ended.get(event.job) ?? new Map()).set(event.leg, event.result));
        break;
      case 'job-skipped':
        see(event.job);
        skipped.set(event.job, event.result);
        break;
      case 'stage-recorded': {
        const of = stages.get(event.job) ?? [];
        if (!of.includes(event.stage)) stages.set(event.job, [...of, event.stage]);
        break;
      }
    }
  }
  const jobs: JobSoFar[] = [];
  for (const id of order) {
    const skip = skipped.get(id);
    const legsEnded = ended.get(id) ?? new Map<string, JobResult>();
    const legsStarted = started.get(id) ?? new Set<string>();
    let result: JobSoFar['result'];
    if (skip !== undefined) result = skip;
    else if (legsEnded.size === 0 && legsStarted.size === 0) continue;
    else {
      // Every leg it has: as planned (a matrix's legs once known), else those that started or ended.
      const legs = planned.get(id) ?? [...new Set([...legsStarted, ...legsEnded.keys()])];
      const open =
        [...legsStarted].some((leg) => !legsEnded.has(leg)) || legs.some((leg) => !legsEnded.has(leg));
      result = open ? unfinished : jobResult([...legsEnded.values()]);
    }
    jobs.push({ id, stages: stages.get(id) ?? [], result });
  }
  return jobs;
}

/**
 * What a run's events.jsonl says of it, for the views of a run whose run.json cannot be read: its workflow
 * (its `run-started`), its jobs so far (jobsSoFar; one not ended is `running`, as far as they say), and how
 * it ended (its `run-finished`), or null for an end they do not say (cut short: the run killed, or still
 * going). Null when they say nothing of a run (none, or no `run-started` that parses).
 */
export function runFromEvents(
  eventsText: string,
): { workflow: string; jobs: JobSoFar[]; end: RunStatus | null } | null {
  const events = [...eventsIn(eventsText, [...JOB_EVENTS, 'run-finished'])];
  let workflow: string | null = null;
  let end: RunStatus | null = null;
  for (const event of events) {
    if (event.type === 'run-started') workflow ??= event.workflow;
    else if (event.type === 'run-finished') end = event.status;
  }
  if (workflow === null) return null;
  return { workflow, jobs: jobsOf(events, 'running'), end };
}

/**
 * A job's result from its legs' (a matrix job's, a call's, a called job's runs in a call's legs): failure
 * when one failed, else cancelled when one was, else skipped when every one was, else success.
 */
export function jobResult(results: readonly JobResult[]): JobResult {
  return results.includes('failure')
    ? 'failure'
    : results.includes('cancelled')
      ? 'cancelled'
      : results.every((r) => r === 'skipped')
        ? 'skipped'
        : 'success';
}
