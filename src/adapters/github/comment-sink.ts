import { getUserAgentWithOrchestrationId, defaults as toolkitDefaults } from '@actions/github/lib/utils';
import { BatonError, SystemError, UserError } from '../../core/errors.js';
import type { CommentSink, Reporter } from '../../core/ports.js';
import { BatonOctokit, SILENT_LOG, timedFetch } from './octokit.js';
import { serviceError, shortReason } from './service-failure.js';

/**
 * baton's sticky comment on an issue or pull request, over GitHub's REST API (DESIGN §6, issue 5).
 *
 * The comment is found by its hidden marker **and** by being authored by the token's own identity, so a
 * comment a user wrote with a copy of the marker is never edited (a token with write access *may* edit
 * others' comments; GitHub would not stop it). The identity is:
 *
 * - `GET /user` for a personal access token or a user-to-server token;
 * - for an installation token (`GITHUB_TOKEN`, a GitHub App token) `GET /user` answers 403 "Resource not
 *   accessible by integration" and `GET /app` needs the app's JWT (401 with an installation token), so the
 *   identity comes from GraphQL `viewer { login databaseId }`, which installation tokens may ask and which
 *   names the app's bot user (`github-actions[bot]`, `<app-slug>[bot]`);
 * - failing both, `github-actions[bot]`, the author of `GITHUB_TOKEN`'s comments, with a warning: only
 *   comments by that bot can then match, never a person's.
 *
 * Comments are listed page by page (100 per page, following `Link: rel="next"` on the same origin).
 * Reads and updates are retried on 5xx and dropped connections (`@octokit/plugin-retry`), secondary rate
 * limits wait for `retry-after` (`@octokit/plugin-throttling`). A create is never retried blindly: when it
 * fails in a way that may have been applied (5xx, a timeout, a cut connection), the comments are listed
 * again and the create is repeated only if baton's comment is still not there, so a create whose answer was
 * lost does not leave two comments.
 *
 * Stopped (the `signal` option: the runner stopping the step), the sink sends nothing more and gives up the
 * reads it waits on, but a write already sent is left to finish: GitHub may have applied it whatever the
 * connection does, and only its answer says what was posted. A create whose answer was lost is then looked
 * for once more, never tried again.
 *
 * The client is `@actions/github`'s `GitHub` (what `getOctokit` builds on) with the retry and throttling
 * plugins, and requests go through the toolkit's fetch, which honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY
 * as the rest of the toolkit does: self-hosted runners behind a proxy reach the API. As with `getOctokit`,
 * the proxy is chosen for GITHUB_API_URL (the API an action talks to), read when @actions/github is first
 * imported.
 */

export interface GitHubCommentSinkOptions {
  token: string;
  /** `owner/repo`. */
  repository: string;
  /** The REST API base; default GITHUB_API_URL, else `https://api.github.com` (the toolkit's default). */
  baseUrl?: string;
  /** Give up on one request after this long (then retry, or re-list for a create). Default 30 s. */
  requestTimeoutMs?: number;
  /** Retries of 5xx and dropped connections for reads and updates; delays grow as (n+1)² × baseDelayMs. */
  retry?: { retries?: number; baseDelayMs?: number };
  /** Secondary rate limits: how many times to wait and retry, and the unit of `retry-after` (1000 = seconds). */
  rateLimit?: { retries?: number; retryAfterUnitMs?: number; maxWaitSeconds?: number };
  /** Tries of a create whose outcome is unknown, each after listing again. Default 3. */
  createAttempts?: number;
  /**
   * Pace writes as octokit's throttling plugin does (one write a second, a notifying write every three).
   * Default true; tests turn it off to stay fast.
   */
  paceWrites?: boolean;
  /** Identity used when neither `GET /user` nor GraphQL `viewer` answers. */
  fallbackLogin?: string;
  reporter?: Pick<Reporter, 'info' | 'warning'>;
  /** The fetch requests go through; default the toolkit's proxy-aware one. */
  fetch?: typeof globalThis.fetch;
  /**
   * The run is for a pull request from this fork (`head`: `owner/repo`, null when unknown): its token is
   * read-only whatever `permissions:` say, so a refusal to write says that, not which permissions to add.
   */
  forkPullRequest?: { head: string | null } | null;
  /**
   * The step's stop: reads are given up at once (their requests aborted), no write is sent after it, and
   * `upsert` then fails with code `cancelled`; a write already sent is awaited (see the class comment).
   */
  signal?: AbortSignal;
}

/** Who the token acts as: comments by this identity are baton's own. */
export interface TokenIdentity {
  login: string;
  /** Numeric user id when known; compared first, since logins can be renamed. */
  id: number | null;
  /** How it was found, for logs and tests. */
  source: 'user' | 'graphql-viewer' | 'fallback';
}

interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  user: { login: string; id: number } | null;
}

/** The author of comments made with `GITHUB_TOKEN`. */
export const GITHUB_ACTIONS_BOT_LOGIN = 'github-actions[bot]';

const PER_PAGE = 100;
const MAX_PAGES = 1000;

/** A limiter group that lets every job through at once (see `paceWrites`). */
const UNPACED = {
  key: () => ({
    schedule: <T>(_options: unknown, task: (...args: unknown[]) => Promise<T>, ...args: unknown[]) =>
      task(...args),
  }),
};

export class GitHubCommentSink implements CommentSink {
  readonly #owner: string;
  readonly #repo: string;
  readonly #octokit: BatonOctokit;
  readonly #options: GitHubCommentSinkOptions;
  readonly #origin: string;
  readonly #baseUrl: string;
  readonly #signal: AbortSignal | undefined;
  #identity: Promise<TokenIdentity> | undefined;
  #inFlight: 'create' | 'update' | undefined;

  constructor(options: GitHubCommentSinkOptions) {
    const [owner, repo, ...rest] = options.repository.split('/');
    if (!owner || !repo || rest.length > 0) {
      throw new UserError('repository-invalid', `repository must be owner/repo, got "${options.repository}"`);
    }
    if (!options.token) {
      throw new UserError(
        'token-missing',
        'no GitHub token: set the github-token input (default: ${{ github.token }})',
        {
          where: 'github-token',
        },
      );
    }
    this.#owner = owner;
    this.#repo = repo;
    this.#options = options;
    this.#signal = options.signal;
    const baseUrl = (options.baseUrl ?? toolkitDefaults.baseUrl ?? 'https://api.github.com').replace(
      /\/+$/,
      '',
    );
    this.#baseUrl = baseUrl;
    this.#origin = new URL(baseUrl).origin;
    const reporter = options.reporter;
    const rateLimit = options.rateLimit ?? {};
    const maxWait = rateLimit.maxWaitSeconds ?? 120;
    const rateRetries = rateLimit.retries ?? 3;
    const timeoutMs = options.requestTimeoutMs ?? 30_000;
    const onLimit =
      (kind: string) =>
      (retryAfter: number, request: { method?: string; url?: string }, _o: unknown, count: number) => {
        // Stopped: a refused write was not applied, and a read is not worth the wait.
        if (this.#signal?.aborted) return false;
        if (count >= rateRetries || retryAfter > maxWait) {
          reporter?.warning(
            `GitHub ${kind} on ${request.method} ${request.url}; giving up after ${count + 1} tries`,
          );
          return false;
        }
        reporter?.info(`GitHub ${kind} on ${request.method} ${request.url}; retrying after ${retryAfter} s`);
        return true;
      };
    const pacing = options.paceWrites === false ? { write: UNPACED, notifications: UNPACED } : {};
    this.#octokit = new BatonOctokit({
      auth: options.token,
      baseUrl,
      userAgent: getUserAgentWithOrchestrationId('baton-report'),
      request: {
        // A read given up at the stop rejects as an AbortError, which octokit passes on without retrying.
        fetch: timedFetch(timeoutMs, options.fetch),
      },
      retry: {
        retries: options.retry?.retries ?? 3,
        retryAfterBaseValue: options.retry?.baseDelayMs ?? 1000,
      },
      throttle: {
        id: `baton-${owner}-${repo}`,
        retryAfterBaseValue: rateLimit.retryAfterUnitMs ?? 1000,
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
        ...(pacing as object),
      },
      log: SILENT_LOG,
    });
  }

  /**
   * The write sent and not yet answered, or whose answer was lost (a create that may have been applied):
   * what a step stopped now may or may not have posted.
   */
  get inFlight(): 'create' | 'update' | undefined {
    return this.#inFlight;
  }

  /** The token's identity (asked once per sink). */
  identity(): Promise<TokenIdentity> {
    this.#identity ??= this.#resolveIdentity();
    return this.#identity;
  }

  async upsert(options: { issueNumber: number; marker: string; body: string }): Promise<{
    id: number;
    url: string;
    action: 'created' | 'updated' | 'unchanged';
  }> {
    try {
      return await this.#upsert(options);
    } catch (error) {
      if (this.#signal?.aborted && !(error instanceof BatonError)) throw this.#stopped(options.issueNumber);
      // baton's own refusals (a 403 saying which permission, a 404 naming the issue …) pass through.
      throw serviceError(
        'comment-failed',
        `could not post the report comment on #${options.issueNumber} in ${this.#owner}/${this.#repo}`,
        error,
      );
    }
  }

  async #upsert(options: { issueNumber: number; marker: string; body: string }): Promise<{
    id: number;
    url: string;
    action: 'created' | 'updated' | 'unchanged';
  }> {
    const { issueNumber, marker, body } = options;
    if (!Number.isInteger(issueNumber) || issueNumber < 1) {
      throw new UserError(
        'issue-number-invalid',
        `issue number must be a positive whole number, got ${issueNumber}`,
        {
          where: 'issue-number',
        },
      );
    }
    if (!marker.startsWith('<!--') || !body.includes(marker)) {
      throw new SystemError('the comment body must carry its marker, or it could never be found again');
    }
    const identity = await this.identity();
    const existing = await this.#findOwn(issueNumber, marker, identity, this.#signal);
    if (existing) {
      const { id, url, sent } = await this.#update(issueNumber, existing, body);
      return { id, url, action: sent ? 'updated' : 'unchanged' };
    }

    const attempts = Math.max(1, this.#options.createAttempts ?? 3);
    for (let attempt = 1; ; attempt++) {
      if (this.#signal?.aborted) throw this.#stopped(issueNumber);
      this.#inFlight = 'create';
      try {
        const created = await this.#call(issueNumber, 'create a comment on', () =>
          this.#octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
            owner: this.#owner,
            repo: this.#repo,
            issue_number: issueNumber,
            body,
            // Never repeated blindly: see the class comment.
            request: { retries: 0 },
          }),
        );
        this.#inFlight = undefined;
        const data = created.data as IssueComment;
        return { id: data.id, url: data.html_url, action: 'created' };
      } catch (error) {
        if (!outcomeUnknown(error)) this.#inFlight = undefined;
        if (!outcomeUnknown(error) || attempt >= attempts) throw error;
        this.#options.reporter?.warning(
          `creating the report comment on #${issueNumber} failed without a clear answer (${describe(error)}); checking whether it was created before trying again`,
        );
        await sleep((attempt + 1) ** 2 * (this.#options.retry?.baseDelayMs ?? 1000), this.#signal);
        // Stopped, whether the lost create was applied is still found out (without the stop: the answer
        // is what the step says it posted), but it is not tried again, nor the comment written once more.
        const stopped = this.#signal?.aborted === true;
        const found = await this.#findOwn(issueNumber, marker, identity, stopped ? undefined : this.#signal);
        if (found) {
          this.#inFlight = undefined;
          if (stopped) return { id: found.id, url: found.html_url, action: 'created' };
          // The lost create was applied. Make sure it holds this body (it does unless another run raced).
          const { id, url } = await this.#update(issueNumber, found, body);
          return { id, url, action: 'created' };
        }
        this.#inFlight = undefined;
      }
    }
  }

  /** `upsert` given up at the stop, before a write was sent or after a lost create proved not applied. */
  #stopped(issueNumber: number): UserError {
    const posted =
      this.#inFlight === undefined
        ? 'was not posted'
        : `may have been ${this.#inFlight === 'create' ? 'created' : 'updated'}: its request got no answer before the stop`;
    return new UserError(
      'cancelled',
      `the report comment on #${issueNumber} in ${this.#owner}/${this.#repo} ${posted} (${String(this.#signal?.reason)})`,
    );
  }

  /** Write `body` into `comment`; `sent` is false when it already held it and nothing was sent. */
  async #update(
    issueNumber: number,
    comment: IssueComment,
    body: string,
  ): Promise<{ id: number; url: string; sent: boolean }> {
    if (comment.body === body) return { id: comment.id, url: comment.html_url, sent: false };
    if (this.#signal?.aborted) throw this.#stopped(issueNumber);
    this.#inFlight = 'update';
    const updated = await this.#call(issueNumber, 'update comment', () =>
      this.#octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        owner: this.#owner,
        repo: this.#repo,
        comment_id: comment.id,
        body,
      }),
    );
    this.#inFlight = undefined;
    const data = updated.data as IssueComment;
    return { id: data.id, url: data.html_url, sent: true };
  }

  /** The first comment on the issue that carries the marker and was written by `identity`; given up at `signal`. */
  async #findOwn(
    issueNumber: number,
    marker: string,
    identity: TokenIdentity,
    signal: AbortSignal | undefined,
  ): Promise<IssueComment | undefined> {
    let url: string | null = null;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const response = await this.#call(issueNumber, 'list comments of', () =>
        url === null
          ? this.#octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
              owner: this.#owner,
              repo: this.#repo,
              issue_number: issueNumber,
              per_page: PER_PAGE,
              request: { signal },
            })
          : this.#octokit.request({ method: 'GET', url, request: { signal } }),
      );
      const comments = response.data as IssueComment[];
      // The oldest match is the sticky comment; later ones (a past race) are left alone.
      const found = comments.find(
        (c) => isOwn(c, identity) && typeof c.body === 'string' && c.body.includes(marker),
      );
      if (found) return found;
      url = nextLink(response.headers.link, this.#origin);
      if (url === null) return undefined;
    }
    throw new SystemError(
      `more than ${MAX_PAGES} pages of comments on #${issueNumber}; refusing to read further`,
    );
  }

  async #resolveIdentity(): Promise<TokenIdentity> {
    try {
      const user = await this.#octokit.request('GET /user', { request: { signal: this.#signal } });
      const data = user.data as { login: string; id: number };
      return { login: data.login, id: data.id, source: 'user' };
    } catch (error) {
      const status = statusOf(error);
      if (status === 401) throw tokenRejected(error);
      if (status !== 403 && status !== 404) throw error;
      this.#signal?.throwIfAborted();
    }
    try {
      // GitHub Enterprise Server serves REST under /api/v3 and GraphQL at /api/graphql.
      const graphqlUrl = `${this.#baseUrl.replace(/\/api\/v3$/, '/api')}/graphql`;
      const response = await this.#octokit.request({
        method: 'POST',
        url: graphqlUrl,
        query: 'query { viewer { login databaseId } }',
        request: { signal: this.#signal },
      });
      const viewer = (response.data as { data?: { viewer?: { login?: unknown; databaseId?: unknown } } }).data
        ?.viewer;
      if (typeof viewer?.login === 'string' && viewer.login !== '') {
        const id = typeof viewer.databaseId === 'number' ? viewer.databaseId : null;
        return { login: viewer.login, id, source: 'graphql-viewer' };
      }
    } catch (error) {
      if (statusOf(error) === 401) throw tokenRejected(error);
      // Stopped, not unanswered: no fallback, no warning about it.
      if (this.#signal?.aborted) throw error;
    }
    const login = this.#options.fallbackLogin ?? GITHUB_ACTIONS_BOT_LOGIN;
    this.#options.reporter?.warning(
      `could not tell which account the token acts as (GET /user and GraphQL viewer both failed); assuming ${login}. Only its comments are treated as baton's`,
    );
    return { login, id: null, source: 'fallback' };
  }

  /** Run one request; turn GitHub's refusals into errors that say what to change. */
  async #call<T>(issueNumber: number, what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const status = statusOf(error);
      const message = githubMessage(error);
      if (status === 401) throw tokenRejected(error);
      if (status === 403 && !/rate limit/i.test(message)) {
        const refused = `GitHub refused to ${what} #${issueNumber} in ${this.#owner}/${this.#repo} (403: ${message}).`;
        const fork = this.#options.forkPullRequest;
        // No permissions: block can help there; pull_request_target, which would, runs the base's token
        // next to whatever the job checks out, so it is not suggested either.
        const advice = fork
          ? `This run is for a pull request from a fork${fork.head ? ` (${fork.head})` : ''}, and GitHub gives such a run a read-only GITHUB_TOKEN whatever the job's permissions: say, so it cannot comment. Give the report mode: summary in runs for pull requests from forks (the report is then in the run's job summary), e.g. mode: \${{ github.event.pull_request.head.repo.full_name != github.repository && 'summary' || 'both' }}`
          : 'The token needs write access to issues and pull requests; give the job:\n  permissions:\n    issues: write\n    pull-requests: write\nor pass a github-token that has it';
        throw new UserError('comment-forbidden', `${refused} ${advice}`, {
          where: 'github-token',
          cause: error,
        });
      }
      if (status === 404) {
        throw new UserError(
          'issue-not-found',
          `issue or pull request #${issueNumber} was not found in ${this.#owner}/${this.#repo} (404). Check the issue-number input, and that the token can read the repository`,
          { where: 'issue-number', cause: error },
        );
      }
      if (status === 410) {
        throw new UserError(
          'issue-gone',
          `issue #${issueNumber} in ${this.#owner}/${this.#repo} was deleted or its comments are off (410)`,
          {
            where: 'issue-number',
            cause: error,
          },
        );
      }
      if (status === 422) {
        throw new UserError(
          'comment-refused',
          `GitHub refused the report comment on #${issueNumber} (422: ${message})`,
          {
            cause: error,
          },
        );
      }
      throw error;
    }
  }
}

function isOwn(comment: IssueComment, identity: TokenIdentity): boolean {
  if (!comment.user) return false;
  if (identity.id !== null) return comment.user.id === identity.id;
  return comment.user.login.toLowerCase() === identity.login.toLowerCase();
}

/** The `rel="next"` URL of a Link header, only when it stays on the API's origin (the token goes with it). */
export function nextLink(header: string | undefined, origin: string): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (!match) continue;
    try {
      const url = new URL(match[1]!);
      return url.origin === origin ? url.toString() : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** A failed create that may nevertheless have been applied: a 5xx, a timeout or a cut connection. */
function outcomeUnknown(error: unknown): boolean {
  // A refusal baton already explained (403, 404, 422 …) is an answer, not an unknown outcome.
  if (error instanceof BatonError) return false;
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GitHub's reason for a refusal, on one line and short (an HTML error page is never quoted whole). */
function githubMessage(error: unknown): string {
  const data = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  if (typeof data?.message === 'string') return shortReason(data.message);
  return shortReason(error instanceof Error ? error.message : String(error));
}

function describe(error: unknown): string {
  const status = statusOf(error);
  return status === undefined ? githubMessage(error) : `${status}: ${githubMessage(error)}`;
}

function tokenRejected(error: unknown): UserError {
  return new UserError(
    'token-rejected',
    `GitHub rejected the token (401: ${githubMessage(error)}); check the github-token input`,
    {
      where: 'github-token',
      cause: error,
    },
  );
}

/** Wait `ms`, or less: until `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
