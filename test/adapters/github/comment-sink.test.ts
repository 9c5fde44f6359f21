import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GitHubCommentSink,
  type GitHubCommentSinkOptions,
} from '../../../src/adapters/github/comment-sink.js';
import { UserError } from '../../../src/core/errors.js';
import {
  type ApiIdentity,
  type GitHubApiServer,
  startGitHubApiServer,
} from '../../support/github-api-server.js';

const REPO = 'octo/widgets';
const MARKER = '<!-- baton:report:ci:default -->';
const ACTIONS_BOT: ApiIdentity = {
  login: 'github-actions[bot]',
  id: 41898282,
  type: 'Bot',
  kind: 'installation',
};
const APP_BOT: ApiIdentity = { login: 'baton-app[bot]', id: 5550001, type: 'Bot', kind: 'installation' };
const ALICE: ApiIdentity = { login: 'alice', id: 101, type: 'User', kind: 'user' };
const READ_ONLY: ApiIdentity = { ...ACTIONS_BOT, canWrite: false };
const MALLORY = { login: 'mallory', id: 666 };

let server: GitHubApiServer;

afterEach(async () => {
  await server?.close();
});

async function start(issues: number[] = [7, 8]) {
  server = await startGitHubApiServer({
    tokens: { 'ghs-actions': ACTIONS_BOT, 'ghs-app': APP_BOT, 'ghp-alice': ALICE, 'ghs-readonly': READ_ONLY },
    issues: { [REPO]: issues },
  });
  return server;
}

/** A sink with tiny delays: retries and rate-limit waits in milliseconds, no write pacing. */
function sink(token = 'ghs-actions', options: Partial<GitHubCommentSinkOptions> = {}) {
  const messages: string[] = [];
  const instance = new GitHubCommentSink({
    token,
    repository: REPO,
    baseUrl: server.url,
    retry: { retries: 3, baseDelayMs: 1 },
    rateLimit: { retries: 3, retryAfterUnitMs: 1 },
    paceWrites: false,
    reporter: { info: (m) => messages.push(`info: ${m}`), warning: (m) => messages.push(`warning: ${m}`) },
    ...options,
  });
  return { sink: instance, messages };
}

const body = (text: string) => `${MARKER}\n${text}`;

async function rejection(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe('GitHubCommentSink', () => {
  it('creates the comment on the first run and updates the same one on the next run', async () => {
    await start();
    const first = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('run 1') });
    expect(first.action).toBe('created');
    const second = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('run 2') });
    expect(second).toEqual({ id: first.id, url: first.url, action: 'updated' });
    const comments = server.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toBe(body('run 2'));
    expect(comments[0]!.user.login).toBe('github-actions[bot]');
    expect(first.url).toBe(`https://github.com/${REPO}/issues/7#issuecomment-${first.id}`);
  });

  it('does not write when the comment already holds the same body, and says it is unchanged', async () => {
    await start();
    const first = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('same') });
    const before = server.requests.length;
    const again = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('same') });
    expect(again).toEqual({ id: first.id, url: first.url, action: 'unchanged' });
    expect(server.requests.slice(before).map((r) => r.method)).not.toContain('PATCH');
  });

  it("never edits a user's comment that carries the marker, and creates its own beside it", async () => {
    await start();
    const planted = server.addComment(7, body('I am not baton. @everyone look here'), MALLORY);
    const result = await sink().sink.upsert({
      issueNumber: 7,
      marker: MARKER,
      body: body('the real report'),
    });
    expect(result.action).toBe('created');
    expect(result.id).not.toBe(planted.id);
    const comments = server.comments(7);
    expect(comments.find((c) => c.id === planted.id)!.body).toBe(body('I am not baton. @everyone look here'));
    expect(comments).toHaveLength(2);
    // And the next run updates baton's comment, still not the planted one.
    await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('run 2') });
    expect(server.comments(7).map((c) => c.body)).toEqual([
      body('I am not baton. @everyone look here'),
      body('run 2'),
    ]);
  });

  it("leaves another bot's or another key's comments alone", async () => {
    await start();
    server.addComment(7, body('from another app'), { login: 'other-app[bot]', id: 999, type: 'Bot' });
    await sink().sink.upsert({
      issueNumber: 7,
      marker: '<!-- baton:report:ci:nightly -->',
      body: '<!-- baton:report:ci:nightly -->\nnightly',
    });
    await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('default') });
    expect(server.comments(7).map((c) => c.body)).toEqual([
      body('from another app'),
      '<!-- baton:report:ci:nightly -->\nnightly',
      body('default'),
    ]);
  });

  it('finds its comment on a later page of a long thread', async () => {
    await start();
    for (let i = 0; i < 150; i++) server.addComment(7, `chatter ${i}`, ALICE);
    const first = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('v1') });
    for (let i = 0; i < 120; i++) server.addComment(7, `more chatter ${i}`, ALICE);
    const before = server.requests.length;
    const second = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('v2') });
    expect(second).toMatchObject({ id: first.id, action: 'updated' });
    const pages = server.requests.slice(before).filter((r) => r.route === 'GET comments');
    expect(pages.map((r) => r.path)).toEqual([
      `/repos/${REPO}/issues/7/comments?per_page=100`,
      `/repos/${REPO}/issues/7/comments?per_page=100&page=2`,
    ]);
    expect(server.comments(7)).toHaveLength(271);
  });

  it('uses GET /user for a personal token', async () => {
    await start();
    const { sink: s } = sink('ghp-alice');
    expect(await s.identity()).toEqual({ login: 'alice', id: 101, source: 'user' });
    const result = await s.upsert({ issueNumber: 7, marker: MARKER, body: body('by alice') });
    expect(server.comments(7).find((c) => c.id === result.id)!.user.login).toBe('alice');
  });

  it('asks GraphQL viewer when GET /user is refused to an installation token', async () => {
    await start();
    const { sink: s } = sink('ghs-app');
    expect(await s.identity()).toEqual({ login: 'baton-app[bot]', id: 5550001, source: 'graphql-viewer' });
    expect(server.requests.map((r) => `${r.route} ${r.status}`)).toEqual([
      'GET /user 403',
      'POST /graphql 200',
    ]);
  });

  it('falls back to github-actions[bot] with a warning when neither identity source answers', async () => {
    await start();
    server.fault('POST /graphql', { kind: 'status', status: 403, message: 'nope' });
    server.addComment(7, body('planted'), MALLORY);
    const { sink: s, messages } = sink('ghs-actions', { retry: { retries: 0, baseDelayMs: 1 } });
    expect(await s.identity()).toEqual({ login: 'github-actions[bot]', id: null, source: 'fallback' });
    expect(messages.join('\n')).toContain('assuming github-actions[bot]');
    const result = await s.upsert({ issueNumber: 7, marker: MARKER, body: body('report') });
    expect(result.action).toBe('created');
    expect(server.comments(7)[0]!.body).toBe(body('planted'));
  });

  it('retries a list that fails with 5xx, then succeeds', async () => {
    await start();
    server.fault('GET comments', { kind: 'status', status: 502 }, { kind: 'status', status: 503 });
    const result = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('after 5xx') });
    expect(result.action).toBe('created');
    expect(server.requests.filter((r) => r.route === 'GET comments').map((r) => r.status)).toEqual([
      502, 503, 200,
    ]);
    expect(server.comments(7)).toHaveLength(1);
  });

  it('retries an update that fails with 5xx', async () => {
    await start();
    await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('v1') });
    server.fault('PATCH comment', { kind: 'status', status: 500 });
    const result = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('v2') });
    expect(result.action).toBe('updated');
    expect(server.comments(7).map((c) => c.body)).toEqual([body('v2')]);
  });

  it('waits out a secondary rate limit with retry-after and then creates once', async () => {
    await start();
    server.fault('POST comments', { kind: 'secondary-rate-limit', retryAfterSeconds: 2 });
    const { sink: s, messages } = sink();
    const result = await s.upsert({ issueNumber: 7, marker: MARKER, body: body('rate limited') });
    expect(result.action).toBe('created');
    expect(server.requests.filter((r) => r.route === 'POST comments').map((r) => r.status)).toEqual([
      403, 201,
    ]);
    expect(messages.join('\n')).toMatch(/secondary rate limit .*retrying after 2 s/);
    expect(server.comments(7)).toHaveLength(1);
  });

  it('gives up on a secondary rate limit that does not lift, without creating anything', async () => {
    await start();
    server.fault(
      'POST comments',
      ...Array.from({ length: 5 }, () => ({ kind: 'secondary-rate-limit' as const, retryAfterSeconds: 1 })),
    );
    const { sink: s } = sink('ghs-actions', { rateLimit: { retries: 2, retryAfterUnitMs: 1 } });
    const error = await s
      .upsert({ issueNumber: 7, marker: MARKER, body: body('x') })
      .catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain('secondary rate limit');
    expect(server.comments(7)).toHaveLength(0);
  });

  it('does not leave two comments when a create is applied but its answer never arrives', async () => {
    await start();
    server.fault('POST comments', { kind: 'apply-then-hang' });
    const { sink: s, messages } = sink('ghs-actions', { requestTimeoutMs: 300 });
    const result = await s.upsert({ issueNumber: 7, marker: MARKER, body: body('once') });
    expect(result.action).toBe('created');
    const comments = server.comments(7);
    expect(comments).toHaveLength(1);
    expect(result.id).toBe(comments[0]!.id);
    expect(server.requests.filter((r) => r.route === 'POST comments').map((r) => r.status)).toEqual(['hung']);
    expect(messages.join('\n')).toContain('checking whether it was created before trying again');
  });

  it('does not leave two comments when the connection is cut after a create was applied', async () => {
    await start();
    server.fault('POST comments', { kind: 'apply-then-drop' });
    const result = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('once') });
    expect(result.action).toBe('created');
    expect(server.comments(7)).toHaveLength(1);
    expect(server.requests.filter((r) => r.route === 'POST comments')).toHaveLength(1);
  });

  it('creates again when a failed create was not applied', async () => {
    await start();
    server.fault('POST comments', { kind: 'status', status: 502 });
    const result = await sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('second try') });
    expect(result.action).toBe('created');
    expect(server.requests.filter((r) => r.route === 'POST comments').map((r) => r.status)).toEqual([
      502, 201,
    ]);
    expect(server.comments(7)).toHaveLength(1);
  });

  it('explains the permissions block when the token may not write, and writes nothing', async () => {
    await start();
    const error = await rejection(
      sink('ghs-readonly').sink.upsert({ issueNumber: 7, marker: MARKER, body: body('x') }),
    );
    expect(error.code).toBe('comment-forbidden');
    expect(error.where).toBe('github-token');
    expect(error.message).toBe(
      'GitHub refused to create a comment on #7 in octo/widgets (403: Resource not accessible by integration). The token needs write access to issues and pull requests; give the job:\n  permissions:\n    issues: write\n    pull-requests: write\nor pass a github-token that has it',
    );
    expect(server.comments(7)).toHaveLength(0);
    // A refusal is an answer: no second try.
    expect(server.requests.filter((r) => r.route === 'POST comments')).toHaveLength(1);
  });

  it('says a pull request from a fork gets a read-only token whatever permissions: say, and what to do instead', async () => {
    await start();
    const error = await rejection(
      sink('ghs-readonly', { forkPullRequest: { head: 'someone/widgets' } }).sink.upsert({
        issueNumber: 7,
        marker: MARKER,
        body: body('x'),
      }),
    );
    expect(error.code).toBe('comment-forbidden');
    expect(error.message).toBe(
      "GitHub refused to create a comment on #7 in octo/widgets (403: Resource not accessible by integration). This run is for a pull request from a fork (someone/widgets), and GitHub gives such a run a read-only GITHUB_TOKEN whatever the job's permissions: say, so it cannot comment. Give the report mode: summary in runs for pull requests from forks (the report is then in the run's job summary), e.g. mode: ${{ github.event.pull_request.head.repo.full_name != github.repository && 'summary' || 'both' }}",
    );
    expect(server.comments(7)).toHaveLength(0);
  });

  it('names the issue number on 404', async () => {
    await start();
    const error = await rejection(sink().sink.upsert({ issueNumber: 404, marker: MARKER, body: body('x') }));
    expect(error.code).toBe('issue-not-found');
    expect(error.where).toBe('issue-number');
    expect(error.message).toBe(
      'issue or pull request #404 was not found in octo/widgets (404). Check the issue-number input, and that the token can read the repository',
    );
    expect(server.requests.filter((r) => r.route === 'POST comments')).toHaveLength(0);
    expect(server.requests.filter((r) => r.route === 'GET comments')).toHaveLength(1);
  });

  it('says the token was rejected on 401', async () => {
    await start();
    const error = await rejection(
      sink('wrong-token').sink.upsert({ issueNumber: 7, marker: MARKER, body: body('x') }),
    );
    expect(error.code).toBe('token-rejected');
    expect(error.message).toBe(
      'GitHub rejected the token (401: Bad credentials); check the github-token input',
    );
  });

  it('says what it was doing, the answer in one line and what to do when GitHub keeps failing with an HTML page', async () => {
    await start();
    const page = `<!DOCTYPE html><html><head><title>Unicorn! &middot; GitHub</title><style>${'body{}'.repeat(1400)}</style></head><body><p>We had issues producing the response to your request.</p></body></html>`;
    server.fault('GET comments', ...Array(4).fill({ kind: 'html', status: 502, body: page }));
    const error = await rejection(sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('x') }));
    expect(error.code).toBe('comment-failed');
    expect(error.message).toBe(
      'could not post the report comment on #7 in octo/widgets: GET /repos/octo/widgets/issues/7/comments answered HTTP 502: an HTML page, “Unicorn! · GitHub”',
    );
    expect(error.details).toEqual([
      're-run the job; if it fails again, check GitHub’s status at https://www.githubstatus.com',
    ]);
    expect(server.comments(7)).toHaveLength(0);
  });

  it('says a create that kept failing, after checking it was not applied', async () => {
    await start();
    server.fault('POST comments', ...Array(3).fill({ kind: 'status', status: 502 }));
    const error = await rejection(sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: body('x') }));
    expect(error.message).toBe(
      'could not post the report comment on #7 in octo/widgets: POST /repos/octo/widgets/issues/7/comments answered HTTP 502: fault 502',
    );
    expect(server.comments(7)).toHaveLength(0);
  });

  it('says an API that does not answer, naming the request', async () => {
    await start();
    const url = server.url;
    await server.close();
    const error = await rejection(
      sink('ghs-actions', { baseUrl: url, retry: { retries: 0 } }).sink.upsert({
        issueNumber: 7,
        marker: MARKER,
        body: body('x'),
      }),
    );
    expect(error.message).toMatch(
      /^could not post the report comment on #7 in octo\/widgets: GET \/user got no answer: .*ECONNREFUSED/,
    );
    expect(error.details).toHaveLength(2);
  });

  it('refuses a body that does not carry its marker', async () => {
    await start();
    await expect(sink().sink.upsert({ issueNumber: 7, marker: MARKER, body: 'no marker' })).rejects.toThrow(
      'the comment body must carry its marker',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('does not follow a Link header to another origin', async () => {
    const { nextLink } = await import('../../../src/adapters/github/comment-sink.js');
    expect(
      nextLink('<https://evil.example/repos/x?page=2>; rel="next"', 'https://api.github.com'),
    ).toBeNull();
    expect(nextLink('<https://api.github.com/repos/x?page=2>; rel="next"', 'https://api.github.com')).toBe(
      'https://api.github.com/repos/x?page=2',
    );
  });
});

/** The step's stop, as the report action gives it (step-stop.ts aborts with the reason as text). */
const STOPPED = 'the runner sent SIGINT';

describe('GitHubCommentSink stopped', () => {
  it('gives up the read it waits on at the stop, and sends no write', async () => {
    await start();
    server.fault('GET comments', { kind: 'hold' });
    const stop = new AbortController();
    const upserting = sink('ghs-actions', { signal: stop.signal }).sink.upsert({
      issueNumber: 7,
      marker: MARKER,
      body: body('never'),
    });
    await server.held();
    stop.abort(STOPPED);
    const error = await rejection(upserting);
    expect(error.code).toBe('cancelled');
    expect(error.message).toBe(`the report comment on #7 in octo/widgets was not posted (${STOPPED})`);
    // The request was aborted by the sink (this process goes on), not left to the server.
    await vi.waitFor(
      () =>
        expect(server.requests.filter((r) => r.route === 'GET comments').map((r) => r.status)).toEqual([
          'abandoned',
        ]),
      { timeout: 10_000 },
    );
    server.release();
    expect(server.requests.map((r) => r.route)).not.toContain('POST comments');
    expect(server.comments(7)).toEqual([]);
  });

  it('lets a create sent before the stop finish, and says it was created', async () => {
    await start();
    server.fault('POST comments', { kind: 'hold' });
    const stop = new AbortController();
    const { sink: s } = sink('ghs-actions', { signal: stop.signal });
    const upserting = s.upsert({ issueNumber: 7, marker: MARKER, body: body('sent') });
    await server.held();
    expect(s.inFlight).toBe('create');
    stop.abort(STOPPED);
    server.release();
    const result = await upserting;
    expect(result.action).toBe('created');
    expect(s.inFlight).toBeUndefined();
    expect(server.comments(7).map((c) => [c.id, c.body])).toEqual([[result.id, body('sent')]]);
  });

  it('stopped after a create whose answer was lost, finds it applied and does not write again', async () => {
    await start();
    server.fault('POST comments', { kind: 'apply-then-drop' });
    const stop = new AbortController();
    // The stop comes as the sink says it will look for the lost create.
    const s = new GitHubCommentSink({
      token: 'ghs-actions',
      repository: REPO,
      baseUrl: server.url,
      retry: { retries: 3, baseDelayMs: 60_000 },
      paceWrites: false,
      signal: stop.signal,
      reporter: { info: () => {}, warning: () => stop.abort(STOPPED) },
    });
    const result = await s.upsert({ issueNumber: 7, marker: MARKER, body: body('once') });
    expect(result.action).toBe('created');
    expect(server.comments(7).map((c) => c.id)).toEqual([result.id]);
    expect(server.requests.map((r) => r.route)).toEqual([
      'GET /user',
      'POST /graphql',
      'GET comments',
      'POST comments',
      'GET comments',
    ]);
  });

  it('stopped after a create that failed and was not applied, does not create again and says so', async () => {
    await start();
    server.fault('POST comments', { kind: 'status', status: 502 });
    const stop = new AbortController();
    const s = new GitHubCommentSink({
      token: 'ghs-actions',
      repository: REPO,
      baseUrl: server.url,
      retry: { retries: 3, baseDelayMs: 60_000 },
      paceWrites: false,
      signal: stop.signal,
      reporter: { info: () => {}, warning: () => stop.abort(STOPPED) },
    });
    const error = await rejection(s.upsert({ issueNumber: 7, marker: MARKER, body: body('x') }));
    expect(error.code).toBe('cancelled');
    expect(error.message).toBe(`the report comment on #7 in octo/widgets was not posted (${STOPPED})`);
    expect(server.requests.filter((r) => r.route === 'POST comments')).toHaveLength(1);
    expect(server.comments(7)).toEqual([]);
  });
});
