import { ensureBuilt } from './build.js';

/**
 * Runs once before any test file: end-to-end tests spawn dist/ entry points, so dist/ is brought up to date
 * here rather than by whichever test file happens to start first (parallel files would race a rebuild).
 */
export default function setup(): void {
  ensureBuilt();
}
