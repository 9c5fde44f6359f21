import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, REPO_ROOT } from './build.js';

/** The env var naming the run's private copy of dist/ (actions-runner.ts `bundles`). */
export const DIST_COPY_ENV = 'BATON_TEST_DIST_COPY';

/**
 * Runs once before any test file: end-to-end tests spawn dist/ entry points, so dist/ is brought up to date
 * here rather than by whichever test file happens to start first (parallel files would race a rebuild).
 * Then one private copy of it for the whole run (several people share one work tree, and a rebuild that
 * empties dist/ while a test runs must not fail it), removed when the run ends: the test workers are
 * ended by a signal, so a copy each of them made was never removed (hundreds of 9 MB dirs in /tmp).
 */
export default function setup(): () => void {
  ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'baton-dist-'));
  cpSync(join(REPO_ROOT, 'dist'), dir, { recursive: true });
  process.env[DIST_COPY_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
