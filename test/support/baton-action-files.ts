import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BATON_ACTIONS } from '../../src/core/names.js';
import { REPO_ROOT } from './build.js';

/**
 * Put baton's own action.yml files (`action.yml`, `prepare/action.yml`, `capture/action.yml`,
 * `report/action.yml`, as the repository ships them) in the project `dir`, so that its `uses: ./`,
 * `./prepare`, … are baton's actions there, as in a checkout of baton. A project without them has no action
 * at those paths: `baton run` refuses such a step, as GitHub fails it. Returns `dir`.
 */
export function withBatonActions(dir: string): string {
  for (const path of Object.values(BATON_ACTIONS)) {
    mkdirSync(join(dir, path), { recursive: true });
    copyFileSync(join(REPO_ROOT, path, 'action.yml'), join(dir, path, 'action.yml'));
  }
  return dir;
}
