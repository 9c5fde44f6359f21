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
  const read = readActionFile(workspace, path);
  if ('reasons' in read) {
    throw new UserError('action-missing', `${path} names no action here: ${read.reasons.join('; ')}`, {
      where: 'uses',
    });
  }
  return parse(read.text, read.file, resolve(workspace, path));
}

/** The text of the action.yml (else action.yaml) at `./path`, or why neither could be read. */
function readActionFile(
  workspace: string,
  path: string,
): { text: string; file: string } | { reasons: string[] } {
  const reasons: string[] = [];
  for (const name of ['action.yml', 'action.yaml']) {
    const file = `${path.replace(/^\.\//, '').replace(/\/+$/, '')}/${name}`.replace(/^\//, '');
    try {
      return {
        text: readWorkspaceTextSync(workspace, withinProject(workspace, file), LIMITS.templateBytes),
        file,
      };
    } catch (error) {
      reasons.push(`${name} ${(error as Error).message}`);
    }
  }
  return { reasons };
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

/**
 * Whether `uses: ./path` names an action of the project's own rather than baton's: there is an action.yml
 * (or action.yaml) at that path, and it is not one of baton's (`name: baton stage`, `baton prepare`, …). Where there is none, `./`,
 * `./prepare`, `./capture` and `./report` stay baton's actions, as in baton's own repository and its
 * examples.
 */
export function ownActionIn(workspace: string): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    let own = known.get(path);
    if (own === undefined) {
      const read = readActionFile(workspace, path);
      own = 'text' in read && !/^name:\s*(['"]?)baton (stage|prepare|capture|report)\1\s*$/m.test(read.text);
      known.set(path, own);
    }
    return own;
  };
}

/**
 * The project's local actions as a plan or `baton lint` reads them: each read and parsed once, however many
 * steps use it; undefined for one that cannot be read, said once to `onUnreadable`.
 */
export function localActions(
  workspace: string,
  parse: (text: string, fileName: string, directory: string) => LocalAction,
  onUnreadable?: (path: string, error: unknown) => void,
): (path: string) => LocalAction | undefined {
  const read = new Map<string, LocalAction | undefined>();
  return (path) => {
    if (!read.has(path)) {
      try {
        read.set(path, readLocalAction(workspace, path, parse));
      } catch (error) {
        read.set(path, undefined);
        onUnreadable?.(path, error);
      }
    }
    return read.get(path);
  };
}
