import { UserError } from '../../core/errors.js';
import { LIMITS } from '../../core/names.js';
import { type PulledJob, pulledJobs } from '../../core/pulled-run.js';
import type { PulledWorkflowRun, RunSummary, StoredRecord } from '../../core/record.js';
import type { OptionWords } from '../../core/workflow/option-words.js';
import type { Plan } from '../../core/workflow/plan.js';
import { githubExpressions } from '../github/expressions.js';
import { fileAtCommit } from './git-facts.js';
import type { Invocation } from './invocation.js';
import { waitedFor } from './read-named-input.js';
import type { LocalRecordStore } from './record-store.js';
import { readWorkflowFile } from './workflow-files.js';

/** Where a pulled run came from (RunSummary.pulled). */
type Pulled = NonNullable<RunSummary['pulled']>;

/** A replay of a run brought from GitHub (`baton pull`): what it starts from, and what it says first. */
export interface PulledReplay {
  /** Where the run came from, with what GitHub said of it. */
  pulled: Pulled & { workflow_run: PulledWorkflowRun };
  /** Said as the replay's first notices: the event payload made up, the workflow file not GitHub's. */
  notices: Array<{ level: 'info' | 'warning'; message: string }>;
}

/**
 * How a replay of a pulled run is started, as a run made here is from its invocation.json: the workflow file
 * GitHub ran (`path`), at that path in the project (the checkout the user replays in), with GitHub's event
 * name and the payload given (`--event`), or else baton's default for the event; no inputs, vars or secrets
 * beyond those the payload and the replay's own options give (GitHub does not say them).
 *
 * Refused, saying what to do: a run pulled before baton read how GitHub ran it, and a project without the
 * workflow file. A file that is not the one GitHub ran (its text at the run's commit, when git has that
 * commit) is said in a notice, not refused: a replay with an edited prompt is what this is for.
 */
export async function pulledReplayStart(
  runId: string,
  /** The pulled run's directory in the store. */
  runDir: string,
  pulled: Pulled,
  cwd: string,
  /** The environment the run was given: git, which tells the file the pulled run ran, runs with it. */
  env: Record<string, string | undefined>,
  eventGiven: boolean,
  words: OptionWords,
  /** Stops the wait for a workflow file that is a pipe (a FIFO): the run's signal or cancel. */
  signal?: AbortSignal,
): Promise<{ invocation: Invocation; replay: PulledReplay }> {
  const run = `run ${pulled.run_id} of ${pulled.repository}`;
  const workflowRun = pulled.workflow_run;
  if (workflowRun === undefined) {
    throw new UserError(
      'replay-refused',
      `run ${runId} was pulled from GitHub (${pulled.url}) by an earlier baton, which did not read how GitHub ran it (its workflow file, event and jobs), so it cannot be replayed`,
      {
        details: [`pull it again to replay it: rm -r ${runDir} && baton pull ${pulled.url}`],
      },
    );
  }
  const path = workflowRun.path;
  const headSha = workflowRun.head_sha;
  const unreadablePulledWorkflow = (error: unknown): UserError => {
    const missing = (error as { code?: unknown } | null)?.code === 'ENOENT';
    return new UserError(
      'replay-refused',
      `${missing ? 'there is no such file here' : 'cannot be read here'}: ${run} ran this workflow file on GitHub, and a replay of run ${runId} runs it from this checkout`,
      {
        where: path,
        cause: error,
        details: [
          `replay in the root of a checkout of ${pulled.repository} (where ${path} is), or put the file back there: git show ${shortSha(headSha)}:${path} > ${path}`,
        ],
      },
    );
  };
  // As `baton run` reads a workflow file: a FIFO put there is waited for until `signal` (Ctrl-C) stops it.
  const text = await waitedFor(
    readWorkflowFile(cwd, path, {
      ...(signal === undefined ? {} : { signal }),
      unreadable: unreadablePulledWorkflow,
    }),
    signal,
    { file: path, what: 'workflow file', after: '; no run was started', give: path },
  );
  const notices: PulledReplay['notices'] = [];
  const ran = await fileAtCommit(cwd, env, workflowRun.head_sha, path, LIMITS.workflowFileBytes * 2);
  if (ran === null)
    notices.push({
      level: 'info',
      message: `${path} may not be the file ${run} ran: its commit ${shortSha(workflowRun.head_sha)} is not in this clone (git fetch to have it); this replay runs the file as it is here`,
    });
  else if (ran !== text)
    notices.push({
      level: 'warning',
      message: `${path} is not the file ${run} ran on GitHub (as at commit ${shortSha(workflowRun.head_sha)}): this replay runs it as it is here`,
    });
  if (!eventGiven)
    notices.push({
      level: 'info',
      message: `GitHub does not give ${run}'s event payload (${workflowRun.event}): this replay's github.event is baton's default payload for ${workflowRun.event}, so a template or step reading github.event.* sees that default; pass the run's payload with ${words.withEvent} <file.json>`,
    });
  return {
    invocation: {
      workflow_path: path,
      job: null,
      inputs: {},
      event_name: workflowRun.event,
      event: {},
      vars: {},
      secrets: [],
      parent: null,
    },
    replay: { pulled: { ...pulled, workflow_run: workflowRun }, notices },
  };
}

/**
 * The jobs of a pulled run as a replay reuses them (see pulledJobs): from the workflow file as it is here,
 * the run's records (every attempt) and GitHub's jobs.
 */
export async function pulledStoredJobs(
  store: LocalRecordStore,
  plan: Plan,
  replay: PulledReplay,
): Promise<PulledJob[]> {
  const records: StoredRecord[] = [];
  for (const key of await store.list()) {
    const stored = await store.getAttempt(key.stage, key.attempt, key.runAttempt);
    if (stored) records.push(stored);
  }
  return pulledJobs(plan, records, replay.pulled.workflow_run.jobs, githubExpressions);
}

function shortSha(sha: string): string {
  return sha.slice(0, 12);
}
