import { getUserAgentWithOrchestrationId } from '@actions/github/lib/utils';
import { UserError } from '../../core/errors.js';
import type { PulledWorkflowRun } from '../../core/record.js';
import { BatonOctokit, SILENT_LOG, timedFetch } from './octokit.js';
import { failureCause } from './service-failure.js';

export interface ReadWorkflowRunOptions {
  token: string;
  /** The REST API base (`https://api.github.com`, GITHUB_API_URL). */
  apiUrl: string;
  owner: string;
  repo: string;
  runId: number;
  /** The run attempt whose jobs to list; null: the newest of each job (`filter=latest`). */
  attempt: number | null;
  /** Retries of 5xx and dropped connections; delays grow as (n+1)² × baseDelayMs. */
  retry?: { retries?: number; baseDelayMs?: number };
  /** Give up on one request after this long (then retry). Default 30 s. */
  requestTimeoutMs?: number;
}

/** Jobs a page; GitHub's largest. */
const PER_PAGE = 100;
/** A run has at most 256 jobs a matrix and a few hundred in all: far fewer pages than this. */
const MAX_PAGES = 50;

/**
 * What GitHub says of a workflow run besides its artifacts, for `baton replay` of a pulled run: the run
 * (`GET /repos/{owner}/{repo}/actions/runs/{id}`: the workflow file's path, the event, the commit) and its
 * jobs' names and conclusions (`…/attempts/{n}/jobs`, or `…/jobs?filter=latest`), page by page. The event
 * payload and the jobs' outputs are not in this API.
 *
 * A request GitHub refuses (401, 403, 404) is a UserError `run-unreadable` whose cause carries the HTTP
 * status, as the artifact store's are: the caller says what to do about the token. One that fails otherwise
 * (after the retry plugin's tries) is `github-failed`, saying how. The token is never in a message.
 */
export async function readWorkflowRun(options: ReadWorkflowRunOptions): Promise<PulledWorkflowRun> {
  const { owner, repo, runId } = options;
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  const octokit = new BatonOctokit({
    auth: options.token,
    baseUrl: options.apiUrl.replace(/\/+$/, ''),
    userAgent: getUserAgentWithOrchestrationId('baton-pull'),
    // The toolkit's fetch honours HTTPS_PROXY / NO_PROXY, as the artifact client's requests do.
    request: { fetch: timedFetch(timeoutMs) },
    retry: {
      retries: options.retry?.retries ?? 3,
      retryAfterBaseValue: options.retry?.baseDelayMs ?? 1000,
    },
    throttle: {
      id: `baton-pull-${owner}-${repo}`,
      // A rate limit is waited out when GitHub says how long, up to a few times.
      onRateLimit: (_after: number, _request: unknown, _o: unknown, count: number) => count < 3,
      onSecondaryRateLimit: (_after: number, _request: unknown, _o: unknown, count: number) => count < 3,
    },
    log: SILENT_LOG,
  });
  const read = async <T>(what: string, request: () => Promise<{ data: T }>): Promise<T> => {
    try {
      return (await request()).data;
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      const refused = status === 401 || status === 403 || status === 404;
      throw new UserError(
        refused ? 'run-unreadable' : 'github-failed',
        `could not read ${what} of run ${runId} of ${owner}/${repo}: ${failureCause(error)}`,
        {
          cause: error,
          ...(refused
            ? {}
            : { details: ['GitHub did not answer as it should, after several tries: try again later'] }),
        },
      );
    }
  };
  const run = await read('the workflow run', () =>
    octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { owner, repo, run_id: runId }),
  );
  const jobs: PulledWorkflowRun['jobs'] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await read('the jobs', () =>
      options.attempt === null
        ? octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', {
            owner,
            repo,
            run_id: runId,
            filter: 'latest',
            per_page: PER_PAGE,
            page,
          })
        : octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs', {
            owner,
            repo,
            run_id: runId,
            attempt_number: options.attempt,
            per_page: PER_PAGE,
            page,
          }),
    );
    for (const job of data.jobs) jobs.push({ name: job.name, conclusion: job.conclusion ?? null });
    if (data.jobs.length < PER_PAGE || jobs.length >= data.total_count) break;
  }
  return {
    // A run of a workflow at another ref names it `path@ref`: the file is the path.
    path: run.path.replace(/@.*$/, ''),
    event: run.event,
    head_sha: run.head_sha,
    head_branch: run.head_branch ?? null,
    run_attempt: options.attempt ?? run.run_attempt ?? 1,
    display_title: run.display_title,
    jobs,
  };
}
