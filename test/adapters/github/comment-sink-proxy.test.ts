import { afterAll, expect, it } from 'vitest';
import { type GitHubApiServer, startGitHubApiServer } from '../../support/github-api-server.js';
import { type HttpProxy, startHttpProxy } from '../../support/http-proxy.js';

/**
 * The comment sink behind a proxy, as on a self-hosted runner with HTTP(S)_PROXY set. The toolkit chooses
 * the proxy for GITHUB_API_URL when @actions/github is first imported, so this file sets the environment
 * before it imports the sink (vitest runs each file in its own process).
 *
 * The API is named by a host that does not resolve (`.test` is reserved): the only way to reach it is the
 * proxy, which tunnels every CONNECT to the local API server.
 */

const API_URL = 'http://api.github.test';
const REPO = 'octo/widgets';
const MARKER = '<!-- baton:report:ci:default -->';

let api: GitHubApiServer | undefined;
let proxy: HttpProxy | undefined;

afterAll(async () => {
  await proxy?.close();
  await api?.close();
});

it('reaches the API through the runner’s HTTP_PROXY, with its credentials, as the toolkit does', async () => {
  api = await startGitHubApiServer({
    tokens: {
      'ghs-actions': { login: 'github-actions[bot]', id: 41898282, type: 'Bot', kind: 'installation' },
    },
    issues: { [REPO]: [7] },
  });
  const upstream = new URL(api.url);
  proxy = await startHttpProxy({ host: upstream.hostname, port: Number(upstream.port) });
  for (const name of ['NO_PROXY', 'no_proxy', 'http_proxy', 'HTTPS_PROXY', 'https_proxy'])
    delete process.env[name];
  process.env.GITHUB_API_URL = API_URL;
  process.env.HTTP_PROXY = proxy.url.replace('http://', 'http://runner:s3cret@');

  const { GitHubCommentSink } = await import('../../../src/adapters/github/comment-sink.js');
  // No baseUrl: the sink talks to GITHUB_API_URL, as in the report action.
  const sink = new GitHubCommentSink({
    token: 'ghs-actions',
    repository: REPO,
    retry: { retries: 0, baseDelayMs: 1 },
    paceWrites: false,
  });
  const result = await sink.upsert({ issueNumber: 7, marker: MARKER, body: `${MARKER}\nreport` });

  expect(result.action).toBe('created');
  expect(api.comments(7).map((c) => c.body)).toEqual([`${MARKER}\nreport`]);
  expect(api.requests.map((r) => `${r.route} ${r.status}`)).toEqual([
    'GET /user 403',
    'POST /graphql 200',
    'GET comments 200',
    'POST comments 201',
  ]);
  expect(proxy.tunnels.length).toBeGreaterThan(0);
  for (const tunnel of proxy.tunnels) {
    expect(tunnel).toEqual({
      target: 'api.github.test:80',
      authorization: `Basic ${Buffer.from('runner:s3cret').toString('base64')}`,
    });
  }
});
