import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { UserError } from '../../core/errors.js';
import { LIMITS } from '../../core/names.js';
import type { LocalAction } from '../../core/workflow/model.js';
import { readWorkspaceTextSync } from './workspace.js';

/**
 * The action `uses: ./path` names, read from the project as a prompt file is (inside it, through no link,
 * at most 1 MiB): `action.yml`, else `action.yaml`. Throws a UserError saying why it cannot be.
 */
export function readLocalAction(
  workspace: string,
  path: string,
  parse: (text: string, fileName: string, directory: string) => LocalAction,
): LocalAction {
  const reasons: string[] = [];
  for (const name of ['action.yml', 'action.yaml']) {
    const file = `${path.replace(/^\.\//, '')}/${name}`;
    let text: string;
    try {
      text = readWorkspaceTextSync(workspace, withinProject(workspace, file), LIMITS.promptFileBytes);
    } catch (error) {
      reasons.push(`${name} ${(error as Error).message}`);
      continue;
    }
    return parse(text, file, resolve(workspace, path));
  }
  throw new UserError('action-invalid', `${path} names no action here: ${reasons.join('; ')}`, {
    where: 'uses',
  });
}

/**
 * A path of the project with its links resolved, as GitHub's runner reads an action through them, when
 * where it leads is still inside the project (relative to it); the path as given otherwise, for the read to
 * refuse as it refuses any link.
 */
function withinProject(workspace: string, file: string): string {
  let real: string;
  let root: string;
  try {
    real = realpathSync(resolve(workspace, file));
    root = realpathSync(workspace);
  } catch {
    return file;
  }
  const inside = relative(root, real);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : file;
}
