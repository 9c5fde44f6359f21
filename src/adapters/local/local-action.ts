import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { UserError } from '../../core/errors.js';
import { BATON_ACTIONS, LIMITS } from '../../core/names.js';
import type { ActionAt, LocalAction } from '../../core/workflow/model.js';
import { readWorkspaceTextSync } from './workspace.js';

/**
 * The action `uses: ./path` names, read from the project as a prompt file is (inside it, through no link,
 * at most 1 MiB): `action.yml`, else `action.yaml`, else a Docker action when there is a `Dockerfile`.
 * Throws a UserError saying why it cannot be.
 */
export function readLocalAction(
  workspace: string,
  path: string,
  parse: (text: string, fileName: string, directory: string) => LocalAction,
): LocalAction {
  const read = readActionFile(workspace, path);
  if ('reasons' in read) {
    // GitHub runs a directory with a Dockerfile and no action.yml as a Docker action.
    if (
      actionAt(workspace, path) === 'own' &&
      read.reasons.every((r) => /^action\.ya?ml does not exist/.test(r))
    )
      return { kind: 'other', file: `${directoryOf(path)}/Dockerfile`.replace(/^\//, ''), using: 'docker' };
    // `./` as written, not the `.` it is once its slash is dropped.
    const shown = path === '.' ? './' : path;
    throw new UserError('action-missing', `${shown} names no action here: ${read.reasons.join('; ')}`, {
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
    const file = `${directoryOf(path)}/${name}`.replace(/^\//, '');
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
 * What `uses: ./path` names in the project (ActionAt): an action of the project's own (an action.yml,
 * action.yaml or Dockerfile there that is not one of baton's, or one that cannot be read: running it says
 * why), baton's own action (the action.yml there is the one baton ships at that path: the project is baton,
 * or a checkout of it), or nothing (`missing`: GitHub fails the step).
 */
export function actionAtIn(workspace: string): (path: string) => ActionAt {
  const known = new Map<string, ActionAt>();
  return (path) => {
    let at = known.get(path);
    if (at === undefined) {
      at = actionAt(workspace, path);
      known.set(path, at);
    }
    return at;
  };
}

function actionAt(workspace: string, path: string): ActionAt {
  const read = readActionFile(workspace, path);
  if ('text' in read) return isBatonsAction(path, read.text) ? 'baton' : 'own';
  // One there that cannot be read (a link, too large) is the project's: the step says why when it runs.
  if (read.reasons.some((reason) => !/^action\.ya?ml does not exist/.test(reason))) return 'own';
  // GitHub runs a directory with a Dockerfile and no action.yml as a Docker action.
  const dockerfile = `${directoryOf(path)}/Dockerfile`.replace(/^\//, '');
  try {
    readWorkspaceTextSync(workspace, withinProject(workspace, dockerfile), LIMITS.templateBytes);
    return 'own';
  } catch (error) {
    return /^does not exist/.test((error as Error).message) ? 'missing' : 'own';
  }
}

/**
 * Whether `text`, the action.yml at `./path`, is the one baton ships there: named as baton names that
 * action (`baton stage` at `./`, `baton prepare` at `./prepare`, …) and running its bundle
 * (`dist/stage/index.js`, `../dist/prepare/index.js`, …).
 */
function isBatonsAction(path: string, text: string): boolean {
  const sub = directoryOf(path);
  const action = Object.entries(BATON_ACTIONS).find(([, at]) => at === sub)?.[0];
  if (action === undefined) return false;
  const name = new RegExp(`^name:\\s*(['"]?)baton ${action}\\1\\s*$`, 'm');
  const main = new RegExp(
    `^\\s+main:\\s*(['"]?)${sub === '' ? '' : '\\.\\./'}dist/${action}/index\\.js\\1\\s*$`,
    'm',
  );
  return name.test(text) && main.test(text);
}

/** The directory `./path` names, relative to the project: `''` for `./`, `prepare` for `./prepare/`. */
function directoryOf(path: string): string {
  return path.replace(/^\.(?:\/|$)/, '').replace(/\/+$/, '');
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
