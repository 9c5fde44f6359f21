import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for the parts of GitHub's REST API that baton's comment sink uses, on 127.0.0.1:
 *
 * - `GET /user` — the token's user; 403 "Resource not accessible by integration" for an installation token,
 *   as GitHub answers for `GITHUB_TOKEN` and GitHub App tokens;
 * - `POST /graphql` — only `viewer { login databaseId }`, which installation tokens may ask;
 * - `GET /repos/{owner}/{repo}/issues/{n}/comments` — paginated with `per_page`/`page` and a `Link` header;
 * - `POST /repos/{owner}/{repo}/issues/{n}/comments` — create;
 * - `PATCH /repos/{owner}/{repo}/issues/comments/{id}` — update (allowed on anyone's comment, as GitHub
 *   allows a token with write access to edit others' comments: the sink must not rely on a refusal).
 *
 * Tokens map to identities; a repository's issues must be declared (others are 404); a token can be made
 * read-only (writes are 403). Faults are queued per route and consumed in order: an HTTP status, a
 * secondary rate limit with `retry-after`, a write that is applied but whose response never arrives
 * (the connection hangs until the client gives up) or is cut, or a request held, neither applied nor
 * answered, until the test releases it or the client gives up on it.
 */

export interface ApiIdentity {
  login: string;
  id: number;
  type: 'User' | 'Bot';
  /** `installation`: `GET /user` is refused with 403, as for GITHUB_TOKEN and GitHub App tokens. */
  kind: 'user' | 'installation';
  /** Without write access, creating or editing a comment is 403 "Resource not accessible by integration". */
  canWrite?: boolean;
}

export interface ApiComment {
  id: number;
  node_id: string;
  body: string;
  user: { login: string; id: number; type: string };
  html_url: string;
  created_at: string;
  updated_at: string;
}

export type Route = 'GET /user' | 'POST /graphql' | 'GET comments' | 'POST comments' | 'PATCH comment';

export type Fault =
  /** Answer with this status and a GitHub-shaped error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Answer with this status and an HTML page, as GitHub's front end or a proxy does when it fails. */
  | { kind: 'html'; status: number; body: string }
  /** GitHub's secondary rate limit: 403 with `retry-after` (seconds) and its message. */
  | { kind: 'secondary-rate-limit'; retryAfterSeconds: number }
  /** Apply the request (a create or update happens), then never answer. */
  | { kind: 'apply-then-hang' }
  /** Apply the request, then cut the connection without an answer. */
  | { kind: 'apply-then-drop' }
  /**
   * Hold the request, neither applied nor answered, until `release()`; then it is served as usual. A client
   * that gives up on it first (aborts it, or ends) leaves it `abandoned`, never applied.
   */
  | { kind: 'hold' };

export interface LoggedRequest {
  route: Route | 'unknown';
  method: string;
  path: string;
  status: number | 'hung' | 'dropped' | 'abandoned';
}

export interface GitHubApiServer {
  /** The API base URL (`GITHUB_API_URL`). */
  url: string;
  /** Comments on an issue, oldest first. */
  comments(issue: number, repo?: string): ApiComment[];
  /** Add a comment as someone (a user planting a marker, or an earlier run). */
  addComment(
    issue: number,
    body: string,
    author: { login: string; id: number; type?: 'User' | 'Bot' },
    repo?: string,
  ): ApiComment;
  /** Queue faults for a route; each request on it consumes one, in order. */
  fault(route: Route, ...faults: Fault[]): void;
  /** Every request answered (or not), in order. */
  readonly requests: LoggedRequest[];
  /** Resolves once a request is being held by a `hold` fault (at once if one is held now). */
  held(): Promise<void>;
  /** Serve the held requests as usual. */
  release(): void;
  close(): Promise<void>;
}

export interface GitHubApiServerOptions {
  /** Token → identity. */
  tokens: Record<string, ApiIdentity>;
  /** `owner/repo` → issue and pull request numbers that exist. */
  issues: Record<string, number[]>;
  /** Comments per page when the client does not ask (GitHub's default is 30). */
  defaultPerPage?: number;
}

const SECONDARY_RATE_LIMIT_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.';

export async function startGitHubApiServer(options: GitHubApiServerOptions): Promise<GitHubApiServer> {
  const comments = new Map<string, ApiComment[]>();
  const faults = new Map<Route, Fault[]>();
  const requests: LoggedRequest[] = [];
  const sockets = new Set<Socket>();
  /** Requests a `hold` fault holds, each released by calling it. */
  const holding = new Set<() => void>();
  const onHeld: Array<() => void> = [];
  let nextId = 1000;
  let clock = Date.UTC(2026, 10, 21, 13, 0, 0);
  const now = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };

  const issueKey = (repo: string, issue: number) => `${repo}#${issue}`;
  const listOf = (repo: string, issue: number) => {
    const key = issueKey(repo, issue);
    let list = comments.get(key);
    if (!list) {
      list = [];
      comments.set(key, list);
    }
    return list;
  };

  let baseUrl = '';
  const makeComment = (repo: string, issue: number, body: string, user: ApiComment['user']): ApiComment => {
    const id = nextId++;
    const at = now();
    const comment: ApiComment = {
      id,
      node_id: `IC_${id}`,
      body,
      user,
      html_url: `https://github.com/${repo}/issues/${issue}#issuecomment-${id}`,
      created_at: at,
      updated_at: at,
    };
    listOf(repo, issue).push(comment);
    return comment;
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: `test server error: ${String(error)}` });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const match = routeOf(method, url.pathname);
    const log = (status: LoggedRequest['status']) => {
      requests.push({ route: match?.route ?? 'unknown', method, path: url.pathname + url.search, status });
    };
    const reply = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      log(status);
      send(res, status, data, headers);
    };
    if (!match)
      return reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });

    const identity = identityOf(req.headers.authorization);
    if (!identity) {
      return reply(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    }

    const fault = faults.get(match.route)?.shift();
    if (fault?.kind === 'status') {
      return reply(fault.status, { message: fault.message ?? `fault ${fault.status}` });
    }
    if (fault?.kind === 'html') {
      log(fault.status);
      res.writeHead(fault.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(fault.body);
      return;
    }
    if (fault?.kind === 'hold') {
      const released = await new Promise<boolean>((resolve) => {
        const release = () => resolve(true);
        holding.add(release);
        res.on('close', () => {
          holding.delete(release);
          resolve(false);
        });
        for (const notify of onHeld.splice(0)) notify();
      });
      if (!released) return log('abandoned');
    }
    if (fault?.kind === 'secondary-rate-limit') {
      return reply(
        403,
        {
          message: SECONDARY_RATE_LIMIT_MESSAGE,
          documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
        },
        { 'retry-after': String(fault.retryAfterSeconds) },
      );
    }
    // A fault that applies the request first: compute the answer, then withhold it.
    const withhold =
      fault?.kind === 'apply-then-hang' || fault?.kind === 'apply-then-drop' ? fault.kind : null;
    const answer = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      if (withhold === 'apply-then-hang') {
        log('hung');
        return;
      }
      if (withhold === 'apply-then-drop') {
        log('dropped');
        req.socket.destroy();
        return;
      }
      reply(status, data, headers);
    };

    switch (match.route) {
      case 'GET /user':
        if (identity.kind === 'installation') {
          return answer(403, {
            message: 'Resource not accessible by integration',
            documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
            status: '403',
          });
        }
        return answer(200, { login: identity.login, id: identity.id, type: identity.type });
      case 'POST /graphql': {
        const query = String((parseJson(body) as { query?: unknown } | null)?.query ?? '');
        if (!/\bviewer\b/.test(query)) return answer(400, { message: 'only viewer queries are served here' });
        return answer(200, { data: { viewer: { login: identity.login, databaseId: identity.id } } });
      }
      case 'GET comments': {
        const repo = match.repo!;
        if (!issueExists(repo, match.number!)) return answer(404, { message: 'Not Found' });
        const perPage = Math.min(
          100,
          Number(url.searchParams.get('per_page') ?? options.defaultPerPage ?? 30),
        );
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
        const all = listOf(repo, match.number!);
        const slice = all.slice((page - 1) * perPage, page * perPage);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        const headers: Record<string, string> = {};
        if (page < last) {
          const link = (p: number) => {
            const next = new URL(`${baseUrl}${url.pathname}`);
            next.searchParams.set('per_page', String(perPage));
            next.searchParams.set('page', String(p));
            return next.toString();
          };
          headers.link = `<${link(page + 1)}>; rel="next", <${link(last)}>; rel="last"`;
        }
        return answer(200, slice, headers);
      }
      case 'POST comments': {
        const repo = match.repo!;
        if (!issueExists(repo, match.number!)) return answer(404, { message: 'Not Found' });
        if (identity.canWrite === false)
          return answer(403, { message: 'Resource not accessible by integration' });
        const text = (parseJson(body) as { body?: unknown } | null)?.body;
        if (typeof text !== 'string' || text === '') return answer(422, { message: 'Validation Failed' });
        if (text.length > 65536) {
          return answer(422, {
            message: 'Validation Failed',
            errors: [{ message: 'Body is too long (maximum is 65536 characters)' }],
          });
        }
        const comment = makeComment(repo, match.number!, text, {
          login: identity.login,
          id: identity.id,
          type: identity.type,
        });
        return answer(201, comment);
      }
      case 'PATCH comment': {
        const repo = match.repo!;
        const comment = [...comments.entries()]
          .filter(([key]) => key.startsWith(`${repo}#`))
          .flatMap(([, list]) => list)
          .find((c) => c.id === match.number);
        if (!comment) return answer(404, { message: 'Not Found' });
        if (identity.canWrite === false)
          return answer(403, { message: 'Resource not accessible by integration' });
        const text = (parseJson(body) as { body?: unknown } | null)?.body;
        if (typeof text !== 'string' || text === '') return answer(422, { message: 'Validation Failed' });
        comment.body = text;
        comment.updated_at = now();
        return answer(200, comment);
      }
    }
  }

  function identityOf(header: string | undefined): ApiIdentity | undefined {
    const token = /^(?:token|bearer)\s+(\S+)$/i.exec(header ?? '')?.[1];
    return token === undefined ? undefined : options.tokens[token];
  }

  function issueExists(repo: string, issue: number): boolean {
    return options.issues[repo]?.includes(issue) ?? false;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    comments: (issue, repo) => [...listOf(repo ?? onlyRepo(options), issue)],
    addComment: (issue, body, author, repo) =>
      makeComment(repo ?? onlyRepo(options), issue, body, {
        login: author.login,
        id: author.id,
        type: author.type ?? 'User',
      }),
    fault: (route, ...list) => {
      faults.set(route, [...(faults.get(route) ?? []), ...list]);
    },
    requests,
    held: () =>
      new Promise<void>((resolve) => {
        if (holding.size > 0) resolve();
        else onHeld.push(resolve);
      }),
    release: () => {
      const held = [...holding];
      holding.clear();
      for (const release of held) release();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function onlyRepo(options: GitHubApiServerOptions): string {
  const repos = Object.keys(options.issues);
  if (repos.length !== 1) throw new Error('name the repository: the server serves several');
  return repos[0]!;
}

interface RouteMatch {
  route: Route;
  repo?: string;
  number?: number;
}

function routeOf(method: string, path: string): RouteMatch | null {
  if (method === 'GET' && path === '/user') return { route: 'GET /user' };
  if (method === 'POST' && path === '/graphql') return { route: 'POST /graphql' };
  const comments = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path);
  if (comments && (method === 'GET' || method === 'POST')) {
    return {
      route: method === 'GET' ? 'GET comments' : 'POST comments',
      repo: `${decodeURIComponent(comments[1]!)}/${decodeURIComponent(comments[2]!)}`,
      number: Number(comments[3]),
    };
  }
  const comment = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path);
  if (comment && method === 'PATCH') {
    return {
      route: 'PATCH comment',
      repo: `${decodeURIComponent(comment[1]!)}/${decodeURIComponent(comment[2]!)}`,
      number: Number(comment[3]),
    };
  }
  return null;
}

function send(
  res: ServerResponse,
  status: number,
  data: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(data);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
