import { randomUUID } from 'node:crypto';

/**
 * The environment the `@actions/artifact` client reads, pointed at a local results server
 * (test/support/results-server.ts). The runtime token is an unsigned JWT: the client only decodes its
 * `scp` claim, `Actions.Results:<runBackendId>:<jobBackendId>`, and the local server authorizes by it.
 */
export function runtimeToken(runBackendId: string, jobBackendId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return [
    part({ alg: 'none', typ: 'JWT' }),
    part({
      scp: `Actions.GenericRead:00000000 Actions.Results:${runBackendId}:${jobBackendId}`,
      iat: now,
      exp: now + 3600,
    }),
    'unsigned',
  ].join('.');
}

export interface ArtifactEnvOptions {
  /** The results server's origin (`server.url`). */
  resultsUrl: string;
  /** One per simulated run; every job of the run shares it. */
  runBackendId: string;
  /** One per simulated job; a fresh id by default. */
  jobBackendId?: string;
}

/**
 * ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, a GITHUB_SERVER_URL the client accepts (not GHES), and
 * GITHUB_API_URL pointing at the same server for cross-run reads (`findBy` goes through the REST API).
 */
export function artifactEnv(options: ArtifactEnvOptions): Record<string, string> {
  return {
    ACTIONS_RUNTIME_TOKEN: runtimeToken(options.runBackendId, options.jobBackendId ?? randomUUID()),
    ACTIONS_RESULTS_URL: `${options.resultsUrl}/`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: options.resultsUrl,
  };
}
