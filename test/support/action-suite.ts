import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Job } from './actions-runner.js';
import { ensureBuilt } from './build.js';
import { type ResultsServer, startResultsServer } from './results-server.js';

/** What an end-to-end file of the bundled actions shares across its tests. */
export interface ActionSuite {
  /** The file's local Actions results service (started before its first test). */
  readonly server: ResultsServer;
  /** Jobs a test made; each is cleaned up after the test. */
  readonly jobs: Job[];
}

/**
 * The hooks every end-to-end file of the bundled actions needs: dist/ built, one local results service for
 * the file, stopped after it, and the jobs a test made removed after each test.
 */
export function actionSuite(): ActionSuite {
  let server: ResultsServer | undefined;
  const jobs: Job[] = [];
  beforeAll(async () => {
    ensureBuilt();
    server = await startResultsServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    for (const job of jobs.splice(0)) await job.cleanup();
  });
  return {
    get server() {
      if (!server) throw new Error('the results service starts in beforeAll: use it inside a test or hook');
      return server;
    },
    jobs,
  };
}
