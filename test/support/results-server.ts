import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * A local stand-in for GitHub's Actions results service, on 127.0.0.1, speaking what the real
 * `@actions/artifact` 6.x client speaks: Twirp JSON at
 * `POST /twirp/github.actions.results.api.v1.ArtifactService/<Method>` (snake_case fields), and an Azure
 * block-blob endpoint behind the signed URLs it hands out (PUT `?comp=block`, PUT `?comp=blocklist`, GET).
 *
 * State is kept per run backend id, so several "jobs" (tokens with the same run id and different job ids)
 * see one run's artifacts, as on GitHub. Requests are counted by kind so tests and benches can check the
 * request budget, and faults can be injected (N× HTTP 500, or a dropped connection) for retry tests.
 *
 * Re-runs ("Re-run failed jobs", "Re-run all jobs") are modelled as GitHub runs them: a re-run is the same
 * workflow run, so its jobs (new job ids, `GITHUB_RUN_ATTEMPT` 2, 3, …) share the run's artifacts with the
 * run attempts before. `rerun(run)` starts the next run attempt; every artifact notes the run attempt it was
 * created in. What a re-run may do with the names an earlier run attempt used:
 * - it lists and downloads them: a re-run job reads the artifacts of the jobs that were not re-run (the
 *   client's `listArtifacts({ latest })` exists for re-runs, `@actions/artifact` ListArtifactsOptions);
 * - it cannot upload one again: CreateArtifact answers 409 Conflict "an artifact with this name already
 *   exists on the workflow run" for a name any run attempt of the run used, as it does within one run
 *   attempt. Reported from real re-runs of upload-artifact v4+ (the toolkit's own client) in
 *   apache/datafusion-comet#3723 ("This happens when a failed job is re-run — the artifact from the first
 *   attempt already exists") and datahub-project/datahub#17001 ("On rerun jobs that use the same artifact
 *   name for upload fail in the upload step as the name is already used in the first run"); the only way
 *   past it is upload-artifact's `overwrite`, which deletes the old artifact first, and records are never
 *   deleted. The client's docs (getArtifact) still allow two artifacts of one name in a run from old
 *   uploaders "or it is a rerun", so readers must not assume names are unique; baton never relies on it.
 */

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';

export type TwirpMethod =
  | 'CreateArtifact'
  | 'FinalizeArtifact'
  | 'ListArtifacts'
  | 'GetSignedArtifactURL'
  | 'DeleteArtifact';
const TWIRP_METHODS: readonly TwirpMethod[] = [
  'CreateArtifact',
  'FinalizeArtifact',
  'ListArtifacts',
  'GetSignedArtifactURL',
  'DeleteArtifact',
];

/**
 * REST requests for cross-run reads (`findBy`): list a run's artifacts, download one (a 302 to the blob); and
 * for `baton pull`, the run itself (`rest-run`) and a page of its jobs (`rest-jobs`).
 */
export type RestKind = 'rest-list' | 'rest-download' | 'rest-run' | 'rest-jobs';

/**
 * What `GET /repos/{owner}/{repo}/actions/runs/{id}` and its jobs say of a published run: the workflow file
 * it ran, its event, commit, attempt and title, and its jobs (name and conclusion, as GitHub lists a matrix
 * leg: `job (a, b)`). Defaults: `.github/workflows/baton.yml`, `workflow_dispatch`, no jobs.
 */
export interface PublishedWorkflowRun {
  path?: string;
  event?: string;
  headSha?: string;
  headBranch?: string | null;
  runAttempt?: number;
  displayTitle?: string;
  jobs?: Array<{ name: string; conclusion: string | null }>;
}

/** Blob requests: `blob-block` (PUT ?comp=block), `blob-blocklist` (PUT ?comp=blocklist), `blob-put` (single-shot PUT), `blob-get`. */
export type BlobKind = 'blob-block' | 'blob-blocklist' | 'blob-put' | 'blob-get';
export type RequestKind = TwirpMethod | BlobKind | RestKind;

export interface StoredArtifact {
  id: number;
  runBackendId: string;
  jobBackendId: string;
  name: string;
  /** The run attempt it was created in: 1, or the attempt `rerun` started. */
  runAttempt: number;
  createdAt: Date;
  expiresAt: string | null;
  finalized: boolean;
  /** `sha256:<hex>` as sent by FinalizeArtifact. */
  digest: string | null;
  size: number;
  /** The committed blob (the zip), or null before the block list is committed. */
  blob: Buffer | null;
  /** Uncommitted blocks by block id. */
  blocks: Map<string, Buffer>;
  /** The secret in this artifact's signed URL. */
  sig: string;
}

export interface RecordedRequest {
  kind: RequestKind | 'unknown';
  /** Run backend id for Twirp calls that name one, or of the blob's artifact. */
  runBackendId: string | null;
  /** Artifact name for calls that name one. */
  name: string | null;
  status: number;
  /** When the request was answered (performance.now() of this process), for benches that split timings. */
  at: number;
}

export interface Fault {
  /** Which kind of request to disturb. */
  kind: RequestKind;
  /** How many matching requests to disturb before answering normally again. */
  times: number;
  /**
   * `status`: answer with `status` (500 unless given); `drop`: close the connection without answering;
   * `hang`: never answer (the service is unreachable in time); `applied-drop` (Twirp requests): carry the
   * request out, then close the connection without answering (the answer lost on its way back);
   * `applied-hang` (Twirp requests): carry the request out, then never answer (done, but too late to say).
   */
  mode: 'status' | 'drop' | 'hang' | 'applied-drop' | 'applied-hang';
  status?: number;
  /** Only requests about this artifact name. */
  name?: string;
}

export interface ResultsServer {
  /** `http://127.0.0.1:<port>`, the value for ACTIONS_RESULTS_URL. */
  readonly url: string;
  /** Every request answered (or dropped), in order. */
  readonly requests: readonly RecordedRequest[];
  /** Requests of one kind (or every kind, without an argument) since the last `resetCounts`. */
  count(kind?: RequestKind | 'twirp' | 'blob' | 'rest'): number;
  resetCounts(): void;
  /** Disturb the next matching requests. */
  inject(fault: Fault): void;
  /** Drop the faults not yet used up, and lower any `holdUntil` gate (answering what it holds). */
  clearFaults(): void;
  /**
   * Hold each REST request of `kind` unanswered until `inFlight` of them are held at once, then answer them
   * all and every one after: a client that sends them one after another never gets past the first, and one
   * that sends `inFlight` at once does, so a test proves overlap without timing anything.
   */
  holdUntil(kind: RestKind, inFlight: number): void;
  /**
   * Resolves with the next request of this kind (about artifact `name`, when given) recorded from now on:
   * answered, or disturbed by a fault (a request a `hang` fault holds is recorded as it arrives).
   */
  next(kind: RequestKind, name?: string): Promise<RecordedRequest>;
  /** Finalized and pending artifacts of a run. */
  artifacts(runBackendId: string): StoredArtifact[];
  /**
   * Re-run jobs of a run: start its next run attempt (2, 3, …), which is returned. Jobs after this act in it
   * (as `GITHUB_RUN_ATTEMPT` would say) and see the run's artifacts of every run attempt; see above.
   */
  rerun(runBackendId: string): number;
  /**
   * Serve a run through the REST API as well (GITHUB_API_URL = `url`), as GitHub does for cross-run reads:
   * `GET /repos/{owner}/{repo}/actions/runs/{id}/artifacts` and `…/actions/artifacts/{id}/zip`, for
   * requests carrying `token`.
   */
  publishRun(run: {
    workflowRunId: number;
    runBackendId: string;
    repository: string;
    token: string;
    workflowRun?: PublishedWorkflowRun;
  }): void;
  /**
   * Answer REST requests carrying `token` with 403 "Resource not accessible by integration", as GitHub does
   * for a GITHUB_TOKEN whose job was not given `actions: read`.
   */
  denyToken(token: string): void;
  /**
   * Answer REST requests carrying `token` with 401 "Bad credentials", as GitHub does for an expired,
   * revoked or mistyped token.
   */
  rejectToken(token: string): void;
  /**
   * Store a finalized artifact in a run directly, as another uploader would (a non-baton step, an old
   * client): its blob as given, the digest GitHub would list for it. For artifacts baton must refuse to
   * read (not a record, not a zip) and for runs with more artifacts than one page of the REST listing.
   */
  addArtifact(runBackendId: string, name: string, blob: Buffer): StoredArtifact;
  /** Replace the stored blob of a finalized artifact (the listed digest stays): for digest-mismatch tests. */
  setBlob(runBackendId: string, name: string, blob: Buffer): void;
  close(): Promise<void>;
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Claims {
  runBackendId: string;
  jobBackendId: string;
}

/** Reads `Actions.Results:<run>:<job>` from the bearer token's `scp` claim, as the real service authorizes. */
function claimsOf(req: IncomingMessage): Claims {
  const auth = req.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(auth);
  if (!match) throw new TwirpError(401, 'unauthenticated', 'missing bearer token');
  const payload = match[1]!.split('.')[1];
  if (!payload) throw new TwirpError(401, 'unauthenticated', 'malformed token');
  let scp: unknown;
  try {
    scp = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).scp;
  } catch {
    throw new TwirpError(401, 'unauthenticated', 'malformed token');
  }
  for (const scope of String(scp ?? '').split(' ')) {
    const parts = scope.split(':');
    if (parts[0] === 'Actions.Results' && parts.length === 3) {
      return { runBackendId: parts[1]!, jobBackendId: parts[2]! };
    }
  }
  throw new TwirpError(401, 'unauthenticated', 'token has no Actions.Results scope');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Azure answers every blob write with these; the storage SDK reads some of them. */
function blobHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'x-ms-request-id': randomBytes(8).toString('hex'),
    'x-ms-version': '2025-01-05',
    date: new Date().toUTCString(),
    ...extra,
  };
}

export async function startResultsServer(): Promise<ResultsServer> {
  const runs = new Map<string, Map<string, StoredArtifact>>();
  /** The current run attempt of each run that was re-run (1 otherwise). */
  const runAttempts = new Map<string, number>();
  const bySig = new Map<string, StoredArtifact>();
  const requests: RecordedRequest[] = [];
  let counted: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const published = new Map<
    string,
    { runBackendId: string; token: string; workflowRun: PublishedWorkflowRun }
  >();
  const denied = new Set<string>();
  const rejected = new Set<string>();
  let nextId = 1000;
  const gates = new Map<RestKind, { until: number; held: Array<() => void> }>();
  /** Resolves when a request of `kind` may be answered: at once, unless a holdUntil gate is up. */
  const through = (kind: RestKind): Promise<void> => {
    const gate = gates.get(kind);
    if (gate === undefined) return Promise.resolve();
    return new Promise((resolve) => {
      gate.held.push(resolve);
      if (gate.held.length < gate.until) return;
      gates.delete(kind);
      for (const release of gate.held) release();
    });
  };

  const runOf = (runBackendId: string) => {
    let run = runs.get(runBackendId);
    if (!run) {
      run = new Map();
      runs.set(runBackendId, run);
    }
    return run;
  };

  let waiting: Array<{ kind: RequestKind; name?: string; resolve: (request: RecordedRequest) => void }> = [];
  const record = (entry: Omit<RecordedRequest, 'at'>) => {
    const full = { ...entry, at: performance.now() };
    requests.push(full);
    counted.push(full);
    const matches = (w: (typeof waiting)[number]) =>
      w.kind === full.kind && (w.name === undefined || w.name === full.name);
    const now = waiting.filter(matches);
    waiting = waiting.filter((w) => !matches(w));
    for (const wait of now) wait.resolve(full);
  };

  /** The first pending fault for this request, consumed. */
  const takeFault = (kind: RequestKind, name: string | null): Fault | undefined => {
    const index = faults.findIndex((f) => f.kind === kind && (f.name === undefined || f.name === name));
    if (index < 0) return undefined;
    const fault = faults[index]!;
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(index, 1);
    return fault;
  };

  let origin = '';
  const signedUrl = (artifact: StoredArtifact) =>
    // Path-style (account/container/blob), as the storage SDK expects for an IP host.
    `${origin}/devstoreaccount1/run-${artifact.runBackendId}/${artifact.id}.zip?sig=${artifact.sig}&se=2099-01-01`;

  const listed = (a: StoredArtifact) => ({
    workflow_run_backend_id: a.runBackendId,
    workflow_job_run_backend_id: a.jobBackendId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.size),
    created_at: a.createdAt.toISOString(),
    ...(a.digest ? { digest: a.digest } : {}),
  });

  function twirp(method: TwirpMethod, body: Record<string, unknown>, claims: Claims): unknown {
    const runId = String(body.workflow_run_backend_id ?? '');
    const jobId = String(body.workflow_job_run_backend_id ?? '');
    // A token only reaches its own run (and, for writes, its own job).
    if (runId !== claims.runBackendId)
      throw new TwirpError(403, 'permission_denied', 'token is not valid for this run');
    const run = runOf(runId);
    switch (method) {
      case 'CreateArtifact': {
        if (jobId !== claims.jobBackendId)
          throw new TwirpError(403, 'permission_denied', 'token is not valid for this job');
        const name = String(body.name ?? '');
        if (!name) throw new TwirpError(400, 'invalid_argument', 'name is required');
        const existing = run.get(name);
        // Whichever run attempt created it: a re-run is the same workflow run (see the top of this file).
        if (existing?.finalized) {
          throw new TwirpError(
            409,
            'already_exists',
            'an artifact with this name already exists on the workflow run',
          );
        }
        if (existing) bySig.delete(existing.sig);
        const artifact: StoredArtifact = {
          id: nextId++,
          runBackendId: runId,
          jobBackendId: jobId,
          name,
          runAttempt: runAttempts.get(runId) ?? 1,
          createdAt: new Date(),
          expiresAt: typeof body.expires_at === 'string' ? body.expires_at : null,
          finalized: false,
          digest: null,
          size: 0,
          blob: null,
          blocks: new Map(),
          sig: randomBytes(12).toString('hex'),
        };
        run.set(name, artifact);
        bySig.set(artifact.sig, artifact);
        return { ok: true, signed_upload_url: signedUrl(artifact) };
      }
      case 'FinalizeArtifact': {
        if (jobId !== claims.jobBackendId)
          throw new TwirpError(403, 'permission_denied', 'token is not valid for this job');
        const artifact = run.get(String(body.name ?? ''));
        if (!artifact || artifact.finalized)
          throw new TwirpError(404, 'not_found', 'no pending artifact with this name');
        if (!artifact.blob)
          throw new TwirpError(400, 'failed_precondition', 'artifact has no uploaded content');
        const size = Number(body.size ?? 0);
        if (size !== artifact.blob.length) {
          throw new TwirpError(
            400,
            'invalid_argument',
            `size ${size} does not match uploaded ${artifact.blob.length}`,
          );
        }
        const hash = typeof body.hash === 'string' ? body.hash : null;
        const actual = `sha256:${createHash('sha256').update(artifact.blob).digest('hex')}`;
        if (hash !== null && hash !== actual)
          throw new TwirpError(400, 'invalid_argument', 'hash does not match uploaded content');
        artifact.finalized = true;
        artifact.size = size;
        artifact.digest = hash ?? actual;
        return { ok: true, artifact_id: String(artifact.id) };
      }
      case 'ListArtifacts': {
        const nameFilter = typeof body.name_filter === 'string' ? body.name_filter : undefined;
        const idFilter = body.id_filter === undefined ? undefined : Number(body.id_filter);
        const artifacts = [...run.values()]
          .filter((a) => a.finalized)
          .filter((a) => nameFilter === undefined || a.name === nameFilter)
          .filter((a) => idFilter === undefined || a.id === idFilter)
          .map(listed);
        return { artifacts };
      }
      case 'GetSignedArtifactURL': {
        const artifact = run.get(String(body.name ?? ''));
        if (!artifact?.finalized) throw new TwirpError(404, 'not_found', 'artifact not found');
        return { signed_url: signedUrl(artifact) };
      }
      case 'DeleteArtifact': {
        const artifact = run.get(String(body.name ?? ''));
        if (!artifact?.finalized) throw new TwirpError(404, 'not_found', 'artifact not found');
        run.delete(artifact.name);
        bySig.delete(artifact.sig);
        return { ok: true, artifact_id: String(artifact.id) };
      }
    }
  }

  /**
   * Answers a REST request with its queued fault, or 401 for a token rejectToken named: true when it did (the
   * request is recorded), false when the route answers it.
   */
  function faultOrRejected(
    req: IncomingMessage,
    res: ServerResponse,
    kind: RestKind,
    token: string | undefined,
  ): boolean {
    const fault = takeFault(kind, null);
    if (fault) {
      record({
        kind,
        runBackendId: null,
        name: null,
        status: fault.mode === 'status' ? (fault.status ?? 500) : 0,
      });
      if (fault.mode === 'drop') req.socket.destroy();
      else if (fault.mode !== 'hang') sendJson(res, fault.status ?? 500, { message: 'injected fault' });
      return true;
    }
    if (token !== undefined && rejected.has(token)) {
      record({ kind, runBackendId: null, name: null, status: 401 });
      sendJson(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
      return true;
    }
    return false;
  }

  function restApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    repository: string,
    workflowRunId: string | undefined,
    artifactId: string | undefined,
  ): void {
    const kind: RestKind = workflowRunId ? 'rest-list' : 'rest-download';
    const token = /^(?:token|Bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (faultOrRejected(req, res, kind, token)) return;
    if (token !== undefined && denied.has(token)) {
      record({ kind, runBackendId: null, name: null, status: 403 });
      sendJson(res, 403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/actions/artifacts#list-workflow-run-artifacts',
      });
      return;
    }
    const visible = [...published.entries()].filter(
      ([key, run]) => key.startsWith(`${repository}#`) && run.token === token,
    );
    if (workflowRunId) {
      const run = published.get(`${repository}#${workflowRunId}`);
      if (!run || run.token !== token) {
        record({ kind, runBackendId: null, name: null, status: 404 });
        sendJson(res, 404, { message: 'Not Found' });
        return;
      }
      const nameFilter = url.searchParams.get('name');
      const all = [...(runs.get(run.runBackendId)?.values() ?? [])]
        .filter((a) => a.finalized && (nameFilter === null || a.name === nameFilter))
        .sort((a, b) => a.id - b.id);
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const artifacts = all.slice((page - 1) * perPage, page * perPage).map((a) => ({
        id: a.id,
        name: a.name,
        size_in_bytes: a.size,
        created_at: a.createdAt.toISOString(),
        expired: false,
        digest: a.digest,
      }));
      record({ kind, runBackendId: run.runBackendId, name: nameFilter, status: 200 });
      sendJson(res, 200, { total_count: all.length, artifacts });
      return;
    }
    for (const [, run] of visible) {
      const artifact = [...(runs.get(run.runBackendId)?.values() ?? [])].find(
        (a) => a.finalized && String(a.id) === artifactId,
      );
      if (artifact) {
        record({ kind, runBackendId: run.runBackendId, name: artifact.name, status: 302 });
        res.writeHead(302, { location: signedUrl(artifact), 'content-length': '0' });
        return void res.end();
      }
    }
    record({ kind, runBackendId: null, name: null, status: 404 });
    sendJson(res, 404, { message: 'Not Found' });
  }

  /**
   * `GET /repos/{owner}/{repo}/actions/runs/{id}` (the run) and `…/runs/{id}/jobs` or
   * `…/runs/{id}/attempts/{n}/jobs` (its jobs, `per_page`/`page`), for a published run and its token.
   */
  function runApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    repository: string,
    workflowRunId: string,
    attempt: string | undefined,
    jobs: boolean,
  ): void {
    const kind: RestKind = jobs ? 'rest-jobs' : 'rest-run';
    const token = /^(?:token|Bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (faultOrRejected(req, res, kind, token)) return;
    const run = published.get(`${repository}#${workflowRunId}`);
    if (!run || run.token !== token) {
      record({ kind, runBackendId: null, name: null, status: 404 });
      sendJson(res, 404, { message: 'Not Found' });
      return;
    }
    const meta = run.workflowRun;
    const runAttempt = meta.runAttempt ?? runAttempts.get(run.runBackendId) ?? 1;
    if (!jobs) {
      record({ kind, runBackendId: run.runBackendId, name: null, status: 200 });
      sendJson(res, 200, {
        id: Number(workflowRunId),
        name: 'baton',
        path: meta.path ?? '.github/workflows/baton.yml',
        event: meta.event ?? 'workflow_dispatch',
        head_sha: meta.headSha ?? '0123456789abcdef0123456789abcdef01234567',
        head_branch: meta.headBranch === undefined ? 'main' : meta.headBranch,
        run_attempt: runAttempt,
        display_title: meta.displayTitle ?? 'baton',
        status: 'completed',
        conclusion: 'failure',
        html_url: `https://github.com/${repository}/actions/runs/${workflowRunId}`,
      });
      return;
    }
    const all = (meta.jobs ?? []).map((job, n) => ({
      id: Number(workflowRunId) * 1000 + n,
      run_id: Number(workflowRunId),
      run_attempt: attempt === undefined ? runAttempt : Number(attempt),
      name: job.name,
      status: job.conclusion === null ? 'in_progress' : 'completed',
      conclusion: job.conclusion,
    }));
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    record({ kind, runBackendId: run.runBackendId, name: null, status: 200 });
    sendJson(res, 200, { total_count: all.length, jobs: all.slice((page - 1) * perPage, page * perPage) });
  }

  function blobKind(req: IncomingMessage, url: URL): BlobKind | null {
    const comp = url.searchParams.get('comp');
    if (req.method === 'GET') return 'blob-get';
    if (req.method !== 'PUT') return null;
    if (comp === 'block') return 'blob-block';
    if (comp === 'blocklist') return 'blob-blocklist';
    if (comp === null) return 'blob-put';
    return null;
  }

  function blob(
    kind: BlobKind,
    artifact: StoredArtifact,
    url: URL,
    body: Buffer,
    res: ServerResponse,
  ): number {
    switch (kind) {
      case 'blob-block': {
        if (artifact.finalized) return azureError(res, 409, 'BlobImmutable');
        const blockId = url.searchParams.get('blockid');
        if (!blockId) return azureError(res, 400, 'InvalidQueryParameterValue');
        artifact.blocks.set(blockId, body);
        res.writeHead(201, blobHeaders({ 'content-length': '0' }));
        res.end();
        return 201;
      }
      case 'blob-blocklist': {
        if (artifact.finalized) return azureError(res, 409, 'BlobImmutable');
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
          (m) => m[1]!,
        );
        const parts: Buffer[] = [];
        for (const id of ids) {
          const part = artifact.blocks.get(id);
          if (!part) return azureError(res, 400, 'InvalidBlockList');
          parts.push(part);
        }
        artifact.blob = Buffer.concat(parts);
        artifact.blocks.clear();
        res.writeHead(
          201,
          blobHeaders({
            etag: `"0x${randomBytes(6).toString('hex')}"`,
            'content-length': '0',
            'last-modified': new Date().toUTCString(),
          }),
        );
        res.end();
        return 201;
      }
      case 'blob-put': {
        if (artifact.finalized) return azureError(res, 409, 'BlobImmutable');
        artifact.blob = body;
        res.writeHead(
          201,
          blobHeaders({
            etag: `"0x${randomBytes(6).toString('hex')}"`,
            'content-length': '0',
            'last-modified': new Date().toUTCString(),
          }),
        );
        res.end();
        return 201;
      }
      case 'blob-get': {
        if (!artifact.finalized || !artifact.blob) return azureError(res, 404, 'BlobNotFound');
        res.writeHead(200, {
          'content-type': 'application/zip',
          'content-length': String(artifact.blob.length),
          'content-disposition': `attachment; filename="${artifact.name}.zip"`,
        });
        res.end(artifact.blob);
        return 200;
      }
    }
  }

  function azureError(res: ServerResponse, status: number, code: string): number {
    const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
    res.writeHead(status, blobHeaders({ 'content-type': 'application/xml', 'x-ms-error-code': code }));
    res.end(xml);
    return status;
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const body = await readBody(req);

    if (req.method === 'POST' && url.pathname.startsWith(TWIRP_PREFIX)) {
      const method = url.pathname.slice(TWIRP_PREFIX.length) as TwirpMethod;
      if (!TWIRP_METHODS.includes(method)) {
        record({ kind: 'unknown', runBackendId: null, name: null, status: 404 });
        return sendJson(res, 404, { code: 'bad_route', msg: `no handler for ${url.pathname}` });
      }
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(body.toString('utf8') || '{}');
      } catch {
        record({ kind: method, runBackendId: null, name: null, status: 400 });
        return sendJson(res, 400, { code: 'malformed', msg: 'body is not JSON' });
      }
      const runBackendId =
        typeof parsed.workflow_run_backend_id === 'string' ? parsed.workflow_run_backend_id : null;
      const name =
        typeof parsed.name === 'string'
          ? parsed.name
          : typeof parsed.name_filter === 'string'
            ? parsed.name_filter
            : null;
      const fault = takeFault(method, name);
      if (fault?.mode === 'applied-drop' || fault?.mode === 'applied-hang') {
        try {
          twirp(method, parsed, claimsOf(req));
        } catch (error) {
          if (!(error instanceof TwirpError)) throw error;
        }
        record({ kind: method, runBackendId, name, status: 0 });
        if (fault.mode === 'applied-drop') req.socket.destroy();
        return;
      }
      if (fault) {
        record({
          kind: method,
          runBackendId,
          name,
          status: fault.mode === 'status' ? (fault.status ?? 500) : 0,
        });
        if (fault.mode === 'drop') return void req.socket.destroy();
        if (fault.mode === 'hang') return;
        return sendJson(res, fault.status ?? 500, { code: 'internal', msg: 'injected fault' });
      }
      try {
        const answer = twirp(method, parsed, claimsOf(req));
        record({ kind: method, runBackendId, name, status: 200 });
        return sendJson(res, 200, answer);
      } catch (error) {
        if (!(error instanceof TwirpError)) throw error;
        record({ kind: method, runBackendId, name, status: error.status });
        return sendJson(res, error.status, { code: error.code, msg: error.message });
      }
    }

    const rest = /^\/repos\/([^/]+\/[^/]+)\/actions\/(?:runs\/(\d+)\/artifacts|artifacts\/(\d+)\/zip)$/.exec(
      url.pathname,
    );
    if (req.method === 'GET' && rest) {
      await through(rest[2] ? 'rest-list' : 'rest-download');
      return restApi(req, res, url, rest[1]!, rest[2], rest[3]);
    }
    const runRest = /^\/repos\/([^/]+\/[^/]+)\/actions\/runs\/(\d+)(?:\/attempts\/(\d+))?(\/jobs)?$/.exec(
      url.pathname,
    );
    if (req.method === 'GET' && runRest && (runRest[3] === undefined || runRest[4] !== undefined))
      return runApi(req, res, url, runRest[1]!, runRest[2]!, runRest[3], runRest[4] !== undefined);

    const kind = blobKind(req, url);
    const artifact = bySig.get(url.searchParams.get('sig') ?? '');
    if (!kind || !artifact) {
      record({ kind: kind ?? 'unknown', runBackendId: null, name: null, status: 403 });
      return void azureError(res, 403, 'AuthenticationFailed');
    }
    const fault = takeFault(kind, artifact.name);
    if (fault) {
      record({
        kind,
        runBackendId: artifact.runBackendId,
        name: artifact.name,
        status: fault.mode === 'status' ? (fault.status ?? 500) : 0,
      });
      if (fault.mode === 'drop') return void req.socket.destroy();
      if (fault.mode === 'hang') return;
      return void azureError(res, fault.status ?? 500, 'InternalError');
    }
    const status = blob(kind, artifact, url, body, res);
    record({ kind, runBackendId: artifact.runBackendId, name: artifact.name, status });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { code: 'internal', msg: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const isTwirp = (k: RecordedRequest['kind']) => (TWIRP_METHODS as readonly string[]).includes(k);
  return {
    url: origin,
    requests,
    count(kind) {
      if (kind === undefined) return counted.length;
      if (kind === 'twirp') return counted.filter((r) => isTwirp(r.kind)).length;
      if (kind === 'blob') return counted.filter((r) => r.kind.startsWith('blob-')).length;
      if (kind === 'rest') return counted.filter((r) => r.kind.startsWith('rest-')).length;
      return counted.filter((r) => r.kind === kind).length;
    },
    resetCounts() {
      counted = [];
    },
    inject(fault) {
      faults.push({ ...fault });
    },
    clearFaults() {
      faults.splice(0);
      for (const gate of gates.values()) for (const release of gate.held) release();
      gates.clear();
    },
    holdUntil(kind, inFlight) {
      gates.set(kind, { until: inFlight, held: [] });
    },
    next(kind, name) {
      return new Promise((resolve) =>
        waiting.push({ kind, ...(name === undefined ? {} : { name }), resolve }),
      );
    },
    artifacts(runBackendId) {
      return [...(runs.get(runBackendId)?.values() ?? [])];
    },
    rerun(runBackendId) {
      const next = (runAttempts.get(runBackendId) ?? 1) + 1;
      runAttempts.set(runBackendId, next);
      return next;
    },
    publishRun(run) {
      published.set(`${run.repository}#${run.workflowRunId}`, {
        runBackendId: run.runBackendId,
        token: run.token,
        workflowRun: run.workflowRun ?? {},
      });
    },
    denyToken(token) {
      denied.add(token);
    },
    rejectToken(token) {
      rejected.add(token);
    },
    addArtifact(runBackendId, name, blob) {
      const artifact: StoredArtifact = {
        id: nextId++,
        runBackendId,
        jobBackendId: randomUUID(),
        name,
        runAttempt: runAttempts.get(runBackendId) ?? 1,
        createdAt: new Date(),
        expiresAt: null,
        finalized: true,
        digest: `sha256:${createHash('sha256').update(blob).digest('hex')}`,
        size: blob.length,
        blob,
        blocks: new Map(),
        sig: randomBytes(12).toString('hex'),
      };
      runOf(runBackendId).set(name, artifact);
      bySig.set(artifact.sig, artifact);
      return artifact;
    },
    setBlob(runBackendId, name, blob) {
      const artifact = runs.get(runBackendId)?.get(name);
      if (!artifact?.finalized) throw new Error(`no finalized artifact ${name} in run ${runBackendId}`);
      artifact.blob = blob;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
